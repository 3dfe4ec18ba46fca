package search

import (
	"slices"
	"time"

	"github.com/takengine/takengine/board"
)

// aspiration is the half-width of the first window around the previous
// iteration's score; it doubles on every failure.
const aspiration = 40

// iterate runs iterative deepening and returns the result of the last
// completed iteration. Each iteration searches the MultiPV lines one after
// the other: line k is a full root search that skips the root moves of
// lines 1..k-1, in its own aspiration window around line k's previous
// score, so every line's score is exact.
func (t *thread) iterate(report func(Info)) Result {
	t.report = report
	var l board.MoveList
	t.pos.GenerateMoves(&l)
	t.best = Result{}
	if l.N == 0 {
		return t.best
	}
	// A root with only one move, or a finished game, still gets a move.
	t.best = Result{Best: l.Moves[0], PV: []board.Move{l.Moves[0]}}
	t.best.Lines = []Line{{PV: t.best.PV}}
	maxDepth := maxPly - 16
	if t.lim.Depth > 0 {
		maxDepth = min(t.lim.Depth, maxDepth)
	}
	nLines := min(max(t.lim.MultiPV, 1), MaxMultiPV, l.N)
	score := 0
	scale := 1.0
	var iterStart, lastIter, prevIter time.Duration
	rootThreat := t.threatIn[0] != 0 || t.pos.ThreatSquares(t.pos.ToMove()) != 0
	for depth := t.startDepth; depth <= maxDepth; depth = t.nextDepth(depth) {
		t.rootDepth = depth
		t.extendPly = t.e.prm.extendTo(depth)
		if t.helper == 0 {
			t.e.smp.mainDepth.Store(int32(depth))
		}
		lines := t.withProof(t.searchLines(depth, nLines))
		if t.stopped {
			// An unfinished iteration's result is not trusted, except
			// that a first iteration cut short still names the best root
			// move it has seen rather than an arbitrary one, and lines
			// completed before the stop replace their older selves.
			// With Params.PartialRoot, a root move that beat the previous
			// best one in the cut-short iteration (searched to the full
			// new depth, after the old best move, which is searched
			// first) is played instead: the deeper search refuted the
			// old choice.
			switch {
			case len(lines) > 0:
				t.setBest(t.mergeLines(lines, nLines))
			case depth == 1 && t.rootPartial != board.NoMove:
				t.best = Result{Best: t.rootPartial, PV: []board.Move{t.rootPartial}}
				t.best.Lines = []Line{{PV: t.best.PV}}
			case t.e.prm.PartialRoot > 0 && nLines == 1 && t.rootPartial != board.NoMove && t.rootPartial != t.best.Best:
				pv := []board.Move{t.rootPartial}
				if t.pvLen[0] > 0 && t.pv[0][0] == t.rootPartial {
					pv = append([]board.Move(nil), t.pv[0][:t.pvLen[0]]...)
				}
				t.best = Result{Best: t.rootPartial, Score: t.rootPartialScore, Depth: depth - 1, PV: pv}
				t.best.Lines = []Line{{Score: t.best.Score, Depth: depth - 1, PV: pv}}
			}
			break
		}
		s := lines[0].Score
		if depth > 1 {
			changed := len(lines[0].PV) > 0 && lines[0].PV[0] != t.best.Best
			scale = softScale(changed, s-score, rootThreat)
		}
		score = s
		t.setBest(lines)
		if t.helper > 0 {
			t.e.smp.publish(t.best)
		}
		if nLines > 1 && len(lines[0].PV) > 0 {
			// The later lines stored their own best move for the root;
			// line 1's belongs there.
			t.e.tt.store(t.pos.Hash(), lines[0].PV[0], scoreToTT(s, 0), depth, boundExact)
		}
		if report != nil {
			t.lastReport = time.Now()
			for k, ln := range lines {
				report(t.info(ln, k+1))
			}
		}
		if t.lim.Infinite {
			if depth == maxDepth {
				break
			}
			continue
		}
		el := time.Since(t.start)
		lastIter, prevIter = el-iterStart, lastIter
		iterStart = el
		if t.soft > 0 && !t.startNext(el, lastIter, prevIter, scale) {
			break
		}
		if t.lim.Nodes > 0 && t.totalNodes() >= t.lim.Nodes {
			break
		}
		// A proven result cannot change with more depth. A loss is
		// proven only as far as the pruning lets the search see: with
		// Params.SearchLosses the clock is used on it anyway, to find the
		// defence the pruned search missed, or the longest one.
		lost := s < -MateThreshold && Mate+s <= depth && (t.e.prm.SearchLosses == 0 || !t.clock)
		if s > MateThreshold && Mate-s <= depth || lost {
			if t.lim.Depth == 0 || depth >= t.lim.Depth {
				break
			}
		}
	}
	t.best.Nodes = t.totalNodes()
	return t.best
}

