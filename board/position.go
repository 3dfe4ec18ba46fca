package board

import (
	"fmt"
	"math/bits"
)

// stack is the colour string of one square: bit i set means the i-th piece
// from the top is black. 128 bits, low word first.
type stack struct{ lo, hi uint64 }

func (s stack) shl(d uint) stack { return stack{s.lo << d, s.hi<<d | s.lo>>(64-d)} }
func (s stack) shr(d uint) stack { return stack{s.lo>>d | s.hi<<(64-d), s.hi >> d} }
func (s stack) bit(i int) uint64 {
	if i < 64 {
		return s.lo >> uint(i) & 1
	}
	return s.hi >> uint(i-64) & 1
}

// Position is a Tak position: a value with fixed arrays and no pointers, so
// copying it copies the game. Change it only through Make and Unmake (or
// the constructors); read it through the accessors.
type Position struct {
	owner  [2]Bitboard // squares whose top piece is White's / Black's
	walls  Bitboard    // squares whose top piece is a wall
	caps   Bitboard    // squares whose top piece is a capstone
	height [64]uint8
	stacks [64]stack
	hash   uint64

	stones, capsLeft [2]uint8 // reserves
	start            Reserves // reserves at the start of the game

	size     uint8
	toMove   Color
	ply      uint32 // plies played since the empty board: 2*(move-1) + side; TPS and move lists stay far below 2^32
	halfKomi int8
}

// New returns the empty n x n board with standard reserves, komi 0.
func New(n int) (Position, error) {
	return NewWith(n, 0, DefaultReserves(n))
}

// NewWith returns the empty n x n board with the given half-komi (komi in
// half flats, added to Black) and reserves.
func NewWith(n, halfKomi int, r Reserves) (Position, error) {
	var p Position
	if n < MinSize || n > MaxSize {
		return p, fmt.Errorf("board size %d is not supported (3 to 8)", n)
	}
	if err := r.check(); err != nil {
		return p, err
	}
	if err := checkHalfKomi(halfKomi); err != nil {
		return p, err
	}
	p.size = uint8(n)
	p.start = r
	for c := 0; c < 2; c++ {
		p.stones[c] = uint8(r.Stones[c])
		p.capsLeft[c] = uint8(r.Caps[c])
	}
	p.halfKomi = int8(halfKomi)
	return p, nil
}

// MaxHalfKomi bounds the half-komi a position accepts.
const MaxHalfKomi = 100

func checkHalfKomi(h int) error {
	if h < -MaxHalfKomi || h > MaxHalfKomi {
		return fmt.Errorf("half-komi %d out of range %d..%d", h, -MaxHalfKomi, MaxHalfKomi)
	}
	return nil
}

// Size returns the board size N.
func (p *Position) Size() int { return int(p.size) }

// Geometry returns the masks of the position's board size.
func (p *Position) Geometry() *Geometry { return &geometries[p.size] }

// ToMove returns the side to move.
func (p *Position) ToMove() Color { return p.toMove }

// Ply returns the number of plies played since the empty board
// (2*(move number-1) + 1 if Black is to move).
func (p *Position) Ply() int { return int(p.ply) }

// MoveNumber returns the TPS full-move number.
func (p *Position) MoveNumber() int { return int(p.ply)/2 + 1 }

// IsOpening reports whether the opening swap is in force (plies 1 and 2):
// the mover places one flat of the opponent's colour.
func (p *Position) IsOpening() bool { return p.ply < 2 }

// HalfKomi returns the komi in half flats, added to Black's flat count.
func (p *Position) HalfKomi() int { return int(p.halfKomi) }

// SetHalfKomi changes the komi (in half flats). The hash does not cover it.
func (p *Position) SetHalfKomi(h int) error {
	if err := checkHalfKomi(h); err != nil {
		return err
	}
	p.halfKomi = int8(h)
	return nil
}

// Hash returns the incrementally maintained Zobrist hash.
func (p *Position) Hash() uint64 { return p.hash }

