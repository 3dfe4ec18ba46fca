package eval

import (
	"math/bits"

	"github.com/takengine/takengine/board"
)

// Feature names one component of the evaluation vector.
type Feature int

// The features. Each value is White's minus Black's unless noted.
const (
	FlatHalf            Feature = iota // 2*(flats White - flats Black) - half-komi
	FlatHalfLate                       // FlatHalf scaled by nearness of the end (0..16 per half flat, /16)
	Reserves                           // stones+caps left in reserve
	Walls                              // walls on top
	CapsOnBoard                        // capstones on the board
	Supports                           // own pieces under own flat or wall tops
	Captives                           // opponent pieces under own flat or wall tops
	CapSupports                        // own pieces under own capstones
	CapCaptives                        // opponent pieces under own capstones
	Centre                             // road pieces weighted by distance from the edge
	GroupSpan                          // the best group's span between edges (squares)
	GroupSpanSq                        // its square
	LineSq                             // sum over unblocked lines of (road pieces in line)^2
	Threats                            // empty squares where one flat completes a road (capped at 3)
	WallNextToEnemy                    // enemy road pieces next to own walls
	GroupNear                          // group widths and heights (over all groups) of N-1
	GroupMid                           // ... of N-2 (at least 2)
	GroupFar                           // ... of N-3 (at least 3)
	EmptyControl                       // empty squares controlled (more adjacent own flats, or own capstone)
	FlatControl                        // flat-topped squares controlled
	ThrowTheirs                        // enemy-topped squares in reach of a stack's own pieces under the top
	ThrowEmpty                         // empty squares in that reach
	SideToMove                         // +1 with White to move, -1 with Black (the tempo)
	WallsLate                          // Walls scaled by nearness of the end (0..4x, like FlatHalfLate)
	SupportsLate                       // Supports, scaled the same way
	CaptivesLate                       // Captives, scaled the same way
	CapSupportsLate                    // CapSupports, scaled the same way
	CapCaptivesLate                    // CapCaptives, scaled the same way
	Connections                        // orthogonally adjacent pairs of own road pieces
	EndFlat                            // the flat count at the end if both sides only placed flats, over the plies left (endFlat)
	FlatSq00                           // flat tops on squares 0 and 0 from the nearest edges (a square table)
	FlatSq01                           // ... 0 and 1
	FlatSq02                           // ... 0 and 2
	FlatSq03                           // ... 0 and 3
	FlatSq11                           // ... 1 and 1
	FlatSq12                           // ... 1 and 2
	FlatSq13                           // ... 1 and 3
	FlatSq22                           // ... 2 and 2
	FlatSq23                           // ... 2 and 3
	FlatSq33                           // ... 3 and 3
	WallSq00                           // walls on squares 0 and 0 from the nearest edges (a square table)
	WallSq01                           // ... 0 and 1
	WallSq02                           // ... 0 and 2
	WallSq03                           // ... 0 and 3
	WallSq11                           // ... 1 and 1
	WallSq12                           // ... 1 and 2
	WallSq13                           // ... 1 and 3
	WallSq22                           // ... 2 and 2
	WallSq23                           // ... 2 and 3
	WallSq33                           // ... 3 and 3
	CapSq00                            // capstones on squares 0 and 0 from the nearest edges (a square table)
	CapSq01                            // ... 0 and 1
	CapSq02                            // ... 0 and 2
	CapSq03                            // ... 0 and 3
	CapSq11                            // ... 1 and 1
	CapSq12                            // ... 1 and 2
	CapSq13                            // ... 1 and 3
	CapSq22                            // ... 2 and 2
	CapSq23                            // ... 2 and 3
	CapSq33                            // ... 3 and 3
	RoadIn2                            // fewest placements to a road (board.Position.RoadDistance) is 2
	RoadIn3                            // ... 3
	RoadIn4                            // ... 4
	RoadIn2Mover                       // RoadIn2 of the side to move only (it can make a road threat now)
	FlatSqLate00                       // FlatSq00 scaled by nearness of the end (0..4x, like WallsLate)
	FlatSqLate01                       // ... FlatSq01
	FlatSqLate02                       // ... FlatSq02
	FlatSqLate03                       // ... FlatSq03
	FlatSqLate11                       // ... FlatSq11
	FlatSqLate12                       // ... FlatSq12
	FlatSqLate13                       // ... FlatSq13
	FlatSqLate22                       // ... FlatSq22
	FlatSqLate23                       // ... FlatSq23
	FlatSqLate33                       // ... FlatSq33
	CapsOnBoardLate                    // CapsOnBoard scaled by nearness of the end (0..4x, like WallsLate)
	CentreLate                         // ... Centre
	GroupSpanLate                      // ... GroupSpan
	GroupSpanSqLate                    // ... GroupSpanSq
	LineSqLate                         // ... LineSq
	WallNextToEnemyLate                // ... WallNextToEnemy
	GroupNearLate                      // ... GroupNear
	GroupMidLate                       // ... GroupMid
	GroupFarLate                       // ... GroupFar
	EmptyControlLate                   // ... EmptyControl
	FlatControlLate                    // ... FlatControl
	ThrowTheirsLate                    // ... ThrowTheirs
	ThrowEmptyLate                     // ... ThrowEmpty
	SideToMoveLate                     // ... SideToMove
	ConnectionsLate                    // ... Connections
	WallSqLate00                       // ... WallSq00
	WallSqLate01                       // ... WallSq01
	WallSqLate02                       // ... WallSq02
	WallSqLate03                       // ... WallSq03
	WallSqLate11                       // ... WallSq11
	WallSqLate12                       // ... WallSq12
	WallSqLate13                       // ... WallSq13
	WallSqLate22                       // ... WallSq22
	WallSqLate23                       // ... WallSq23
	WallSqLate33                       // ... WallSq33
	CapSqLate00                        // ... CapSq00
	CapSqLate01                        // ... CapSq01
	CapSqLate02                        // ... CapSq02
	CapSqLate03                        // ... CapSq03
	CapSqLate11                        // ... CapSq11
	CapSqLate12                        // ... CapSq12
	CapSqLate13                        // ... CapSq13
	CapSqLate22                        // ... CapSq22
	CapSqLate23                        // ... CapSq23
	CapSqLate33                        // ... CapSq33
	RoadIn2Late                        // ... RoadIn2
	RoadIn3Late                        // ... RoadIn3
	RoadIn4Late                        // ... RoadIn4
	RoadIn2MoverLate                   // ... RoadIn2Mover
	EndFlatLead                        // EndFlat where only the side ahead can end the race (endFlatLead)
	LeadM4                             // the side to move's flat lead with komi, in whole flats, one-hot (+1 with White to move, -1 with Black): at most -4
	LeadM3                             // ... -3
	LeadM2                             // ... -2
	LeadM1                             // ... -1
	Lead0                              // ... 0 (level, or half a flat behind)
	LeadP1                             // ... +1
	LeadP2                             // ... +2
	LeadP3                             // ... +3
	LeadP4                             // ... at least +4
	LinesMiss0                         // directions (ranks, files) with a road piece in every line
	LinesMiss1                         // ... in all lines but 1
	LinesMiss2                         // ... in all lines but 2
	Groups                             // groups of road pieces (a lone piece is a group)
	StackNextFlat                      // over own flat-topped stacks: height times the enemy flats next to them
	StackNextWall                      // ... times the enemy walls next to them
	StackNextCap                       // ... times the enemy capstones next to them
	SupportsCentre                     // Supports, each weighted by its square's centrality (files plus ranks to the nearest edges, as Centre)
	CaptivesCentre                     // Captives, weighted the same way
	StackPrey                          // the side to move's chances to take a stack: over the other side's flat-topped stacks, height times the mover's pieces next to them (+ with White to move, - with Black)
	LeadLateM4                         // LeadM4 scaled by nearness of the end (0..4x, like WallsLate)
	LeadLateM3                         // ... LeadM3
	LeadLateM2                         // ... LeadM2
	LeadLateM1                         // ... LeadM1
	LeadLate0                          // ... Lead0
	LeadLateP1                         // ... LeadP1
	LeadLateP2                         // ... LeadP2
	LeadLateP3                         // ... LeadP3
	LeadLateP4                         // ... LeadP4
	LinesMissLate0                     // ... LinesMiss0
	LinesMissLate1                     // ... LinesMiss1
	LinesMissLate2                     // ... LinesMiss2
	GroupsLate                         // ... Groups
	StackNextFlatLate                  // ... StackNextFlat
	StackNextWallLate                  // ... StackNextWall
	StackNextCapLate                   // ... StackNextCap
	SupportsCentreLate                 // ... SupportsCentre
	CaptivesCentreLate                 // ... CaptivesCentre
	StackPreyLate                      // ... StackPrey
	WallSupports                       // own pieces under own wall tops (also counted in Supports; its weight moves their price under a wall)
	WallCaptives                       // opponent pieces under own wall tops (also counted in Captives; its weight moves their price under a wall)
	WallSupportsLate                   // WallSupports scaled by nearness of the end (0..4x, like WallsLate)
	WallCaptivesLate                   // ... WallCaptives
	SupportsReach                      // over own flat-topped stacks: own pieces under the top times the squares a spread of it reaches (reachable)
	CaptivesReach                      // ... opponent pieces under the top times those squares
	SupportsReachLate                  // SupportsReach scaled by nearness of the end (0..4x, like WallsLate)
	CaptivesReachLate                  // ... CaptivesReach
	DeepSupports                       // own pieces below the carry limit under own tops (which no spread moves; Supports counts only those above it)
	DeepCaptives                       // opponent pieces below the carry limit under own tops
	DeepSupportsLate                   // DeepSupports scaled by nearness of the end (0..4x, like WallsLate)
	DeepCaptivesLate                   // ... DeepCaptives
	NumFeatures
)

