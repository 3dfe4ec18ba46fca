package board

import "fmt"

// Square is a board square, rank*8+file with a1 = 0 (see doc.go).
type Square uint8

// MakeSquare returns the square on file f and rank r (both 0-based).
func MakeSquare(file, rank int) Square { return Square(rank*8 + file) }

// File returns the 0-based file (0 is "a").
func (s Square) File() int { return int(s & 7) }

// Rank returns the 0-based rank (0 is "1").
func (s Square) Rank() int { return int(s >> 3) }

// String returns the square's PTN name, such as "c3".
func (s Square) String() string {
	return string([]byte{byte('a' + s.File()), byte('1' + s.Rank())})
}

// Direction is one of the four ways a stack can move.
type Direction uint8

// The directions, in the order of PTN's symbols + - > <.
const (
	Up Direction = iota
	Down
	Right
	Left
)

// delta is the square index change of one step in each direction.
var delta = [4]int8{8, -8, 1, -1}

// Symbol returns the PTN symbol of d: + - > <.
func (d Direction) Symbol() byte { return "+-><"[d] }

// MinSize and MaxSize are the board sizes the package plays.
const (
	MinSize = 3
	MaxSize = 8
)

// Geometry holds the per-size masks. Values are built once and read-only.
type Geometry struct {
	Size  int      // N
	Mask  Bitboard // every square of the board
	Rank1 Bitboard // the bottom edge
	RankN Bitboard // the top edge
	FileA Bitboard // the left edge
	FileN Bitboard // the right edge
}

var geometries = buildGeometries()

func buildGeometries() [MaxSize + 1]Geometry {
	var g [MaxSize + 1]Geometry
	for n := MinSize; n <= MaxSize; n++ {
		gg := Geometry{Size: n}
		for r := 0; r < n; r++ {
			for f := 0; f < n; f++ {
				b := Bitboard(1) << MakeSquare(f, r)
				gg.Mask |= b
				if r == 0 {
					gg.Rank1 |= b
				}
				if r == n-1 {
					gg.RankN |= b
				}
				if f == 0 {
					gg.FileA |= b
				}
				if f == n-1 {
					gg.FileN |= b
				}
			}
		}
		g[n] = gg
	}
	return g
}

// GeometryOf returns the masks of an n x n board; n must be 3..8.
func GeometryOf(n int) *Geometry { return &geometries[n] }

// Reserves are the pieces each player starts with (indexed by Color).
type Reserves struct {
	Stones [2]int // stones (flats and walls) per colour
	Caps   [2]int // capstones per colour
}

// DefaultReserves returns the standard reserves for size n (docs/RULES.md §2):
// 3x3 10/0, 4x4 15/0, 5x5 21/1, 6x6 30/1, 7x7 40/2, 8x8 50/2.
func DefaultReserves(n int) Reserves {
	stones := [9]int{3: 10, 4: 15, 5: 21, 6: 30, 7: 40, 8: 50}
	caps := [9]int{5: 1, 6: 1, 7: 2, 8: 2}
	if n < MinSize || n > MaxSize {
		return Reserves{}
	}
	return Reserves{Stones: [2]int{stones[n], stones[n]}, Caps: [2]int{caps[n], caps[n]}}
}

// Limits on non-standard reserves: every stack must fit the 128-bit colour
// string, so the pieces of both players together stay at or below 128.
const (
	MaxStones = 60
	MaxCaps   = 4
)

func (r Reserves) check() error {
	for c := 0; c < 2; c++ {
		if r.Stones[c] < 0 || r.Stones[c] > MaxStones {
			return fmt.Errorf("%s stones %d out of range 0..%d", Color(c), r.Stones[c], MaxStones)
		}
		if r.Caps[c] < 0 || r.Caps[c] > MaxCaps {
			return fmt.Errorf("%s capstones %d out of range 0..%d", Color(c), r.Caps[c], MaxCaps)
		}
		if r.Stones[c] == 0 {
			// The opening swap places one stone of each colour.
			return fmt.Errorf("%s has no stones; the opening swap needs one", Color(c))
		}
	}
	return nil
}

// ParseSquare reads a square name such as "c3" for an n x n board.
func ParseSquare(s string, n int) (Square, error) {
	if len(s) != 2 {
		return 0, fmt.Errorf("square %s: want a file letter and a rank digit", Quote(s))
	}
	f, r := int(s[0])-'a', int(s[1])-'1'
	if f < 0 || f >= n || r < 0 || r >= n {
		return 0, fmt.Errorf("square %s is not on a %dx%d board", Quote(s), n, n)
	}
	return MakeSquare(f, r), nil
}
