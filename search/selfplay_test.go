package search

import (
	"context"
	"testing"

	"github.com/takengine/takengine/board"
)

// TestSelfPlaySmoke plays 20 fixed-depth games between two differently
// configured searchers on 5x5 and 6x6 (one with every pruning
// switched off): every move must be legal and every game must end with a result
// (or reach the 1000-ply cap that Racetrack draws).
func TestSelfPlaySmoke(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	openings := []string{"a1 f6", "c3 d4", "b2 e5", "a6 f1", "c4 d3"}
	results := map[string]int{}
	for g := 0; g < 20; g++ {
		n := 5 + g%2
		p, _ := board.NewWith(n, 0, board.DefaultReserves(n))
		a, b := NewEngine(4), NewEngine(4)
		b.SetConfig(Config{NoNullMove: true, NoLMR: true, NoRFP: true, NoLMP: true})
		engines := [2]*Engine{a, b}
		if g%4 >= 2 {
			engines[0], engines[1] = b, a
		}
		for _, s := range splitMoves(openings[g%len(openings)]) {
			if n == 5 {
				s = map[string]string{"f6": "e5", "a6": "a5", "f1": "e1", "e5": "d5"}[s] + s[len(s):]
				if s == "" {
					continue
				}
			}
			m, err := p.ParseMove(s)
			if err != nil {
				continue
			}
			p.Make(m)
		}
		var history []uint64
		plies := 0
		for p.Result() == board.None && plies < 1000 {
			e := engines[p.ToMove()]
			r := e.Search(context.Background(), p, history, Limits{Depth: 2}, nil)
			if !p.IsLegal(r.Best) {
				t.Fatalf("game %d: illegal move %v in %s", g, r.Best, p.TPS())
			}
			if r.Best.IsSpread() {
				history = append(history, p.Hash())
			} else {
				history = history[:0]
			}
			p.Make(r.Best)
			plies++
			if err := p.Validate(); err != nil {
				t.Fatal(err)
			}
			if repeatedThrice(history, p.Hash()) {
				break
			}
		}
		res := p.Result().String()
		if res == "" {
			res = "draw (repetition or length)"
		}
		results[res]++
	}
	t.Logf("results: %v", results)
}

func repeatedThrice(history []uint64, h uint64) bool {
	n := 0
	for _, x := range history {
		if x == h {
			n++
		}
	}
	return n >= 2
}

func splitMoves(s string) []string {
	var out []string
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' {
			if i > start {
				out = append(out, s[start:i])
			}
			start = i + 1
		}
	}
	return out
}
