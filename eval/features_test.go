package eval

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
	"github.com/takengine/takengine/eval/net"
)

func mustTPS(t *testing.T, tps string) board.Position {
	t.Helper()
	p, err := board.ParseTPS(tps)
	if err != nil {
		t.Fatalf("ParseTPS(%q): %v", tps, err)
	}
	return p
}

// TestControl checks square control on small hand-made positions: a
// square is controlled by the side with more adjacent flats, by a lone
// capstone's owner, and by nobody next to a wall.
func TestControl(t *testing.T) {
	// 4x4, row 4 first. White flats a1, b2; Black flat c1.
	p := mustTPS(t, "x4/x4/x,1,x2/1,x,2,x 2 2")
	w, b := control(&p)
	sq := func(name string) board.Square {
		s, err := board.ParseSquare(name, 4)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	// b1 touches a1 and b2 (White, 2) and c1 (Black, 1): White's.
	if !w.Has(sq("b1")) || b.Has(sq("b1")) {
		t.Errorf("b1: white %v black %v, want White's", w.Has(sq("b1")), b.Has(sq("b1")))
	}
	// d1 touches only c1: Black's.
	if !b.Has(sq("d1")) || w.Has(sq("d1")) {
		t.Errorf("d1 should be Black's")
	}
	// c2 touches b2 (White) and c1 (Black): nobody's.
	if w.Has(sq("c2")) || b.Has(sq("c2")) {
		t.Errorf("c2 should be contested")
	}
	// A black wall on c3 blocks its neighbours (b3 was White's via b2).
	q := mustTPS(t, "x4/x,x,2S,x/x,1,x2/1,x,2,x 1 3")
	w, _ = control(&q)
	if w.Has(sq("b3")) {
		t.Errorf("b3 next to a wall should be nobody's")
	}
	// A lone capstone controls its neighbours against one flat.
	r := mustTPS(t, "x5/x5/x5/x,1C,x3/x2,2,x2 2 2")
	w, b = control(&r)
	c2, _ := board.ParseSquare("c2", 5)
	if !w.Has(c2) || b.Has(c2) {
		t.Errorf("c2 next to the white capstone should be White's")
	}
}

// TestThrowReach counts where the own pieces under a stack's top could be
// dropped: up to that many squares per direction, stopping at walls,
// capstones and the edge.
func TestThrowReach(t *testing.T) {
	// 5x5: White stack 112 on c3? Use a white-topped stack 2121 at c3
	// (two own pieces under the top). Black flat at c4, black wall at e3,
	// white capstone at c1.
	p := mustTPS(t, "x5/x2,2,x2/x2,2121,x,2S/x5/x2,1C,x2 1 8")
	sq, _ := board.ParseSquare("c3", 5)
	theirs, empty := throwReach(&p, sq, 2, board.White)
	// Up: c4 (theirs), c5 (empty). Down: c2 (empty), then c1 cap stops.
	// Right: d3 (empty), then e3 wall stops. Left: b3, a3 (empty).
	if theirs != 1 || empty != 5 {
		t.Errorf("throwReach = %d theirs, %d empty; want 1, 5", theirs, empty)
	}
}

// throwReachSlow is throwReach square by square: the reference the
// bitboard form must match.
func throwReachSlow(p *board.Position, sq board.Square, reach int, c board.Color) (theirs, empty int) {
	n := p.Size()
	f, r := int(sq)%8, int(sq)/8
	stop := p.Walls() | p.Caps()
	for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
		x, y := f, r
		for i := 0; i < reach; i++ {
			x, y = x+d[0], y+d[1]
			if x < 0 || y < 0 || x >= n || y >= n {
				break
			}
			t := board.MakeSquare(x, y)
			if stop.Has(t) {
				break
			}
			switch {
			case p.Owner(c.Other()).Has(t):
				theirs++
			case !p.Occupied().Has(t):
				empty++
			}
		}
	}
	return
}

