package ptn_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
)

// roadGame is the first example file of docs/NOTATION.md §5.5 (the road game of
// §4.2, laid out as Racetrack writes it).
const roadGame = `[Player1 "takengine"]
[Player2 "sparring-partner"]
[Date "2025.01.15"]
[Size "5"]
[Result "R-0"]
[Site "Racetrack"]
[Round "1"]
[Clock "1:0 +0.5"]
[Komi "2"]

1. e1 a5 2. a3 b5 3. b3 c5 4. c3 d5 {+0.80/9 0.41s} 5. d3' e5? 6. e3 R-0
`

// blackToMoveGame is the second example file of docs/NOTATION.md §5.5: the
// double-road line of §4.4 from a TPS with Black to move.
const blackToMoveGame = `[Player1 "White"]
[Player2 "Black"]
[Date "2025.01.15"]
[Size "3"]
[Result "R-0"]
[TPS "x3/1,x,1/2,21,2 2 4"]

4... c3 5. b1+ R-0
`

func parseOne(t *testing.T, s string) ptn.Game {
	t.Helper()
	games, err := ptn.ParseString(s)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	if len(games) != 1 {
		t.Fatalf("parsed %d games, want 1", len(games))
	}
	return games[0]
}

func moveTexts(moves []board.Move) string {
	var s []string
	for _, m := range moves {
		s = append(s, m.String())
	}
	return strings.Join(s, " ")
}

// checkPositions checks the TPS after the given plies of g.
func checkPositions(t *testing.T, g *ptn.Game, want map[int]string) {
	t.Helper()
	for ply, tps := range want {
		p, err := g.Position(ply)
		if err != nil {
			t.Errorf("Position(%d): %v", ply, err)
			continue
		}
		if p.TPS() != tps {
			t.Errorf("Position(%d) = %s, want %s", ply, p.TPS(), tps)
		}
	}
}

// TestRoadGameFile reads the first file of docs/NOTATION.md §5.5 and checks the
// positions against the table of §4.2.
func TestRoadGameFile(t *testing.T) {
	g := parseOne(t, roadGame)
	for name, want := range map[string]string{
		"Player1": "takengine", "player2": "sparring-partner", "DATE": "2025.01.15",
		"Site": "Racetrack", "round": "1", "Clock": "1:0 +0.5", "Komi": "2", "Event": "",
	} {
		if got := g.Tag(name); got != want {
			t.Errorf("Tag(%q) = %q, want %q", name, got, want)
		}
	}
	if len(g.Tags) != 9 || g.Tags[0] != (ptn.Tag{Name: "Player1", Value: "takengine"}) || g.Tags[8].Name != "Komi" {
		t.Errorf("tags: %v", g.Tags)
	}
	if g.Size != 5 || g.HalfKomi != 4 || g.Reserves != board.DefaultReserves(5) || g.Result != "R-0" {
		t.Errorf("size %d, half-komi %d, reserves %v, result %q", g.Size, g.HalfKomi, g.Reserves, g.Result)
	}
	if got := moveTexts(g.Moves); got != "e1 a5 a3 b5 b3 c5 c3 d5 d3 e5 e3" {
		t.Errorf("moves %s", got)
	}
	for i, c := range g.Comments {
		if want := map[int]string{7: "+0.80/9 0.41s"}[i]; c != want {
			t.Errorf("comment after ply %d: %q, want %q", i+1, c, want)
		}
	}
	if len(g.Comments) != len(g.Moves) {
		t.Errorf("%d comments for %d moves", len(g.Comments), len(g.Moves))
	}
	checkPositions(t, &g, map[int]string{
		0:  "x5/x5/x5/x5/x5 1 1",
		2:  "1,x4/x5/x5/x5/x4,2 1 2",
		4:  "1,2,x3/x5/1,x4/x5/x4,2 1 3",
		6:  "1,2,2,x2/x5/1,1,x3/x5/x4,2 1 4",
		8:  "1,2,2,2,x/x5/1,1,1,x2/x5/x4,2 1 5",
		10: "1,2,2,2,2/x5/1,1,1,1,x/x5/x4,2 1 6",
		11: "1,2,2,2,2/x5/1,1,1,1,1/x5/x4,2 2 6",
	})
	final, err := g.Final()
	if err != nil || final.Result() != board.RoadWhite || final.HalfKomi() != 4 {
		t.Errorf("final: %v %v komi %d", err, final.Result(), final.HalfKomi())
	}
}

