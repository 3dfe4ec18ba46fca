package search

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
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

// BenchmarkSMPTimeToDepth measures Lazy SMP the way a game uses it: on
// positions of the games lost to Tiltak (every twelfth ply from ply 8;
// those decided within 0.3 s left out), the time until any thread, the
// main one or a helper, completes one ply more than one thread completes
// in 0.3 s. It reports the time over all positions per thread count
// (about three minutes on two cores):
//
//	go test -run '^$' -bench SMPTimeToDepth -benchtime 1x ./search
//
// It takes minutes, so -short (make bench) skips it.
func BenchmarkSMPTimeToDepth(b *testing.B) {
	if testing.Short() {
		b.Skip("minutes long; run it without -short")
	}
	games, err := ptn.ReadFile("../bench/testdata/games/vs-tiltak.ptn")
	if err != nil {
		b.Fatal(err)
	}
	type target struct {
		h     *board.History
		depth int
	}
	var targets []target
	for gi, g := range games {
		h := board.NewHistory(g.Start)
		for i, m := range g.Moves {
			if i >= 8 && i < len(g.Moves)-3 && (i+gi)%12 == 0 {
				r := NewEngine(64).Search(context.Background(), h, Limits{MoveTime: 300 * time.Millisecond}, nil)
				if !isMate(r.Score) {
					targets = append(targets, target{h.Clone(), r.Depth + 1})
				}
			}
			h.Play(m)
		}
	}
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			var total time.Duration
			for range b.N {
				for _, tg := range targets {
					total += timeToDepth(tg.h, threads, tg.depth)
				}
			}
			b.ReportMetric(float64(total.Milliseconds())/float64(b.N), "ms/suite")
			b.ReportMetric(float64(len(targets)), "positions")
		})
	}
}

// timeToDepth searches h with threads threads until one of them completes
// depth, and returns the time that took.
func timeToDepth(h *board.History, threads, depth int) time.Duration {
	e := NewEngine(64)
	e.SetThreads(threads)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var mainDepth atomic.Int32
	start := time.Now()
	reached := make(chan time.Duration, 1)
	go func() {
		for ctx.Err() == nil {
			// deeper reports a helper iteration deeper than depth-1.
			_, helper := e.smp.deeper(Result{Depth: depth - 1}, Limits{})
			if int(mainDepth.Load()) >= depth || helper {
				reached <- time.Since(start)
				cancel()
				return
			}
			time.Sleep(100 * time.Microsecond)
		}
	}()
	e.Search(ctx, h, Limits{Infinite: true}, func(i Info) { mainDepth.Store(max(mainDepth.Load(), int32(i.Depth))) })
	select {
	case d := <-reached:
		return d
	default: // the search ended first (the deepest iteration)
		return time.Since(start)
	}
}
