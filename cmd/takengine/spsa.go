package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"os/signal"
	"strings"
	"time"

	"github.com/takengine/takengine/bench/match"
	"github.com/takengine/takengine/bench/spsa"
	"github.com/takengine/takengine/board"
)

// runSPSA implements `takengine spsa -engine "CMD ... {}" -params SPECS
// [-opponent CMD] [flags]`: SPSA tuning of engine parameters on game
// results (package bench/spsa). Each iteration plays one opening of the
// book with both colours: the plus engine against the minus engine, or,
// with -opponent, each of them against the opponent from that opening
// (four games, two at a time with -concurrency 2). "{}" in the engine
// command becomes the values as Name=value,... (so -engine "takengine tei
// -weights {}" tunes evaluation weights, "takengine tei -params {}" search
// parameters). Every iteration appends a JSON line to -log; the same
// command on the same log continues an interrupted run.
func runSPSA(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && args[0] == "summary" {
		return runSPSASummary(args[1:], stdout, stderr)
	}
	fs := newFlags("spsa")
	engine := fs.String("engine", "", `the tuned engine's command, with {} where the values go as Name=value,... (e.g. "takengine tei -weights {}")`)
	opponent := fs.String("opponent", "", "play each perturbed engine against this engine instead of against each other")
	paramText := fs.String("params", "", "the tuned parameters, comma-separated Name:start:min:max[:c[:r]] (c: the perturbation at the last iteration, default (max-min)/20; r: the learning rate there, default 0.02)")
	iterations := fs.Int("iterations", 200, "iterations (each one opening, both colours: 2 games, 4 with -opponent)")
	seed := fs.Uint64("seed", 1, "seed of the perturbations and of the openings drawn")
	size := fs.Int("size", 6, "board size 3..8")
	komi := fs.String("komi", "2", "komi in flats, a multiple of 0.5")
	tcText := fs.String("tc", "2+0.02", "time control per engine: seconds[+increment] (not with -nodes)")
	nodes := fs.Uint64("nodes", 0, "fixed-node games: every move is \"go nodes N\" (replaces -tc)")
	openings := fs.String("openings", "", "opening book (one opening a line, a move list or a TPS), drawn at random each iteration; none: the empty board")
	concurrency := fs.Int("concurrency", 2, "games at once (1 or 2: a pair's two games)")
	logFile := fs.String("log", "", "append each iteration's JSON record here; an existing log of this run is resumed")
	if status, done := parseFlags(fs, args, stdout, stderr); done {
		return status
	}
	if fs.NArg() > 0 {
		return fail(stderr, "spsa: unexpected argument %q", fs.Arg(0))
	}
	if !strings.Contains(*engine, "{}") {
		return fail(stderr, "spsa: -engine must hold {} where the values go, e.g. \"takengine tei -weights {}\"")
	}
	params, err := spsa.ParseParams(*paramText)
	if err != nil {
		return fail(stderr, "spsa: -params: %v", err)
	}
	tuner, err := spsa.New(params, *iterations, *seed)
	if err != nil {
		return fail(stderr, "spsa: %v", err)
	}
	if *concurrency < 1 || *concurrency > 2 {
		return fail(stderr, "spsa: -concurrency must be 1 or 2, got %d", *concurrency)
	}
	cfg := match.Config{Size: *size, Games: 2, Concurrency: *concurrency}
	if *size < board.MinSize || *size > board.MaxSize {
		return fail(stderr, "spsa: -size must be between 3 and 8, got %d", *size)
	}
	k, err := board.ParseKomi(*komi)
	if err != nil {
		return fail(stderr, "spsa: -komi: %v", err)
	}
	cfg.HalfKomi = k.Half()
	if *nodes > 0 {
		if setFlags(fs)["tc"] {
			return fail(stderr, "spsa: -tc excludes -nodes")
		}
		cfg.Nodes = *nodes
	} else if cfg.TC, err = match.ParseTimeControl(*tcText); err != nil {
		return fail(stderr, "spsa: -tc: %v", err)
	}
	spec := func(cmd, name string) (match.EngineSpec, error) {
		s, err := match.ParseEngineSpec(cmd)
		if err == nil {
			_, err = exec.LookPath(s.Path)
		}
		s.Name = name
		return s, err
	}
	var opp match.EngineSpec
	if *opponent != "" {
		if opp, err = spec(*opponent, *opponent); err != nil {
			return fail(stderr, "spsa: -opponent: %v", err)
		}
	}
	if _, err := spec(strings.ReplaceAll(*engine, "{}", "x"), ""); err != nil {
		return fail(stderr, "spsa: -engine: %v", err)
	}
	book := []match.Opening{}
	if *openings != "" {
		f, err := os.Open(*openings)
		if err != nil {
			return fail(stderr, "spsa: -openings: %v", err)
		}
		book, err = match.ReadOpenings(f, cfg.Size, cfg.HalfKomi)
		f.Close()
		if err != nil {
			return fail(stderr, "spsa: -openings %s: %v", *openings, err)
		}
	} else {
		o, err := match.EmptyOpening(cfg.Size, cfg.HalfKomi)
		if err != nil {
			return fail(stderr, "spsa: %v", err)
		}
		book = append(book, o)
	}
	var log io.Writer
	if *logFile != "" {
		if b, err := os.ReadFile(*logFile); err == nil {
			n, err := tuner.Resume(bytes.NewReader(b))
			if err != nil {
				return fail(stderr, "spsa: -log %s: %v", *logFile, err)
			}
			if n > 0 {
				fmt.Fprintf(stdout, "resumed %d iterations from %s\n", n, *logFile)
			}
		} else if !os.IsNotExist(err) {
			return fail(stderr, "spsa: -log: %v", err)
		}
		f, err := os.OpenFile(*logFile, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
		if err != nil {
			return fail(stderr, "spsa: -log: %v", err)
		}
		defer f.Close()
		log = f
	}
	cfg.EngineStderr = io.Discard

	// The first Ctrl-C ends the run after the running iteration (its
	// record is kept, so the run resumes there).
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	start, first := time.Now(), tuner.K()
	for !tuner.Done() && ctx.Err() == nil {
		it := tuner.K()
		// Each iteration's opening comes from the seed and the iteration
		// alone, so a resumed run draws the same ones.
		oi := rand.New(rand.NewPCG(*seed, uint64(it))).IntN(len(book))
		cfg.Openings = book[oi : oi+1]
		plus, minus := tuner.Next()
		ps, err := spec(strings.ReplaceAll(*engine, "{}", spsa.Format(params, plus)), "plus")
		if err != nil {
			return fail(stderr, "spsa: %v", err)
		}
		ms, err := spec(strings.ReplaceAll(*engine, "{}", spsa.Format(params, minus)), "minus")
		if err != nil {
			return fail(stderr, "spsa: %v", err)
		}
		var pPlus, pMinus float64
		if *opponent == "" {
			s, err := pairScore(cfg, ps, ms)
			if err != nil {
				return engineFailed(stderr, it, err)
			}
			pPlus, pMinus = s, 2-s
		} else {
			if pPlus, err = pairScore(cfg, ps, opp); err == nil {
				pMinus, err = pairScore(cfg, ms, opp)
			}
			if err != nil {
				return engineFailed(stderr, it, err)
			}
		}
		step, err := tuner.Update(pPlus - pMinus)
		if err != nil {
			return fail(stderr, "spsa: %v", err)
		}
		if log != nil {
			if err := spsa.WriteStep(log, step); err != nil {
				return fail(stderr, "spsa: -log: %v", err)
			}
		}
		done := it + 1 - first
		eta := time.Duration(float64(time.Since(start)) / float64(done) * float64(*iterations-it-1))
		fmt.Fprintf(stdout, "%d/%d opening %d: plus %.1f minus %.1f; %s (eta %s)\n", it+1, *iterations, oi+1,
			pPlus, pMinus, estimate(params, step.Theta), eta.Round(time.Second))
	}
	fmt.Fprintf(stdout, "tuned after %d of %d iterations: %s\n", tuner.K(), *iterations, spsa.Format(params, tuner.Rounded()))
	return 0
}

// engineFailed reports an engine that could not play iteration it and
// returns exit status 1, as takengine match does (2 is for bad
// arguments); the log keeps the iterations before it.
func engineFailed(stderr io.Writer, it int, err error) int {
	// Both games of a pair may fail alike; their errors come joined,
	// a line each, and one line is reported.
	first, _, _ := strings.Cut(err.Error(), "\n")
	fmt.Fprintf(stderr, "spsa: iteration %d: %s\n", it, first)
	return 1
}

// pairScore plays one opening with both colours between a and b and
// returns a's points (0..2).
func pairScore(cfg match.Config, a, b match.EngineSpec) (float64, error) {
	cfg.Engines = [2]match.EngineSpec{a, b}
	rep, err := match.Run(context.Background(), cfg)
	if err != nil {
		return 0, err
	}
	return float64(rep.Score.Wins) + float64(rep.Score.Draws)/2, nil
}

// estimate formats the tuner's estimate with one decimal.
func estimate(params []spsa.Param, theta []float64) string {
	var b strings.Builder
	for i, p := range params {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%s=%.1f", p.Name, theta[i])
	}
	return b.String()
}

// runSPSASummary implements `takengine spsa summary [-params SPECS] LOG`:
// per parameter, where the run moved it and the mean score difference per
// iteration along it (bench/spsa.Effects) with its 95% interval.
func runSPSASummary(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("spsa summary")
	paramText := fs.String("params", "", "the run's -params, to name the parameters and show their start (without it: p1, p2, ...)")
	if status, done := parseFlags(fs, args, stdout, stderr); done {
		return status
	}
	if fs.NArg() != 1 {
		return fail(stderr, "spsa summary: give one log file")
	}
	f, err := os.Open(fs.Arg(0))
	if err != nil {
		return fail(stderr, "spsa summary: %v", err)
	}
	steps, err := spsa.ReadSteps(f)
	f.Close()
	if err != nil {
		return fail(stderr, "spsa summary: %s: %v", fs.Arg(0), err)
	}
	if len(steps) == 0 {
		return fail(stderr, "spsa summary: %s holds no iterations", fs.Arg(0))
	}
	n := len(steps[0].Delta)
	names := make([]string, n)
	var start []float64
	for i := range names {
		names[i] = fmt.Sprintf("p%d", i+1)
	}
	if *paramText != "" {
		params, err := spsa.ParseParams(*paramText)
		if err != nil {
			return fail(stderr, "spsa summary: -params: %v", err)
		}
		if len(params) != n {
			return fail(stderr, "spsa summary: -params names %d parameters, the log has %d", len(params), n)
		}
		for i, p := range params {
			names[i] = p.Name
			start = append(start, p.Start)
		}
	}
	total := 0.0
	for _, s := range steps {
		total += s.Result
	}
	fmt.Fprintf(stdout, "%d iterations; the plus side's mean score less the minus side's %+.3f\n", len(steps), total/float64(len(steps)))
	fmt.Fprintln(stdout, "parameter        start    final   effect (result x sign, 95%)    z")
	for i, e := range spsa.Effects(steps, start) {
		from := "-"
		if start != nil {
			from = fmt.Sprintf("%.1f", e.First)
		}
		z := 0.0
		if e.SE > 0 {
			z = e.Mean / e.SE
		}
		fmt.Fprintf(stdout, "%-15s %7s %8.1f   %+.3f +- %.3f              %+.1f\n", names[i], from, e.Final, e.Mean, 1.96*e.SE, z)
	}
	return 0
}
