package net

import (
	"math"
	"math/rand"

	"github.com/takengine/takengine/board"
)

// K converts centi-flats to the logit of White's winning chance, as in
// package eval/texel (a test checks they agree).
const K = 1.0 / 175

// Sample is one training position.
type Sample struct {
	In     []uint16 // its active sparse inputs (Inputs)
	Stones [2]uint8 // its dense inputs: the stones in reserve by colour
	Lin    float32  // the linear evaluation, centi-flats, White's view
	Y      float32  // White's winning chance (a soft label in 0..1)
}

// NewSample returns the sample of p with linear score lin (centi-flats,
// White's view) and label y.
func NewSample(p *board.Position, lin int, y float64) Sample {
	return Sample{In: Inputs(p, nil), Stones: [2]uint8{uint8(p.Stones(board.White)), uint8(p.Stones(board.Black))},
		Lin: float32(lin), Y: float32(y)}
}

// TrainOptions control Train.
type TrainOptions struct {
	Epochs    int     // passes over the samples (default 30)
	Rate      float64 // Adam step size (default 0.001)
	Batch     int     // samples a step (default 256)
	Seed      int64   // the initial weights, the order and the symmetries
	HalfKomis uint16  // the half-komis of the data (Net.HalfKomis)
	MaxLeft   int     // the stage of the game the data cover (Net.MaxLeft; 0: all)
	// Decay is the decoupled weight decay (AdamW) of the first layer: a
	// row a batch touched shrinks by Rate*Decay of itself (0: none).
	Decay float64
	// Progress, if not nil, is called after every epoch with the losses
	// of the float network on the fitted and the held-out samples.
	Progress func(epoch int, fit, held float64)
}

