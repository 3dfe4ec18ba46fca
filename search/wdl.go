package search

import "math"

// The win/draw/loss model: the chance that the side to move wins is a
// logistic curve in the score less its parity share (Info.Parity), so that
// it does not swing with the side to move. WDLScale was fitted by maximum
// likelihood to game results: the 1,672 positions that takengine scored
// in its 40 games of 6x6, komi 2, 10+0.1 against Tiltak and Topaz
// (bench/testdata/games), each labelled with the result from its mover's
// side (a draw as half a win); the scale with the highest likelihood was
// 290 centiflats (245 on the raw scores). Refitted on the scores that
// the engine reports now (the mean of the last two depths, Info.Parity),
// the 3,285 positions of the same 40 games as `takengine annotate
// -movetime 200` scores them, labelled the same way, the best scale is
// again 290 (240 on the 20 games against Tiltak alone, 340 on the 20
// against Topaz). With the 6x6 weights of the fifth session the same fit
// gives 220 (a sharper evaluation: log-likelihood -0.518 a position
// against -0.636 before), but 220 marks 829 of the 3,426 plies PTN-Ninja
// rates, over 1.5 times Tiltak's 539, where 290 marks 720; the scale
// stays at 290, which understates the win chance a little rather than
// mark noise. WDLDrawMargin leaves room for
// draws: those games had one draw in 40, so at an even score about 2.5%
// of games are draws.
const (
	WDLScale      = 290.0
	WDLDrawMargin = 15.0
)

// WDL converts a score (centiflats from the side to move) and its parity
// share to win, draw and loss chances in per mille for the side to move,
// summing to exactly 1000; forced results are 1000 0 0 or 0 0 1000.
func WDL(score, parity int) (w, d, l int) {
	if _, ok := MateMoves(score); ok {
		if score > 0 {
			return 1000, 0, 0
		}
		return 0, 0, 1000
	}
	x := float64(score - parity)
	w = int(math.Round(1000 / (1 + math.Exp(-(x-WDLDrawMargin)/WDLScale))))
	l = int(math.Round(1000 / (1 + math.Exp((x+WDLDrawMargin)/WDLScale))))
	if w+l > 1000 {
		l = 1000 - w
	}
	return w, 1000 - w - l, l
}

// WinChance returns the score on Tiltak's and PTN-Ninja's scale: 200p -
// 100 for the chance p = win + draw/2 of WDL, so within ±100 (±100 for a
// forced result).
func WinChance(score, parity int) int {
	w, _, l := WDL(score, parity)
	return int(math.Round(float64(w-l) / 10))
}

// ScaledCp returns the cp value that TEI info lines report for an
// ordinary (not forced) score and its parity share: the score less the
// parity share in centiflats, or with winChance the WinChance scale (200p - 100).
// Forced results are reported as mate scores instead (MateMoves).
func ScaledCp(score, parity int, winChance bool) int {
	if winChance {
		return WinChance(score, parity)
	}
	return score - parity
}
