package protocol

import (
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/search"
)

// Analysis (infinite, or a movetime alone) runs the tinue solver beside
// the search; game moves and fixed depth or node searches do not.
func TestGoLimits(t *testing.T) {
	ms := time.Millisecond
	cases := []struct {
		args string
		want search.Limits
	}{
		{"wtime 60000 btime 59000 winc 500 binc 400", search.Limits{WTime: 60000 * ms, BTime: 59000 * ms, WInc: 500 * ms, BInc: 400 * ms}},
		{"movetime 1000 wtime 9000", search.Limits{MoveTime: 1000 * ms, WTime: 9000 * ms}},
		{"depth 10 movetime 5000", search.Limits{Depth: 10, MoveTime: 5000 * ms}},
		{"nodes 123456", search.Limits{Nodes: 123456}},
		{"infinite", search.Limits{Infinite: true, Tinue: true}},
		{"", search.Limits{Infinite: true, Tinue: true}},
		{"movestogo 30 wtime 100 btime 100", search.Limits{WTime: 100 * ms, BTime: 100 * ms, MovesToGo: 30}},
		{"movestogo 5000 winc 10", search.Limits{WInc: 10 * ms, MovesToGo: maxMovesToGo}},
		{"ponder depth 3 searchmoves a1 b2 c3", search.Limits{Depth: 3}},
		{"wtime 0 btime -5 winc 0 binc 0", search.Limits{WTime: ms, BTime: ms, WInc: ms, BInc: ms}},
		{"depth 0 nodes -1", search.Limits{Depth: 1, Nodes: 1}},
		{"nodes 99999999999999999999", search.Limits{Nodes: 1<<63 - 1}},
		{"depth x", search.Limits{MoveTime: fallbackMoveTime, Tinue: true}},
		{"wtime", search.Limits{MoveTime: fallbackMoveTime, Tinue: true}},
		{"depth x movetime 50", search.Limits{MoveTime: 50 * ms, Tinue: true}},
	}
	for _, c := range cases {
		f := &fakeEngine{}
		s := startSession(t, f)
		s.send(strings.TrimSpace("go " + c.args))
		if c.want.Infinite {
			s.send("stop")
		}
		for {
			l, _, ok := s.nextNonInfo(lineTimeout)
			if !ok || strings.HasPrefix(l, "bestmove ") {
				break
			}
			if !strings.HasPrefix(l, "info string error: go: ") {
				t.Fatalf("go %s: unexpected %q", c.args, l)
			}
		}
		c.want.Overhead = 30 * ms // the MoveOverhead default
		c.want.MultiPV = 1        // the MultiPV default
		if got := f.lastCall(t).lim; got != c.want {
			t.Errorf("go %s: limits %+v, want %+v", c.args, got, c.want)
		}
	}
}

func TestKomiReachesTheSearch(t *testing.T) {
	f := &fakeEngine{}
	s := startSession(t, f)
	komi := func(cmds ...string) int {
		t.Helper()
		for _, c := range cmds {
			s.send(c)
		}
		s.send("go depth 1")
		s.bestmove()
		root := f.lastCall(t).root
		return root.HalfKomi()
	}
	if k := komi("teinewgame 6"); k != 0 {
		t.Errorf("default komi %d, want 0", k)
	}
	if k := komi("setoption name HalfKomi value 4", "position startpos moves a1"); k != 4 {
		t.Errorf("after setoption: komi %d, want 4", k)
	}
	if k := komi("teinewgame 5", "position tps x5/x5/x5/x5/x5 1 1"); k != 4 {
		t.Errorf("komi %d after teinewgame, want 4 (options persist)", k)
	}
	if k := komi("teinewgame size 6 halfkomi -3"); k != -3 {
		t.Errorf("teinewgame size 6 halfkomi -3: komi %d", k)
	}
	if k := komi("teinewgame 4"); k != -3 {
		t.Errorf("komi %d after a plain teinewgame, want -3", k)
	}
}

