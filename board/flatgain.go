package board

import "math/bits"

// SpreadFlatGain returns how much spread m changes the flat count of the
// side to move less the opponent's (top flats, the count that decides a
// flat win; docs/RULES.md), without making it: the origin's old and new
// tops and each destination's old and new tops. m must be a legal spread
// of p. Move ordering uses it to try the spreads that win flats first.
func (p *Position) SpreadFlatGain(m Move) int {
	me := uint64(p.toMove)
	from := m.Square()
	mask := m.Mask()
	k := uint(bits.Len8(mask))
	h := uint(p.height[from])
	topKind := p.kindAt(from)
	gain := -p.flatValue(from, me)
	st := p.stacks[from]
	if h > k {
		// The pieces below the top are flats.
		if st.lo>>k&1 == me {
			gain++
		} else {
			gain--
		}
	}
	carried := st.lo & (1<<k - 1) // bit i: the i-th carried piece from the top
	sq := from
	step := delta[m.Direction()]
	r := k
	for mask != 0 {
		d := uint(bits.TrailingZeros8(mask)) + 1
		mask >>= d
		sq = Square(int8(sq) + step)
		gain -= p.flatValue(sq, me)
		r -= d
		if r > 0 || topKind == Flat {
			// The new top is a flat: the topmost piece dropped here.
			if carried>>r&1 == me {
				gain++
			} else {
				gain--
			}
		}
	}
	return gain
}

// flatValue is +1 when sq's top is a flat of colour me (0 White, 1
// Black), -1 when it is the other colour's flat, else 0.
func (p *Position) flatValue(sq Square, me uint64) int {
	b := Bitboard(1) << sq
	if (p.walls|p.caps)&b != 0 || (p.owner[0]|p.owner[1])&b == 0 {
		return 0
	}
	if p.owner[me]&b != 0 {
		return 1
	}
	return -1
}
