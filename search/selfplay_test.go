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
		game := board.NewHistory(p)
		pos := game.Position()
		plies := 0
		for pos.Result() == board.None && plies < 1000 {
			e := engines[pos.ToMove()]
			r := e.Search(context.Background(), game, Limits{Depth: 2}, nil)
			if !pos.IsLegal(r.Best) {
				t.Fatalf("game %d: illegal move %v in %s", g, r.Best, pos.TPS())
			}
			game.Play(r.Best)
			plies++
			if err := pos.Validate(); err != nil {
				t.Fatal(err)
			}
			if game.IsThreefold() {
				break
			}
		}
		res := pos.Result().String()
		if res == "" {
			res = "draw (repetition or length)"
		}
		results[res]++
	}
	t.Logf("results: %v", results)
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
