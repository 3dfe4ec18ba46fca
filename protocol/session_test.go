package protocol

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/search"
)

// session drives a Handler through pipes, as a client process would.
type session struct {
	t      *testing.T
	in     *io.PipeWriter
	lines  chan string // every output line, closed when the output ends
	runErr chan error
	h      *Handler
}

// lineTimeout bounds every wait for output; generous for the race detector.
const lineTimeout = 20 * time.Second

// startSession runs a handler; engine, when not nil, replaces the real
// search.
func startSession(t *testing.T, engine searcher) *session {
	t.Helper()
	if engine != nil {
		return startSessionWith(t, func(int) searcher { return engine })
	}
	// The real search, with a small table: the transcripts start many games.
	return startSessionWith(t, func(mb int) searcher { return search.NewEngine(min(mb, 2)) })
}

// startSessionWith runs a handler whose engines come from newEngine.
func startSessionWith(t *testing.T, newEngine func(int) searcher, opts ...Option) *session {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	h := NewHandler(inR, outW, append([]Option{WithVersion("test")}, opts...)...)
	h.newEngine = newEngine
	s := &session{t: t, in: inW, lines: make(chan string, 4096), runErr: make(chan error, 1), h: h}
	go func() {
		err := h.Run()
		outW.Close()
		s.runErr <- err
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			s.lines <- sc.Text()
		}
		close(s.lines)
	}()
	t.Cleanup(func() {
		inW.Close()
		for range s.lines { // let the handler finish writing
		}
	})
	return s
}

// send writes one line to the handler.
func (s *session) send(line string) {
	s.t.Helper()
	if _, err := io.WriteString(s.in, line+"\n"); err != nil {
		s.t.Fatalf("send %q: %v", line, err)
	}
}

// next returns the next output line; ok is false at the end of the output
// or after the timeout.
func (s *session) next(timeout time.Duration) (string, bool) {
	select {
	case l, ok := <-s.lines:
		return l, ok
	case <-time.After(timeout):
		return "", false
	}
}

// nextNonInfo returns the next line that is not a search info line (info
// string lines are returned), and whether the line just before it was a
// search info line.
func (s *session) nextNonInfo(timeout time.Duration) (line string, afterInfo, ok bool) {
	deadline := time.Now().Add(timeout)
	for {
		l, ok := s.next(time.Until(deadline))
		if !ok {
			return "", afterInfo, false
		}
		if isSearchInfo(l) {
			afterInfo = true
			continue
		}
		return l, afterInfo, true
	}
}

// expect fails unless the next non-info line is want.
func (s *session) expect(want string) {
	s.t.Helper()
	got, _, ok := s.nextNonInfo(lineTimeout)
	if !ok {
		s.t.Fatalf("expected %q, got no line", want)
	}
	if got != want {
		s.t.Fatalf("expected %q, got %q", want, got)
	}
}

// bestmove returns the move of the next non-info line, which must be a
// bestmove line that directly follows an info line.
func (s *session) bestmove() string {
	s.t.Helper()
	got, afterInfo, ok := s.nextNonInfo(lineTimeout)
	if !ok {
		s.t.Fatalf("expected bestmove, got no line")
	}
	f := strings.Fields(got)
	if len(f) != 2 || f[0] != "bestmove" || got != f[0]+" "+f[1] {
		s.t.Fatalf("expected \"bestmove <move>\", got %q", got)
	}
	if !afterInfo {
		s.t.Fatalf("%q does not follow a final info line", got)
	}
	return f[1]
}

// quiet fails if any non-info line arrives within d.
func (s *session) quiet(d time.Duration) {
	s.t.Helper()
	if l, _, ok := s.nextNonInfo(d); ok {
		s.t.Fatalf("expected silence for %v, got %q", d, l)
	}
}

// exit waits for Run to return nil within d and for the output to end
// without another non-info line.
func (s *session) exit(d time.Duration) {
	s.t.Helper()
	select {
	case err := <-s.runErr:
		if err != nil {
			s.t.Fatalf("Run returned %v", err)
		}
	case <-time.After(d):
		s.t.Fatalf("Run did not return within %v", d)
	}
	for l := range s.lines {
		if !isSearchInfo(l) {
			s.t.Fatalf("unexpected output after the end: %q", l)
		}
	}
}

