// Command policyfit fits the move policy of package search (search/policy.go)
// to the moves one engine chose in PTN games, and writes the weights as Go
// source for search/policy_weights.go.
//
//	go run ./cmd/policyfit -player tiltak -out search/policy_weights.go games.ptn...
//
// Every ply of the named player from -from-ply on (the balanced book's
// plies come before) is one sample: the player's move among the legal
// moves of the position. The fit is a softmax regression over the moves'
// policy features (search.PolicyFeatures), by full-batch Adam steps with a
// ridge penalty; a game repeated in several files counts once, and one game
// in ten (by a hash of its moves, the same on every run) is held out and
// only scored. It prints the loss and how often the top-scored move is the
// player's (top-1) on both parts as it goes.
package main

import (
	"errors"
	"flag"
	"fmt"
	"hash/fnv"
	"io"
	"math"
	"os"
	"strings"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
	"github.com/takengine/takengine/search"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// sample is one decision: its moves' features are feats[off:off+n*K], the
// player chose the chosen-th.
type sample struct {
	off, n, chosen int
	held           bool
}

// samples holds every decision read.
type samples struct {
	feats []int16
	list  []sample
	games int
}

// run is the command: exit status 2 for bad flags, 1 when a file fails.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("policyfit", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	player := fs.String("player", "tiltak", "part of the Player1/Player2 tag (case-insensitive) of the engine whose moves are fitted")
	size := fs.Int("size", 6, "board size of the games read")
	fromPly := fs.Int("from-ply", 8, "first ply read")
	iters := fs.Int("iterations", 250, "gradient steps")
	l2 := fs.Float64("l2", 1e-4, "ridge penalty: adds L2*sum(w^2), w in logits")
	out := fs.String("out", "", "write the Go source here (default stdout)")
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprintln(stdout, "usage: policyfit [flags] games.ptn...; see the package comment of cmd/policyfit")
		return 0
	case err != nil:
		fmt.Fprintln(stderr, "policyfit:", err)
		return 2
	case fs.NArg() == 0:
		fmt.Fprintln(stderr, "policyfit: no PTN files given")
		return 2
	case *player == "" || *iters < 1 || !(*l2 >= 0) || *fromPly < 0:
		fmt.Fprintln(stderr, "policyfit: -player must be given, -iterations >= 1, -l2 and -from-ply >= 0")
		return 2
	}
	s, err := read(fs.Args(), strings.ToLower(*player), *size, *fromPly)
	if err != nil {
		fmt.Fprintln(stderr, "policyfit:", err)
		return 1
	}
	if len(s.list) == 0 {
		fmt.Fprintf(stderr, "policyfit: no moves of %q in %dx%d games\n", *player, *size, *size)
		return 1
	}
	fmt.Fprintf(stderr, "%d games, %d moves\n", s.games, len(s.list))
	w, report := s.fit(*iters, *l2, stderr)
	src := source(w, fmt.Sprintf("%d moves of %q in %d %dx%d games from ply %d, %d steps, L2 %g: %s",
		len(s.list), *player, s.games, *size, *size, *fromPly, *iters, *l2, report))
	if *out == "" {
		_, err = io.WriteString(stdout, src)
	} else {
		err = os.WriteFile(*out, []byte(src), 0o644)
	}
	if err != nil {
		fmt.Fprintln(stderr, "policyfit:", err)
		return 1
	}
	return 0
}

// read collects the player's decisions from the files' games of the size.
func read(files []string, player string, size, fromPly int) (*samples, error) {
	s := &samples{}
	seen := map[uint64]bool{}
	for _, f := range files {
		games, err := ptn.ReadFile(f)
		if err != nil {
			return nil, err
		}
		for _, g := range games {
			if g.Size != size {
				continue
			}
			h := fnv.New64a()
			for _, m := range g.Moves {
				fmt.Fprint(h, m, " ")
			}
			key := h.Sum64()
			if seen[key] {
				continue
			}
			seen[key] = true
			s.games++
			side := [2]bool{strings.Contains(strings.ToLower(g.Tag("Player1")), player),
				strings.Contains(strings.ToLower(g.Tag("Player2")), player)}
			p := g.Start
			for i, m := range g.Moves {
				if i >= fromPly && side[p.ToMove()] {
					off := len(s.feats)
					var moves []board.Move
					s.feats, moves = search.PolicyFeatures(&p, s.feats)
					chosen := -1
					for j, x := range moves {
						if x == m {
							chosen = j
						}
					}
					if chosen < 0 { // not a legal move: the file is not a PTN game
						return nil, fmt.Errorf("%s: %s is not among the generated moves", f, m)
					}
					s.list = append(s.list, sample{off, len(moves), chosen, key%10 == 0})
				}
				p.Make(m)
			}
		}
	}
	return s, nil
}

