package eval

import (
	"testing"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/eval/net"
)

// TestBuiltInNets checks that the built-in 6x6 network loads, applies at
// the komi it was trained for only, and is added to the linear score from
// the side to move.
func TestBuiltInNets(t *testing.T) {
	e := New()
	n := e.Net[6]
	if n == nil || n.Size != 6 {
		t.Fatal("no built-in 6x6 network")
	}
	linear := New()
	linear.Net = [board.MaxSize + 1]*net.Net{}
	applied := 0
	for _, p := range gamePositions(t) {
		if p.Size() != 6 {
			continue
		}
		for _, hk := range []int{0, 4} {
			if err := p.SetHalfKomi(hk); err != nil {
				t.Fatal(err)
			}
			want := linear.Evaluate(&p)
			if n.Applies(&p) {
				applied++
				d := n.Evaluate(&p)
				if p.ToMove() == board.Black {
					d = -d
				}
				want += d
			}
			if got := e.Evaluate(&p); got != want {
				t.Fatalf("%s (half-komi %d): Evaluate %d, want %d", p.TPS(), hk, got, want)
			}
		}
	}
	if applied == 0 {
		t.Error("the 6x6 network applied to no position")
	}
	var komi0 board.Position
	komi0, _ = board.New(6)
	if n.Applies(&komi0) {
		t.Error("the 6x6 network applies at komi 0, where it was not trained")
	}
}