var featureNames = [NumFeatures]string{
	"FlatHalf", "FlatHalfLate", "Reserves", "Walls", "CapsOnBoard", "Supports", "Captives",
	"CapSupports", "CapCaptives", "Centre", "GroupSpan", "GroupSpanSq", "LineSq", "Threats",
	"WallNextToEnemy", "GroupNear", "GroupMid", "GroupFar", "EmptyControl", "FlatControl",
	"ThrowTheirs", "ThrowEmpty", "SideToMove", "WallsLate", "SupportsLate", "CaptivesLate",
	"CapSupportsLate", "CapCaptivesLate", "Connections", "EndFlat", "FlatSq00", "FlatSq01",
	"FlatSq02", "FlatSq03", "FlatSq11", "FlatSq12", "FlatSq13", "FlatSq22", "FlatSq23", "FlatSq33",
	"WallSq00", "WallSq01", "WallSq02", "WallSq03", "WallSq11", "WallSq12", "WallSq13", "WallSq22",
	"WallSq23", "WallSq33", "CapSq00", "CapSq01", "CapSq02", "CapSq03", "CapSq11", "CapSq12",
	"CapSq13", "CapSq22", "CapSq23", "CapSq33", "RoadIn2", "RoadIn3", "RoadIn4", "RoadIn2Mover",
	"FlatSqLate00", "FlatSqLate01", "FlatSqLate02", "FlatSqLate03", "FlatSqLate11", "FlatSqLate12",
	"FlatSqLate13", "FlatSqLate22", "FlatSqLate23", "FlatSqLate33",
	"CapsOnBoardLate", "CentreLate", "GroupSpanLate", "GroupSpanSqLate", "LineSqLate", "WallNextToEnemyLate", "GroupNearLate", "GroupMidLate", "GroupFarLate", "EmptyControlLate", "FlatControlLate", "ThrowTheirsLate", "ThrowEmptyLate", "SideToMoveLate", "ConnectionsLate", "WallSqLate00", "WallSqLate01", "WallSqLate02", "WallSqLate03", "WallSqLate11", "WallSqLate12", "WallSqLate13", "WallSqLate22", "WallSqLate23", "WallSqLate33", "CapSqLate00", "CapSqLate01", "CapSqLate02", "CapSqLate03", "CapSqLate11", "CapSqLate12", "CapSqLate13", "CapSqLate22", "CapSqLate23", "CapSqLate33", "RoadIn2Late", "RoadIn3Late", "RoadIn4Late", "RoadIn2MoverLate",
	"EndFlatLead",
	"LeadM4", "LeadM3", "LeadM2", "LeadM1", "Lead0", "LeadP1", "LeadP2", "LeadP3", "LeadP4",
	"LinesMiss0", "LinesMiss1", "LinesMiss2", "Groups", "StackNextFlat", "StackNextWall", "StackNextCap",
	"SupportsCentre", "CaptivesCentre", "StackPrey",
	"LeadLateM4", "LeadLateM3", "LeadLateM2", "LeadLateM1", "LeadLate0", "LeadLateP1", "LeadLateP2",
	"LeadLateP3", "LeadLateP4", "LinesMissLate0", "LinesMissLate1", "LinesMissLate2", "GroupsLate",
	"StackNextFlatLate", "StackNextWallLate", "StackNextCapLate", "SupportsCentreLate", "CaptivesCentreLate",
	"StackPreyLate", "WallSupports", "WallCaptives", "WallSupportsLate", "WallCaptivesLate",
	"SupportsReach", "CaptivesReach", "SupportsReachLate", "CaptivesReachLate",
	"DeepSupports", "DeepCaptives", "DeepSupportsLate", "DeepCaptivesLate",
}