func TestReservesFromOptions(t *testing.T) {
	f := &fakeEngine{}
	s := startSession(t, f)
	reserves := func(cmds ...string) board.Reserves {
		t.Helper()
		for _, c := range cmds {
			s.send(c)
		}
		s.send("go depth 1")
		s.bestmove()
		root := f.lastCall(t).root
		return root.StartReserves()
	}
	if r := reserves("teinewgame 6"); r != board.DefaultReserves(6) {
		t.Errorf("standard 6x6 reserves %+v", r)
	}
	want := board.Reserves{Stones: [2]int{12, 12}, Caps: [2]int{2, 2}}
	if r := reserves("setoption name Flats value 12", "setoption name Caps value 2", "teinewgame 4"); r != want {
		t.Errorf("Flats 12 Caps 2 on 4x4: %+v, want %+v", r, want)
	}
	if r := reserves("position tps x4/x4/x4/1,x3 2 1"); r != want {
		t.Errorf("Flats 12 Caps 2, TPS: %+v, want %+v", r, want)
	}
	if r := reserves("setoption name Caps value 0", "teinewgame 7"); r.Caps != board.DefaultReserves(7).Caps || r.Stones != want.Stones {
		t.Errorf("Flats 12 Caps 0 on 7x7: %+v", r)
	}
}

func TestHistorySinceLastPlacement(t *testing.T) {
	// Four spreads after the last placement bring the position after c3
	// back: the search must see it (once, first) in the history.
	f := &fakeEngine{}
	s := startSession(t, f)
	s.send("teinewgame 4")
	s.send("position startpos moves a1 d4 b2 c3 b2+ c3- b3- c2+")
	s.send("go depth 1")
	s.bestmove()
	c := f.lastCall(t)
	if len(c.history) != 4 {
		t.Fatalf("history has %d positions, want 4", len(c.history))
	}
	if c.history[0] != c.root.Hash() {
		t.Errorf("the repeated position is not the first in the history")
	}
	for i, h := range c.history[1:] {
		if h == c.root.Hash() {
			t.Errorf("history[%d] repeats the root too", i+1)
		}
	}
	// A placement as the last ply leaves no history; no moves, only the root.
	s.send("position startpos moves a1 d4 b2 c3 b2+ c3- b3- c2+ a4")
	s.send("go depth 1")
	s.bestmove()
	if h := f.lastCall(t).history; len(h) != 0 {
		t.Errorf("history after a placement: %d positions, want 0", len(h))
	}
	s.send("position tps x4/x4/x4/1,2,x2 1 2 moves a1+")
	s.send("go depth 1")
	s.bestmove()
	if h := f.lastCall(t).history; len(h) != 1 {
		t.Errorf("history after a TPS and one spread: %d positions, want 1", len(h))
	}
}

func TestBadInputKeepsState(t *testing.T) {
	f := &fakeEngine{}
	s := startSession(t, f)
	s.send("setoption name HalfKomi value 2")
	s.send("teinewgame 5")
	s.send("position startpos moves a1 e5 c3")
	want := f.rootAfterGo(t, s)
	for _, bad := range []string{
		"position startpos moves a1 e5 c3 c3",
		"position startpos moves a1 e5 zz",
		"position tps x6/x6/x6/x6/x6/x6 1 1",
		"position tps x5/x5/x5/x5/x4 1 1",
		"position tps x5/x5",
		"position banana",
		"teinewgame 9",
		"teinewgame size 7 halfkomi 99",
		"setoption name HalfKomi value 99",
		"setoption name HalfKomi value x",
		"setoption name Nope value 1",
		"frobnicate",
	} {
		s.send(bad)
		if l, _, ok := s.nextNonInfo(lineTimeout); !ok || !strings.HasPrefix(l, "info string error: ") {
			t.Fatalf("%q: got %q, want an error line", bad, l)
		}
		if got := f.rootAfterGo(t, s); got != want {
			t.Fatalf("after %q the position is %s komi %d, want %s komi %d", bad, got.TPS(), got.HalfKomi(), want.TPS(), want.HalfKomi())
		}
	}
}

// rootAfterGo runs go depth 1 and returns the position the search got.
func (f *fakeEngine) rootAfterGo(t *testing.T, s *session) board.Position {
	t.Helper()
	s.send("go depth 1")
	s.bestmove()
	return f.lastCall(t).root
}

