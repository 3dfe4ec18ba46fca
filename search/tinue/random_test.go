package tinue_test

import (
	"context"
	"math/rand"
	"testing"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/search/tinue"
)

// randomPositions plays a random game of size n from seed and returns
// the positions from the tenth ply on, while the game goes on. Flat
// placements are favoured so that roads and threats appear.
func randomPositions(n int, seed int64) []board.Position {
	rng := rand.New(rand.NewSource(seed))
	p, _ := board.New(n)
	var l board.MoveList
	var out []board.Position
	for p.Result() == board.None {
		if p.Ply() >= 10 {
			out = append(out, p)
		}
		p.GenerateMoves(&l)
		m := l.Moves[rng.Intn(l.N)]
		for i := 0; i < 4 && m.IsSpread() != (rng.Intn(4) == 0); i++ {
			m = l.Moves[rng.Intn(l.N)]
		}
		p.Make(m)
	}
	return out
}

// winsAtOnce reports whether the side to move has a move that wins the
// game, trying every move with the full Result.
func winsAtOnce(p *board.Position, l *board.MoveList) bool {
	c := p.ToMove()
	p.GenerateMoves(l)
	for _, m := range l.Slice() {
		u := p.Make(m)
		w, ok := p.Result().Winner()
		p.Unmake(m, u)
		if ok && w == c {
			return true
		}
	}
	return false
}

// bruteForce3 decides by plain minimax over every legal move whether the
// side to move wins within three plies, and whether it can do so with a
// first move that wins at once or threatens to (the solver's tree).
func bruteForce3(p board.Position) (wins, byThreat bool) {
	var l0, l1, l2 board.MoveList
	att := p.ToMove()
	p.GenerateMoves(&l0)
	for _, m := range l0.Slice() {
		u := p.Make(m)
		r := p.Result()
		won := false
		switch w, ok := r.Winner(); {
		case ok && w == att:
			won = true
		case r == board.None:
			won = true
			p.GenerateMoves(&l1)
			for _, reply := range l1.Slice() {
				v := p.Make(reply)
				r2 := p.Result()
				w2, ok2 := r2.Winner()
				lost := ok2 && w2 == att || r2 == board.None && winsAtOnce(&p, &l2)
				p.Unmake(reply, v)
				if !lost {
					won = false
					break
				}
			}
		}
		threat := false
		if won && r == board.None {
			p.PassForNull()
			threat = winsAtOnce(&p, &l2)
			p.PassForNull()
		}
		p.Unmake(m, u)
		if won {
			wins = true
			if r != board.None || threat {
				return true, true
			}
		}
	}
	return wins, false
}

// checkRandom solves positions of random games: at three plies the answer
// must agree with bruteForce3 (a proof only where plain minimax finds a
// win, and a proof wherever a threat wins), and every deeper proof must
// replay and verify.
func checkRandom(t *testing.T, n int, seed int64, s *tinue.Solver, stride int) (proved int) {
	ps := randomPositions(n, seed)
	for i := 0; i < len(ps); i += stride {
		p := ps[i]
		r3 := s.Solve(context.Background(), p, tinue.Options{MaxPly: 3, Nodes: 20_000})
		wins, byThreat := bruteForce3(p)
		if r3.Status == tinue.Proved && !wins || byThreat && r3.Status != tinue.Proved {
			t.Fatalf("%s: solver %v %v at 3 plies, brute force wins %v (by a threat %v)",
				p.TPS(), r3.Status, r3.PV, wins, byThreat)
		}
		if i%(3*stride) != 0 {
			continue
		}
		r := s.Solve(context.Background(), p, tinue.Options{MaxPly: 7, Nodes: 10_000})
		if r.Status == tinue.Proved {
			proved++
			checkProof(t, p.TPS(), s, p, r)
		}
	}
	return proved
}

// TestRandomPositions is the property test: no false proof and no missed
// three-ply tinue in positions of random games on 4x4 to 6x6.
func TestRandomPositions(t *testing.T) {
	games := 4
	if testing.Short() {
		games = 2
	}
	s := tinue.NewSolver(4)
	for n := 4; n <= 6; n++ {
		proved := 0
		for g := 0; g < games; g++ {
			proved += checkRandom(t, n, int64(100*n+g), s, 1)
		}
		t.Logf("%dx%d: %d proofs verified", n, n, proved)
	}
}

// FuzzSolve runs the same checks on a sample of the positions of the
// random game of a fuzzed seed (a sample, so one input stays quick).
func FuzzSolve(f *testing.F) {
	f.Add(int64(1), uint8(5))
	f.Add(int64(7), uint8(4))
	f.Add(int64(3), uint8(6))
	s := tinue.NewSolver(4)
	f.Fuzz(func(t *testing.T, seed int64, size uint8) {
		checkRandom(t, 4+int(size%3), seed, s, 5)
	})
}
