package search

import (
	"time"

	"github.com/takengine/takengine/board"
)

// Time management.
//
// With a clock, the search gets a soft target and a hard limit. The soft
// target is this move's share of the remaining time (less the per-move
// overhead) among the moves the game is still expected to last, plus most
// of the increment; later moves get larger shares (phaseWeight). The
// expectation comes from the position, not a constant: a Tak game ends when
// a reserve runs out or the board fills, so the moves left follow the
// placements left (Params.MovesPerPlacement a placement, plus MovesExtra),
// bounded to [Params.MovesMin, Params.MovesMax]. The estimate is short on
// purpose: a game of stack moves runs longer, but the search rarely uses
// all of its target (an iteration that would overrun it does not start),
// so a short estimate is what spends the clock. With 1.25 moves a
// placement plus 6 (at least 14), takengine ended its 10+0.1 games against
// Tiltak with a quarter of the clock unused and scored 24.0% (100 games,
// openings 1-50 of the balanced 6x6 book); with 1 a placement plus 3 (at
// least 6) it uses 83% to 87% and scored 39.5% on those openings (27.0%
// on openings 101-150). Spending more still, by starting an iteration
// when 60% of its predicted time fits (NextShare 60) and playing a stopped
// iteration's better root move (PartialRoot), used 90% of the clock,
// mostly in the opening, and scored no better over the same 200 games,
// so both stay off. Moving the clock toward the endgame instead (1.5
// moves a placement, EndgameWeight 400, with reverse futility to depth 3,
// negamax.go) spent 0.19 s a move on the first 40 plies and 0.23 s on the
// last 20, and searched those as deep as the opening when the result was
// still open (8.04 plies against 7.67; 6.89 over all last plies, whose
// proven results end the search early), but scored 30.0% against Tiltak
// where the pruning alone scored 33.0% (100 games each, openings 1-50,
// in the conditions of negamax.go's figures). With this search (fourteenth
// session, openings 1-50, 100 games each against Tiltak), the endgame
// clock scored 28.0% (+25 -69 =6; 0.19 s and 7.51 plies a move over the
// first 40 plies, 0.25 s and 6.21 plies over the last 20, 7.11 where
// undecided), the clock moved toward the opening (EndgameWeight 0, 0.8
// moves a placement) 29.0% (+27 -69 =4; 0.36 s and 8.45 plies, then
// 0.16 s and 5.79), and these shares 34.0% (+32 -64 =4; 0.28 s and 8.02
// plies, then 0.19 s and 5.76). Tiltak's own scores in those games say
// the games are lost in the middle game: as Black we start at its 25%
// and reach its 50% by ply 40.
//
// More time is not what the engine lacks against Tiltak (twenty-eighth
// session, takengine match -tc 20+0.2 -tc2 10+0.1: takengine on twice
// Tiltak's clock, 6x6 komi 2, openings 1-100 of the balanced book,
// colours swapped, 200 games): +58 -127 =15 (32.8%), where the same
// engine on equal clocks scored 36.5% on the same rounds. It searched
// 9.01 plies deep over the first 40 plies (8.30 on equal clocks), 8.15
// in the middle (7.38) and 8.60 over the last 20 where undecided (7.37),
// and still lost 74 of its 80 losses as White on flats. On half of
// Tiltak's clock (-tc 5+0.05, the same rounds) it scored +43 -149 =8
// (23.5%), 1.0 to 1.4 plies shallower (7.33, 6.25, 6.00). The score
// rises with time up to this clock and not beyond: at 10+0.1 the gap is
// in what the evaluation knows, not in depth, and a share of the clock
// moved between phases cannot close it either. Against itself the same
// odds are worth a great deal (twenty-ninth session, takengine match -tc
// 4+0.04 -tc2 2+0.02, one engine twice the other's clock, openings
// 101-150, colours swapped, 100 games): +68 -25 =7 (71.5%, Elo +160 +-
// 74), 0.9 plies deeper (7.07 against 6.18 over the first 40 plies, 5.80
// against 4.76 over the last 20 where undecided). Depth wins the games
// that both sides misjudge alike; Tiltak does not share the misjudgement.
//
// That no longer holds (forty-third session, a new machine and another
// Tiltak build: its TEI binary at commit fc4f52f, built without
// mimalloc). On openings 301-350 of the balanced book (6x6 komi 2,
// colours swapped, two games at a time, 100 games), takengine on twice
// Tiltak's clock (-tc 20+0.2 -tc2 10+0.1) scored +50 -32 =18 (59.0%),
// where the same engine on equal clocks scored +36 -58 =6 (39.0%) the
// same day: +20.0 +- 12.4 points, paired by opening. As White +15 -20
// =15 (+10 -36 =4), as Black +35 -12 =3 (+26 -22 =2); it lost 26 flat
// races where it had lost 55. It searched 9.45 plies over the first 40
// plies (8.60), 8.73 in the middle (7.50) and 8.44 over the last 20
// (6.53; 10.02 where undecided, 7.56), and left 4.5 s of its 20 s
// unused (2.1 s of 10). So against this opponent depth per second is
// again the lever: a faster search is worth far more than any
// evaluation change measured since the twenty-eighth session.
//
// Replayed on other openings, the odds were worth less (forty-sixth
// session, openings 351-400, the same conditions, a search 20% faster
// than then): +45 -44 =11 (50.5%), where the same search on equal clocks
// scored +41 -48 =11 (46.5%) in the forty-fifth session: +4.0 +- 9.8
// points, paired by opening (+7.0 +- 12.4 against the forty-third
// session's engine there, 43.5%). As White it still lost 23 flat races
// and won 1 (29 and 3 on equal clocks); it searched 9.71 plies over the first 40
// plies, 8.73 in the middle and 8.02 over the last 20 (9.61 where
// undecided). On openings 401-450: +47 -39 =14 (54.0%) against the same
// search's 36.5% on equal clocks, +17.5 +- 10.9 points (as White 9 flat
// races won and 21 lost; 9.58, 8.80 and 8.23 plies). Over the three
// matches twice the clock is worth some +14 points: a tenth more speed
// about 2, below what a 100-game match can see.
//
// Spending the unused clock does not do the same (forty-fourth session,
// the same openings and conditions): NextShare 60 with PartialRoot 1
// scored +29 -66 =5 (31.5%), -7.5 +- 11.7 points against the defaults'
// 39.0%, paired by opening. It spent more of the clock (1.3 s of the 10 s
// left at the end, against 2.1 s), but in the opening (0.354 s a ply over
// the first 40 plies, against 0.281 s; depth 8.90 against 8.60), and less
// over the last 20 (0.156 s against 0.183 s; 6.28 plies against 6.53):
// time taken from the endgame is not what twice the clock gives.
//
// The last 20 plies cannot be found by the reserves alone (thirty-first
// session, openings 1-50 against Tiltak, 100 games). Starting iterations
// more readily as the reserve is spent (the share of an iteration's
// predicted time that must fit the target falling from 100% with a full
// reserve to 40% with an empty one) scored +33 -61 =6 (36.0%), as the
// defaults did that day, but spent the extra time in the middle game
// (0.337 s a ply against 0.316 s) and searched the last 20 plies less
// deep (5.90 plies, 6.72 where undecided, against 6.30 and 7.27): the
// reserves run low well before the end, which comes after a stretch of
// stack moves of unknown length. The defaults end their games with 2.1
// s of the 10 s unused on average (1.4 s in the games lost on flats).
//
// Nor by the placements left (thirty-eighth session, openings 51-100
// against Tiltak, 100 games, paired with the set's own run there a few
// hours before). Letting an iteration start when half its predicted time
// fits once the root is 8 or fewer placements from the end (EndPlacements
// 8, EndNextShare 50) scored +37 -58 =5 (39.5%, -9.0 +- 12.1 points). It
// spent more in the middle game (0.356 s a ply against 0.311 s): a board
// 8 placements from its end still has a long stack phase ahead, and the
// time spent there was missing at the very end (the last 20 plies 6.00
// plies deep, 6.86 where undecided, against 6.61 and 7.64). Both stay
// off (EndPlacements 0).
//
// Tiltak front-loads its clock: 0.45 s a ply over the first 40 plies,
// 0.21 s in the middle and 0.17 s over the last 20, where takengine
// spends 0.28, 0.31 and 0.19 s (fifty-sixth session, 300 games). Moving
// more of the clock to the opening, every move the same share
// (EndgameWeight 0), scored +41 -48 =11 (46.5%) against Tiltak on
// openings 851-900 of the balanced book (6x6 komi 2, 10+0.1, colours
// swapped), where the defaults scored +47 -47 =6 (50.0%) beside it:
// -3.5 +- 12.2 points, paired by opening. It spent 0.318 s a ply early
// (9.01 plies deep; the defaults 0.284 s and 8.86) and searched the last
// 20 plies 7.16 deep (the defaults 6.84): EndgameWeight stays 100.
//
// A new iteration starts only when it is predicted to end within the soft
// target (NextShare/100 of the prediction, EndNextShare/100 near the end;
// startNext); the target stretches when the position is critical (a road
// threat at the root) or the search is unstable (the best move changed
// or the score dropped in the last iteration), see softScale. The hard
// limit aborts a running iteration: at most HardFactor soft targets and
// never more than half of the time left after the overhead, so a move
// always ends in time whatever subset of the clock arrives:
//   - only the opponent's clock: the clocks are taken as equal;
//   - only increments: half the increment less the overhead;
//   - less time than the overhead: move at once (the first iteration).
//
// movetime sets both to the given time less a small margin for the pipe
// round trip that tournament managers charge.
const (
	moveTimeMargin = 15 * time.Millisecond
	// instantMove is the budget when the clock has no time to spare.
	instantMove = time.Millisecond
)