// String returns the feature's name.
func (f Feature) String() string {
	if f < 0 || f >= NumFeatures {
		return "Feature?"
	}
	return featureNames[f]
}

// Vector holds one value per feature.
type Vector [NumFeatures]int

// centrality[n][sq] is the distance of sq from the nearest edge on n x n.
var centrality = buildCentrality()

func buildCentrality() *[board.MaxSize + 1][64]int8 {
	c := new([board.MaxSize + 1][64]int8)
	for n := board.MinSize; n <= board.MaxSize; n++ {
		for r := 0; r < n; r++ {
			for f := 0; f < n; f++ {
				c[n][board.MakeSquare(f, r)] = int8(min(f, n-1-f) + min(r, n-1-r))
			}
		}
	}
	return c
}

// centralityPlanes[n][j] holds the squares of n x n whose centrality has
// bit j set, so that the centrality summed over a set of squares is three
// population counts.
var centralityPlanes = buildCentralityPlanes()

func buildCentralityPlanes() *[board.MaxSize + 1][3]board.Bitboard {
	pl := new([board.MaxSize + 1][3]board.Bitboard)
	for n := board.MinSize; n <= board.MaxSize; n++ {
		for sq := board.Square(0); sq < 64; sq++ {
			for j := range pl[n] {
				if centrality[n][sq]>>j&1 != 0 {
					pl[n][j] |= board.Bitboard(1) << sq
				}
			}
		}
	}
	return pl
}

