package search

import (
	"math/bits"

	"github.com/takengine/takengine/board"
)

// A move policy: a linear prior over the moves of a position, fitted to
// the moves a stronger engine chose (cmd/policyfit), that orders the
// quiet moves before the history counts refine them. Each move has a few
// one-hot features (PolicyFeatures); its score is the sum of their
// weights (policyWeights, in thousandths of a logit). The built-in
// weights are fitted to 6x6 games; with Params.PolicyScale on they order
// every size's moves (the square classes cover boards up to 8x8).
//
// Placements, by kind (flat, wall, capstone):
//   - the square's class (distances from the two nearest edges, sorted,
//     so the eight symmetries share a weight);
//   - the own and the enemy road pieces next to it (0..4 each, jointly);
//   - the own and the enemy stacks of two or more next to it (0..3);
//   - the own and the enemy road pieces on its rank and file (0..7), and
//     on the fuller of the two.
//
// Spreads:
//   - the flats it gains in the flat count (board.SpreadFlatGain, -3..3);
//   - the pieces carried (1..8) and the squares crossed (1..7);
//   - the moving top (flat, wall, capstone), and whether it flattens a
//     wall;
//   - the class of the square it ends on;
//   - what it leaves on the square it starts from (nothing, an own top,
//     an enemy top);
//   - whether it drops onto an enemy-topped stack of two or more.
const (
	polPlaceClass   = 0                    // 3 kinds x 16 classes
	polPlaceAdj     = polPlaceClass + 48   // 3 x 5 own x 5 enemy
	polPlaceOwnTall = polPlaceAdj + 75     // 3 x 4
	polPlaceOppTall = polPlaceOwnTall + 12 // 3 x 4
	polPlaceOwnLine = polPlaceOppTall + 12 // 3 x 8
	polPlaceOppLine = polPlaceOwnLine + 24 // 3 x 8
	polPlaceOwnMax  = polPlaceOppLine + 24 // 3 x 8
	polPlaceOppMax  = polPlaceOwnMax + 24  // 3 x 8
	polSpreadGain   = polPlaceOppMax + 24  // 7
	polSpreadCount  = polSpreadGain + 7    // 8
	polSpreadDist   = polSpreadCount + 8   // 8
	polSpreadTop    = polSpreadDist + 8    // 3
	polSpreadSmash  = polSpreadTop + 3     // 1
	polSpreadEnd    = polSpreadSmash + 1   // 16
	polSpreadLeaves = polSpreadEnd + 16    // 3
	polSpreadTake   = polSpreadLeaves + 3  // 1
	// PolicyFeatureCount is the number of policy features.
	PolicyFeatureCount = polSpreadTake + 1
	// PolicyMaxActive bounds the features one move sets (a placement 8, a
	// spread 6 to 8).
	PolicyMaxActive = 8
)

// policyCtx holds what the policy reads of a position, computed once per
// node.
type policyCtx struct {
	n        int
	mask     board.Bitboard
	road     [2]board.Bitboard // road pieces by side, relative: 0 the mover
	tall     [2]board.Bitboard // stacks of two or more by top's side
	walls    board.Bitboard
	rankRoad [2][8]uint8
	fileRoad [2][8]uint8
	// placed[sq] are the scores of a flat, a wall and a capstone placed
	// on sq, computed at the first of them that is scored (done).
	placed [64][3]int32
	done   board.Bitboard
}

func (c *policyCtx) set(p *board.Position) {
	g := p.Geometry()
	c.n, c.mask, c.walls, c.done = g.Size, g.Mask, p.Walls(), 0
	stm := p.ToMove()
	for i, side := range [2]board.Color{stm, stm.Other()} {
		c.road[i] = p.RoadPieces(side)
		c.tall[i] = 0
		own := p.Owner(side)
		for b := own; b != 0; b &= b - 1 {
			if sq := b.First(); p.Height(sq) >= 2 {
				c.tall[i] |= 1 << sq
			}
		}
		for r := 0; r < c.n; r++ {
			c.rankRoad[i][r] = uint8(bits.OnesCount64(uint64(c.road[i] >> (8 * r) & 0xff)))
		}
		for f := 0; f < c.n; f++ {
			c.fileRoad[i][f] = uint8(bits.OnesCount64(uint64(c.road[i] >> f & 0x0101010101010101)))
		}
	}
}

// class returns the square class of sq (squareClass).
func (c *policyCtx) class(sq board.Square) int { return int(squareClass[c.n][sq]) }

// squareClass[n][sq] is the class of sq on an n x n board: its distances
// from the nearest file edge and rank edge, sorted, each at most 3, as
// a*4+b.
var squareClass = func() (t [board.MaxSize + 1][64]uint8) {
	for n := board.MinSize; n <= board.MaxSize; n++ {
		for r := 0; r < n; r++ {
			for f := 0; f < n; f++ {
				a, b := min(f, n-1-f, 3), min(r, n-1-r, 3)
				if a > b {
					a, b = b, a
				}
				t[n][board.MakeSquare(f, r)] = uint8(a*4 + b)
			}
		}
	}
	return t
}()

