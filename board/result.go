package board

import "math/bits"

// Result is the outcome of a game, or None while it goes on.
type Result uint8

// The results of docs/RULES.md §7.
const (
	None      Result = iota
	RoadWhite
	RoadBlack        // 0-R
	FlatWhite        // F-0
	FlatBlack        // 0-F
	Draw             // 1/2-1/2
)

// String returns the PTN result string ("" for None).
func (r Result) String() string {
	return [...]string{"", "R-0", "0-R", "F-0", "0-F", "1/2-1/2"}[r]
}

// Winner returns the winning colour; ok is false for None and Draw.
func (r Result) Winner() (c Color, ok bool) {
	switch r {
	case RoadWhite, FlatWhite:
		return White, true
	case RoadBlack, FlatBlack:
		return Black, true
	}
	return 0, false
}

// IsRoad reports whether r is a road win.
func (r Result) IsRoad() bool { return r == RoadWhite || r == RoadBlack }

// HasRoad reports whether c has a road: a 4-connected group of flats and
// capstones joining two opposite edges (docs/RULES.md §6), found by flood fill.
func (p *Position) HasRoad(c Color) bool {
	rb := p.owner[c] &^ p.walls
	if bits.OnesCount64(uint64(rb)) < int(p.size) {
		return false
	}
	g := &geometries[p.size]
	if s := rb & g.Rank1; s != 0 && rb&g.RankN != 0 {
		if Grow(s, rb)&g.RankN != 0 {
			return true
		}
	}
	if s := rb & g.FileA; s != 0 && rb&g.FileN != 0 {
		if Grow(s, rb)&g.FileN != 0 {
			return true
		}
	}
	return false
}

// Result decides the game after the last ply (docs/RULES.md §7.1): the mover's
// road, then the opponent's road, then a full board or an empty reserve and
// the flat count with komi.
func (p *Position) Result() Result {
	mover := p.toMove ^ 1
	if p.HasRoad(mover) {
		return roadResult(mover)
	}
	if p.HasRoad(mover ^ 1) {
		return roadResult(mover ^ 1)
	}
	if p.FlatEndReached() {
		return p.FlatResult()
	}
	return None
}

func roadResult(c Color) Result {
	if c == White {
		return RoadWhite
	}
	return RoadBlack
}

// FlatEndReached reports whether the board is full or a player has no
// pieces left, which ends the game on flats if nobody has a road.
func (p *Position) FlatEndReached() bool {
	return p.Empty() == 0 ||
		p.stones[0]+p.capsLeft[0] == 0 || p.stones[1]+p.capsLeft[1] == 0
}

// PlacementsLeft returns the fewest placements before the game ends on
// flats: the smaller reserve (stones and capstones), or the empty
// squares. It is 0 exactly where FlatEndReached holds.
func (p *Position) PlacementsLeft() int {
	return min(p.InReserve(White), p.InReserve(Black), p.Empty().Count())
}

// FlatResult scores the flat count with komi: D = 2*(Fw-Fb) - halfKomi.
func (p *Position) FlatResult() Result {
	d := 2*(p.FlatCount(White)-p.FlatCount(Black)) - int(p.halfKomi)
	switch {
	case d > 0:
		return FlatWhite
	case d < 0:
		return FlatBlack
	}
	return Draw
}

// GameOver reports whether the game has ended; cheaper than Result when
// only that matters.
func (p *Position) GameOver() bool {
	return p.FlatEndReached() || p.HasRoad(White) || p.HasRoad(Black)
}

// ResultAfter is Result for a position where m was just made from a
// position whose game was not over; it skips the road checks m cannot
// have changed (a wall placement makes no road, a flat or capstone
// placement only the mover's).
func (p *Position) ResultAfter(m Move) Result {
	mover := p.toMove ^ 1
	if !m.IsSpread() {
		if m.Kind() != Wall && p.ply > 2 && p.HasRoad(mover) {
			return roadResult(mover)
		}
	} else {
		return p.Result()
	}
	if p.FlatEndReached() {
		return p.FlatResult()
	}
	return None
}

