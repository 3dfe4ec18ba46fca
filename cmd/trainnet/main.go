// Command trainnet fits the network correction of the evaluation (package
// eval/net) for one board size to labelled positions and writes it in
// the network's binary format, for takengine tei -net (and, once one wins
// its matches, to embed in eval/nets.go).
//
//	go run ./cmd/trainnet -size 6 -positions a.lab,b.lab -holdout 0.1 -decay 0.1 -out net6.bin
//
// The positions files are those of tune -dump and takengine label (TPS,
// half-komi, White's result or winning chance, game key). The linear
// evaluation is the built-in one (without any network); the network
// learns what it misses, so it must be trained again when the linear
// weights change. The -holdout share of the games (by game key, the same
// ones tune -holdout leaves out) is not fitted: the losses on it are
// printed after every epoch, and the epoch with the lowest is kept.
// With -max-left N only the positions at most N placements from the end
// are fitted, and the network applies only there (net.Net.MaxLeft): a
// correction of the evaluation for the end of the game.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/takengine/takengine/bench/selfplay"
	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/eval"
	"github.com/takengine/takengine/eval/net"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the command: exit status 2 for bad flags, 1 when a file fails,
// 0 otherwise.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("trainnet", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	size := fs.Int("size", 6, "board size (4..8)")
	positions := fs.String("positions", "", "labelled position files, comma-separated")
	holdout := fs.Float64("holdout", 0.1, "share of the games held out (0..1)")
	var o net.TrainOptions
	fs.IntVar(&o.Epochs, "epochs", 30, "passes over the positions")
	fs.Float64Var(&o.Rate, "rate", 0.001, "Adam step size")
	fs.IntVar(&o.Batch, "batch", 256, "positions a step")
	fs.Int64Var(&o.Seed, "seed", 1, "seed of the initial weights, the order and the symmetries")
	fs.Float64Var(&o.Decay, "decay", 0, "weight decay of the first layer (AdamW; 0: none)")
	out := fs.String("out", "", "write the network here")
	maxLeft := fs.Int("max-left", 0, "fit only the positions at most this many placements from the end (the smaller reserve, or the empty squares; net.Net.MaxLeft), and apply the network only there (0: every position)")
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprintln(stdout, "usage: trainnet -size N -positions FILES -out FILE [flags]; see the package comment of cmd/trainnet")
		return 0
	case err != nil:
	case fs.NArg() > 0:
		err = fmt.Errorf("unexpected argument %q", fs.Arg(0))
	case *size < 4 || *size > board.MaxSize:
		err = fmt.Errorf("-size %d is not a size from 4 to %d", *size, board.MaxSize)
	case *positions == "":
		err = errors.New("-positions is required")
	case !(*holdout >= 0 && *holdout < 1):
		err = fmt.Errorf("-holdout %v is not in [0, 1)", *holdout)
	case *out == "":
		err = errors.New("-out is required")
	case *maxLeft < 0 || *maxLeft > 255:
		err = fmt.Errorf("-max-left %d is not in [0, 255]", *maxLeft)
	}
	if err != nil {
		fmt.Fprintln(stderr, "trainnet:", err)
		return 2
	}
	o.MaxLeft = *maxLeft
	if err := train(*size, strings.Split(*positions, ","), *holdout, o, *out, stdout); err != nil {
		fmt.Fprintln(stderr, "trainnet:", err)
		return 1
	}
	return 0
}

// train loads the positions, fits and writes the network.
func train(size int, paths []string, holdout float64, o net.TrainOptions, out string, stdout io.Writer) error {
	ev := eval.New()
	ev.Net = [board.MaxSize + 1]*net.Net{} // the linear evaluation alone
	var fit, held []net.Sample
	err := selfplay.WalkPositions(paths, holdout, func(p *board.Position, y float64, inHeld bool) {
		if p.Size() != size || o.MaxLeft > 0 && p.PlacementsLeft() > o.MaxLeft {
			return
		}
		if hk := p.HalfKomi(); hk >= 0 && hk < 16 {
			o.HalfKomis |= 1 << hk
		}
		lin := ev.Evaluate(p)
		if p.ToMove() == board.Black {
			lin = -lin
		}
		s := net.NewSample(p, lin, y)
		if inHeld {
			held = append(held, s)
		} else {
			fit = append(fit, s)
		}
	})
	if err != nil {
		return err
	}
	if len(fit) == 0 {
		return fmt.Errorf("no %dx%d positions to fit", size, size)
	}
	none := &net.Net{Size: size, MaxLeft: o.MaxLeft}
	fmt.Fprintf(stdout, "%d positions fitted, %d held out; linear alone: loss %.5f, held-out %.5f\n",
		len(fit), len(held), none.Loss(fit), none.Loss(held))
	o.Progress = func(epoch int, fl, hl float64) {
		fmt.Fprintf(stdout, "epoch %d: loss %.5f, held-out %.5f\n", epoch, fl, hl)
	}
	n := net.Train(size, fit, held, o)
	fmt.Fprintf(stdout, "kept (fixed point): loss %.5f, held-out %.5f\n", n.Loss(fit), n.Loss(held))
	if m := max(n.MaxUnit(fit), n.MaxUnit(held)); m > net.MaxUnitSum {
		return fmt.Errorf("a hidden unit's sum reaches %d, beyond the %d the evaluation holds", m, net.MaxUnitSum)
	} else {
		fmt.Fprintf(stdout, "largest hidden sum %d of %d\n", m, net.MaxUnitSum)
	}
	return os.WriteFile(out, n.Marshal(), 0o644)
}
