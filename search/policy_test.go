package search

import (
	"math/rand"
	"testing"

	"github.com/takengine/takengine/board"
)

// TestPolicyScoreMatchesFeatures checks the policy's fast path (the
// placement scores shared by kind, the spread rays) against the plain sum
// of each move's feature weights, over random games of every size, and
// that every feature index is in range.
func TestPolicyScoreMatchesFeatures(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for n := board.MinSize; n <= board.MaxSize; n++ {
		for game := 0; game < 20; game++ {
			p, _ := board.New(n)
			for ply := 0; ply < 200 && !p.GameOver(); ply++ {
				var l board.MoveList
				p.GenerateMoves(&l)
				var c policyCtx
				c.set(&p)
				for _, m := range l.Moves[:l.N] {
					gain := 0
					if m.IsSpread() {
						gain = p.SpreadFlatGain(m)
					}
					var f [PolicyMaxActive]int
					k := c.features(&p, m, gain, &f)
					want := 0
					for _, i := range f[:k] {
						if i < 0 || i >= PolicyFeatureCount {
							t.Fatalf("%dx%d %s: feature %d out of range", n, n, m, i)
						}
						want += int(policyWeights[i])
					}
					if got := c.score(&p, m, gain); got != want {
						t.Fatalf("%dx%d %s: score %d, features sum to %d", n, n, m, got, want)
					}
				}
				p.Make(l.Moves[rng.Intn(l.N)])
			}
		}
	}
}

// TestSpreadRays checks the precomputed rays against stepping square by
// square.
func TestSpreadRays(t *testing.T) {
	step := [4]int{8, -8, 1, -1}
	for d := range 4 {
		for sq := range 64 {
			var b board.Bitboard
			f := sq & 7
			for k := 1; k < 8; k++ {
				s := sq + k*step[d]
				ok := (d < 2 && s >= 0 && s < 64) || (d == 2 && f+k < 8) || (d == 3 && f-k >= 0)
				if ok {
					b |= 1 << s
				}
				if got := spreadRays[d][sq][k]; got != b {
					t.Fatalf("ray %d from %d, %d steps: %x, want %x", d, sq, k, got, b)
				}
			}
		}
	}
}

// TestPolicySearchAllocations: with the policy ordering the moves, the
// search still allocates nothing per node.
func TestPolicySearchAllocations(t *testing.T) {
	prm := DefaultParams()
	prm.PolicyScale = 100
	checkSearchAllocations(t, prm)
}