// infoRE is the shape of every search info line the handler prints.
var infoRE = regexp.MustCompile(`^info depth (\d+) seldepth (\d+) score (cp|mate) (-?\d+)( wdl (\d+) (\d+) (\d+))? ` +
	`nodes (\d+) nps (\d+) time (\d+) hashfull (\d+)( pv( \S+)+)?$`)

// isSearchInfo reports whether l is an info line other than info string.
func isSearchInfo(l string) bool {
	return strings.HasPrefix(l, "info ") && !strings.HasPrefix(l, "info string")
}

// checkInfo validates an info line against root: the grammar, WDL summing
// to 1000, hashfull within 0..1000, and a PV of legal canonical plies.
func checkInfo(root *board.Position, l string) error {
	m := infoRE.FindStringSubmatch(l)
	if m == nil {
		return fmt.Errorf("malformed info line %q", l)
	}
	if m[5] != "" {
		w, _ := strconv.Atoi(m[6])
		d, _ := strconv.Atoi(m[7])
		lo, _ := strconv.Atoi(m[8])
		if w+d+lo != 1000 {
			return fmt.Errorf("wdl does not sum to 1000 in %q", l)
		}
	}
	if hf, _ := strconv.Atoi(m[12]); hf > 1000 {
		return fmt.Errorf("hashfull above 1000 in %q", l)
	}
	if root == nil || m[13] == "" {
		return nil
	}
	p := *root
	for _, s := range strings.Fields(m[13])[1:] {
		mv, err := p.ParseMove(s)
		if err != nil {
			return fmt.Errorf("pv of %q: %v", l, err)
		}
		if mv.String() != s {
			return fmt.Errorf("pv of %q: %q is not canonical", l, s)
		}
		p.Make(mv)
	}
	return nil
}

// fakeCall records one Search call of the fake engine.
type fakeCall struct {
	root    board.Position
	history []uint64
	lim     search.Limits
}

// fakeEngine is a scripted searcher: it reports one info line and returns
// the first legal move, optionally only after cancellation, optionally
// ignoring cancellation for a while.
type fakeEngine struct {
	mu       sync.Mutex
	calls    []fakeCall
	newGames int
	hashMB   int
	events   []string // the table calls in order: "hash N", "newgame", "prefault"

	untilCancel bool          // run until ctx is cancelled
	lingering   time.Duration // keep running this long after cancellation
	panicking   bool          // panic instead of searching
}

func (f *fakeEngine) SetHashSize(mb int) {
	f.mu.Lock()
	f.hashMB = mb
	f.events = append(f.events, fmt.Sprintf("hash %d", mb))
	f.mu.Unlock()
}

func (f *fakeEngine) NewGame() {
	f.mu.Lock()
	f.newGames++
	f.events = append(f.events, "newgame")
	f.mu.Unlock()
}

func (f *fakeEngine) Prefault() {
	f.mu.Lock()
	f.events = append(f.events, "prefault")
	f.mu.Unlock()
}

func (f *fakeEngine) SetThreads(int) {}

func (f *fakeEngine) Search(ctx context.Context, game *board.History, lim search.Limits, report func(search.Info)) search.Result {
	root := game.Position()
	f.mu.Lock()
	f.calls = append(f.calls, fakeCall{*root, append([]uint64(nil), game.Since()...), lim})
	f.mu.Unlock()
	if f.panicking {
		panic("fake search failure")
	}
	var l board.MoveList
	root.GenerateMoves(&l)
	best := l.Moves[0]
	pv := []board.Move{best}
	report(search.Info{Depth: 1, SelDepth: 1, Score: 7, Nodes: 10, Time: time.Millisecond, PV: pv})
	if f.untilCancel {
		<-ctx.Done()
		time.Sleep(f.lingering)
	}
	return search.Result{Best: best, Score: 7, Depth: 1, Nodes: 10, PV: pv}
}

// lastCall returns the most recent Search call.
func (f *fakeEngine) lastCall(t *testing.T) fakeCall {
	t.Helper()
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.calls) == 0 {
		t.Fatal("no search was started")
	}
	return f.calls[len(f.calls)-1]
}
