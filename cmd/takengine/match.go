package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"strings"
	"time"

	"github.com/takengine/takengine/bench/match"
	"github.com/takengine/takengine/bench/shard"
	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
)

// minExtentBook is the least number of move-list openings for which a
// book that fits a smaller board draws runMatch's warning (a few openings
// may all lie near a1 by chance).
const minExtentBook = 8

// runMatch implements `takengine match -engine CMD -engine CMD [flags]`:
// it parses the flags, opens the files and hands over to match.Run.
func runMatch(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && args[0] == "merge" {
		return runMerge(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "phases" {
		return runPhases(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "style" {
		return runStyle(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "compare" {
		return runCompare(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "trend" {
		return runTrend(args[1:], stdout, stderr)
	}
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var engines listFlag
	fs.Var(&engines, "engine", `an engine command line "CMD [ARGS]" (give exactly two)`)
	size := fs.Int("size", 6, "board size 3..8")
	komi := fs.String("komi", "2", "komi in flats, a multiple of 0.5 (sent as HalfKomi)")
	games := fs.Int("games", 100, "number of games (each opening is played twice, colours swapped), all shards together")
	shardText := fs.String("shard", "", "play only shard K/N of the games (1 <= K <= N): round i goes to shard (i-1) mod N + 1; merge the PTN files with match merge")
	tcText := fs.String("tc", "10+0.1", "time control: seconds[+increment seconds] per engine (not with -nodes)")
	tc2Text := fs.String("tc2", "", "engine 2's time control when it differs from -tc (a time-odds match; no PTN Clock tag, the TC tag gives both)")
	nodes := fs.Uint64("nodes", 0, "fixed-node match: every move is \"go nodes N\" instead of clocks (PTN tag TC \"nodes N\", no Clock tag); replaces -tc")
	moveLimit := fs.Float64("movelimit", 60, "with -nodes: seconds a move may take before its engine loses on time")
	openings := fs.String("openings", "", "opening book: one opening per line, a move list or a TPS")
	concurrency := fs.Int("concurrency", 1, "games played at once")
	sprtText := fs.String("sprt", "", "stop early when this SPRT decides, e.g. elo0=0,elo1=10,alpha=0.05,beta=0.05 (without it the LLR of those values is only shown)")
	ptnOut := fs.String("ptnout", "", "write every game to this PTN file; when it holds games of the same match (an interrupted run of this command), their rounds are not played again and count in the score")
	logFile := fs.String("log", "", "append every protocol line and the engines' stderr to this file")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(stdout, "usage: takengine match -engine CMD -engine CMD [flags]")
			fs.SetOutput(stdout)
			fs.PrintDefaults()
			return 0
		}
		return fail(stderr, "match: %v", err)
	}
	if fs.NArg() > 0 {
		return fail(stderr, "match: unexpected argument %q", fs.Arg(0))
	}
	if len(engines) != 2 {
		return fail(stderr, "match: give exactly two -engine flags, got %d", len(engines))
	}
	cfg := match.Config{Size: *size, Games: *games, Concurrency: *concurrency, Progress: stdout}
	for i, s := range engines {
		spec, err := match.ParseEngineSpec(s)
		if err == nil {
			_, err = exec.LookPath(spec.Path)
		}
		if err != nil {
			return fail(stderr, "match: engine %d: %v", i+1, err)
		}
		cfg.Engines[i] = spec
	}
	if *size < 3 || *size > 8 {
		return fail(stderr, "match: -size must be between 3 and 8, got %d", *size)
	}
	k, err := board.ParseKomi(*komi)
	if err != nil {
		return fail(stderr, "match: -komi: %v", err)
	}
	cfg.HalfKomi = k.Half()
	if cfg.Shard, err = shard.Parse(*shardText); err != nil {
		return fail(stderr, "match: -shard: %v", err)
	}
	if !cfg.Shard.Whole() && *sprtText != "" {
		return fail(stderr, "match: -sprt cannot stop one shard; give it to match merge")
	}
	if *games < 1 {
		return fail(stderr, "match: -games must be at least 1, got %d", *games)
	}
	if *concurrency < 1 {
		return fail(stderr, "match: -concurrency must be at least 1, got %d", *concurrency)
	}
	if cfg.TC, err = match.ParseTimeControl(*tcText); err != nil {
		return fail(stderr, "match: -tc: %v", err)
	}
	if *tc2Text != "" {
		if cfg.TC2, err = match.ParseTimeControl(*tc2Text); err != nil {
			return fail(stderr, "match: -tc2: %v", err)
		}
	}
	if set := setFlags(fs); *nodes > 0 || set["movelimit"] {
		switch {
		case *nodes == 0:
			return fail(stderr, "match: -movelimit needs -nodes")
		case set["tc"] || set["tc2"]:
			return fail(stderr, "match: -tc and -tc2 exclude -nodes (a fixed-node match has no clocks)")
		case !(*moveLimit > 0 && *moveLimit <= 1e6):
			return fail(stderr, "match: -movelimit must be between 0 and 1e6 seconds, got %v", *moveLimit)
		}
		cfg.Nodes, cfg.TC = *nodes, match.TimeControl{}
		cfg.MoveLimit = time.Duration(*moveLimit * float64(time.Second))
	}
	if *sprtText != "" {
		t, err := match.ParseSPRT(*sprtText)
		if err != nil {
			return fail(stderr, "match: %v", err)
		}
		cfg.SPRT = &t
	}
	if *openings != "" {
		f, err := os.Open(*openings)
		if err != nil {
			return fail(stderr, "match: -openings: %v", err)
		}
		cfg.Openings, err = match.ReadOpenings(f, cfg.Size, cfg.HalfKomi)
		f.Close()
		if err != nil {
			return fail(stderr, "match: -openings %s: %v", *openings, err)
		}
		if n, lists := match.Extent(cfg.Openings); lists >= minExtentBook && n < cfg.Size {
			fmt.Fprintf(stderr, "match: warning: every opening of %s lies within %dx%d: a book for a smaller board? (the match is on %dx%d; -size)\n",
				*openings, n, n, cfg.Size, cfg.Size)
		}
	}
	cfg.EngineStderr = stderr
	if *ptnOut != "" {
		f, err := cfg.ResumePTN(*ptnOut) // an earlier run's games are kept and not played again
		if err != nil {
			return fail(stderr, "match: -ptnout: %v", err)
		}
		defer f.Close()
		cfg.PTN = f
	}
	if *logFile != "" {
		f, err := os.OpenFile(*logFile, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
		if err != nil {
			return fail(stderr, "match: %v", err)
		}
		defer f.Close()
		cfg.Log = f
	}
	if cfg.Log != nil {
		cfg.EngineStderr = nil // into the log
	}

	// The first Ctrl-C lets the running games finish; a second one kills.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	finished := make(chan struct{})
	defer stop()
	go func() {
		select {
		case <-finished:
		case <-ctx.Done():
			stop()
			fmt.Fprintln(stderr, "match: interrupted; finishing the running games (Ctrl-C again to abort)")
		}
	}()
	_, err = match.Run(ctx, cfg)
	close(finished)
	if err != nil {
		fmt.Fprintf(stderr, "match: %v\n", err)
		return 1
	}
	return 0
}

// runMerge implements `takengine match merge [-sprt SPEC] [-ptnout FILE]
// FILE.ptn...`: the score, Elo and SPRT of the games in the PTN files that
// the shards of a match wrote.
func runMerge(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("match merge")
	sprtText := fs.String("sprt", "", "the SPRT to decide, e.g. elo0=0,elo1=10,alpha=0.05,beta=0.05 (default: that one, for information)")
	ptnOut := fs.String("ptnout", "", "also write the merged games, in round order, to this PTN file")
	if status, done := parseFlags(fs, args, stdout, stderr); done {
		return status
	}
	if fs.NArg() == 0 {
		return fail(stderr, "match merge: give the PTN files of the shards")
	}
	t, stops := match.StandardSPRT(), *sprtText != ""
	if stops {
		var err error
		if t, err = match.ParseSPRT(*sprtText); err != nil {
			return fail(stderr, "match merge: %v", err)
		}
	}
	m, err := match.Merge(fs.Args())
	if err != nil {
		return fail(stderr, "match merge: %v", err)
	}
	if *ptnOut != "" {
		f, err := os.Create(*ptnOut)
		if err != nil {
			return fail(stderr, "match merge: %v", err)
		}
		for i := range m.Games {
			if err == nil {
				err = m.Games[i].Write(f)
			}
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fail(stderr, "match merge: -ptnout: %v", err)
		}
	}
	m.WriteSummary(stdout, t, stops)
	return 0
}

// runPhases implements `takengine match phases [-first 40] [-last 20]
// FILE.ptn...`: each player's mean depth and time per ply in the first
// plies, the middle and the last plies of the games, from their
// evaluation comments (takengine match's or Racetrack's).
func runPhases(args []string, stdout, stderr io.Writer) int {
	games, first, last, status, done := phaseGames("phases", args, stdout, stderr)
	if done {
		return status
	}
	match.WritePhases(stdout, match.Phases(games, first, last), first, last)
	return 0
}

// runStyle implements `takengine match style [-first 40] [-last 20]
// FILE.ptn...`: each player's results by colour and by ending (road,
// flats, other), and the kinds of move it chose in each phase.
func runStyle(args []string, stdout, stderr io.Writer) int {
	games, first, last, status, done := phaseGames("style", args, stdout, stderr)
	if done {
		return status
	}
	match.WriteStyles(stdout, match.Styles(games, first, last), first, last)
	return 0
}

// runTrend implements `takengine match trend [-step 10] [-plies 120]
// FILE.ptn...`: each engine's mean score of its own positions per
// stretch of plies, by its colour and by how its games ended.
func runTrend(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("match trend")
	step := fs.Int("step", 10, "plies a stretch")
	plies := fs.Int("plies", 120, "the last ply counted")
	if status, done := parseFlags(fs, args, stdout, stderr); done {
		return status
	}
	if fs.NArg() == 0 {
		return fail(stderr, "match trend: give PTN files")
	}
	if *step < 1 || *plies < 1 {
		return fail(stderr, "match trend: -step and -plies must be at least 1")
	}
	var games []ptn.Game
	for _, path := range fs.Args() {
		g, err := ptn.ReadFile(path)
		if err != nil {
			return fail(stderr, "match trend: %v", err)
		}
		games = append(games, g...)
	}
	match.WriteTrends(stdout, match.Trends(games, *step, *plies), *step)
	return 0
}

// runCompare implements `takengine match compare A.ptn[,A2.ptn...]
// B.ptn[,B2.ptn...]`: two matches of the same book (each one PTN file, or
// its shards' files joined by commas) paired round by round (see
// match.Compare).
func runCompare(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("match compare")
	if status, done := parseFlags(fs, args, stdout, stderr); done {
		return status
	}
	if fs.NArg() != 2 {
		return fail(stderr, "match compare: give two matches: A.ptn B.ptn (a match's shards joined by commas)")
	}
	var ms [2]*match.Merged
	for i, arg := range fs.Args() {
		m, err := match.Merge(strings.Split(arg, ","))
		if err != nil {
			return fail(stderr, "match compare: %v", err)
		}
		ms[i] = m
	}
	c, err := match.Compare(ms[0], ms[1])
	if err != nil {
		return fail(stderr, "match compare: %v", err)
	}
	match.WriteComparison(stdout, c, fs.Arg(0), fs.Arg(1), ms[0], ms[1])
	return 0
}

// phaseGames parses the flags of `match phases` and `match style` (the
// phase bounds, then PTN files) and reads the games; done says the
// command ends with status (help, or a bad flag or file).
func phaseGames(name string, args []string, stdout, stderr io.Writer) (games []ptn.Game, first, last, status int, done bool) {
	fs := newFlags("match " + name)
	firstFlag := fs.Int("first", match.SummaryFirst, "the early phase: plies 1 to this")
	lastFlag := fs.Int("last", match.SummaryLast, "the late phase: the last this many plies of each game")
	if status, done := parseFlags(fs, args, stdout, stderr); done {
		return nil, 0, 0, status, true
	}
	if fs.NArg() == 0 {
		return nil, 0, 0, fail(stderr, "match %s: give PTN files", name), true
	}
	if *firstFlag < 1 || *lastFlag < 1 {
		return nil, 0, 0, fail(stderr, "match %s: -first and -last must be at least 1", name), true
	}
	for _, path := range fs.Args() {
		g, err := ptn.ReadFile(path)
		if err != nil {
			return nil, 0, 0, fail(stderr, "match %s: %v", name, err), true
		}
		games = append(games, g...)
	}
	return games, *firstFlag, *lastFlag, 0, false
}