// loss returns the mean cross-entropy and top-1 share of the held (or
// fitted) samples under w, adding the fitted ones' gradient to grad when
// it is not nil.
func (s *samples) loss(w []float64, held bool, grad []float64) (loss, top1 float64, n int) {
	const k = search.PolicyMaxActive
	var scores []float64
	for _, d := range s.list {
		if d.held != held {
			continue
		}
		scores = scores[:0]
		best := 0
		for j := range d.n {
			x := 0.0
			for _, f := range s.feats[d.off+j*k : d.off+(j+1)*k] {
				if f >= 0 {
					x += w[f]
				}
			}
			scores = append(scores, x)
			if x > scores[best] {
				best = j
			}
		}
		z := 0.0
		for _, x := range scores {
			z += math.Exp(x - scores[best])
		}
		loss += math.Log(z) - (scores[d.chosen] - scores[best])
		if best == d.chosen {
			top1++
		}
		n++
		if grad == nil {
			continue
		}
		for j, x := range scores {
			g := math.Exp(x-scores[best]) / z
			if j == d.chosen {
				g--
			}
			for _, f := range s.feats[d.off+j*k : d.off+(j+1)*k] {
				if f >= 0 {
					grad[f] += g
				}
			}
		}
	}
	if n == 0 {
		return 0, 0, 0
	}
	return loss / float64(n), top1 / float64(n), n
}

// fit runs the Adam steps from zero weights and returns the weights (in
// logits) and a summary of the losses before and after.
func (s *samples) fit(iters int, l2 float64, progress io.Writer) ([]float64, string) {
	w := make([]float64, search.PolicyFeatureCount)
	m, v, grad := make([]float64, len(w)), make([]float64, len(w)), make([]float64, len(w))
	const rate, b1, b2 = 0.05, 0.9, 0.999
	l0, _, _ := s.loss(w, true, nil)
	for it := 1; it <= iters; it++ {
		clear(grad)
		loss, top1, n := s.loss(w, false, grad)
		for i := range w {
			g := grad[i]/float64(n) + 2*l2*w[i]
			m[i] = b1*m[i] + (1-b1)*g
			v[i] = b2*v[i] + (1-b2)*g*g
			mh, vh := m[i]/(1-math.Pow(b1, float64(it))), v[i]/(1-math.Pow(b2, float64(it)))
			w[i] -= rate * mh / (math.Sqrt(vh) + 1e-8)
		}
		if it%25 == 0 || it == 1 || it == iters {
			hl, ht, hn := s.loss(w, true, nil)
			fmt.Fprintf(progress, "step %d: fitted loss %.4f top-1 %.3f (%d moves), held out %.4f top-1 %.3f (%d)\n", it, loss, top1, n, hl, ht, hn)
		}
	}
	hl, ht, _ := s.loss(w, true, nil)
	return w, fmt.Sprintf("held-out loss %.4f -> %.4f, top-1 %.3f", l0, hl, ht)
}

// source returns the Go source of search/policy_weights.go for w.
func source(w []float64, how string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "// Code generated by cmd/policyfit. DO NOT EDIT.\n\npackage search\n\n")
	fmt.Fprintf(&b, "// policyWeights are the move policy's weights (policy.go) in thousandths\n// of a logit, fitted by cmd/policyfit to %s.\n", how)
	b.WriteString("var policyWeights = [PolicyFeatureCount]int16{")
	for i, x := range w {
		if i%10 == 0 {
			b.WriteString("\n\t")
		} else {
			b.WriteString(" ")
		}
		fmt.Fprintf(&b, "%d,", int(math.Round(min(max(x*1000, math.MinInt16), math.MaxInt16))))
	}
	b.WriteString("\n}\n")
	return b.String()
}
