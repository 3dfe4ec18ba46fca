package board

import (
	"math/rand"
	"slices"
	"strings"
	"testing"
)

// play plays the PTN plies of moves on h.
func play(t *testing.T, h *History, moves string) {
	t.Helper()
	for _, s := range strings.Fields(moves) {
		m, err := h.Position().ParseMove(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		h.Play(m)
	}
}

func TestHistoryWindow(t *testing.T) {
	start, _ := New(3)
	h := NewHistory(start)
	if len(h.Since()) != 0 || *h.Position() != start {
		t.Fatalf("new history: %v", h.Since())
	}
	play(t, h, "a1 c3")
	afterC3 := h.Position().Hash()
	if len(h.Since()) != 0 {
		t.Errorf("after a placement: %v", h.Since())
	}
	// Spreads accumulate the positions before them, oldest first.
	play(t, h, "c3-")
	afterSpread := h.Position().Hash()
	play(t, h, "a1+")
	if want := []uint64{afterC3, afterSpread}; !slices.Equal(h.Since(), want) {
		t.Errorf("after two spreads: %x, want %x", h.Since(), want)
	}
	// A placement resets the window.
	play(t, h, "b2")
	if len(h.Since()) != 0 {
		t.Errorf("after a placement: %v", h.Since())
	}
}

// TestHistoryStartWindow checks that the start position is in the window
// while no placement has been played.
func TestHistoryStartWindow(t *testing.T) {
	p, err := ParseTPS("x,x,1/x,x,x/2,x,x 1 2")
	if err != nil {
		t.Fatal(err)
	}
	h := NewHistory(p)
	play(t, h, "c3-")
	if want := []uint64{p.Hash()}; !slices.Equal(h.Since(), want) {
		t.Errorf("window %x, want %x", h.Since(), want)
	}
}

// TestHistoryThreefold shuffles two flats back and forth on 3x3: the
// position after the second placement recurs after plies 6 and 10, its
// third occurrence (the shuffle of bench/match's TestRefereeRepetition).
func TestHistoryThreefold(t *testing.T) {
	p, _ := New(3)
	h := NewHistory(p)
	for i, s := range strings.Fields("a1 c3 c3- a1+ c2+ a2- c3- a1+ c2+ a2-") {
		if h.IsThreefold() {
			t.Fatalf("repetition before ply %d", i+1)
		}
		if i == 6 && h.Repetitions() != 1 {
			t.Errorf("before ply 7: %d repetitions, want 1", h.Repetitions())
		}
		play(t, h, s)
	}
	if !h.IsThreefold() || h.Repetitions() != 2 {
		t.Errorf("no threefold after the third occurrence (%d repetitions)", h.Repetitions())
	}
	play(t, h, "b2")
	if h.IsThreefold() || len(h.Since()) != 0 {
		t.Errorf("after a placement: %v", h.Since())
	}
}

// TestHistoryMatchesRebuild plays random games and checks the window
// against the loop the callers used to write: the hash before every
// spread, cleared by a placement; and the threefold rule against counting
// the current hash in it.
func TestHistoryMatchesRebuild(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	var l MoveList
	for n := MinSize; n <= MaxSize; n++ {
		for g := 0; g < 5; g++ {
			p, _ := New(n)
			h := NewHistory(p)
			var want []uint64
			for ply := 0; ply < 200 && p.Result() == None; ply++ {
				p.GenerateMoves(&l)
				m := l.Moves[rng.Intn(l.N)]
				if m.IsSpread() {
					want = append(want, p.Hash())
				} else {
					want = want[:0]
				}
				p.Make(m)
				h.Play(m)
				if *h.Position() != p || !slices.Equal(h.Since(), want) {
					t.Fatalf("size %d ply %d: window %x, want %x", n, ply, h.Since(), want)
				}
				reps := 0
				for _, x := range want {
					if x == p.Hash() {
						reps++
					}
				}
				if h.Repetitions() != reps || h.IsThreefold() != (reps >= 2) {
					t.Fatalf("size %d ply %d: %d repetitions, want %d", n, ply, h.Repetitions(), reps)
				}
			}
		}
	}
}

// TestHistoryClone checks that a clone and its original grow apart.
func TestHistoryClone(t *testing.T) {
	p, _ := New(3)
	h := NewHistory(p)
	play(t, h, "a1 c3 c3- a1+")
	c := h.Clone()
	play(t, h, "c2+")
	play(t, c, "b2")
	if len(h.Since()) != 3 || len(c.Since()) != 0 || *h.Position() == *c.Position() {
		t.Errorf("original %x, clone %x", h.Since(), c.Since())
	}
	saved := slices.Clone(h.Since())
	play(t, c, "a2-")
	if !slices.Equal(h.Since(), saved) {
		t.Errorf("the clone shares storage with the original")
	}
}
