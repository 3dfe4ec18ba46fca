package search

import (
	"time"

	"github.com/takengine/takengine/board"
)

// Limits say when a search stops. Zero fields are absent; limits combine,
// the first one reached stops the search. With no limit at all the search
// runs until its context is cancelled (infinite analysis).
type Limits struct {
	Depth    int           // iterations to complete (plies)
	Nodes    uint64        // nodes to search
	MoveTime time.Duration // wall time for this move
	// Clocks of the side to move and the opponent, as TEI's
	// wtime/btime/winc/binc give them; the searcher picks its own by the
	// root position's side to move.
	WTime, BTime, WInc, BInc time.Duration
	MovesToGo                int           // moves to the next time control (TEI movestogo), 0 if none
	Overhead                 time.Duration // time kept in reserve per move for the pipe and a loaded machine (TEI MoveOverhead)
	Infinite                 bool          // search until cancelled, whatever else is set
	// Tinue runs the tinue solver beside the search (for analysis: it
	// takes a core of its own): a proved forced road win becomes line 1
	// with a mate score and the proved line.
	Tinue bool
	// MultiPV is the number of best root moves to search with exact
	// scores and report, each as its own line (0 and 1: one line). It is
	// clamped to 1..MaxMultiPV and to the number of legal moves.
	MultiPV int
}

// MaxMultiPV bounds Limits.MultiPV.
const MaxMultiPV = 16

// HasClock reports whether lim carries a clock or an increment for either
// side (a game move rather than a fixed time, depth or node search).
func (lim Limits) HasClock() bool {
	return lim.WTime > 0 || lim.BTime > 0 || lim.WInc > 0 || lim.BInc > 0
}

// Score bounds. A score above MateThreshold means the side to move wins in
// Mate-score plies; below -MateThreshold, it loses in Mate+score plies.
const (
	Mate          = 30000
	MateThreshold = Mate - 1000
	Infinity      = Mate + 1
)

// Info is one progress report: sent after every completed iteration and at
// least once a second during long ones.
type Info struct {
	Depth    int           // completed depth
	SelDepth int           // deepest ply reached
	Score    int           // centi-flats, from the side to move at the root
	Nodes    uint64        // nodes searched so far
	Time     time.Duration // since the search started
	HashFull int           // transposition table use, per mille
	PV       []board.Move  // principal variation
	// MultiPV is the 1-based number of the line this report is about
	// (see Limits.MultiPV); 1 without MultiPV.
	MultiPV int
	// Parity is the part of Score that comes from the parity of the
	// depth: the side that moves last before the leaves gains from it,
	// so a root score swings with the depth's parity, and the scores of
	// consecutive plies, seen from one player, swing with it too. Parity
	// is half line 1's change from the previous depth, so that line 1's
	// Score - Parity is the mean of the last two depths' scores, where the
	// swing cancels; every line has line 1's Parity.
	// At depth 1 it is the evaluation's tempo (SideToMove) as the leaves
	// see it. Zero for forced results.
	Parity int
}

// MateIn returns the distance to a forced result in moves (UCI style:
// positive when the side to move wins), and ok false for ordinary scores.
func (i Info) MateIn() (moves int, ok bool) { return MateMoves(i.Score) }

// MateMoves converts a score to UCI's "mate N" (N > 0: the side to move
// wins in N of its moves; N < 0: it loses in -N). ok is false when the
// score is not a forced win or loss.
func MateMoves(score int) (int, bool) {
	switch {
	case score > MateThreshold:
		return max((Mate-score+1)/2, 1), true
	case score < -MateThreshold:
		return min(-(Mate+score+1)/2, -1), true
	}
	return 0, false
}

// NPS returns nodes per second, 0 when no time has passed.
func (i Info) NPS() uint64 {
	if i.Time <= 0 {
		return 0
	}
	return uint64(float64(i.Nodes) / i.Time.Seconds())
}

// Result is what a finished search returns. Best, Score, Depth, PV and
// Parity are those of Lines[0].
type Result struct {
	Best   board.Move   // NoMove only when the root has no legal move
	Score  int          // as in Info
	Depth  int          // last completed depth
	Nodes  uint64       // nodes searched, by all threads
	PV     []board.Move // principal variation, starting with Best
	Parity int          // as in Info
	// Lines are the best root moves' lines, best first, one per MultiPV
	// line (fewer when the root has fewer moves); each starts with a
	// different move.
	Lines []Line
}

// line returns the result's line 1 as a Line (its Lines[0] may be older
// when the last iteration's line 1 had no PV).
func (r Result) line() Line {
	return Line{Score: r.Score, Depth: r.Depth, PV: r.PV, Parity: r.Parity}
}

// Line is one principal variation of a MultiPV search.
type Line struct {
	Score  int          // exact score, as in Info
	Depth  int          // the depth it was searched to
	PV     []board.Move // the line, starting with its root move
	Parity int          // as in Info
}
