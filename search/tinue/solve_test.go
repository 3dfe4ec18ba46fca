package tinue_test

import (
	"context"
	"testing"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/search/tinue"
)

// TestFlatEndingWithKomi: filling the board is a win for Black with komi 0
// (tactics.tsv row tz6-board_fill_flat_win) and not with a komi far in
// White's favour, where the same move loses on flats.
func TestFlatEndingWithKomi(t *testing.T) {
	tps := "1,2,1,1,1,x/2,2,2,1,21,1/2,2,112C,21S,2,2/2,1,221C,1,12,212/1,1,1,2,1,2/2,2,1,1,2,112S 2 30"
	for _, c := range []struct {
		halfKomi int
		want     tinue.Status
	}{{0, tinue.Proved}, {-20, tinue.Disproved}} {
		p, err := board.ParseTPSWith(tps, c.halfKomi, nil)
		if err != nil {
			t.Fatal(err)
		}
		r := tinue.Solve(context.Background(), p, tinue.Options{MaxPly: 5})
		if r.Status != c.want {
			t.Errorf("half-komi %d: %v %v, want %v", c.halfKomi, r.Status, r.PV, c.want)
		}
		if r.Status == tinue.Proved && (r.Plies != 1 || r.Move.String() != "f6") {
			t.Errorf("half-komi %d: %v in %d, want f6 in 1", c.halfKomi, r.Move, r.Plies)
		}
	}
}

// TestLimitsAndEdgeCases: a node limit ends the search as Unknown with the
// depth searched out so far; finished games and the opening plies are
// not searched.
func TestLimitsAndEdgeCases(t *testing.T) {
	// tactics.tsv row tk6-puzzle-2016-11-14: tinue in 11 plies.
	p, _ := board.ParseTPS("2,x4,1/2,x2,1,2C,x/2,x,2S,21C,1,x/1,x,12,112S,1,1/x2,21,1221,2,x/x3,1,2,x 1 8")
	r := tinue.Solve(context.Background(), p, tinue.Options{Nodes: 500})
	if r.Status != tinue.Unknown || r.Depth < 3 || r.Depth > 9 || r.Nodes > 600 {
		t.Errorf("node limit 500: %v depth %d nodes %d", r.Status, r.Depth, r.Nodes)
	}
	r = tinue.Solve(context.Background(), p, tinue.Options{MaxPly: 9})
	if r.Status != tinue.Disproved || r.Depth != 9 {
		t.Errorf("max ply 9: %v depth %d", r.Status, r.Depth)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if r = tinue.Solve(ctx, p, tinue.Options{}); r.Status == tinue.Proved {
		t.Errorf("cancelled search: %v", r.Status)
	}
	for _, tps := range []string{
		"x5/x5/x5/x5/x5 1 1",               // opening
		"x5/x5/1,1,1,1,1/2,2,2,2,x/x5 2 6", // White has a road
	} {
		q, err := board.ParseTPS(tps)
		if err != nil {
			t.Fatal(err)
		}
		if r := tinue.Solve(context.Background(), q, tinue.Options{}); r.Status != tinue.Unknown || r.Move != board.NoMove {
			t.Errorf("%s: %v %v", tps, r.Status, r.Move)
		}
	}
}