// squareClasses[n] lists, for n x n, the square-table classes present on
// the board with their squares: class k (0..9, the order of FlatSq00 to
// FlatSq33) holds the squares whose distances from the nearest file edge
// and the nearest rank edge are, smaller first, the class's two digits.
var squareClasses = buildSquareClasses()

type squareClass struct {
	k    Feature // offset from FlatSq00, WallSq00 and CapSq00
	mask board.Bitboard
}

func buildSquareClasses() *[board.MaxSize + 1][]squareClass {
	index := map[[2]int]Feature{}
	k := Feature(0)
	for a := 0; a < 4; a++ {
		for b := a; b < 4; b++ {
			index[[2]int{a, b}] = k
			k++
		}
	}
	out := new([board.MaxSize + 1][]squareClass)
	for n := board.MinSize; n <= board.MaxSize; n++ {
		var masks [10]board.Bitboard
		for r := 0; r < n; r++ {
			for f := 0; f < n; f++ {
				a, b := min(f, n-1-f), min(r, n-1-r)
				masks[index[[2]int{min(a, b), max(a, b)}]] |= board.Bitboard(1) << board.MakeSquare(f, r)
			}
		}
		for k, m := range masks {
			if m != 0 {
				out[n] = append(out[n], squareClass{Feature(k), m})
			}
		}
	}
	return out
}

// rankMask[i] is rank i of an 8x8 board; file masks are fileMask[i].
var rankMask, fileMask = buildLines()

func buildLines() (r, f [8]board.Bitboard) {
	for i := 0; i < 8; i++ {
		r[i] = board.Bitboard(0xff) << (8 * i)
		f[i] = board.Bitboard(0x0101010101010101) << i
	}
	return
}

// Features computes the feature vector of p (White minus Black).
func Features(p *board.Position, v *Vector) {
	FeaturesWithThreats(p, v, threatSquares(p))
}

// threatSquares returns each colour's board.Position.ThreatSquares,
// indexed by board.Color.
func threatSquares(p *board.Position) [2]board.Bitboard {
	return [2]board.Bitboard{p.ThreatSquares(board.White), p.ThreatSquares(board.Black)}
}

// FeaturesWithThreats is Features for a caller that already knows each
// colour's board.Position.ThreatSquares.
func FeaturesWithThreats(p *board.Position, v *Vector, threats [2]board.Bitboard) {
	*v = Vector{}
	features(p, v, threats, nil, tapered, 0)
}

