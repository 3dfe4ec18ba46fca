package search

import (
	"slices"
	"sync"
	"sync/atomic"

	"github.com/takengine/takengine/board"
)

// smpState is what the Lazy SMP threads share besides the table and the
// stop flag: the depth the main thread is searching, which the helpers
// stay ahead of, and the deepest iteration a helper completed, which the
// main thread plays when it is deeper than its own last one.
//
// Measured against Tiltak (6x6, komi 2, 10+0.1, openings 1-100 of the
// balanced book, colours swapped, one game at a time): Threads 2 scored
// +72 -123 =5 (37.3%) over 200 games; on openings 51-100 one thread
// scored +20 -72 =8 (24.0%, two games at a time) where two scored +35
// -61 =4 (37.0%). Depth over the first 40 / last 20 plies: 7.83 / 5.89
// with two threads, 7.59 / 5.62 with one.
type smpState struct {
	mainDepth atomic.Int32
	mu        sync.Mutex
	best      Result // a helper's deepest completed iteration; Depth 0: none
}

// reset forgets the previous search's helper result.
func (s *smpState) reset() {
	s.mainDepth.Store(0)
	s.mu.Lock()
	s.best = Result{}
	s.mu.Unlock()
}

// publish records r, a helper's completed iteration, when it is deeper
// than any recorded in this search. The helper keeps its own slices, so
// the record copies them.
func (s *smpState) publish(r Result) {
	if len(r.PV) == 0 {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if r.Depth <= s.best.Depth {
		return
	}
	r.PV = slices.Clone(r.PV)
	r.Lines = []Line{r.line()}
	s.best = r
}

// deeper returns the helpers' deepest completed iteration when the main
// thread should play it instead of main, its own result: it is deeper,
// the search was not limited to a depth, asked one line only, and main
// has not found a forced win.
func (s *smpState) deeper(main Result, lim Limits) (Result, bool) {
	if lim.Depth > 0 || lim.MultiPV > 1 || main.Score > MateThreshold {
		return Result{}, false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.best.Depth <= main.Depth { // publish keeps only results with a move
		return Result{}, false
	}
	return s.best, true
}

// nextDepth returns the iteration that follows depth: the next one for
// the main thread; for a helper, at least one ply deeper than the
// iteration the main thread is in (helper i with i odd: that iteration
// itself), so that the helpers fill the table ahead of the main thread
// rather than beside it, and a helper's completed iteration can be deeper
// than the main thread's.
func (t *thread) nextDepth(depth int) int {
	if t.helper == 0 {
		return depth + 1
	}
	ahead := int(t.e.smp.mainDepth.Load()) + t.helper%2
	return max(depth+1, ahead)
}

// Deferring moves another thread is searching (the "simplified ABDADA"
// of Kerrigan): at a node of depth deferMinDepth or more, each move but
// the first is marked busy in a small shared table while it is searched,
// and a thread that reaches a move marked busy by another puts it off
// until it has searched the node's other moves. Threads that run level
// with each other then split a node's moves instead of searching them
// twice, and by the time a deferred move comes, the table often holds
// the other thread's result for it.
//
// Measured on 83 positions, every twelfth ply from ply 8 of twelve match
// games against Tiltak (6x6; those one thread finds decided in 0.3 s left
// out), as the time until any thread completes one ply more than one
// thread reaches in 0.3 s, two runs each: one thread took
// 50.6 s, two threads 37.5 s before the deferral and 34.2 s with it
// (1.35x and 1.48x). Against Tiltak (the conditions above, openings 1-50)
// two threads with it scored +38 -60 =2 (39.0%), where they had scored
// 37.5% without it.
const (
	deferMinDepth = 3
	maxDeferred   = 32
	busyBits      = 15
)

// moveKey mixes a move into a position hash to name the pair in the busy
// table.
func moveKey(m board.Move) uint64 { return (uint64(m) + 1) * 0x9e3779b97f4a7c15 }

// busySlot is the busy-table entry for key.
func (e *Engine) busySlot(key uint64) *atomic.Uint64 { return &e.busy[key>>(64-busyBits)] }

// isBusy reports whether a thread marked key busy.
func (e *Engine) isBusy(key uint64) bool { return e.busySlot(key).Load() == key }

// setBusy marks key busy.
func (e *Engine) setBusy(key uint64) { e.busySlot(key).Store(key) }

// clearBusy unmarks key, unless another key took its slot since.
func (e *Engine) clearBusy(key uint64) { e.busySlot(key).CompareAndSwap(key, 0) }
