package tinue

import "github.com/takengine/takengine/board"

// mid is df-pn's multiple iterative deepening at ply (even plies: the
// attacker to move) with d plies left: it works below the node until its
// proof number reaches thpn or its disproof number thdn, stores the
// numbers and returns them with the proof's length (0 unless proved).
func (s *Solver) mid(ply, d int, thpn, thdn uint32) (pn, dn uint32, ln int) {
	if s.tick() {
		return 1, 1, 0
	}
	f := &s.frames[ply]
	or := ply%2 == 0
	start := s.nodes
	var n, base int
	if or {
		var won bool
		n, won = s.expandOR(f, d, ply == 0 && s.quiet)
		if won {
			s.tt.store(s.pos.Hash(), 1, 0, inf, 1)
			return 0, inf, 1
		}
	} else {
		var escaped bool
		n, base, escaped = s.expandAND(f, d)
		if escaped {
			n = -1
		}
	}
	for {
		var best int
		pn, dn, best, ln = s.numbers(f, n, or, base)
		if pn == 0 || dn == 0 || pn >= thpn || dn >= thdn || s.stopped {
			break
		}
		// Give the best child the larger of the sibling bound (1+ε: a
		// quarter above the second best, so the search does not thrash
		// between two close children) and what the parent's threshold
		// leaves it.
		var cpn, cdn uint32
		if or {
			cpn = min(thpn, grow(second(f.pn[:n], best)))
			cdn = sub(add(thdn, f.dn[best]), dn)
		} else {
			cdn = min(thdn, grow(second(f.dn[:n], best)))
			cpn = sub(add(thpn, f.pn[best]), pn)
		}
		m := f.list.Moves[best]
		u := s.pos.Make(m)
		p, q, l := s.mid(ply+1, d-1, cpn, cdn)
		s.pos.Unmake(m, u)
		f.pn[best], f.dn[best], f.ln[best] = p, q, uint8(l)
	}
	if !s.stopped {
		switch {
		case pn == 0:
			s.tt.store(s.pos.Hash(), ln, pn, dn, s.nodes-start)
		default:
			s.tt.store(s.pos.Hash(), d, pn, dn, s.nodes-start)
		}
	}
	return pn, dn, ln
}

// numbers computes a node's numbers from its n children (n < 0: the node
// is disproved outright) and picks the child to search: the one with the
// least proof number at an OR node, the least disproof number at an AND
// node. A proof's length is one ply more than the chosen child's (OR) or
// the longest child's, at least base (AND).
func (s *Solver) numbers(f *frame, n int, or bool, base int) (pn, dn uint32, best, ln int) {
	if n < 0 {
		return inf, 0, 0, 0
	}
	if or {
		pn, dn = inf, 0
		for i := 0; i < n; i++ {
			if f.pn[i] < pn || f.pn[i] == pn && f.pn[i] == 0 && f.ln[i] < f.ln[best] {
				pn, best = f.pn[i], i
			}
			dn = add(dn, f.dn[i])
		}
		if pn == 0 {
			ln = int(f.ln[best]) + 1
		}
		return pn, dn, best, ln
	}
	pn, dn = 0, inf
	ln = base
	for i := 0; i < n; i++ {
		if f.dn[i] < dn {
			dn, best = f.dn[i], i
		}
		pn = add(pn, f.pn[i])
		ln = max(ln, int(f.ln[i]))
	}
	if pn == 0 {
		return 0, inf, best, ln + 1
	}
	return pn, dn, best, 0
}

// expandOR fills f with the attacker's moves worth searching at d plies
// left, with their numbers from the table or 1 and 1: moves that win at
// once make won true; otherwise, with at least three plies left, moves
// after which the attacker threatens to win (every move that does not end
// the game if quiet). Children already disproved are left out.
func (s *Solver) expandOR(f *frame, d int, quiet bool) (n int, won bool) {
	p := &s.pos
	if s.winsNow() {
		return 0, true
	}
	if d < 3 {
		return 0, false
	}
	p.GenerateMoves(&f.list)
	for i := 0; i < f.list.N; i++ {
		m := f.list.Moves[i]
		u := p.Make(m)
		if p.ResultAfter(m) == board.None && (quiet || s.threatens()) {
			pn, dn, ln, ok := s.tt.lookup(p.Hash(), d-1)
			if !ok {
				pn, dn = 1, 1
			}
			if dn != 0 {
				f.list.Moves[n], f.pn[n], f.dn[n], f.ln[n] = m, pn, dn, uint8(ln)
				n++
			}
		}
		p.Unmake(m, u)
	}
	return n, false
}

// expandAND fills f with the defender's replies at d plies left that are
// neither lost at once nor already proved in the table. escaped is true
// when some reply wins or draws, or leaves the attacker no immediate win
// with no plies to spare, or is disproved in the table. base is the
// longest of the replies left out: 0 when they all end the game, 1 when
// some leave the attacker a win on the next move, more for table proofs.
func (s *Solver) expandAND(f *frame, d int) (n, base int, escaped bool) {
	p := &s.pos
	p.GenerateMoves(&f.list)
	for i := 0; i < f.list.N; i++ {
		m := f.list.Moves[i]
		u := p.Make(m)
		live := false
		switch r := p.ResultAfter(m); {
		case r != board.None:
			if w, ok := r.Winner(); !ok || w != s.att {
				escaped = true
			}
		case s.winsNow():
			base = max(base, 1)
		case d <= 2:
			escaped = true
		default:
			live = true
		}
		if live {
			pn, dn, ln, ok := s.tt.lookup(p.Hash(), d-1)
			switch {
			case !ok:
				f.list.Moves[n], f.pn[n], f.dn[n], f.ln[n] = m, 1, 1, 0
				n++
			case pn == 0:
				base = max(base, ln)
			case dn == 0:
				escaped = true
			default:
				f.list.Moves[n], f.pn[n], f.dn[n], f.ln[n] = m, pn, dn, 0
				n++
			}
		}
		p.Unmake(m, u)
		if escaped {
			return 0, 0, true
		}
	}
	return n, base, false
}

// winsNow reports whether the side to move (the attacker) can win with
// its next move: a road by a placement or a stack move, or a flat-count
// ending in its favour.
func (s *Solver) winsNow() bool {
	p := &s.pos
	c := p.ToMove()
	r := p.RoadReach(c)
	if r.PlacementWins(p) != 0 || p.HasSpreadWinFrom(&r) {
		return true
	}
	return s.flatWin() != board.NoMove
}

// threatens reports whether the attacker, who just moved, could win with
// its next move if the defender did nothing about it.
func (s *Solver) threatens() bool {
	p := &s.pos
	r := p.RoadReach(s.att)
	return r.PlacementWins(p) != 0 || p.HasSpreadWinFrom(&r) || flatThreat(p, s.att)
}

// second returns the least value of v other than v[best] (inf if none).
func second(v []uint32, best int) uint32 {
	m := inf
	for i, x := range v {
		if i != best && x < m {
			m = x
		}
	}
	return m
}

// grow returns x plus a quarter, at least x+1 (inf stays inf).
func grow(x uint32) uint32 { return add(x, x/4+1) }

// add is saturating addition: inf absorbs, finite sums stop below inf.
func add(a, b uint32) uint32 {
	if a == inf || b == inf {
		return inf
	}
	return uint32(min(uint64(a)+uint64(b), uint64(inf-1)))
}

// sub returns a-b for a >= b (inf stays inf), else 0.
func sub(a, b uint32) uint32 {
	if a == inf {
		return inf
	}
	if a < b {
		return 0
	}
	return a - b
}
