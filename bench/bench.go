package bench

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/search"
)

// HashMB is the table size of each bench search.
const HashMB = 16

// Summary is the outcome of a bench run.
type Summary struct {
	Nodes   uint64        // nodes searched over the suite
	Elapsed time.Duration // search time over the suite
}

// NPS returns nodes per second.
func (s Summary) NPS() uint64 {
	if s.Elapsed <= 0 {
		return 0
	}
	return uint64(float64(s.Nodes) / s.Elapsed.Seconds())
}

// Run searches every suite position to its depth (depth > 0 overrides the
// per-size default) from a fresh engine, printing one line per position
// to w, then "Nodes searched: N", "Nodes/second: X" and "Time: T ms" (the
// time to depth over the suite). The signature is that of one thread;
// with threads > 1 (Lazy SMP) the node count varies from run to run, and
// the time is the main thread's to the same depths, which understates
// the speed-up: the helpers work a ply ahead, and a game plays the
// deepest iteration any thread completed (search's
// BenchmarkSMPTimeToDepth measures that).
//
// size > 0 searches only the positions of that board size (a partial run
// prints no signature worth comparing with a whole one).
func Run(w io.Writer, depth, threads, size int) (Summary, error) {
	var sum Summary
	e := search.NewEngine(HashMB)
	e.SetThreads(threads)
	for i, en := range suite {
		if size > 0 && en.Size != size {
			continue
		}
		var p board.Position
		var err error
		if en.TPS == "" {
			p, err = board.New(en.Size)
		} else {
			p, err = board.ParseTPS(en.TPS)
		}
		if err != nil {
			return sum, fmt.Errorf("bench position %d: %v", i+1, err)
		}
		d := defaultDepth[en.Size]
		if depth > 0 {
			d = depth
		}
		e.NewGame() // a fresh table and history, as if new
		start := time.Now()
		r := e.Search(context.Background(), board.NewHistory(p), search.Limits{Depth: d}, nil)
		el := time.Since(start)
		sum.Nodes += r.Nodes
		sum.Elapsed += el
		fmt.Fprintf(w, "[%2d/%d] size %d depth %d nodes %10d time %6d ms best %-8v score %d\n",
			i+1, len(suite), en.Size, d, r.Nodes, el.Milliseconds(), r.Best, r.Score)
	}
	fmt.Fprintf(w, "Nodes searched: %d\n", sum.Nodes)
	fmt.Fprintf(w, "Nodes/second: %d\n", sum.NPS())
	fmt.Fprintf(w, "Time: %d ms\n", sum.Elapsed.Milliseconds())
	return sum, nil
}
