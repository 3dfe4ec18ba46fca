package selfplay

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/eval"
	"github.com/takengine/takengine/search"
)

// TestLoadPositionsLeaf: the leaf samples keep the labels, order and
// hold-out split of LoadPositionsHeld; a quiet position's features are
// those after the principal variation of its own search (not its own),
// a position whose line ends the game keeps its own, and the worker
// count changes nothing.
func TestLoadPositionsLeaf(t *testing.T) {
	const (
		quiet = "x5/x5/x,2,x3/x,1,x3/x5 1 3"    // 5x5, White to move, no road near
		road  = "x5/x5/x5/1,1,1,1,x/2,2,x3 1 5" // White completes row 2 with e2
	)
	lines := ""
	tps := []string{quiet, road, "x5/x5/x,2,1,x2/x,1,x3/x5 2 3", "x5/x5/x,2,1,x2/x,1,2,x2/x5 1 4"}
	keys := []string{"00000000000000a1", "00000000000000a2", "f0000000000000a3", "f0000000000000a3"}
	for i, s := range tps {
		lines += s + "\t0\t0.25\t" + keys[i] + "\n"
	}
	path := filepath.Join(t.TempDir(), "p.pos")
	if err := os.WriteFile(path, []byte(lines), 0o644); err != nil {
		t.Fatal(err)
	}
	root, rootHeld, err := LoadPositionsHeld([]string{path}, 5, 0.5, false)
	if err != nil {
		t.Fatal(err)
	}
	one, oneHeld, err := LoadPositionsLeaf([]string{path}, 5, 0.5, false, LeafConfig{Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(one) != len(root) || len(oneHeld) != len(rootHeld) || len(root) != 2 || len(rootHeld) != 2 {
		t.Fatalf("leaf split %d+%d, root split %d+%d, want 2+2 both", len(one), len(oneHeld), len(root), len(rootHeld))
	}
	for i := range one {
		if one[i].Result != 0.25 || oneHeld[i].Result != 0.25 {
			t.Errorf("sample %d: label %v, want 0.25", i, one[i].Result)
		}
	}
	// The quiet position: its leaf is the position after the best move of
	// a depth-1 search, a placement, so the flat count moves.
	p, _ := board.ParseTPS(quiet)
	e := search.NewEngine(1)
	r := e.Search(context.Background(), board.NewHistory(p), search.Limits{Depth: 1}, nil)
	q := p
	for _, m := range r.PV {
		q.Make(m)
	}
	var want eval.Vector
	eval.Features(&q, &want)
	// Keys below the cut are held out: the first two positions.
	if len(r.PV) == 0 || oneHeld[0].X != want || oneHeld[0].X == rootHeld[0].X {
		t.Errorf("quiet: leaf features do not match the position after the PV %v (or equal the root's)", r.PV)
	}
	// The road: the line ends the game, so the root's own features.
	if oneHeld[1].X != rootHeld[1].X {
		t.Error("road: a game-ending line should keep the position's own features")
	}
	two, twoHeld, err := LoadPositionsLeaf([]string{path}, 5, 0.5, false, LeafConfig{Depth: 2, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	par, parHeld, err := LoadPositionsLeaf([]string{path}, 5, 0.5, false, LeafConfig{Depth: 2, Workers: 3})
	if err != nil {
		t.Fatal(err)
	}
	for i := range two {
		if two[i] != par[i] {
			t.Errorf("fitted sample %d differs between 1 and 3 workers", i)
		}
	}
	for i := range twoHeld {
		if twoHeld[i] != parHeld[i] {
			t.Errorf("held sample %d differs between 1 and 3 workers", i)
		}
	}
	if _, _, err := LoadPositionsLeaf([]string{filepath.Join(t.TempDir(), "none.pos")}, 5, 0, false, LeafConfig{Depth: 1}); err == nil {
		t.Error("a missing file gave no error")
	}
}