func TestSearchPanicIsContained(t *testing.T) {
	// A panicking search costs an error line and a weak (legal) move; its
	// engine is replaced before the next search.
	engines := 0
	var log strings.Builder // the stack goes here, not to the client
	s := startSessionWith(t, func(int) searcher {
		engines++
		return &fakeEngine{panicking: engines == 1}
	}, WithLog(&log))
	s.send("teinewgame 5")
	s.send("position startpos moves a1 e5")
	s.send("go depth 3")
	l, _, _ := s.nextNonInfo(lineTimeout)
	if !strings.HasPrefix(l, "info string error: internal: search failed") {
		t.Fatalf("got %q, want the search failure reported", l)
	}
	s.bestmove()
	s.send("go depth 1")
	s.bestmove()
	s.send("isready")
	s.expect("readyok")
	if engines != 2 {
		t.Errorf("%d engines built, want a new one after the panic", engines)
	}
}

// TestPrefaultBeforeTheClock: teinewgame builds the engine and has its
// table written (Prefault) before readyok, and so does a Hash change, so
// that the first move's clock does not pay for the table's page faults.
func TestPrefaultBeforeTheClock(t *testing.T) {
	var built []int
	f := &fakeEngine{}
	s := startSessionWith(t, func(mb int) searcher {
		built = append(built, mb)
		return f
	})
	s.send("setoption name Hash value 8")
	s.send("teinewgame 6")
	s.send("isready")
	s.expect("readyok")
	s.send("setoption name Hash value 16")
	s.send("isready")
	s.expect("readyok")
	s.send("position startpos")
	s.send("go depth 1")
	s.bestmove()
	f.mu.Lock()
	defer f.mu.Unlock()
	want := "newgame prefault hash 16 prefault"
	if got := strings.Join(f.events, " "); got != want || len(built) != 1 || built[0] != 8 {
		t.Errorf("engines built with %v MB, table calls %q; want one engine of 8 MB and %q", built, got, want)
	}
}

func TestLongLineIsSkipped(t *testing.T) {
	s := startSession(t, &fakeEngine{})
	s.send("position startpos moves " + strings.Repeat("a1 ", maxLine/3+10))
	s.expect("info string error: input line longer than 1048576 bytes ignored")
	s.send("isready")
	s.expect("readyok")
}

func TestHandshakeParsesLikeRacetrack(t *testing.T) {
	// Racetrack's option grammar (docs/TEI.md 2.1.1): keywords split fields; a
	// spin has integer default, min and max; a check's default is true or
	// false. It unwraps the result, so a malformed line would crash it.
	s := startSession(t, &fakeEngine{})
	s.send("tei")
	keywords := map[string]bool{"name": true, "type": true, "default": true, "min": true, "max": true, "var": true}
	var names []string
	for {
		l, ok := s.next(lineTimeout)
		if !ok {
			t.Fatal("no teiok")
		}
		if l == "teiok" {
			break
		}
		f := strings.Fields(l)
		if f[0] != "option" {
			if f[0] != "id" && f[0] != "size" {
				t.Errorf("unexpected handshake line %q", l)
			}
			continue
		}
		fields := map[string][]string{}
		key := ""
		for _, w := range f[1:] {
			if keywords[w] {
				key = w
				if key != "var" {
					fields[key] = []string{}
				}
				continue
			}
			fields[key] = append(fields[key], w)
		}
		name := strings.Join(fields["name"], " ")
		names = append(names, name)
		switch typ := strings.Join(fields["type"], " "); typ {
		case "spin":
			var v [3]int
			for i, k := range []string{"default", "min", "max"} {
				if len(fields[k]) != 1 {
					t.Fatalf("%q: spin without %s", l, k)
				}
				var err error
				if v[i], err = strconv.Atoi(fields[k][0]); err != nil {
					t.Fatalf("%q: %s is not an integer", l, k)
				}
			}
			if v[0] < v[1] || v[0] > v[2] {
				t.Errorf("%q: default outside min..max", l)
			}
		case "check":
			if d := strings.Join(fields["default"], " "); d != "true" && d != "false" {
				t.Errorf("%q: check default %q", l, d)
			}
		case "combo":
			if d := fields["default"]; len(d) != 1 || !slices.Contains(fields["var"], d[0]) {
				t.Errorf("%q: combo default %q not among the vars", l, d)
			}
		default:
			t.Errorf("%q: type %q", l, typ)
		}
	}
	if strings.Join(names, ",") != "HalfKomi,Hash,Flats,Caps,ShowWDL,MoveOverhead,CpScale,Threads,MultiPV" {
		t.Errorf("options %v", names)
	}
}

