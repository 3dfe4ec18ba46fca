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
	best := limit + 1
	for _, e := range [2][2]Bitboard{{g.Rank1, g.RankN}, {g.FileA, g.FileN}} {
		r := Grow(e[0]&rb, rb)
		for k := 0; k < best; k++ {
			if r&e[1] != 0 {
				best = k
				break
			}
			add := (r.Neighbours() | e[0]) & open &^ r
			if add == 0 {
				break
			}
			r = Grow(r|add, r|add|rb)
		}
	}
	return best
}
