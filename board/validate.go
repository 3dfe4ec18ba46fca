package board

import "fmt"

// Validate checks every invariant of doc.go and returns the first one that
// does not hold. It is the oracle the tests run after every move.
func (p *Position) Validate() error {
	n := int(p.size)
	if n < MinSize || n > MaxSize {
		return fmt.Errorf("size %d out of range", n)
	}
	mask := geometries[n].Mask
	occ := p.owner[0] | p.owner[1]
	switch {
	case p.owner[0]&p.owner[1] != 0:
		return fmt.Errorf("white and black tops overlap at %v", (p.owner[0] & p.owner[1]).First())
	case occ&^mask != 0:
		return fmt.Errorf("a top lies off the %dx%d board", n, n)
	case p.walls&p.caps != 0:
		return fmt.Errorf("a square is both wall and capstone")
	case (p.walls|p.caps)&^occ != 0:
		return fmt.Errorf("a wall or capstone bit on an empty square")
	}
	var stones, caps [2]int
	for sq := Square(0); sq < 64; sq++ {
		h := int(p.height[sq])
		b := Bitboard(1) << sq
		if (h > 0) != (occ&b != 0) {
			return fmt.Errorf("%v: height %d disagrees with the top bitboards", sq, h)
		}
		if h == 0 {
			if p.stacks[sq] != (stack{}) {
				return fmt.Errorf("%v: empty square with stray colour bits", sq)
			}
			continue
		}
		if h < 128 && p.stacks[sq].shr(1).shr(uint(h-1)) != (stack{}) {
			return fmt.Errorf("%v: colour bits above the height %d", sq, h)
		}
		top := Color(p.stacks[sq].lo & 1)
		if p.owner[top]&b == 0 {
			return fmt.Errorf("%v: top colour %v disagrees with the bitboards", sq, top)
		}
		for i := 0; i < h; i++ {
			c := p.stacks[sq].bit(i)
			if i == 0 && p.caps&b != 0 {
				caps[c]++
			} else {
				stones[c]++
			}
		}
	}
	for c := 0; c < 2; c++ {
		if stones[c]+int(p.stones[c]) != p.start.Stones[c] {
			return fmt.Errorf("%v: %d stones on the board + %d in reserve != %d", Color(c), stones[c], p.stones[c], p.start.Stones[c])
		}
		if caps[c]+int(p.capsLeft[c]) != p.start.Caps[c] {
			return fmt.Errorf("%v: %d capstones on the board + %d in reserve != %d", Color(c), caps[c], p.capsLeft[c], p.start.Caps[c])
		}
	}
	if int(p.ply)&1 != int(p.toMove) {
		return fmt.Errorf("ply %d disagrees with side to move %v", p.ply, p.toMove)
	}
	if h := p.HashFromScratch(); h != p.hash {
		return fmt.Errorf("incremental hash %016x != from-scratch %016x", p.hash, h)
	}
	return nil
}
