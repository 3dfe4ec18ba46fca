package search

import (
	"context"
	"testing"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
)

// TestSingularSearch: with singular extensions on, searches of game
// positions return legal moves, leave no move excluded behind them, and
// search other trees than the default (the extension takes part).
func TestSingularSearch(t *testing.T) {
	games, err := ptn.ReadFile("../bench/testdata/games/vs-tiltak.ptn")
	if err != nil {
		t.Fatal(err)
	}
	changed, positions := 0, 0
	for gi, g := range games[:4] {
		game := board.NewHistory(g.Start)
		for i, m := range g.Moves {
			if i >= 10 && i%20 == 10 && game.Position().Result() == board.None {
				var nodes [2]uint64
				for k, se := range []int{0, 4} {
					e := NewEngine(16)
					prm := DefaultParams()
					prm.SEDepth, prm.SEMargin = se, 3
					e.SetParams(prm)
					r := e.Search(context.Background(), game, Limits{Depth: 6}, nil)
					if !game.Position().IsLegal(r.Best) {
						t.Fatalf("game %d ply %d, SEDepth %d: illegal best move %v", gi+1, i, se, r.Best)
					}
					for ply, x := range e.th.singular {
						if x != board.NoMove {
							t.Fatalf("game %d ply %d: move %v left excluded at ply %d", gi+1, i, x, ply)
						}
					}
					nodes[k] = r.Nodes
				}
				positions++
				if nodes[0] != nodes[1] {
					changed++
				}
			}
			game.Play(m)
		}
	}
	if positions < 8 || changed < positions/2 {
		t.Errorf("singular extensions changed the search of %d of %d positions", changed, positions)
	}
}
