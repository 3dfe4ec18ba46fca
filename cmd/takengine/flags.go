package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// newFlags returns a flag set whose errors are reported by parseFlags as a
// single line (Go's flag package would print the whole usage).
func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// parseFlags parses args. It returns done with the exit status when the
// command should end now: 0 after printing the flags for -h (on stdout),
// 2 after a one-line error on stderr.
func parseFlags(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) (status int, done bool) {
	err := fs.Parse(args)
	switch {
	case err == nil:
		return 0, false
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprintf(stdout, "usage of takengine %s:\n", fs.Name())
		fs.SetOutput(stdout)
		fs.PrintDefaults()
		return 0, true
	}
	return fail(stderr, "%s: %s", fs.Name(), strings.TrimSpace(err.Error())), true
}

// listFlag collects a repeated string flag (-engine, -allow-origin).
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ", ") }
func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }

// setFlags returns the names of the flags given on the command line.
func setFlags(fs *flag.FlagSet) map[string]bool {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	return set
}
