package board

import "math/bits"

// spreadTables lists, for every (pieces available kmax 1..8, free squares
// before the first blocker dist 0..7), every legal drop mask: all masks of
// bit length <= kmax with at most dist squares crossed. flatten lists the
// extra masks of a capstone that ends alone on a wall just past those dist
// squares. Built once, read-only.
type spreadTables struct {
	normal      [9][8][]uint8
	flatten     [9][8][]uint8
	normalCount [9][8]uint16
	flatCount   [9][8]uint16
}

var spreads = newSpreadTables()

func newSpreadTables() *spreadTables {
	t := new(spreadTables)
	for kmax := 1; kmax <= 8; kmax++ {
		for dist := 0; dist < 8; dist++ {
			for mask := 1; mask < 1<<kmax; mask++ {
				k := bits.Len(uint(mask))
				m := bits.OnesCount(uint(mask))
				if m <= dist {
					t.normal[kmax][dist] = append(t.normal[kmax][dist], uint8(mask))
				}
				// Last drop is a single piece: bit k-1 set and bit k-2 set
				// (or k == 1), crossing dist squares and landing on dist+1.
				lastOne := k == 1 || mask>>(k-2)&1 == 1
				if m == dist+1 && lastOne {
					t.flatten[kmax][dist] = append(t.flatten[kmax][dist], uint8(mask))
				}
			}
			t.normalCount[kmax][dist] = uint16(len(t.normal[kmax][dist]))
			t.flatCount[kmax][dist] = uint16(len(t.flatten[kmax][dist]))
		}
	}
	return t
}

// rays[d][sq] is every square beyond sq in direction d on an 8x8 board.
var rays = newRays()

func newRays() *[4][64]Bitboard {
	r := new([4][64]Bitboard)
	for sq := 0; sq < 64; sq++ {
		f, k := sq&7, sq>>3
		for i := k + 1; i < 8; i++ {
			r[Up][sq] |= 1 << (i*8 + f)
		}
		for i := 0; i < k; i++ {
			r[Down][sq] |= 1 << (i*8 + f)
		}
		for i := f + 1; i < 8; i++ {
			r[Right][sq] |= 1 << (k*8 + i)
		}
		for i := 0; i < f; i++ {
			r[Left][sq] |= 1 << (k*8 + i)
		}
	}
	return r
}

// reach returns how many squares a spread from sq can cross in direction d
// before the edge or the first wall or capstone, and whether that blocker is
// a wall (which a lone capstone may flatten).
func (p *Position) reach(sq Square, d Direction, blockers Bitboard) (dist int, wall bool) {
	n := int(p.size)
	b := blockers & rays[d][sq]
	f, r := int(sq&7), int(sq>>3)
	switch d {
	case Up:
		if b == 0 {
			return n - 1 - r, false
		}
		t := bits.TrailingZeros64(uint64(b))
		return t>>3 - r - 1, p.walls>>t&1 != 0
	case Down:
		if b == 0 {
			return r, false
		}
		t := 63 - bits.LeadingZeros64(uint64(b))
		return r - t>>3 - 1, p.walls>>t&1 != 0
	case Right:
		if b == 0 {
			return n - 1 - f, false
		}
		t := bits.TrailingZeros64(uint64(b))
		return t&7 - f - 1, p.walls>>t&1 != 0
	default:
		if b == 0 {
			return f, false
		}
		t := 63 - bits.LeadingZeros64(uint64(b))
		return f - t&7 - 1, p.walls>>t&1 != 0
	}
}

// GenerateMoves fills l with every legal move of the side to move (the list
// is reset first). It does not look at whether the game is over.
func (p *Position) GenerateMoves(l *MoveList) {
	l.N = 0
	p.generatePlacements(l)
	if p.ply >= 2 {
		p.generateSpreads(l)
	}
}

// GeneratePlacements fills l with the legal placements only.
func (p *Position) GeneratePlacements(l *MoveList) {
	l.N = 0
	p.generatePlacements(l)
}

