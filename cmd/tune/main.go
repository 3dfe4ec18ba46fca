// Command tune fits the evaluation weights of takengine to game results
// (Texel tuning, see package eval/texel) and writes them as Go source for
// eval/weights_tuned.go.
//
//	go run ./cmd/tune -sizes 4,5,6,7,8 -komis 0,2 -games 200 -nodes 8000 -out eval/weights_tuned.go
//
// For every size it plays the given number of self-play games per komi
// with the starting weights (package bench/selfplay), adds the positions
// of any -ptn games and -positions files, fits the weights from the
// starting ones, and prints the loss before and after (and on the
// held-out games of -test, and the -holdout share of the -positions
// games, which the fit does not see); -blend keeps only part of the fitted change.
// With -shard K/N it only plays its slice of the games and saves their
// positions to -dump; a later run with -games 0 -positions fits to the
// shards' files. A -dump file is written a game at a time and resumed
// when the same command runs again on it; -workers plays games at once
// and -progress reports on stderr. With -choices (and -games 0) it fits
// instead to the moves a -teacher engine chose in PTN games (comparison
// training, texel.FitChoices, with selfplay.TeacherChoices reading them).
// -fixed holds the named features; -free instead varies only the named
// ones. -leaf-depth D fits each -positions position's features where the
// principal variation of a D-ply search from it ends
// (selfplay.LoadPositionsLeaf).
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/takengine/takengine/bench/progress"
	"github.com/takengine/takengine/bench/selfplay"
	"github.com/takengine/takengine/eval"
	"github.com/takengine/takengine/eval/texel"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the command: exit status 2 for bad flags, 1 when a file or a
// game fails, 0 otherwise.
func run(args []string, stdout, stderr io.Writer) int {
	o, err := parseOptions(args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprintln(stdout, "usage: tune [flags]; see the package comment of cmd/tune")
		return 0
	}
	if err != nil {
		fmt.Fprintln(stderr, "tune:", err)
		return 2
	}
	if err := tune(o, stdout, stderr); err != nil {
		fmt.Fprintln(stderr, "tune:", err)
		return 1
	}
	return 0
}

// tune plays, loads and fits as o says and writes the result.
func tune(o *options, stdout, stderr io.Writer) error {
	ev := eval.New() // sizes not tuned now keep their current weights
	for _, n := range o.sizes {
		if o.start == "hand" {
			ev.W[n] = eval.HandWeights()
		}
		for f, x := range o.overrides {
			ev.W[n][f] = x
		}
	}
	var progressTo io.Writer
	if o.progress > 0 {
		progressTo = stderr
	}
	for _, n := range o.sizes {
		if len(o.choiceFiles) > 0 {
			if err := o.fitChoices(ev, n, stderr); err != nil {
				return err
			}
			continue
		}
		samples, held, err := o.fileSamples(n, ev, stderr)
		if err != nil {
			return err
		}
		player := &eval.Evaluator{W: ev.W} // the games use the starting weights
		for _, k := range o.komis {
			cfg := selfplay.Config{Size: n, HalfKomi: k.Half(), Games: o.games, Shard: o.shard,
				Workers: o.workers, Nodes: o.nodes, RandomPlies: 4, Seed: o.seed, Evaluator: player}
			if o.dump != "" {
				// Resumable: the games already in the file are not played again.
				r, err := selfplay.Generate(cfg, o.dump, o.shard.Whole(), progressTo, o.progress)
				if err != nil {
					return err
				}
				samples = append(samples, r.Samples...)
				fmt.Fprintf(stderr, "size %d komi %v: %d positions from self-play (%d games played, %d already in %s)\n",
					n, k, r.Positions, r.Played, r.Resumed, o.dump)
				continue
			}
			meter := progress.New(progressTo, o.shard.Count(o.games), 0, 0, o.progress)
			ps, err := selfplay.Play(cfg, meter)
			meter.Done()
			if err != nil {
				return err
			}
			samples = append(samples, selfplay.Samples(ps)...)
			fmt.Fprintf(stderr, "size %d komi %v: %d positions from self-play\n", n, k, len(ps))
		}
		if !o.shard.Whole() {
			continue
		}
		start := ev.W[n]
		before := texel.Loss(samples, start)
		w := start // -iterations 0: no fit, only the losses (texel.Fit reads 0 as its default)
		if o.iterations > 0 {
			w = texel.Fit(samples, start, texel.Options{Iterations: o.iterations, Rate: 0.5, Fixed: o.fixed, L2: o.l2})
		}
		if o.blend != 1 {
			w = texel.Blend(start, w, o.blend)
		}
		fmt.Fprintf(stderr, "size %d: %d positions, loss %.5f -> %.5f\n", n, len(samples), before, texel.Loss(samples, w))
		if len(o.testFiles) > 0 {
			test, err := ptnSamples(o.testFiles, n)
			if err != nil {
				return err
			}
			fmt.Fprintf(stderr, "size %d: %d held-out positions (-test), loss %.5f -> %.5f\n",
				n, len(test), texel.Loss(test, start), texel.Loss(test, w))
		}
		if len(held) > 0 {
			fmt.Fprintf(stderr, "size %d: %d held-out positions (-holdout), loss %.5f -> %.5f\n",
				n, len(held), texel.Loss(held, start), texel.Loss(held, w))
		}
		ev.W[n] = w
	}
	if !o.shard.Whole() {
		return nil
	}
	src, err := texel.Source(&ev.W)
	if err != nil {
		return err
	}
	if o.out == "" {
		_, err = stdout.Write(src)
		return err
	}
	return os.WriteFile(o.out, src, 0o644)
}

