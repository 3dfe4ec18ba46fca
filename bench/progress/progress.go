// Package progress reports how far a long run of games has got, on a
// terminal or in a log: games done of the total, positions written, the
// rate of this run and the time left at that rate. On a terminal it keeps
// one line up to date (carriage return, erase to the end of the line);
// elsewhere (a file, a pipe, a batch system's log) it writes a plain line
// every interval, so a log grows by a line a minute and not by one a game.
package progress

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"
)

// Meter counts games and positions and reports them to a writer. It is
// safe for concurrent use. A nil *Meter reports nothing.
type Meter struct {
	mu      sync.Mutex
	w       io.Writer
	tty     bool
	every   time.Duration
	total   int
	resumed int // games done before this run started
	games   int // done, resumed ones included
	items   int
	start   time.Time
	last    time.Time
	written int // games at the last report, -1 before the first
	now     func() time.Time
	unit    string // what is counted, when not games with their positions (NewUnits)
}

// New returns a meter of total games, resumed of which (with their items
// positions) were done by an earlier run. It writes to w: an updating
// line when w is a terminal, else a line every interval (at most one per
// interval on a terminal too). A nil w gives a nil meter.
func New(w io.Writer, total, resumed, items int, every time.Duration) *Meter {
	if w == nil {
		return nil
	}
	m := &Meter{w: w, tty: IsTerminal(w), every: every, total: total, resumed: resumed, games: resumed,
		items: items, written: -1, now: time.Now}
	m.start = m.now()
	m.last = m.start
	if m.tty {
		m.every = min(every, time.Second/4)
	}
	return m
}

// NewUnits returns a meter of total units of work named unit (such as
// "positions"), resumed of which an earlier run did, with no second
// count: its lines read "positions 120/2000 (6.0%), 3.10 positions/s,
// ETA 10m8s". Add(0) counts one unit.
func NewUnits(w io.Writer, unit string, total, resumed int, every time.Duration) *Meter {
	m := New(w, total, resumed, 0, every)
	if m != nil {
		m.unit = unit
	}
	return m
}

// Add counts one finished game with its positions and reports when the
// interval has passed.
func (m *Meter) Add(items int) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.games++
	m.items += items
	if now := m.now(); now.Sub(m.last) >= m.every {
		m.last = now
		m.write()
	}
}

// Done writes the final line, unless the last report already said it
// (and ends the updating line on a terminal).
func (m *Meter) Done() {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.written != m.games {
		m.write()
	}
	if m.tty {
		fmt.Fprintln(m.w)
	}
}

func (m *Meter) write() {
	m.written = m.games
	played, el := m.games-m.resumed, m.now().Sub(m.start)
	var line string
	if m.unit != "" {
		line = unitLine(m.unit, m.games, m.total, played, el)
	} else {
		line = Line(m.games, m.total, m.items, played, el)
	}
	if m.tty {
		fmt.Fprintf(m.w, "\r%s\x1b[K", line)
		return
	}
	fmt.Fprintln(m.w, line)
}

// Line formats a report: games done (resumed ones included) of total,
// positions, and the rate and time left from the played games (those of
// this run) in elapsed, e.g.
//
//	games 120/2000 (6.0%), 9412 positions, 1.52 games/s, ETA 20m37s
func Line(games, total, positions, played int, elapsed time.Duration) string {
	return fmt.Sprintf("games %d/%d (%.1f%%), %d positions", games, total, percent(games, total), positions) +
		rateETA("games", games, total, played, elapsed)
}

// unitLine is Line for a meter of other units (NewUnits).
func unitLine(unit string, done, total, played int, elapsed time.Duration) string {
	return fmt.Sprintf("%s %d/%d (%.1f%%)", unit, done, total, percent(done, total)) +
		rateETA(unit, done, total, played, elapsed)
}

func percent(done, total int) float64 {
	if total > 0 {
		return 100 * float64(done) / float64(total)
	}
	return 100
}

// rateETA is the rate of this run's played units in elapsed and the
// time left at that rate.
func rateETA(unit string, done, total, played int, elapsed time.Duration) string {
	if played <= 0 || elapsed <= 0 {
		return ", ETA ?"
	}
	rate := float64(played) / elapsed.Seconds()
	eta := time.Duration(float64(total-done) / rate * float64(time.Second))
	return fmt.Sprintf(", %.2f %s/s, ETA %v", rate, unit, eta.Round(time.Second))
}

// IsTerminal reports whether w is a character device such as a terminal.
func IsTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