// TestBlackToMoveFile reads the second file of docs/NOTATION.md §5.5, and the
// same move text in PTN-Ninja's "--" style and without numbers.
func TestBlackToMoveFile(t *testing.T) {
	header := blackToMoveGame[:strings.Index(blackToMoveGame, "4...")]
	for _, text := range []string{"4... c3 5. b1+ R-0", "4. -- c3 5. b1+ R-0", "4.--  c3 5.b1+ R-0", "-- c3 b1+ R-0", "c3 b1+ R-0"} {
		g := parseOne(t, header+text+"\n")
		if got := moveTexts(g.Moves); got != "c3 b1+" || g.Result != "R-0" || g.Size != 3 {
			t.Errorf("%s: moves %s, result %q, size %d", text, got, g.Result, g.Size)
		}
		checkPositions(t, &g, map[int]string{
			0: "x3/1,x,1/2,21,2 2 4",
			1: "x2,2/1,x,1/2,21,2 1 5",
			2: "x2,2/1,1,1/2,2,2 2 5",
		})
		if p, _ := g.Final(); p.Result() != board.RoadWhite {
			t.Errorf("%s: final result %v, want R-0 (the mover wins a double road)", text, p.Result())
		}
	}
}

// TestRacetrackQuirkTPS: Racetrack writes an unmerged empty board in a TPS
// tag for a komi game without an opening book (docs/NOTATION.md §5.5).
func TestRacetrackQuirkTPS(t *testing.T) {
	g := parseOne(t, `[Player1 "a"]
[Player2 "b"]
[Date "2025.01.15"]
[Size "6"]
[Result "*"]
[Komi "2"]
[TPS "x,x,x,x,x,x/x,x,x,x,x,x/x,x,x,x,x,x/x,x,x,x,x,x/x,x,x,x,x,x/x,x,x,x,x,x 1 1"]

1. a1 {+0.10/8 0.50s} f6 {-0.05/8 0.52s} 2. c3 d4 *
`)
	want, _ := board.NewWith(6, 4, board.DefaultReserves(6))
	if g.Start != want {
		t.Errorf("start %s komi %d, want the empty 6x6 board with komi 2", g.Start.TPS(), g.Start.HalfKomi())
	}
	if g.Result != "*" || moveTexts(g.Moves) != "a1 f6 c3 d4" || g.Comments[0] != "+0.10/8 0.50s" || g.Comments[1] != "-0.05/8 0.52s" {
		t.Errorf("result %q, moves %s, comments %q", g.Result, moveTexts(g.Moves), g.Comments)
	}
	checkPositions(t, &g, map[int]string{1: "x6/x6/x6/x6/x6/2,x5 2 1"})
}

// TestCommentsAndAnnotations replays the fragment of docs/NOTATION.md §4.1 with
// comments (one before the first ply, one over several lines, two after
// one ply) and the annotation marks of §2.3 and §5.3.
func TestCommentsAndAnnotations(t *testing.T) {
	g := parseOne(t, `[Size "5"]
{An opening remark}
1. a1 e5 {swap done} 2. c3 d3 3. c4 d3< {Black
now on top} 4. c4-! Sd2?! 5. 3c3>12'' Cb3 {first} {second}
6. Cc2 a2 7. c2>*'' *`)
	if g.Intro != "An opening remark" {
		t.Errorf("intro %q", g.Intro)
	}
	want := map[int]string{1: "swap done", 5: "Black\nnow on top", 9: "first second"}
	for i, c := range g.Comments {
		if c != want[i] {
			t.Errorf("comment after ply %d: %q, want %q", i+1, c, want[i])
		}
	}
	if got := moveTexts(g.Moves); got != "a1 e5 c3 d3 c4 d3< c4- Sd2 3c3>12 Cb3 Cc2 a2 c2>" {
		t.Errorf("moves %s", got)
	}
	checkPositions(t, &g, map[int]string{
		6:  "x4,1/x2,1,x2/x2,12,x2/x5/2,x4 1 4",
		9:  "x4,1/x5/x3,1,21/x3,2S,x/2,x4 2 5",
		13: "x4,1/x5/x,2C,x,1,21/2,x2,21C,x/2,x4 2 7",
	})
	if g.Result != "*" || g.Tag("Result") != "" {
		t.Errorf("result %q", g.Result)
	}
}

