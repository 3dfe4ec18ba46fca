package board

import "testing"

// TestSpreadFlatGain: on every spread of the perft positions' first
// plies, the gain equals the flat-count difference after Make less the
// one before.
func TestSpreadFlatGain(t *testing.T) {
	tpss := []string{
		"x4,2S,x/2C,x5/x,2,1,2,x2/x,1,1,x,1S,x/x,1,x,2,x2/x,1,x,2,x2 1 7",
		"x4,2S,x/x4,112,x/x,1,x2,12,1112/x2,2,x2,1/x2,2S,x3/x2,1,2S,1C,x 1 14",
		"2,x,2,x,2/x,2,x,2,x/2,x,2,x,x/1,1,1,1,x/1,1,1,1,x 2 9",
		"x2,1,21S,2,2/2,2,2,2,1,1/x,2,2,12C,x,1/1,2,1,2,12,12S/1,1,2,1,2121,x/1,1,2,2,1S,x 1 24",
	}
	spreads := 0
	for _, s := range tpss {
		root, err := ParseTPS(s)
		if err != nil {
			t.Fatal(err)
		}
		// The root and every position one ply on.
		var l MoveList
		root.GenerateMoves(&l)
		positions := []Position{root}
		for _, m := range l.Moves[:l.N] {
			q := root
			q.Make(m)
			if q.Result() == None {
				positions = append(positions, q)
			}
		}
		for _, p := range positions {
			var ml MoveList
			p.GenerateMoves(&ml)
			me := p.ToMove()
			before := p.FlatCount(me) - p.FlatCount(me.Other())
			for _, m := range ml.Moves[:ml.N] {
				if !m.IsSpread() {
					continue
				}
				spreads++
				q := p
				q.Make(m)
				after := q.FlatCount(me) - q.FlatCount(me.Other())
				if got := p.SpreadFlatGain(m); got != after-before {
					t.Fatalf("%s %v: gain %d, Make says %d", p.TPS(), m, got, after-before)
				}
			}
		}
	}
	if spreads < 1000 {
		t.Fatalf("only %d spreads", spreads)
	}
	t.Logf("%d spreads", spreads)
}
