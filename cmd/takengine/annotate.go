package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/takengine/takengine/bench/match"
	"github.com/takengine/takengine/bench/progress"
	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
	"github.com/takengine/takengine/search"
	"github.com/takengine/takengine/search/annotate"
	"github.com/takengine/takengine/search/tinue"
)

// runAnnotate implements `takengine annotate FILE.ptn [-movetime MS |
// -depth D] [-threads N] [-o OUT] [-game K]` (the annotated games as PTN)
// and `takengine annotate -marks FILE.ptn [-cpscale winchance|centiflats]
// | -engine CMD]` (PTN-Ninja's mark rate on takengine's scores, or on
// those of another TEI engine).
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
	other := fs.String("engine", "", "with -marks: score the positions with this TEI engine (\"path args\"), one at a time, instead of takengine")
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
	case *other != "" && !*marks:
		return fail(stderr, "annotate: -engine needs -marks")
	}
	var spec match.EngineSpec
	if *other != "" {
		var err error
		if spec, err = match.ParseEngineSpec(*other); err != nil {
			return fail(stderr, "annotate: -engine: %v", err)
		}
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
	first := 1 // the number of games[0] in the file
	if *game > 0 {
		games, first = games[*game-1:*game], *game
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
	name := "takengine"
	if *other != "" {
		name = spec.Name
	}
	for k := range games {
		g := &games[k]
		if *other != "" {
			scores, err := externalScores(spec, g, lim, func() { meter.Add(1) })
			if err != nil {
				return fail(stderr, "annotate: %v", err)
			}
			r := annotate.Rate(g, scores, "takengine")
			fmt.Fprintf(stdout, "game %d (%s - %s):\n%s", k+first, g.Tag("Player1"), g.Tag("Player2"), r.Report("  ", name))
			sum = sum.Plus(r)
			continue
		}
		evals, err := a.Game(ctx, g, func() { meter.Add(1) })
		if err != nil {
			return fail(stderr, "annotate: %v", err)
		}
		if *marks {
			r := annotate.Rate(g, annotate.Scores(g, evals, *cpScale == "winchance"), "takengine")
			fmt.Fprintf(stdout, "game %d (%s - %s):\n%s", k+first, g.Tag("Player1"), g.Tag("Player2"), r.Report("  ", name))
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
		fmt.Fprintf(stdout, "all %d games:\n%s", len(games), sum.Report("  ", name))
	}
	return 0
}

// externalScores scores the positions of g (before every ply, and the
// last) with the TEI engine spec, as PTN-Ninja would keep them: the last
// info line's score before bestmove, from White's side; a finished game
// is not analysed. done is called after each position.
func externalScores(spec match.EngineSpec, g *ptn.Game, lim search.Limits, done func()) ([]annotate.NinjaScore, error) {
	a, err := match.StartAnalyst(spec, g.Size, g.HalfKomi, time.Minute, nil)
	if err != nil {
		return nil, err
	}
	defer a.Close()
	goLine := fmt.Sprintf("go movetime %d", lim.MoveTime.Milliseconds())
	if lim.Depth > 0 {
		goLine = fmt.Sprintf("go depth %d", lim.Depth)
	}
	out := make([]annotate.NinjaScore, len(g.Moves)+1)
	p := g.Start
	for i := range out {
		if p.Result() == board.None {
			s, err := a.Score(&g.Start, g.Moves[:i], goLine, lim.MoveTime)
			if err != nil {
				return nil, err
			}
			cp := s.Cp
			if p.ToMove() == board.Black {
				cp = -cp
			}
			out[i] = annotate.NinjaScore{Cp: cp, Terminal: s.Mate, Known: s.Ok}
		}
		done()
		if i < len(g.Moves) {
			p.Make(g.Moves[i])
		}
	}
	return out, nil
}
