package eval

import (
	"math/bits"

	"github.com/takengine/takengine/board"
)

// Feature names one component of the evaluation vector.
type Feature int

// The features. Each value is White's minus Black's unless noted.
const (
	FlatHalf        Feature = iota // 2*(flats White - flats Black) - half-komi
	FlatHalfLate                   // FlatHalf scaled by nearness of the end (0..16 per half flat, /16)
	Reserves                       // stones+caps left in reserve
	Walls                          // walls on top
	CapsOnBoard                    // capstones on the board
	Supports                       // own pieces under own flat or wall tops
	Captives                       // opponent pieces under own flat or wall tops
	CapSupports                    // own pieces under own capstones
	CapCaptives                    // opponent pieces under own capstones
	Centre                         // road pieces weighted by distance from the edge
	GroupSpan                      // the best group's span between edges (squares)
	GroupSpanSq                    // its square
	LineSq                         // sum over unblocked lines of (road pieces in line)^2
	Threats                        // empty squares where one flat completes a road (capped at 3)
	WallNextToEnemy                // enemy road pieces next to own walls
	NumFeatures
)

var featureNames = [NumFeatures]string{
	"FlatHalf", "FlatHalfLate", "Reserves", "Walls", "CapsOnBoard", "Supports", "Captives",
	"CapSupports", "CapCaptives", "Centre", "GroupSpan", "GroupSpanSq", "LineSq", "Threats",
	"WallNextToEnemy",
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

// rankMask[i] is rank i of an 8x8 board; file masks are fileMask[i].
var rankMask, fileMask = buildLines()

func buildLines() (r, f [8]board.Bitboard) {
	for i := 0; i < 8; i++ {
		r[i] = board.Bitboard(0xff) << (8 * i)
		f[i] = board.Bitboard(0x0101010101010101) << i
	}
	return
}

// ThreatSquares returns the empty squares where a flat of colour c would
// complete a road for c (c's road-in-one by placement).
func ThreatSquares(p *board.Position, c board.Color) board.Bitboard {
	r := p.RoadReach(c)
	return r.PlacementWins(p)
}

// Features computes the feature vector of p (White minus Black).
func Features(p *board.Position, v *Vector) {
	threats := [2]board.Bitboard{ThreatSquares(p, board.White), ThreatSquares(p, board.Black)}
	FeaturesWithThreats(p, v, threats)
}

// FeaturesWithThreats is Features for a caller that already knows each
// colour's ThreatSquares.
func FeaturesWithThreats(p *board.Position, v *Vector, threats [2]board.Bitboard) {
	*v = Vector{}
	n := p.Size()
	// Flat count with komi, and how near the flat ending is.
	fh := 2*(p.FlatCount(board.White)-p.FlatCount(board.Black)) - p.HalfKomi()
	v[FlatHalf] = fh
	start := p.StartReserves()
	total := start.Stones[0] + start.Caps[0]
	left := min(p.InReserve(board.White), p.InReserve(board.Black))
	empty := p.Empty().Count()
	near := 16 - 16*min(left, empty)/max(total, 1)
	v[FlatHalfLate] = fh * near / 16 * 4
	v[Reserves] = p.InReserve(board.White) - p.InReserve(board.Black)
	walls, caps := p.Walls(), p.Caps()
	cent := &centrality[n]
	for c := board.White; c <= board.Black; c++ {
		sign := 1 - 2*int(c)
		own := p.Owner(c)
		v[Walls] += sign * (own & walls).Count()
		v[CapsOnBoard] += sign * (own & caps).Count()
		// Stacks: pieces under the top (at most the carry limit matter).
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
			if caps.Has(sq) {
				v[CapSupports] += sign * mine
				v[CapCaptives] += sign * theirs
			} else {
				v[Supports] += sign * mine
				v[Captives] += sign * theirs
			}
		}
		rb := own &^ walls
		for b := rb; b != 0; b &= b - 1 {
			v[Centre] += sign * int(cent[b.First()])
		}
		// Groups and spans.
		best := 0
		for rem := rb; rem != 0; {
			grp := board.Grow(rem&-rem, rb)
			rem &^= grp
			if grp.Count() < 2 {
				best = max(best, 1)
				continue
			}
			x := uint64(grp)
			x |= x >> 32
			x |= x >> 16
			x |= x >> 8
			cols := bits.OnesCount64(x & 0xff)
			rows := 0
			for i := 0; i < n; i++ {
				if grp&rankMask[i] != 0 {
					rows++
				}
			}
			best = max(best, cols, rows)
		}
		v[GroupSpan] += sign * best
		v[GroupSpanSq] += sign * best * best
		// Lines without enemy walls or capstones.
		enemyBlock := p.Owner(c.Other()) & (walls | caps)
		line := 0
		for i := 0; i < n; i++ {
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
		v[Threats] += sign * min(threats[c].Count(), 3)
		v[WallNextToEnemy] += sign * ((own & walls).Neighbours() & p.RoadPieces(c.Other())).Count()
	}
}
