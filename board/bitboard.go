package board

import "math/bits"

// Bitboard is a set of squares, bit rank*8+file.
type Bitboard uint64

// Has reports whether square sq is in b.
func (b Bitboard) Has(sq Square) bool { return b>>sq&1 != 0 }

// Count returns the number of squares in b.
func (b Bitboard) Count() int { return bits.OnesCount64(uint64(b)) }

// First returns the lowest square of b; b must not be empty.
func (b Bitboard) First() Square { return Square(bits.TrailingZeros64(uint64(b))) }

const fileA Bitboard = 0x0101010101010101
const fileH Bitboard = fileA << 7

// Neighbours returns the squares orthogonally next to some square of b
// (possibly including squares of b itself and bits outside a smaller board;
// callers mask the result).
func (b Bitboard) Neighbours() Bitboard {
	return b<<8 | b>>8 | (b&^fileH)<<1 | (b&^fileA)>>1
}

// Grow returns the part of within that is connected to seed through
// orthogonal steps inside within (a flood fill). seed should be a subset of
// within.
func Grow(seed, within Bitboard) Bitboard {
	for {
		next := (seed | seed.Neighbours()) & within
		if next == seed {
			return seed
		}
		seed = next
	}
}