// Stones returns the stones (flats and walls) c still has in reserve.
func (p *Position) Stones(c Color) int { return int(p.stones[c]) }

// Capstones returns the capstones c still has in reserve.
func (p *Position) Capstones(c Color) int { return int(p.capsLeft[c]) }

// StartReserves returns the reserves the game started with.
func (p *Position) StartReserves() Reserves { return p.start }

// Owner returns the squares whose top piece is c's.
func (p *Position) Owner(c Color) Bitboard { return p.owner[c] }

// Occupied returns the squares with a stack.
func (p *Position) Occupied() Bitboard { return p.owner[0] | p.owner[1] }

// Empty returns the empty squares of the board.
func (p *Position) Empty() Bitboard { return geometries[p.size].Mask &^ (p.owner[0] | p.owner[1]) }

// Walls returns the squares topped by a wall.
func (p *Position) Walls() Bitboard { return p.walls }

// Caps returns the squares topped by a capstone.
func (p *Position) Caps() Bitboard { return p.caps }

// Flats returns the squares topped by a flat of colour c.
func (p *Position) Flats(c Color) Bitboard { return p.owner[c] &^ (p.walls | p.caps) }

// RoadPieces returns the squares whose top counts for c's roads (flats and
// capstones).
func (p *Position) RoadPieces(c Color) Bitboard { return p.owner[c] &^ p.walls }

// Height returns the number of pieces on sq.
func (p *Position) Height(sq Square) int { return int(p.height[sq]) }

// Top returns the colour and kind of the top piece of sq; ok is false when
// sq is empty.
func (p *Position) Top(sq Square) (c Color, k Kind, ok bool) {
	if p.height[sq] == 0 {
		return 0, 0, false
	}
	return Color(p.stacks[sq].lo & 1), p.kindAt(sq), true
}

func (p *Position) kindAt(sq Square) Kind {
	b := Bitboard(1) << sq
	switch {
	case p.walls&b != 0:
		return Wall
	case p.caps&b != 0:
		return Cap
	}
	return Flat
}

// PieceAt returns the colour of the i-th piece from the top of sq (0 is
// the top); i must be below Height(sq).
func (p *Position) PieceAt(sq Square, i int) Color { return Color(p.stacks[sq].bit(i)) }

// StackBits returns up to the top 64 colours of sq (bit i: the i-th piece
// from the top is black).
func (p *Position) StackBits(sq Square) uint64 { return p.stacks[sq].lo }

// FlatCount returns the number of squares topped by a flat of colour c.
func (p *Position) FlatCount(c Color) int { return bits.OnesCount64(uint64(p.Flats(c))) }

// InReserve returns the pieces (stones plus capstones) c has left.
func (p *Position) InReserve(c Color) int { return int(p.stones[c]) + int(p.capsLeft[c]) }

// put places a single piece of colour c and kind k on the empty square sq,
// keeping bitboards and hash up to date.
func (p *Position) put(sq Square, c Color, k Kind) {
	b := Bitboard(1) << sq
	p.stacks[sq] = stack{lo: uint64(c)}
	p.height[sq] = 1
	p.owner[c] |= b
	p.hash ^= zobrist.piece[sq][0][c]
	switch k {
	case Wall:
		p.walls |= b
		p.hash ^= zobrist.top[sq][Wall]
	case Cap:
		p.caps |= b
		p.hash ^= zobrist.top[sq][Cap]
	}
}

// HashFromScratch recomputes the Zobrist hash from the stacks, the oracle
// for the incremental Hash.
func (p *Position) HashFromScratch() uint64 {
	var h uint64
	for sq := Square(0); sq < 64; sq++ {
		n := int(p.height[sq])
		for j := 0; j < n; j++ { // j: height from the bottom
			h ^= zobrist.piece[sq][j][p.stacks[sq].bit(n-1-j)]
		}
		if n > 0 {
			if k := p.kindAt(sq); k != Flat {
				h ^= zobrist.top[sq][k]
			}
		}
	}
	if p.toMove == Black {
		h ^= zobrist.black
	}
	return h
}