func TestFormatInfo(t *testing.T) {
	p, _ := board.New(5)
	a1, _ := p.ParseMove("a1")
	cases := []struct {
		info search.Info
		wdl  bool
		want string
	}{
		{search.Info{Depth: 3, SelDepth: 5, Score: 42, Nodes: 1000, Time: 0, HashFull: 3, PV: []board.Move{a1}}, false,
			"info depth 3 seldepth 5 score cp 42 nodes 1000 nps 0 time 0 hashfull 3 pv a1"},
		{search.Info{Depth: 9, SelDepth: 9, Score: search.Mate - 3, Nodes: 5000, Time: 2 * time.Second}, true,
			"info depth 9 seldepth 9 score mate 2 wdl 1000 0 0 nodes 5000 nps 2500 time 2000 hashfull 0"},
		{search.Info{Depth: 2, Score: -search.Mate + 2, Nodes: 1, Time: time.Millisecond}, false,
			"info depth 2 seldepth 0 score mate -1 nodes 1 nps 1000 time 1 hashfull 0"},
		// The PV is cut at its first illegal ply (a1 twice).
		{search.Info{Depth: 1, PV: []board.Move{a1, a1}}, false,
			"info depth 1 seldepth 0 score cp 0 nodes 0 nps 0 time 0 hashfull 0 pv a1"},
	}
	for _, c := range cases {
		if got := formatInfo(&p, c.info, c.wdl, cpCentiflats, false); got != c.want {
			t.Errorf("formatInfo(%+v)\n got %q\nwant %q", c.info, got, c.want)
		}
	}
}

func TestTranscriptKeepsTrailingSpaces(t *testing.T) {
	// Racetrack ends every position line with a space; an editor that
	// strips trailing spaces would silently weaken the golden test.
	data, err := os.ReadFile("testdata/racetrack.txt")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "\n> position startpos moves c4 a5 e1 b3 \n") ||
		!strings.Contains(string(data), " 1 1 moves \n") {
		t.Error("testdata/racetrack.txt lost the trailing spaces of its position lines")
	}
}

func TestWatchdogDeadline(t *testing.T) {
	ms := time.Millisecond
	for _, c := range []struct {
		lim  search.Limits
		side board.Color
		want time.Duration
	}{
		{search.Limits{WTime: 5000 * ms, BTime: 100 * ms}, board.White, 3750 * ms},
		{search.Limits{WTime: 5000 * ms, BTime: 108 * ms, BInc: 100 * ms}, board.Black, 54 * ms},
		{search.Limits{WTime: 300 * ms, WInc: 100 * ms}, board.White, 200 * ms},
		{search.Limits{WTime: 60 * ms}, board.White, 30 * ms},
		{search.Limits{MoveTime: 1000 * ms, WTime: 10000 * ms}, board.White, 1000 * ms},
		{search.Limits{MoveTime: 1000 * ms, WTime: 800 * ms}, board.White, 600 * ms},
		// Only the opponent's clock, or only increments: the mover's
		// increment counts as its clock, else fallbackMoveTime.
		{search.Limits{BTime: 800 * ms}, board.White, 750 * ms},
		{search.Limits{WTime: 1000 * ms, WInc: 10 * ms}, board.Black, 750 * ms},
		{search.Limits{WInc: 100 * ms, BInc: 100 * ms}, board.White, 50 * ms},
		{search.Limits{WTime: 10 * ms, BTime: 10 * ms, Overhead: 30 * ms}, board.White, 5 * ms},
		{search.Limits{WTime: 5000 * ms, Overhead: 2000 * ms}, board.White, 3000 * ms},
		{search.Limits{Depth: 5}, board.White, 0},
		{search.Limits{WTime: 800 * ms, Infinite: true}, board.White, 0},
	} {
		if got := watchdog(c.lim, c.side); got != c.want {
			t.Errorf("watchdog(%+v, %v) = %v, want %v", c.lim, c.side, got, c.want)
		}
	}
}
