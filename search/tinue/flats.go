package tinue

import "github.com/takengine/takengine/board"

// The flat-count ending by one move, without trying every move. A
// placement ends the game when it fills the last empty square or spends
// the mover's last piece; the mover's best such placement is a flat if it
// has a stone (one more flat for it), else its capstone (no change). A
// spread ends it only by covering every empty square, which needs them
// all on one rank or file and fewer than N of them; those rare cases are
// left to the move generator.

// spreadMayFill reports whether some stack move could cover every empty
// square of p.
func spreadMayFill(p *board.Position) bool {
	e := p.Empty()
	if e == 0 || e.Count() >= p.Size() {
		return false
	}
	sq := e.First()
	rank := board.Bitboard(0xff) << (8 * uint(sq.Rank()))
	file := board.Bitboard(0x0101010101010101) << uint(sq.File())
	return e&^rank == 0 || e&^file == 0
}

// flatWin returns a move of the side to move that ends the game in its
// favour without a road of its own being needed (a flat-count ending, or
// a stack move that fills the board), or NoMove. It uses the last frame's
// list, which the search never reaches.
func (s *Solver) flatWin() board.Move {
	p := &s.pos
	c := p.ToMove()
	if p.FlatPlacementWins(c) {
		return p.EndingPlacement()
	}
	if !spreadMayFill(p) {
		return board.NoMove
	}
	l := &s.frames[len(s.frames)-1].list
	l.N = 0
	p.GenerateSpreads(l)
	for _, m := range l.Slice() {
		u := p.Make(m)
		w, ok := p.ResultAfter(m).Winner()
		p.Unmake(m, u)
		if ok && w == c {
			return m
		}
	}
	return board.NoMove
}

// flatThreat reports whether c, if it were to move, might end the game on
// flats in its favour (a placement exactly, a board-filling spread
// approximately).
func flatThreat(p *board.Position, c board.Color) bool {
	return p.FlatPlacementWins(c) || spreadMayFill(p)
}
