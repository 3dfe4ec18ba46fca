package search

import (
	"context"
	"testing"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
)

// TestImproving: each part of Params.Improving changes the search of game
// positions (the parts are wired in), and every search returns a legal
// move.
func TestImproving(t *testing.T) {
	games, err := ptn.ReadFile("../bench/testdata/games/vs-tiltak.ptn")
	if err != nil {
		t.Fatal(err)
	}
	parts := []int{0, improvingRFP, improvingLMP}
	changed := make([]int, len(parts))
	positions := 0
	n := 4
	if testing.Short() {
		n = 2 // the race pass
	}
	for gi, g := range games[:n] {
		game := board.NewHistory(g.Start)
		for i, m := range g.Moves {
			if i >= 10 && i%15 == 10 && game.Position().Result() == board.None {
				positions++
				var base uint64
				for k, part := range parts {
					e := NewEngine(16)
					prm := DefaultParams()
					prm.Improving = part
					e.SetParams(prm)
					r := e.Search(context.Background(), game, Limits{Depth: 6}, nil)
					if !game.Position().IsLegal(r.Best) {
						t.Fatalf("game %d ply %d, Improving=%d: illegal best move %v", gi+1, i, part, r.Best)
					}
					if k == 0 {
						base = r.Nodes
					} else if r.Nodes != base {
						changed[k]++
					}
				}
			}
			game.Play(m)
		}
	}
	if positions < 8 {
		t.Fatalf("only %d positions", positions)
	}
	for k, part := range parts[1:] {
		if changed[k+1] < positions/2 {
			t.Errorf("Improving=%d changed %d of %d searches", part, changed[k+1], positions)
		}
	}
}
