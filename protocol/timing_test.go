package protocol

import (
	"strings"
	"testing"
	"time"
)

// The timing tests use a fake search, so that only the handler is timed.

func TestStopAnswersWithin50ms(t *testing.T) {
	f := &fakeEngine{untilCancel: true}
	s := startSession(t, f)
	s.send("position startpos moves a1 e5")
	s.send("go infinite")
	s.quiet(100 * time.Millisecond)
	start := time.Now()
	s.send("stop")
	s.bestmove()
	if d := time.Since(start); d > 50*time.Millisecond {
		t.Errorf("bestmove %v after stop, want at most 50ms", d)
	}
}

func TestStopWhenSearchIgnoresIt(t *testing.T) {
	// The search keeps running 300 ms after cancellation: stop still
	// answers in time, from the reported PV, and the next go waits for the
	// engine without printing a second bestmove for the first search.
	f := &fakeEngine{untilCancel: true, lingering: 300 * time.Millisecond}
	s := startSession(t, f)
	s.send("go infinite")
	s.quiet(50 * time.Millisecond)
	start := time.Now()
	s.send("stop")
	s.bestmove()
	if d := time.Since(start); d > 50*time.Millisecond {
		t.Errorf("bestmove %v after stop, want at most 50ms", d)
	}
	s.send("isready")
	s.expect("readyok")
	// The old search still runs: the next go does not wait for it.
	start = time.Now()
	s.send("go depth 1")
	s.send("stop")
	s.bestmove()
	if d := time.Since(start); d > idleWait+stopGrace+50*time.Millisecond {
		t.Errorf("go waited %v for a straggling search", d)
	}
	s.send("isready")
	s.expect("readyok")
	// A third go while the first is still running waits for the second.
	s.send("go infinite")
	s.send("stop")
	s.bestmove()
	s.send("isready")
	s.expect("readyok")
}

func TestWatchdogAnswersAnOverrunningSearch(t *testing.T) {
	// The search ignores its limits and, once cancelled, lingers: the
	// answer still comes soon after the watchdog's deadline (the clock
	// less its reserve, or the movetime), not when the search returns.
	for _, c := range []struct {
		cmd  string
		want time.Duration
	}{
		{"go wtime 5000 btime 240 winc 100 binc 100", 120 * time.Millisecond},
		{"go movetime 60 btime 10000", 60 * time.Millisecond},
	} {
		f := &fakeEngine{untilCancel: true, lingering: time.Second}
		s := startSession(t, f)
		s.send("position startpos moves a1") // Black to move
		start := time.Now()
		s.send(c.cmd)
		s.bestmove()
		if d := time.Since(start); d < c.want || d > c.want+stopGrace+100*time.Millisecond {
			t.Errorf("%s: bestmove after %v, want soon after %v", c.cmd, d, c.want)
		}
		s.send("isready")
		s.expect("readyok")
		s.quiet(50 * time.Millisecond) // no second bestmove
	}
}

func TestQuitMidSearch(t *testing.T) {
	for _, lingering := range []time.Duration{0, time.Second} {
		f := &fakeEngine{untilCancel: true, lingering: lingering}
		s := startSession(t, f)
		s.send("go infinite")
		s.quiet(50 * time.Millisecond)
		start := time.Now()
		s.send("quit")
		s.exit(time.Second)
		if d := time.Since(start); d > 100*time.Millisecond {
			t.Errorf("lingering %v: Run returned %v after quit, want at most 100ms", lingering, d)
		}
	}
}

func TestEndOfInputStopsSearch(t *testing.T) {
	f := &fakeEngine{untilCancel: true}
	s := startSession(t, f)
	s.send("go infinite")
	s.quiet(20 * time.Millisecond)
	s.in.Close()
	s.bestmove()
	s.exit(time.Second)
}

func TestInfiniteHoldsBestmoveUntilStop(t *testing.T) {
	f := &fakeEngine{} // returns at once
	s := startSession(t, f)
	s.send("go infinite")
	s.quiet(150 * time.Millisecond)
	s.send("isready")
	s.expect("readyok")
	s.send("stop")
	s.bestmove()
	// go with no limit at all is infinite too.
	s.send("go")
	s.quiet(100 * time.Millisecond)
	s.send("stop")
	s.bestmove()
	if !f.lastCall(t).lim.Infinite {
		t.Error("go without limits did not search infinitely")
	}
}

func TestOneBestmovePerGo(t *testing.T) {
	f := &fakeEngine{}
	s := startSession(t, f)
	s.send("go depth 1")
	s.bestmove()
	s.send("stop") // the search is over: no second bestmove
	s.send("isready")
	s.expect("readyok")
	s.quiet(50 * time.Millisecond)
}

func TestCommandsDuringSearch(t *testing.T) {
	// go, position, teinewgame and setoption stop a running search first:
	// its bestmove comes before the command takes effect.
	for _, cmd := range []string{"go depth 1", "position startpos moves a1", "teinewgame 6", "setoption name Hash value 2"} {
		f := &fakeEngine{untilCancel: true}
		s := startSession(t, f)
		s.send("go infinite")
		s.quiet(20 * time.Millisecond)
		s.send("isready")
		s.expect("readyok")
		s.send(cmd)
		s.bestmove()
		if strings.HasPrefix(cmd, "go") {
			s.send("stop")
			s.bestmove()
		}
		s.send("isready")
		s.expect("readyok")
	}
}