// movesLeft estimates how many more moves the side to move will make.
func (prm Params) movesLeft(p *board.Position) int {
	placements := placementsLeft(p)
	return min(max(placements*prm.MovesPerPlacement/100+prm.MovesExtra, prm.MovesMin), prm.MovesMax)
}

// phaseWeight weighs a move by how near the end it comes: 1 with a full
// reserve, rising to 1+EndgameWeight/100 with an empty one. The endgame is
// where stacks make the tree widest and the flat race is decided, so a
// move there deserves more of the clock than an opening move.
func (prm Params) phaseWeight(p *board.Position) float64 {
	start := p.StartReserves()
	total := start.Stones[p.ToMove()] + start.Caps[p.ToMove()]
	left := min(p.InReserve(p.ToMove()), total)
	return 1 + prm.endgame()*float64(total-left)/float64(max(total, 1))
}

// share returns the part of avail this move should use: its weight over
// the summed weights of the moves left, taking the weights of the moves
// to come as rising evenly from this one's to the last one's.
func (prm Params) share(avail time.Duration, p *board.Position, n int) time.Duration {
	w := prm.phaseWeight(p)
	mean := (w + 1 + prm.endgame()) / 2
	return time.Duration(float64(avail) * w / (float64(n) * mean))
}

// endgame is EndgameWeight as a fraction.
func (prm Params) endgame() float64 { return float64(prm.EndgameWeight) / 100 }