// searchLines searches up to n lines at depth, best first. It returns
// the lines completed before a stop, and fewer than n when the root
// runs out of moves to search (a root win found without a move search
// names its move again, which ends the lines too).
func (t *thread) searchLines(depth, n int) []Line {
	lines := make([]Line, 0, n)
	t.nExcluded = 0
	for k := range n {
		t.rootPartial = board.NoMove
		prev, window := 0, false
		if k < len(t.best.Lines) && t.best.Lines[k].Depth == depth-1 {
			prev, window = t.best.Lines[k].Score, depth >= 4
		}
		if k == 0 {
			window = depth >= 4 // as before MultiPV: around 0 at first
			prev = t.best.Score
		}
		s := t.aspirate(depth, prev, window)
		if t.stopped {
			break
		}
		pv := append([]board.Move(nil), t.pv[0][:t.pvLen[0]]...)
		if k > 0 && (len(pv) == 0 || t.isExcluded(pv[0])) {
			break
		}
		lines = append(lines, Line{Score: s, Depth: depth, PV: pv})
		if len(pv) > 0 {
			t.excluded[t.nExcluded] = pv[0]
			t.nExcluded++
		}
	}
	t.nExcluded = 0
	// Line k+1 can score above line k when the search is unstable.
	slices.SortStableFunc(lines, func(a, b Line) int { return b.Score - a.Score })
	t.setParity(lines, t.best.Lines)
	return lines
}

// aspirate searches the root to depth, with a window around prev that
// widens until the score is exact when window is set, else with the full
// window.
func (t *thread) aspirate(depth, prev int, window bool) int {
	alpha, beta := -Infinity, Infinity
	w := aspiration
	if window && prev > -MateThreshold && prev < MateThreshold {
		alpha, beta = prev-w, prev+w
	}
	for {
		s := t.negamax(depth, 0, alpha, beta, true)
		if t.stopped {
			return s
		}
		if s <= alpha {
			alpha = max(s-w, -Infinity)
		} else if s >= beta {
			beta = min(s+w, Infinity)
		} else {
			return s
		}
		w *= 2
		if w > 400 {
			alpha, beta = -Infinity, Infinity
		}
	}
}

// mergeLines completes the lines of an interrupted iteration with the
// previous iteration's lines for the other root moves, up to n.
func (t *thread) mergeLines(lines []Line, n int) []Line {
	for _, old := range t.best.Lines {
		if len(lines) >= n {
			break
		}
		if len(old.PV) > 0 && !slices.ContainsFunc(lines, func(l Line) bool {
			return len(l.PV) > 0 && l.PV[0] == old.PV[0]
		}) {
			lines = append(lines, old)
		}
	}
	return lines
}

// setBest makes lines the result; line 1 gives Best, Score and PV. A
// line 1 without a PV (no root move raised alpha) keeps the best move.
func (t *thread) setBest(lines []Line) {
	l := lines[0]
	if len(l.PV) > 0 {
		t.best = Result{Best: l.PV[0], Score: l.Score, Depth: l.Depth, PV: l.PV, Parity: l.Parity, Lines: lines}
	}
	t.best.Nodes = t.nodes
}

// isExcluded reports whether m is the root move of an earlier line.
func (t *thread) isExcluded(m board.Move) bool {
	for _, x := range t.excluded[:t.nExcluded] {
		if x == m {
			return true
		}
	}
	return false
}
