package board

import "math/bits"

// Move is one ply packed in 32 bits:
//
//	bits 0-5    the square (placement target, or spread origin)
//	bits 6-7    the Direction of a spread
//	bits 8-15   the drop mask of a spread (0 for placements; see doc.go)
//	bits 16-17  the Kind of a placement (0 for spreads)
//
// The zero Move is not a move (NoMove).
type Move uint32

// NoMove is the zero Move, used for "none".
const NoMove Move = 0

// Placement returns the move placing a piece of kind k on sq.
func Placement(sq Square, k Kind) Move { return Move(sq) | Move(k)<<16 }

// Spread returns the spread from sq in direction d with drop mask mask
// (bit j set: the j-th carried piece from the bottom ends a drop).
func Spread(sq Square, d Direction, mask uint8) Move {
	return Move(sq) | Move(d)<<6 | Move(mask)<<8
}

// SpreadDrops returns the spread from sq in direction d that drops the
// given counts on successive squares (each 1..8, at most 8 in all).
func SpreadDrops(sq Square, d Direction, drops []int) Move {
	var mask uint8
	n := 0
	for _, x := range drops {
		n += x
		mask |= 1 << (n - 1)
	}
	return Spread(sq, d, mask)
}

// Square returns the placement square or the spread origin.
func (m Move) Square() Square { return Square(m & 63) }

// IsSpread reports whether m moves a stack.
func (m Move) IsSpread() bool { return m&0xff00 != 0 }

// Kind returns the kind placed (0 for a spread).
func (m Move) Kind() Kind { return Kind(m >> 16 & 3) }

// Direction returns the direction of a spread.
func (m Move) Direction() Direction { return Direction(m >> 6 & 3) }

// Mask returns the drop mask of a spread.
func (m Move) Mask() uint8 { return uint8(m >> 8) }

// Count returns the number of pieces a spread lifts.
func (m Move) Count() int { return bits.Len8(m.Mask()) }

// Distance returns the number of squares a spread crosses.
func (m Move) Distance() int { return bits.OnesCount8(m.Mask()) }

// Drops appends the drop counts of a spread to buf and returns it.
func (m Move) Drops(buf []int) []int {
	mask := m.Mask()
	for mask != 0 {
		d := bits.TrailingZeros8(mask) + 1
		buf = append(buf, d)
		mask >>= d
	}
	return buf
}

// End returns the last square a spread drops on.
func (m Move) End() Square {
	return Square(int(m.Square()) + int(delta[m.Direction()])*m.Distance())
}

// MaxMoves bounds the legal moves of any position with reserves within
// MaxStones and MaxCaps (about 16 stacks of 8 with 4 directions each, plus
// placements), so a MoveList never overflows.
const MaxMoves = 9216

// MoveList is a fixed-size list of moves, filled without allocation.
type MoveList struct {
	N     int            // number of moves filled
	Moves [MaxMoves]Move // the moves; only Moves[:N] are valid
}

// Slice returns the filled part of the list.
func (l *MoveList) Slice() []Move { return l.Moves[:l.N] }

// Contains reports whether m is in the list.
func (l *MoveList) Contains(m Move) bool {
	for _, x := range l.Moves[:l.N] {
		if x == m {
			return true
		}
	}
	return false
}