// budget returns the soft target and hard limit for lim on the root
// position p; zero means none.
func (prm Params) budget(lim Limits, p *board.Position) (soft, hard time.Duration) {
	if lim.Infinite {
		return 0, 0
	}
	mine, inc, theirs := lim.BTime, lim.BInc, lim.WTime
	if p.ToMove() == board.White {
		mine, inc, theirs = lim.WTime, lim.WInc, lim.BTime
	}
	if mine <= 0 && theirs > 0 {
		mine = theirs // only the opponent's clock: assume equal clocks
	}
	if inc <= 0 {
		inc = max(lim.WInc, lim.BInc, 0)
	}
	if mine > 0 || inc > 0 {
		avail := mine - lim.Overhead
		if mine <= 0 {
			// Increments only: each move may use its own increment.
			avail = inc - lim.Overhead
			inc = 0
		}
		if avail <= 0 {
			return instantMove, instantMove
		}
		n := prm.movesLeft(p)
		incShare := inc * time.Duration(prm.IncShare) / 100
		if lim.MovesToGo > 0 && lim.MovesToGo < n {
			// The clock is refilled after MovesToGo moves: spread it
			// evenly over them, whatever the phase.
			soft = avail/time.Duration(lim.MovesToGo) + incShare
		} else {
			soft = prm.share(avail, p, n) + incShare
		}
		hard = min(time.Duration(prm.HardFactor)*soft, avail/2)
		if mine <= 0 {
			// Increments only: the move's own increment is all there is;
			// use half of it, inside the protocol's watchdog (which
			// keeps up to half of a clock in reserve).
			soft, hard = avail/2, avail/2
		}
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
		hard = max(hard, instantMove)
		soft = max(soft, instantMove)
	}
	return soft, hard
}

