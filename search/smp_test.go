package search

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/takengine/takengine/board"
)

// TestSMPDeeper: a helper's iteration is kept only when it is deeper
// than the ones before, and played only when it is deeper than the main
// thread's, the search had no depth limit and one line, and the main
// thread has no forced win.
func TestSMPDeeper(t *testing.T) {
	mv := func(s string) board.Move {
		m, err := board.ParseMove(s, 6)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	res := func(move string, depth, score int) Result {
		m := mv(move)
		return Result{Best: m, Depth: depth, Score: score, PV: []board.Move{m}}
	}
	var s smpState
	s.reset()
	main := res("a1", 7, 30)
	if _, ok := s.deeper(main, Limits{}); ok {
		t.Fatal("no helper result, yet one is played")
	}
	s.publish(res("b2", 8, 10))
	s.publish(res("c3", 7, 90)) // shallower: ignored
	s.publish(Result{Depth: 9}) // no move: ignored
	got, ok := s.deeper(main, Limits{})
	if !ok || got.Best != mv("b2") || got.Depth != 8 || len(got.Lines) != 1 || got.Lines[0].PV[0] != got.Best {
		t.Fatalf("deeper helper result: %+v %v", got, ok)
	}
	for _, c := range []struct {
		name string
		main Result
		lim  Limits
	}{
		{"main as deep", res("a1", 8, 30), Limits{}},
		{"depth limit", main, Limits{Depth: 7}},
		{"MultiPV", main, Limits{MultiPV: 2}},
		{"main wins", res("a1", 7, Mate-5), Limits{}},
	} {
		if _, ok := s.deeper(c.main, c.lim); ok {
			t.Errorf("%s: the helper's result is played", c.name)
		}
	}
	s.reset()
	if _, ok := s.deeper(main, Limits{}); ok {
		t.Error("a helper result survives reset")
	}
}

// TestSMPHelperAhead: a helper iterates at least one ply deeper than the
// main thread's current iteration (every other helper: that iteration),
// and the main thread simply goes on to the next depth.
func TestSMPHelperAhead(t *testing.T) {
	e := NewEngine(1)
	e.SetThreads(3)
	e.smp.mainDepth.Store(9)
	if d := e.th.nextDepth(4); d != 5 {
		t.Errorf("main thread after 4: %d", d)
	}
	if d := e.helpers[0].nextDepth(4); d != 10 {
		t.Errorf("helper 1 after 4 with the main thread at 9: %d", d)
	}
	if d := e.helpers[1].nextDepth(4); d != 9 {
		t.Errorf("helper 2 after 4 with the main thread at 9: %d", d)
	}
	if d := e.helpers[0].nextDepth(11); d != 12 {
		t.Errorf("helper 1 after 11: %d", d)
	}
}

// TestSMPTimedResult: with two threads and a time limit, the result is
// legal and its depth and score are those of the last report, which is
// where a GUI and the match referee read them.
func TestSMPTimedResult(t *testing.T) {
	for _, tps := range multiPVPositions {
		p := mustTPS(t, tps)
		e := NewEngine(4)
		e.SetThreads(2)
		var last Info
		r := e.Search(context.Background(), board.NewHistory(p), Limits{MoveTime: 300 * time.Millisecond}, func(i Info) { last = i })
		if !p.IsLegal(r.Best) || len(r.PV) == 0 || r.PV[0] != r.Best {
			t.Fatalf("%s: result %+v", tps, r)
		}
		if last.Depth != r.Depth || last.Score != r.Score || len(last.PV) == 0 || last.PV[0] != r.Best {
			t.Errorf("%s: result depth %d score %d best %v, last report depth %d score %d pv %v", tps, r.Depth, r.Score, r.Best, last.Depth, last.Score, last.PV)
		}
	}
}

// TestSMPDeferBusy: root moves another thread is searching are put off,
// not lost. With every root move but the first marked busy, a depth-3
// search (the first depth that defers) visits them after the first and
// still finds the score and move of the search without the busy table;
// the pruning that depends on a move's place in the order is off, so
// only the order of the root moves differs.
func TestSMPDeferBusy(t *testing.T) {
	cfg := Config{NoNullMove: true, NoLMR: true, NoRFP: true, NoLMP: true}
	for _, tps := range append(multiPVPositions, "x,1S,2,x/121,x3/x2,211,11221/2,2S,x2 1 14") {
		p := mustTPS(t, tps)
		plain := NewEngine(4)
		plain.SetConfig(cfg)
		want := plain.Search(context.Background(), board.NewHistory(p), Limits{Depth: 3}, nil)

		e := NewEngine(4)
		e.SetConfig(cfg)
		e.SetThreads(2)
		e.SetThreads(1) // the busy table stays; no helper runs
		if e.busy == nil {
			e.busy = make([]atomic.Uint64, 1<<busyBits)
		}
		var l board.MoveList
		p.GenerateMoves(&l)
		for _, m := range l.Moves[:l.N] {
			e.setBusy(p.Hash() ^ moveKey(m))
		}
		e.th.deferred[0] = [maxDeferred]board.Move{}
		got := e.Search(context.Background(), board.NewHistory(p), Limits{Depth: 3}, nil)
		if got.Score != want.Score || got.Best != want.Best {
			t.Errorf("%s: with busy moves %v %d, without %v %d", tps, got.Best, got.Score, want.Best, want.Score)
		}
		if d := e.th.deferred[0][0]; d == board.NoMove || !p.IsLegal(d) {
			t.Errorf("%s: no root move was deferred", tps)
		}
		// Each move searched after the first marks itself and clears its
		// mark; the first, never deferred, is never marked.
		still := 0
		for _, m := range l.Moves[:l.N] {
			if e.isBusy(p.Hash() ^ moveKey(m)) {
				still++
			}
		}
		if still > 1 {
			t.Errorf("%s: %d root moves still marked busy after the search", tps, still)
		}
	}
}
