package board

import (
	"math/rand"
	"testing"
)

// TestFlatPlacementWins checks the one-placement flat ending: the last
// empty square of a 3x3 board with 4 flats each decides the game for the
// side to move at komi 0, and only a draw with a komi of 1.
func TestFlatPlacementWins(t *testing.T) {
	for _, c := range []struct {
		tps      string
		halfKomi int
		white    bool // FlatPlacementWins(White)
		black    bool
	}{
		{"1,2,1/2,1,2/1,2,x 1 10", 0, true, true},
		{"1,2,1/2,1,2/1,2,x 1 10", 2, false, true},
		{"1,2,1/2,1,2/1,2,x 1 10", -2, true, false},
		{"1,2,1/2,1,2/x,x,x 1 10", 0, false, false}, // three empty squares, full reserves
	} {
		p, err := ParseTPSWith(c.tps, c.halfKomi, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.FlatPlacementWins(White); got != c.white {
			t.Errorf("%s komi %d: FlatPlacementWins(White) = %v", c.tps, c.halfKomi, got)
		}
		if got := p.FlatPlacementWins(Black); got != c.black {
			t.Errorf("%s komi %d: FlatPlacementWins(Black) = %v", c.tps, c.halfKomi, got)
		}
		if c.white {
			m := p.EndingPlacement()
			p.Make(m)
			if r := p.Result(); r != FlatWhite {
				t.Errorf("%s: %v gives %v, want F-0", c.tps, m, r)
			}
		}
	}
}

// TestPlacementsLeft: the fewest placements before a flat ending is the
// full reserve at the start, and falls to 0 exactly where FlatEndReached
// holds, in random games of every size.
func TestPlacementsLeft(t *testing.T) {
	var l MoveList
	for n := MinSize; n <= MaxSize; n++ {
		p, _ := New(n)
		r := DefaultReserves(n)
		if got, want := p.PlacementsLeft(), r.Stones[0]+r.Caps[0]; got != min(want, n*n) {
			t.Fatalf("%dx%d start: %d placements left, want %d", n, n, got, min(want, n*n))
		}
		rng := rand.New(rand.NewSource(int64(n)))
		for ply := 0; ply < 400 && p.Result() == None; ply++ {
			if (p.PlacementsLeft() == 0) != p.FlatEndReached() {
				t.Fatalf("%s: %d placements left, FlatEndReached %v", p.TPS(), p.PlacementsLeft(), p.FlatEndReached())
			}
			p.GenerateMoves(&l)
			p.Make(l.Moves[rng.Intn(l.N)])
		}
		if p.FlatEndReached() && p.PlacementsLeft() != 0 {
			t.Errorf("%dx%d: the game ended on flats with %d placements left", n, n, p.PlacementsLeft())
		}
	}
}
