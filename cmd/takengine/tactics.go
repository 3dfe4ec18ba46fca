package main

import (
	"fmt"
	"io"
	"time"

	"github.com/takengine/takengine/bench/tactics"
	"github.com/takengine/takengine/search"
)

// runTactics implements `takengine tactics [-movetime MS] [-depth D]
// [-nodes N] [-file TSV] [-params P]`: it solves every row of a tactics file and prints the rate.
func runTactics(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("tactics")
	movetime := fs.Int("movetime", 1000, "milliseconds per position")
	depth := fs.Int("depth", 0, "fixed depth instead of a time limit")
	nodes := fs.Uint64("nodes", 0, "fixed node budget instead of a time limit")
	file := fs.String("file", "", "tactics TSV (default: the built-in suite)")
	hash := fs.Int("hash", search.DefaultHashMB, "transposition table MB (1..search.MaxHashMB)")
	params := fs.String("params", "", "search parameters, Name=value,... over the defaults (as tei -params)")
	if status, done := parseFlags(fs, args, stdout, stderr); done {
		return status
	}
	if fs.NArg() > 0 {
		return fail(stderr, "tactics: unexpected argument %q", fs.Arg(0))
	}
	if *movetime < 1 || *depth < 0 {
		return fail(stderr, "tactics: -movetime must be >= 1, -depth >= 0")
	}
	if err := search.CheckHashMB(*hash); err != nil {
		return fail(stderr, "tactics: -hash: %v", err)
	}
	prm := search.DefaultParams()
	if *params != "" {
		var err error
		if prm, err = search.ParseParams(*params, prm); err != nil {
			return fail(stderr, "tactics: -params: %v", err)
		}
	}
	ts := tactics.Builtin()
	if *file != "" {
		var err error
		if ts, err = tactics.Load(*file); err != nil {
			return fail(stderr, "tactics: %v", err)
		}
	}
	// Timed runs analyse: the tinue solver runs beside the search.
	lim := search.Limits{MoveTime: time.Duration(*movetime) * time.Millisecond, Tinue: true}
	if *depth > 0 || *nodes > 0 {
		lim = search.Limits{Depth: *depth, Nodes: *nodes}
	}
	solved := 0
	for i, t := range ts {
		r, err := tactics.Solve(t, prm, lim, *hash)
		if err != nil {
			return fail(stderr, "tactics: %v", err)
		}
		mark := "FAIL"
		if r.Solved {
			mark = "ok"
			solved++
		}
		fmt.Fprintf(stdout, "[%2d/%d] %-4s %-8s %-45s played %-9v depth %2d score %6d time %4d ms\n",
			i+1, len(ts), mark, t.Kind, t.ID, r.Move, r.Depth, r.Score, r.Time.Milliseconds())
	}
	fmt.Fprintf(stdout, "Solved %d of %d (%.1f%%)\n", solved, len(ts), 100*float64(solved)/float64(max(len(ts), 1)))
	return 0
}
