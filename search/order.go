package search

import (
	"slices"

	"github.com/takengine/takengine/board"
)

// Move ordering keys: higher first. The key of a move is its class (TT
// move, winning placement, blocking placement, killer) above its history
// count.
const (
	keyTT      = 1 << 30
	keyWin     = 1 << 29
	keyBlock   = 1 << 28
	keyKiller1 = 1 << 27
	keyKiller2 = 1<<27 - 1
	keyCounter = 1<<27 - 2
	historyMax = 1 << 20
	// keyFlatGain is added to a spread's key per flat it gains in the
	// flat-count difference (board.SpreadFlatGain; negative for a loss),
	// so spreads that win flats come first and those that give flats
	// away last, unless history strongly favours them (it reaches
	// historyMax, 16 flats). keyQuiet lifts every ordinary
	// key above zero to leave room for the losses.
	keyFlatGain = 1 << 16
	keyQuiet    = 1 << 24
)

// historyIndex maps a move to a slot of the history table: 3 placement
// kinds x 64 squares, then 4 directions x 64 squares x 8 counts.
func historyIndex(m board.Move) int {
	if !m.IsSpread() {
		return int(m.Kind()-1)*64 + int(m.Square())
	}
	return 192 + (int(m.Square())*4+int(m.Direction()))*8 + m.Count() - 1
}

const historySize = 192 + 64*4*8

// picker orders the moves of one node: it generates them, scores each once
// into the per-ply key array, and hands them out best first: the first
// selectN (selectFirst) by selection (most nodes cut off within them),
// the rest after one sort; late-move pruning drops the moves it would
// skip before that sort (dropQuiet).
//
// A second stage was measured and not kept (thirty-second session): the
// legal killers and countermove searched after the TT move and before
// generation, where the picker would hand them out next (no block of a
// road threat pending), the other moves then scored with the history the
// killers' subtrees had updated. On 60 late positions most cutoffs came
// from the first killer (530,587 of 828,834), and the stage took 4-6%
// less time to depth 7 and 8 on the late and early positions (bench
// 1,671,955 nodes). Against Tiltak (6x6 komi 2, 10+0.1, colours swapped)
// it scored +30 -67 =3 (31.5%) on openings 1-50, where the picker alone
// scored +29 -65 =6 (32.0%) the same day, and +25 -68 =7 (28.5%) on
// openings 51-100, where it had scored 28.0%; the games were no deeper
// (8.53 plies over the first 40 plies, 7.56 over the last 20 where
// undecided, against 8.56 and 7.66 over the 200 games).
//
// Measured and not kept either (forty-sixth session):
//   - Continuation history: quiet moves ordered also by how often they
//     cut off after the same opponent move and after the same own move
//     two plies before (3 placement kinds and 4 spread directions by
//     square, counts as the history's). On 42 positions of games against
//     Tiltak searched to depth 7 it took 6-43% more nodes at every weight
//     tried (30 to 1000 hundredths of its count), and 6-11% more with the
//     opponent's move alone: it outweighs the prior by kind (flats before
//     capstones, spreads, walls), which history leaves in charge while
//     counts are low.
//   - Sorting in chunks: in a Tak endgame a node generates some 165 moves
//     and tries about 30, so the rest could be handed out from a
//     quickselect of the best 16 (then 64, then all) instead of one sort.
//     Same order and nodes, but +1.2% +- 2.0 time on those positions and
//     +0.4% +- 5 on late ones (paired runs): pdqsort on 165 keys is not
//     where the time goes.
type picker struct {
	keys   []uint64
	lo, hi int // unconsumed keys are keys[lo:hi+1]
	sorted bool
	// selectN: the moves handed out by selection before the sort
	// (selectFirst, or more where pruning will drop most of the rest
	// first: see dropQuiet).
	selectN  int
	filtered bool // dropQuiet has run
}

const selectFirst = 5

// maxSelect bounds picker.selectN: past it, one sort costs less than a
// selection a move.
const maxSelect = 16

