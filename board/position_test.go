package board

import (
	"math/rand"
	"strings"
	"testing"
)

// TestRandomPlayouts plays thousands of random plies on every size and
// checks, after each Make, Validate (which includes hash == from-scratch
// hash) and, after each Unmake, that the position is restored exactly
// (the incremental hash and the undo record against their oracles).
func TestRandomPlayouts(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 10
	}
	rng := rand.New(rand.NewSource(1))
	var l MoveList
	for n := MinSize; n <= MaxSize; n++ {
		plies := 0
		for g := 0; g < games; g++ {
			p, _ := New(n)
			for !p.GameOver() {
				p.GenerateMoves(&l)
				if l.N == 0 {
					t.Fatalf("%dx%d: no legal move in %s", n, n, p.TPS())
				}
				// Try every move once and take it back.
				before := p
				for _, m := range l.Slice() {
					u := p.Make(m)
					if err := p.Validate(); err != nil {
						t.Fatalf("after %v from %s: %v", m, before.TPS(), err)
					}
					p.Unmake(m, u)
					if p != before {
						t.Fatalf("unmake %v did not restore %s: got %s", m, before.TPS(), p.TPS())
					}
				}
				// Prefer spreads to grow tall stacks.
				m := l.Moves[rng.Intn(l.N)]
				if rng.Intn(3) > 0 {
					for i := 0; i < 8; i++ {
						if c := l.Moves[rng.Intn(l.N)]; c.IsSpread() {
							m = c
							break
						}
					}
				}
				p.Make(m)
				plies++
				if plies%7 == 0 {
					q, err := ParseTPSWith(p.TPS(), p.HalfKomi(), nil)
					if err != nil || q.TPS() != p.TPS() || q.Hash() != p.Hash() {
						t.Fatalf("TPS round trip of %s: %v %s", p.TPS(), err, q.TPS())
					}
				}
			}
			if p.Result() == None {
				t.Fatalf("game over without a result: %s", p.TPS())
			}
		}
		t.Logf("%dx%d: %d plies", n, n, plies)
	}
}

// TestCountMatchesGenerate checks the table-driven counter against the
// generator and IsLegal against membership in the list.
func TestCountMatchesGenerate(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	var l MoveList
	for n := MinSize; n <= MaxSize; n++ {
		for g := 0; g < 20; g++ {
			p, _ := New(n)
			for !p.GameOver() {
				p.GenerateMoves(&l)
				if c := p.CountMoves(); c != l.N {
					t.Fatalf("%s: CountMoves %d, generated %d", p.TPS(), c, l.N)
				}
				for i := 0; i < 20; i++ {
					m := Move(rng.Uint32() & 0x3ffff)
					if p.IsLegal(m) != l.Contains(m) {
						t.Fatalf("%s: IsLegal(%v=%x) = %v", p.TPS(), m, uint32(m), p.IsLegal(m))
					}
				}
				for _, m := range l.Slice() {
					if !p.IsLegal(m) {
						t.Fatalf("%s: generated %v not legal", p.TPS(), m)
					}
					q, err := p.ParseMove(m.String())
					if err != nil || q != m {
						t.Fatalf("%s: %v round trip: %v %v", p.TPS(), m, q, err)
					}
				}
				p.Make(l.Moves[rng.Intn(l.N)])
			}
		}
	}
}

// symmetric returns the TPS transformed by one of the 8 symmetries of the
// square (sym bit 0: mirror files, bit 1: mirror ranks, bit 2: transpose).
func symmetric(t *testing.T, tps string, sym int) string {
	p, err := ParseTPS(tps)
	if err != nil {
		t.Fatal(err)
	}
	n := p.Size()
	fields := strings.Fields(p.TPS())
	grid := make([][]string, n) // [rank][file]
	rows := strings.Split(fields[0], "/")
	for i, row := range rows {
		r := n - 1 - i
		for _, sq := range strings.Split(row, ",") {
			if sq[0] == 'x' {
				k := 1
				if len(sq) > 1 {
					k = int(sq[1] - '0')
				}
				for j := 0; j < k; j++ {
					grid[r] = append(grid[r], "x")
				}
			} else {
				grid[r] = append(grid[r], sq)
			}
		}
	}
	out := make([][]string, n)
	for r := range out {
		out[r] = make([]string, n)
	}
	for r := 0; r < n; r++ {
		for f := 0; f < n; f++ {
			rr, ff := r, f
			if sym&1 != 0 {
				ff = n - 1 - ff
			}
			if sym&2 != 0 {
				rr = n - 1 - rr
			}
			if sym&4 != 0 {
				rr, ff = ff, rr
			}
			out[rr][ff] = grid[r][f]
		}
	}
	var b []string
	for r := n - 1; r >= 0; r-- {
		b = append(b, strings.Join(out[r], ","))
	}
	return strings.Join(b, "/") + " " + fields[1] + " " + fields[2]
}

