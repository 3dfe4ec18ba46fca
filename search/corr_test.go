package search

import (
	"context"
	"testing"

	"github.com/takengine/takengine/board"
)

// TestCorrectionConverges: repeated updates with the same error bring the
// position's correction to that error (within rounding), clamped to
// corrLimit, and leave a position with other keys alone; clearHistory
// forgets it.
func TestCorrectionConverges(t *testing.T) {
	p, err := board.ParseTPS("x4,2S,x/2C,x5/x,2,1,2,x2/x,1,1,x,1S,x/x,1,x,2,x2/x,1,x,2,x2 1 7")
	if err != nil {
		t.Fatal(err)
	}
	other, err := board.ParseTPS("x6/x6/x2,1,2,x2/x6/x6/x6 1 3")
	if err != nil {
		t.Fatal(err)
	}
	e := NewEngine(1)
	prm := DefaultParams()
	prm.Corr = 1
	e.SetParams(prm)
	th := newThread(e)
	th.pos = p
	for range 400 {
		th.updateCorrection(20, 137)
	}
	if got := th.correction(); got < 130 || got > 137 {
		t.Errorf("after 400 updates of 137: correction %d", got)
	}
	for range 400 {
		th.updateCorrection(20, 5000)
	}
	if got := th.correction(); got < corrLimit-8 || got > corrLimit {
		t.Errorf("after updates of 5000: correction %d, want about %d", got, corrLimit)
	}
	th.pos = other
	if got := th.correction(); got != 0 {
		t.Errorf("a position with other keys: correction %d, want 0", got)
	}
	th.pos = p
	th.clearHistory()
	if got := th.correction(); got != 0 {
		t.Errorf("after clearHistory: correction %d, want 0", got)
	}
}

// TestCorrSearch: with the correction on (either level) the search of a
// stack endgame returns a legal move and searches another tree than the
// default one (the correction takes part).
func TestCorrSearch(t *testing.T) {
	p, err := board.ParseTPS("x4,2S,x/x,21,2,2,2,x/x,2,1,22221C,2,x/x,2,x,2111112C,1S,x/1S,x,11,2,x2/1,1,1,21,1,221S 1 34")
	if err != nil {
		t.Fatal(err)
	}
	search := func(corr int) uint64 {
		e := NewEngine(16)
		prm := DefaultParams()
		prm.Corr = corr
		e.SetParams(prm)
		r := e.Search(context.Background(), board.NewHistory(p), Limits{Depth: 6}, nil)
		if !p.IsLegal(r.Best) {
			t.Fatalf("Corr=%d: illegal best move %v", corr, r.Best)
		}
		return r.Nodes
	}
	off := search(0)
	for _, c := range []int{1, 2} {
		if got := search(c); got == off {
			t.Errorf("Corr=%d searches the default tree (%d nodes): the correction changed nothing", c, got)
		}
	}
}
