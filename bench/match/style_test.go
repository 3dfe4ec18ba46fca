package match

import (
	"strings"
	"testing"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
)

func TestStyles(t *testing.T) {
	// Four 3x3 games between A and B (first 3, last 2).
	// Game 1, A White, won by road: A's plies 3, 5 and 7 are flats (early,
	// middle, late), B's ply 4 a wall (middle).
	// Game 2, B White, won on flats (a full board): B's ply 3 (early) and
	// A's ply 4 (middle) are flats; the other plies have no comment.
	// Game 3, B White, lost on time (0-1): A's plies 4 and 6 (middle) are
	// one-stone spreads, its ply 8 (late) a two-stone spread. Game 4 is unfinished: it counts in Games only.
	// Game 5, A White from a position where it has one stone left and B
	// two, won on flats by placing its last stone (no comment: no move
	// counted).
	const text = `[Player1 "A"]
[Player2 "B"]
[Size "3"]
[Result "R-0"]

1. c3 a1 2. a2 {+0.10/4 0.50s} Sb3 {-0.20/6 1.50s} 3. b2 {+1.00/2 0.10s} c2 4. a3 {+M1/1 0.10s} R-0

[Player1 "B"]
[Player2 "A"]
[Size "3"]
[Result "F-0"]

1. b1 a1 2. c1 {+1.00/3 0.10s} a2 {+1.00/3 0.10s} 3. b2 c2 4. a3 b3 5. c3 F-0

[Player1 "B"]
[Player2 "A"]
[Size "3"]
[Result "0-1"]

1. a1 c3 2. b2 a1> {+0.00/3 0.10s} 3. c2 b1+ {+0.00/3 0.10s} 4. a3 2b2> {+0.00/3 0.10s} 0-1

[Player1 "A"]
[Player2 "B"]
[Size "3"]

1. a1 c3 *

[Player1 "A"]
[Player2 "B"]
[Size "3"]
[TPS "1,x,1222222/x,1,x/2111111,x,2 1 10"]
[Result "F-0"]

10. b3 F-0
`
	games, err := ptn.ParseString(text)
	if err != nil {
		t.Fatal(err)
	}
	st := Styles(games, 3, 2)
	if len(st) != 2 || st[0].Name != "A" || st[1].Name != "B" || st[0].Games != 5 || st[1].Games != 5 {
		t.Fatalf("players %+v", st)
	}
	a, b := &st[0], &st[1]
	w, bl := board.White, board.Black
	if a.Won[w][EndRoad] != 1 || a.Won[w][EndFlats] != 1 || a.Lost[bl][EndFlats] != 1 || a.Won[bl][EndOther] != 1 || a.Drawn != [2]int{} ||
		b.Lost[bl][EndRoad] != 1 || b.Won[w][EndFlats] != 1 || b.Lost[w][EndOther] != 1 || b.Lost[bl][EndFlats] != 1 {
		t.Errorf("results A %+v %+v, B %+v %+v", a.Won, a.Lost, b.Won, b.Lost)
	}
	if p, n := a.Score(); p != 3 || n != 4 {
		t.Errorf("A scored %v of %d, want 3 of 4", p, n)
	}
	// Flat-count endings: game 2 filled the board, game 5 ended when A
	// spent its reserve. Reserves as the last two plies began (White's
	// less Black's): game 1 -1 (after c3 a1 a2 Sb3 b2), game 2 -1 (after
	// seven placements, four of them White's stones), game 3 -2 (three
	// White stones placed, one Black), game 5 -1 (the start).
	wantEnds := map[string][numOutcomes][numEndCauses]int{
		"A": {OutcomeWon: {EndOwnReserve: 1}, OutcomeLost: {EndBoardFull: 1}},
		"B": {OutcomeWon: {EndBoardFull: 1}, OutcomeLost: {EndTheirReserve: 1}},
	}
	wantLead := map[string][2][numOutcomes]int{
		"A": {{OutcomeWon: -1 + 2 - 1, OutcomeLost: 1}, {OutcomeWon: 3, OutcomeLost: 1}},
		"B": {{OutcomeWon: -1, OutcomeLost: 1 - 2 + 1}, {OutcomeWon: 1, OutcomeLost: 3}},
	}
	for _, s := range st {
		if s.FlatEnds != wantEnds[s.Name] {
			t.Errorf("%s flat endings %v, want %v", s.Name, s.FlatEnds, wantEnds[s.Name])
		}
		if got := [2][numOutcomes]int{s.LateLead, s.LateGames}; got != wantLead[s.Name] {
			t.Errorf("%s reserve lead and games %v, want %v", s.Name, got, wantLead[s.Name])
		}
	}
	want := map[string][numPhases][numMoveKinds]int{
		"A": {{KindFlat: 1}, {KindFlat: 2, KindSpread1: 2}, {KindFlat: 1, KindSpreadN: 1}},
		"B": {{KindFlat: 1}, {KindWall: 1}, {}},
	}
	for _, s := range st {
		if s.Moves != want[s.Name] {
			t.Errorf("%s moves %v, want %v", s.Name, s.Moves, want[s.Name])
		}
	}
	// Flats by ring (on 3x3 the edge and the centre): A placed a2 (early,
	// with c3 and a1 taken: 6 edge squares and the centre empty), b2 and
	// a2 in the middle, a3 late; B c1 early (b1 and a1 taken).
	wantRings := map[string][numPhases][numRings]int{"A": {{1}, {1, 1}, {1}}, "B": {{1}}}
	for _, s := range st {
		if s.Rings != wantRings[s.Name] {
			t.Errorf("%s rings %v, want %v", s.Name, s.Rings, wantRings[s.Name])
		}
	}
	if a.Empty[Early] != [numRings]int{6, 1} || b.Empty[Early] != [numRings]int{6, 1} {
		t.Errorf("empty squares at the early flats: A %v, B %v, want [6 1 0] each", a.Empty[Early], b.Empty[Early])
	}
	if ringOf(board.Square(2*8+3), 6) != 2 || ringOf(board.Square(3*8+3), 8) != 2 || ringOf(board.Square(1*8+4), 6) != 1 || ringOf(0, 3) != 0 {
		t.Error("ringOf misplaces a square")
	}
	var sb strings.Builder
	WriteStyles(&sb, st, 3, 2)
	out := sb.String()
	for _, line := range []string{
		"A (5 games, score 75.0%): as white +2 -0 =0 (R 1-0, F 1-0, O 0-0); as black +1 -1 =0 (R 0-0, F 0-1, O 1-0)",
		"A: won 1 (own 1, opponent 0, full 0); drawn 0 (own 0, opponent 0, full 0); lost 1 (own 0, opponent 0, full 1); reserve lead won +0.00, drawn -, lost +1.00",
		"B: early 1 flat 100.0% wall 0.0% cap 0.0% spread1 0.0% spreadN 0.0%; middle 1 flat 0.0% wall 100.0%",
		"A: early 1 flat 100.0%",
		"A: early 100.0% 0.0% 0.0% per 100 empty 16.7 0.0 0.0; middle 50.0% 50.0% 0.0%",
	} {
		if !strings.Contains(out, line) {
			t.Errorf("report lacks %q:\n%s", line, out)
		}
	}
}

