package annotate

import (
	"context"
	"fmt"
	"strings"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
	"github.com/takengine/takengine/search"
	"github.com/takengine/takengine/search/tinue"
)

// Mark thresholds on the evaluation a ply loses against the engine's best
// move (Loss), in centiflats (100 = one flat). A loss of a flat is a
// mistake, of two and a half flats a blunder; a ply that gains three
// quarters of a flat on the engine's own choice (the search after the
// move thinks better of it than the search before did of its best move)
// and is not that choice is good. Between them, search noise: the scores
// of consecutive plies at a fraction of a second wander by a few tenths
// of a flat.
const (
	MistakeLoss = 100
	BlunderLoss = 250
	GoodGain    = 75
)

// Tinue proof budget per ply: the solver's nodes for all the defender's
// replies together and the plies of each proof after the reply.
const (
	TinueNodes  = 100_000
	TinueMaxPly = 9
)

// Loss returns the evaluation the ply between before and after loses
// against the best move: the score of the position before (the mover's
// best move, from the mover) minus the negated score of the position
// after (from the opponent), both less their parity share.
func Loss(before, after Eval) int {
	return before.Centi() + after.Centi()
}

// EvalMark returns the evaluation mark of a ply: "??", "?", "!" or "".
// best tells whether the ply was the engine's best move, which is never
// marked: its loss or gain is only the difference between the two
// searches.
func EvalMark(loss int, best bool) string {
	switch {
	case best:
		return ""
	case loss >= BlunderLoss:
		return "??"
	case loss >= MistakeLoss:
		return "?"
	case loss <= -GoodGain:
		return "!"
	}
	return ""
}

// Threat reports whether c could complete a road with one move in p (a
// placement on an empty square or a stack move), were it c's turn.
func Threat(p *board.Position, c board.Color) bool {
	r := p.RoadReach(c)
	return r.PlacementWins(p) != 0 || p.HasSpreadWinFrom(&r)
}

// Tinue reports whether the player who just moved into p (not p's side to
// move) has a proved forced road win: every reply either loses at once
// or leaves a tinue that s proves within maxPly plies, all within nodes
// solver nodes.
func Tinue(ctx context.Context, s *tinue.Solver, p board.Position, nodes uint64, maxPly int) bool {
	att := p.ToMove().Other()
	if p.Result() != board.None || !Threat(&p, att) {
		return false
	}
	var l board.MoveList
	p.GenerateMoves(&l)
	used := uint64(0)
	for _, d := range l.Slice() {
		q := p
		q.Make(d)
		if r := q.ResultAfter(d); r != board.None {
			if w, ok := r.Winner(); ok && w == att {
				continue
			}
			return false
		}
		if used >= nodes {
			return false
		}
		res := s.Solve(ctx, q, tinue.Options{MaxPly: maxPly, Nodes: nodes - used})
		used += res.Nodes
		if res.Status != tinue.Proved {
			return false
		}
	}
	return true
}

// Annotate returns a copy of g with an evaluation comment and marks on
// every ply, from evals (Analyser.Game's, one per position). The comment
// of a ply is the evaluation of the position after it from White's side
// in flats with its depth, "+0.35/12" (as PTN-Ninja saves evaluations:
// on the ply that leads to the position; a forced result is "+M3", mate
// in 3 moves for White, and a finished game its result), followed for a
// mistake by the engine's better line, "better: e4 e5 d3". The mark is
// the Tak (') or Tinue (double) tick of the ply followed by its evaluation
// mark (EvalMark, from the second move on). Comments already on the plies
// are replaced; s proves the tinues.
func Annotate(ctx context.Context, g *ptn.Game, evals []Eval, s *tinue.Solver) ptn.Game {
	out := *g
	n := len(g.Moves)
	out.Comments = make([]string, n)
	out.Marks = make([]string, n)
	p := g.Start
	for i, m := range g.Moves {
		before := p
		p.Make(m)
		ev := evals[i+1]
		comment := evalText(ev, p.ToMove())
		mark := ""
		if p.Result() == board.None && Threat(&p, before.ToMove()) {
			mark = "'"
			if Tinue(ctx, s, p, TinueNodes, TinueMaxPly) {
				mark = "''"
			}
		}
		if before.MoveNumber() > 1 {
			loss := Loss(evals[i], ev)
			em := EvalMark(loss, m == evals[i].Best)
			mark += em
			if strings.HasPrefix(em, "?") && len(evals[i].PV) > 0 {
				comment += " better: " + line(evals[i].PV, 5)
			}
		}
		out.Comments[i], out.Marks[i] = comment, mark
	}
	return out
}

// evalText formats the evaluation of a position whose side to move is
// toMove from White's side: "+1.25/7", "-M3/9", or the result.
func evalText(ev Eval, toMove board.Color) string {
	if ev.Over != board.None {
		return ev.Over.String()
	}
	sign := 1
	if toMove == board.Black {
		sign = -1
	}
	if n, ok := search.MateMoves(ev.Score); ok {
		if n*sign > 0 {
			return fmt.Sprintf("+M%d/%d", max(n, -n), ev.Depth)
		}
		return fmt.Sprintf("-M%d/%d", max(n, -n), ev.Depth)
	}
	return fmt.Sprintf("%+.2f/%d", float64(sign*ev.Centi())/100, ev.Depth)
}

// line writes up to k moves of pv.
func line(pv []board.Move, k int) string {
	parts := make([]string, 0, k)
	for _, m := range pv[:min(k, len(pv))] {
		parts = append(parts, m.String())
	}
	return strings.Join(parts, " ")
}
