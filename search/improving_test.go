package search

import (
	"fmt"
	"testing"
)

// TestImproving: each part of Params.Improving changes the search of game
// positions (the parts are wired in), and every search returns a legal
// move.
func TestImproving(t *testing.T) {
	parts := []int{0, improvingRFP, improvingLMP}
	changed := make([]int, len(parts))
	n := 4
	if testing.Short() {
		n = 2 // the race pass
	}
	positions := gamePositions(t, n, 10, 15)
	for _, gp := range positions {
		var base uint64
		for k, part := range parts {
			prm := DefaultParams()
			prm.Improving = part
			r := gp.search(t, prm, 6, fmt.Sprintf("Improving=%d", part))
			if k == 0 {
				base = r.Nodes
			} else if r.Nodes != base {
				changed[k]++
			}
		}
	}
	if len(positions) < 8 {
		t.Fatalf("only %d positions", len(positions))
	}
	for k, part := range parts[1:] {
		if changed[k+1] < len(positions)/2 {
			t.Errorf("Improving=%d changed %d of %d searches", part, changed[k+1], len(positions))
		}
	}
}