// model is the float network Train fits.
type model struct {
	w    []float32 // NumInputs x Hidden
	b, v [Hidden]float32
	c    float32
	// a scales the linear score. The fixed-point network divides its
	// output by it instead (the search's order of positions is the same
	// under a positive scale), so a linear evaluation that is too
	// confident is corrected by a network that weighs more.
	a float32
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// forward fills h with the hidden units (before clipping) of the inputs
// in (mapped through sym) and returns the logit of White's winning chance.
func (m *model) forward(s *Sample, sym []uint16, h *[Hidden]float32) float64 {
	*h = m.b
	for _, ix := range s.In {
		w := m.w[int(sym[ix])*Hidden:][:Hidden]
		for j := range h {
			h[j] += w[j]
		}
	}
	for c, k := range s.Stones {
		w := m.w[(inStones+c)*Hidden:][:Hidden]
		for j := range h {
			h[j] += float32(k) * w[j]
		}
	}
	o := float64(m.c) + float64(m.a)*K*float64(s.Lin)
	for j, x := range h {
		o += float64(m.v[j] * clip(x))
	}
	return o
}

func clip(x float32) float32 { return min(max(x, 0), 1) }

func (m *model) loss(ss []Sample, ident []uint16) float64 {
	var h [Hidden]float32
	sum := 0.0
	for i := range ss {
		d := float64(ss[i].Y) - sigmoid(m.forward(&ss[i], ident, &h))
		sum += d * d
	}
	return sum / float64(max(len(ss), 1))
}

// symmetries returns, for each of the eight symmetries of the size x size
// board, the input index each input maps to (the globals map to
// themselves).
func symmetries(size int) [8][]uint16 {
	var t [8][]uint16
	for s := range t {
		t[s] = make([]uint16, NumInputs)
		for ix := range t[s] {
			t[s][ix] = uint16(ix)
		}
		for rank := 0; rank < size; rank++ {
			for file := 0; file < size; file++ {
				r, f := rank, file
				if s&4 != 0 {
					r, f = f, r
				}
				if s&1 != 0 {
					r = size - 1 - r
				}
				if s&2 != 0 {
					f = size - 1 - f
				}
				from := int(board.MakeSquare(file, rank)) * perSquare
				to := int(board.MakeSquare(f, r)) * perSquare
				for k := 0; k < perSquare; k++ {
					t[s][from+k] = uint16(to + k)
				}
			}
		}
	}
	return t
}

// Train fits a network for the size on the fit samples (the linear
// score stays as it is; the network learns the rest) and returns the one
// with the lowest held-out loss over the epochs (the last one without
// held-out samples), quantised.
func Train(size int, fit, held []Sample, o TrainOptions) *Net {
	if o.Epochs <= 0 {
		o.Epochs = 30
	}
	if o.Rate <= 0 {
		o.Rate = 0.001
	}
	if o.Batch <= 0 {
		o.Batch = 256
	}
	rng := rand.New(rand.NewSource(o.Seed))
	m := &model{w: make([]float32, NumInputs*Hidden), a: 1}
	for i := range m.w {
		m.w[i] = float32(rng.NormFloat64() * 0.05)
	}
	for j := range m.b {
		m.b[j] = 0.5
	}
	syms := symmetries(size)
	var best *Net
	bestLoss := math.Inf(1)

	// Adam state; first-layer rows are updated lazily (only the rows a
	// batch touched), like sparse embeddings.
	gw := make([]float32, len(m.w))
	mw, vw := make([]float32, len(m.w)), make([]float32, len(m.w))
	var gb, mb, vb, gv, mv, vv [Hidden]float32
	var gc, mc, vc, ga, ma, va float64
	touched := make([]bool, NumInputs)
	// seen: the rows some sample activated. The others keep their random
	// start in training (they add nothing there) and are zeroed in the
	// network returned, so an input no sample had adds nothing either.
	seen := make([]bool, NumInputs)
	var rowsTouched []uint16
	const b1, b2 = 0.9, 0.999
	step := 0
	adam := func(p, g, mm, vv *float32, c1, c2, decay float64) {
		gi := float64(*g)
		*p -= float32(o.Rate * decay * float64(*p))
		*mm = float32(b1*float64(*mm) + (1-b1)*gi)
		*vv = float32(b2*float64(*vv) + (1-b2)*gi*gi)
		*p -= float32(o.Rate * (float64(*mm) / c1) / (math.Sqrt(float64(*vv)/c2) + 1e-8))
		*g = 0
	}
	order := rng.Perm(len(fit))
	var h [Hidden]float32
	for epoch := 1; epoch <= o.Epochs; epoch++ {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for b0 := 0; b0 < len(order); b0 += o.Batch {
			batch := order[b0:min(b0+o.Batch, len(order))]
			for _, i := range batch {
				s := &fit[i]
				sym := syms[rng.Intn(8)]
				p := sigmoid(m.forward(s, sym, &h))
				d := float32(-2 * (float64(s.Y) - p) * p * (1 - p) / float64(len(batch)))
				gc += float64(d)
				ga += float64(d) * K * float64(s.Lin)
				for j, x := range h {
					gv[j] += d * clip(x)
					if x <= 0 || x >= 1 {
						continue
					}
					gh := d * m.v[j]
					gb[j] += gh
					for _, ix := range s.In {
						gw[int(sym[ix])*Hidden+j] += gh
					}
					for c, k := range s.Stones {
						gw[(inStones+c)*Hidden+j] += gh * float32(k)
					}
				}
				for _, ix := range s.In {
					if r := sym[ix]; !touched[r] {
						touched[r] = true
						rowsTouched = append(rowsTouched, r)
					}
				}
				for c := range s.Stones {
					if r := uint16(inStones + c); !touched[r] {
						touched[r] = true
						rowsTouched = append(rowsTouched, r)
					}
				}
			}
			step++
			c1, c2 := 1-math.Pow(b1, float64(step)), 1-math.Pow(b2, float64(step))
			for _, r := range rowsTouched {
				touched[r], seen[r] = false, true
				for k := int(r) * Hidden; k < int(r+1)*Hidden; k++ {
					adam(&m.w[k], &gw[k], &mw[k], &vw[k], c1, c2, o.Decay)
				}
			}
			rowsTouched = rowsTouched[:0]
			for j := range gb {
				adam(&m.b[j], &gb[j], &mb[j], &vb[j], c1, c2, 0)
				adam(&m.v[j], &gv[j], &mv[j], &vv[j], c1, c2, 0)
			}
			mc = b1*mc + (1-b1)*gc
			vc = b2*vc + (1-b2)*gc*gc
			m.c -= float32(o.Rate * (mc / c1) / (math.Sqrt(vc/c2) + 1e-8))
			ma = b1*ma + (1-b1)*ga
			va = b2*va + (1-b2)*ga*ga
			m.a -= float32(o.Rate * (ma / c1) / (math.Sqrt(va/c2) + 1e-8))
			gc, ga = 0, 0
		}
		fl, hl := m.loss(fit, syms[0]), m.loss(held, syms[0])
		if o.Progress != nil {
			o.Progress(epoch, fl, hl)
		}
		if len(held) == 0 || hl < bestLoss {
			best, bestLoss = m.quantise(size, o.HalfKomis, seen), hl
		}
	}
	best.MaxLeft = o.MaxLeft
	return best
}

// quantise returns m in fixed point, with the rows not seen zero.
func (m *model) quantise(size int, halfKomis uint16, seen []bool) *Net {
	n := &Net{Size: size, HalfKomis: halfKomis}
	q := func(x float64, lo, hi float64) float64 { return min(max(math.Round(x), lo), hi) }
	for _, ix := range rows(size) {
		if !seen[ix] {
			continue
		}
		for j := range n.W[ix] {
			n.W[ix][j] = int16(q(float64(m.w[ix*Hidden+j])*Scale, math.MinInt16, math.MaxInt16))
		}
	}
	for j := range n.B {
		n.B[j] = int32(q(float64(m.b[j])*Scale, math.MinInt32, math.MaxInt32))
		n.V[j] = int32(q(float64(m.v[j]/m.a)/K, math.MinInt32, math.MaxInt32))
	}
	n.C = int32(math.Round(float64(m.c/m.a) / K))
	n.LinScale = int32(math.Round(float64(m.a) * 1000))
	n.Pack()
	return n
}

// Loss returns the mean squared error of the fixed-point network n's
// predictions, sigmoid(K * LinScale * (linear + n)), over samples.
func (n *Net) Loss(samples []Sample) float64 {
	sum, scale := 0.0, 1.0
	if n.LinScale > 0 {
		scale = float64(n.LinScale) / 1000
	}
	for i := range samples {
		s := &samples[i]
		d := float64(s.Y) - sigmoid(scale*K*float64(int(s.Lin)+n.evalInputs(s.In, s.Stones)))
		sum += d * d
	}
	return sum / float64(max(len(samples), 1))
}
