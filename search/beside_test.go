package search

import (
	"context"
	"testing"
	"time"

	"github.com/takengine/takengine/board"
)

// TestTinueBesideSearch: a 6x6 tinue that the search alone misses at
// 300k nodes (tactics suite row tz6-alion5, 2e3>) is proved by the solver
// running beside a timed search: the result is a mate score whose line
// replays to a road for the side to move, and the proof is reported.
func TestTinueBesideSearch(t *testing.T) {
	p, err := board.ParseTPS("2,x4,11/x5,221/x,2,2,2,x,221/2,1,12C,1,21C,2/2,x,2,x2,2/x,2,2,2,x,121 1 25")
	if err != nil {
		t.Fatal(err)
	}
	e := NewEngine(16)
	var mates int
	res := e.Search(context.Background(), board.NewHistory(p), Limits{MoveTime: 3 * time.Second, Tinue: true}, func(i Info) {
		if _, ok := i.MateIn(); ok && i.Score > 0 {
			mates++
		}
	})
	if res.Score <= MateThreshold || mates == 0 {
		t.Fatalf("score %d (%d mate reports), pv %v: want a proved win", res.Score, mates, res.PV)
	}
	if res.Best.String() != "2e3>" {
		t.Errorf("best %v, want 2e3>", res.Best)
	}
	q := p
	for i, m := range res.PV {
		if !q.IsLegal(m) {
			t.Fatalf("pv %v: ply %d (%v) is illegal", res.PV, i, m)
		}
		q.Make(m)
	}
	if w, ok := q.Result().Winner(); !ok || w != p.ToMove() || len(res.PV) != Mate-res.Score {
		t.Errorf("pv %v ends in %v, score %d", res.PV, q.Result(), res.Score)
	}
}