// features computes the vector. Given the weights w the search scores
// it with, it leaves at 0 what they give no weight: the distance-to-a-road
// features (RoadIn2..RoadIn2Mover, whose flood fills cost some 120 ns of
// an 800 ns evaluation), EndFlatLead, the lines missing (LinesMiss0..2),
// the stacks' neighbours (StackNextFlat..Cap, StackPrey), the stacks'
// reach (SupportsReach, CaptivesReach); with w nil (the tuner, which
// fits every feature) it computes them all. It sets the late-game copies
// of taper (tapered, or a Plan's list of those w weighs). v must be all
// zero (the callers' fresh or cleared vector). komiShift is added to the
// position's half-komi wherever the features read it (Plan.SetKomiShift;
// 0: the rules' komi).
func features(p *board.Position, v *Vector, threats [2]board.Bitboard, w *Weights, taper []taperPair, komiShift int) {
	roads := w == nil || usesRoadDistance(w)
	nextTo := w == nil || w[StackNextFlat]|w[StackNextWall]|w[StackNextCap]|
		w[StackNextFlatLate]|w[StackNextWallLate]|w[StackNextCapLate]|w[StackPrey]|w[StackPreyLate] != 0
	var prey [2]int // per colour: its flat-topped stacks' heights times the enemy pieces next to them
	reach := w == nil || w[SupportsReach]|w[CaptivesReach]|w[SupportsReachLate]|w[CaptivesReachLate] != 0
	lines := w == nil || w[LinesMiss0]|w[LinesMiss1]|w[LinesMiss2]|
		w[LinesMissLate0]|w[LinesMissLate1]|w[LinesMissLate2] != 0
	n := p.Size()
	// Flat count with komi, and how near the flat ending is.
	fh := 2*(p.FlatCount(board.White)-p.FlatCount(board.Black)) - p.HalfKomi() - komiShift
	v[FlatHalf] = fh
	empty := p.Empty().Count()
	near := nearness(p, empty)
	v[FlatHalfLate] = fh * near / 16 * 4
	v[Reserves] = p.InReserve(board.White) - p.InReserve(board.Black)
	walls, caps := p.Walls(), p.Caps()
	cent := &centrality[n]
	for c := board.White; c <= board.Black; c++ {
		sign := 1 - 2*int(c)
		own := p.Owner(c)
		ownWalls, ownCaps := own&walls, own&caps
		enemy := p.Owner(c.Other())
		v[Walls] += sign * ownWalls.Count()
		v[CapsOnBoard] += sign * ownCaps.Count()
		// Stacks: pieces under the top within the carry limit, and those below it (Deep*).
		for tall := own; tall != 0; tall &= tall - 1 {
			sq := tall.First()
			h := p.Height(sq)
			if h < 2 {
				continue
			}
			depth := min(h, n) - 1
			under := p.StackBits(sq) >> 1 & (1<<uint(depth) - 1)
			black := bits.OnesCount64(under)
			mine, theirs := depth-black, black
			if c == board.Black {
				mine, theirs = black, depth-black
			}
			if h > n {
				// Below the carry limit: pieces no spread of this stack
				// moves (only the top 64 colours are kept).
				deep := min(h, 64) - n
				db := bits.OnesCount64(p.StackBits(sq) >> uint(n) & (1<<uint(deep) - 1))
				dMine, dTheirs := deep-db, db
				if c == board.Black {
					dMine, dTheirs = db, deep-db
				}
				v[DeepSupports] += sign * dMine
				v[DeepCaptives] += sign * dTheirs
			}
			if mine > 0 {
				th, te := throwReach(p, sq, mine, c)
				v[ThrowTheirs] += sign * th
				v[ThrowEmpty] += sign * te
			}
			if caps.Has(sq) {
				v[CapSupports] += sign * mine
				v[CapCaptives] += sign * theirs
			} else {
				v[SupportsCentre] += sign * mine * int(cent[sq])
				v[CaptivesCentre] += sign * theirs * int(cent[sq])
				if nextTo && !walls.Has(sq) {
					nb := (board.Bitboard(1) << sq).Neighbours() & enemy
					v[StackNextFlat] += sign * h * (nb &^ (walls | caps)).Count()
					v[StackNextWall] += sign * h * (nb & walls).Count()
					v[StackNextCap] += sign * h * (nb & caps).Count()
					prey[c] += h * nb.Count()
				}
				v[Supports] += sign * mine
				v[Captives] += sign * theirs
				if walls.Has(sq) {
					v[WallSupports] += sign * mine
					v[WallCaptives] += sign * theirs
				} else if reach {
					r := reachable(p, sq, min(h, n)).Count()
					v[SupportsReach] += sign * mine * r
					v[CaptivesReach] += sign * theirs * r
				}
			}
		}
		rb := own &^ walls
		planes := &centralityPlanes[n]
		v[Centre] += sign * ((rb & planes[0]).Count() + 2*(rb&planes[1]).Count() + 4*(rb&planes[2]).Count())
		// Groups and spans.
		// Pieces with no road piece beside them are groups of their own,
		// counted at once; the flood fills are for the others.
		best, groups := 0, 0
		alone := rb &^ rb.Neighbours()
		if alone != 0 {
			best, groups = 1, alone.Count()
		}
		for rem := rb &^ alone; rem != 0; {
			grp := board.Grow(rem&-rem, rb)
			rem &^= grp
			groups++
			// Files and ranks spanned: the ranks folded into the low
			// byte, and each rank's byte into its low bit.
			x := uint64(grp)
			x |= x >> 32
			x |= x >> 16
			x |= x >> 8
			cols := bits.OnesCount64(x & 0xff)
			y := uint64(grp)
			y |= y >> 4
			y |= y >> 2
			y |= y >> 1
			rows := bits.OnesCount64(y & 0x0101010101010101)
			best = max(best, cols, rows)
			for _, d := range [2]int{cols, rows} {
				switch {
				case d == n-1:
					v[GroupNear] += sign
				case d == n-2 && d >= 2:
					v[GroupMid] += sign
				case d == n-3 && d >= 3:
					v[GroupFar] += sign
				}
			}
		}
		v[Groups] += sign * groups
		v[GroupSpan] += sign * best
		v[GroupSpanSq] += sign * best * best
		// Lines without enemy walls or capstones.
		enemyBlock := enemy & (walls | caps)
		line, ranks, files := 0, 0, 0
		for i := 0; i < n; i++ {
			if lines {
				if rb&rankMask[i] != 0 {
					ranks++
				}
				if rb&fileMask[i] != 0 {
					files++
				}
			}
			if rankMask[i]&enemyBlock == 0 {
				k := (rb & rankMask[i]).Count()
				line += k * k
			}
			if fileMask[i]&enemyBlock == 0 {
				k := (rb & fileMask[i]).Count()
				line += k * k
			}
		}
		v[LineSq] += sign * line
		for _, m := range [2]int{n - ranks, n - files} {
			if lines && m <= 2 {
				v[LinesMiss0+Feature(m)] += sign
			}
		}
		v[Connections] += sign * (rb&(rb>>1)&^fileMask[7] | rb&(rb>>8)).Count()
		flatTops := p.Flats(c)
		for _, sc := range squareClasses[n] {
			v[FlatSq00+sc.k] += sign * (flatTops & sc.mask).Count()
			v[WallSq00+sc.k] += sign * (ownWalls & sc.mask).Count()
			v[CapSq00+sc.k] += sign * (ownCaps & sc.mask).Count()
		}
		v[Threats] += sign * min(threats[c].Count(), 3)
		d := 0
		if roads {
			d = p.RoadDistance(c, 4)
		}
		switch d {
		case 2:
			v[RoadIn2] += sign
			if c == p.ToMove() {
				v[RoadIn2Mover] += sign
			}
		case 3:
			v[RoadIn3] += sign
		case 4:
			v[RoadIn4] += sign
		}
		v[WallNextToEnemy] += sign * (ownWalls.Neighbours() & p.RoadPieces(c.Other())).Count()
	}
	wc, bc := control(p)
	free := p.Empty()
	flats := p.Occupied() &^ (walls | caps)
	v[EmptyControl] = (wc & free).Count() - (bc & free).Count()
	v[FlatControl] = (wc & flats).Count() - (bc & flats).Count()
	v[SideToMove] = 1
	if p.ToMove() == board.Black {
		v[SideToMove] = -1
	}
	v[EndFlat] = endFlat(p, fh, empty)
	v[leadFeature(fh, p.ToMove())] = v[SideToMove]
	v[StackPrey] = prey[board.Black]
	if p.ToMove() == board.Black {
		v[StackPrey] = -prey[board.White]
	}
	if w == nil || w[EndFlatLead] != 0 {
		v[EndFlatLead] = endFlatLead(p, fh, empty)
	}
	for _, t := range taper {
		v[t.late] = v[t.base] * near / 4
	}
}

