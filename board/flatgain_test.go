package board

import (
	"math/rand"
	"testing"
)

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

// BenchmarkSpreadFlatGain scores every spread of 6x6 positions from
// random playouts (plies 21 to 70), as move ordering does; one op is one
// position's spreads.
func BenchmarkSpreadFlatGain(b *testing.B) {
	rng := rand.New(rand.NewSource(1))
	var ps []Position
	var spreads [][]Move
	var l MoveList
	for len(ps) < 500 {
		p, _ := New(6)
		for ply := 0; ply < 70 && p.Result() == None; ply++ {
			p.GenerateMoves(&l)
			if ply > 20 {
				var s []Move
				for _, m := range l.Slice() {
					if m.IsSpread() {
						s = append(s, m)
					}
				}
				ps, spreads = append(ps, p), append(spreads, s)
			}
			p.Make(l.Moves[rng.Intn(l.N)])
		}
	}
	b.ResetTimer()
	sum := 0
	for i := 0; i < b.N; i++ {
		k := i % len(ps)
		for _, m := range spreads[k] {
			sum += ps[k].SpreadFlatGain(m)
		}
	}
	if sum == 1<<62 {
		b.Log(sum) // keeps sum alive
	}
}