// orderMoves fills the ply's list and keys for a node searched to depth;
// the TT move (already searched by the caller when skipTT) is left out.
// With Params.PolicyScale, the move policy (policy.go) scores the quiet
// moves of nodes at Params.PolicyDepth or deeper.
func (t *thread) orderMoves(ply, depth int, ttMove board.Move, skipTT bool, win, block board.Bitboard) *picker {
	l := &t.lists[ply]
	t.pos.GenerateMoves(l)
	moves := l.Moves[:l.N]
	keys := t.keys[ply][:len(moves)] // filled up to n: no append's checks
	n := 0
	stm := t.pos.ToMove()
	hist := &t.history[stm]
	k1, k2 := t.killers[ply][0], t.killers[ply][1]
	cm := board.NoMove
	if prev := t.moveAt[ply]; prev != board.NoMove {
		cm = t.counter[stm][historyIndex(prev)]
	}
	pol := t.e.prm.PolicyScale
	if depth < t.e.prm.PolicyDepth {
		pol = 0
	}
	if pol > 0 {
		t.pol.set(&t.pos)
	}
	for _, m := range moves {
		var key int
		switch {
		case m == ttMove:
			if skipTT {
				continue
			}
			key = keyTT
		case !m.IsSpread() && win.Has(m.Square()) && m.Kind() != board.Wall:
			key = keyWin
		case !m.IsSpread() && block.Has(m.Square()):
			key = keyBlock + int(m.Kind())
		case m == k1:
			key = keyKiller1
		case m == k2:
			key = keyKiller2
		case m == cm:
			key = keyCounter
		default:
			key = keyQuiet + int(hist[historyIndex(m)])
			gain := 0
			if m.IsSpread() {
				gain = t.pos.SpreadFlatGain(m)
				key += keyFlatGain * gain
			}
			if pol > 0 {
				key += t.pol.score(&t.pos, m, gain) * pol / 100
			} else {
				key += staticKey(m)
			}
		}
		keys[n] = uint64(key)<<32 | uint64(m)
		n++
	}
	p := &t.pickers[ply]
	p.keys, p.lo, p.hi, p.sorted, p.filtered = keys[:n], 0, n-1, false, false
	p.selectN = selectFirst
	return p
}

// staticKey gives a small prior by kind: flats first, then capstones,
// spreads, walls.
func staticKey(m board.Move) int { return staticKeys[m.Kind()] }

// staticKeys is staticKey by Move.Kind (0 for a spread).
var staticKeys = [4]int{0: 1 << 10, board.Flat: 3 << 10, board.Wall: 0, board.Cap: 2 << 10}

// next returns the next move, NoMove when done.
func (p *picker) next() board.Move {
	if p.lo > p.hi {
		return board.NoMove
	}
	if p.lo < p.selectN {
		best, bk := p.lo, p.keys[p.lo]
		for i, k := range p.keys[p.lo+1 : p.hi+1] {
			if k > bk {
				best, bk = p.lo+1+i, k
			}
		}
		p.keys[p.lo], p.keys[best] = bk, p.keys[p.lo]
		m := board.Move(uint32(p.keys[p.lo]))
		p.lo++
		return m
	}
	if !p.sorted {
		slices.Sort(p.keys[p.lo : p.hi+1])
		p.sorted = true
	}
	m := board.Move(uint32(p.keys[p.hi]))
	p.hi--
	return m
}

// dropQuiet removes from the unconsumed moves those quiet reports true
// for, keeping the others in the order next would hand them out. The
// removed keys count as consumed (they move below lo), so that they stay
// in the key array; goodQuiet's malus would charge all of them, where a
// node that skipped them one by one charges only those before its cutoff,
// so the search drops moves only without a malus (Params.HistMalus 0).
func (p *picker) dropQuiet(quiet func(board.Move) bool) {
	p.filtered = true
	w := p.hi
	for i := p.hi; i >= p.lo; i-- {
		if k := p.keys[i]; !quiet(board.Move(uint32(k))) {
			p.keys[i], p.keys[w] = p.keys[w], k
			w--
		}
	}
	p.lo = w + 1
}

// goodQuiet records a move that caused a cutoff: as a killer of its ply
// and with a depth-squared history bonus; with Params.HistMalus, the moves
// of p searched before it (p nil: none) lose HistMalus/100 of that bonus
// each, so that history also learns which moves failed to cut.
func (t *thread) goodQuiet(ply, depth int, m board.Move, p *picker) {
	if t.killers[ply][0] != m {
		t.killers[ply][1] = t.killers[ply][0]
		t.killers[ply][0] = m
	}
	if prev := t.moveAt[ply]; prev != board.NoMove {
		t.counter[t.pos.ToMove()][historyIndex(prev)] = m
	}
	hist := &t.history[t.pos.ToMove()]
	h := &hist[historyIndex(m)]
	*h += int32(depth * depth)
	if malus := int32(depth * depth * t.e.prm.HistMalus / 100); malus > 0 && p != nil {
		for _, k := range p.keys[:p.lo] {
			if om := board.Move(uint32(k)); om != m {
				hist[historyIndex(om)] = max(hist[historyIndex(om)]-malus, -historyMax)
			}
		}
		for _, k := range p.keys[p.hi+1:] {
			if om := board.Move(uint32(k)); om != m {
				hist[historyIndex(om)] = max(hist[historyIndex(om)]-malus, -historyMax)
			}
		}
	}
	if *h > historyMax {
		for c := range t.history {
			for i := range t.history[c] {
				t.history[c][i] /= 2
			}
		}
	}
}
