package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/takengine/takengine/bench/progress"
	"github.com/takengine/takengine/board/ptn"
	"github.com/takengine/takengine/search"
	"github.com/takengine/takengine/search/annotate"
	"github.com/takengine/takengine/search/tinue"
)

// runAnnotate implements `takengine annotate FILE.ptn [-movetime MS |
// -depth D] [-threads N] [-o OUT] [-game K]` (the annotated games as PTN)
// and `takengine annotate -marks FILE.ptn [-cpscale winchance|centiflats]`
// (PTN-Ninja's mark rate).
func runAnnotate(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("annotate")
	movetime := fs.Int("movetime", 0, "think this many milliseconds per position (default 1000 when no -depth)")
	depth := fs.Int("depth", 0, "search each position to this depth")
	threads := fs.Int("threads", 1, "positions searched at once, one engine each")
	hash := fs.Int("hash", 64, "transposition table size in MB per engine")
	out := fs.String("o", "", "write the annotated PTN here (default stdout)")
	game := fs.Int("game", 0, "only game K of the file (1-based; default all)")
	marks := fs.Bool("marks", false, "print PTN-Ninja's mark rate instead of the PTN")
	cpScale := fs.String("cpscale", "winchance", "with -marks: takengine's cp as its TEI CpScale reports it: winchance or centiflats")
	// The file may come before, between or after the flags.
	var file string
	for {
		if status, done := parseFlags(fs, args, stdout, stderr); done {
			return status
		}
		if fs.NArg() == 0 {
			break
		}
		if file != "" {
			return fail(stderr, "annotate: unexpected argument %q", fs.Arg(0))
		}
		file, args = fs.Arg(0), fs.Args()[1:]
	}
	switch {
	case file == "":
		return fail(stderr, "annotate: give a PTN file")
	case *movetime < 0 || *depth < 0 || *depth > 60 || *threads < 1 || *threads > 256 || *game < 0:
		return fail(stderr, "annotate: -movetime must be >= 0, -depth 0..60, -threads 1..256, -game >= 1")
	case *cpScale != "winchance" && *cpScale != "centiflats":
		return fail(stderr, "annotate: -cpscale must be winchance or centiflats")
	}
	if err := search.CheckHashMB(*hash); err != nil {
		return fail(stderr, "annotate: -hash: %v", err)
	}
	games, err := ptn.ReadFile(file)
	if err != nil {
		return fail(stderr, "annotate: %v", err)
	}
	if *game > len(games) {
		return fail(stderr, "annotate: -game %d, but %s holds %d games", *game, file, len(games))
	}
	if *game > 0 {
		games = games[*game-1 : *game]
	}
	lim := search.Limits{Depth: *depth, MoveTime: time.Duration(*movetime) * time.Millisecond}
	if *depth == 0 && *movetime == 0 {
		lim.MoveTime = time.Second
	}
	w := stdout
	if *out != "" && !*marks {
		f, err := os.Create(*out)
		if err != nil {
			return fail(stderr, "annotate: %v", err)
		}
		defer f.Close()
		w = f
	}
	positions := 0
	for _, g := range games {
		positions += len(g.Moves) + 1
	}
	var meter *progress.Meter
	if progress.IsTerminal(stderr) {
		meter = progress.New(stderr, positions, 0, 0, time.Second)
	}
	a := annotate.NewAnalyser(*threads, *hash, lim)
	solver := tinue.NewSolver(16)
	ctx := context.Background()
	var sum annotate.MarkRate
	for k := range games {
		g := &games[k]
		evals, err := a.Game(ctx, g, func() { meter.Add(1) })
		if err != nil {
			return fail(stderr, "annotate: %v", err)
		}
		if *marks {
			r := annotate.Rate(g, evals, "takengine", *cpScale == "winchance")
			fmt.Fprintf(stdout, "game %d (%s - %s):\n%s", k+1, g.Tag("Player1"), g.Tag("Player2"), r.Report("  "))
			sum = sum.Plus(r)
			continue
		}
		ag := annotate.Annotate(ctx, g, evals, solver)
		if err := ag.Write(w); err != nil {
			return fail(stderr, "annotate: %v", err)
		}
	}
	meter.Done()
	if *marks && len(games) > 1 {
		fmt.Fprintf(stdout, "all %d games:\n%s", len(games), sum.Report("  "))
	}
	return 0
}