// features writes the indices of m's features to out and returns how many.
// gain is m's board.SpreadFlatGain when m is a spread.
func (c *policyCtx) features(p *board.Position, m board.Move, gain int, out *[PolicyMaxActive]int) int {
	sq := m.Square()
	if !m.IsSpread() {
		k := int(m.Kind()) - 1
		nb := (board.Bitboard(1) << sq).Neighbours() & c.mask
		ownRank, ownFile := int(c.rankRoad[0][sq.Rank()]), int(c.fileRoad[0][sq.File()])
		oppRank, oppFile := int(c.rankRoad[1][sq.Rank()]), int(c.fileRoad[1][sq.File()])
		out[0] = polPlaceClass + k*16 + c.class(sq)
		out[1] = polPlaceAdj + k*25 + (nb&c.road[0]).Count()*5 + (nb & c.road[1]).Count()
		out[2] = polPlaceOwnTall + k*4 + min((nb&c.tall[0]).Count(), 3)
		out[3] = polPlaceOppTall + k*4 + min((nb&c.tall[1]).Count(), 3)
		out[4] = polPlaceOwnLine + k*8 + min(ownRank+ownFile, 7)
		out[5] = polPlaceOppLine + k*8 + min(oppRank+oppFile, 7)
		out[6] = polPlaceOwnMax + k*8 + min(max(ownRank, ownFile), 7)
		out[7] = polPlaceOppMax + k*8 + min(max(oppRank, oppFile), 7)
		return 8
	}
	out[0] = polSpreadGain + min(max(gain, -3), 3) + 3
	count := m.Count()
	out[1] = polSpreadCount + count - 1
	out[2] = polSpreadDist + m.Distance() - 1
	_, top, _ := p.Top(sq)
	out[3] = polSpreadTop + int(top) - 1
	end := m.End()
	out[4] = polSpreadEnd + c.class(end)
	h := p.Height(sq)
	leaves := 0
	if h > count {
		leaves = 1
		if p.PieceAt(sq, count) != p.ToMove() {
			leaves = 2
		}
	}
	out[5] = polSpreadLeaves + leaves
	n := 6
	if c.walls.Has(end) {
		out[n] = polSpreadSmash
		n++
	}
	if c.tall[1]&spreadRays[m.Direction()][sq][m.Distance()] != 0 {
		out[n] = polSpreadTake
		n++
	}
	return n
}

// spreadRays[d][sq][k] are the first k squares from sq in direction d
// (the bits past the 8x8 frame are never read: a legal spread stays on
// the board).
var spreadRays = func() (t [4][64][8]board.Bitboard) {
	for d, step := range [4][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}} {
		for sq := range 64 {
			f, r := sq&7, sq>>3
			for k := 1; k < 8; k++ {
				f, r = f+step[0], r+step[1]
				t[d][sq][k] = t[d][sq][k-1]
				if f >= 0 && f < 8 && r >= 0 && r < 8 {
					t[d][sq][k] |= board.Bitboard(1) << (r*8 + f)
				}
			}
		}
	}
	return t
}()

// score returns m's policy score in thousandths of a logit; gain is m's
// board.SpreadFlatGain when m is a spread. A placement's three kinds
// share what they read of the square (placedScores).
func (c *policyCtx) score(p *board.Position, m board.Move, gain int) int {
	if !m.IsSpread() {
		sq := m.Square()
		if !c.done.Has(sq) {
			c.placedScores(sq)
		}
		return int(c.placed[sq][m.Kind()-1])
	}
	var f [PolicyMaxActive]int
	n := c.features(p, m, gain, &f)
	s := 0
	for _, i := range f[:n] {
		s += int(policyWeights[i])
	}
	return s
}

// placedScores fills placed[sq] with the sums of the placement features
// that features gives each kind.
func (c *policyCtx) placedScores(sq board.Square) {
	var f [PolicyMaxActive]int
	n := c.features(nil, board.Placement(sq, board.Flat), 0, &f)
	for k := range 3 {
		s := int32(0)
		for _, i := range f[:n] {
			s += int32(policyWeights[i+k*polPlaceStride[i]])
		}
		c.placed[sq][k] = s
	}
	c.done |= 1 << sq
}

// polPlaceStride[i] is, for a flat placement's feature i, how far the
// same feature of the next kind is (the size of its group per kind).
var polPlaceStride = func() (t [PolicyFeatureCount]int) {
	groups := [][2]int{{polPlaceClass, 16}, {polPlaceAdj, 25}, {polPlaceOwnTall, 4}, {polPlaceOppTall, 4},
		{polPlaceOwnLine, 8}, {polPlaceOppLine, 8}, {polPlaceOwnMax, 8}, {polPlaceOppMax, 8}}
	for _, g := range groups {
		for i := g[0]; i < g[0]+g[1]; i++ {
			t[i] = g[1]
		}
	}
	return t
}()

// PolicyFeatures appends the policy features of every legal move of p to
// dst, PolicyMaxActive indices a move (unused ones -1), in the order of
// p.GenerateMoves, and returns dst and the moves. cmd/policyfit fits
// the weights from them.
func PolicyFeatures(p *board.Position, dst []int16) ([]int16, []board.Move) {
	var l board.MoveList
	p.GenerateMoves(&l)
	var c policyCtx
	c.set(p)
	moves := append([]board.Move(nil), l.Moves[:l.N]...)
	for _, m := range moves {
		var f [PolicyMaxActive]int
		gain := 0
		if m.IsSpread() {
			gain = p.SpreadFlatGain(m)
		}
		n := c.features(p, m, gain, &f)
		for i := range f {
			if i < n {
				dst = append(dst, int16(f[i]))
			} else {
				dst = append(dst, -1)
			}
		}
	}
	return dst, moves
}