// randomPositions returns positions of every size reached by random legal
// moves from the start (every seventh ply of 40 games a size), so that
// stacks, walls and capstones stand everywhere, the edges included.
func randomPositions(tb testing.TB) []board.Position {
	tb.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	var l board.MoveList
	var ps []board.Position
	for n := board.MinSize; n <= board.MaxSize; n++ {
		for game := 0; game < 40; game++ {
			p, err := board.New(n)
			if err != nil {
				tb.Fatal(err)
			}
			for ply := 0; ply < 120 && !p.GameOver(); ply++ {
				p.GenerateMoves(&l)
				p.Make(l.Moves[rng.IntN(l.N)])
				if ply%7 == 0 {
					ps = append(ps, p)
				}
			}
		}
	}
	return ps
}

// TestThrowReachMatchesSquareWalk compares throwReach with the square-by-
// square walk on every square, reach and colour of random positions.
func TestThrowReachMatchesSquareWalk(t *testing.T) {
	checked := 0
	for _, p := range randomPositions(t) {
		n := p.Size()
		for sq := board.Square(0); sq < 64; sq++ {
			if !p.Geometry().Mask.Has(sq) {
				continue
			}
			for reach := 1; reach < n; reach++ {
				for c := board.White; c <= board.Black; c++ {
					gt, ge := throwReach(&p, sq, reach, c)
					wt, we := throwReachSlow(&p, sq, reach, c)
					if gt != wt || ge != we {
						t.Fatalf("%s: throwReach(%v, %d, %v) = %d, %d; the walk gives %d, %d", p.TPS(), sq, reach, c, gt, ge, wt, we)
					}
					checked++
				}
			}
		}
	}
	if checked < 100000 {
		t.Fatalf("only %d cases checked", checked)
	}
}

// TestCentreSumsCentrality checks the Centre feature, summed by bit
// planes, against the centrality of each road piece added one by one.
func TestCentreSumsCentrality(t *testing.T) {
	for _, p := range randomPositions(t) {
		want := 0
		for c := board.White; c <= board.Black; c++ {
			for b := p.RoadPieces(c); b != 0; b &= b - 1 {
				want += (1 - 2*int(c)) * int(centrality[p.Size()][b.First()])
			}
		}
		var v Vector
		Features(&p, &v)
		if v[Centre] != want {
			t.Fatalf("%s: Centre = %d, want %d", p.TPS(), v[Centre], want)
		}
	}
}

// TestGroupDims counts group widths and heights near a road's length.
func TestGroupDims(t *testing.T) {
	// 6x6: a White row of 5 flats on rank 1 (width 5 = N-1, height 1),
	// and a Black column of 4 on file f (height 4 = N-2).
	p := mustTPS(t, "x6/x6/x5,2/x5,2/x5,2/1,1,1,1,1,2 1 10")
	var v Vector
	Features(&p, &v)
	if v[GroupNear] != 1 {
		t.Errorf("GroupNear = %d, want 1 (White's width 5)", v[GroupNear])
	}
	if v[GroupMid] != -1 {
		t.Errorf("GroupMid = %d, want -1 (Black's height 4)", v[GroupMid])
	}
}