// TestKomi plays the full-board game of docs/NOTATION.md §4.3 under each komi of
// its table, with the result the table gives, and checks decimal forms.
func TestKomi(t *testing.T) {
	const moves = "1. b3 a3 2. b2 a2 3. a1 b1 4. c1 c2 5. c3 "
	for _, c := range []struct {
		komi   string
		half   int
		result string
	}{{"0", 0, "F-0"}, {"0.5", 1, "F-0"}, {"1", 2, "1/2-1/2"}, {"1.5", 3, "0-F"}} {
		g := parseOne(t, `[Size "3"][Komi "`+c.komi+`"]`+"\n"+moves+c.result)
		if g.HalfKomi != c.half || g.Result != c.result {
			t.Errorf("komi %s: half-komi %d, result %q", c.komi, g.HalfKomi, g.Result)
		}
		for _, wrong := range []string{"F-0", "0-F", "1/2-1/2"} {
			if wrong == c.result {
				continue
			}
			if _, err := ptn.ParseString(`[Size "3"][Komi "` + c.komi + `"]` + moves + wrong); err == nil {
				t.Errorf("komi %s: result %s accepted, the flat count says %s", c.komi, wrong, c.result)
			}
		}
	}
	for komi, half := range map[string]int{"-1.5": -3, "2.50": 5, "+1": 2, "": 0, " 3 ": 6, "-0.5": -1, ".5": 1, "1.": 2, "50": 100} {
		g := parseOne(t, `[Size "5"][Komi "`+komi+`"]`)
		if g.HalfKomi != half || g.Start.HalfKomi() != half {
			t.Errorf("Komi %q: half-komi %d (start %d), want %d", komi, g.HalfKomi, g.Start.HalfKomi(), half)
		}
	}
	for _, komi := range []string{"0.3", "abc", "1e1", "-", "NaN", "0x2", "99999", "1.25", "51"} {
		if _, err := ptn.ParseString(`[Size "5"][Komi "` + komi + `"]`); err == nil || !strings.Contains(err.Error(), "Komi") {
			t.Errorf("Komi %q: error %v", komi, err)
		}
	}
}

// TestResults covers docs/NOTATION.md §4.4 (double road, the mover wins), §4.5
// (suicide) and §5.4 (result strings, "0-0").
func TestResults(t *testing.T) {
	for text, want := range map[string]string{
		"1. b1 a2 2. b2 a1 3. b2- c1 4. c2 c3 5. b1+ R-0": "R-0",
		"1. b1 c3 2. b2 a1 3. b2- c1 4. b1+ 0-R":          "0-R",
		"1. b1 c3 2. b2 a1 3. b2- c1 4. b1< 0-1":          "0-1", // resignation
		"1. b1 c3 2. b2 a1 3. b2- c1 4. b1< 1/2-1/2":      "1/2-1/2",
		"1. b1 c3 0-0": "*",
		"1. b1 c3":     "",
	} {
		g := parseOne(t, "[Size \"3\"]\n\n"+text)
		if g.Result != want {
			t.Errorf("%s: result %q, want %q", text, g.Result, want)
		}
	}
	// A Result tag without a token gives the result; a token and a tag must agree.
	g := parseOne(t, "[Size \"3\"]\n[Result \"0-R\"]\n\n1. b1 c3 2. b2 a1 3. b2- c1 4. b1+\n")
	if g.Result != "0-R" {
		t.Errorf("result from the tag: %q", g.Result)
	}
	g = parseOne(t, "[Size \"3\"]\n[Result \"*\"]\n\n1. b1 c3 2. b2 a1 3. b2- c1 4. b1+ 0-R\n")
	if g.Result != "0-R" {
		t.Errorf("result token after a * tag: %q", g.Result)
	}
}

