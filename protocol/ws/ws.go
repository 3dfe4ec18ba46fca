// Package ws is the WebSocket bridge of `takengine serve`: it runs one TEI
// session (a protocol.Handler) per WebSocket connection, so that
// PTN-Ninja, which talks to a local engine only over ws://localhost:7731,
// connects without a wrapper such as websocketd.
//
// Every text message in is one command (a message holding several lines
// is passed on whole); every line the handler prints goes out as its own
// text message. When the socket closes, the session's input ends, which
// stops its search (protocol.Handler's end-of-input rule); when the
// handler ends (quit, or a write that failed), the socket is closed.
//
// The bridge is meant for a browser on the same machine, so it guards
// against other web pages: the Origin must be https://ptn.ninja, a page
// served from localhost, 127.0.0.1 or [::1] (any port), or one of
// Config.AllowOrigins (a request without Origin, which no browser sends,
// is accepted), and the Host header must name the loopback interface (or
// one of Config.AllowHosts), which defeats DNS rebinding (a hostile name
// resolving to 127.0.0.1 passes the browser's same-origin rules). Both
// refusals are HTTP 403. At most Config.MaxSessions sessions run at once,
// each with its own engine and table; the next one is accepted, told why
// in an "info string error" message and closed with status 1013 (try
// again later). The WebSocket protocol itself (RFC 6455) comes from
// github.com/coder/websocket.
package ws

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"path"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/protocol"
)

// DefaultMaxSessions is the session cap when Config.MaxSessions is 0.
const DefaultMaxSessions = 4

// PTNNinjaOrigin is the origin of the hosted PTN-Ninja, always allowed.
const PTNNinjaOrigin = "https://ptn.ninja"

// Bounds of one connection.
const (
	// readLimit bounds one message; it matches the handler's line limit.
	readLimit = 1 << 20
	// writeTimeout bounds sending one line: a client that stops reading
	// ends its session instead of blocking the search.
	writeTimeout = 10 * time.Second
)

// Config says how the bridge builds sessions and whom it lets in.
type Config struct {
	// NewHandler returns the TEI session of one connection, reading
	// commands from in and writing lines to out.
	NewHandler func(in io.Reader, out io.Writer) *protocol.Handler
	// AllowOrigins are origins allowed besides PTN-Ninja and localhost
	// pages: "https://example.org", "http://host:8080", or a pattern of
	// path.Match such as "https://*.example.org".
	AllowOrigins []string
	// AllowHosts are Host header names (without port) allowed besides
	// localhost, 127.0.0.1 and ::1, for a server listening beyond
	// loopback.
	AllowHosts []string
	// MaxSessions caps the sessions running at once (0: DefaultMaxSessions).
	MaxSessions int
	// Log receives one line per connection, refusal and session end.
	Log io.Writer
}

// Server is an http.Handler that bridges WebSocket connections to TEI
// sessions.
type Server struct {
	cfg      Config
	sessions chan struct{} // one token per running session
	next     atomic.Int64  // session numbers for the log
	logMu    sync.Mutex
}

// NewServer returns a bridge with the configuration cfg.
func NewServer(cfg Config) *Server {
	if cfg.MaxSessions <= 0 {
		cfg.MaxSessions = DefaultMaxSessions
	}
	if cfg.Log == nil {
		cfg.Log = io.Discard
	}
	return &Server{cfg: cfg, sessions: make(chan struct{}, cfg.MaxSessions)}
}

func (s *Server) logf(format string, args ...any) {
	s.logMu.Lock()
	defer s.logMu.Unlock()
	fmt.Fprintf(s.cfg.Log, "serve: "+format+"\n", args...)
}