// TestEndFlat projects the flat race to the end: the plies left if both
// sides only place flats, and who places the last one.
func TestEndFlat(t *testing.T) {
	// 4x4 (15 stones each), White to move, 2 empty squares: White and
	// Black place one flat each (L = 2), the count stays as it is.
	// White has 7 flats, Black 7 on the board: fh = 0 at komi 0.
	p := mustTPS(t, "1,2,1,2/2,1,2,1/1,2,1,2/2,1,x2 1 8")
	if got, want := endFlat(&p, 0, p.Empty().Count()), 0; got != want {
		t.Errorf("even ending: endFlat = %d, want %d", got, want)
	}
	// One more empty square: White places last (L = 3), one flat more
	// for White, 2 half flats * 32 / 3.
	q := mustTPS(t, "1,2,1,2/2,1,2,1/1,2,1,x/2,1,x2 1 8")
	fh := 2*(q.FlatCount(board.White)-q.FlatCount(board.Black)) - q.HalfKomi()
	if got, want := endFlat(&q, fh, 3), (fh+2)*32/3; got != want {
		t.Errorf("odd ending, White to move: endFlat = %d, want %d", got, want)
	}
	// Black to move with the same odd count: Black places last.
	r := mustTPS(t, "1,2,1,2/2,1,2,1/1,2,1,x/2,1,x2 2 8")
	if got, want := endFlat(&r, fh, 3), (fh-2)*32/3; got != want {
		t.Errorf("odd ending, Black to move: endFlat = %d, want %d", got, want)
	}
}

// TestEndFlatLead: the side behind on the count never places its last
// stone, so its reserve does not end the projected race; the side ahead
// can end it with its own.
func TestEndFlatLead(t *testing.T) {
	// 4x4, White to move with one stone left (14 on the board, twelve of
	// them under two black tops), Black six flats to White's two, eight
	// empty squares, nine black stones left: fh = -8. Black leads and
	// would run out after 18 plies, so L = 8 (the board), not 1.
	p := mustTPS(t, "x4/x4/2,2,2,2/1111112,1111112,1,1 1 12")
	if p.InReserve(board.White) != 1 || p.InReserve(board.Black) != 9 {
		t.Fatalf("reserves %d and %d, want 1 and 9", p.InReserve(board.White), p.InReserve(board.Black))
	}
	fh := 2*(p.FlatCount(board.White)-p.FlatCount(board.Black)) - p.HalfKomi()
	if fh != -8 {
		t.Fatalf("fh = %d, want -8", fh)
	}
	if got, want := endFlatLead(&p, fh, p.Empty().Count()), -8*32/8; got != want {
		t.Errorf("behind with one stone left: endFlatLead = %d, want %d", got, want)
	}
	// endFlat ends the race on White's last stone: L = 1, White places
	// one flat more.
	if got, want := endFlat(&p, fh, p.Empty().Count()), (-8+2)*32; got != want {
		t.Errorf("behind with one stone left: endFlat = %d, want %d", got, want)
	}
	// The colours swapped: Black behind with one stone left, to move.
	q := mustTPS(t, "x4/x4/1,1,1,1/2222221,2222221,2,2 2 12")
	fh = 2*(q.FlatCount(board.White)-q.FlatCount(board.Black)) - q.HalfKomi()
	if got, want := endFlatLead(&q, fh, q.Empty().Count()), 8*32/8; fh != 8 || got != want {
		t.Errorf("Black behind with one stone left: fh %d, endFlatLead = %d, want %d", fh, got, want)
	}
	// White ahead (three flats to one) with one stone left and to move
	// can end the race itself by placing it: L = 1, one flat more.
	r := mustTPS(t, "x4/x4/x4/2222221,1111111,111111,2 1 12")
	fh = 2*(r.FlatCount(board.White)-r.FlatCount(board.Black)) - r.HalfKomi()
	if got, want := endFlatLead(&r, fh, r.Empty().Count()), (4+2)*32; fh != 4 || r.InReserve(board.White) != 1 || got != want {
		t.Errorf("ahead with one stone left: fh %d, reserve %d, endFlatLead = %d, want %d", fh, r.InReserve(board.White), got, want)
	}
}