// TestMultipleGames reads both example files of §5.5 from one text, the
// second one without a blank line before it.
func TestMultipleGames(t *testing.T) {
	games, err := ptn.ParseString(roadGame + blackToMoveGame + "\n" + roadGame)
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 3 || games[0].Size != 5 || games[1].Size != 3 || games[2].Size != 5 {
		t.Fatalf("%d games", len(games))
	}
	if games[1].Tag("Player1") != "White" || len(games[1].Moves) != 2 || len(games[2].Moves) != 11 {
		t.Errorf("second game %v, third %d moves", games[1].Tags, len(games[2].Moves))
	}
	// Games without move text: a repeated tag starts the next one.
	games, err = ptn.ParseString("[Size \"5\"]\n[TPS \"x5/x5/x5/x5/2,x4 2 1\"]\n\n[Size \"3\"]\n")
	if err != nil || len(games) != 2 || games[0].Start.TPS() != "x5/x5/x5/x5/2,x4 2 1" || games[1].Size != 3 {
		t.Errorf("tag-only games: %d, %v", len(games), err)
	}
	games, err = ptn.Parse(strings.NewReader("  \n"))
	if err != nil || len(games) != 0 {
		t.Errorf("blank file: %d games, %v", len(games), err)
	}
}

func TestTagsAndReserves(t *testing.T) {
	g := parseOne(t, `[size "4"] [ Event  "The \"big\" one \\ 2" ] [flats "12"] [Caps2 "1"] [Opening "swap"]`+"\n1. a1 d4 2. b2 Cc3 *")
	if g.Tag("Event") != `The "big" one \ 2` {
		t.Errorf("escaped value %q", g.Tag("Event"))
	}
	want := board.Reserves{Stones: [2]int{12, 12}, Caps: [2]int{0, 1}}
	if g.Reserves != want || g.Start.StartReserves() != want {
		t.Errorf("reserves %+v", g.Reserves)
	}
	// White has no capstone on 4x4 with Caps2 only.
	if _, err := ptn.ParseString(`[Size "4"][Caps2 "1"]` + "1. a1 d4 2. Cb2"); err == nil || !strings.Contains(err.Error(), "no capstone") {
		t.Errorf("white capstone without Caps1: %v", err)
	}
	g = parseOne(t, `[Size "5"][Flats1 "30"][Flats2 "31"][Caps "2"]`)
	if g.Reserves != (board.Reserves{Stones: [2]int{30, 31}, Caps: [2]int{2, 2}}) {
		t.Errorf("reserves %+v", g.Reserves)
	}
}

