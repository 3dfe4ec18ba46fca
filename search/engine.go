package search

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/eval"
	"github.com/takengine/takengine/search/tinue"
)

// Engine owns the transposition table and the per-thread search stacks.
// One Engine runs one search at a time; Search must not be called again
// before the previous call returned. Engines may share a TT (NewEngineTT).
type Engine struct {
	tt *TT
	th *thread
	// helpers are the Lazy SMP helper threads (Threads-1 of them); stop
	// ends them when the main thread th is done; nodes counts the nodes
	// of all threads (each adds its own every 256 nodes).
	helpers []*thread
	stop    atomic.Bool
	nodes   atomic.Uint64
	smp     smpState
	eval    *eval.Evaluator
	// The search switches in force, from Config, and the parameters.
	cfg switches
	prm *tuned
	// solver is the tinue solver run beside the search (Limits.Tinue),
	// and proof what it proved in the current search.
	solver *tinue.Solver
	proof  proofSlot
	// used is set by Search: the table may hold entries, so NewGame must
	// clear it. A fresh table is left untouched, which keeps the memory of
	// a large one unclaimed until the search writes to it.
	used bool
}

// Config turns search techniques off, so matches can compare variants.
// The zero Config is the real engine, every technique on.
type Config struct {
	NoNullMove bool // no null-move pruning
	NoLMR      bool // no late-move reductions
	NoRFP      bool // no reverse futility pruning at shallow depths
	NoLMP      bool // no late-move pruning at depths 1 and 2
}

// switches is a Config as the search reads it: true means on. noShortcut
// turns off the shortcuts that change no node of the search (picker
// dropQuiet, thread threatIgnored), for the test that checks they don't.
type switches struct {
	NullMove, LMR, RFP, LMP bool
	noShortcut              bool
}

func (c Config) switches() switches {
	return switches{NullMove: !c.NoNullMove, LMR: !c.NoLMR, RFP: !c.NoRFP, LMP: !c.NoLMP}
}

// DefaultHashMB is the transposition table size of a new Engine.
const DefaultHashMB = 64

// NewEngine returns an engine with a transposition table of hashMB
// megabytes (rounded down to a power-of-two number of entries).
func NewEngine(hashMB int) *Engine {
	e := NewEngineTT(NewTT(hashMB))
	e.used = false
	return e
}

// NewEngineTT returns an engine that uses (and may share) the table tt.
func NewEngineTT(tt *TT) *Engine {
	e := &Engine{tt: tt, eval: eval.New(), cfg: Config{}.switches(), prm: DefaultParams().tuned(), used: true}
	e.th = newThread(e)
	return e
}

// SetConfig changes the search switches.
func (e *Engine) SetConfig(c Config) { e.cfg = c.switches() }

// SetParams changes the search parameters (DefaultParams is the engine).
func (e *Engine) SetParams(p Params) { e.prm = p.tuned() }

// Params returns the search parameters in force.
func (e *Engine) Params() Params { return e.prm.Params }

// SetEvaluator replaces the evaluation (for tuning and matches).
func (e *Engine) SetEvaluator(ev *eval.Evaluator) { e.eval = ev }

// SetHashSize replaces the transposition table by an empty one of mb
// megabytes (clamped to 1..MaxHashMB). The old table is dropped; it is
// the caller's choice when to give its memory back to the system
// (runtime/debug.FreeOSMemory).
func (e *Engine) SetHashSize(mb int) {
	e.tt = nil // let the collector reclaim the old table during the allocation
	e.tt = NewTT(mb)
	e.used = false
}

// TT returns the engine's transposition table.
func (e *Engine) TT() *TT { return e.tt }

// NewGame forgets everything learned in earlier searches (table, history).
func (e *Engine) NewGame() {
	if e.used {
		e.tt.Clear()
		e.used = false
	}
	e.th.clearHistory()
	for _, h := range e.helpers {
		h.clearHistory()
	}
}