// TestSquareTables checks the square-table classes and the connection
// count on a 6x6 board.
func TestSquareTables(t *testing.T) {
	// White flats a1 (corner), b1 (edge, 0 and 1), c3 (centre, 2 and 2),
	// a white wall on f6 (corner) and a black capstone on d4 (2 and 2).
	p := mustTPS(t, "x5,1S/x6/x3,2C,x2/x2,1,x3/x6/1,1,x4 2 3")
	var v Vector
	Features(&p, &v)
	want := map[Feature]int{FlatSq00: 1, FlatSq01: 1, FlatSq22: 1, WallSq00: 1, CapSq22: -1, Connections: 1}
	for f := FlatSq00; f <= CapSq33; f++ {
		if v[f] != want[f] {
			t.Errorf("%v = %d, want %d", f, v[f], want[f])
		}
	}
	if v[Connections] != 1 {
		t.Errorf("Connections = %d, want 1 (a1-b1)", v[Connections])
	}
	// Every square of every size is in exactly one class.
	for n := board.MinSize; n <= board.MaxSize; n++ {
		var all board.Bitboard
		for _, sc := range squareClasses[n] {
			if all&sc.mask != 0 {
				t.Errorf("size %d: classes overlap", n)
			}
			all |= sc.mask
		}
		if all != board.GeometryOf(n).Mask {
			t.Errorf("size %d: classes cover %x, want the board", n, uint64(all))
		}
	}
}

// TestRoadDistanceFeatures: on 5x5, White's a1-a4 need one more flat on
// a5 (a threat, no RoadIn feature); White's a-file blocks every rank but
// the empty fifth, so Black's b2 and d2 are four placements from a road
// (b1, b3, b4, b5, or the d-file likewise).
func TestRoadDistanceFeatures(t *testing.T) {
	p := mustTPS(t, "x5/1,x4/1,x4/1,2,x,2,x/1,x4 2 5")
	var v Vector
	Features(&p, &v)
	if got := p.RoadDistance(board.White, 4); got != 1 {
		t.Fatalf("White's distance %d, want 1", got)
	}
	if got := p.RoadDistance(board.Black, 4); got != 4 {
		t.Fatalf("Black's distance %d, want 4", got)
	}
	if v[RoadIn2] != 0 || v[RoadIn3] != 0 || v[RoadIn4] != -1 || v[RoadIn2Mover] != 0 {
		t.Errorf("RoadIn2..4, RoadIn2Mover = %d %d %d %d, want 0 0 -1 0", v[RoadIn2], v[RoadIn3], v[RoadIn4], v[RoadIn2Mover])
	}
}

// gamePositions returns every tenth position of the shared games lost to
// Topaz.
func gamePositions(tb testing.TB) []board.Position {
	tb.Helper()
	games, err := ptn.ReadFile("../bench/testdata/games/vs-topaz.ptn")
	if err != nil {
		tb.Fatal(err)
	}
	var ps []board.Position
	for _, g := range games {
		for ply := 10; ply < len(g.Moves); ply += 10 {
			p, err := g.Position(ply)
			if err != nil {
				tb.Fatal(err)
			}
			ps = append(ps, p)
		}
	}
	return ps
}