// overAfter reports whether the game ended with m, which was just made
// from a position where it had not: a wall placement cannot make a road, a
// flat or capstone placement only the mover's, and only placements use up
// reserves.
func (p *Position) overAfter(m Move) bool {
	mover := p.toMove ^ 1
	if !m.IsSpread() {
		if p.Empty() == 0 || p.stones[0]+p.capsLeft[0] == 0 || p.stones[1]+p.capsLeft[1] == 0 {
			return true
		}
		if p.ply <= 2 {
			return false // no road is possible with one piece each
		}
		return m.Kind() != Wall && p.HasRoad(mover)
	}
	return p.Empty() == 0 || p.HasRoad(mover) || p.HasRoad(mover^1)
}

// Perft counts the leaves of the legal-move tree of the given depth, with
// finished games as leaves that have no children (docs/RULES.md §13).
// The last ply is counted without being made.
func Perft(p *Position, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	if p.GameOver() {
		return 0
	}
	lists := make([]MoveList, depth)
	return perft(p, depth, lists)
}

func perft(p *Position, depth int, lists []MoveList) uint64 {
	if depth == 1 {
		return uint64(p.CountMoves())
	}
	l := &lists[0]
	p.GenerateMoves(l)
	var n uint64
	for _, m := range l.Moves[:l.N] {
		u := p.Make(m)
		if !p.overAfter(m) {
			n += perft(p, depth-1, lists[1:])
		}
		p.Unmake(m, u)
	}
	return n
}

// Divide returns perft(depth-1) under each legal root move, in generation
// order.
func Divide(p *Position, depth int) ([]Move, []uint64) {
	if depth < 1 || p.GameOver() {
		return nil, nil
	}
	var l MoveList
	p.GenerateMoves(&l)
	moves := append([]Move(nil), l.Slice()...)
	counts := make([]uint64, len(moves))
	lists := make([]MoveList, depth)
	for i, m := range moves {
		u := p.Make(m)
		switch {
		case depth == 1:
			counts[i] = 1
		case !p.overAfter(m):
			counts[i] = perft(p, depth-1, lists)
		}
		p.Unmake(m, u)
	}
	return moves, counts
}

// PlacementEndsGame reports whether c's next placement would end the game
// on flats: it fills the last empty square or spends c's last piece.
func (p *Position) PlacementEndsGame(c Color) bool {
	return p.stones[c]+p.capsLeft[c] == 1 || bits.OnesCount64(uint64(p.Empty())) == 1
}

// FlatPlacementWins reports whether c, placing a piece next, could end the
// game on flats in its favour (docs/RULES.md §7.1): the placement ends the
// game (PlacementEndsGame) and c's best such piece, a flat when c has a
// stone (one more flat for it), else its capstone (no change), leaves c
// ahead on the flat count with komi. A placement that also makes a road
// only wins sooner. Stack moves that fill the board are not considered.
func (p *Position) FlatPlacementWins(c Color) bool {
	if !p.PlacementEndsGame(c) || p.ply < 2 {
		return false
	}
	w, b := p.FlatCount(White), p.FlatCount(Black)
	gain := 0
	if p.stones[c] > 0 {
		gain = 1
	}
	if c == White {
		w += gain
	} else {
		b += gain
	}
	d := 2*(w-b) - int(p.halfKomi)
	return c == White && d > 0 || c == Black && d < 0
}

// EndingPlacement returns the placement of the side to move that ends the
// game on flats with the most flats for it, when PlacementEndsGame: a flat
// on an empty square if it has a stone, else its capstone.
func (p *Position) EndingPlacement() Move {
	k := Flat
	if p.stones[p.toMove] == 0 {
		k = Cap
	}
	return Placement(p.Empty().First(), k)
}
