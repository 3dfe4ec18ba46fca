package search

import (
	"context"
	"math/rand"
	"testing"
	"time"

	"github.com/takengine/takengine/board"
)

// TestEvalCache: along random games on every size, the cached evaluation
// equals a fresh one, on the first call and on the hit after it, and a
// new search starts with an empty cache.
func TestEvalCache(t *testing.T) {
	e := NewEngine(1)
	th := newThread(e)
	rng := rand.New(rand.NewSource(3))
	var l board.MoveList
	for size := 3; size <= 8; size++ {
		th.evals.clear() // a search has one size; the hash leaves it out
		e.eval.Prepare(size, &th.plan)
		for game := 0; game < 20; game++ {
			p, _ := board.New(size)
			for ply := 0; ply < 150 && p.Result() == board.None; ply++ {
				th.pos = p
				want := e.eval.Evaluate(&p)
				if got := th.evaluate(); got != want {
					t.Fatalf("%dx%d ply %d: cached evaluation %d on a miss, want %d", size, size, ply, got, want)
				}
				th.pos = p
				if got := th.evaluate(); got != want {
					t.Fatalf("%dx%d ply %d: cached evaluation %d on a hit, want %d", size, size, ply, got, want)
				}
				threats := [2]board.Bitboard{p.ThreatSquares(board.White), p.ThreatSquares(board.Black)}
				th.evals[p.Hash()&(1<<evalCacheBits-1)].valid = false
				if got := th.evaluateWithThreats(&threats); got != want {
					t.Fatalf("%dx%d ply %d: evaluation %d with the threats given, want %d", size, size, ply, got, want)
				}
				p.GenerateMoves(&l)
				p.Make(l.Moves[rng.Intn(l.N)])
			}
		}
	}
	p, _ := board.New(6)
	th.reset(board.NewHistory(p), Limits{Depth: 1}, time.Now(), context.Background())
	for i := range th.evals {
		if th.evals[i].valid {
			t.Fatalf("entry %d survived a new search", i)
		}
	}
}