// fitChoices fits size n's weights in ev to the teacher's moves in the
// -choices games (comparison training, texel.FitChoices) and prints the
// loss and the share of choices whose chosen move scores first, before
// and after, on the fitted and the -holdout games.
func (o *options) fitChoices(ev *eval.Evaluator, n int, stderr io.Writer) error {
	cfg := selfplay.ChoiceConfig{Teacher: o.teacher, Size: n, FromPly: o.fromPly, Depth: o.choiceDepth,
		Holdout: o.holdout, Workers: o.workers, Seed: o.seed, Evaluator: &eval.Evaluator{W: ev.W}}
	if o.progress > 0 {
		cfg.Progress = func(done, all int) { fmt.Fprintf(stderr, "size %d: %d/%d positions scored\n", n, done, all) }
	}
	fit, held, err := selfplay.TeacherChoices(o.choiceFiles, cfg)
	if err != nil {
		return err
	}
	if len(fit) == 0 {
		return fmt.Errorf("size %d: no position of the -choices games where %q chose a move", n, o.teacher)
	}
	start := ev.W[n]
	w := start
	if o.iterations > 0 {
		w = texel.FitChoices(fit, start, o.temp, texel.Options{Iterations: o.iterations, Fixed: o.fixed, L2: o.l2})
	}
	if o.blend != 1 {
		w = texel.Blend(start, w, o.blend)
	}
	for _, set := range []struct {
		name string
		cs   []texel.Choice
	}{{"fitted", fit}, {"held-out (-holdout)", held}} {
		if len(set.cs) == 0 {
			continue
		}
		l0, f0 := texel.ChoiceLoss(set.cs, start, o.temp)
		l1, f1 := texel.ChoiceLoss(set.cs, w, o.temp)
		fmt.Fprintf(stderr, "size %d: %d %s choices, loss %.5f -> %.5f, chosen move first %.2f%% -> %.2f%%\n",
			n, len(set.cs), set.name, l0, l1, 100*f0, 100*f1)
	}
	ev.W[n] = w
	return nil
}

// ptnSamples loads the size-n samples of the games of PTN files.
func ptnSamples(paths []string, n int) ([]texel.Sample, error) {
	var out []texel.Sample
	for _, path := range paths {
		s, err := selfplay.PTNSamples(path, n)
		if err != nil {
			return nil, err
		}
		out = append(out, s...)
	}
	return out, nil
}

// fileSamples loads the size-n samples of the -ptn and -positions files,
// and the positions files' games held out by -holdout; with -leaf-depth,
// the positions files' features are those of their search leaves under
// ev's weights.
func (o *options) fileSamples(n int, ev *eval.Evaluator, stderr io.Writer) (fit, held []texel.Sample, err error) {
	fit, err = ptnSamples(o.ptnFiles, n)
	if err != nil {
		return nil, nil, err
	}
	if len(o.posFiles) > 0 && o.leafDepth > 0 {
		cfg := selfplay.LeafConfig{Depth: o.leafDepth, Workers: o.workers, Evaluator: &eval.Evaluator{W: ev.W}}
		if o.progress > 0 {
			cfg.Progress = func(done, all int) { fmt.Fprintf(stderr, "size %d: %d/%d leaves searched\n", n, done, all) }
		}
		s, h, err := selfplay.LoadPositionsLeaf(o.posFiles, n, o.holdout, o.skipSpreadWins, cfg)
		if err != nil {
			return nil, nil, err
		}
		fit, held = append(fit, s...), h
	} else if len(o.posFiles) > 0 {
		s, h, err := selfplay.LoadPositionsHeld(o.posFiles, n, o.holdout, o.skipSpreadWins)
		if err != nil {
			return nil, nil, err
		}
		fit, held = append(fit, s...), h
	}
	return fit, held, nil
}
