package board

import (
	"strings"
	"testing"
)

// Fuzz tests in the style of Go's net/netip/fuzz_test.go: an annotated
// seed corpus, "never panics", and a round trip parse(format(x)) == x. The
// corpus that fuzzing generated is kept under testdata/fuzz/<FuzzName>/ and
// runs as ordinary tests with every `go test`.

// tpsSeeds are TPS strings from docs/NOTATION.md, good and bad.
var tpsSeeds = []string{
	// §3.3: the start positions, merged and in Tiltak's unmerged style.
	"x3/x3/x3 1 1",
	"x4/x4/x4/x4 1 1",
	"x5/x5/x5/x5/x5 1 1",
	"x6/x6/x6/x6/x6/x6 1 1",
	"x7/x7/x7/x7/x7/x7/x7 1 1",
	"x8/x8/x8/x8/x8/x8/x8/x8 1 1",
	"x,x,x,x,x/x,x,x,x,x/x,x,x,x,x/x,x,x,x,x/x,x,x,x,x 1 1",
	// §5.5: the Racetrack quirk, an unmerged empty 6x6 board.
	"x,x,x,x,x,x/x,x,x,x,x,x/x,x,x,x,x,x/x,x,x,x,x,x/x,x,x,x,x,x/x,x,x,x,x,x 1 1",
	// §3.2: the opening swap shown in TPS.
	"x5/x5/x5/x5/2,x4 2 1",
	// §4.1: the worked game fragment.
	"x4,1/x2,1,x2/x2,12,x2/x5/2,x4 1 4",
	"x4,1/x5/x2,121,x2/x3,2S,x/2,x4 1 5",
	"x4,1/x5/x,2C,x,1,21/2,x2,21C,x/2,x4 2 7",
	// §4.3-4.5: full board, double road, suicide (3x3).
	"1,2,1/2,1,2/1,2,1 2 5",
	"x2,2/1,1,1/2,2,2 2 5",
	"x2,1/x,1,x/2,2,2 2 4",
	// §4.6: tall stacks under a capstone, and the same with Black to move.
	"x5/x5/2121C,x,2,2S,x/x5/x5 1 10",
	"x5/x5/2121C,x,2,2S,x/x5/x5 2 10",
	// §4.7: road shapes.
	"x4,1/x4,1/x4,1S/x4,1/x4,1 1 20",
	"x4,1/x4,1/x3,1,1/x3,1,x/x3,1,x 1 20",
	// §3.4: mixed runs, x1 and PTN-Ninja's "-" row separator.
	"x1,x4/x2,x,x,x/x5/x5/x5 1 1",
	"x5-x5-x5-x5-x5 1 1",
	// §3.4: rejected input.
	"x5/x5/x5/x5/x5 3 1",                       // side not 1 or 2
	"x5/x5/x5/x5/x5 1 0",                       // move number 0
	"x5/x5/x5/x5/x5 1",                         // two fields
	"x2/x2 1 1",                                // 2 rows
	"x5/x5/x5 1 1",                             // rows do not add up to N
	"x5/x5/x5/x5/x4,S 1 1",                     // S with no digit
	"x5/x5/x5/x5/x4,1S2 1 1",                   // S not at the end
	"x5/x5/x5/x5/x3,1C,1C 1 1",                 // two white capstones on 5x5
	"x5/x5/x5/x5/x4,3 1 1",                     // bad piece digit
	"x5/x5/x5/x5/x9 1 1",                       // bad run
	"x3/x3/x3 1 1 extra",                       // four fields
	"222222222222222222222,x4/x5/x5/x5/x5 1 1", // all of Black's stones out before the swap
}

// FuzzParseTPS checks that ParseTPS never panics and that what it accepts
// is a valid position whose TPS is canonical: parsing the output again
// gives the same text, the same hash and the same Position value. Every
// legal move of the position must also make and unmake cleanly.
func FuzzParseTPS(f *testing.F) {
	for _, s := range tpsSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseTPS(s)
		if err != nil {
			return
		}
		if err := p.Validate(); err != nil {
			t.Fatalf("ParseTPS(%q) is invalid: %v", s, err)
		}
		out := p.TPS()
		q, err := ParseTPS(out)
		if err != nil {
			t.Fatalf("ParseTPS(%q) -> %q, which does not parse: %v", s, out, err)
		}
		if q.TPS() != out || q.Hash() != p.Hash() || q != p {
			t.Fatalf("ParseTPS(%q) -> %q -> %q: not canonical (hash %x, %x)", s, out, q.TPS(), p.Hash(), q.Hash())
		}
		checkAllMoves(t, &p)
	})
}

