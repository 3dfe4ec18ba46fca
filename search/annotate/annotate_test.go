package annotate

import (
	"context"
	"strings"
	"testing"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
	"github.com/takengine/takengine/search"
	"github.com/takengine/takengine/search/tinue"
)

// TestNinjaMarkRule checks the port of PTN-Ninja's calculateEvalMark on a
// handcrafted sequence of White-side scores: thresholds -25 -10 3 6,
// inclusive; Black's gain is White's loss; no mark in move 1 or without a
// score; terminal scores count as ±10000.
func TestNinjaMarkRule(t *testing.T) {
	s := func(cp int) NinjaScore { return NinjaScore{Cp: cp, Known: true} }
	cases := []struct {
		move   int
		mover  board.Color
		before NinjaScore
		after  NinjaScore
		want   string
	}{
		{1, board.White, s(0), s(-90), ""},
		{2, board.White, s(0), s(-25), "??"},
		{2, board.White, s(0), s(-24), "?"},
		{2, board.White, s(0), s(-10), "?"},
		{2, board.White, s(0), s(-9), ""},
		{2, board.White, s(0), s(2), ""},
		{2, board.White, s(0), s(3), "!"},
		{2, board.White, s(0), s(6), "!!"},
		{2, board.Black, s(0), s(25), "??"},
		{2, board.Black, s(0), s(-6), "!!"},
		{2, board.Black, s(10), s(7), "!"},
		{3, board.White, s(10), NinjaScore{}, ""},
		{3, board.White, NinjaScore{}, s(10), ""},
		{3, board.White, NinjaScore{Cp: 100, Terminal: true, Known: true}, s(99), "??"},
		{3, board.Black, s(-99), NinjaScore{Cp: -100, Terminal: true, Known: true}, "!!"},
		{3, board.Black, s(-99), NinjaScore{Terminal: true, Known: true}, "??"},
	}
	for i, c := range cases {
		if got := NinjaMark(c.move, c.mover, c.before, c.after); got != c.want {
			t.Errorf("case %d: %+v: %q, want %q", i, c, got, c.want)
		}
	}
}

// TestCommentScore reads Racetrack comments as White-side cp.
func TestCommentScore(t *testing.T) {
	for _, c := range []struct {
		text  string
		mover board.Color
		want  NinjaScore
	}{
		{"-1.42/6 0.45s", board.White, NinjaScore{Cp: -142, Known: true}},
		{"-0.80/14 1.48s", board.Black, NinjaScore{Cp: 80, Known: true}},
		{"+0.35/12", board.Black, NinjaScore{Cp: -35, Known: true}},
		{"a note", board.White, NinjaScore{}},
	} {
		if got := CommentScore(c.text, c.mover); got != c.want {
			t.Errorf("%q: %+v, want %+v", c.text, got, c.want)
		}
	}
}

// TestEvalMarkAndLoss checks the thresholds and the loss's sign.
func TestEvalMarkAndLoss(t *testing.T) {
	if l := Loss(Eval{Score: 120}, Eval{Score: -20}); l != 100 {
		t.Errorf("loss %d, want 100", l)
	}
	for _, c := range []struct {
		loss int
		best bool
		want string
	}{{BlunderLoss, false, "??"}, {MistakeLoss, false, "?"}, {MistakeLoss - 1, false, ""},
		{-GoodGain, false, "!"}, {-GoodGain, true, ""}, {BlunderLoss, true, ""}} {
		if got := EvalMark(c.loss, c.best); got != c.want {
			t.Errorf("EvalMark(%d, %v) = %q, want %q", c.loss, c.best, got, c.want)
		}
	}
}

const roadGame = `[Player1 "takengine"]
[Player2 "other"]
[Size "5"]

1. a1 e5 2. a2 {+0.5/3} e4 {-0.2/3} 3. a3 e3 4. a4 e2 5. b4 a5 6. b3 b5 7. c3 d3 8. c4 *
`

// TestAnnotateRoundTrip annotates a short game at depth 2 with two
// engines and checks that the output re-parses to the same moves with an
// evaluation comment on every ply and a Tak tick where White threatens a
// road, and that the mark rate counts the plies.
func TestAnnotateRoundTrip(t *testing.T) {
	games, err := ptn.ParseString(roadGame)
	if err != nil {
		t.Fatal(err)
	}
	g := &games[0]
	a := NewAnalyser(2, 1, search.Limits{Depth: 2})
	evals, err := a.Game(context.Background(), g, nil)
	if err != nil || len(evals) != len(g.Moves)+1 {
		t.Fatalf("%d evals, %v", len(evals), err)
	}
	ag := Annotate(context.Background(), g, evals, tinue.NewSolver(1))
	again, err := ptn.ParseString(ag.String())
	if err != nil {
		t.Fatalf("%v in\n%s", err, ag.String())
	}
	h := again[0]
	if len(h.Moves) != len(g.Moves) {
		t.Fatalf("%d moves, want %d", len(h.Moves), len(g.Moves))
	}
	for i, m := range g.Moves {
		if h.Moves[i] != m || h.Marks[i] != ag.Marks[i] || !strings.Contains(h.Comments[i], "/") {
			t.Errorf("ply %d: %v %q {%s}, wrote %v %q", i+1, h.Moves[i], h.Marks[i], h.Comments[i], m, ag.Marks[i])
		}
	}
	// The ticks agree with Threat (4. a4 threatens a5, among others).
	p := g.Start
	for i, m := range g.Moves {
		mover := p.ToMove()
		p.Make(m)
		tak := p.Result() == board.None && Threat(&p, mover)
		if tak != strings.HasPrefix(ag.Marks[i], "'") {
			t.Errorf("ply %d %v: mark %q, threat %v", i+1, m, ag.Marks[i], tak)
		}
	}
	r := Rate(g, Scores(g, evals, true), "takengine")
	if r.Plies != len(g.Moves) || r.Eligible != len(g.Moves)-2 || r.Other != "other" {
		t.Errorf("rate %+v", r)
	}
}

// TestTinueAfterMove: a road threat on two squares at once is a tinue;
// no threat, no tinue.
func TestTinueAfterMove(t *testing.T) {
	// White has a1-d1 and a2-d2 with e1 and e2 empty: a double threat.
	p, err := board.ParseTPS("2,x,2,x,2/x,2,x,2,x/2,x,2,x,x/1,1,1,1,x/1,1,1,1,x 2 9")
	if err != nil {
		t.Fatal(err)
	}
	if !Threat(&p, board.White) {
		t.Fatal("no threat")
	}
	if !Tinue(context.Background(), tinue.NewSolver(1), p, TinueNodes, TinueMaxPly) {
		t.Error("double threat not proved a tinue")
	}
	q, _ := board.ParseTPS("2,x,2,x,2/x,2,x,2,x/2,x,2,x,x/1,1,1,x,x/1,1,1,x,x 2 9")
	if Tinue(context.Background(), tinue.NewSolver(1), q, TinueNodes, TinueMaxPly) {
		t.Error("no threat, but a tinue")
	}
}
