package search

import (
	"context"
	"slices"
	"testing"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
)

// TestShortcutsKeepTheSearch: the shortcuts that are meant to change no
// node of the search (the picker dropping the moves late-move pruning
// skips before it sorts, and a child that ignored a road threat scored
// without its flood fills) leave every search of real game positions as
// it was: the same nodes over all its iterations, and the same score, best
// move and principal variation at the end. The positions must exercise
// both shortcuts many times, or the test proves nothing.
func TestShortcutsKeepTheSearch(t *testing.T) {
	depth, every := 5, 29
	if testing.Short() {
		depth, every = 4, 41 // the race pass
	}
	var shortcuts uint64
	positions := 0
	for _, file := range []string{"../bench/testdata/games/vs-tiltak.ptn", "../bench/testdata/games/vs-topaz.ptn"} {
		games, err := ptn.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for gi, g := range games {
			game := board.NewHistory(g.Start)
			for i, m := range g.Moves {
				if i >= 6 && i < len(g.Moves)-1 && (i+gi)%every == 0 {
					// Every third position with a history malus too, where
					// the picker keeps the moves it would otherwise drop.
					prm := DefaultParams()
					if positions%3 == 2 {
						prm.HistMalus = 50
					}
					var got [2]Result
					for k, off := range []bool{false, true} {
						e := NewEngine(16)
						e.SetParams(prm)
						e.cfg.noShortcut = off
						got[k] = e.Search(context.Background(), game, Limits{Depth: depth}, nil)
						if !off {
							shortcuts += e.th.shortcuts
						}
					}
					a, b := got[0], got[1]
					if a.Nodes != b.Nodes || a.Score != b.Score || a.Best != b.Best || !slices.Equal(a.PV, b.PV) {
						t.Errorf("%s game %d ply %d (HistMalus %d): with the shortcuts %d nodes, score %d, PV %v; without %d nodes, score %d, PV %v",
							file, gi+1, i, prm.HistMalus, a.Nodes, a.Score, a.PV, b.Nodes, b.Score, b.PV)
					}
					positions++
				}
				game.Play(m)
			}
		}
	}
	if positions < 20 || shortcuts < 1000 {
		t.Fatalf("%d positions, %d shortcuts taken: too few to test them", positions, shortcuts)
	}
	t.Logf("%d positions, %d shortcuts taken", positions, shortcuts)
}
