package texel

import "github.com/takengine/takengine/eval"

// Comparison training: the weights are fitted to a teacher's choice of
// move instead of to the result of a game or a score of a position (as
// the Bonanza method of the shogi engine of that name, Hoki 2006:
// https://www.chessprogramming.org/Bonanza). Each Choice holds, for one
// position where the teacher moved, the features at the leaf reached
// after the teacher's move and after other legal moves (the leaf of a
// shallow search from each, bench/selfplay.TeacherChoices). The loss is
// the mean over the other moves of sigmoid((s(other) - s(chosen))/T), s
// the mover's score of the leaf and T a temperature in centi-flats: it
// falls as the chosen move's leaf scores above the others. The scale of
// the weights is left to the features held fixed (FlatHalf at least),
// since scaling every weight up sharpens every comparison.

// Choice is one position where a teacher chose a move.
type Choice struct {
	White  bool          // White chose the move (the scores are White's, else Black's)
	Chosen eval.Vector   // features at the leaf after the chosen move, White minus Black
	Others []eval.Vector // features at the leaves after other moves
}

// ChoiceLoss returns the comparison loss of weights w over cs (the mean
// over every other move of sigmoid((s(other) - s(chosen))/temp)) and the
// share of the choices whose chosen move scores above every other (a tie
// counts against it).
func ChoiceLoss(cs []Choice, w eval.Weights, temp float64) (loss, first float64) {
	var fw [eval.NumFeatures]float64
	for i := range w {
		fw[i] = float64(w[i])
	}
	var g [eval.NumFeatures]float64
	n := 0
	for i := range cs {
		n += len(cs[i].Others)
	}
	loss = choiceGradient(cs, &fw, temp, float64(max(n, 1)), &g)
	top := 0
	for i := range cs {
		c := &cs[i]
		b := sideDot(c.White, &fw, &c.Chosen)
		above := true
		for j := range c.Others {
			if sideDot(c.White, &fw, &c.Others[j]) >= b {
				above = false
				break
			}
		}
		if above {
			top++
		}
	}
	return loss / float64(max(n, 1)), float64(top) / float64(max(len(cs), 1))
}

// FitChoices returns weights fitted from start to the choices cs with
// temperature temp (centi-flats), keeping o.Fixed at their start values;
// the ridge o.L2 pulls toward start as in Fit.
func FitChoices(cs []Choice, start eval.Weights, temp float64, o Options) eval.Weights {
	n := 0
	for i := range cs {
		n += len(cs[i].Others)
	}
	total := float64(max(n, 1))
	return adam(len(cs), start, o, func(part [2]int, w, g *[eval.NumFeatures]float64) float64 {
		*g = [eval.NumFeatures]float64{}
		return choiceGradient(cs[part[0]:part[1]], w, temp, total, g) / total
	})
}

// choiceGradient adds to g the gradient of the summed comparison loss of
// cs under w, divided by n, and returns that summed loss.
func choiceGradient(cs []Choice, w *[eval.NumFeatures]float64, temp, n float64, g *[eval.NumFeatures]float64) float64 {
	var loss float64
	for i := range cs {
		c := &cs[i]
		sign := 1.0
		if !c.White {
			sign = -1
		}
		b := sideDot(c.White, w, &c.Chosen)
		for j := range c.Others {
			o := &c.Others[j]
			p := sigmoid((sideDot(c.White, w, o) - b) / temp)
			loss += p
			k := p * (1 - p) / temp * sign / n
			for f := range g {
				if d := o[f] - c.Chosen[f]; d != 0 {
					g[f] += k * float64(d)
				}
			}
		}
	}
	return loss
}

// sideDot is w.x from White's side, or from Black's when white is false.
func sideDot(white bool, w *[eval.NumFeatures]float64, x *eval.Vector) float64 {
	var s float64
	for i, v := range x {
		if v != 0 {
			s += w[i] * float64(v)
		}
	}
	if !white {
		return -s
	}
	return s
}
