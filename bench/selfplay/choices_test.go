package selfplay

import (
	"testing"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
	"github.com/takengine/takengine/eval"
)

// TestTeacherChoices reads Tiltak's late moves in the shared games against
// it, with the two static plies and with a search of one ply to the leaf.
func TestTeacherChoices(t *testing.T) {
	const games = "../testdata/games/vs-tiltak.ptn"
	base := ChoiceConfig{Teacher: "tiltak", Size: 6, FromPly: 76, Keep: 6, Workers: 2, Seed: 1}
	for _, depth := range []int{0, 1} {
		cfg := base
		cfg.Depth = depth
		fit, held, err := TeacherChoices([]string{games}, cfg)
		if err != nil {
			t.Fatal(err)
		}
		if len(fit) < 20 || len(held) != 0 {
			t.Fatalf("depth %d: %d fitted and %d held-out choices", depth, len(fit), len(held))
		}
		for i, c := range fit {
			if len(c.Others) == 0 || len(c.Others) > cfg.Keep {
				t.Fatalf("depth %d: choice %d has %d other moves", depth, i, len(c.Others))
			}
		}
		// Every game is held out with -holdout 1: the same choices, all held.
		cfg.Holdout = 1
		fit2, held2, err := TeacherChoices([]string{games}, cfg)
		if err != nil || len(fit2) != 0 || len(held2) != len(fit) {
			t.Errorf("depth %d, holdout 1: %d fitted, %d held (want 0 and %d), %v", depth, len(fit2), len(held2), len(fit), err)
		}
	}
	if _, _, err := TeacherChoices([]string{games}, ChoiceConfig{Size: 6}); err == nil {
		t.Error("no teacher: no error")
	}
	if fit, held, err := TeacherChoices([]string{games}, ChoiceConfig{Teacher: "nobody", Size: 6}); err != nil || len(fit)+len(held) != 0 {
		t.Errorf("a teacher in no game: %d choices, %v", len(fit)+len(held), err)
	}
	if _, _, err := TeacherChoices([]string{"no/such.ptn"}, base); err == nil {
		t.Error("a missing file: no error")
	}
}

// TestTwoPlyLeaf: the static leaf after a move is the position after the
// opponent's reply that scores lowest for the mover, checked against a
// direct search over the replies of a middle-game position of the games.
func TestTwoPlyLeaf(t *testing.T) {
	gs, err := ptn.ReadFile("../testdata/games/vs-tiltak.ptn")
	if err != nil {
		t.Fatal(err)
	}
	cfg := ChoiceConfig{Evaluator: eval.New()}
	s := chooser{cfg: &cfg}
	checked := 0
	for ply := 12; ply < 60 && checked < 10; ply++ {
		p, err := gs[0].Position(ply)
		if err != nil {
			t.Fatal(err)
		}
		var l board.MoveList
		p.GenerateMoves(&l)
		for _, m := range l.Slice()[:min(l.N, 8)] {
			sc, ok := s.twoPly(&p, m)
			if !ok {
				continue
			}
			q := p
			q.Make(m)
			var replies board.MoveList
			q.GenerateMoves(&replies)
			lowest, found, leafSeen := 0, false, false
			for _, r := range replies.Slice() {
				x := q
				x.Make(r)
				if x.Result() != board.None {
					continue
				}
				score := cfg.Evaluator.Evaluate(&x)
				if !found || score < lowest {
					lowest, found = score, true
				}
				var v eval.Vector
				if eval.Features(&x, &v); v == sc.leaf && score == sc.score {
					leafSeen = true
				}
			}
			if !found || lowest != sc.score || !leafSeen {
				t.Errorf("ply %d %v: two-ply score %d, lowest reply %d, leaf among the replies %v", ply, m, sc.score, lowest, leafSeen)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("no move checked")
	}
}