// checkAllMoves makes and unmakes every legal move of p, checking Validate
// after each Make, exact restoration after each Unmake, and that each
// move's text parses back to it.
func checkAllMoves(t *testing.T, p *Position) {
	t.Helper()
	var l MoveList
	p.GenerateMoves(&l)
	if c := p.CountMoves(); c != l.N {
		t.Fatalf("%s: CountMoves %d, generated %d", p.TPS(), c, l.N)
	}
	if l.N == 0 && !p.GameOver() {
		t.Fatalf("%s: no legal move, but the game is not over", p.TPS())
	}
	before := *p
	for _, m := range l.Slice() {
		if q, err := p.ParseMove(m.String()); err != nil || q != m {
			t.Fatalf("%s: %v does not parse back: %v %v", p.TPS(), m, q, err)
		}
		u := p.Make(m)
		if err := p.Validate(); err != nil {
			t.Fatalf("%s: after %v: %v", before.TPS(), m, err)
		}
		p.Unmake(m, u)
		if *p != before {
			t.Fatalf("%s: unmake %v left %s", before.TPS(), m, p.TPS())
		}
	}
}

// FuzzParseMove checks that ParseMove never panics, on any board size byte
// (sizes 0..9, so unsupported sizes too), and that an accepted move prints
// in the canonical form of docs/NOTATION.md §2.2, which parses back to the same
// move.
func FuzzParseMove(f *testing.F) {
	seeds := []string{
		// §2.2: canonical forms and the valid but non-canonical ones.
		"a1", "Sa1", "Ca1", "c3>", "1c3>", "c3>1", "1c3>1", "3c3>", "3c3>3",
		"3c3>12", "2a3+", "2a3+2", "c2>", "c2>*",
		// §2.3: explicit F, annotations after the "*".
		"Fa1", "d3'", "e5?", "c2>*''", "a1\"", "e5!?", "b2??", "Sc3!!",
		// §2.4 and §4.6: spreads over several squares.
		"4a3>121", "4a3>13", "4a3>22", "4a3>112", "d3<", "c4-", "b1+",
		// 8x8: the longest moves.
		"8a1>1111111", "8a1+71", "h8<", "Ch8",
		// §2.3: rejected input.
		"", "a", "a0", "f1", "A1", "0c3>", "6c3>", "3c3>21x", "3c3>22", "3c3>111",
		"c3x", "Sc3>", "Fc3+", "3c3>0", "e3>", "2a1-11", "9a1+", "x1", "c3>9", "*", "'",
	}
	for i, s := range seeds {
		f.Add(s, byte(5+i%4)) // sizes 5..8 (all of them fit the seeds' squares up to e)
	}
	f.Add("c3", byte(2)) // size 2 is unsupported
	f.Add("a1", byte(9)) // size 9 is unsupported
	f.Fuzz(func(t *testing.T, s string, size byte) {
		n := int(size % 10)
		m, err := ParseMove(s, n)
		if err != nil {
			return
		}
		if m == NoMove {
			t.Fatalf("ParseMove(%q, %d) returned NoMove without an error", s, n)
		}
		out := m.String()
		m2, err := ParseMove(out, n)
		if err != nil || m2 != m {
			t.Fatalf("ParseMove(%q, %d) = %v, which parses back as %v, %v", s, n, out, m2, err)
		}
		if file, rank := m.Square().File(), m.Square().Rank(); file >= n || rank >= n {
			t.Fatalf("ParseMove(%q, %d): square %v is off the board", s, n, m.Square())
		}
		checkCanonical(t, s, m, out)
	})
}

// checkCanonical checks the rules of docs/NOTATION.md §2.2 on out, the text of
// m (parsed from s).
func checkCanonical(t *testing.T, s string, m Move, out string) {
	t.Helper()
	if out == "" || out[0] == 'F' {
		t.Fatalf("%q: canonical %q starts with F or is empty", s, out)
	}
	if StripAnnotations(out) != out || strings.ContainsAny(out, "'\"!?*") {
		t.Fatalf("%q: canonical %q carries marks", s, out)
	}
	if !m.IsSpread() {
		if len(out) != 2 && len(out) != 3 {
			t.Fatalf("%q: placement written as %q", s, out)
		}
		return
	}
	if out[0] == '1' {
		t.Fatalf("%q: canonical %q writes a count of 1", s, out)
	}
	if (m.Count() > 1) != (out[0] >= '2' && out[0] <= '8') {
		t.Fatalf("%q: canonical %q and count %d disagree", s, out, m.Count())
	}
	dir := strings.IndexAny(out, "+-<>")
	drops := out[dir+1:]
	if m.Distance() == 1 && drops != "" {
		t.Fatalf("%q: canonical %q writes a single whole drop", s, out)
	}
	if m.Distance() > 1 && len(drops) != m.Distance() {
		t.Fatalf("%q: canonical %q should write %d drops", s, out, m.Distance())
	}
}