func (p *Position) generatePlacements(l *MoveList) {
	empty := p.Empty()
	n := l.N
	if p.ply < 2 {
		for e := empty; e != 0; e &= e - 1 {
			l.Moves[n] = Placement(e.First(), Flat)
			n++
		}
		l.N = n
		return
	}
	c := p.toMove
	hasStone, hasCap := p.stones[c] > 0, p.capsLeft[c] > 0
	for e := empty; e != 0; e &= e - 1 {
		sq := e.First()
		if hasStone {
			l.Moves[n] = Placement(sq, Flat)
			l.Moves[n+1] = Placement(sq, Wall)
			n += 2
		}
		if hasCap {
			l.Moves[n] = Placement(sq, Cap)
			n++
		}
	}
	l.N = n
}

// GenerateSpreads appends the legal stack moves to l (from ply 3 on).
func (p *Position) GenerateSpreads(l *MoveList) {
	if p.ply >= 2 {
		p.generateSpreads(l)
	}
}

func (p *Position) generateSpreads(l *MoveList) {
	blockers := p.walls | p.caps
	n := l.N
	nsize := int(p.size)
	for own := p.owner[p.toMove]; own != 0; own &= own - 1 {
		sq := own.First()
		kmax := int(p.height[sq])
		if kmax > nsize {
			kmax = nsize
		}
		isCap := p.caps>>sq&1 != 0
		for d := Up; d <= Left; d++ {
			dist, wall := p.reach(sq, d, blockers)
			base := Move(sq) | Move(d)<<6
			for _, mask := range spreads.normal[kmax][dist] {
				l.Moves[n] = base | Move(mask)<<8
				n++
			}
			if wall && isCap {
				for _, mask := range spreads.flatten[kmax][dist] {
					l.Moves[n] = base | Move(mask)<<8
					n++
				}
			}
		}
	}
	l.N = n
}

// CountMoves returns the number of legal moves without generating them
// (the last ply of perft).
func (p *Position) CountMoves() int {
	empty := p.Empty().Count()
	if p.ply < 2 {
		return empty
	}
	c := p.toMove
	n := 0
	if p.stones[c] > 0 {
		n += 2 * empty
	}
	if p.capsLeft[c] > 0 {
		n += empty
	}
	blockers := p.walls | p.caps
	nsize := int(p.size)
	for own := p.owner[c]; own != 0; own &= own - 1 {
		sq := own.First()
		kmax := int(p.height[sq])
		if kmax > nsize {
			kmax = nsize
		}
		isCap := p.caps>>sq&1 != 0
		for d := Up; d <= Left; d++ {
			dist, wall := p.reach(sq, d, blockers)
			n += int(spreads.normalCount[kmax][dist])
			if wall && isCap {
				n += int(spreads.flatCount[kmax][dist])
			}
		}
	}
	return n
}

// IsLegal reports whether m is a legal move of the side to move (ignoring
// whether the game is over).
func (p *Position) IsLegal(m Move) bool {
	sq := m.Square()
	if int(sq.File()) >= int(p.size) || int(sq.Rank()) >= int(p.size) {
		return false
	}
	if !m.IsSpread() {
		if m>>18 != 0 || m&0xffc0 != 0 || p.height[sq] != 0 {
			return false
		}
		k := m.Kind()
		if p.ply < 2 {
			return k == Flat
		}
		switch k {
		case Flat, Wall:
			return p.stones[p.toMove] > 0
		case Cap:
			return p.capsLeft[p.toMove] > 0
		}
		return false
	}
	if m>>16 != 0 || p.ply < 2 || p.owner[p.toMove]>>sq&1 == 0 {
		return false
	}
	k := m.Count()
	if k > int(p.height[sq]) || k > int(p.size) {
		return false
	}
	dist, wall := p.reach(sq, m.Direction(), p.walls|p.caps)
	m2 := m.Distance()
	if m2 <= dist {
		return true
	}
	mask := m.Mask()
	return m2 == dist+1 && wall && p.caps>>sq&1 != 0 && (k == 1 || mask>>(k-2)&1 == 1)
}
