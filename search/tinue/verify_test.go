package tinue_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/search/tinue"
)

// replayLine plays line from p, checking every move for legality with the
// plain move generator and the game state with the full Result after each
// ply: the game must go on until the last move, which must win for the
// side to move in p (by road, or by flats if that is how it ends).
func replayLine(p board.Position, line []board.Move) error {
	if len(line) == 0 {
		return fmt.Errorf("empty line")
	}
	att := p.ToMove()
	var l board.MoveList
	for i, m := range line {
		p.GenerateMoves(&l)
		if !l.Contains(m) {
			return fmt.Errorf("ply %d: %v is not legal in %s", i+1, m, p.TPS())
		}
		p.Make(m)
		r := p.Result()
		if i < len(line)-1 && r != board.None {
			return fmt.Errorf("ply %d: %v ends the game (%v) before the line does", i+1, m, r)
		}
		if i == len(line)-1 {
			if w, ok := r.Winner(); !ok || w != att {
				return fmt.Errorf("the line ends in %q, not a win for %v", r, att)
			}
		}
	}
	return nil
}

// verify checks that the side to move in p wins within d plies against
// every defence, independently of the solver's search: at defender nodes
// it enumerates every legal reply with the plain move generator and judges
// each with the full Result; at attacker nodes it asks the solver's Next
// for the move and judges it the same way. A false proof fails here,
// because some reply would be left unanswered. quiet lets the first
// attacker move be any move (a proof of Options.QuietPly).
func verify(s *tinue.Solver, p board.Position, d int, quiet bool) error {
	att := p.ToMove()
	var path []string
	var walk func(q *board.Position, d int) error
	lists := make([]board.MoveList, d+1)
	walk = func(q *board.Position, d int) error {
		if d < 1 {
			return fmt.Errorf("out of plies after %s", strings.Join(path, " "))
		}
		opts := tinue.Options{MaxPly: d, Nodes: 2_000_000}
		if quiet && len(path) == 0 {
			opts.QuietPly = d
		}
		m := s.Next(context.Background(), *q, opts)
		if m == board.NoMove {
			return fmt.Errorf("no attacker move after %s (%s)", strings.Join(path, " "), q.TPS())
		}
		q.GenerateMoves(&lists[d])
		if !lists[d].Contains(m) {
			return fmt.Errorf("illegal attacker move %v after %s", m, strings.Join(path, " "))
		}
		u := q.Make(m)
		defer q.Unmake(m, u)
		path = append(path, m.String())
		defer func() { path = path[:len(path)-1] }()
		if r := q.Result(); r != board.None {
			if w, ok := r.Winner(); ok && w == att {
				return nil
			}
			return fmt.Errorf("attacker's %v ends in %v after %s", m, r, strings.Join(path, " "))
		}
		l := &lists[d-1]
		q.GenerateMoves(l)
		for _, reply := range l.Slice() {
			u := q.Make(reply)
			path = append(path, reply.String())
			var err error
			if r := q.Result(); r != board.None {
				if w, ok := r.Winner(); !ok || w != att {
					err = fmt.Errorf("defence %s ends in %v", strings.Join(path, " "), r)
				}
			} else {
				err = walk(q, d-2)
			}
			path = path[:len(path)-1]
			q.Unmake(reply, u)
			if err != nil {
				return err
			}
		}
		return nil
	}
	return walk(&p, d)
}
