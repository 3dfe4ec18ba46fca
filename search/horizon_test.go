package search

import (
	"context"
	"fmt"
	"testing"

	"github.com/takengine/takengine/board"
)

// TestHorizonThreatDouble: White's e3 makes two road threats at once (f3,
// and e2 down to e1 and f1), which no single placement stops, and no
// White stack move completes a road. A search one ply
// deep sees the win only if the horizon node facing both threats is
// searched a ply more: with the extension (0) and where only a single
// threat stands pat (2), not where every threat does (1).
func TestHorizonThreatDouble(t *testing.T) {
	p, err := board.ParseTPS("2,2,x4/x2,2,x3/x6/1,1,1,1,x2/x6/x4,1,1 1 9")
	if err != nil {
		t.Fatal(err)
	}
	e3, err := p.ParseMove("e3")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		setting int
		mate    bool
	}{{0, true}, {2, true}, {1, false}} {
		e := NewEngine(16)
		prm := DefaultParams()
		prm.HorizonThreat = c.setting
		e.SetParams(prm)
		r := e.Search(context.Background(), board.NewHistory(p), Limits{Depth: 1}, nil)
		if got := r.Score >= MateThreshold; got != c.mate {
			t.Errorf("HorizonThreat=%d: depth 1 scores %d (%v), want a win: %v", c.setting, r.Score, r.Best, c.mate)
		}
		if c.mate && r.Best != e3 {
			t.Errorf("HorizonThreat=%d: best move %v, want e3", c.setting, r.Best)
		}
	}
}

// TestHorizonThreatNodes: on game positions, standing pat on the horizon
// facing a threat (1), or a single one (2), searches fewer nodes in all
// than the extension (0), and every search returns a legal move.
func TestHorizonThreatNodes(t *testing.T) {
	n := 4
	if testing.Short() {
		n = 2 // the race pass
	}
	var nodes [3]uint64
	positions := gamePositions(t, n, 20, 10)
	for _, gp := range positions {
		for s := range nodes {
			prm := DefaultParams()
			prm.HorizonThreat = s
			nodes[s] += gp.search(t, prm, 5, fmt.Sprintf("HorizonThreat=%d", s)).Nodes
		}
	}
	if len(positions) < 8 {
		t.Fatalf("only %d positions", len(positions))
	}
	for s := 1; s < 3; s++ {
		if nodes[s] >= nodes[0] {
			t.Errorf("HorizonThreat=%d searched %d nodes, the extension %d", s, nodes[s], nodes[0])
		}
	}
	t.Logf("nodes: extension %d, HorizonThreat=1 %d, 2 %d (%d positions)", nodes[0], nodes[1], nodes[2], len(positions))
}
