package protocol

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/takengine/takengine/board"
)

// Golden transcripts live in testdata/*.txt, one client conversation each,
// run against the real search. Line format:
//
//	# comment                (blank lines are ignored too)
//	> text                   send text (everything after "> ", trailing spaces kept)
//	>q "text"                send a Go-quoted string (for \r, tabs, odd bytes)
//	< text                   the next line is exactly text
//	<~ regexp                the next line matches regexp (whole line)
//	<bestmove                the next line is "bestmove <m>", m canonical and
//	                         legal in the position of the last go, directly
//	                         after a final info line
//	<info~ regexp            the next line is a search info line matching regexp
//	<quiet ms                no line for ms milliseconds
//	<exit                    Run returns (after quit) and nothing more is printed
//
// Search info lines are non-deterministic: all but <info~ skip them, and
// every one is checked for its grammar and for a legal PV. "info string"
// lines are never skipped. At the end of the file the input is closed; Run
// must return nil, and any line left over other than search info fails.

// oracle follows the client's commands with the board package alone, to
// know the position of each go.
type oracle struct {
	size    int
	sizeSet bool
	pos     board.Position
	goRoot  *board.Position
}

func newOracle() *oracle {
	p, _ := board.New(defaultSize)
	return &oracle{size: defaultSize, pos: p}
}

// observe updates the oracle with a line sent to the handler. Rejected
// commands leave it unchanged, as they leave the handler.
func (o *oracle) observe(line string) {
	f := strings.Fields(line)
	if len(f) == 0 {
		return
	}
	switch f[0] {
	case "teinewgame":
		n := o.size
		switch {
		case len(f) == 2:
			n, _ = strconv.Atoi(f[1])
		case len(f) == 5 && f[1] == "size" && f[3] == "halfkomi":
			if h, err := strconv.Atoi(f[4]); err != nil || h < -maxHalfKomi || h > maxHalfKomi {
				return
			}
			n, _ = strconv.Atoi(f[2])
		case len(f) > 2:
			return // transcripts use no other form
		}
		if p, err := board.New(n); err == nil {
			o.size, o.sizeSet, o.pos = n, true, p
		}
	case "position":
		if p, ok := o.parse(f[1:]); ok {
			o.pos = p
			if !o.sizeSet {
				o.size = p.Size()
			}
		}
	case "go":
		p := o.pos
		o.goRoot = &p
	}
}

func (o *oracle) parse(args []string) (board.Position, bool) {
	var p board.Position
	var err error
	switch {
	case len(args) >= 1 && args[0] == "startpos":
		p, err = board.New(o.size)
		args = args[1:]
	case len(args) >= 4 && args[0] == "tps":
		p, err = board.ParseTPS(strings.Join(args[1:4], " "))
		if err == nil && o.sizeSet && p.Size() != o.size {
			return p, false
		}
		args = args[4:]
	default:
		return p, false
	}
	if err != nil || len(args) > 0 && args[0] != "moves" {
		return p, false
	}
	if len(args) > 0 {
		args = args[1:]
	}
	for _, s := range args {
		m, err := p.ParseMove(s)
		if err != nil {
			return p, false
		}
		p.Make(m)
	}
	return p, true
}

func TestTranscripts(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no transcripts in testdata: %v", err)
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".txt")
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			runTranscript(t, string(data))
		})
	}
}

// runTranscript plays one transcript against a handler with the real search.
func runTranscript(t *testing.T, text string) {
	s := startSession(t, nil)
	o := newOracle()
	exited := false
	// checked reads the next line of any kind, validating search info lines.
	checked := func() (string, bool) {
		l, ok := s.next(lineTimeout)
		if ok && isSearchInfo(l) {
			if err := checkInfo(o.goRoot, l); err != nil {
				t.Fatal(err)
			}
		}
		return l, ok
	}
	// nonInfo reads up to the next line that is not search info.
	nonInfo := func(step string) (line string, afterInfo bool) {
		for {
			l, ok := checked()
			if !ok {
				t.Fatalf("%s: no line", step)
			}
			if !isSearchInfo(l) {
				return l, afterInfo
			}
			afterInfo = true
		}
	}
	for i, raw := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		step := "line " + strconv.Itoa(i+1) + ": " + raw
		if strings.HasPrefix(raw, "#") {
			continue
		}
		cmd, arg, _ := strings.Cut(raw, " ")
		switch cmd {
		case "":
		case ">":
			s.send(arg)
			o.observe(arg)
		case ">q":
			line, err := strconv.Unquote(arg)
			if err != nil {
				t.Fatalf("%s: %v", step, err)
			}
			s.send(line)
			o.observe(line)
		case "<":
			if got, _ := nonInfo(step); got != arg {
				t.Fatalf("%s: got %q", step, got)
			}
		case "<~":
			re := regexp.MustCompile("^(?:" + arg + ")$")
			if got, _ := nonInfo(step); !re.MatchString(got) {
				t.Fatalf("%s: got %q", step, got)
			}
		case "<info~":
			re := regexp.MustCompile("^(?:" + arg + ")$")
			got, ok := checked()
			if !ok || !isSearchInfo(got) || !re.MatchString(got) {
				t.Fatalf("%s: got %q", step, got)
			}
		case "<bestmove":
			got, afterInfo := nonInfo(step)
			f := strings.Fields(got)
			if len(f) != 2 || f[0] != "bestmove" || got != f[0]+" "+f[1] || !afterInfo {
				t.Fatalf("%s: got %q (after an info line: %v)", step, got, afterInfo)
			}
			if o.goRoot == nil {
				t.Fatalf("%s: bestmove before any go", step)
			}
			p := *o.goRoot
			m, err := p.ParseMove(f[1])
			if err != nil || m.String() != f[1] {
				t.Fatalf("%s: bestmove %q is not a legal canonical move in %s: %v", step, f[1], p.TPS(), err)
			}
		case "<quiet":
			ms, err := strconv.Atoi(arg)
			if err != nil {
				t.Fatalf("%s: %v", step, err)
			}
			deadline := time.Now().Add(time.Duration(ms) * time.Millisecond)
			for {
				l, ok := s.next(time.Until(deadline))
				if !ok {
					break
				}
				if !isSearchInfo(l) {
					t.Fatalf("%s: got %q", step, l)
				}
				if err := checkInfo(o.goRoot, l); err != nil {
					t.Fatal(err)
				}
			}
		case "<exit":
			s.exit(5 * time.Second)
			exited = true
		default:
			t.Fatalf("%s: unknown transcript directive %q", step, cmd)
		}
	}
	if !exited {
		s.in.Close()
		s.exit(5 * time.Second)
	}
}
