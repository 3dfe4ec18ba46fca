package board

import "math/bits"

// Undo is what Unmake needs beyond the move itself.
type Undo struct {
	hash      uint64
	flattened bool // the spread's capstone flattened a wall
}

// Make plays m, which must be legal in p (see IsLegal), and returns the
// record Unmake needs. It does not check for the end of the game; call
// Result (or GameOver) afterwards.
func (p *Position) Make(m Move) Undo {
	u := Undo{hash: p.hash}
	if m.IsSpread() {
		u.flattened = p.makeSpread(m)
	} else {
		p.makePlacement(m)
	}
	p.toMove ^= 1
	p.ply++
	p.hash ^= zobrist.black
	return u
}

func (p *Position) makePlacement(m Move) {
	c := p.toMove
	if p.ply < 2 {
		c ^= 1 // opening swap: an opponent's flat from the opponent's reserve
	}
	k := m.Kind()
	if k == Cap {
		p.capsLeft[c]--
	} else {
		p.stones[c]--
	}
	p.put(m.Square(), c, k)
}

// makeSpread moves the stack and reports whether a wall was flattened.
func (p *Position) makeSpread(m Move) bool {
	from := m.Square()
	mask := m.Mask()
	k := uint(bits.Len8(mask))
	step := delta[m.Direction()]
	h := uint(p.height[from])
	topKind := p.kindAt(from)
	fb := Bitboard(1) << from

	// Lift the top k pieces: xor their keys out, shorten the origin.
	carried := p.stacks[from].lo & (1<<k - 1)
	for i := uint(0); i < k; i++ {
		p.hash ^= zobrist.piece[from][(h-1-i)&(maxHeight-1)][carried>>(i&63)&1]
	}
	if topKind != Flat {
		p.hash ^= zobrist.top[from][topKind]
	}
	p.stacks[from] = p.stacks[from].shr(k)
	p.height[from] = uint8(h - k)
	p.owner[0] &^= fb
	p.owner[1] &^= fb
	p.walls &^= fb
	p.caps &^= fb
	if h > k {
		p.owner[p.stacks[from].lo&1] |= fb
	}

	// Drop: the bottom d carried pieces on each successive square.
	sq := from
	r := k
	flattened := false
	for mask != 0 {
		d := uint(bits.TrailingZeros8(mask)) + 1
		mask >>= d
		sq = Square(int8(sq)+step) & 63 // (masked for the compiler: it is on the board)
		b := Bitboard(1) << sq
		if p.walls&b != 0 { // only a lone capstone may arrive here
			p.walls &^= b
			p.hash ^= zobrist.top[sq][Wall]
			flattened = true
		}
		ht := uint(p.height[sq])
		for i := uint(0); i < d; i++ {
			p.hash ^= zobrist.piece[sq][(ht+i)&(maxHeight-1)][carried>>((r-1-i)&63)&1]
		}
		p.stacks[sq] = p.stacks[sq].shl(d)
		p.stacks[sq].lo |= carried >> (r - d)
		r -= d
		carried &= 1<<r - 1
		p.height[sq] = uint8(ht + d)
		top := p.stacks[sq].lo & 1
		p.owner[top] |= b
		p.owner[top^1] &^= b
	}
	switch topKind {
	case Wall:
		p.walls |= Bitboard(1) << sq
		p.hash ^= zobrist.top[sq][Wall]
	case Cap:
		p.caps |= Bitboard(1) << sq
		p.hash ^= zobrist.top[sq][Cap]
	}
	return flattened
}

// Unmake takes back m, which must be the last move made, given the record
// Make returned. The position is restored exactly.
func (p *Position) Unmake(m Move, u Undo) {
	p.toMove ^= 1
	p.ply--
	if m.IsSpread() {
		p.unmakeSpread(m, u.flattened)
	} else {
		sq := m.Square()
		b := Bitboard(1) << sq
		c := Color(p.stacks[sq].lo & 1)
		if m.Kind() == Cap {
			p.capsLeft[c]++
		} else {
			p.stones[c]++
		}
		p.owner[c] &^= b
		p.walls &^= b
		p.caps &^= b
		p.height[sq] = 0
		p.stacks[sq] = stack{}
	}
	p.hash = u.hash
}

func (p *Position) unmakeSpread(m Move, flattened bool) {
	from := m.Square()
	mask := m.Mask()
	k := uint(bits.Len8(mask))
	step := delta[m.Direction()]
	end := m.End()
	topKind := p.kindAt(end)

	// Pick the pieces up again, first square first: the first drop is the
	// bottom of the carried stack.
	var carried uint64
	r := k
	sq := from
	for mask != 0 {
		d := uint(bits.TrailingZeros8(mask)) + 1
		mask >>= d
		sq = Square(int8(sq)+step) & 63 // (masked for the compiler: it is on the board)
		b := Bitboard(1) << sq
		r -= d
		carried |= (p.stacks[sq].lo & (1<<d - 1)) << r
		p.stacks[sq] = p.stacks[sq].shr(d)
		p.height[sq] -= uint8(d)
		p.owner[0] &^= b
		p.owner[1] &^= b
		p.walls &^= b
		p.caps &^= b
		if p.height[sq] > 0 {
			p.owner[p.stacks[sq].lo&1] |= b
		}
	}
	if flattened {
		p.walls |= Bitboard(1) << end
	}
	fb := Bitboard(1) << from
	p.stacks[from] = p.stacks[from].shl(k)
	p.stacks[from].lo |= carried
	p.height[from] += uint8(k)
	top := carried & 1
	p.owner[top] |= fb
	p.owner[top^1] &^= fb
	switch topKind {
	case Wall:
		p.walls |= fb
	case Cap:
		p.caps |= fb
	}
}

// PassForNull hands the move to the opponent without playing (the search's
// null move). Calling it again restores the position. It is not a legal
// Tak move and leaves the ply count alone, so use it only in the search.
func (p *Position) PassForNull() {
	p.toMove ^= 1
	p.hash ^= zobrist.black
}
