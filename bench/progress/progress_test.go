package progress

import (
	"strings"
	"testing"
	"time"
)

func TestLine(t *testing.T) {
	for _, c := range []struct {
		games, total, positions, played int
		elapsed                         time.Duration
		want                            string
	}{
		{0, 2000, 0, 0, 0, "games 0/2000 (0.0%), 0 positions, ETA ?"},
		{120, 2000, 9412, 100, 50 * time.Second, "games 120/2000 (6.0%), 9412 positions, 2.00 games/s, ETA 15m40s"},
		{500, 500, 40000, 20, 10 * time.Second, "games 500/500 (100.0%), 40000 positions, 2.00 games/s, ETA 0s"},
	} {
		if got := Line(c.games, c.total, c.positions, c.played, c.elapsed); got != c.want {
			t.Errorf("Line(%d, %d, %d, %d, %v) = %q, want %q", c.games, c.total, c.positions, c.played, c.elapsed, got, c.want)
		}
	}
}

// TestMeterPlainLines: not on a terminal, a line per interval and a last
// one unless it says nothing new, each ending in a newline, with no carriage returns.
func TestMeterPlainLines(t *testing.T) {
	var b strings.Builder
	m := New(&b, 10, 2, 100, 10*time.Second)
	clock := m.start
	m.now = func() time.Time { return clock }
	for i := 0; i < 8; i++ {
		clock = clock.Add(3 * time.Second)
		m.Add(5)
	}
	m.Done()
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	want := []string{
		"games 6/10 (60.0%), 120 positions, 0.33 games/s, ETA 12s",  // after 12 s
		"games 10/10 (100.0%), 140 positions, 0.33 games/s, ETA 0s", // after 24 s; Done adds nothing

	}
	if strings.Contains(b.String(), "\r") || strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("got:\n%s\nwant:\n%s", b.String(), strings.Join(want, "\n"))
	}
	var nilMeter *Meter
	nilMeter.Add(1) // no report, no panic
	nilMeter.Done()
	if New(nil, 1, 0, 0, time.Second) != nil {
		t.Error("New(nil) is not nil")
	}
}

// TestMeterTerminal: on a terminal the line is rewritten in place.
func TestMeterTerminal(t *testing.T) {
	var b strings.Builder
	m := New(&b, 4, 0, 0, time.Minute)
	m.tty, m.every = true, 0
	m.Add(3)
	m.Done()
	want := "\rgames 1/4 (25.0%), 3 positions"
	if !strings.HasPrefix(b.String(), want) || !strings.HasSuffix(b.String(), "\x1b[K\n") || strings.Count(b.String(), "\r") != 1 {
		t.Errorf("%q", b.String())
	}
}
