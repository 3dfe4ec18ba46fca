package search

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/takengine/takengine/board"
)

// TestPickerDropQuiet checks that dropping moves from a picker, in its
// selection phase or after its sort, leaves the others in the order the
// picker would have handed them out, and counts the dropped ones as
// consumed.
func TestPickerDropQuiet(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for trial := range 200 {
		n := 1 + rng.Intn(120)
		keys := make([]uint64, n)
		for i := range keys {
			// Few distinct keys, so that ties fall to the move.
			keys[i] = uint64(rng.Intn(8))<<32 | uint64(i+1)
		}
		fresh := func(sel int) *picker {
			p := &picker{keys: append([]uint64(nil), keys...), hi: n - 1, selectN: sel}
			return p
		}
		// The full order, and the moves to drop.
		var all []board.Move
		for p := fresh(selectFirst); ; {
			m := p.next()
			if m == board.NoMove {
				break
			}
			all = append(all, m)
		}
		if len(all) != n {
			t.Fatalf("trial %d: %d moves handed out of %d", trial, len(all), n)
		}
		drop := func(m board.Move) bool { return uint32(m)%3 == 0 }
		for _, sel := range []int{selectFirst, maxSelect} {
			for _, at := range []int{0, 3, 7, 12, n} {
				p := fresh(sel)
				var got []board.Move
				for range min(at, n) {
					got = append(got, p.next())
				}
				p.dropQuiet(drop)
				if !p.filtered {
					t.Fatal("dropQuiet left filtered false")
				}
				for {
					m := p.next()
					if m == board.NoMove {
						break
					}
					if drop(m) {
						t.Fatalf("trial %d: dropped move %d handed out", trial, m)
					}
					got = append(got, m)
				}
				var want []board.Move
				for i, m := range all {
					if i < at || !drop(m) {
						want = append(want, m)
					}
				}
				if len(got) != len(want) {
					t.Fatalf("trial %d select %d drop at %d: %d moves, want %d", trial, sel, at, len(got), len(want))
				}
				for i := range want {
					if got[i] != want[i] {
						t.Fatalf("trial %d select %d drop at %d: move %d is %d, want %d", trial, sel, at, i, got[i], want[i])
					}
				}
				// Every key is still there: the consumed ones below lo or
				// above hi.
				if p.lo != p.hi+1 {
					t.Fatalf("trial %d: lo %d hi %d after the last move", trial, p.lo, p.hi)
				}
				left, orig := slices.Clone(p.keys), slices.Clone(keys)
				slices.Sort(left)
				slices.Sort(orig)
				if !slices.Equal(left, orig) {
					t.Fatalf("trial %d: the keys are no longer the node's moves", trial)
				}
			}
		}
	}
}