// TestPerftSymmetry: perft is the same under the 8 symmetries of the board
// (a cheap check of move generation without reference counts).
func TestPerftSymmetry(t *testing.T) {
	for _, r := range loadPerft(t) {
		if r.tps == "start" || r.nodes > 1_000_000 || r.nodes < 1000 {
			continue
		}
		for sym := 1; sym < 8; sym++ {
			s := symmetric(t, r.tps, sym)
			p, err := ParseTPS(s)
			if err != nil {
				t.Fatal(err)
			}
			if got := Perft(&p, r.depth); got != r.nodes {
				t.Errorf("%s sym %d (%s) depth %d: got %d, want %d", r.name, sym, s, r.depth, got, r.nodes)
			}
		}
	}
}

// TestNoAllocs asserts that move generation, counting, Make, Unmake and
// the game-end check never allocate.
func TestNoAllocs(t *testing.T) {
	p, err := ParseTPS("2,2,21S,2,2,2/2,x,222221,2,2,x/1,1,2221C,x,111112C,2S/x,1,2S,x2,121211212/1,1,1212S,1S,2,1S/x2,2,1,21,1 1 42")
	if err != nil {
		t.Fatal(err)
	}
	l := new(MoveList)
	allocs := testing.AllocsPerRun(100, func() {
		p.GenerateMoves(l)
		_ = p.CountMoves()
		for _, m := range l.Moves[:l.N] {
			u := p.Make(m)
			_ = p.Result()
			p.Unmake(m, u)
		}
	})
	if allocs != 0 {
		t.Fatalf("%v allocations per run, want 0", allocs)
	}
}

// TestHasSpreadWin checks HasSpreadWin against trying every spread.
func TestHasSpreadWin(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	var l MoveList
	found := 0
	for n := 4; n <= 7; n++ {
		for g := 0; g < 40; g++ {
			p, _ := New(n)
			for !p.GameOver() {
				for _, c := range []Color{White, Black} {
					q := p
					if q.ToMove() != c {
						q.PassForNull()
					}
					want := false
					q.GenerateMoves(&l)
					for _, m := range l.Slice() {
						if !m.IsSpread() {
							continue
						}
						u := q.Make(m)
						if q.HasRoad(c) {
							want = true
						}
						q.Unmake(m, u)
					}
					before := p
					if got := p.HasSpreadWin(c); got != want {
						t.Fatalf("%s: HasSpreadWin(%v) = %v, want %v", p.TPS(), c, got, want)
					}
					if p != before {
						t.Fatalf("HasSpreadWin changed the position")
					}
					if want {
						found++
					}
				}
				p.GenerateMoves(&l)
				p.Make(l.Moves[rng.Intn(l.N)])
			}
		}
	}
	t.Logf("%d positions with a spread win", found)
}

// BenchmarkPerft6 measures perft on the 6x6 endgame of perft.tsv at depth
// 3 (2,774,593 leaves); leaves/s is the move generator's speed.
func BenchmarkPerft6(b *testing.B) {
	p, _ := ParseTPS("2,2,21S,2,2,2/2,x,222221,2,2,x/1,1,2221C,x,111112C,2S/x,1,2S,x2,121211212/1,1,1212S,1S,2,1S/x2,2,1,21,1 1 42")
	b.ReportAllocs()
	var n uint64
	for i := 0; i < b.N; i++ {
		n += Perft(&p, 3)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkMakeUnmake measures generating, making and unmaking every move
// of the same endgame.
func BenchmarkMakeUnmake(b *testing.B) {
	p, _ := ParseTPS("2,2,21S,2,2,2/2,x,222221,2,2,x/1,1,2221C,x,111112C,2S/x,1,2S,x2,121211212/1,1,1212S,1S,2,1S/x2,2,1,21,1 1 42")
	l := new(MoveList)
	b.ReportAllocs()
	moves := 0
	for i := 0; i < b.N; i++ {
		p.GenerateMoves(l)
		for _, m := range l.Moves[:l.N] {
			u := p.Make(m)
			p.Unmake(m, u)
		}
		moves += l.N
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}

// TestPlyCounterDoesNotWrap plays 100,000 plies (more than a 16-bit
// counter holds) and checks that the counter, the move number and the
// opening rule still follow the game.
func TestPlyCounterDoesNotWrap(t *testing.T) {
	p, err := ParseTPS("1,x5/x6/x6/x6/x6/x5,2 1 2")
	if err != nil {
		t.Fatal(err)
	}
	cycle := []string{"a6>", "f1<", "b6<", "e1>"}
	const plies = 100000
	for i := 0; i < plies; i++ {
		m, err := p.ParseMove(cycle[i%4])
		if err != nil {
			t.Fatalf("ply %d: %v", i, err)
		}
		p.Make(m)
	}
	if p.Ply() != 2+plies || p.MoveNumber() != 2+plies/2 || p.IsOpening() {
		t.Fatalf("after %d plies: ply %d, move %d, opening %v", plies, p.Ply(), p.MoveNumber(), p.IsOpening())
	}
	if err := p.Validate(); err != nil {
		t.Fatal(err)
	}
	if _, err := ParseTPS(p.TPS()); err != nil {
		t.Fatalf("TPS round trip at move %d: %v", p.MoveNumber(), err)
	}
}
