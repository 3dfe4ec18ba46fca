package search

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/takengine/takengine/board"
)

// TestParseParams reads overrides over the defaults, round-trips String,
// and refuses unknown names, bad values and values out of range.
func TestParseParams(t *testing.T) {
	def := DefaultParams()
	p, err := ParseParams("lmrbase=250, FutDepth=2", def)
	if err != nil {
		t.Fatal(err)
	}
	want := def
	want.LMRBase, want.FutDepth = 250, 2
	if p != want {
		t.Fatalf("got %v\nwant %v", p, want)
	}
	if q, err := ParseParams(p.String(), Params{}); err != nil || q != p {
		t.Fatalf("String does not read back: %v, %v", q, err)
	}
	for _, bad := range []string{"", "LMRBase", "Nope=1", "LMRBase=x", "LMRBase=-1", "HardFactor=0", "MovesMin=100,MovesMax=50"} {
		if _, err := ParseParams(bad, def); err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: error %v", bad, err)
		}
	}
}

// TestDefaultExtension keeps the default extension budget the one the
// search was measured with: only within the iteration depth; and the
// former budget (twice the depth plus the depth again, capped at 8)
// still reachable through the parameters.
func TestDefaultExtension(t *testing.T) {
	tab := DefaultParams().tuned()
	p, err := ParseParams("ExtMul=100,ExtSlack=8", DefaultParams())
	if err != nil {
		t.Fatal(err)
	}
	former := p.tuned()
	for d := 1; d < 40; d++ {
		if got := tab.extendTo(d); got != d {
			t.Errorf("depth %d: extended to ply %d, want %d", d, got, d)
		}
		if got, want := former.extendTo(d), 2*d+min(d+1, 8); got != want {
			t.Errorf("ExtMul=100,ExtSlack=8, depth %d: extended to ply %d, want %d", d, got, want)
		}
	}
}

// TestDefaultLMRTable keeps the default reductions those the search was
// measured with: log2 d + log2 min(k, 63) - 2, at least 1, leaving a ply.
func TestDefaultLMRTable(t *testing.T) {
	tab := DefaultParams().tuned()
	for _, c := range []struct{ d, k, r int }{{3, 5, 1}, {4, 5, 2}, {8, 8, 4}, {8, 16, 5}, {8, 40, 6}, {16, 63, 7}, {4, 63, 2}} {
		if got := int(tab.lmr[c.d][c.k]); got != c.r {
			t.Errorf("depth %d move %d: %d plies, want %d", c.d, c.k, got, c.r)
		}
	}
}

// TestLMRNoHist: each setting of the switch searches another tree to the
// same depth (1 reduces the moves without history, 2 only the placements
// among them, on a stack-heavy 6x6 middlegame where most moves are
// spreads) and still returns a legal move. Whether the trees are smaller
// depends on the position; the depth gained on average is measured over
// games (see Params.LMRNoHist).
func TestLMRNoHist(t *testing.T) {
	p, err := board.ParseTPS("x4,2S,x/x,21,2,2,2,x/x,2,1,22221C,2,x/x,2,x,2111112C,1S,x/1S,x,11,2,x2/1,1,1,21,1,221S 1 34")
	if err != nil {
		t.Fatal(err)
	}
	nodes := make([]uint64, 3)
	for k := range nodes {
		e := NewEngine(16)
		prm := DefaultParams()
		prm.LMRNoHist = k
		e.SetParams(prm)
		r := e.Search(context.Background(), board.NewHistory(p), Limits{Depth: 6}, nil)
		if !p.IsLegal(r.Best) {
			t.Fatalf("LMRNoHist=%d: illegal best move %v", k, r.Best)
		}
		nodes[k] = r.Nodes
	}
	if nodes[0] == nodes[1] || nodes[0] == nodes[2] || nodes[1] == nodes[2] {
		t.Errorf("nodes to depth 6 with LMRNoHist 0, 1, 2: %v; want three trees", nodes)
	}
}