// startNext reports whether another iteration should start, el into the
// search, after iterations that took last and, before it, prev. With a
// clock, the next iteration is predicted to take last times the growth of
// the last two (clamped to [minGrowth, maxGrowth]), and starts only if
// t.nextShare/100 of that (NextShare, or EndNextShare near the end) would
// end within the stretched soft target (the hard limit stops it if it runs
// longer): time not used now is left for later moves, which get it through
// their share. With movetime only, the time is there to be used: no
// iteration starts past 60% of it.
func (t *thread) startNext(el, last, prev time.Duration, scale float64) bool {
	target := time.Duration(float64(t.soft) * scale)
	if !t.clock {
		return el < target*6/10
	}
	growth := defaultGrowth
	if prev >= time.Millisecond {
		growth = min(max(float64(last)/float64(prev), minGrowth), maxGrowth)
	}
	return el+time.Duration(float64(last)*growth*float64(t.nextShare)/100) <= target
}

// placementsLeft counts the placements before a reserve runs out or the
// board fills: the fewest of the mover's reserve, the opponent's plus one
// (the opponent places after the mover) and the empty squares.
func placementsLeft(p *board.Position) int {
	me, opp := p.InReserve(p.ToMove()), p.InReserve(p.ToMove().Other())
	return min(me, opp+1, p.Empty().Count())
}

// nextShare returns the NextShare that startNext applies at root p:
// EndNextShare when p is EndPlacements or fewer placements from the end.
func (prm Params) nextShare(p *board.Position) int {
	if prm.EndPlacements > 0 && placementsLeft(p) <= prm.EndPlacements {
		return prm.EndNextShare
	}
	return prm.NextShare
}

// Growth of an iteration's time over the previous one's, as startNext
// predicts it.
const (
	defaultGrowth = 4.0
	minGrowth     = 1.5
	maxGrowth     = 8.0
)

// Stretching the soft target. Move-to-move stability is the cheapest signal
// that more time pays: when the best move changed in the last iteration, or
// the score fell, the next iteration is likely to change the decision again.
// A road threat at the root (either side) also marks a critical position.
const (
	unstableScale = 1.35 // best move changed in the last iteration
	dropScale     = 1.2  // score fell by scoreDrop or more
	threatScale   = 1.1  // a road threat on the board at the root
	scoreDrop     = 30
)

// softScale returns the factor to apply to the soft target after an
// iteration, given whether the best move changed, the score change, and
// whether the root has a road threat.
func softScale(changed bool, delta int, threat bool) float64 {
	s := 1.0
	if changed {
		s = unstableScale
	}
	if delta <= -scoreDrop {
		s = max(s, dropScale)
	}
	if threat {
		s *= threatScale
	}
	return s
}
