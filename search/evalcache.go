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
		s = t.e.eval.Evaluate(&t.pos)
	} else {
		s = t.e.eval.EvaluateWithThreats(&t.pos, *th)
	}
	*en = evalEntry{key: h, score: int32(s), valid: true}
	return s
}