// tapered pairs each feature that has a late-game copy with that copy:
// the feature's value times nearness of the end (0 with full reserves
// and an empty board, 4x when a reserve is spent or the board is full),
// so that a fit's weight is base + late*nearness/4, a weight tapered
// linearly from the opening to the end (the flat count's own copy,
// FlatHalfLate, is computed with it).
var tapered = buildTapered()

type taperPair struct{ base, late Feature }

func buildTapered() []taperPair {
	out := []taperPair{{Walls, WallsLate}, {Supports, SupportsLate}, {Captives, CaptivesLate},
		{CapSupports, CapSupportsLate}, {CapCaptives, CapCaptivesLate},
		{WallSupports, WallSupportsLate}, {WallCaptives, WallCaptivesLate},
		{SupportsReach, SupportsReachLate}, {CaptivesReach, CaptivesReachLate},
		{DeepSupports, DeepSupportsLate}, {DeepCaptives, DeepCaptivesLate}}
	for k := range FlatSqLate33 - FlatSqLate00 + 1 {
		out = append(out, taperPair{FlatSq00 + k, FlatSqLate00 + k})
	}
	for i, f := range []Feature{CapsOnBoard, Centre, GroupSpan, GroupSpanSq, LineSq, WallNextToEnemy, GroupNear,
		GroupMid, GroupFar, EmptyControl, FlatControl, ThrowTheirs, ThrowEmpty, SideToMove, Connections} {
		out = append(out, taperPair{f, CapsOnBoardLate + Feature(i)})
	}
	for k := range WallSqLate33 - WallSqLate00 + 1 {
		out = append(out, taperPair{WallSq00 + k, WallSqLate00 + k}, taperPair{CapSq00 + k, CapSqLate00 + k})
	}
	for i, f := range []Feature{RoadIn2, RoadIn3, RoadIn4, RoadIn2Mover} {
		out = append(out, taperPair{f, RoadIn2Late + Feature(i)})
	}
	for k := range StackPrey - LeadM4 + 1 {
		out = append(out, taperPair{LeadM4 + k, LeadLateM4 + k})
	}
	return out
}