// TestStylesFlatEndings reads the shared games against Tiltak and Topaz:
// the rules end a game on the flat count only when a reserve is spent or
// the board is full, so every flat win there is a flat-count ending, and
// the two players of a game see its cause from opposite sides.
func TestStylesFlatEndings(t *testing.T) {
	for _, file := range []string{"vs-tiltak.ptn", "vs-topaz.ptn"} {
		games, err := ptn.ReadFile("../testdata/games/" + file)
		if err != nil {
			t.Fatal(err)
		}
		st := Styles(games, SummaryFirst, SummaryLast)
		var flatWins, ends, own, theirs int
		for _, s := range st {
			for c := range 2 {
				flatWins += s.Won[c][EndFlats]
			}
			ends += s.FlatEnds[OutcomeWon][EndOwnReserve] + s.FlatEnds[OutcomeWon][EndTheirReserve] + s.FlatEnds[OutcomeWon][EndBoardFull]
			for o := range numOutcomes {
				own += s.FlatEnds[o][EndOwnReserve]
				theirs += s.FlatEnds[o][EndTheirReserve]
			}
		}
		if flatWins == 0 || ends != flatWins || own != theirs {
			t.Errorf("%s: %d flat wins, %d won flat-count endings; own reserve spent %d times, the opponent's %d", file, flatWins, ends, own, theirs)
		}
	}
}
