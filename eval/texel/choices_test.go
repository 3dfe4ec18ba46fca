package texel

import (
	"math"
	"testing"

	"github.com/takengine/takengine/eval"
)

// syntheticChoices: in every choice the chosen move's leaf has one more
// unit of Centre for the mover than the others, and the others differ
// among themselves in Walls, which the teacher ignores.
func syntheticChoices() []Choice {
	var cs []Choice
	for i := range 40 {
		white := i%2 == 0
		side := 1
		if !white {
			side = -1
		}
		c := Choice{White: white}
		c.Chosen[eval.FlatHalf] = 2 * side
		c.Chosen[eval.Centre] = 3 * side
		for k := range 4 {
			var o eval.Vector
			o[eval.FlatHalf] = 2 * side
			o[eval.Centre] = 2 * side
			o[eval.Walls] = (k - 1) * side
			c.Others = append(c.Others, o)
		}
		cs = append(cs, c)
	}
	return cs
}

// TestChoiceLoss: with every weight 0 each comparison is a tie (loss
// 1/2, and a tie does not count as first); weighting the teacher's
// feature puts its move first everywhere, from both sides.
func TestChoiceLoss(t *testing.T) {
	cs := syntheticChoices()
	loss, first := ChoiceLoss(cs, eval.Weights{}, 25)
	if math.Abs(loss-0.5) > 1e-12 || first != 0 {
		t.Errorf("zero weights: loss %v first %v, want 0.5 and 0", loss, first)
	}
	var w eval.Weights
	w[eval.Centre] = 100
	loss, first = ChoiceLoss(cs, w, 25)
	if want := 1 / (1 + math.Exp(4)); math.Abs(loss-want) > 1e-12 || first != 1 {
		t.Errorf("Centre 100: loss %v first %v, want %v and 1", loss, first, want)
	}
	w[eval.Walls] = 200 // one other move now scores above the chosen one
	if _, first = ChoiceLoss(cs, w, 25); first != 0 {
		t.Errorf("Walls 200: first %v, want 0", first)
	}
}

// TestFitChoices: the fit raises the teacher's feature, lowers a
// misleading one toward 0, keeps a fixed weight, and lowers the loss.
func TestFitChoices(t *testing.T) {
	cs := syntheticChoices()
	var start eval.Weights
	start[eval.FlatHalf] = 30
	start[eval.Walls] = 80
	w := FitChoices(cs, start, 25, Options{Iterations: 300, Fixed: []eval.Feature{eval.FlatHalf}})
	if w[eval.FlatHalf] != 30 {
		t.Errorf("fixed FlatHalf moved to %d", w[eval.FlatHalf])
	}
	if w[eval.Centre] <= 50 || w[eval.Walls] >= 40 {
		t.Errorf("Centre %d (want above 50), Walls %d (want below 40)", w[eval.Centre], w[eval.Walls])
	}
	l0, f0 := ChoiceLoss(cs, start, 25)
	l1, f1 := ChoiceLoss(cs, w, 25)
	if l1 >= l0 || f1 != 1 || f0 != 0 {
		t.Errorf("loss %v -> %v, first %v -> %v", l0, l1, f0, f1)
	}
}