// Prefault writes a fresh table's pages once, so that they are the
// process's before a search needs them: on Linux a 64 MB table takes
// 200 to 300 ms to fault in (zeroed huge pages), and a first search on a
// clock, which pays for them as it writes, reached depth 2 where the same
// search a game later reached 8. A table that a search has used is left
// as it is, and so is one written before (NewGame's Clear writes every
// entry). The table stays empty; only the memory is claimed. Tables
// above prefaultMaxMB are left to claim their memory as they fill.
func (e *Engine) Prefault() {
	if !e.used && len(e.tt.entries)*int(unsafe.Sizeof(ttEntry{})) <= prefaultMaxMB<<20 {
		e.tt.prefault()
	}
}

// prefaultMaxMB is the largest table Prefault writes, in MB.
const prefaultMaxMB = 256

// MaxThreads bounds SetThreads.
const MaxThreads = 64

// SetThreads sets the number of search threads (clamped to 1..MaxThreads):
// the main thread and n-1 Lazy SMP helpers. Each thread has its own
// stacks and history; they share the transposition table.
func (e *Engine) SetThreads(n int) {
	n = min(max(n, 1), MaxThreads)
	for len(e.helpers) < n-1 {
		h := newThread(e)
		h.helper = len(e.helpers) + 1
		e.helpers = append(e.helpers, h)
	}
	e.helpers = e.helpers[:n-1]
}

// Threads returns the number of search threads.
func (e *Engine) Threads() int { return 1 + len(e.helpers) }

// Search searches the current position of game until a limit is reached
// or ctx is cancelled, calling report (if not nil) with progress, and
// returns the best move found. The game's positions since the last
// placement (game.Since) count for repetitions. Search neither changes
// game nor keeps it.
//
// With more than one thread (SetThreads), helper threads run the same
// iterative deepening on the same root, limited by nodes only, ahead of
// the main thread or level with it, filling the shared table (Lazy SMP);
// the main thread alone keeps time and reports, stops the helpers when it
// is done, and plays a helper's iteration when one completed deeper than
// its own (smp.go). The nodes limit and the reported node counts include
// the helpers' nodes.
func (e *Engine) Search(ctx context.Context, game *board.History, lim Limits, report func(Info)) Result {
	t := e.th
	start := time.Now()
	t.reset(game, lim, start, ctx)
	t.setKomiShift(game.Position(), lim.HasClock())
	e.used = true
	e.tt.NewSearch()
	e.stop.Store(false)
	e.nodes.Store(0)
	e.smp.reset()
	var wg sync.WaitGroup
	for _, h := range e.helpers {
		h.reset(game, Limits{Infinite: true, Nodes: lim.Nodes}, start, ctx)
		h.setKomiShift(game.Position(), lim.HasClock())
		// The helpers that stay a ply ahead of the main thread
		// (nextDepth) start a ply ahead too.
		h.startDepth = 1 + h.helper%2
		wg.Add(1)
		go func() {
			defer wg.Done()
			h.iterate(nil)
		}()
	}
	stopBeside := e.startBeside(ctx, *game.Position(), lim)
	res := t.iterate(report)
	e.stop.Store(true)
	wg.Wait()
	stopBeside()
	if hb, ok := e.smp.deeper(res, lim); ok {
		// A helper completed a deeper iteration than the main thread.
		t.best, res = hb, hb
		if report != nil {
			report(t.info(res.line(), 1))
		}
	}
	if p, ok := e.proved(); ok && res.Score < p.Score && len(res.Lines) > 0 {
		// The solver proved a win after the last iteration's report.
		nodes := res.Nodes
		t.setBest(t.withProof(res.Lines))
		res, res.Nodes = t.best, nodes
		if report != nil {
			l := res.line()
			l.Depth = max(l.Depth, 1)
			report(t.info(l, 1))
		}
	}
	res.Nodes = t.nodes
	for _, h := range e.helpers {
		res.Nodes += h.nodes
	}
	return res
}