// TestEvaluateSkipsOnlyUnweightedRoadDistance checks that Evaluate, which
// leaves out the distance-to-a-road flood fills, EndFlatLead, the lines
// missing, the stacks' neighbours and the late-game copies when they weigh
// nothing, scores every game position
// exactly as the full feature vector does, both with the built-in weights
// and with those features weighted.
func TestEvaluateSkipsOnlyUnweightedRoadDistance(t *testing.T) {
	ps := gamePositions(t)
	weighted := New()
	for n := range weighted.W {
		weighted.W[n][RoadIn2], weighted.W[n][RoadIn3], weighted.W[n][RoadIn4], weighted.W[n][RoadIn2Mover] = 50, 30, 10, 20
		weighted.W[n][EndFlatLead], weighted.W[n][CentreLate], weighted.W[n][SideToMoveLate] = 5, 7, -9
		weighted.W[n][LinesMiss1], weighted.W[n][StackNextWall], weighted.W[n][Groups], weighted.W[n][LeadLateP2] = 4, 3, -5, 6
	}
	// Only late copies of the lines and stack neighbours weighted: the
	// bases must still be computed.
	lateOnly := New()
	for n := range lateOnly.W {
		lateOnly.W[n][LinesMissLate0], lateOnly.W[n][StackPreyLate] = 11, -13
	}
	linear := New()
	evaluators := []*Evaluator{linear, weighted, lateOnly}
	for _, e := range evaluators {
		e.Net = [board.MaxSize + 1]*net.Net{} // the linear score alone (nets_test.go checks the sum)
	}
	roadsSeen := 0
	for _, e := range evaluators {
		for i := range ps {
			p := &ps[i]
			var v Vector
			Features(p, &v)
			if v[RoadIn2]|v[RoadIn3]|v[RoadIn4] != 0 {
				roadsSeen++
			}
			if got, want := e.Evaluate(p), e.FromVector(p, &v); got != want {
				t.Fatalf("%s: Evaluate %d, from the full vector %d", p.TPS(), got, want)
			}
		}
	}
	if !usesRoadDistance(&weighted.W[6]) {
		t.Error("usesRoadDistance: false for weighted road features")
	}
	if roadsSeen == 0 {
		t.Errorf("no position of %d has a road within 4 placements: the test checks nothing", len(ps))
	}
}

// BenchmarkEvaluate scores the positions of gamePositions with the
// built-in weights.
func BenchmarkEvaluate(b *testing.B) {
	ps := gamePositions(b)
	e := New()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		e.Evaluate(&ps[i%len(ps)])
	}
}

// BenchmarkPlanEvaluate is BenchmarkEvaluate through a Plan of the
// built-in weights per board size, as the search scores.
func BenchmarkPlanEvaluate(b *testing.B) {
	ps := gamePositions(b)
	e := New()
	var plans [board.MaxSize + 1]Plan
	for n := board.MinSize; n <= board.MaxSize; n++ {
		e.Prepare(n, &plans[n])
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := &ps[i%len(ps)]
		plans[p.Size()].Evaluate(p)
	}
}

// BenchmarkFeatures computes the feature vector of the positions of the
// shared games lost to Topaz, every tenth ply.
func BenchmarkFeatures(b *testing.B) {
	ps := gamePositions(b)
	b.ResetTimer()
	var v Vector
	for i := 0; i < b.N; i++ {
		Features(&ps[i%len(ps)], &v)
	}
}

// TestWallStacks: the pieces under a wall count in Supports and Captives
// and again in WallSupports and WallCaptives; those under a flat top in
// the first two and, times the squares the stack reaches, in
// SupportsReach and CaptivesReach.
func TestWallStacks(t *testing.T) {
	// a1 (211S, bottom to top): White's wall on a white and a black
	// piece; c1: Black's flat on two white pieces; e5: Black's wall on a
	// white piece.
	p := mustTPS(t, "x4,12S/x5/x5/x5/211S,x,112,x2 1 6")
	var v Vector
	Features(&p, &v)
	want := map[Feature]int{
		Supports: 1 - 0, Captives: 1 - 2 - 1,
		WallSupports: 1, WallCaptives: 1 - 1,
		// Only c1 is a flat-topped stack: three high, it reaches b1 (the
		// wall a1 stops it), d1 and e1, and c2 to c4.
		SupportsReach: 0, CaptivesReach: -2 * 6,
	}
	for f, x := range want {
		if v[f] != x {
			t.Errorf("%v = %d, want %d", f, v[f], x)
		}
	}
}

