package search

import (
	"context"
	"slices"
	"testing"

	"github.com/takengine/takengine/board"
)

// Quiet 6x6 middlegames (from the bench suite).
var multiPVPositions = []string{
	"x4,2S,x/2C,x5/x,2,1,2,x2/x,1,1,x,1S,x/x,1,x,2,x2/x,1,x,2,x2 1 7",
	"x4,2S,x/x4,112,x/x,1,x2,12,1112/x2,2,x2,1/x2,2S,x3/x2,1,2S,1C,x 1 14",
}

func mustTPS(t *testing.T, tps string) board.Position {
	t.Helper()
	p, err := board.ParseTPS(tps)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestMultiPVOneIsUnchanged: MultiPV 1 (and 0) is the plain search, node
// for node, and its single line is the result's PV.
func TestMultiPVOneIsUnchanged(t *testing.T) {
	for _, tps := range multiPVPositions {
		p := mustTPS(t, tps)
		a := NewEngine(4).Search(context.Background(), board.NewHistory(p), Limits{Depth: 5}, nil)
		b := NewEngine(4).Search(context.Background(), board.NewHistory(p), Limits{Depth: 5, MultiPV: 1}, nil)
		if a.Nodes != b.Nodes || a.Best != b.Best || a.Score != b.Score || !slices.Equal(a.PV, b.PV) {
			t.Errorf("%s: MultiPV 0 gives %v %d %d nodes, MultiPV 1 %v %d %d nodes", tps, a.Best, a.Score, a.Nodes, b.Best, b.Score, b.Nodes)
		}
		if len(b.Lines) != 1 || b.Lines[0].Score != b.Score || !slices.Equal(b.Lines[0].PV, b.PV) || b.Lines[0].Depth != 5 {
			t.Errorf("%s: lines %+v, result %+v", tps, b.Lines, b)
		}
	}
}

// TestMultiPVLines: four lines per depth, reported as multipv 1..4,
// with different first moves and scores best first; the result is
// line 1.
func TestMultiPVLines(t *testing.T) {
	const depth, n = 5, 4
	for _, tps := range multiPVPositions {
		p := mustTPS(t, tps)
		var infos []Info
		r := NewEngine(4).Search(context.Background(), board.NewHistory(p), Limits{Depth: depth, MultiPV: n}, func(i Info) { infos = append(infos, i) })
		infos = dropRepeats(infos)
		if len(infos) != depth*n {
			t.Fatalf("%s: %d reports, want %d", tps, len(infos), depth*n)
		}
		for d := 1; d <= depth; d++ {
			checkLines(t, tps, &p, infos[(d-1)*n:d*n], d)
		}
		if len(r.Lines) != n || r.Best != r.Lines[0].PV[0] || r.Score != r.Lines[0].Score || r.Depth != depth {
			t.Errorf("%s: result %+v", tps, r)
		}
		for k, l := range r.Lines {
			last := infos[(depth-1)*n+k]
			if l.Score != last.Score || !slices.Equal(l.PV, last.PV) || l.Depth != depth {
				t.Errorf("%s: line %d is %+v, reported %+v", tps, k+1, l, last)
			}
		}
	}
}

// dropRepeats leaves out the once-a-second reports during an iteration
// (which a slow machine, or the race detector, may see): they repeat the
// last completed line 1.
func dropRepeats(infos []Info) []Info {
	var out []Info
	for _, i := range infos {
		if !slices.ContainsFunc(out, func(o Info) bool {
			return o.Depth == i.Depth && o.MultiPV == i.MultiPV && o.Score == i.Score && slices.Equal(o.PV, i.PV)
		}) {
			out = append(out, i)
		}
	}
	return out
}

// checkLines checks the reports of one depth.
func checkLines(t *testing.T, tps string, p *board.Position, infos []Info, depth int) {
	t.Helper()
	seen := map[board.Move]bool{}
	for k, i := range infos {
		if i.MultiPV != k+1 || i.Depth != depth || len(i.PV) == 0 || !p.IsLegal(i.PV[0]) {
			t.Errorf("%s depth %d: report %d is %+v", tps, depth, k, i)
			continue
		}
		if seen[i.PV[0]] {
			t.Errorf("%s depth %d: first move %v twice", tps, depth, i.PV[0])
		}
		seen[i.PV[0]] = true
		if k > 0 && i.Score > infos[k-1].Score {
			t.Errorf("%s depth %d: line %d scores %d above line %d's %d", tps, depth, k+1, i.Score, k, infos[k-1].Score)
		}
	}
}

// TestMultiPVMoreThanMoves: a root with fewer moves than MultiPV gets a
// line per move.
func TestMultiPVMoreThanMoves(t *testing.T) {
	p, _ := board.New(3)
	var l board.MoveList
	p.GenerateMoves(&l)
	r := NewEngine(1).Search(context.Background(), board.NewHistory(p), Limits{Depth: 3, MultiPV: MaxMultiPV}, nil)
	if len(r.Lines) != l.N {
		t.Fatalf("%d lines for %d moves", len(r.Lines), l.N)
	}
}

// TestThreadsRace: four threads on one table give a legal move and a
// result made by the main thread only (run with -race).
func TestThreadsRace(t *testing.T) {
	depth := 6
	if testing.Short() {
		depth = 5
	}
	for _, tps := range multiPVPositions {
		p := mustTPS(t, tps)
		e := NewEngine(4)
		e.SetThreads(4)
		var infos []Info
		r := e.Search(context.Background(), board.NewHistory(p), Limits{Depth: depth, MultiPV: 2}, func(i Info) { infos = append(infos, i) })
		if !p.IsLegal(r.Best) || r.Depth != depth || len(r.Lines) != 2 || r.Lines[0].PV[0] != r.Best {
			t.Fatalf("%s: result %+v", tps, r)
		}
		if last := infos[len(infos)-1]; r.Nodes < last.Nodes {
			t.Errorf("%s: result counts %d nodes, last report %d", tps, r.Nodes, last.Nodes)
		}
		// The engine is reusable, and back to one thread.
		e.SetThreads(1)
		if r := e.Search(context.Background(), board.NewHistory(p), Limits{Depth: 3}, nil); !p.IsLegal(r.Best) {
			t.Fatalf("%s: one thread after four: %+v", tps, r)
		}
	}
}

// TestThreadsNodeLimit: a nodes limit counts the nodes of all threads.
func TestThreadsNodeLimit(t *testing.T) {
	const limit = 60000
	p := mustTPS(t, multiPVPositions[0])
	e := NewEngine(4)
	e.SetThreads(4)
	r := e.Search(context.Background(), board.NewHistory(p), Limits{Nodes: limit}, nil)
	// Each thread publishes its count every 256 nodes and stops within
	// 256 nodes of the flag.
	if r.Nodes < limit || r.Nodes > limit+4*1024 {
		t.Errorf("%d nodes searched for a limit of %d", r.Nodes, limit)
	}
	if !p.IsLegal(r.Best) {
		t.Errorf("best %v", r.Best)
	}
}
