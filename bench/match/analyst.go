package match

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/takengine/takengine/board"
)

// Analyst is a TEI engine kept running to score positions, as an
// analysis GUI such as PTN-Ninja drives one: a position line, a go line,
// and the score of the last info line before bestmove. It is not safe
// for concurrent use.
type Analyst struct {
	e        *engine
	size     int
	halfKomi int
	timeout  time.Duration
}

// AnalystScore is an engine's score of one position, from its side to
// move. Mate is set for a "score mate N" line (Cp is then +1 for a win,
// -1 for a loss); Ok is false when no info line carried a score. WDL is
// the line's "wdl W D L" (win, draw and loss per mille), when HasWDL.
type AnalystScore struct {
	Cp     int
	Depth  int
	Mate   bool
	Ok     bool
	WDL    [3]int
	HasWDL bool
}

// StartAnalyst starts the engine, does the handshake and prepares a game
// of size with halfKomi. timeout bounds each exchange beyond the search
// itself. The engine's stderr goes to stderr (nil: discarded).
func StartAnalyst(spec EngineSpec, size, halfKomi int, timeout time.Duration, stderr io.Writer) (*Analyst, error) {
	e, err := startEngine(spec, "analyst", nil, stderr)
	if err != nil {
		return nil, err
	}
	a := &Analyst{e: e, size: size, halfKomi: halfKomi, timeout: timeout}
	if err := e.handshake(timeout); err != nil {
		e.stop(time.Second)
		return nil, fmt.Errorf("%s: %v", spec.Name, err)
	}
	if err := e.configure(halfKomi, timeout); err != nil {
		e.stop(time.Second)
		return nil, fmt.Errorf("%s: %v", spec.Name, err)
	}
	if err := a.NewGame(); err != nil {
		e.stop(time.Second)
		return nil, err
	}
	return a, nil
}

// NewGame tells the engine a new game starts (teinewgame and isready).
func (a *Analyst) NewGame() error {
	if err := a.e.newGame(a.size, a.timeout); err != nil {
		return fmt.Errorf("%s: teinewgame: %v", a.e.spec.Name, err)
	}
	return nil
}

// Score searches the position reached from root by moves with goLine
// (such as "go movetime 200") and returns the score of the last info
// line. The position must be of the analyst's size and komi.
func (a *Analyst) Score(root *board.Position, moves []board.Move, goLine string, think time.Duration) (AnalystScore, error) {
	_, s, err := a.Think(root, moves, goLine, think)
	return s, err
}

// Think is Score that also returns the engine's bestmove, as the engine
// wrote it (not checked for legality).
func (a *Analyst) Think(root *board.Position, moves []board.Move, goLine string, think time.Duration) (string, AnalystScore, error) {
	var b strings.Builder
	b.WriteString(rootCommand(&Opening{Root: *root}))
	for _, m := range moves {
		b.WriteString(m.String())
		b.WriteByte(' ')
	}
	var last AnalystScore
	best := ""
	deadline := time.Now().Add(think + a.timeout)
	if err := a.e.send(strings.TrimSpace(b.String()), deadline); err != nil {
		return "", last, err
	}
	if err := a.e.send(goLine, deadline); err != nil {
		return "", last, err
	}
	err := a.e.waitFor(deadline, func(line string) bool {
		if s, ok := parseAnalystInfo(line); ok {
			last = s
		}
		f := strings.Fields(line)
		if len(f) > 0 && f[0] == "bestmove" {
			if len(f) > 1 {
				best = f[1]
			}
			return true
		}
		return false
	})
	if err != nil {
		return "", last, fmt.Errorf("%s: %v", a.e.spec.Name, err)
	}
	return best, last, nil
}

// Close ends the engine.
func (a *Analyst) Close() { a.e.stop(time.Second) }

// parseAnalystInfo reads the depth, score and wdl of an info line:
// "score cp N" or "score mate N", and "wdl W D L"; lines without a score,
// or with "multipv" other than 1, are not read, and a wdl field with a
// bad number is left out.
func parseAnalystInfo(line string) (AnalystScore, bool) {
	f := strings.Fields(line)
	if len(f) == 0 || f[0] != "info" {
		return AnalystScore{}, false
	}
	var s AnalystScore
	for i := 1; i+1 < len(f); i++ {
		switch f[i] {
		case "string":
			return s, s.Ok
		case "multipv":
			if f[i+1] != "1" {
				return AnalystScore{}, false
			}
		case "depth":
			if v, err := strconv.Atoi(f[i+1]); err == nil {
				s.Depth = v
			}
		case "score":
			if i+2 >= len(f) {
				return AnalystScore{}, false
			}
			v, err := strconv.Atoi(f[i+2])
			if err != nil || f[i+1] != "cp" && f[i+1] != "mate" {
				return AnalystScore{}, false
			}
			s.Cp, s.Mate, s.Ok = v, f[i+1] == "mate", true
			if s.Mate {
				s.Cp = 1
				if v < 0 || f[i+2] == "-0" {
					s.Cp = -1
				}
			}
			i += 2
		case "wdl":
			if i+3 >= len(f) {
				continue
			}
			var v [3]int
			ok := true
			for k := range v {
				x, err := strconv.Atoi(f[i+1+k])
				ok = ok && err == nil && x >= 0
				v[k] = x
			}
			if ok {
				s.WDL, s.HasWDL = v, true
			}
			i += 3
		}
	}
	return s, s.Ok
}
