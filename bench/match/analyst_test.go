package match

import (
	"testing"
	"time"

	"github.com/takengine/takengine/board"
)

// TestAnalystScores: the analyst passes the position and the go line and
// returns the last info line's score; the fake engine scores a position
// by its hash, so a wrong position gives a wrong score.
func TestAnalystScores(t *testing.T) {
	a, err := StartAnalyst(fake(t, "random"), 5, 4, 5*time.Second, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	root, _ := board.New(5)
	var moves []board.Move
	for _, w := range []string{"a1", "e5", "c3", "c4"} {
		m, err := board.ParseMove(w, 5)
		if err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
	}
	for n := range len(moves) + 1 {
		p := root
		for _, m := range moves[:n] {
			p.Make(m)
		}
		s, err := a.Score(&root, moves[:n], "go movetime 10", 10*time.Millisecond)
		if err != nil {
			t.Fatal(err)
		}
		if want := int(p.Hash()%201) - 100; !s.Ok || s.Mate || s.Cp != want {
			t.Errorf("after %d moves: %+v, want cp %d", n, s, want)
		}
	}
}

// TestAnalystRefusesKomi: an engine without a HalfKomi option cannot
// analyse komi 2.
func TestAnalystRefusesKomi(t *testing.T) {
	if a, err := StartAnalyst(fake(t, "nokomi"), 6, 4, 5*time.Second, nil); err == nil {
		a.Close()
		t.Fatal("started")
	}
}

func TestParseAnalystInfo(t *testing.T) {
	for _, c := range []struct {
		line string
		want AnalystScore
		ok   bool
	}{
		{"info depth 7 score cp -23 wdl 383 0 617 pv c3", AnalystScore{Cp: -23, Depth: 7, Ok: true, WDL: [3]int{383, 0, 617}, HasWDL: true}, true},
		{"info depth 7 wdl 10 20 970 score cp -23", AnalystScore{Cp: -23, Depth: 7, Ok: true, WDL: [3]int{10, 20, 970}, HasWDL: true}, true},
		{"info depth 7 score cp -23 wdl 383 x 617 pv c3", AnalystScore{Cp: -23, Depth: 7, Ok: true}, true},
		{"info depth 7 score cp -23 wdl -1 0 617", AnalystScore{Cp: -23, Depth: 7, Ok: true}, true},
		{"info depth 7 score cp -23 wdl 383 0", AnalystScore{Cp: -23, Depth: 7, Ok: true}, true},
		{"info depth 3 score mate 2 pv a1", AnalystScore{Cp: 1, Depth: 3, Mate: true, Ok: true}, true},
		{"info depth 3 score mate -1 pv a1", AnalystScore{Cp: -1, Depth: 3, Mate: true, Ok: true}, true},
		{"info depth 3 multipv 2 score cp 5 pv a1", AnalystScore{}, false},
		{"info depth 3 multipv 1 score cp 5 pv a1", AnalystScore{Cp: 5, Depth: 3, Ok: true}, true},
		{"info string score cp 5", AnalystScore{}, false},
		{"info depth 3 score cp x", AnalystScore{}, false},
		{"info depth 3 nodes 10", AnalystScore{Depth: 3}, false},
		{"bestmove a1", AnalystScore{}, false},
	} {
		got, ok := parseAnalystInfo(c.line)
		if ok != c.ok || ok && got != c.want {
			t.Errorf("%q: %+v %v, want %+v %v", c.line, got, ok, c.want, c.ok)
		}
	}
}