// TestNullMinLeft: on a stack endgame, NullMinLeft at the smaller
// reserve (which no move refills) searches exactly the tree of a search
// without null moves, NullMinLeft 0 the default tree, which the null
// move makes different, and NullMinLeft 1 (a placement left, which no
// line of this short search reaches) the default tree again.
func TestNullMinLeft(t *testing.T) {
	p, err := board.ParseTPS("x4,2S,x/x,21,2,2,2,x/x,2,1,22221C,2,x/x,2,x,2111112C,1S,x/1S,x,11,2,x2/1,1,1,21,1,221S 1 34")
	if err != nil {
		t.Fatal(err)
	}
	search := func(k int, noNull bool) uint64 {
		e := NewEngine(16)
		prm := DefaultParams()
		prm.NullMinLeft = k
		e.SetParams(prm)
		e.SetConfig(Config{NoNullMove: noNull})
		r := e.Search(context.Background(), board.NewHistory(p), Limits{Depth: 5}, nil)
		if !p.IsLegal(r.Best) {
			t.Fatalf("NullMinLeft=%d: illegal best move %v", k, r.Best)
		}
		return r.Nodes
	}
	on, off := search(0, false), search(0, true)
	if on == off {
		t.Fatalf("null move on and off search the same %d nodes: the position does not test it", on)
	}
	reserve := min(p.InReserve(board.White), p.InReserve(board.Black))
	if got := search(reserve, false); got != off {
		t.Errorf("NullMinLeft=%d (the smaller reserve): %d nodes, want %d (no null move)", reserve, got, off)
	}
	if got := search(1, false); got != on {
		t.Errorf("NullMinLeft=1: %d nodes, want %d (null move on)", got, on)
	}
}

