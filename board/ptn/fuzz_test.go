package ptn_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/takengine/takengine/board/ptn"
)

// FuzzParsePTN checks that Parse never panics, that it fails only with a
// *ptn.Error, and that every game it reads, written back with Write and
// read again, has the same start position, moves, comments, result and
// player names. The corpus that fuzzing generated is kept under
// testdata/fuzz/FuzzParsePTN and runs with every `go test`.
func FuzzParsePTN(f *testing.F) {
	seeds := []string{
		// docs/NOTATION.md §5.5: both example files, and both in one text.
		roadGame,
		blackToMoveGame,
		roadGame + "\n" + blackToMoveGame,
		// §5.3: PTN-Ninja's placeholder.
		strings.Replace(blackToMoveGame, "4...", "4. --", 1),
		// §5.5: the Racetrack quirk, an unmerged empty board with komi.
		"[Size \"6\"]\n[Komi \"2\"]\n[TPS \"x,x,x,x,x,x/x,x,x,x,x,x/x,x,x,x,x,x/x,x,x,x,x,x/x,x,x,x,x,x/x,x,x,x,x,x 1 1\"]\n\n1. a1 {+0.10/8 0.50s} f6 *\n",
		// §4.1 with comments and annotations (§2.3).
		"[Size \"5\"]\n{intro}\n1. a1 e5 {swap} 2. c3 d3 3. c4 d3< {multi\nline} 4. c4-! Sd2?! 5. 3c3>12'' Cb3 6. Cc2 a2 7. c2>*'' *",
		// §4.3: komi decides the flat win.
		"[Size \"3\"][Komi \"1.5\"]\n1. b3 a3 2. b2 a2 3. a1 b1 4. c1 c2 5. c3 0-F",
		"[Size \"3\"][Komi \"1\"]\n1. b3 a3 2. b2 a2 3. a1 b1 4. c1 c2 5. c3 1/2-1/2",
		// §4.5: suicide; §5.4: 0-0.
		"[Size \"3\"][Result \"0-R\"]\n1. b1 c3 2. b2 a1 3. b2- c1 4. b1+ 0-R",
		"[Size \"3\"]\n1. b1 c3 0-0",
		// Non-standard reserves, escapes.
		"[Size \"4\"][Flats \"12\"][Caps2 \"1\"][Event \"a \\\"b\\\" \\\\ c\"]\n1. a1 d4 2. b2 Cc3 *",
		// Errors: illegal ply, bad numbers, bad tags, unclosed comment.
		"[Size \"5\"]\n1. a1 e5 2. c3 d3 3. 2c3> *",
		"[Size \"5\"]\n1. a1 e5 3. c3",
		"[Size \"5\"][Opening \"no-swap\"]",
		"[Size \"5\"][TPS \"x3/x3/x3 1 1\"]",
		"[Size \"5\"]\n1. a1 {never closed",
		"[Size \"5\"]\n[Event \"no end]\n",
		"1. a1 e5",
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		games, err := ptn.ParseString(s)
		if err != nil {
			var pe *ptn.Error
			if !errors.As(err, &pe) {
				t.Fatalf("error %v is not a *ptn.Error", err)
			}
			return
		}
		for i := range games {
			g := &games[i]
			text := g.String()
			back, err := ptn.ParseString(text)
			if err != nil || len(back) != 1 {
				t.Fatalf("game %d written as\n%s\ndoes not read back: %d games, %v", i+1, text, len(back), err)
			}
			checkSameGame(t, g, &back[0], text)
		}
	})
}

// checkSameGame compares a game with the game read back from text, its
// written form.
func checkSameGame(t *testing.T, g, h *ptn.Game, text string) {
	t.Helper()
	result := func(r string) string {
		if r == "" {
			return "*"
		}
		return r
	}
	switch {
	case h.Start != g.Start:
		t.Fatalf("start %s became %s in\n%s", g.Start.TPS(), h.Start.TPS(), text)
	case moveTexts(h.Moves) != moveTexts(g.Moves):
		t.Fatalf("moves %s became %s in\n%s", moveTexts(g.Moves), moveTexts(h.Moves), text)
	case result(h.Result) != result(g.Result):
		t.Fatalf("result %q became %q in\n%s", g.Result, h.Result, text)
	case strings.Join(h.Marks, ",") != strings.Join(g.Marks, ","):
		t.Fatalf("marks %q became %q in\n%s", g.Marks, h.Marks, text)
	case strings.Join(h.Comments, "}") != strings.Join(g.Comments, "}") || h.Intro != g.Intro:
		t.Fatalf("comments %q %q became %q %q in\n%s", g.Intro, g.Comments, h.Intro, h.Comments, text)
	case h.Size != g.Size || h.HalfKomi != g.HalfKomi || h.Reserves != g.Reserves:
		t.Fatalf("size, komi or reserves changed in\n%s", text)
	}
	for _, name := range []string{"Player1", "Player2", "Date"} {
		if v := g.Tag(name); v != "" && h.Tag(name) != v {
			t.Fatalf("tag %s %q became %q in\n%s", name, v, h.Tag(name), text)
		}
	}
}
