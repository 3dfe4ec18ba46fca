package tinue

import (
	"context"
	"testing"

	"github.com/takengine/takengine/board"
)

// TestNoAllocs: the search itself (df-pn below the root) allocates
// nothing once the solver exists.
func TestNoAllocs(t *testing.T) {
	// tactics.tsv row tk6-puzzle-2016-11-14: a tinue in 11 plies.
	p, err := board.ParseTPS("2,x4,1/2,x2,1,2C,x/2,x,2S,21C,1,x/1,x,12,112S,1,1/x2,21,1221,2,x/x3,1,2,x 1 8")
	if err != nil {
		t.Fatal(err)
	}
	s := NewSolver(1)
	s.begin(context.Background(), p, Options{MaxPly: 11})
	allocs := testing.AllocsPerRun(3, func() {
		s.tt.clear()
		s.mid(0, 9, inf, inf)
	})
	if allocs != 0 || s.nodes == 0 {
		t.Errorf("%v allocations per search of %d nodes", allocs, s.nodes)
	}
}