// TestRaceTempo: with the engine's side (the side to move at the root)
// ahead on the flat count with komi, each piece placed below the root is
// worth Params.RaceTempo to the side that placed it; behind, it costs as
// much; nothing at the root, after a spread, on a level count, or when
// off.
func TestRaceTempo(t *testing.T) {
	// 4x4: White has 4 flats, Black 1, and a White stack on a1 can
	// spread. Komi 0: White leads by 3 flats; half-komi 6 (komi 3):
	// level; half-komi 8: Black leads.
	for _, c := range []struct {
		tps            string
		halfKomi, want int
	}{
		{"x4/x4/1,x,2,1/21,x2,1 1 4", 0, 30}, {"x4/x4/1,x,2,1/21,x2,1 1 4", 6, 0}, {"x4/x4/1,x,2,1/21,x2,1 1 4", 8, -30},
		{"x4/x4/1,x,2,1/21,x2,1 2 4", 0, -30}, {"x4/x4/1,x,2,1/21,x2,1 2 4", 8, 30},
	} {
		root, err := board.ParseTPSWith(c.tps, c.halfKomi, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := raceTempo(&root, 30); got != c.want {
			t.Errorf("%s, half-komi %d: raceTempo %d, want %d", c.tps, c.halfKomi, got, c.want)
		}
		if got := raceTempo(&root, 0); got != 0 {
			t.Errorf("%s, half-komi %d, off: raceTempo %d", c.tps, c.halfKomi, got)
		}
	}
	root, err := board.ParseTPSWith("x4/x4/1,x,2,1/21,x2,1 1 4", 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	e := NewEngine(1)
	p := DefaultParams()
	p.RaceTempo = 30
	e.SetParams(p)
	th := e.th
	th.reset(board.NewHistory(root), Limits{Depth: 1}, time.Now(), context.Background())
	if got := th.tempoAdjust(); got != 0 {
		t.Errorf("at the root: %d", got)
	}
	static := func() int { return e.eval.Evaluate(&th.pos) }
	move := func(s string) (board.Move, board.Undo) {
		t.Helper()
		m, err := th.pos.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		return m, th.pos.Make(m)
	}
	place, u := move("b2")
	// Black to move after White's placement: White gained 30.
	if got, want := th.evaluate(), static()-30; got != want {
		t.Errorf("after White's placement: %d, want %d", got, want)
	}
	reply, u2 := move("c4")
	// Both placed: each gained 30, which cancels.
	if got, want := th.evaluate(), static(); got != want {
		t.Errorf("after both placed: %d, want %d", got, want)
	}
	th.pos.Unmake(reply, u2)
	reply, u2 = move("c2+")
	// Black moved a stone instead: White's placement alone counts.
	if got, want := th.tempoAdjust(), 30; got != want {
		t.Errorf("after White's placement and Black's spread: %d, want %d", got, want)
	}
	th.pos.Unmake(reply, u2)
	th.pos.Unmake(place, u)
	move("2a1>")
	if got := th.tempoAdjust(); got != 0 {
		t.Errorf("after a spread: %d", got)
	}
}

// TestRaceKomiAgainstTheEngine: RaceKomi shifts the komi the evaluation
// reads against the side to move at the root, White or Black, so the
// engine scores a flat race lower than it does without it.
func TestRaceKomiAgainstTheEngine(t *testing.T) {
	for _, tps := range []string{
		"x2,2,2,x,1/x,2,2,2S,12121S,x/2,2,2,12C,1S,22S/x,2S,2,x,21,1221C/1,2,121,x,1,1/x,2121S,1,1,x,1 1 30",
		"x2,2,2,x,1/x,2,2,2S,12121S,x/2,2,2,12C,1S,22S/x,2S,2,x,21,1221C/1,2,121,x,1,1/x,2121S,1,1,x,1 2 30",
	} {
		p := mustTPS(t, tps)
		if err := p.SetHalfKomi(4); err != nil {
			t.Fatal(err)
		}
		var score [2]int
		for k, rk := range []int{0, 2} {
			e := NewEngine(16)
			prm := DefaultParams()
			prm.RaceKomi = rk
			e.SetParams(prm)
			score[k] = e.Search(context.Background(), board.NewHistory(p), Limits{Depth: 4}, nil).Score
		}
		if score[1] >= score[0] {
			t.Errorf("%s: RaceKomi=2 scores %d, not below %d without it", tps, score[1], score[0])
		}
	}
}

// TestKomiDiscount: in a game (a search with a clock), KomiDiscount
// reads a smaller komi for the side the komi favours (Black at a positive
// komi, White at a negative one), so that side scores the position lower
// at the root, and KomiDiscountOther for the other side, which then
// scores it higher; at komi 0 neither changes anything, neither changes
// the other's side, and analysis (no clock) reads the rules' komi.
func TestKomiDiscount(t *testing.T) {
	const tps = "x2,2,2,x,1/x,2,2,2S,12121S,x/2,2,2,12C,1S,22S/x,2S,2,x,21,1221C/1,2,121,x,1,1/x,2121S,1,1,x,1 %d 30"
	above := func(w, wo int) bool { return w > wo }
	below := func(w, wo int) bool { return w < wo }
	equal := func(w, wo int) bool { return w == wo }
	game := Limits{Depth: 4, WTime: time.Hour, BTime: time.Hour}
	analysis := Limits{Depth: 4}
	for _, c := range []struct {
		mover, halfKomi int
		discount, other int
		lim             Limits
		cmp             func(with, without int) bool
	}{
		{2, 4, 50, 0, game, below},  // Black, favoured: the komi it counts on shrinks
		{1, 4, 50, 0, game, equal},  // White, not favoured: unchanged
		{1, 4, 0, 50, game, above},  // White, the other side: the komi it faces shrinks
		{2, 4, 0, 50, game, equal},  // Black: unchanged
		{1, -4, 50, 0, game, below}, // a negative komi favours White
		{2, -4, 0, 50, game, above},
		{1, 0, 50, 50, game, equal},     // no komi: nothing to discount
		{2, 4, 50, 50, analysis, equal}, // no clock: the rules' komi
	} {
		p := mustTPS(t, fmt.Sprintf(tps, c.mover))
		if err := p.SetHalfKomi(c.halfKomi); err != nil {
			t.Fatal(err)
		}
		var score [2]int
		for k := range score {
			e := NewEngine(16)
			prm := DefaultParams()
			prm.KomiDiscount, prm.KomiDiscountOther = 0, 0
			if k == 1 {
				prm.KomiDiscount, prm.KomiDiscountOther = c.discount, c.other
			}
			e.SetParams(prm)
			score[k] = e.Search(context.Background(), board.NewHistory(p), c.lim, nil).Score
		}
		if !c.cmp(score[1], score[0]) {
			t.Errorf("mover %d, half-komi %d, KomiDiscount=%d, KomiDiscountOther=%d, clock %v: score %d against %d without",
				c.mover, c.halfKomi, c.discount, c.other, c.lim.HasClock(), score[1], score[0])
		}
	}
}

// TestKomiDiscountHelpers: Lazy SMP helpers evaluate with the main
// thread's komi in a game, though their own limits carry no clock.
func TestKomiDiscountHelpers(t *testing.T) {
	p := mustTPS(t, "x2,2,2,x,1/x,2,2,2S,12121S,x/2,2,2,12C,1S,22S/x,2S,2,x,21,1221C/1,2,121,x,1,1/x,2121S,1,1,x,1 2 30")
	if err := p.SetHalfKomi(4); err != nil {
		t.Fatal(err)
	}
	e := NewEngine(16)
	e.SetThreads(2)
	defer e.SetThreads(1)
	game := Limits{Depth: 3, WTime: time.Hour, BTime: time.Hour}
	e.Search(context.Background(), board.NewHistory(p), game, nil)
	main, helper := e.th.plan.Evaluate(&p), e.helpers[0].plan.Evaluate(&p)
	if main != helper {
		t.Errorf("helper evaluates %d, main thread %d", helper, main)
	}
	prm := DefaultParams()
	prm.KomiDiscount = 0
	e.SetParams(prm)
	e.Search(context.Background(), board.NewHistory(p), game, nil)
	if e.th.plan.Evaluate(&p) == main {
		t.Errorf("KomiDiscount=0 evaluates as the default %d", main)
	}
}

// TestKomiTaper: in a game, KomiTaper=1 passes the taper to the
// evaluation, so that Black, with its komi discounted (KomiDiscount=100),
// scores a position near the end between the full discount and none, and
// a position with full reserves with the full discount.
func TestKomiTaper(t *testing.T) {
	root := mustTPS(t, "x2,2,2,x,1/x,2,2,2S,12121S,x/2,2,2,12C,1S,22S/x,2S,2,x,21,1221C/1,2,121,x,1,1/x,2121S,1,1,x,1 2 30")
	start := mustTPS(t, "x6/x6/x6/x6/x6/x6 2 2")
	for _, p := range []*board.Position{&root, &start} {
		if err := p.SetHalfKomi(4); err != nil {
			t.Fatal(err)
		}
	}
	game := Limits{Depth: 1, WTime: time.Hour, BTime: time.Hour}
	// scores: the plan of a game search from root, on root and on start.
	scores := func(discount, taper int) (late, full int) {
		e := NewEngine(16)
		prm := DefaultParams()
		prm.KomiDiscount, prm.KomiTaper = discount, taper
		e.SetParams(prm)
		e.Search(context.Background(), board.NewHistory(root), game, nil)
		return e.th.plan.Evaluate(&root), e.th.plan.Evaluate(&start)
	}
	noneLate, noneStart := scores(0, 0)
	fullLate, fullStart := scores(100, 0)
	taperLate, taperStart := scores(100, 1)
	if !(fullLate < taperLate && taperLate < noneLate) {
		t.Errorf("late: tapered discount %d, not between the full discount's %d and none's %d", taperLate, fullLate, noneLate)
	}
	if taperStart != fullStart || fullStart == noneStart {
		t.Errorf("full reserves: tapered discount %d, the full discount %d, none %d", taperStart, fullStart, noneStart)
	}
}