// nearness is how near p is to the flat-count ending, from 0 (full
// reserves) to 16 (a reserve spent or the board full, empty the empty
// squares): the scale of the late-game features.
func nearness(p *board.Position, empty int) int {
	start := p.StartReserves()
	total := start.Stones[0] + start.Caps[0]
	left := min(p.InReserve(board.White), p.InReserve(board.Black))
	return 16 - 16*min(left, empty)/max(total, 1)
}

// leadFeature returns the one-hot feature (LeadM4..LeadP4) of the side to
// move's flat lead with komi, given White's lead fh in half flats: whole
// flats, a half rounded up, clamped to [-4, 4].
func leadFeature(fh int, toMove board.Color) Feature {
	if toMove == board.Black {
		fh = -fh
	}
	k := (fh + 1) >> 1 // floor((fh+1)/2) for negative fh too
	return Lead0 + Feature(min(max(k, -4), 4))
}

// atLeast returns the squares next to at least 1, 2, 3 and 4 squares of b
// (bit-sliced counting of the four neighbour shifts), masked to the board.
func atLeast(b, mask board.Bitboard) (a1, a2, a3, a4 board.Bitboard) {
	const fileA, fileH = board.Bitboard(0x0101010101010101), board.Bitboard(0x0101010101010101 << 7)
	up, down := b<<8, b>>8
	right, left := (b&^fileH)<<1, (b&^fileA)>>1
	a1 = (up | down | right | left) & mask
	a2 = (up&down | up&right | up&left | down&right | down&left | right&left) & mask
	a3 = (up&down&right | up&down&left | up&right&left | down&right&left) & mask
	a4 = up & down & right & left & mask
	return
}

// control returns the squares White and Black control: those with more
// adjacent own flats than enemy ones, or next to only one side's capstone;
// squares on or next to a wall belong to nobody.
func control(p *board.Position) (white, black board.Bitboard) {
	mask := p.Geometry().Mask
	w1, w2, w3, w4 := atLeast(p.Flats(board.White), mask)
	b1, b2, b3, b4 := atLeast(p.Flats(board.Black), mask)
	white = w1&^b1 | w2&^b2 | w3&^b3 | w4&^b4
	black = b1&^w1 | b2&^w2 | b3&^w3 | b4&^w4
	caps := p.Caps()
	wcap := (p.Owner(board.White) & caps).Neighbours() & mask
	bcap := (p.Owner(board.Black) & caps).Neighbours() & mask
	white = (white | wcap&^bcap) &^ (bcap &^ wcap)
	black = (black | bcap&^wcap) &^ (wcap &^ bcap)
	walls := p.Walls()
	blocked := walls | walls.Neighbours()
	return white &^ blocked, black &^ blocked
}