// maxFuzzPlies bounds the plies FuzzMakeUnmake plays from one input.
const maxFuzzPlies = 400

// FuzzMakeUnmake plays a game from the empty board of the size picked by
// the first byte, choosing each move as choice % (number of legal moves)
// from the byte string, and checks Validate, CountMoves and the TPS round
// trip after every Make; then it takes every move back and checks that each
// earlier position comes back exactly.
func FuzzMakeUnmake(f *testing.F) {
	f.Add(byte(0), []byte{})                                         // 3x3, no move
	f.Add(byte(2), []byte{0, 24, 7, 3, 100, 200, 5, 9, 11, 13, 250}) // 5x5
	f.Add(byte(5), []byte("a longer string of choices for the 8x8 board, to grow stacks"))
	f.Add(byte(0), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
	f.Add(byte(1), []byte(strings.Repeat("\xff\x80\x40", 40))) // 4x4, many spreads
	f.Fuzz(func(t *testing.T, size byte, choices []byte) {
		n := MinSize + int(size)%(MaxSize-MinSize+1)
		p, err := New(n)
		if err != nil {
			t.Fatal(err)
		}
		if len(choices) > maxFuzzPlies {
			choices = choices[:maxFuzzPlies]
		}
		type step struct {
			m      Move
			u      Undo
			before Position
		}
		var steps []step
		var l MoveList
		for _, c := range choices {
			if p.GameOver() {
				break
			}
			p.GenerateMoves(&l)
			if l.N == 0 || p.CountMoves() != l.N {
				t.Fatalf("%s: %d moves generated, %d counted", p.TPS(), l.N, p.CountMoves())
			}
			m := l.Moves[int(c)%l.N]
			before := p
			u := p.Make(m)
			if err := p.Validate(); err != nil {
				t.Fatalf("%s: after %v: %v", before.TPS(), m, err)
			}
			r := p.StartReserves()
			q, err := ParseTPSWith(p.TPS(), p.HalfKomi(), &r)
			if err != nil || q.TPS() != p.TPS() || q.Hash() != p.Hash() {
				t.Fatalf("TPS round trip of %s: %v %s", p.TPS(), err, q.TPS())
			}
			steps = append(steps, step{m, u, before})
		}
		if p.GameOver() && p.Result() == None {
			t.Fatalf("%s: game over without a result", p.TPS())
		}
		for i := len(steps) - 1; i >= 0; i-- {
			s := steps[i]
			p.Unmake(s.m, s.u)
			if p != s.before {
				t.Fatalf("unmake %v (ply %d): got %s, want %s", s.m, i+1, p.TPS(), s.before.TPS())
			}
		}
	})
}

// TestOpeningSwapNeedsStones: in the opening each player places one of the
// opponent's stones (docs/NOTATION.md §3.2), so a TPS at move 1 in which the
// player to receive that stone has none left is not a reachable position.
// ParseTPS used to accept it, and Make then took a stone from an empty
// reserve (found by FuzzParseTPS: the reserve wrapped around and Validate
// failed).
func TestOpeningSwapNeedsStones(t *testing.T) {
	for _, tps := range []string{
		"222222222222222222222,x4/x5/x5/x5/x5 1 1", // White must place a black stone; Black has only its capstone
		"111111111111111111111,x4/x5/x5/x5/x5 2 1", // Black must place a white stone; White has only its capstone
		"111111111111111111111,x4/x5/x5/x5/x5 1 1", // ply 2 will need a white stone
	} {
		p, err := ParseTPS(tps)
		if err == nil {
			var l MoveList
			p.GenerateMoves(&l)
			for _, m := range l.Slice() {
				q := p
				q.Make(m)
				if err := q.Validate(); err != nil {
					t.Errorf("%s: accepted, and %v breaks it: %v", tps, m, err)
					break
				}
			}
		}
	}
	// Standard openings and mid-game positions at move 1 stay accepted.
	for _, tps := range []string{"x5/x5/x5/x5/x5 1 1", "x5/x5/x5/x5/2,x4 2 1", "1,2,x/x3/x3 1 1"} {
		if _, err := ParseTPS(tps); err != nil {
			t.Errorf("%s: %v", tps, err)
		}
	}
	var r Reserves
	r.Stones = [2]int{0, 21}
	r.Caps = [2]int{1, 1}
	if p, err := NewWith(5, 0, r); err == nil {
		var l MoveList
		p.GenerateMoves(&l) // ply 1 places a black stone, ply 2 would need a white one
		p.Make(l.Moves[0])
		p.GenerateMoves(&l)
		if l.N > 0 {
			p.Make(l.Moves[0])
			if err := p.Validate(); err != nil {
				t.Errorf("reserves with no white stone: accepted, then %v", err)
			}
		}
	}
}