// TestDeepStacks: the pieces below the carry limit count in DeepSupports
// and DeepCaptives, whatever the top, and not in Supports or Captives.
func TestDeepStacks(t *testing.T) {
	// 5x5, carry limit 5. a1 (bottom to top 2 1 2 1 1 1 1 1): White's
	// flat eight high, four white pieces under the top within the limit
	// and, below them, white between two black. e5 (1 2 1 1 1 2 2C):
	// Black's capstone seven high, black and three white within the
	// limit, then black and white below.
	p := mustTPS(t, "x4,1211122C/x5/x5/x5/21211111,x4 1 20")
	var v Vector
	Features(&p, &v)
	want := map[Feature]int{
		Supports: 4, Captives: 0, CapSupports: -1, CapCaptives: -3,
		DeepSupports: 1 - 1, DeepCaptives: 2 - 1,
	}
	for f, x := range want {
		if v[f] != x {
			t.Errorf("%v = %d, want %d", f, v[f], x)
		}
	}
}

// TestShapeFeatures checks the lead, line, group and stack-neighbour
// features on a hand-made 5x5 position, counted by hand.
func TestShapeFeatures(t *testing.T) {
	// Row 5: five white flats. b3 black flat; b2 a white flat on a black
	// one, next to the black flat b3, the black wall c2 and the black
	// capstone b1; e1 a white flat. Black to move, komi 0.
	p := mustTPS(t, "1,1,1,1,1/x5/x,2,x3/x,21,2S,x2/x,2C,x2,1 2 8")
	var v Vector
	Features(&p, &v)
	want := map[Feature]int{
		// White 7 flats, Black 1: Black to move is 6 flats behind.
		LeadM4: -1, LeadM3: 0, Lead0: 0, LeadP4: 0,
		// White: every file, ranks 1, 2 and 5 (two missing); Black:
		// files b only, ranks 1 and 3 (the wall is no road piece).
		LinesMiss0: 1, LinesMiss1: 0, LinesMiss2: 1,
		// White: row 5, b2, e1; Black: b1, b3.
		Groups: 3 - 2,
		// The height-2 stack b2 next to one black flat, wall and capstone.
		StackNextFlat: 2, StackNextWall: 2, StackNextCap: 2,
		// Its captive, a file and a rank from the edges.
		SupportsCentre: 0, CaptivesCentre: 2,
		// Black to move touches White's stack b2 with three pieces.
		StackPrey: -2 * 3,
	}
	for f, x := range want {
		if v[f] != x {
			t.Errorf("%v = %d, want %d", f, v[f], x)
		}
	}
	// The same lead with White to move is +6: LeadP4 from White's side.
	q := mustTPS(t, "1,1,1,1,1/x5/x,2,x3/x,21,2S,x2/x,2C,x2,1 1 8")
	Features(&q, &v)
	if v[StackPrey] != 0 {
		t.Errorf("White to move: StackPrey %d, want 0 (Black has no stack)", v[StackPrey])
	}
	if v[LeadP4] != 1 || v[LeadM4] != 0 {
		t.Errorf("White to move: LeadP4 %d LeadM4 %d, want 1 and 0", v[LeadP4], v[LeadM4])
	}
	// Rounding: half a flat behind counts as level, a flat and a half
	// behind as one flat behind; with komi the lead includes it.
	for _, c := range []struct {
		fh   int
		to   board.Color
		want Feature
	}{{-1, board.White, Lead0}, {0, board.Black, Lead0}, {1, board.White, LeadP1}, {-3, board.White, LeadM1},
		{3, board.Black, LeadM1}, {-4, board.White, LeadM2}, {-20, board.Black, LeadP4}, {20, board.Black, LeadM4}} {
		if got := leadFeature(c.fh, c.to); got != c.want {
			t.Errorf("leadFeature(%d, %v) = %v, want %v", c.fh, c.to, got, c.want)
		}
	}
}

