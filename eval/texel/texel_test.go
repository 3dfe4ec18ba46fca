package texel

import (
	"math/rand"
	"testing"

	"github.com/takengine/takengine/eval"
)

// TestFitRecoversWeights draws samples from known weights and checks that
// the fit moves towards them and lowers the loss.
func TestFitRecoversWeights(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	var truth eval.Weights
	truth[eval.FlatHalf] = 60
	truth[eval.Threats] = 120
	var samples []Sample
	for i := 0; i < 4000; i++ {
		var s Sample
		s.X[eval.FlatHalf] = rng.Intn(9) - 4
		s.X[eval.Threats] = rng.Intn(3) - 1
		p := sigmoid(K * dot(&truth, &s.X))
		if rng.Float64() < p {
			s.Result = 1
		}
		samples = append(samples, s)
	}
	var start eval.Weights
	before := Loss(samples, start)
	w := Fit(samples, start, Options{Iterations: 600, Rate: 2})
	after := Loss(samples, w)
	if after >= before {
		t.Fatalf("loss %v -> %v", before, after)
	}
	if w[eval.FlatHalf] < 40 || w[eval.FlatHalf] > 80 || w[eval.Threats] < 80 || w[eval.Threats] > 160 {
		t.Fatalf("fitted %v, want near %v", w, truth)
	}
}

// TestBlend keeps the given fraction of each weight's change, rounded.
func TestBlend(t *testing.T) {
	var start, fitted eval.Weights
	start[eval.Supports], fitted[eval.Supports] = 138, 52
	start[eval.Walls], fitted[eval.Walls] = -10, 5
	got := Blend(start, fitted, 0.5)
	if got[eval.Supports] != 95 || got[eval.Walls] != -2 || got[eval.FlatHalf] != 0 {
		t.Errorf("Blend = Supports %d, Walls %d, FlatHalf %d; want 95, -2 (7.5 rounded away from zero, then added), 0",
			got[eval.Supports], got[eval.Walls], got[eval.FlatHalf])
	}
	if Blend(start, fitted, 1) != fitted {
		t.Errorf("Blend with 1 is not the fit")
	}
}