// TestErrors checks that bad files give an *Error naming the game, the
// line and, for plies, the move number and ply.
func TestErrors(t *testing.T) {
	const s5 = "[Size \"5\"]\n\n"
	for _, c := range []struct {
		text string
		want []string
	}{
		{s5 + "1. a1 e5 2. c3 d3\n3. 2c3> *", []string{"game 1, line 4", "move 3 (white, ply 5)", `"2c3>" is illegal`, "not that tall"}},
		{s5 + "1. Sa1", []string{"line 3", "move 1 (white, ply 1)", "must place a flat"}},
		{s5 + "1. a1 e5 2. c3 d3 3. d3<", []string{"move 3 (white, ply 5)", "does not control"}},
		{s5 + "1. a9", []string{"move 1 (white, ply 1)", "not on a 5x5 board"}},
		{s5 + "1. a1 e5 2. c3 c3", []string{"move 2 (black, ply 4)", "occupied"}},
		{s5 + "1. a1 e5 3. c3", []string{"move number 3., expected 2."}},
		{s5 + "1. a1 2. e5", []string{"move number 2. comes where Black's ply of move 1 is due"}},
		{s5 + "1... a1", []string{"1... comes where White's ply of move 1 is due"}},
		{s5 + "1. a1 1... e5 2... c3", []string{"2... comes where White's ply of move 2 is due"}},
		{s5 + "1. -- a1", []string{"-- may only stand"}},
		{s5 + "99999999999999999999999. a1", []string{"bad move number"}},
		{`[Size "3"][TPS "x3/1,x,1/2,21,2 2 4"]` + "4. c3", []string{"expected -- for White's missing ply"}},
		{`[Size "3"][TPS "x3/1,x,1/2,21,2 2 4"]` + "5. c3", []string{"expected 4... (or 4. --)"}},
		{`[Size "3"][TPS "x3/1,x,1/2,21,2 2 4"]` + "c3 -- b1+", []string{"-- may only stand"}},
		{`[Size "3"]` + "1. b1 c3 2. b2 a1 3. b2- c1 4. b1+ a2", []string{"move 4 (black, ply 8)", `"a2" comes after the end of the game (0-R)`}},
		{`[Size "3"]` + "1. b1 c3 2. b2 a1 3. b2- c1 4. b1+ R-0", []string{"R-0, but the final position shows 0-R"}},
		{`[Size "3"]` + "1. b1 c3 2. b2 a1 3. b2- c1 4. b1+ 1-0", []string{"1-0, but the final position shows 0-R"}},
		{`[Size "3"]` + "1. b1 c3 R-0", []string{"not over"}},
		{`[Size "3"][Result "0-R"]` + "1. b1 c3 2. b2 a1 3. b2- c1 4. b1< 1-0", []string{"disagrees with the Result tag"}},
		{`[Size "3"][Result "white"]`, []string{"tag Result \"white\" is not a PTN result"}},
		{s5 + "1. a1 e5 R-0 2. c3", []string{"after the result"}},
		{s5 + "1. a1 e5 * *", []string{"after the result"}},
		{"1. a1 e5", []string{"line 1", "no Size tag"}},
		{"[Player1 \"x\"]\n\n1. a1 e5", []string{"line 3", "no Size tag"}},
		{`[Size "9"]`, []string{"tag Size \"9\""}},
		{`[Size "five"]`, []string{"tag Size"}},
		{"[Size \"5\"]\n[TPS \"x3/x3/x3 1 1\"]", []string{"line 2", "3 rows, but Size is 5"}},
		{`[TPS "x3/x3/x3 1 0"]`, []string{"tag TPS", "move number"}},
		{`[TPS "x2/x2 1 1"]`, []string{"tag TPS", "board size"}},
		{`[Size "5"][Opening "no-swap"]`, []string{`"no-swap"`, "not supported"}},
		{`[Size "5"][Opening "random"]`, []string{"Opening"}},
		{`[Size "5"][Flats "x"]`, []string{"tag Flats \"x\""}},
		{`[Size "5"][Flats1 "100"]`, []string{"out of range"}},
		{`[Size "5"][Flats2 "0"]`, []string{"no stones"}},
		{s5 + "1. a1 {never closed", []string{"line 3", "never closed"}},
		{"[Size \"5\"]\n[Event \"no end]\n", []string{"line 2", "no closing quote"}},
		{"[Size 5]", []string{"double quotes"}},
		{"[ \"5\"]", []string{"name"}},
		{"[Size \"5\" x", []string{"expected ]"}},
		{roadGame + "\n" + `[Size "3"]` + "\n1. a4", []string{"game 2, line 14", "not on a 3x3 board"}},
	} {
		games, err := ptn.ParseString(c.text)
		if err == nil {
			t.Errorf("%q: no error (%d games)", c.text, len(games))
			continue
		}
		var pe *ptn.Error
		if !errors.As(err, &pe) || pe.Game < 1 || pe.Line < 1 {
			t.Errorf("%q: error %v is not a *ptn.Error with game and line", c.text, err)
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%q: error %q does not mention %q", c.text, err, w)
			}
		}
	}
}

func TestPositionOutOfRange(t *testing.T) {
	g := parseOne(t, roadGame)
	for _, ply := range []int{-1, 12} {
		if _, err := g.Position(ply); err == nil {
			t.Errorf("Position(%d): no error", ply)
		}
	}
	var zero ptn.Game
	if _, err := zero.Final(); err == nil {
		t.Error("zero game: no error")
	}
	g.Moves = append(g.Moves, g.Moves[0]) // e1 again, on an occupied square
	if _, err := g.Final(); err == nil || !strings.Contains(err.Error(), "ply 12") {
		t.Errorf("illegal appended move: %v", err)
	}
}
