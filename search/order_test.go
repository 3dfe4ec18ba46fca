package search

import (
	"testing"

	"github.com/takengine/takengine/board"
)

// TestStagedMovesKeepPickerOrder checks the killer stage: the moves
// staged before generation are the legal killers and counter move other
// than the TT move, once each, and staging them, then handing out the
// rest, gives exactly the order the picker gives alone.
func TestStagedMovesKeepPickerOrder(t *testing.T) {
	p, err := board.ParseTPS("x4,2S,x/2C,x5/x,2,1,2,x2/x,1,1,x,1S,x/x,1,x,2,x2/x,1,x,2,x2 1 7")
	if err != nil {
		t.Fatal(err)
	}
	mv := func(s string) board.Move {
		t.Helper()
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatalf("ParseMove(%q): %v", s, err)
		}
		return m
	}
	th := newThread(NewEngine(1))
	th.pos = p
	const ply = 3
	tt, k1, k2, cm := mv("a1"), mv("c3<"), mv("b1+"), mv("Sf6")
	illegal := board.Placement(board.MakeSquare(1, 1), board.Flat) // b2 holds a white flat
	if p.IsLegal(illegal) {
		t.Fatal("b2 should be occupied")
	}
	prev := board.Placement(board.MakeSquare(4, 5), board.Flat) // e6, as the previous ply's move
	th.moveAt[ply] = prev
	th.counter[p.ToMove()][historyIndex(prev)] = cm
	// Some history, so the quiet moves have an order of their own.
	for i, s := range []string{"f1", "e4", "c4>", "Cd6", "a6"} {
		th.history[p.ToMove()][historyIndex(mv(s))] = int32(100 * (i + 1))
	}

	cases := []struct {
		name    string
		killers [2]board.Move
		threat  board.Bitboard
		ply     int
		want    []board.Move
	}{
		{"killers and counter", [2]board.Move{k1, k2}, 0, ply, []board.Move{k1, k2, cm}},
		{"killer and counter", [2]board.Move{k1, illegal}, 0, ply, []board.Move{k1, cm}},
		{"second killer first legal", [2]board.Move{illegal, k1}, 0, ply, []board.Move{k1, cm}},
		{"TT move and repeats left out", [2]board.Move{tt, cm}, 0, ply, []board.Move{cm}},
		{"a road threat: blocks first", [2]board.Move{k1, cm}, board.Bitboard(1) << board.MakeSquare(0, 5), ply, nil},
		{"the root", [2]board.Move{k1, cm}, 0, 0, nil},
	}
	for _, c := range cases {
		th.killers[c.ply] = c.killers
		th.moveAt[c.ply] = prev
		staged, n := th.stagedMoves(c.ply, tt, c.threat)
		if got := staged[:n]; !equalMoves(got, c.want) {
			t.Errorf("%s: staged %v, want %v", c.name, got, c.want)
		}
		// The picker alone, the TT move already searched.
		var alone []board.Move
		pk := th.orderMoves(c.ply, tt, true, 0, c.threat, [3]board.Move{})
		for m := pk.next(); m != board.NoMove; m = pk.next() {
			alone = append(alone, m)
		}
		// The stage, then the picker without the staged moves.
		withStage := append([]board.Move(nil), staged[:n]...)
		pk = th.orderMoves(c.ply, tt, true, 0, c.threat, staged)
		for m := pk.next(); m != board.NoMove; m = pk.next() {
			withStage = append(withStage, m)
		}
		if len(alone) < 50 || !equalMoves(alone, withStage) {
			t.Errorf("%s: order with the stage differs from the picker's (%d and %d moves)", c.name, len(withStage), len(alone))
		}
	}
}

func equalMoves(a, b []board.Move) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
