package search

import (
	"context"
	"time"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/eval"
)

// Engine owns the transposition table and the per-thread search stacks.
// One Engine runs one search at a time; Search must not be called again
// before the previous call returned. Engines may share a TT (NewEngineTT).
type Engine struct {
	tt   *TT
	th   *thread
	eval *eval.Evaluator
	// The search switches in force, from Config.
	cfg switches
}

// Config turns search techniques off, so matches can compare variants.
// The zero Config is the real engine, every technique on.
type Config struct {
	NoNullMove bool // no null-move pruning
	NoLMR      bool // no late-move reductions
	NoRFP      bool // no reverse futility pruning at shallow depths
	NoLMP      bool // no late-move pruning at depths 1 and 2
}

// switches is a Config as the search reads it: true means on.
type switches struct {
	NullMove, LMR, RFP, LMP bool
}

func (c Config) switches() switches {
	return switches{NullMove: !c.NoNullMove, LMR: !c.NoLMR, RFP: !c.NoRFP, LMP: !c.NoLMP}
}

// DefaultHashMB is the transposition table size of a new Engine.
const DefaultHashMB = 64

// NewEngine returns an engine with a transposition table of hashMB
// megabytes (rounded down to a power-of-two number of entries).
func NewEngine(hashMB int) *Engine {
	return NewEngineTT(NewTT(hashMB))
}

// NewEngineTT returns an engine that uses (and may share) the table tt.
func NewEngineTT(tt *TT) *Engine {
	e := &Engine{tt: tt, eval: eval.New(), cfg: Config{}.switches()}
	e.th = newThread(e)
	return e
}

// SetConfig changes the search switches.
func (e *Engine) SetConfig(c Config) { e.cfg = c.switches() }

// SetEvaluator replaces the evaluation (for tuning and matches).
func (e *Engine) SetEvaluator(ev *eval.Evaluator) { e.eval = ev }

// SetHashSize resizes (and clears) the transposition table.
func (e *Engine) SetHashSize(mb int) { e.tt = NewTT(mb) }

// TT returns the engine's transposition table.
func (e *Engine) TT() *TT { return e.tt }

// NewGame forgets everything learned in earlier searches (table, history).
func (e *Engine) NewGame() {
	e.tt.Clear()
	e.th.clearHistory()
}

// Search searches root until a limit is reached or ctx is cancelled, calling
// report (if not nil) with progress, and returns the best move found.
// history holds the hashes of the game's earlier positions since the last
// placement, oldest first, for threefold repetition.
func (e *Engine) Search(ctx context.Context, root board.Position, history []uint64, lim Limits, report func(Info)) Result {
	t := e.th
	start := time.Now()
	t.reset(root, history, lim, start, ctx)
	e.tt.NewSearch()
	return t.iterate(report)
}
