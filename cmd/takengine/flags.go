package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
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

// parseKomi reads a -komi value in flats (a multiple of 0.5 between -10
// and 10) and returns it in half flats.
func parseKomi(s string) (int, error) {
	k, err := strconv.ParseFloat(s, 64)
	if err != nil || k*2 != math.Trunc(k*2) || math.Abs(k) > 10 {
		return 0, fmt.Errorf("-komi %q must be a multiple of 0.5 between -10 and 10", s)
	}
	return int(k * 2), nil
}
