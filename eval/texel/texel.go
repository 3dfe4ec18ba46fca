// Package texel fits the evaluation weights to game results by logistic
// regression ("Texel tuning", after Peter Österlund's method for the Texel
// chess engine: https://www.chessprogramming.org/Texel%27s_Tuning_Method).
//
// Each sample is a position's feature vector (eval.Features, White minus
// Black) and the result of the game it came from (1 White won, 0.5 draw, 0
// Black won). The model predicts sigmoid(k * w.x) and the fit minimises the
// mean squared error of that prediction by full-batch gradient descent with
// per-feature step sizes (Adam), from the current weights; each step's
// gradient is summed over contiguous chunks of the samples on as many
// goroutines as GOMAXPROCS allows. Because the
// evaluation is linear in its features, the gradient is exact and cheap.
//
// FitChoices fits the same weights to a teacher's choices of move instead
// (comparison training, choices.go).
package texel

import (
	"math"
	"runtime"
	"sync"

	"github.com/takengine/takengine/eval"
)

// Sample is one training position.
type Sample struct {
	X      eval.Vector // features, White minus Black
	Result float64     // 1, 0.5 or 0 from White's point of view, or a soft label in 0..1 (White's win chance)
}

// K converts centi-flats to the logit of White's winning chance: a score of
// 100 (one flat) predicts about 64%.
const K = 1.0 / 175

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// Loss returns the mean squared error of weights w over samples.
func Loss(samples []Sample, w eval.Weights) float64 {
	var sum float64
	for i := range samples {
		d := samples[i].Result - sigmoid(K*dot(&w, &samples[i].X))
		sum += d * d
	}
	return sum / float64(max(len(samples), 1))
}

func dot(w *eval.Weights, x *eval.Vector) float64 {
	s := 0
	for i := range x {
		s += w[i] * x[i]
	}
	return float64(s)
}

// Options control the fit.
type Options struct {
	Iterations int            // gradient steps (default 2000)
	Rate       float64        // Adam step size in centi-flats per unit (default 1)
	Fixed      []eval.Feature // features whose weights do not change
	// L2 adds L2 * sum(((w - start)/100)^2) to the loss (ridge
	// regression toward the starting weights): a weight moves a flat
	// only where that buys L2 of loss. The search exploits any weight
	// the data leave loose (collinear features, positions the games
	// never reach), so a fit that only follows the data can lose games.
	L2       float64
	Progress func(iter int, loss float64) // called every 200 steps, if set
}

// Fit returns weights fitted from start, keeping the Fixed features at
// their start values.
func Fit(samples []Sample, start eval.Weights, o Options) eval.Weights {
	n := float64(max(len(samples), 1))
	return adam(len(samples), start, o, func(part [2]int, w, g *[eval.NumFeatures]float64) float64 {
		return gradient(samples[part[0]:part[1]], w, n, g) / n
	})
}

// adam minimises a loss over count items from start by Adam, with o's
// steps, rate, fixed features and ridge. grad stores in g the gradient of
// the loss of the items in part ([start, end) of the count) under w and
// returns that part's share of the loss (the loss is their sum); the parts run on their own goroutines and are
// summed in order, so a fit with the same GOMAXPROCS is the same from run
// to run.
func adam(count int, start eval.Weights, o Options, grad func(part [2]int, w, g *[eval.NumFeatures]float64) float64) eval.Weights {
	if o.Iterations == 0 {
		o.Iterations = 2000
	}
	if o.Rate == 0 {
		o.Rate = 1
	}
	var w, m, v [eval.NumFeatures]float64
	for i := range w {
		w[i] = float64(start[i])
	}
	fixed := [eval.NumFeatures]bool{}
	for _, f := range o.Fixed {
		fixed[f] = true
	}
	const b1, b2, eps = 0.9, 0.999, 1e-8
	parts := chunks(count, runtime.GOMAXPROCS(0))
	grads := make([][eval.NumFeatures]float64, len(parts))
	losses := make([]float64, len(parts))
	for it := 1; it <= o.Iterations; it++ {
		var wg sync.WaitGroup
		for c, part := range parts {
			wg.Add(1)
			go func() {
				defer wg.Done()
				losses[c] = grad(part, &w, &grads[c])
			}()
		}
		wg.Wait()
		var g [eval.NumFeatures]float64
		var loss float64
		for c := range parts {
			loss += losses[c]
			for j := range g {
				g[j] += grads[c][j]
			}
		}
		for j := range w {
			if fixed[j] {
				continue
			}
			g[j] += 2 * o.L2 * (w[j] - float64(start[j])) / 1e4
			m[j] = b1*m[j] + (1-b1)*g[j]
			v[j] = b2*v[j] + (1-b2)*g[j]*g[j]
			mh := m[j] / (1 - math.Pow(b1, float64(it)))
			vh := v[j] / (1 - math.Pow(b2, float64(it)))
			w[j] -= o.Rate * mh / (math.Sqrt(vh) + eps)
		}
		if o.Progress != nil && (it%200 == 0 || it == 1) {
			o.Progress(it, loss)
		}
	}
	var out eval.Weights
	for i := range w {
		out[i] = int(math.Round(w[i]))
	}
	return out
}

// gradient stores in g the gradient of the summed squared error of
// samples under weights w, divided by n, and returns that summed error.
func gradient(samples []Sample, w *[eval.NumFeatures]float64, n float64, g *[eval.NumFeatures]float64) float64 {
	*g = [eval.NumFeatures]float64{}
	var loss float64
	for i := range samples {
		s := &samples[i]
		var z float64
		for j, x := range s.X {
			z += w[j] * float64(x)
		}
		p := sigmoid(K * z)
		d := p - s.Result
		loss += d * d
		c := 2 * d * p * (1 - p) * K / n
		for j, x := range s.X {
			g[j] += c * float64(x)
		}
	}
	return loss
}

// minChunk is the fewest samples worth a goroutine of their own.
const minChunk = 4096

// chunks splits n samples into at most k contiguous [start, end) ranges
// of at least minChunk samples (one range when n is smaller), for the
// goroutines that compute the gradient side by side.
func chunks(n, k int) [][2]int {
	k = max(min(k, n/minChunk), 1)
	out := make([][2]int, k)
	for i := range out {
		out[i] = [2]int{n * i / k, n * (i + 1) / k}
	}
	return out
}

// Blend returns start + frac*(fitted - start), each weight rounded to the
// nearest integer: part of a fit's change, a shrinkage toward weights a
// match has proved when the fit's optimum (of the loss on game results)
// is not the strongest play.
func Blend(start, fitted eval.Weights, frac float64) eval.Weights {
	var out eval.Weights
	for i := range out {
		out[i] = start[i] + int(math.Round(frac*float64(fitted[i]-start[i])))
	}
	return out
}
