package main

import (
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/takengine/takengine/bench/shard"
	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/eval"
)

// options are tune's flags, checked.
type options struct {
	sizes          []int
	komis          []board.Komi
	games          int
	nodes          uint64
	iterations     int
	blend          float64
	holdout        float64
	skipSpreadWins bool
	l2             float64
	out            string
	workers        int
	ptnFiles       []string
	posFiles       []string
	testFiles      []string
	dump           string
	seed           int64
	start          string // hand or default
	overrides      map[eval.Feature]int
	fixed          []eval.Feature
	leafDepth      int
	shard          shard.Shard
	progress       time.Duration // between progress lines on stderr; 0: none
	choiceFiles    []string      // -choices: fit to a teacher's moves in these games
	teacher        string
	choiceDepth    int
	temp           float64
	fromPly        int
}

// parseOptions reads and checks every flag before anything is played, so
// a bad size or komi is reported at once, not after hours of games.
func parseOptions(args []string) (*options, error) {
	fs := flag.NewFlagSet("tune", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	sizes := fs.String("sizes", "4,5,6,7,8", "board sizes to tune (4..8)")
	komis := fs.String("komis", "0,2", "komi values in flats to play, multiples of 0.5")
	o := &options{}
	fs.IntVar(&o.games, "games", 200, "self-play games per size and komi (all shards together)")
	fs.Uint64Var(&o.nodes, "nodes", 8000, "search nodes per move")
	fs.IntVar(&o.iterations, "iterations", 3000, "gradient steps (0: no fit; the starting weights, with their losses, are written as they are)")
	fs.Float64Var(&o.l2, "l2", 0, "ridge penalty toward the starting weights: adds L2*sum(((w-start)/100)^2) to the loss (0: none)")
	fs.Float64Var(&o.holdout, "holdout", 0, "leave this fraction of the -positions games (chosen by game key, the same on every run) out of the fit and print the loss on them before and after")
	fs.Float64Var(&o.blend, "blend", 1, "keep this fraction of the fitted change: start + blend*(fitted - start), rounded (shrinks a fit toward the proven weights; 1: the fit itself)")
	fs.StringVar(&o.out, "out", "", "write the Go source of the weights here (default stdout)")
	fs.IntVar(&o.workers, "workers", 2, "games played at once, each on its own goroutine with its own engine")
	fs.DurationVar(&o.progress, "progress", 10*time.Second, "self-play progress on stderr (games done/total, positions, rate, ETA) this often; one updating line on a terminal; 0: none")
	ptnFiles := fs.String("ptn", "", "also fit to the games of these PTN files (comma-separated; match or tournament games of any engines)")
	fs.StringVar(&o.start, "start", "hand", "starting weights: hand (the hand-set ones) or default (the built-in tuned ones)")
	weights := fs.String("weights", "", "overrides of the starting weights, Feature=value,... (for example GroupNear=100)")
	testFiles := fs.String("test", "", "held-out PTN files (comma-separated): their positions are not fitted, only scored, and the loss on them is printed before and after the fit")
	posFiles := fs.String("positions", "", "also fit to the positions saved in these files by -dump (comma-separated; the files of a run's shards)")
	fs.IntVar(&o.leafDepth, "leaf-depth", 0, "fit each -positions position's features where the principal variation of a search this deep from it ends, with the starting weights (0: the position itself)")
	fs.BoolVar(&o.skipSpreadWins, "skip-spread-wins", false, "leave the -positions positions where either side could complete a road with one stack move out of the fit and the held-out loss (the search resolves those at its horizon)")
	fs.StringVar(&o.dump, "dump", "", "write every self-play position (TPS, half-komi, result, game key) to this file, a game at a time; run the same command again on it to continue an interrupted run")
	fs.Int64Var(&o.seed, "seed", 0, "seeds the self-play games, for new games with the same settings")
	fixed := fs.String("fixed", "Reserves,Threats", "features whose weights stay as they are (Threats never varies in quiet positions; Reserves is nearly collinear with the flat count, which alone carries komi)")
	free := fs.String("free", "", "features whose weights vary, all others held (comma-separated; replaces -fixed): to fit new features on top of proven weights")
	choiceFiles := fs.String("choices", "", "fit to the moves a teacher chose in the games of these PTN files (comma-separated; comparison training, see package eval/texel) instead of to results; needs -teacher and -games 0; reads the games of every komi, as -komis does not apply")
	fs.StringVar(&o.teacher, "teacher", "", "with -choices: part of the PTN Player1/Player2 tag of the engine whose moves are read")
	fs.IntVar(&o.choiceDepth, "choice-depth", 2, "with -choices: search depth after each move to the leaf that is compared (0: the opponent's best static reply)")
	fs.Float64Var(&o.temp, "temp", 25, "with -choices: temperature of the comparison in centi-flats")
	fs.IntVar(&o.fromPly, "from-ply", 8, "with -choices: first ply read (the opening book's plies come before)")
	shardText := fs.String("shard", "", "play only slice K/N of the games (1 <= K <= N) and write their positions to -dump, without fitting")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	var err error
	for _, s := range list(*sizes) {
		n, err := strconv.Atoi(s)
		if err != nil || n < 4 || n > board.MaxSize {
			return nil, fmt.Errorf("-sizes: %q is not a size from 4 to %d", s, board.MaxSize)
		}
		o.sizes = append(o.sizes, n)
	}
	for _, s := range list(*komis) {
		k, err := board.ParseKomi(s)
		if err != nil {
			return nil, fmt.Errorf("-komis: %v", err)
		}
		o.komis = append(o.komis, k)
	}
	switch {
	case len(o.sizes) == 0 || len(o.komis) == 0:
		return nil, fmt.Errorf("-sizes and -komis need at least one value")
	case o.blend <= 0 || o.blend > 1:
		return nil, fmt.Errorf("-blend must be in (0, 1], got %v", o.blend)
	case !(o.l2 >= 0 && o.l2 < 1e6):
		return nil, fmt.Errorf("-l2 must be in [0, 1e6), got %v", o.l2)
	case !(o.holdout >= 0 && o.holdout < 1):
		return nil, fmt.Errorf("-holdout must be in [0, 1), got %v", o.holdout)
	case o.leafDepth < 0 || o.leafDepth > 8:
		return nil, fmt.Errorf("-leaf-depth must be in [0, 8], got %d", o.leafDepth)
	case o.games < 0 || o.nodes < 1 || o.iterations < 0 || o.workers < 1 || o.progress < 0:
		return nil, fmt.Errorf("-games, -iterations and -progress must be >= 0, -nodes and -workers >= 1")
	case o.start != "hand" && o.start != "default":
		return nil, fmt.Errorf("-start must be hand or default, got %q", o.start)
	}
	if *weights != "" {
		if o.overrides, err = eval.ParseOverrides(*weights); err != nil {
			return nil, fmt.Errorf("-weights: %v", err)
		}
	}
	if *free != "" {
		if o.fixed, err = heldBut(list(*free)); err != nil {
			return nil, fmt.Errorf("-free: %v", err)
		}
	} else {
		for _, name := range list(*fixed) {
			f, err := eval.ParseFeature(name)
			if err != nil {
				return nil, fmt.Errorf("-fixed: %v", err)
			}
			o.fixed = append(o.fixed, f)
		}
	}
	if o.shard, err = shard.Parse(*shardText); err != nil {
		return nil, fmt.Errorf("-shard: %v", err)
	}
	if !o.shard.Whole() && (o.dump == "" || o.games == 0) {
		return nil, fmt.Errorf("-shard needs -dump and -games above 0: a shard only plays and saves its positions")
	}
	o.ptnFiles, o.posFiles, o.testFiles = list(*ptnFiles), list(*posFiles), list(*testFiles)
	o.choiceFiles = list(*choiceFiles)
	if len(o.choiceFiles) > 0 {
		switch {
		case o.teacher == "":
			return nil, fmt.Errorf("-choices needs -teacher")
		case o.games != 0 || len(o.ptnFiles) > 0 || len(o.posFiles) > 0 || len(o.testFiles) > 0 || o.dump != "":
			return nil, fmt.Errorf("-choices fits only to the teacher's moves: give -games 0 and no -ptn, -positions, -test or -dump")
		case o.choiceDepth < 0 || o.choiceDepth > 8 || !(o.temp > 0) || o.fromPly < 0:
			return nil, fmt.Errorf("-choice-depth must be in 0..8, -temp above 0 and -from-ply >= 0")
		}
	}
	return o, nil
}

// list splits a comma-separated flag value, dropping empty items.
func list(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// heldBut returns every feature but the named ones.
func heldBut(names []string) ([]eval.Feature, error) {
	var vary [eval.NumFeatures]bool
	for _, name := range names {
		f, err := eval.ParseFeature(name)
		if err != nil {
			return nil, err
		}
		vary[f] = true
	}
	var held []eval.Feature
	for f := range eval.NumFeatures {
		if !vary[f] {
			held = append(held, f)
		}
	}
	return held, nil
}
