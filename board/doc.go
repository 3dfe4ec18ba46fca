// Package board implements the rules of Tak for board sizes 3 to 8: the
// position, legal move generation, make/unmake, game end, Zobrist hashing,
// and TPS and PTN move notation. It uses the standard library only.
//
// # Layout
//
// A square is a uint8 index rank*8+file with a1 = 0, b1 = 1, a2 = 8: the
// stride is always 8, whatever the board size, so the bitboard shifts that
// move a set of squares one step (up <<8, down >>8, right <<1, left >>1) are
// the same on every size. Bits of files and ranks at or beyond the size are
// never set; a per-size mask (Geometry.Mask) says which bits are squares.
//
// The top piece of every stack is kept in four bitboards: one per colour
// (who controls the square) and one each for walls and capstones. A top
// that is in neither Walls nor Caps is a flat. Under the tops, every stack is
// a 128-bit colour string (bit i set means the i-th piece from the top is
// black; bit 0 is the top) plus a height. Only the top of a stack can be a
// wall or a capstone, so the colour string and the top bitboards describe
// the whole stack. 128 pieces is more than a standard 8x8 game holds (104).
//
// # Invariants
//
//   - White and Black are disjoint; Walls and Caps are disjoint subsets of
//     White|Black; a square is in White|Black exactly when its height > 0.
//   - The colour of the top piece (bit 0 of the stack) matches the top
//     bitboards.
//   - Pieces on the board plus reserves equal the starting reserves, per
//     colour, for stones and capstones separately.
//   - Hash equals HashFromScratch(): the xor of a key per (square, height
//     from the bottom, colour) for every piece, a key per (square, kind) for
//     each wall or capstone top, and a key when Black is to move.
//
// Validate checks all of these; the tests call it after every move of long
// random playouts.
//
// # Moves
//
// A Move is a packed uint32 (see move.go). Spreads carry a drop mask: bit j
// of the mask is set when the j-th carried piece (counted from the bottom of
// the carried stack, which is dropped first) is the last piece dropped on
// its square. The number of pieces lifted is the mask's bit length and the
// number of squares crossed its population count. Per (pieces available,
// distance to the first blocker) tables list every legal mask, so spread
// generation and counting are table look-ups (movegen.go).
package board
