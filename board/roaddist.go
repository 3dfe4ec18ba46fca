package board

// RoadDistance returns the fewest placements c needs to complete a road,
// the stack moves left aside: c's road pieces (flats and capstones) cost
// nothing, an empty square costs one, and every other square is closed.
// It is 0 when c has a road, and limit+1 when c needs more than limit
// placements or no road can be built. Each edge pair is searched in
// layers: the squares reachable with k placements are those connected,
// through c's road pieces, to an empty square next to (or on the edge
// of) the squares reachable with k-1; one flood fill a layer.
func (p *Position) RoadDistance(c Color, limit int) int {
	return p.roadDistance(p.owner[c]&^p.walls, p.Empty(), limit)
}

// roadDistance is RoadDistance over the road pieces rb and the open
// squares open of the caller's choosing (SpreadQuiet adds the squares a
// spread could change to one and takes them from the other).
func (p *Position) roadDistance(rb, open Bitboard, limit int) int {
	g := &geometries[p.size]
	// Both edge pairs in step, layer by layer, their flood fills in one
	// loop (grow2): the first to reach its far edge gives the distance,
	// and neither searches past it. 3.4% less search time than the pairs
	// one after the other, each a Grow a layer (paired runs, game
	// positions).
	r, f := grow2(g.Rank1&rb, g.FileA&rb, rb, rb)
	for k := 0; k <= limit; k++ {
		if r&g.RankN != 0 || f&g.FileN != 0 {
			return k
		}
		ar := (r.Neighbours() | g.Rank1) & open &^ r
		af := (f.Neighbours() | g.FileA) & open &^ f
		if ar|af == 0 {
			break
		}
		r, f = grow2(r|ar, f|af, r|ar|rb, f|af|rb)
	}
	return limit + 1
}

// grow2 is Grow(a, wa) and Grow(b, wb) in one loop: the processor
// overlaps the two fills, and the loop has one unpredictable exit where
// two Grows have one each.
func grow2(a, b, wa, wb Bitboard) (Bitboard, Bitboard) {
	for {
		na := (a | a.Neighbours()) & wa
		nb := (b | b.Neighbours()) & wb
		if na == a && nb == b {
			return a, b
		}
		a, b = na, nb
	}
}
