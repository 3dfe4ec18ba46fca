package board

import (
	"math/rand"
	"testing"
)

// TestSpreadQuiet checks SpreadQuiet against making the moves: in random
// playouts on every size (spreads favoured, so tall stacks arise), every
// spread of a stack and direction SpreadQuiet calls quiet must leave the
// game running and the mover without a road threat. The test also counts
// that the answer is not always false (it must skip some spreads) and
// that the spreads it keeps include real threats and game ends.
func TestSpreadQuiet(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	quiet, kept, threats := 0, 0, 0
	for n := MinSize; n <= MaxSize; n++ {
		for game := 0; game < 40; game++ {
			p, err := New(n)
			if err != nil {
				t.Fatal(err)
			}
			var l MoveList
			for ply := 0; ply < 120 && p.Result() == None; ply++ {
				p.GenerateMoves(&l)
				var spreads []Move
				for _, m := range l.Moves[:l.N] {
					if m.IsSpread() {
						spreads = append(spreads, m)
					}
				}
				for _, m := range spreads {
					q := p.SpreadQuiet(m.Square(), m.Direction())
					u := p.Make(m)
					r := p.RoadReach(p.ToMove().Other())
					loud := p.Result() != None || r.PlacementWins(&p) != 0
					p.Unmake(m, u)
					switch {
					case q && loud:
						t.Fatalf("%dx%d %s: SpreadQuiet true, but %s ends the game or threatens a road", n, n, p.TPS(), m)
					case q:
						quiet++
					default:
						kept++
						if loud {
							threats++
						}
					}
				}
				m := l.Moves[rng.Intn(l.N)]
				if len(spreads) > 0 && ply > 2*n && rng.Intn(3) > 0 {
					m = spreads[rng.Intn(len(spreads))]
				}
				p.Make(m)
			}
		}
	}
	t.Logf("spreads: %d quiet, %d kept (%d of them threaten or end the game)", quiet, kept, threats)
	if quiet == 0 || threats == 0 {
		t.Fatalf("a vacuous test: %d quiet spreads, %d threatening ones", quiet, threats)
	}
}
