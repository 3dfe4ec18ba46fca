package texel

import (
	"math"
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

// TestL2HoldsWeights fits the samples of TestFitRecoversWeights' kind
// with a ridge penalty: a light one still finds the weights, a heavy one
// keeps them near the start, each weight moving less the heavier it is.
func TestL2HoldsWeights(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	var truth eval.Weights
	truth[eval.FlatHalf] = 60
	var samples []Sample
	for i := 0; i < 4000; i++ {
		var s Sample
		s.X[eval.FlatHalf] = rng.Intn(9) - 4
		if rng.Float64() < sigmoid(K*dot(&truth, &s.X)) {
			s.Result = 1
		}
		samples = append(samples, s)
	}
	var start eval.Weights
	prev := 1000
	for _, l2 := range []float64{0, 0.01, 1} {
		w := Fit(samples, start, Options{Iterations: 600, Rate: 2, L2: l2})
		if w[eval.FlatHalf] > prev || l2 == 0 && w[eval.FlatHalf] < 40 || l2 == 1 && w[eval.FlatHalf] > 10 {
			t.Errorf("L2 %v: FlatHalf %d (the lighter penalty's: %d)", l2, w[eval.FlatHalf], prev)
		}
		prev = w[eval.FlatHalf]
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

// TestChunksCoverSamples checks that the gradient's chunks cover every
// sample once, in order, and are never smaller than minChunk unless there
// is only one.
func TestChunksCoverSamples(t *testing.T) {
	for _, c := range []struct{ n, k, want int }{
		{0, 4, 1}, {100, 4, 1}, {minChunk * 2, 4, 2}, {minChunk*10 + 7, 3, 3}, {minChunk * 5, 1, 1},
	} {
		parts := chunks(c.n, c.k)
		if len(parts) != c.want {
			t.Errorf("chunks(%d, %d): %d parts, want %d", c.n, c.k, len(parts), c.want)
		}
		next := 0
		for _, p := range parts {
			if p[0] != next || p[1] < p[0] || (len(parts) > 1 && p[1]-p[0] < minChunk) {
				t.Errorf("chunks(%d, %d) = %v", c.n, c.k, parts)
			}
			next = p[1]
		}
		if next != c.n {
			t.Errorf("chunks(%d, %d) ends at %d", c.n, c.k, next)
		}
	}
}

// TestChunkedGradientMatchesWhole checks that the gradient summed over
// chunks equals the gradient of all the samples at once.
func TestChunkedGradientMatchesWhole(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	samples := make([]Sample, 3*minChunk+11)
	var w [eval.NumFeatures]float64
	for j := range w {
		w[j] = float64(rng.Intn(41) - 20)
	}
	for i := range samples {
		for j := range samples[i].X {
			samples[i].X[j] = rng.Intn(7) - 3
		}
		samples[i].Result = float64(rng.Intn(3)) / 2
	}
	n := float64(len(samples))
	var whole [eval.NumFeatures]float64
	wholeLoss := gradient(samples, &w, n, &whole)
	var sum [eval.NumFeatures]float64
	var sumLoss float64
	for _, p := range chunks(len(samples), 3) {
		var g [eval.NumFeatures]float64
		sumLoss += gradient(samples[p[0]:p[1]], &w, n, &g)
		for j := range g {
			sum[j] += g[j]
		}
	}
	if math.Abs(sumLoss-wholeLoss) > 1e-9*wholeLoss {
		t.Errorf("loss %v in chunks, %v whole", sumLoss, wholeLoss)
	}
	for j := range sum {
		if math.Abs(sum[j]-whole[j]) > 1e-9*(1+math.Abs(whole[j])) {
			t.Errorf("gradient[%d] %v in chunks, %v whole", j, sum[j], whole[j])
		}
	}
}
