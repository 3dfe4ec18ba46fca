package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/takengine/takengine/bench/match"
	"github.com/takengine/takengine/bench/selfplay"
)

// runLabel implements `takengine label -engine CMD -o OUT [flags]
// POSITIONS...`: it scores the positions of position files with a TEI
// engine and writes them with soft labels (selfplay.Label), continuing an
// interrupted run on the same output. With -from-comments NAME it runs no
// engine: the positions of match PTN files take the scores that engine
// NAME wrote in their comments (selfplay.CommentPositions).
func runLabel(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("label")
	engine := fs.String("engine", "", "the labelling TEI engine: \"CMD [ARGS]\"")
	goLine := fs.String("go", "go nodes 2000", "the go line sent for every position")
	out := fs.String("o", "", "the output position file (an existing one is continued)")
	workers := fs.Int("workers", 1, "engines run at once")
	every := fs.Int("every", 1, "label every N-th position of the input")
	size := fs.Int("size", 0, "label only positions of this board size (0: all)")
	mix := fs.Float64("mix", 0, "share of the game's result in the label (0..1)")
	cpScale := fs.Float64("cpscale", 0, "win chance 1/(1+exp(-cp/S)) for scores without wdl (0: require wdl)")
	skipSpread := fs.Bool("skip-spread-wins", false, "leave out positions where either side could complete a road with one stack move")
	sibling := fs.Int64("sibling", 0, "label instead of each position the one a random legal move away from it (a sibling of the game's move), chosen by this seed (0: the positions themselves)")
	newGame := fs.Bool("newgame", false, "send teinewgame before every position (no score depends on the ones before it)")
	every2 := fs.Duration("progress", 30*time.Second, "a progress line on stderr this often (0: none)")
	fromComments := fs.String("from-comments", "", "label match PTN files from the comments of the engine whose command contains this, instead of running -engine")
	commentScale := fs.String("comment-scale", "linear", "with -from-comments: linear (Tiltak: cp = 200p-100) or logistic (through -cpscale)")
	if status, done := parseFlags(fs, args, stdout, stderr); done {
		return status
	}
	if *fromComments != "" {
		return labelFromComments(*fromComments, *commentScale, *cpScale, *out, fs.Args(), stdout, stderr)
	}
	if *engine == "" || *out == "" || fs.NArg() == 0 {
		return fail(stderr, "label: give -engine, -o and one or more position files")
	}
	if *workers < 1 || *every < 1 {
		return fail(stderr, "label: -workers and -every must be >= 1")
	}
	spec, err := match.ParseEngineSpec(*engine)
	if err != nil {
		return fail(stderr, "label: -engine: %v", err)
	}
	cfg := selfplay.LabelConfig{Engine: spec, Go: *goLine, Workers: *workers, Every: *every, Size: *size,
		Mix: *mix, CpScale: *cpScale, NewGame: *newGame, SkipSpreadWins: *skipSpread, Sibling: *sibling}
	var progress io.Writer
	if *every2 > 0 {
		progress = stderr
	}
	res, err := selfplay.Label(cfg, fs.Args(), *out, progress, *every2)
	if err != nil {
		return fail(stderr, "label: %v", err)
	}
	fmt.Fprintf(stdout, "labelled %d positions (%d found done)\n", res.Done, res.Resumed)
	return 0
}

// labelFromComments writes the quiet positions of the PTN files games
// with the scores engine wrote in their comments (label -from-comments).
func labelFromComments(engine, scaleName string, cpScale float64, out string, files []string, stdout, stderr io.Writer) int {
	if out == "" || len(files) == 0 {
		return fail(stderr, "label: -from-comments needs -o and one or more PTN files")
	}
	var scale selfplay.CommentScale
	switch scaleName {
	case "linear":
		scale = selfplay.LinearScale
	case "logistic":
		if cpScale <= 0 {
			return fail(stderr, "label: -comment-scale logistic needs -cpscale > 0")
		}
		scale = selfplay.LogisticScale(cpScale)
	default:
		return fail(stderr, "label: -comment-scale must be linear or logistic, got %q", scaleName)
	}
	var all []selfplay.Position
	for _, f := range files {
		ps, err := selfplay.CommentPositions(f, engine, scale)
		if err != nil {
			return fail(stderr, "label: %v", err)
		}
		all = append(all, ps...)
	}
	f, err := os.Create(out)
	if err != nil {
		return fail(stderr, "label: %v", err)
	}
	if err := selfplay.WritePositions(f, all); err != nil {
		f.Close()
		return fail(stderr, "label: %v", err)
	}
	if err := f.Close(); err != nil {
		return fail(stderr, "label: %v", err)
	}
	fmt.Fprintf(stdout, "labelled %d positions from the comments of %q\n", len(all), engine)
	return 0
}
