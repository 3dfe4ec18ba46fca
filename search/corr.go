package search

import (
	"math/bits"

	"github.com/takengine/takengine/board"
)

// Correction history (Params.Corr).
//
// The static evaluation is a fixed function of the position; the search
// learns, during a game, how far it errs in the kind of position at hand,
// and adds that error back. Each searched node whose result says something
// about its static score (an exact score, a lower bound above it or an
// upper bound below it) moves two running averages of the error toward
// the search's score, weighted by depth, as chess engines do with
// pawn-structure keys (Stockfish's correction history). Tak has no pawn
// structure, so the tables are keyed by what changes slowly in a Tak game
// and decides how it ends:
//   - the material key: the side to move, the flat count difference, both
//     reserves and the empty squares (the flat race's state; the linear
//     evaluation prices these independently, the search sees how they
//     combine);
//   - the blocker key: the walls and capstones with their owners, which
//     shape every road and change a few times a game.
//
// The corrected score feeds reverse futility, null move and futility
// (Corr 1), and the leaves as well (Corr 2).
const (
	corrBits = 14
	corrSize = 1 << corrBits
	// corrGrain is the fixed-point unit of an entry (1/corrGrain centiflat).
	corrGrain = 256
	// corrLimit bounds an entry, in centiflats.
	corrLimit = 400
	// corrMaxWeight bounds the weight (in 1/256) of one update.
	corrMaxWeight = 16
)

// corrTables are one thread's correction histories.
type corrTables struct {
	material [corrSize]int32
	blockers [corrSize]int32
}

func (c *corrTables) clear() { *c = corrTables{} }

// corrKeys returns the slots of the position in the two tables.
func corrKeys(p *board.Position) (material, blockers int) {
	stm := p.ToMove()
	opp := stm.Other()
	fcd := p.FlatCount(stm) - p.FlatCount(opp)
	k := uint64(stm) | uint64(fcd+64)<<1 | uint64(p.InReserve(stm))<<8 | uint64(p.InReserve(opp))<<14 |
		uint64(bits.OnesCount64(uint64(p.Empty())))<<20
	material = int(mix64(k) >> (64 - corrBits))
	caps, walls := p.Caps(), p.Walls()
	own := p.Owner(stm)
	b := uint64(caps&own)*0x9e3779b97f4a7c15 ^ uint64(caps&^own)*0xc2b2ae3d27d4eb4f ^
		uint64(walls&own)*0x165667b19e3779f9 ^ uint64(walls&^own)*0xd6e8feb86659fd93 ^ uint64(stm)
	blockers = int(mix64(b) >> (64 - corrBits))
	return material, blockers
}

// mix64 is a 64-bit finaliser (splitmix64's).
func mix64(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}

// correction returns the correction of the thread's position, in
// centiflats.
func (t *thread) correction() int {
	if t.e.prm.Corr == 0 {
		return 0
	}
	m, b := corrKeys(&t.pos)
	return int(t.corr.material[m]+t.corr.blockers[b]) / (2 * corrGrain)
}

// updateCorrection moves the position's entries toward err, the search's
// score less the raw static score, with weight growing with depth.
func (t *thread) updateCorrection(depth, err int) {
	err = max(min(err, corrLimit), -corrLimit) * corrGrain
	w := int32(min(depth+1, corrMaxWeight))
	m, b := corrKeys(&t.pos)
	for _, e := range [2]*int32{&t.corr.material[m], &t.corr.blockers[b]} {
		*e = (*e*(256-w) + int32(err)*w) / 256
	}
}
