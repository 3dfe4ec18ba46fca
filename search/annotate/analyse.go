package annotate

import (
	"context"
	"sync"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
	"github.com/takengine/takengine/search"
)

// Eval is the search's verdict on one position of a game.
type Eval struct {
	// Over is the position's result when the game is over there (then
	// nothing was searched and Score is the result from the side to move:
	// +Mate won, -Mate lost, 0 drawn).
	Over   board.Result
	Score  int          // centiflats from the side to move, as search.Result
	Parity int          // the score's parity share (search.Info.Parity)
	Depth  int          // completed depth
	Best   board.Move   // the best move (NoMove when Over)
	PV     []board.Move // principal variation, from Best
}

// Centi returns the score less its parity share, in centiflats from the
// side to move (forced results stay mate scores).
func (e Eval) Centi() int {
	if _, ok := search.MateMoves(e.Score); ok {
		return e.Score
	}
	return e.Score - e.Parity
}

// Analyser searches the positions of games with one engine per thread.
// It is not safe for concurrent use.
type Analyser struct {
	engines []*search.Engine
	limits  search.Limits
}

// NewAnalyser returns an analyser that searches each position with lim,
// threads positions at a time (one engine of hashMB megabytes each).
func NewAnalyser(threads, hashMB int, lim search.Limits) *Analyser {
	a := &Analyser{limits: lim}
	for range max(threads, 1) {
		a.engines = append(a.engines, search.NewEngine(hashMB))
	}
	return a
}

// Game returns the evaluations of the positions before every ply of g and
// of the final position (len(g.Moves)+1 of them). Each engine starts the
// game afresh (NewGame); the positions are independent and are searched
// in parallel, each with the hashes of the game's positions since the
// last placement for repetitions. done, if not nil, is called after each
// position (from any goroutine). It stops early with ctx's error.
func (a *Analyser) Game(ctx context.Context, g *ptn.Game, done func()) ([]Eval, error) {
	n := len(g.Moves)
	games := make([]*board.History, n+1) // the game before every ply, and at its end
	game := board.NewHistory(g.Start)
	for i, m := range g.Moves {
		games[i] = game.Clone()
		game.Play(m)
	}
	games[n] = game
	evals := make([]Eval, n+1)
	jobs := make(chan int)
	var wg sync.WaitGroup
	for _, e := range a.engines {
		e.NewGame()
		wg.Add(1)
		go func(e *search.Engine) {
			defer wg.Done()
			for i := range jobs {
				evals[i] = a.evaluate(ctx, e, games[i])
				if done != nil {
					done()
				}
			}
		}(e)
	}
	for i := 0; i <= n && ctx.Err() == nil; i++ {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	return evals, ctx.Err()
}

// evaluate searches the current position of game, or scores a finished
// game.
func (a *Analyser) evaluate(ctx context.Context, e *search.Engine, game *board.History) Eval {
	p := game.Position()
	if r := p.Result(); r != board.None {
		ev := Eval{Over: r}
		if w, ok := r.Winner(); ok {
			ev.Score = -search.Mate
			if w == p.ToMove() {
				ev.Score = search.Mate
			}
		}
		return ev
	}
	r := e.Search(ctx, game, a.limits, nil)
	return Eval{Score: r.Score, Parity: r.Parity, Depth: r.Depth, Best: r.Best, PV: r.PV}
}
