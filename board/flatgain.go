package board

import "math/bits"

// SpreadFlatGain returns how much spread m changes the flat count of the
// side to move less the opponent's (top flats, the count that decides a
// flat win; docs/RULES.md), without making it: the origin's old and new
// tops and each destination's old and new tops. m must be a legal spread
// of p. Move ordering uses it to try the spreads that win flats first.
//
// It is branch-free but for the drop loop: move ordering scores every
// spread of a node with it, and a square's flat value is two bits of the
// sides' flat tops rather than a test of walls, capstones and owners.
// Every shift count is masked to 0..63 so that the compiler emits bare
// shifts.
func (p *Position) SpreadFlatGain(m Move) int {
	me := uint64(p.toMove) & 1
	blk := p.walls | p.caps
	mine := uint64(p.owner[me] &^ blk)
	theirs := uint64(p.owner[me^1] &^ blk)
	from := uint(m.Square()) & 63
	mask := m.Mask()
	k := uint(bits.Len8(mask))
	h := uint(p.height[from])
	// The origin's flat value is lost; a piece left under the carried
	// ones (always a flat) becomes its top.
	gain := int(theirs>>from&1) - int(mine>>from&1)
	st := p.stacks[from]
	if h > k {
		gain += 1 - 2*int(st.lo>>(k&63)&1^me)
	}
	carried := st.lo & (1<<(k&63) - 1) // bit i: the i-th carried piece from the top
	topFlat := uint(blk>>from&1 ^ 1)
	sq := int(from)
	step := int(delta[m.Direction()])
	r := k
	for mask != 0 {
		d := uint(bits.TrailingZeros8(mask)) + 1
		mask >>= d
		sq += step
		gain += int(theirs>>(uint(sq)&63)&1) - int(mine>>(uint(sq)&63)&1)
		r -= d
		// The new top: the topmost piece dropped here, a flat unless it
		// is the moving stack's own top (r == 0), which keeps its kind.
		if r > 0 || topFlat != 0 {
			gain += 1 - 2*int(carried>>(r&63)&1^me)
		}
	}
	return gain
}
