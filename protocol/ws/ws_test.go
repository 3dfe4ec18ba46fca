package ws

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/takengine/takengine/protocol"
)

// newTestServer runs a bridge with the real engine, as `takengine serve`
// builds it, on a loopback port.
func newTestServer(t *testing.T, maxSessions int) *httptest.Server {
	t.Helper()
	srv := NewServer(Config{
		NewHandler: func(in io.Reader, out io.Writer) *protocol.Handler {
			return protocol.NewHandler(in, out, protocol.WithOptionDefault("CpScale", "winchance"))
		},
		MaxSessions: maxSessions,
	})
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	return ts
}

// client is a WebSocket connection as PTN-Ninja uses it: one command per
// text message, lines read one message at a time.
type client struct {
	t *testing.T
	c *websocket.Conn
}

func dial(t *testing.T, ts *httptest.Server, origin string) *client {
	t.Helper()
	h := http.Header{}
	h.Set("Origin", origin)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(ts.URL, "http"), &websocket.DialOptions{HTTPHeader: h})
	if err != nil {
		t.Fatalf("dial with Origin %s: %v", origin, err)
	}
	t.Cleanup(func() { c.CloseNow() })
	return &client{t, c}
}

func (c *client) send(cmd string) {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	if err := c.c.Write(ctx, websocket.MessageText, []byte(cmd)); err != nil {
		c.t.Fatalf("send %q: %v", cmd, err)
	}
}

// until reads lines until one satisfies stop, within d, and returns them.
func (c *client) until(d time.Duration, stop func(string) bool) []string {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	var lines []string
	for {
		typ, data, err := c.c.Read(ctx)
		if err != nil {
			c.t.Fatalf("after %q: %v", lines, err)
		}
		if typ != websocket.MessageText {
			c.t.Fatalf("binary message %q", data)
		}
		for _, l := range strings.Split(string(data), "\n") {
			lines = append(lines, l)
			if stop(l) {
				return lines
			}
		}
	}
}

func is(s string) func(string) bool { return func(l string) bool { return l == s } }

func isBestmove(l string) bool { return strings.HasPrefix(l, "bestmove ") }

var (
	optionRE = regexp.MustCompile(`^option name (\S+) type (spin|check|combo) default (\S+)`)
	infoRE   = regexp.MustCompile(`^info depth \d+ seldepth \d+ score (cp (-?\d+)|mate -?\d+) wdl \d+ \d+ \d+ nodes \d+ nps \d+ time \d+ hashfull \d+ pv( [a-h1-8SC<>+-]+)+$`)
)

// checkSearch checks the info lines and bestmove of one go: no info
// string, the score on PTN-Ninja's ±100 scale, and a legal-looking move.
func checkSearch(t *testing.T, lines []string) {
	t.Helper()
	infos := 0
	for _, l := range lines[:len(lines)-1] {
		m := infoRE.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("unexpected line %q", l)
		}
		infos++
		if m[2] != "" {
			if cp, _ := strconv.Atoi(m[2]); cp < -100 || cp > 100 {
				t.Errorf("score cp %d off the win-chance scale in %q", cp, l)
			}
		}
	}
	if infos == 0 || !regexp.MustCompile(`^bestmove [a-f][1-6]`).MatchString(lines[len(lines)-1]) && !strings.Contains(lines[len(lines)-1], "<") {
		t.Fatalf("search answered %q", lines)
	}
}

