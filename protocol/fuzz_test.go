package protocol

import (
	"regexp"
	"strings"
	"testing"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/search"
)

// outputRE lists every line shape the handler may print.
var outputRE = regexp.MustCompile(`^(id (name|author) .+|option name \S+ type (spin|check|combo) .+|size [0-9 ]+ halfkomi [-0-9 ]+|teiok|readyok|` +
	`bestmove (\S+|\(none\))|info string error: .+|info depth .+)$`)

// FuzzHandler feeds arbitrary lines to a handler with the real search and
// a small table, then isready and the end of the input. The handler must
// not panic, must print only well-formed lines, must answer every isready
// (the final one included) and must give every go exactly one bestmove.
// The seed corpus is in testdata/fuzz/FuzzHandler.
func FuzzHandler(f *testing.F) {
	for _, seed := range []string{
		// Racetrack's opening of a game.
		"tei\nsetoption name HalfKomi value 4\nisready\nteinewgame 6\nposition startpos moves \ngo depth 2",
		// PTN-Ninja's newer teinewgame, a TPS with moves, stop after the end.
		"teinewgame size 4 halfkomi 2\nposition tps x4/x4/x4/x4 1 1 moves a1 d4\ngo nodes 100\nstop",
		// Bad plies and go values, go infinite interrupted by isready and stop.
		"position startpos moves a1 e5 c3 c3>1 zz\ngo wtime x btime 5\ngo infinite\nisready\nstop\nstop",
		// A root with no legal move (one stone each, White has none left).
		"setoption name Flats value 1\nteinewgame 3\nposition tps 12,x2/x3/x3 1 2\ngo depth 1",
		// 8x8, a go replaced by another, a go without limits ended by the input.
		"teinewgame 8\nposition startpos\ngo movetime 5\nposition tps x8/x8/x8/x8/x8/x8/x8/x8 2 9 moves h8\ngo",
		// quit mid-search: nothing after it is read.
		"go depth 3\nquit\nisready",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, input string) {
		in := input + "\nisready\n"
		var out strings.Builder
		h := NewHandler(strings.NewReader(in), &out)
		h.newEngine = func(int) searcher { return search.NewEngine(1) }
		if err := h.Run(); err != nil {
			t.Fatalf("Run: %v", err)
		}
		// What the handler should have seen: the lines up to a quit.
		readies, gos, quit := 0, 0, false
		for _, l := range strings.Split(in, "\n") {
			if len(l) > maxLine {
				continue
			}
			f := strings.Fields(l)
			if len(f) == 0 {
				continue
			}
			if f[0] == "quit" {
				quit = true
				break
			}
			switch f[0] {
			case "isready":
				readies++
			case "go":
				gos++
			}
		}
		gotReadies, gotBest := 0, 0
		for _, l := range strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n") {
			if l == "" && out.Len() == 0 {
				break
			}
			if !outputRE.MatchString(l) {
				t.Fatalf("malformed output line %q", l)
			}
			if strings.HasPrefix(l, "info depth ") && !infoRE.MatchString(l) {
				t.Fatalf("malformed info line %q", l)
			}
			if strings.HasPrefix(l, "info string error: internal") {
				t.Fatalf("internal error: %q", l)
			}
			switch {
			case l == "readyok":
				gotReadies++
			case strings.HasPrefix(l, "bestmove "):
				gotBest++
				if m := strings.TrimPrefix(l, "bestmove "); m != "(none)" {
					if _, err := board.ParseMove(m, board.MaxSize); err != nil {
						t.Fatalf("bestmove %q does not parse: %v", m, err)
					}
				}
			}
		}
		// After quit the handler waits at most quitGrace for background
		// table work (a clear for a new game), so a readyok that waits for
		// it may be cut off on a loaded machine; without quit every
		// isready is answered.
		if !quit && gotReadies != readies || quit && gotReadies > readies {
			t.Fatalf("%d isready, %d readyok (quit: %v)", readies, gotReadies, quit)
		}
		if !quit && gotBest != gos || quit && gotBest > gos {
			t.Fatalf("%d go, %d bestmove (quit: %v)", gos, gotBest, quit)
		}
	})
}
