package search

import "github.com/takengine/takengine/board"

// evalCacheBits sizes each thread's evaluation cache: 1<<evalCacheBits
// entries of 16 bytes.
const evalCacheBits = 16

// evalEntry is one cached evaluation: the position's hash and its score
// from the side to move.
type evalEntry struct {
	key   uint64
	score int32
	valid bool
}

// evalCache remembers the static scores of recent positions, indexed by
// the low bits of the Zobrist hash and checked against all of it. Tak
// transposes a great deal (two placements in either order reach the same
// position), so leaves reached by other paths are scored once. It is
// cleared at the start of every search, so the evaluator (weights,
// komi) never changes under it.
//
// Measured (fifty-sixth session, searches to depth 7 of the shared
// games' positions, every fourth of the last 20 plies and every eighth
// from ply 10): 13% of the lookups hit late in the game (2.9M of 22.1M),
// 18.5% from ply 10 (3.7M of 20.2M). The horizon's positions rarely
// come back: keeping the horizon's stack-move road tests
// (board.Position.HasSpreadWinFrom, for either side) in the entry
// answered 3% of them (334k of 10.9M), no time saved; not kept. A cache
// of 4,096 or 1M entries instead of 65,536, and software prefetching of
// the entry and the table's bucket on entering a node (PREFETCHT0 from
// an assembly stub), changed the time to depth 7 by less than this
// machine's noise (about 5%); not kept either.
type evalCache [1 << evalCacheBits]evalEntry

func (c *evalCache) clear() { *c = evalCache{} }

// evaluate returns the evaluation of the thread's position, from the
// cache when it is there.
func (t *thread) evaluate() int { return t.evaluateWithThreats(nil) }

// evaluateWithThreats is evaluate for a caller that knows each colour's
// board.Position.ThreatSquares, th (which give the same score; nil: the
// evaluation finds them).
func (t *thread) evaluateWithThreats(th *[2]board.Bitboard) int {
	h := t.pos.Hash()
	en := &t.evals[h&(1<<evalCacheBits-1)]
	if en.valid && en.key == h {
		return int(en.score)
	}
	var s int
	if th == nil {
		s = t.plan.Evaluate(&t.pos)
	} else {
		s = t.plan.EvaluateWithThreats(&t.pos, *th)
	}
	if t.tempo != 0 {
		s += t.tempoAdjust()
	}
	*en = evalEntry{key: h, score: int32(s), valid: true}
	return s
}

// raceTempo returns the race tempo of a search from root with
// Params.RaceTempo x: what each piece placed below the root is worth to
// the side that places it, x when the side to move at the root (the
// engine's side) leads the flat count with komi, -x when it trails, 0
// on a level count. The side ahead wins when the game ends, and every
// placement brings the end (an empty reserve, a full board) nearer, so
// ahead the engine places, behind it spreads; its opponent is credited
// with the same taste for its own placements, as a weight on the
// reserves would credit it. The lead is read once, at the root, so the
// adjustment within one search is one function of the position.
func raceTempo(root *board.Position, x int) int {
	lead := root.FlatResult()
	switch {
	case x == 0 || lead == board.Draw:
		return 0
	case (lead == board.FlatWhite) == (root.ToMove() == board.White):
		return x
	}
	return -x
}

// tempoAdjust is the race tempo's part of the thread's position's score,
// from the side to move: tempo for each piece the side to move placed
// since the root, less tempo for each its opponent placed. It is 0 at the
// root itself, so a reported score moves only by the placements of its
// line; the table keeps earlier searches' scores, whose roots differ by
// the moves played since (a few tempos at most).
func (t *thread) tempoAdjust() int {
	d := t.pos.InReserve(board.White) - t.pos.InReserve(board.Black) - t.rootDiff
	if t.pos.ToMove() == board.White {
		return -t.tempo * d
	}
	return t.tempo * d
}