// TestPTNNinjaSession replays what PTN-Ninja sends (handshake, Apply
// Options, a new 6x6 game with komi 2, interactive analysis, then a
// timed analysis) and checks every answer.
func TestPTNNinjaSession(t *testing.T) {
	ts := newTestServer(t, 0)
	c := dial(t, ts, "https://ptn.ninja")
	c.send("tei")
	hs := c.until(5*time.Second, is("teiok"))
	if len(hs) < 4 || !strings.HasPrefix(hs[0], "id name takengine") || !strings.HasPrefix(hs[1], "id author ") ||
		!strings.HasPrefix(hs[2], "size 3 4 5 6 7 8 halfkomi ") || !strings.Contains(hs[2], " 4 ") {
		t.Fatalf("handshake %q", hs)
	}
	// Apply Options: every option with a default, then isready.
	var sets []string
	for _, l := range hs[3 : len(hs)-1] {
		m := optionRE.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("option line %q", l)
		}
		sets = append(sets, "setoption name "+m[1]+" value "+m[3])
		if m[1] == "CpScale" && m[3] != "winchance" {
			t.Errorf("serve sessions default to CpScale winchance, got %q", l)
		}
	}
	for _, s := range sets {
		c.send(s)
	}
	c.send("isready")
	c.until(5*time.Second, is("readyok"))

	c.send("teinewgame size 6 halfkomi 4")
	c.send("isready")
	c.until(5*time.Second, is("readyok"))
	c.send("position startpos moves a1 f6 c3 d4 Cc2 Sd2 c2>* b4")
	c.send("go infinite")
	first := c.until(5*time.Second, func(l string) bool { return strings.HasPrefix(l, "info depth ") })
	if len(first) != 1 {
		t.Fatalf("before the first info line: %q", first)
	}
	time.Sleep(200 * time.Millisecond)
	start := time.Now()
	c.send("stop")
	lines := c.until(time.Second, isBestmove)
	if el := time.Since(start); el > 500*time.Millisecond {
		t.Errorf("bestmove %v after stop", el)
	}
	checkSearch(t, append(first, lines...))

	c.send("go movetime 1000")
	start = time.Now()
	lines = c.until(3*time.Second, isBestmove)
	if el := time.Since(start); el > 1500*time.Millisecond {
		t.Errorf("go movetime 1000 answered after %v", el)
	}
	checkSearch(t, lines)

	// A go during a search ends it with its own bestmove first.
	c.send("go infinite")
	c.until(5*time.Second, func(l string) bool { return strings.HasPrefix(l, "info depth ") })
	c.send("go depth 1")
	c.until(time.Second, isBestmove)
	c.until(2*time.Second, isBestmove)
	c.c.Close(websocket.StatusNormalClosure, "")
}

// TestRefusals: a foreign Origin, a foreign Host (DNS rebinding) and a
// session beyond the cap are refused.
func TestRefusals(t *testing.T) {
	ts := newTestServer(t, 1)
	url := "ws" + strings.TrimPrefix(ts.URL, "http")
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for _, c := range []struct {
		origin, host string
	}{
		{"https://evil.example", ""},
		{"http://localhost.evil.example", ""},
		{"null", ""},
		{"", "evil.example:7731"},
		{"http://evil.example:7731", "evil.example:7731"},
	} {
		h := http.Header{}
		if c.origin != "" {
			h.Set("Origin", c.origin)
		}
		conn, resp, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: h, Host: c.host})
		if err == nil {
			conn.CloseNow()
			t.Errorf("Origin %q Host %q: accepted", c.origin, c.host)
			continue
		}
		if resp == nil || resp.StatusCode != http.StatusForbidden {
			t.Errorf("Origin %q Host %q: %v, want HTTP 403", c.origin, c.host, err)
		}
	}
	for _, origin := range []string{"http://localhost:8080", "http://127.0.0.1:5173", "http://[::1]:3000"} {
		dial(t, ts, origin).c.CloseNow()
		time.Sleep(50 * time.Millisecond) // the session ends before the next one opens
	}

	first := dial(t, ts, "https://ptn.ninja")
	first.send("isready")
	first.until(2*time.Second, is("readyok"))
	second := dial(t, ts, "https://ptn.ninja")
	msg := second.until(2*time.Second, func(string) bool { return true })
	if !strings.HasPrefix(msg[0], "info string error: too many sessions") {
		t.Errorf("second session got %q", msg)
	}
	rctx, rcancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer rcancel()
	if _, _, err := second.c.Read(rctx); websocket.CloseStatus(err) != websocket.StatusTryAgainLater {
		t.Errorf("second session: %v, want close status 1013", err)
	}
	// The first session still works; closing it mid-search stops the
	// search and frees its slot.
	first.send("isready")
	first.until(2*time.Second, is("readyok"))
	first.send("go infinite")
	first.until(5*time.Second, func(l string) bool { return strings.HasPrefix(l, "info depth ") })
	first.c.Close(websocket.StatusNormalClosure, "")
	time.Sleep(100 * time.Millisecond)
	third := dial(t, ts, "https://ptn.ninja")
	third.send("isready")
	third.until(2*time.Second, is("readyok"))
}
