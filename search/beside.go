package search

import (
	"context"
	"sync/atomic"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/search/tinue"
)

// The tinue solver beside the search (Limits.Tinue). Analysis has time to
// spare for a proof: a proof-number search over road threats (package
// tinue) runs on its own goroutine beside the iterative deepening and
// finds forced road wins far deeper than the alpha-beta search sees them.
// When it proves one, the main thread reports it at once as a mate score
// with the proved line, and from then on line 1 is the proved win unless
// the search itself finds a shorter one. The solver has its own table
// (besideHashMB), allocated on first use and kept for later searches.
const (
	besideMaxPly   = 15 // attacker and defender plies, as takengine tinue
	besideQuietPly = 9  // then a forced win whose first move is quiet
	besideHashMB   = 16
)

// proofSlot holds what the solver proved; line is written before done is
// set, so a reader that sees done sees the line.
type proofSlot struct {
	done atomic.Bool
	line Line
}

// startBeside starts the solver on root when lim asks for it and the
// position allows one, and returns a function that stops it and waits.
func (e *Engine) startBeside(ctx context.Context, root board.Position, lim Limits) (stop func()) {
	e.proof.done.Store(false)
	if !lim.Tinue || root.IsOpening() || root.Result() != board.None {
		return func() {}
	}
	if e.solver == nil {
		e.solver = tinue.NewSolver(besideHashMB)
	}
	ctx, cancel := context.WithCancel(ctx)
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		r := e.solver.Solve(ctx, root, tinue.Options{MaxPly: besideMaxPly, QuietPly: besideQuietPly})
		if r.Status == tinue.Proved && len(r.PV) > 0 {
			e.proof.line = Line{Score: Mate - r.Plies, Depth: r.Plies, PV: r.PV}
			e.proof.done.Store(true)
		}
	}()
	return func() {
		cancel()
		<-finished
	}
}

// proved returns the solver's line once it has proved a win.
func (e *Engine) proved() (Line, bool) {
	if !e.proof.done.Load() {
		return Line{}, false
	}
	return e.proof.line, true
}

// withProof puts the solver's proved line first in lines (an iteration's
// lines, best first) when it beats line 1, dropping the line that starts
// with the same move.
func (t *thread) withProof(lines []Line) []Line {
	p, ok := t.e.proved()
	if !ok || len(lines) == 0 || lines[0].Score >= p.Score {
		return lines
	}
	p.Depth = lines[0].Depth
	out := append(make([]Line, 0, len(lines)+1), p)
	for _, l := range lines {
		if len(l.PV) > 0 && l.PV[0] != p.PV[0] {
			out = append(out, l)
		}
	}
	return out[:min(len(out), len(lines))]
}

// reportProof sends the solver's proof once, as soon as the main thread
// sees it.
func (t *thread) reportProof() {
	if t.proofReported || t.report == nil {
		return
	}
	p, ok := t.e.proved()
	if !ok || t.best.Score >= p.Score {
		return
	}
	t.proofReported = true
	t.report(t.info(Line{Depth: max(t.best.Depth, 1), Score: p.Score, PV: p.PV}, 1))
}
