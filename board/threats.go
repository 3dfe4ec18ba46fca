package board

import "math/bits"

// roadIn reports whether the squares rb hold a road on p's board.
func (p *Position) roadIn(rb Bitboard) bool {
	g := &geometries[p.size]
	if rb&g.Rank1 != 0 && rb&g.RankN != 0 && Grow(rb&g.Rank1, rb)&g.RankN != 0 {
		return true
	}
	return rb&g.FileA != 0 && rb&g.FileN != 0 && Grow(rb&g.FileA, rb)&g.FileN != 0
}

// spreadPath returns the squares a spread of c's stack on sq in direction
// d could drop on (a superset: every square within reach, including a wall
// a capstone could flatten).
func (p *Position) spreadPath(sq Square, d Direction, blockers Bitboard) Bitboard {
	kmax := min(int(p.height[sq]), int(p.size))
	dist, wall := p.reach(sq, d, blockers)
	if wall && p.caps.Has(sq) {
		dist++
	}
	n := min(kmax, dist)
	if n == 0 {
		return 0
	}
	// The ray up to and including the n-th square: the whole ray less
	// what lies beyond that square.
	return rays[d][sq] &^ rays[d][int(sq)+n*int(delta[d])]
}

// RoadReach is what the road-in-one tests of one colour share: its road
// pieces, the groups of them grown from each of the four edges, and the
// squares that would complete a road if they held one of its road pieces.
type RoadReach struct {
	c                  Color
	rb, a1, aN, aA, aH Bitboard
	completing         Bitboard
}

// RoadReach computes c's RoadReach with four flood fills.
func (p *Position) RoadReach(c Color) RoadReach {
	g := &geometries[p.size]
	rb := p.owner[c] &^ p.walls
	r := RoadReach{c: c, rb: rb,
		a1: Grow(rb&g.Rank1, rb), aN: Grow(rb&g.RankN, rb),
		aA: Grow(rb&g.FileA, rb), aH: Grow(rb&g.FileN, rb)}
	// A square joins every group next to it, so it completes a road when
	// it touches (or lies on) both opposite edges' groups.
	r.completing = (g.Rank1 | r.a1.Neighbours()) & (g.RankN | r.aN.Neighbours())
	r.completing |= (g.FileA | r.aA.Neighbours()) & (g.FileN | r.aH.Neighbours())
	r.completing &= g.Mask
	return r
}

// PlacementWins returns the empty squares where a flat of the reach's
// colour would complete its road.
func (r *RoadReach) PlacementWins(p *Position) Bitboard { return r.completing & p.Empty() }

// ThreatSquares returns the empty squares where a flat of colour c would
// complete a road for c: c's road in one placement, its "Tak" threats
// when c is not to move (docs/RULES.md §6).
func (p *Position) ThreatSquares(c Color) Bitboard {
	r := p.RoadReach(c)
	return r.PlacementWins(p)
}

// HasSpreadWin reports whether c, if it were to move, could complete a
// road for itself with one stack move.
func (p *Position) HasSpreadWin(c Color) bool {
	r := p.RoadReach(c)
	return p.HasSpreadWinFrom(&r)
}

// HasSpreadWinFrom is HasSpreadWin for a caller that already has the
// colour's RoadReach. A spread changes only its origin and the straight
// segment it drops on, so a new road has to enter that set T from the
// group reaching one edge (or T touches the edge) and leave it to the
// group reaching the opposite edge: a few masks per stack and direction
// rule almost every position out; the rest are checked drop pattern by
// drop pattern.
func (p *Position) HasSpreadWinFrom(r *RoadReach) bool {
	if p.ply < 2 {
		return false
	}
	g := &geometries[p.size]
	c, rb := r.c, r.rb
	near1, nearN := r.a1|g.Rank1, r.aN|g.RankN
	nearA, nearH := r.aA|g.FileA, r.aH|g.FileN
	blockers := p.walls | p.caps
	// Single pieces step one square: rb loses the origin and gains the
	// target, so the target must be a square that would complete a road
	// on its own.
	w := r.completing
	var tall Bitboard
	for own := p.owner[c]; own != 0; own &= own - 1 {
		if sq := own.First(); p.height[sq] > 1 {
			tall |= Bitboard(1) << sq
		}
	}
	short := p.owner[c] &^ tall
	for d := Up; d <= Left; d++ {
		open := ^blockers | p.walls&shift(short&p.caps, d) // a lone capstone flattens
		for dst := shift(short, d) & w & open; dst != 0; dst &= dst - 1 {
			sq := Square(int(dst.First()) - int(delta[d]))
			if p.spreadWinFrom(sq, d, c, rb) {
				return true
			}
		}
	}
	// Every road a stack move makes lies in rb plus the moved stack's
	// origin and path; if even the union over all tall stacks holds no
	// road, none does (one flood fill for most positions).
	// The paths of the first stacks are kept for the second pass.
	var paths [16][4]Bitboard
	union := rb
	i := 0
	for own := tall; own != 0; own &= own - 1 {
		sq := own.First()
		union |= Bitboard(1) << sq
		for d := Up; d <= Left; d++ {
			path := p.spreadPath(sq, d, blockers)
			if i < len(paths) {
				paths[i][d] = path
			}
			union |= path
		}
		i++
	}
	if tall == 0 || !p.roadIn(union) {
		return false
	}
	won := false
	i = 0
	for own := tall; own != 0 && !won; own &= own - 1 {
		sq := own.First()
		for d := Up; d <= Left && !won; d++ {
			var path Bitboard
			if i < len(paths) {
				path = paths[i][d]
			} else {
				path = p.spreadPath(sq, d, blockers)
			}
			if path == 0 {
				continue
			}
			t := path | Bitboard(1)<<sq
			tn := t | t.Neighbours()
			if !(tn&near1 != 0 && tn&nearN != 0) && !(tn&nearA != 0 && tn&nearH != 0) {
				continue
			}
			if !p.roadIn(rb | t) {
				continue
			}
			if p.spreadWinFrom(sq, d, c, rb) {
				won = true
			}
		}
		i++
	}
	return won
}

