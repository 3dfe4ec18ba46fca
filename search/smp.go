package search

import (
	"slices"
	"sync"
	"sync/atomic"
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
// Forty-third session (another Tiltak build, openings 301-350, 100
// games, one game at a time): Threads 2 +37 -54 =9 (41.5%) where one
// thread, two games at a time, scored +36 -58 =6 (39.0%): +2.5 +- 13.4
// points, paired by opening. Two threads searched 8.83 / 7.79 plies
// (one 8.60 / 6.53), where twice the clock on one thread reached 9.45 /
// 8.44 and scored 59.0% (time.go): two threads are worth far less than
// twice the time.
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

// Tried and dropped (twentieth session): putting off a move another
// thread is searching (Kerrigan's simplified ABDADA: a shared table of
// busy position-move pairs from depth 3, the deferred moves searched
// after the node's others). Two threads with it scored +68 -121 =11
// (36.8%) against Tiltak over openings 1-100 (the conditions above),
// where they had scored 37.3% without it; and it did not shorten the
// time to depth: on BenchmarkSMPTimeToDepth's 133 positions two threads
// took 40.2 s with it and 37.8 s without it (one thread 64.8 s; two runs
// each), after 34.2 s against 37.5 s on 83 positions of another set.

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
