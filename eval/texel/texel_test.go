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
