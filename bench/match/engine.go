package match

import (
	"github.com/takengine/takengine/board"

	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// EngineSpec says how to start an engine.
type EngineSpec struct {
	Name string   // shown in reports and the PTN Player tags
	Path string   // the executable
	Args []string // its arguments
}

// ParseEngineSpec splits "CMD [ARGS]" on whitespace, as Racetrack splits
// its arg= string; the name is the text as given.
func ParseEngineSpec(s string) (EngineSpec, error) {
	f := strings.Fields(s)
	if len(f) == 0 {
		return EngineSpec{}, errors.New("empty engine command")
	}
	return EngineSpec{Name: strings.Join(f, " "), Path: f[0], Args: f[1:]}, nil
}

// Errors that end a request to an engine. The referee turns errTimeout into
// a loss on time and errDisconnected into a loss by crash.
var (
	errTimeout      = errors.New("no answer in time")
	errDisconnected = errors.New("the engine exited or closed its pipe")
)

// maxLine bounds one line of engine output; a longer line counts as a
// broken pipe.
const maxLine = 1 << 20

// engine is one running engine process and the client side of TEI.
type engine struct {
	spec    EngineSpec
	id      string // for the protocol log, e.g. "w1.e2"
	log     *protoLog
	cmd     *exec.Cmd
	stdin   *os.File
	stdout  *os.File
	lines   chan string   // engine output; closed at EOF or on a read error
	done    chan struct{} // closed by stop: the reader must stop
	readEnd chan struct{} // closed when the reader has returned
	exited  chan struct{} // closed when the process has been waited for
	options []Option
}

// startEngine spawns the engine with its stdin and stdout piped; stderr
// goes to the given writer (nil: discarded).
func startEngine(spec EngineSpec, id string, log *protoLog, stderr io.Writer) (*engine, error) {
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, err
	}
	cmd := exec.Command(spec.Path, spec.Args...)
	cmd.Stdin, cmd.Stdout = inR, outW
	if stderr != nil {
		cmd.Stderr = stderr
	}
	cmd.WaitDelay = time.Second
	setProcAttr(cmd)
	err = cmd.Start()
	inR.Close()
	outW.Close()
	if err != nil {
		inW.Close()
		outR.Close()
		return nil, fmt.Errorf("start %s: %v", spec.Path, err)
	}
	e := &engine{
		spec: spec, id: id, log: log, cmd: cmd, stdin: inW, stdout: outR,
		lines: make(chan string, 16), done: make(chan struct{}), readEnd: make(chan struct{}),
		exited: make(chan struct{}),
	}
	log.event(id, "started %s (pid %d)", spec.Name, cmd.Process.Pid)
	go e.read()
	go func() {
		cmd.Wait()
		close(e.exited)
	}()
	return e, nil
}

// read forwards the engine's output lines to e.lines until EOF, an error
// or close.
func (e *engine) read() {
	defer close(e.readEnd)
	defer close(e.lines)
	sc := bufio.NewScanner(e.stdout)
	sc.Buffer(make([]byte, 4096), maxLine)
	for sc.Scan() {
		line := strings.TrimSuffix(sc.Text(), "\r")
		e.log.line(e.id, '<', line)
		select {
		case e.lines <- line:
		case <-e.done:
			return
		}
	}
	if err := sc.Err(); err != nil {
		e.log.event(e.id, "read error: %v", err)
	} else {
		e.log.event(e.id, "end of output")
	}
}

// send writes one line to the engine; a write that blocks past the
// deadline (an engine that stopped reading) or fails counts as a broken
// pipe.
func (e *engine) send(line string, deadline time.Time) error {
	e.log.line(e.id, '>', line)
	e.stdin.SetWriteDeadline(deadline)
	if _, err := io.WriteString(e.stdin, line+"\n"); err != nil {
		e.log.event(e.id, "write error: %v", err)
		return errDisconnected
	}
	return nil
}

// next returns the engine's next output line, waiting until the deadline.
func (e *engine) next(timer *time.Timer) (string, error) {
	select {
	case line, ok := <-e.lines:
		if !ok {
			return "", errDisconnected
		}
		return line, nil
	case <-timer.C:
		return "", errTimeout
	}
}

// waitFor reads lines until one satisfies match, until the deadline.
func (e *engine) waitFor(deadline time.Time, match func(string) bool) error {
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	for {
		line, err := e.next(timer)
		if err != nil {
			return err
		}
		if match(line) {
			return nil
		}
	}
}

// handshake sends `tei` and collects the option declarations until
// `teiok`. A malformed option line is an error, as it would crash
// Racetrack.
func (e *engine) handshake(timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	if err := e.send("tei", deadline); err != nil {
		return fmt.Errorf("tei: %v", err)
	}
	var bad error
	err := e.waitFor(deadline, func(line string) bool {
		f := strings.Fields(line)
		if len(f) == 0 {
			return false
		}
		switch f[0] {
		case "teiok":
			return true
		case "option":
			o, err := ParseOption(line)
			if err != nil && bad == nil {
				bad = fmt.Errorf("malformed option line %q: %v", line, err)
			}
			if err == nil {
				e.options = append(e.options, o)
			}
		}
		return false
	})
	if err != nil {
		return fmt.Errorf("waiting for teiok: %v", err)
	}
	return bad
}

