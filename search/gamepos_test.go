package search

import (
	"context"
	"testing"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
)

// gamePos is a position of the shared games against Tiltak: its game (from
// 1), its ply, and the game up to it.
type gamePos struct {
	game, ply int
	h         *board.History
}

// gamePositions returns the undecided positions of the first n games of
// bench/testdata/games/vs-tiltak.ptn at plies first, first+every, ...:
// the game positions that tests of a search switch search with it on and off.
func gamePositions(t *testing.T, n, first, every int) []gamePos {
	t.Helper()
	games, err := ptn.ReadFile("../bench/testdata/games/vs-tiltak.ptn")
	if err != nil {
		t.Fatal(err)
	}
	var out []gamePos
	for gi, g := range games[:n] {
		game := board.NewHistory(g.Start)
		for i, m := range g.Moves {
			if i >= first && (i-first)%every == 0 && game.Position().Result() == board.None {
				out = append(out, gamePos{gi + 1, i, game.Clone()})
			}
			game.Play(m)
		}
	}
	return out
}

// search searches gp with prm to depth on a fresh engine (16 MB table)
// and fails the test unless the best move is legal in gp's position;
// what names the setting in the failure.
func (gp gamePos) search(t *testing.T, prm Params, depth int, what string) Result {
	t.Helper()
	e := NewEngine(16)
	e.SetParams(prm)
	r := e.Search(context.Background(), gp.h, Limits{Depth: depth}, nil)
	if !gp.h.Position().IsLegal(r.Best) {
		t.Fatalf("game %d ply %d, %s: illegal best move %v", gp.game, gp.ply, what, r.Best)
	}
	return r
}