// TestTaperedCopies: every late-game copy, found by name (the base
// feature's name with "Late" inserted after its stem, FlatSqLate00 for
// FlatSq00), is its base feature times nearness of the end over 4, in
// every game position; and the late road-distance weights alone make the
// evaluation compute the road distances.
func TestTaperedCopies(t *testing.T) {
	ps := gamePositions(t)
	pairs, nonzero := 0, 0
	for late := Feature(0); late < NumFeatures; late++ {
		name := late.String()
		if late == FlatHalfLate || !strings.Contains(name, "Late") {
			continue
		}
		base, err := ParseFeature(strings.Replace(name, "Late", "", 1))
		if err != nil {
			t.Fatalf("%v has no base feature: %v", late, err)
		}
		pairs++
		moved := false
		for i := range ps {
			p := &ps[i]
			var v Vector
			Features(p, &v)
			start := p.StartReserves()
			total := start.Stones[0] + start.Caps[0]
			near := 16 - 16*min(p.InReserve(board.White), p.InReserve(board.Black), p.Empty().Count())/total
			if v[late] != v[base]*near/4 {
				t.Fatalf("%s: %v = %d, want %v %d times %d/4", p.TPS(), late, v[late], base, v[base], near)
			}
			moved = moved || v[late] != 0
		}
		if moved {
			nonzero++
		}
	}
	// The x3 square classes exist only on 7x7 and 8x8, and the 6x6 games
	// never put a capstone in a corner.
	if pairs != 79 || nonzero < 63 {
		t.Errorf("%d late copies, want 79; %d of them nonzero in some position, want at least 63", pairs, nonzero)
	}
	e := New()
	for _, f := range []Feature{RoadIn2, RoadIn3, RoadIn4, RoadIn2Mover, RoadIn2Late, RoadIn3Late, RoadIn4Late, RoadIn2MoverLate} {
		e.W[6][f] = 0
	}
	if usesRoadDistance(&e.W[6]) {
		t.Error("usesRoadDistance: true without road weights")
	}
	e.W[6][RoadIn3Late] = 1
	if !usesRoadDistance(&e.W[6]) {
		t.Error("usesRoadDistance does not follow the late road weights")
	}
}

// TestPlan: a Plan scores as its Evaluator does, on random playouts of
// every size, with the built-in weights (few late-game copies weighed),
// the hand weights and weights on every feature; and a plan keeps the
// weights it was prepared with.
func TestPlan(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 0))
	var all Weights
	for f := range all {
		all[f] = int(f)%7 - 3
	}
	for _, tc := range []struct {
		name string
		e    *Evaluator
	}{
		{"built-in", New()},
		{"hand", &Evaluator{W: [board.MaxSize + 1]Weights{3: HandWeights(), 4: HandWeights(), 5: HandWeights(), 6: HandWeights(), 7: HandWeights(), 8: HandWeights()}}},
		{"all", &Evaluator{W: [board.MaxSize + 1]Weights{3: all, 4: all, 5: all, 6: all, 7: all, 8: all}}},
	} {
		for n := board.MinSize; n <= board.MaxSize; n++ {
			var pl Plan
			tc.e.Prepare(n, &pl)
			var l board.MoveList
			for game := 0; game < 10; game++ {
				p, _ := board.New(n)
				for ply := 0; ply < 100 && p.Result() == board.None; ply++ {
					if got, want := pl.Evaluate(&p), tc.e.Evaluate(&p); got != want {
						t.Fatalf("%s weights, %s: plan %d, evaluator %d", tc.name, p.TPS(), got, want)
					}
					p.GenerateMoves(&l)
					p.Make(l.Moves[rng.IntN(l.N)])
				}
			}
		}
	}
	e := New()
	var pl Plan
	e.Prepare(6, &pl)
	p, _ := board.ParseTPS("x4,2S,x/x6/x3,2,x2/x2,112,x,1S,x/x,1,11112C,21,x2/x,1,x,2,x2 1 14")
	want := pl.Evaluate(&p)
	e.W[6][FlatHalf] += 1000
	if got := pl.Evaluate(&p); got != want {
		t.Errorf("plan changed with its evaluator's weights: %d, want %d", got, want)
	}
}

