// Command tune fits the evaluation weights of takengine to self-play
// results (Texel tuning, see package eval/texel) and writes them as Go
// source for eval/weights_tuned.go.
//
//	go run ./cmd/tune -sizes 4,5,6,7,8 -komis 0,2 -games 200 -nodes 8000 -out eval/weights_tuned.go
//
// For every size it plays the given number of games per komi with the
// starting weights (half the positions come from each komi, which the
// flat-count feature carries), adds the positions of any -ptn games and
// -positions files, fits the weights from the starting ones, and prints
// the loss before and after.
package main

import (
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"

	"github.com/takengine/takengine/bench"
	"github.com/takengine/takengine/eval"
	"github.com/takengine/takengine/eval/texel"
)

func main() {
	sizes := flag.String("sizes", "4,5,6,7,8", "board sizes to tune")
	komis := flag.String("komis", "0,2", "komi values (flats) to play")
	games := flag.Int("games", 200, "self-play games per size and komi")
	nodes := flag.Uint64("nodes", 8000, "search nodes per move")
	iters := flag.Int("iterations", 3000, "gradient steps")
	out := flag.String("out", "", "write the Go source of the weights here (default stdout)")
	workers := flag.Int("workers", 2, "games played at once")
	ptnFiles := flag.String("ptn", "", "also fit to the games of these PTN files (comma-separated; match or tournament games of any engines)")
	startFrom := flag.String("start", "hand", "starting weights: hand (the hand-set ones) or default (the built-in tuned ones)")
	startOverrides := flag.String("weights", "", "overrides of the starting weights, Feature=value,... (for example GroupNear=100)")
	posFiles := flag.String("positions", "", "also fit to the positions saved in these files by -dump (comma-separated)")
	dump := flag.String("dump", "", "append every self-play position (TPS, half-komi, result) to this file, for later -positions runs")
	seed := flag.Int64("seed", 0, "added to the self-play seeds, for new games with the same settings")
	fixedText := flag.String("fixed", "Reserves,Threats", "features whose weights stay as they are (Threats never varies in quiet positions; Reserves is nearly collinear with the flat count, which alone carries komi)")
	flag.Parse()
	var fixed []eval.Feature
	for _, name := range strings.Split(*fixedText, ",") {
		if name = strings.TrimSpace(name); name == "" {
			continue
		}
		f, err := eval.ParseFeature(name)
		if err != nil {
			fmt.Fprintf(os.Stderr, "tune: -fixed: %v\n", err)
			os.Exit(2)
		}
		fixed = append(fixed, f)
	}
	ns, err1 := ints(*sizes)
	ks, err2 := ints(*komis)
	if err1 != nil || err2 != nil || *games < 0 || *startFrom != "hand" && *startFrom != "default" {
		fmt.Fprintln(os.Stderr, "tune: bad -sizes, -komis, -games or -start")
		os.Exit(2)
	}
	ev := eval.New() // sizes not tuned now keep their current weights
	if *startFrom == "hand" {
		for _, n := range ns {
			ev.W[n] = eval.HandWeights() // tuning starts from the hand-set weights
		}
	}
	if *startOverrides != "" {
		o, err := eval.ParseOverrides(*startOverrides)
		if err != nil {
			fmt.Fprintln(os.Stderr, "tune: -weights:", err)
			os.Exit(2)
		}
		for _, n := range ns {
			for f, x := range o {
				ev.W[n][f] = x
			}
		}
	}
	var dumpFile *os.File
	if *dump != "" {
		f, err := os.OpenFile(*dump, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err != nil {
			fmt.Fprintln(os.Stderr, "tune:", err)
			os.Exit(1)
		}
		defer f.Close()
		dumpFile = f
	}
	for _, n := range ns {
		if n < 4 || n > 8 {
			fmt.Fprintf(os.Stderr, "tune: size %d out of range 4..8\n", n)
			os.Exit(2)
		}
		var mu sync.Mutex
		var samples []texel.Sample
		var wg sync.WaitGroup
		jobs := 0
		samples = append(samples, fileSamples(*ptnFiles, n, bench.PTNSamples)...)
		samples = append(samples, fileSamples(*posFiles, n, bench.PositionSamples)...)
		var record func(string, int, float64)
		if dumpFile != nil {
			record = func(tps string, hk int, res float64) {
				mu.Lock()
				fmt.Fprintf(dumpFile, "%s\t%d\t%g\n", tps, hk, res)
				mu.Unlock()
			}
		}
		// The games are played with the starting weights.
		player := &eval.Evaluator{W: ev.W}
		for _, k := range ks {
			if *games == 0 {
				break
			}
			per := (*games + *workers - 1) / *workers
			for w := 0; w < *workers; w++ {
				wg.Add(1)
				jobs++
				go func(k, w int) {
					defer wg.Done()
					s, err := bench.SelfPlay(bench.SelfPlayConfig{Size: n, HalfKomi: 2 * k, Games: per,
						Nodes: *nodes, RandomPlies: 4, Seed: *seed + int64(1000*n+10*k+w), Record: record, Evaluator: player}, nil)
					if err != nil {
						fmt.Fprintln(os.Stderr, "tune:", err)
						os.Exit(1)
					}
					mu.Lock()
					samples = append(samples, s...)
					mu.Unlock()
				}(k, w)
			}
		}
		wg.Wait()
		start := ev.W[n]
		before := texel.Loss(samples, start)
		w := texel.Fit(samples, start, texel.Options{Iterations: *iters, Rate: 0.5, Fixed: fixed})
		fmt.Fprintf(os.Stderr, "size %d: %d positions, loss %.5f -> %.5f\n", n, len(samples), before, texel.Loss(samples, w))
		ev.W[n] = w
	}
	src := source(ev, ns)
	if *out == "" {
		fmt.Print(src)
		return
	}
	if err := os.WriteFile(*out, []byte(src), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "tune:", err)
		os.Exit(1)
	}
}

// fileSamples loads the size-n samples of every file in the comma-separated
// list with load, and exits on the first error.
func fileSamples(list string, n int, load func(string, int) ([]texel.Sample, error)) []texel.Sample {
	var out []texel.Sample
	for _, path := range strings.Split(list, ",") {
		if path = strings.TrimSpace(path); path == "" {
			continue
		}
		s, err := load(path, n)
		if err != nil {
			fmt.Fprintln(os.Stderr, "tune:", err)
			os.Exit(1)
		}
		out = append(out, s...)
	}
	return out
}

func ints(s string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ",") {
		v, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// source writes the weights of every size as eval/weights_tuned.go.
func source(ev *eval.Evaluator, tuned []int) string {
	var b strings.Builder
	b.WriteString("// Code generated by cmd/tune; DO NOT EDIT.\n\npackage eval\n\n")
	fmt.Fprintf(&b, "// tunedWeights holds the weights fitted to self-play results (the last\n// run tuned sizes %v; the others kept their weights).\n", tuned)
	b.WriteString("var tunedWeights = [9]Weights{\n")
	for n := 4; n <= 8; n++ {
		fmt.Fprintf(&b, "\t%d: {\n", n)
		for f := eval.Feature(0); f < eval.NumFeatures; f++ {
			fmt.Fprintf(&b, "\t\t%s: %d,\n", f, ev.W[n][f])
		}
		b.WriteString("\t},\n")
	}
	b.WriteString("}\n")
	return b.String()
}
