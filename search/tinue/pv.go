package tinue

import (
	"time"

	"github.com/takengine/takengine/board"
)

// pvNodes and pvTime are the extra budget the principal line may use
// after a proof (it mostly reads the table; evicted entries are searched
// again).
const (
	pvNodes = 200_000
	pvTime  = time.Second
)

// principal returns the proved line from the root, which mid proved at d
// plies: the attacker's proving move with the shortest proof, the
// defender's reply with the longest, down to the attacker's winning move.
// The line stops early only if the extra budget runs out.
func (s *Solver) principal(d int) []board.Move {
	s.stopped = false
	if s.opts.Nodes > 0 {
		s.opts.Nodes = s.nodes + max(s.opts.Nodes/2, pvNodes)
	}
	if !s.deadline.IsZero() {
		s.deadline = time.Now().Add(max(s.opts.MoveTime/4, pvTime))
	}
	root := s.pos
	var pv []board.Move
	for ply := 0; d > 0; ply++ {
		var m board.Move
		if ply%2 == 0 {
			m = s.attackerMove(ply, d)
		} else {
			m = s.defenderMove(ply, d)
		}
		if m == board.NoMove {
			break
		}
		pv = append(pv, m)
		s.pos.Make(m)
		d--
		if s.pos.ResultAfter(m) != board.None {
			break
		}
	}
	s.pos = root
	return pv
}

// attackerMove returns a move of the attacker (to move at ply, with d
// plies left) that is proved to win: one that wins at once if there is
// one, else the proved threat with the shortest proof. NoMove means none
// was proved within the budget.
func (s *Solver) attackerMove(ply, d int) board.Move {
	if m := s.winningMove(); m != board.NoMove {
		return m
	}
	f := &s.frames[ply]
	n, _ := s.expandOR(f, d, ply == 0 && s.quiet)
	best, bestLen := board.NoMove, 0
	for i := 0; i < n; i++ {
		if f.pn[i] == 0 && (best == board.NoMove || int(f.ln[i]) < bestLen) {
			best, bestLen = f.list.Moves[i], int(f.ln[i])
		}
	}
	for i := 0; i < n && best == board.NoMove && !s.stopped; i++ {
		m := f.list.Moves[i]
		u := s.pos.Make(m)
		pn, _, _ := s.mid(ply+1, d-1, inf, inf)
		s.pos.Unmake(m, u)
		if pn == 0 {
			best = m
		}
	}
	return best
}

// winningMove returns a move of the side to move that wins at once, a road
// if there is one, or NoMove.
func (s *Solver) winningMove() board.Move {
	p := &s.pos
	c := p.ToMove()
	r := p.RoadReach(c)
	if w := r.PlacementWins(p); w != 0 {
		k := board.Flat
		if p.Stones(c) == 0 {
			k = board.Cap
		}
		return board.Placement(w.First(), k)
	}
	if p.HasSpreadWinFrom(&r) {
		l := &s.frames[len(s.frames)-1].list
		l.N = 0
		p.GenerateSpreads(l)
		for _, m := range l.Slice() {
			u := p.Make(m)
			res := p.ResultAfter(m)
			p.Unmake(m, u)
			if w, ok := res.Winner(); ok && w == c && res.IsRoad() {
				return m
			}
		}
	}
	return s.flatWin()
}

// defenderMove returns a defender's reply (at ply, d plies left, where
// the attacker needs exactly d plies) against which the attacker needs the
// d-1 plies left: one the attacker cannot win within d-3. At two plies
// left it prefers a reply the attacker must still answer to one that ends
// the game. NoMove means some reply was not decided within the budget.
func (s *Solver) defenderMove(ply, d int) board.Move {
	p := &s.pos
	l := &s.frames[ply].list
	p.GenerateMoves(l)
	best, bestLen := board.NoMove, -1
	for _, m := range l.Slice() {
		u := p.Make(m)
		ln := -1
		switch r := p.ResultAfter(m); {
		case r != board.None:
			if w, ok := r.Winner(); ok && w == s.att {
				ln = 0
			}
		case s.winsNow():
			ln = 1
		case d >= 4:
			switch pn, dn, l := s.mid(ply+1, d-3, inf, inf); {
			case dn == 0:
				ln = d - 1
			case pn == 0:
				ln = l
			}
		}
		p.Unmake(m, u)
		if ln < 0 {
			return board.NoMove
		}
		if ln > bestLen {
			best, bestLen = m, ln
		}
		if ln == d-1 {
			break
		}
	}
	return best
}
