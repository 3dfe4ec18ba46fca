package search

import "time"

// Time management. With a clock, the soft target is the share of the
// remaining time an average move may use (time/25 + 3/4 of the increment):
// no new iteration starts once 60% of it has passed, because the next one
// would most likely not finish. The hard limit (time/4 + increment, and
// never closer than safetyMargin to the flag) aborts a running iteration.
// movetime sets both to the given time less a small margin for the pipe
// round trip that Racetrack charges.
const (
	safetyMargin   = 60 * time.Millisecond
	moveTimeMargin = 15 * time.Millisecond
	softDivisor    = 25
	hardDivisor    = 4
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
		hard = mine/hardDivisor + inc
		cap := mine - safetyMargin
		if cap < mine/2 {
			cap = mine / 2
		}
		hard = min(hard, cap)
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