// ServeHTTP checks the request, upgrades it and runs a session until the
// socket or the session ends.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	origin := r.Header.Get("Origin")
	if !s.hostAllowed(r.Host) {
		s.logf("refused %s: Host %s is not a loopback name", r.RemoteAddr, board.Quote(r.Host))
		http.Error(w, "takengine serve: forbidden Host", http.StatusForbidden)
		return
	}
	if origin != "" && !s.originAllowed(origin) {
		s.logf("refused %s: Origin %s is not allowed (see -allow-origin)", r.RemoteAddr, board.Quote(origin))
		http.Error(w, "takengine serve: forbidden Origin", http.StatusForbidden)
		return
	}
	if !strings.EqualFold(r.Header.Get("Upgrade"), "websocket") {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.WriteHeader(http.StatusUpgradeRequired)
		fmt.Fprintln(w, "takengine serve: a TEI engine over WebSocket; connect with ws://"+r.Host+"/ (PTN-Ninja: add the TEI engine, then Connect)")
		return
	}
	// The checks above are the origin policy; the library's own
	// same-origin check would refuse PTN-Ninja.
	c, err := websocket.Accept(w, r, &websocket.AcceptOptions{InsecureSkipVerify: true})
	if err != nil {
		s.logf("refused %s: %v", r.RemoteAddr, err)
		return
	}
	id := s.next.Add(1)
	select {
	case s.sessions <- struct{}{}:
	default:
		s.logf("session %d from %s refused: %d sessions already running", id, r.RemoteAddr, cap(s.sessions))
		ctx, cancel := context.WithTimeout(r.Context(), time.Second)
		c.Write(ctx, websocket.MessageText, []byte(fmt.Sprintf("info string error: too many sessions (%d running); close one and connect again", cap(s.sessions))))
		cancel()
		c.Close(websocket.StatusTryAgainLater, "too many sessions")
		return
	}
	defer func() { <-s.sessions }()
	start := time.Now()
	s.logf("session %d opened from %s (Origin %s)", id, r.RemoteAddr, board.Quote(origin))
	reason := s.run(c)
	s.logf("session %d closed after %v: %s", id, time.Since(start).Round(time.Millisecond), reason)
}

// run bridges the socket c to a new handler until one of them ends, and
// says why it ended.
func (s *Server) run(c *websocket.Conn) string {
	c.SetReadLimit(readLimit)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	pr, pw := io.Pipe()
	out := &lineSender{ctx: ctx, c: c}
	h := s.cfg.NewHandler(pr, out)
	ended := make(chan error, 1)
	go func() { ended <- h.Run() }()

	readErr := make(chan error, 1)
	go func() { readErr <- pump(ctx, c, pw) }()
	var why string
	select {
	case err := <-readErr:
		// The socket closed: end the input, which stops the search.
		pw.Close()
		<-ended
		why = "the client closed the connection"
		if websocket.CloseStatus(err) == -1 && err != nil {
			why = "connection lost: " + err.Error()
		}
	case err := <-ended:
		why = "the session ended (quit)"
		if err != nil {
			why = "the session ended: " + err.Error()
		}
		pr.CloseWithError(io.ErrClosedPipe)
	}
	c.Close(websocket.StatusNormalClosure, "")
	return why
}

// pump copies every message of c to w, each ending in a newline, until
// the socket fails or closes.
func pump(ctx context.Context, c *websocket.Conn, w io.Writer) error {
	for {
		_, data, err := c.Read(ctx)
		if err != nil {
			return err
		}
		data = bytes.TrimRight(data, "\r\n")
		if _, err := w.Write(append(data, '\n')); err != nil {
			return err
		}
	}
}

// lineSender is the handler's output: it sends every complete line as
// one text message, without its newline.
type lineSender struct {
	ctx context.Context
	c   *websocket.Conn
	buf []byte
}

func (l *lineSender) Write(p []byte) (int, error) {
	l.buf = append(l.buf, p...)
	for {
		i := bytes.IndexByte(l.buf, '\n')
		if i < 0 {
			return len(p), nil
		}
		ctx, cancel := context.WithTimeout(l.ctx, writeTimeout)
		err := l.c.Write(ctx, websocket.MessageText, l.buf[:i])
		cancel()
		l.buf = l.buf[i+1:]
		if err != nil {
			return 0, err
		}
	}
}

// hostAllowed reports whether the Host header names the loopback
// interface or one of cfg.AllowHosts.
func (s *Server) hostAllowed(host string) bool {
	name := host
	if h, _, err := net.SplitHostPort(host); err == nil {
		name = h
	}
	name = strings.TrimSuffix(strings.TrimPrefix(name, "["), "]")
	if isLoopbackName(name) {
		return true
	}
	for _, a := range s.cfg.AllowHosts {
		if strings.EqualFold(a, name) {
			return true
		}
	}
	return false
}

// isLoopbackName reports whether name is localhost or a loopback address.
func isLoopbackName(name string) bool {
	if strings.EqualFold(name, "localhost") {
		return true
	}
	ip := net.ParseIP(name)
	return ip != nil && ip.IsLoopback()
}

// originAllowed reports whether a page of origin may connect:
// PTN-Ninja, a page served from the loopback interface, or one of
// cfg.AllowOrigins.
func (s *Server) originAllowed(origin string) bool {
	if strings.EqualFold(origin, PTNNinjaOrigin) {
		return true
	}
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" {
		return false
	}
	if (u.Scheme == "http" || u.Scheme == "https") && isLoopbackName(u.Hostname()) {
		return true
	}
	for _, pat := range s.cfg.AllowOrigins {
		if ok, _ := path.Match(strings.ToLower(strings.TrimRight(pat, "/")), strings.ToLower(origin)); ok {
			return true
		}
	}
	return false
}
