package ptn_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
)

// TestWriteExamples writes the two example files of docs/NOTATION.md §5.5 back.
// They are laid out as Racetrack writes them, so the output is the file
// itself, annotation marks included (Game.Marks), followed by the blank
// line that separates games.
func TestWriteExamples(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{roadGame, roadGame + "\n"},
		{blackToMoveGame, blackToMoveGame + "\n"},
		// PTN-Ninja's "--" comes out in Tiltak's style, "4... c3" (§5.3).
		{strings.Replace(blackToMoveGame, "4...", "4. --", 1), blackToMoveGame + "\n"},
	} {
		g := parseOne(t, c.in)
		if got := g.String(); got != c.want {
			t.Errorf("wrote\n%s\nwant\n%s", got, c.want)
		}
		var buf bytes.Buffer
		if err := g.Write(&buf); err != nil || buf.String() != c.want {
			t.Errorf("Write: %v\n%s", err, buf.String())
		}
	}
}

// TestWriteOrderAndDerivedTags: required tags first (with defaults), the
// others in file order, and Size, Komi, TPS and reserves written from the
// start position (the Racetrack quirk TPS comes out merged).
func TestWriteOrderAndDerivedTags(t *testing.T) {
	g := parseOne(t, `[Event "Test"]
[komi "2.5"]
[Size "6"]
[TPS "x,x,x,x,x,x/x,x,x,x,x,x/x,x,x,x,x,x/x,x,x,x,x,x/x,x,x,x,x,x/x,x,x,x,x,x 1 1"]
[Flats1 "31"]
[Player2 "B \"quoted\""]
[Clock "1:0 +0.5"]

1. a1 f6 {a comment with a { in it}
`)
	want := `[Player1 "?"]
[Player2 "B \"quoted\""]
[Date "????.??.??"]
[Size "6"]
[Result "*"]
[Event "Test"]
[Komi "2.5"]
[TPS "x6/x6/x6/x6/x6/x6 1 1"]
[Flats1 "31"]
[Flats2 "30"]
[Clock "1:0 +0.5"]

1. a1 f6 {a comment with a { in it} *

`
	if got := g.String(); got != want {
		t.Errorf("wrote\n%s\nwant\n%s", got, want)
	}
	g.Comments[1] = "a } brace"
	if !strings.Contains(g.String(), "{a ) brace}") {
		t.Errorf("a } in a comment: %s", g.String())
	}
}

// TestWriteNewGame writes a game built in code: required tags filled in,
// Komi and reserve tags only when not standard, a TPS tag for a position
// that is not the empty board, numbering from the TPS move number.
func TestWriteNewGame(t *testing.T) {
	start, err := board.ParseTPS("x5/x5/2121C,x,2,2S,x/x5/x5 1 10") // docs/NOTATION.md §4.6
	if err != nil {
		t.Fatal(err)
	}
	g := ptn.NewGame(start)
	g.SetTag("Player1", "takengine")
	g.SetTag("player1", "takengine 2") // replaces, any case
	m, _ := start.ParseMove("4a3>121")
	g.Moves = []board.Move{m}
	want := `[Player1 "takengine 2"]
[Player2 "?"]
[Date "????.??.??"]
[Size "5"]
[Result "*"]
[TPS "x5/x5/2121C,x,2,2S,x/x5/x5 1 10"]

10. 4a3>121 *

`
	if got := g.String(); got != want {
		t.Errorf("wrote\n%s\nwant\n%s", got, want)
	}
	p, err := g.Final()
	if err != nil || p.TPS() != "x5/x5/x,2,212,21C,x/x5/x5 2 10" {
		t.Errorf("final %s %v", p.TPS(), err)
	}

	empty, _ := board.New(4)
	g = ptn.NewGame(empty)
	g.Result = "0-1"
	if got := g.String(); !strings.HasSuffix(got, "[Result \"0-1\"]\n\n0-1\n\n") || strings.Contains(got, "Komi") || strings.Contains(got, "TPS") {
		t.Errorf("empty game:\n%s", got)
	}
	g.Tags = []ptn.Tag{{Name: "bad name", Value: "x"}}
	if err := g.Write(&bytes.Buffer{}); err == nil {
		t.Error("a tag name with a space was written")
	}
	var zero ptn.Game
	if err := zero.Write(&bytes.Buffer{}); err == nil {
		t.Error("zero game written")
	}
}

// TestWriteWrapsAndRoundTrips writes a long game and reads it back.
func TestWriteWrapsAndRoundTrips(t *testing.T) {
	p, _ := board.New(6)
	g := ptn.NewGame(p)
	var l board.MoveList
	for i := 0; i < 120 && !p.GameOver(); i++ {
		p.GenerateMoves(&l)
		m := l.Moves[(i*7919)%l.N]
		g.Moves = append(g.Moves, m)
		c := ""
		if i%5 == 0 {
			c = "+0.12/10 0.51s"
		}
		g.Comments = append(g.Comments, c)
		p.Make(m)
	}
	if r := p.Result(); r != board.None {
		g.Result = r.String()
	}
	text := g.String()
	for _, line := range strings.Split(text, "\n") {
		if len(line) > 80 {
			t.Errorf("line of %d characters: %s", len(line), line)
		}
	}
	back := parseOne(t, text)
	if moveTexts(back.Moves) != moveTexts(g.Moves) || strings.Join(back.Comments, "|") != strings.Join(g.Comments, "|") {
		t.Errorf("round trip changed the moves or comments:\n%s", text)
	}
	if q, _ := back.Final(); q != p {
		t.Errorf("final position %s, want %s", q.TPS(), p.TPS())
	}
}

// TestMarksRoundTrip checks that Tak and Tinue ticks and evaluation marks
// are kept by Parse (" read as two apostrophes) and written back after their plies.
func TestMarksRoundTrip(t *testing.T) {
	in := "[Size \"5\"]\n\n1. a1 e5 2. b1! e4? 3. c1' d1?? 4. d2!! e3?! 5. d3!? e2\" 6. e1''? *\n"
	games, err := ptn.ParseString(in)
	if err != nil {
		t.Fatal(err)
	}
	g := games[0]
	want := []string{"", "", "!", "?", "'", "??", "!!", "?!", "!?", "''", "''?"}
	if strings.Join(g.Marks, ",") != strings.Join(want, ",") {
		t.Fatalf("marks %q, want %q", g.Marks, want)
	}
	out := g.String()
	if !strings.Contains(out, "3. c1' d1?? 4. d2!! e3?! 5. d3!? e2'' 6. e1''? *") {
		t.Errorf("written as\n%s", out)
	}
	again, err := ptn.ParseString(out)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(again[0].Marks, ",") != strings.Join(want, ",") || len(again[0].Moves) != len(g.Moves) {
		t.Errorf("re-read marks %q", again[0].Marks)
	}
}