// configure sets HalfKomi when it differs from the declared default,
// refusing an engine that cannot play it, then waits for readyok.
func (e *engine) configure(halfKomi int, timeout time.Duration) error {
	o := halfKomiOption(e.options)
	want := strconv.Itoa(halfKomi)
	if !o.Supports(want) {
		how := "its HalfKomi accepts " + o.describeValues()
		if !hasOption(e.options, "HalfKomi") {
			how = "it declares no HalfKomi option, so it plays komi 0 only"
		}
		return fmt.Errorf("cannot play komi %s (HalfKomi %s): %s", board.Komi(halfKomi), want, how)
	}
	deadline := time.Now().Add(timeout)
	if want != o.Default {
		if err := e.send("setoption name HalfKomi value "+want, deadline); err != nil {
			return err
		}
	}
	return e.ready(deadline)
}

func hasOption(opts []Option, name string) bool {
	for _, o := range opts {
		if o.Name == name {
			return true
		}
	}
	return false
}

// ready sends isready and discards lines until readyok.
func (e *engine) ready(deadline time.Time) error {
	if err := e.send("isready", deadline); err != nil {
		return err
	}
	return e.waitFor(deadline, func(line string) bool { return strings.TrimSpace(line) == "readyok" })
}

// newGame sends `teinewgame <size>` and `isready` and waits for readyok.
func (e *engine) newGame(size int, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	if err := e.send("teinewgame "+strconv.Itoa(size), deadline); err != nil {
		return err
	}
	return e.ready(deadline)
}

// think sends the position and go lines and reads until bestmove. It
// returns the bestmove line's second word ("" if it has none), the last
// info line Racetrack would accept, and the time from writing position to
// reading bestmove. It gives up at the deadline with errTimeout.
func (e *engine) think(position, goLine string, deadline time.Time) (move string, info evalInfo, used time.Duration, err error) {
	start := time.Now()
	if err = e.send(position, deadline); err != nil {
		return
	}
	if err = e.send(goLine, deadline); err != nil {
		return
	}
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	for {
		var line string
		line, err = e.next(timer)
		if err != nil {
			used = time.Since(start)
			return
		}
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if f[0] == "bestmove" {
			used = time.Since(start)
			if len(f) > 1 {
				move = f[1]
			}
			return
		}
		if i, ok := parseInfo(line); ok {
			info = i
		}
	}
}

// stop ends the process: `quit`, up to wait for it to exit, then kill. It
// is safe to call more than once.
func (e *engine) stop(wait time.Duration) {
	select {
	case <-e.exited:
	default:
		e.send("quit", time.Now().Add(wait))
		select {
		case <-e.exited:
		case <-time.After(wait):
			e.log.event(e.id, "no exit %v after quit: killing", wait)
			killProcess(e.cmd)
			<-e.exited
		}
	}
	select {
	case <-e.done:
	default:
		close(e.done)
		e.stdin.Close()
		e.stdout.Close()
		<-e.readEnd
		e.log.event(e.id, "stopped")
	}
}

// evalInfo is what the PTN comment keeps of an info line: score and depth.
type evalInfo struct {
	ok    bool
	score int // centi-flats, from the side to move
	depth int
}

// mateComment is the score, in centi-flats, that a proven result is written
// with: a win (loss) in n plies is +(-)(mateComment - n), so "+99.97/3"
// reads as a road or flat win in 3 plies, the form Topaz prints.
const mateComment = 10000

// parseInfo reads an info line as Racetrack does, with one addition: the
// line must start with "info" and have "score cp <int>" or "score mate
// <int>"; "depth" takes an unsigned integer; any other score form, a
// second pv, or a bad number rejects the line. The free text after
// "string" is not read. Racetrack rejects "score mate" lines and keeps the
// last cp line; that would record a move whose search stopped because it
// had proven the result with the depth of an earlier, unproven iteration,
// and so understate the depth of every decided endgame. A mate in N moves
// becomes a cp score (mateComment): 2N-1 plies for a win, 2N for a loss.
func parseInfo(line string) (evalInfo, bool) {
	f := strings.Fields(line)
	if !strings.HasPrefix(line, "info") || len(f) == 0 || f[0] != "info" {
		return evalInfo{}, false
	}
	var in evalInfo
	pvs := 0
	for i := 1; i < len(f); i++ {
		switch f[i] {
		case "string":
			i = len(f)
		case "score":
			if i+2 >= len(f) || f[i+1] != "cp" && f[i+1] != "mate" {
				return evalInfo{}, false
			}
			v, err := strconv.Atoi(f[i+2])
			if err != nil || f[i+1] == "mate" && (v == 0 || v > mateComment/4 || v < -mateComment/4) {
				return evalInfo{}, false
			}
			if f[i+1] == "mate" {
				if v > 0 {
					v = mateComment - (2*v - 1)
				} else {
					v = -mateComment - 2*v
				}
			}
			in.score, in.ok = v, true
			i += 2
		case "depth":
			if i+1 >= len(f) {
				return evalInfo{}, false
			}
			v, err := strconv.ParseUint(f[i+1], 10, 16)
			if err != nil {
				return evalInfo{}, false
			}
			in.depth = int(v)
			i++
		case "pv":
			if pvs++; pvs > 1 {
				return evalInfo{}, false
			}
		}
	}
	return in, in.ok
}