// throwReach counts the enemy-topped and empty squares within reach
// squares of sq in the four directions, stopping at walls, capstones and
// the edge: where the own pieces under a stack's top could be dropped.
// Each direction is one bitboard: the board's squares of sq's rank or
// file on that side, cut at reach squares and before the first wall or
// capstone (the lowest one going up the board's bit order, the highest
// going down).
func throwReach(p *board.Position, sq board.Square, reach int, c board.Color) (theirs, empty int) {
	within := reachable(p, sq, reach)
	return (within & p.Owner(c.Other())).Count(), (within & p.Empty()).Count()
}

// reachable returns the squares within reach squares of sq in the four
// directions, up to (not including) the first wall or capstone and the
// edge: where a flat-topped stack on sq carrying reach pieces could drop
// them.
func reachable(p *board.Position, sq board.Square, reach int) board.Bitboard {
	s := uint(sq)
	on := p.Geometry().Mask
	rank, file := rankMask[s/8]&on, fileMask[s%8]&on
	above := ^board.Bitboard(0) << s << 1 // squares after sq in bit order
	below := board.Bitboard(1)<<s - 1
	stop := p.Walls() | p.Caps()
	r := uint(reach)
	var within board.Bitboard // the four rays, disjoint
	// Up the bit order (east along the rank, north along the file):
	// the squares up to reach steps, then those below the first stop.
	for _, ray := range [2]board.Bitboard{
		rank & above & (board.Bitboard(2)<<(s+r) - 1),
		file & above & (board.Bitboard(2)<<(s+8*r) - 1),
	} {
		if b := ray & stop; b != 0 {
			ray &= b&-b - 1
		}
		within |= ray
	}
	// Down the bit order (west, south): the squares from reach steps
	// away, then those above the last stop.
	for _, ray := range [2]board.Bitboard{
		rank & below &^ lowMask(int(s)-int(r)),
		file & below &^ lowMask(int(s)-8*int(r)),
	} {
		if b := ray & stop; b != 0 {
			ray &^= board.Bitboard(2)<<uint(63-bits.LeadingZeros64(uint64(b))) - 1
		}
		within |= ray
	}
	return within
}

// lowMask returns the squares below index i in bit order (none when i <= 0).
func lowMask(i int) board.Bitboard {
	if i <= 0 {
		return 0
	}
	return board.Bitboard(1)<<uint(i) - 1
}

// endFlat projects the flat race to the end of the game: if from now on
// both sides only placed flats, turn about from the side to move, the game
// would end after L = min(empty squares, 2*reserve(side to move)-1,
// 2*reserve(other)) plies (the board full or a reserve empty), and the
// side to move would place one flat more than the other when L is odd. It
// returns that final half-flat difference (White's, with komi; fh is the
// current one) times 32 over L: a term that grows as the end nears, where
// a flat won or lost can no longer be made up (Topaz's endgame flat count
// gave the idea).
func endFlat(p *board.Position, fh, empty int) int {
	return projectFlats(p, fh, min(empty, reserveLimit(p, board.White), reserveLimit(p, board.Black)))
}

// endFlatLead is endFlat where only the side ahead on the count (fh) can
// end the race: the side behind never places its last stone, and moves a
// stack or a flat instead, so its reserve does not bound L; L = min(empty
// squares, the plies until the side ahead places its last stone). On an
// even count both reserves bound it, as in endFlat. In endFlat a side
// behind with one stone left makes L = 1, and in the stack endgames
// where the race goes on for dozens of plies the term then reads as a
// won game (in a 6x6 game against Tiltak, EndFlat alone gave Black 19.2
// flats 29 plies before Black lost on flats).
func endFlatLead(p *board.Position, fh, empty int) int {
	if fh == 0 {
		return endFlat(p, fh, empty)
	}
	ahead := board.White
	if fh < 0 {
		ahead = board.Black
	}
	return projectFlats(p, fh, min(empty, reserveLimit(p, ahead)))
}

// reserveLimit is the number of plies from now after which c places its
// last stone if both sides only place.
func reserveLimit(p *board.Position, c board.Color) int {
	if c == p.ToMove() {
		return 2*p.InReserve(c) - 1
	}
	return 2 * p.InReserve(c)
}

// projectFlats is the half-flat difference fh after l more plies of
// placements, the side to move placing one flat more when l is odd, times
// 32 over l (the whole difference times 32 when the race is over).
func projectFlats(p *board.Position, fh, l int) int {
	if l <= 0 {
		return fh * 32
	}
	if l%2 == 1 {
		if p.ToMove() == board.White {
			fh += 2
		} else {
			fh -= 2
		}
	}
	return fh * 32 / l
}
