package eval

import (
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/eval/net"
)

// testNet returns the test network (testdata/net6.bin, trained for 6x6
// at komi 2), an Evaluator without any network and one with it.
func testNet(t *testing.T) (n *net.Net, linear, withNet *Evaluator) {
	t.Helper()
	b, err := os.ReadFile("testdata/net6.bin")
	if err != nil {
		t.Fatal(err)
	}
	if n, err = net.Unmarshal(b); err != nil || n.Size != 6 {
		t.Fatalf("testdata/net6.bin: %v", err)
	}
	linear, withNet = New(), New()
	linear.Net = [board.MaxSize + 1]*net.Net{}
	withNet.Net[6] = n
	return n, linear, withNet
}

// TestNetCorrection checks that an Evaluator with a network adds the
// network's correction, turned to the side to move, to the linear score
// where the network applies (testdata/net6.bin: trained for 6x6 at komi
// 2), and only there; and that a Plan of it does the same.
func TestNetCorrection(t *testing.T) {
	n, linear, e := testNet(t)
	var pl Plan // a search's view of e (its network too)
	e.Prepare(6, &pl)
	applied, changed := 0, 0
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
			} else if hk != 0 {
				t.Errorf("the network does not apply at half-komi %d", hk)
			}
			got := e.Evaluate(&p)
			if got != want {
				t.Fatalf("%s (half-komi %d): Evaluate %d, want %d", p.TPS(), hk, got, want)
			}
			if got := pl.Evaluate(&p); got != want {
				t.Fatalf("%s (half-komi %d): Plan.Evaluate %d, want %d", p.TPS(), hk, got, want)
			}
			if got != linear.Evaluate(&p) {
				changed++
			}
		}
	}
	if applied == 0 || changed == 0 {
		t.Errorf("the network applied to %d positions and changed %d scores", applied, changed)
	}
}

// TestBuiltInNets checks that the built-in networks are each at their
// size's index.
func TestBuiltInNets(t *testing.T) {
	for size, n := range New().Net {
		if n != nil && n.Size != size {
			t.Errorf("the network at size %d is for size %d", size, n.Size)
		}
	}
}

// TestNetPredictsHeldOut scores 1,000 positions of games the test
// network never saw (testdata/heldout6.lab, labelled by Tiltak like its
// training data) through Evaluator.Evaluate, from the side to move, and
// checks that the network's correction predicts the labels better than
// the linear score alone: the training's and the search's views of the
// network agree, signs and scales included.
func TestNetPredictsHeldOut(t *testing.T) {
	n, linear, e := testNet(t)
	data, err := os.ReadFile("testdata/heldout6.lab")
	if err != nil {
		t.Fatal(err)
	}
	var lossLinear, lossNet float64
	count := 0
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		f := strings.Split(line, "\t")
		hk, _ := strconv.Atoi(f[1])
		y, _ := strconv.ParseFloat(f[2], 64)
		p, err := board.ParseTPSWith(f[0], hk, nil)
		if err != nil {
			t.Fatal(err)
		}
		white := func(ev *Evaluator) float64 {
			s := float64(ev.Evaluate(&p))
			if p.ToMove() == board.Black {
				s = -s
			}
			return 1 / (1 + math.Exp(-s*float64(n.LinScale)/1000*net.K))
		}
		lossLinear += (y - white(linear)) * (y - white(linear))
		lossNet += (y - white(e)) * (y - white(e))
		count++
	}
	lossLinear /= float64(count)
	lossNet /= float64(count)
	if count != 1000 || lossNet > 0.9*lossLinear {
		t.Errorf("%d positions: loss %.5f with the network, %.5f without; want at least 10%% lower", count, lossNet, lossLinear)
	}
}
