package main

import (
	"fmt"
	"io"
	"time"

	"github.com/takengine/takengine/bench/match"
	"github.com/takengine/takengine/bench/selfplay"
)

// runJudge implements `takengine judge -engine CMD -judge CMD -o OUT
// [flags] GAMES.ptn...`: the candidate chooses its move in positions
// sampled from the games, and the judge scores the position after each
// (selfplay.Judge); `takengine judge compare A.tsv B.tsv` pairs two such
// outputs position by position (selfplay.CompareJudged).
func runJudge(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && args[0] == "compare" {
		return runJudgeCompare(args[1:], stdout, stderr)
	}
	fs := newFlags("judge")
	engine := fs.String("engine", "", "the candidate TEI engine, which chooses the moves: \"CMD [ARGS]\"")
	goLine := fs.String("go", "go nodes 300000", "the candidate's go line (fixed nodes give the same moves on any load)")
	judgeCmd := fs.String("judge", "", "the judging TEI engine: \"CMD [ARGS]\"")
	judgeGo := fs.String("judge-go", "go nodes 50000", "the judge's go line")
	player := fs.String("player", "", "only positions where the side to move is the player whose PTN tag (Player1, Player2) contains this (empty: both sides)")
	from := fs.Int("from", 16, "the first ply to sample (the position after this many moves)")
	to := fs.Int("to", 70, "the last ply to sample")
	positions := fs.Int("positions", 1200, "positions to sample (0: every one)")
	seed := fs.Int64("seed", 7, "the sample's shuffle")
	cpScale := fs.Float64("cpscale", 0, "win chance 1/(1+exp(-cp/S)) for judge scores without wdl (0: require wdl)")
	cache := fs.String("cache", "", "a file of judged positions, read and appended (one per judge and -judge-go)")
	out := fs.String("o", "", "the output (an existing one is continued)")
	every := fs.Duration("progress", 30*time.Second, "a progress line on stderr this often (0: none)")
	if status, done := parseFlags(fs, args, stdout, stderr); done {
		return status
	}
	if *engine == "" || *judgeCmd == "" || *out == "" || fs.NArg() == 0 {
		return fail(stderr, "judge: give -engine, -judge, -o and one or more PTN files")
	}
	if *from < 0 || *to < *from || *positions < 0 {
		return fail(stderr, "judge: want 0 <= -from <= -to and -positions >= 0")
	}
	cfg := selfplay.JudgeConfig{Go: *goLine, JudgeGo: *judgeGo, Player: *player, From: *from, To: *to,
		Positions: *positions, Seed: *seed, CpScale: *cpScale, Cache: *cache}
	var err error
	if cfg.Engine, err = match.ParseEngineSpec(*engine); err != nil {
		return fail(stderr, "judge: -engine: %v", err)
	}
	if cfg.Judge, err = match.ParseEngineSpec(*judgeCmd); err != nil {
		return fail(stderr, "judge: -judge: %v", err)
	}
	jobs, games, err := selfplay.JudgePositions(fs.Args(), &cfg)
	if err != nil {
		return fail(stderr, "judge: %v", err)
	}
	var progress io.Writer
	if *every > 0 {
		progress = stderr
	}
	res, err := selfplay.Judge(jobs, cfg, *out, progress, *every)
	if err != nil {
		return fail(stderr, "judge: %v", err)
	}
	fmt.Fprintf(stdout, "judged %d positions of %d games (%d found done, %d from the cache)\n", res.Done, games, res.Resumed, res.Cached)
	rows, err := selfplay.ReadJudged(*out)
	if err != nil {
		return fail(stderr, "judge: %v", err)
	}
	sum := 0.0
	for _, r := range rows {
		sum += r.Win
	}
	if len(rows) > 0 {
		fmt.Fprintf(stdout, "mean win chance after the candidate's move: %.4f over %d positions\n", sum/float64(len(rows)), len(rows))
	}
	return 0
}

// runJudgeCompare implements `takengine judge compare A.tsv B.tsv`.
func runJudgeCompare(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("judge compare")
	if status, done := parseFlags(fs, args, stdout, stderr); done {
		return status
	}
	if fs.NArg() != 2 {
		return fail(stderr, "judge compare: give two judge outputs: A.tsv B.tsv")
	}
	var rows [2]map[string]selfplay.JudgedMove
	for i, path := range fs.Args() {
		r, err := selfplay.ReadJudged(path)
		if err != nil {
			return fail(stderr, "judge compare: %v", err)
		}
		rows[i] = r
	}
	c, err := selfplay.CompareJudged(rows[0], rows[1])
	if err != nil {
		return fail(stderr, "judge compare: %v", err)
	}
	selfplay.WriteJudgeComparison(stdout, c, fs.Arg(0), fs.Arg(1))
	return 0
}
