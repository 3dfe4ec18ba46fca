package search

import "time"

// Time management. With a clock, the soft target is the share of the
// remaining time an average move may use (time/30 + 3/4 of the increment):
// no new iteration starts once 60% of it has passed, because the next one
// would most likely not finish. The hard limit aborts a running iteration:
// at most four soft targets and a fifth of the clock, and never more than
// half of what is left after safetyMargin (the increment is only credited
// after the move, and Racetrack charges the pipe round trip).
// movetime sets both to the given time less a small margin for the pipe
// round trip that Racetrack charges.
const (
	safetyMargin   = 60 * time.Millisecond
	moveTimeMargin = 15 * time.Millisecond
	softDivisor    = 30
	hardDivisor    = 5
)

// budget returns the soft target and hard limit for lim; zero means none.
func budget(lim Limits, whiteToMove bool) (soft, hard time.Duration) {
	if lim.Infinite {
		return 0, 0
	}
	mine, inc := lim.BTime, lim.BInc
	if whiteToMove {
		mine, inc = lim.WTime, lim.WInc
	}
	if mine > 0 {
		soft = mine/softDivisor + inc*3/4
		hard = min(mine/hardDivisor+inc/2, 4*soft)
		hard = min(hard, max(mine-safetyMargin, 0)/2)
		soft = min(soft, hard)
	}
	if lim.MoveTime > 0 {
		mt := lim.MoveTime - min(moveTimeMargin, lim.MoveTime/5)
		if hard == 0 || mt < hard {
			hard = mt
		}
		if soft == 0 || mt < soft {
			soft = mt
		}
	}
	if hard > 0 {
		hard = max(hard, time.Millisecond)
		soft = max(soft, time.Millisecond)
	}
	return soft, hard
}
