package board

import (
	"math/rand"
	"testing"
)

// roadDistanceBFS is the oracle: shortest paths over squares from each
// edge by relaxation (own road pieces cost 0, empty squares 1, others
// closed).
func roadDistanceBFS(p *Position, c Color) int {
	n := p.Size()
	rb, open := p.RoadPieces(c), p.Empty()
	best := 1 << 30
	for dir := 0; dir < 2; dir++ {
		sq := func(i, j int) Square { // i along the road, j across
			if dir == 0 {
				return MakeSquare(j, i)
			}
			return MakeSquare(i, j)
		}
		dist := map[Square]int{}
		cost := func(s Square) (int, bool) {
			switch {
			case rb.Has(s):
				return 0, true
			case open.Has(s):
				return 1, true
			}
			return 0, false
		}
		for j := 0; j < n; j++ {
			s := sq(0, j)
			if c, ok := cost(s); ok {
				dist[s] = c
			}
		}
		// Relax until nothing changes: small boards, fine for a test.
		for changed := true; changed; {
			changed = false
			for s, d := range dist {
				for _, dl := range []int{8, -8, 1, -1} {
					t := int(s) + dl
					if t < 0 || t >= 64 || (dl == 1 && s.File() == 7) || (dl == -1 && s.File() == 0) {
						continue
					}
					ts := Square(t)
					if ts.File() >= n || ts.Rank() >= n {
						continue
					}
					c, ok := cost(ts)
					if !ok {
						continue
					}
					if old, seen := dist[ts]; !seen || d+c < old {
						dist[ts] = d + c
						changed = true
					}
				}
			}
		}
		for j := 0; j < n; j++ {
			if d, ok := dist[sq(n-1, j)]; ok && d < best {
				best = d
			}
		}
	}
	return best
}

// TestRoadDistance compares RoadDistance with the breadth-first oracle
// in random playouts on every size, for both colours and several limits.
func TestRoadDistance(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for n := MinSize; n <= MaxSize; n++ {
		for game := 0; game < 30; game++ {
			p, err := New(n)
			if err != nil {
				t.Fatal(err)
			}
			var l MoveList
			for ply := 0; ply < 80 && p.Result() == None; ply++ {
				for c := White; c <= Black; c++ {
					want := roadDistanceBFS(&p, c)
					for _, limit := range []int{2, 4, 40} {
						got := p.RoadDistance(c, limit)
						w := min(want, limit+1)
						if got != w {
							t.Fatalf("%dx%d %s: %v distance %d with limit %d, want %d", n, n, p.TPS(), c, got, limit, w)
						}
					}
				}
				p.GenerateMoves(&l)
				p.Make(l.Moves[rng.Intn(l.N)])
			}
		}
	}
}
