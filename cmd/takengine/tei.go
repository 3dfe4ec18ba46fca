package main

import (
	"flag"
	"io"
	"os/signal"
	"syscall"

	"github.com/takengine/takengine/protocol"
)

// runTEI implements `takengine [tei]`: the TEI handler on stdin/stdout,
// diagnostics on stderr.
func runTEI(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("tei", flag.ContinueOnError)
	fs.SetOutput(stderr)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		return fail(stderr, "tei: unexpected argument %q", fs.Arg(0))
	}
	// A client that goes away closes our stdout; make the next write fail
	// with an error (and Run return) instead of killing the process.
	signal.Ignore(syscall.SIGPIPE)
	h := protocol.NewHandler(stdin, stdout, protocol.WithVersion(version), protocol.WithLog(stderr))
	if err := h.Run(); err != nil {
		return fail(stderr, "tei: %v", err)
	}
	return 0
}