// TestPlanKomiShift: a plan with a komi shift scores every position as the
// evaluator scores it with the half-komi shifted, and Prepare clears the
// shift.
func TestPlanKomiShift(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 0))
	e := New()
	var pl Plan
	var l board.MoveList
	changed := 0
	for _, shift := range []int{2, -3} {
		e.Prepare(6, &pl)
		pl.SetKomiShift(shift)
		for game := 0; game < 6; game++ {
			p, _ := board.NewWith(6, 4, board.DefaultReserves(6))
			for ply := 0; ply < 120 && p.Result() == board.None; ply++ {
				q := p
				if err := q.SetHalfKomi(4 + shift); err != nil {
					t.Fatal(err)
				}
				got, want := pl.Evaluate(&p), e.Evaluate(&q)
				if got != want {
					t.Fatalf("shift %d, %s: plan %d, evaluator at half-komi %d %d", shift, p.TPS(), got, 4+shift, want)
				}
				if got != e.Evaluate(&p) {
					changed++
				}
				p.GenerateMoves(&l)
				p.Make(l.Moves[rng.IntN(l.N)])
			}
		}
	}
	if changed == 0 {
		t.Error("the komi shift changed no score")
	}
	e.Prepare(6, &pl)
	p, _ := board.NewWith(6, 4, board.DefaultReserves(6))
	if pl.Evaluate(&p) != e.Evaluate(&p) {
		t.Error("Prepare kept the komi shift")
	}
}

// TestPlanKomiTaper: with the taper, a plan scores every position as the
// evaluator scores it with the half-komi shifted by the shift times
// (16 - nearness)/16, rounded toward zero: the whole shift at the start,
// none once a reserve is spent (the positions tested reach the ends of
// their games); Prepare turns the taper off.
func TestPlanKomiTaper(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 0))
	e := New()
	var pl Plan
	var l board.MoveList
	full, late := 0, 0
	var end board.Position // a position three pieces or squares from the end
	for _, shift := range []int{-4, 3} {
		e.Prepare(6, &pl)
		pl.SetKomiShift(shift)
		pl.SetKomiTaper(true)
		for game := 0; game < 6; game++ {
			p, _ := board.NewWith(6, 4, board.DefaultReserves(6))
			for ply := 0; ply < 200; ply++ {
				// 6x6: 31 pieces a side.
				left := min(p.InReserve(board.White), p.InReserve(board.Black), p.Empty().Count())
				eff := shift * (16 * left / 31) / 16
				if left == 31 {
					full++
				} else if left <= 3 {
					late++
					end = p
				}
				q := p
				if err := q.SetHalfKomi(4 + eff); err != nil {
					t.Fatal(err)
				}
				if got, want := pl.Evaluate(&p), e.Evaluate(&q); got != want {
					t.Fatalf("shift %d, %s: plan %d, evaluator at half-komi %d %d", shift, p.TPS(), got, 4+eff, want)
				}
				if p.Result() != board.None {
					break
				}
				p.GenerateMoves(&l)
				m := l.Moves[rng.IntN(l.N)]
				if ply%2 == 0 {
					// Every other move a placement where there is one, so
					// that games reach the end of a reserve.
					for i := range l.N {
						if !l.Moves[i].IsSpread() {
							m = l.Moves[i]
							break
						}
					}
				}
				p.Make(m)
			}
		}
	}
	if full == 0 || late == 0 {
		t.Errorf("positions tested with full reserves %d, with three pieces or squares left %d", full, late)
	}
	// Near the end the taper leaves almost nothing of the shift; after
	// Prepare the whole shift applies there again.
	e.Prepare(6, &pl)
	pl.SetKomiShift(-4)
	q := end
	if err := q.SetHalfKomi(0); err != nil {
		t.Fatal(err)
	}
	if pl.Evaluate(&end) != e.Evaluate(&q) {
		t.Errorf("Prepare kept the komi taper: %s", end.TPS())
	}
}
