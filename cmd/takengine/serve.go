package main

import (
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"

	"github.com/takengine/takengine/protocol"
	"github.com/takengine/takengine/protocol/ws"
)

// defaultServeAddr is where PTN-Ninja looks for a local engine.
const defaultServeAddr = "127.0.0.1:7731"

// runServe implements `takengine serve [-addr HOST:PORT]
// [-allow-origin ORIGIN]... [-max-sessions N]`: TEI over WebSocket, one
// session per connection, scores on PTN-Ninja's win-chance scale.
func runServe(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("serve")
	addr := fs.String("addr", defaultServeAddr, "listen on this address; the default also listens on [::1] with the same port when it is free")
	var origins listFlag
	fs.Var(&origins, "allow-origin", "also accept WebSocket connections from pages of this origin (repeatable), e.g. https://example.org")
	maxSessions := fs.Int("max-sessions", ws.DefaultMaxSessions, "sessions (each a whole engine with its own hash table) running at once")
	if status, done := parseFlags(fs, args, stdout, stderr); done {
		return status
	}
	if fs.NArg() > 0 {
		return fail(stderr, "serve: unexpected argument %q", fs.Arg(0))
	}
	if *maxSessions < 1 || *maxSessions > 64 {
		return fail(stderr, "serve: -max-sessions must be between 1 and 64, got %d", *maxSessions)
	}
	host, port, err := net.SplitHostPort(*addr)
	if err != nil {
		return fail(stderr, "serve: -addr %q: %v", *addr, err)
	}
	var hosts []string
	if ip := net.ParseIP(host); !strings.EqualFold(host, "localhost") && (ip == nil || !ip.IsLoopback()) {
		// Beyond loopback the Host header names this address.
		hosts = append(hosts, strings.Trim(host, "[]"))
	}
	srv := ws.NewServer(ws.Config{
		NewHandler: func(in io.Reader, out io.Writer) *protocol.Handler {
			return protocol.NewHandler(in, out, protocol.WithVersion(version), protocol.WithLog(stderr),
				protocol.WithOptionDefault("CpScale", "winchance"))
		},
		AllowOrigins: origins,
		AllowHosts:   hosts,
		MaxSessions:  *maxSessions,
		Log:          stderr,
	})
	l, err := net.Listen("tcp", *addr)
	if err != nil {
		return fail(stderr, "serve: %v", err)
	}
	listeners := []net.Listener{l}
	if *addr == defaultServeAddr {
		if l6, err := net.Listen("tcp", net.JoinHostPort("::1", port)); err == nil {
			listeners = append(listeners, l6)
		}
	}
	errs := make(chan error, len(listeners))
	for _, l := range listeners {
		fmt.Fprintf(stderr, "serve: listening on ws://%s/ (PTN-Ninja: Engines, add TEI, Connect)\n", l.Addr())
		go func() { errs <- http.Serve(l, srv) }()
	}
	interrupt := make(chan os.Signal, 1)
	signal.Notify(interrupt, os.Interrupt)
	select {
	case err := <-errs:
		if !errors.Is(err, net.ErrClosed) {
			return fail(stderr, "serve: %v", err)
		}
	case <-interrupt:
		fmt.Fprintln(stderr, "serve: interrupted")
	}
	return 0
}