// spreadWinFrom reports whether a spread of c's stack on sq in direction d
// completes a road for c. It computes the road squares each drop pattern
// leaves without making the move: the origin shows the piece under the
// lifted ones, and each square crossed shows the last piece dropped on it
// (the carried piece at the mask's set bit), a flat except on the last
// square, where the moving top keeps its kind.
func (p *Position) spreadWinFrom(sq Square, d Direction, c Color, rb Bitboard) bool {
	kmax := min(int(p.height[sq]), int(p.size))
	dist, wall := p.reach(sq, d, p.walls|p.caps)
	if p.spreadWinMasks(sq, d, c, rb, spreads.normal[kmax][dist]) {
		return true
	}
	return wall && p.caps.Has(sq) && p.spreadWinMasks(sq, d, c, rb, spreads.flatten[kmax][dist])
}

func (p *Position) spreadWinMasks(sq Square, d Direction, c Color, rb Bitboard, masks []uint8) bool {
	h := int(p.height[sq])
	bitsTop := p.stacks[sq].lo // bit i: colour of the i-th piece from the top
	topIsWall := p.walls.Has(sq)
	sqb := Bitboard(1) << sq
	step := int(delta[d])
	// A road in a set is a road in every superset, so a drop pattern
	// whose squares of c lie within those of one already found roadless
	// is skipped (many patterns leave the same squares to c).
	var failed [8]Bitboard
	nFailed := 0
masks:
	for _, mask := range masks {
		k := bits.Len8(mask)
		r := rb &^ sqb
		if h > k && Color(bitsTop>>uint(k)&1) == c {
			r |= sqb
		}
		s := int(sq)
		for j := 0; j < k; j++ {
			if mask>>uint(j)&1 == 0 {
				continue
			}
			s += step
			b := Bitboard(1) << uint(s)
			if Color(bitsTop>>uint(k-1-j)&1) == c && !(j == k-1 && topIsWall) {
				r |= b
			} else {
				r &^= b
			}
		}
		for _, f := range failed[:nFailed] {
			if r&^f == 0 {
				continue masks
			}
		}
		if p.roadIn(r) {
			return true
		}
		if nFailed < len(failed) {
			failed[nFailed] = r
			nFailed++
		}
	}
	return false
}

// shift moves every square of b one step in direction d (squares leaving
// an 8x8 board are dropped; callers mask smaller boards).
func shift(b Bitboard, d Direction) Bitboard {
	switch d {
	case Up:
		return b << 8
	case Down:
		return b >> 8
	case Right:
		return (b &^ fileH) << 1
	}
	return (b &^ fileA) >> 1
}

// SpreadQuiet reports whether no spread of the side to move's stack on sq
// in direction d can end the game or leave the mover a road threat (an
// empty square that a placement would turn into a road). A spread changes
// only its origin and the squares it drops on, so the test makes every
// one of those squares a road piece of each colour in turn, and leaves
// them out of the empty squares: if even then the opponent has no road,
// the mover is two placements or more from one, and some square stays
// empty, no spread there does either. A false answer says only that some
// spread there might. Late-move pruning keeps the moves that threaten; this
// lets it skip a stack's quiet spreads without making each one.
func (p *Position) SpreadQuiet(sq Square, d Direction) bool {
	path := p.spreadPath(sq, d, p.walls|p.caps)
	if path == 0 {
		return true
	}
	open := p.Empty() &^ path
	if open == 0 {
		return false // the spread might fill the board
	}
	changed := path | Bitboard(1)<<sq
	c := p.toMove
	if p.roadIn(p.owner[c^1]&^p.walls | changed) {
		return false
	}
	return p.roadDistance(p.owner[c]&^p.walls|changed, open, 1) > 1
}
