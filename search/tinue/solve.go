package tinue

import (
	"context"
	"time"

	"github.com/takengine/takengine/board"
)

// Status is what a search established.
type Status int

// The outcomes of Solve.
const (
	// Unknown: the search stopped (node or time limit, or cancelled)
	// before it proved or disproved tinue at the next depth, or the
	// position cannot be searched (game over, opening plies).
	Unknown Status = iota
	// Proved: the attacker forces a win; Result.Move and PV show it.
	Proved
	// Disproved: no tinue of threats within Options.MaxPly plies.
	Disproved
)

// String returns "unknown", "proved" or "disproved".
func (s Status) String() string {
	return [...]string{"unknown", "proved", "disproved"}[s]
}

// DefaultMaxPly is the depth Solve searches to when Options.MaxPly is 0.
const DefaultMaxPly = 15

// MaxPly bounds Options.MaxPly.
const MaxPly = 63

// DefaultHashMB is the table size when Options.HashMB is 0.
const DefaultHashMB = 16

// Options bound a search. Zero values mean the defaults.
type Options struct {
	MaxPly   int           // attacker and defender plies together (odd; an even value searches one less)
	Nodes    uint64        // stop after about this many nodes (0: no limit)
	MoveTime time.Duration // stop after about this long (0: no limit)
	HashMB   int           // table size in megabytes (0: DefaultHashMB)
	// QuietPly, if not 0, searches again when there is no tinue, up to
	// this many plies, letting the attacker's first move be any move, not
	// only a threat: that finds forced wins that begin with a quiet move
	// (not tinue in the strict sense) at about a branching factor's cost.
	QuietPly int
	// Report, if not nil, is called after each depth searched out
	// without a proof.
	Report func(Info)
}

// Info is the progress of a search, passed to Options.Report.
type Info struct {
	Depth int           // plies searched out without a proof
	Nodes uint64        // nodes so far
	Time  time.Duration // time so far
	Quiet bool          // the search allows a quiet first move
}

// Result is what Solve found.
type Result struct {
	Status Status
	// Move is the attacker's first move of a proof, PV the proved line
	// (attacker's moves and the defender's longest resistance), ending
	// with the attacker's winning move, and Plies its length; set only
	// when Proved.
	Move  board.Move
	PV    []board.Move
	Plies int
	// Quiet: proved by the search of Options.QuietPly, so the first move
	// threatens no win (a threat would have been found by the first
	// search): a forced win, not a tinue in the strict sense.
	Quiet bool
	// Depth is the number of plies searched out without a proof: the
	// whole MaxPly when Disproved, the last completed depth otherwise.
	Depth int
	Nodes uint64        // nodes searched
	Time  time.Duration // time taken
}

// Solver holds the table and the per-ply stacks; reuse it to avoid
// reallocating them. It is not safe for concurrent use.
type Solver struct {
	tt     table
	frames []frame
	pos    board.Position
	att    board.Color
	quiet  bool // the attacker's first move may be any move

	ctx      context.Context
	opts     Options
	start    time.Time
	nodes    uint64
	stopped  bool
	deadline time.Time
}

// frame is one ply's children: the moves (filtered in place in the
// generated list) and their proof and disproof numbers and proof lengths.
type frame struct {
	list   board.MoveList
	pn, dn [board.MaxMoves]uint32
	ln     [board.MaxMoves]uint8
}

// NewSolver returns a solver with a table of hashMB megabytes (0:
// DefaultHashMB).
func NewSolver(hashMB int) *Solver {
	if hashMB <= 0 {
		hashMB = DefaultHashMB
	}
	return &Solver{tt: newTable(hashMB)}
}

// Solve looks for a tinue of the side to move in pos with a new Solver.
func Solve(ctx context.Context, pos board.Position, opts Options) Result {
	return NewSolver(opts.HashMB).Solve(ctx, pos, opts)
}

// Solve looks for a tinue of the side to move in pos, deepening two plies
// at a time up to opts.MaxPly, then, if there is none and opts.QuietPly
// is set, for a forced win that starts with a quiet move (opts.HashMB is
// ignored: the table is the solver's). The table is cleared first.
func (s *Solver) Solve(ctx context.Context, pos board.Position, opts Options) Result {
	s.tt.clear()
	s.begin(ctx, pos, opts)
	if pos.Result() != board.None || pos.IsOpening() || ctx != nil && ctx.Err() != nil {
		return s.finish(Result{})
	}
	res := s.deepen(plies(opts))
	if res.Status == Disproved && opts.QuietPly > 0 {
		// The table's entries hold for the quiet search too, except for
		// the root's own, which the search never looks up.
		s.quiet = true
		q := s.deepen(min(plies(Options{MaxPly: opts.QuietPly}), plies(opts)))
		s.quiet = false
		if q.Status == Proved {
			res = q
		}
	}
	return s.finish(res)
}

// deepen runs df-pn from the root at 1, 3, ... maxPly plies until one
// proves or the search stops.
func (s *Solver) deepen(maxPly int) Result {
	res := Result{Quiet: s.quiet}
	for d := 1; d <= maxPly; d += 2 {
		pn, dn, _ := s.mid(0, d, inf, inf)
		switch {
		case s.stopped:
			return res
		case pn == 0:
			if res.PV = s.principal(d); len(res.PV) > 0 {
				res.Status, res.Move, res.Plies = Proved, res.PV[0], d
			}
			return res
		case dn == 0:
			res.Depth = d
			if s.opts.Report != nil {
				s.opts.Report(Info{Depth: d, Nodes: s.nodes, Time: time.Since(s.start), Quiet: s.quiet})
			}
		}
	}
	res.Status = Disproved
	res.Depth = maxPly
	return res
}

// Next returns a move proved to win for the side to move in pos within
// opts.MaxPly plies (opts.HashMB and Report are ignored), or NoMove if
// the limits run out first or there is none. It keeps the table of the
// last Solve or Next as long as the side to move is the same attacker (and
// the komi the same: the hash does not cover it), so following a proof
// (the attacker's moves after each defender reply) is cheap. The proof it finds need not be a shortest one.
func (s *Solver) Next(ctx context.Context, pos board.Position, opts Options) board.Move {
	if pos.ToMove() != s.att {
		s.tt.clear()
	}
	s.begin(ctx, pos, opts)
	if pos.Result() != board.None || pos.IsOpening() {
		return board.NoMove
	}
	s.quiet = opts.QuietPly > 0
	defer func() { s.quiet = false }()
	return s.attackerMove(0, plies(opts))
}

// begin sets the solver up for a search of pos under opts; the table
// entries are for the side to move as the attacker.
func (s *Solver) begin(ctx context.Context, pos board.Position, opts Options) {
	s.pos = pos
	s.att = pos.ToMove()
	s.ctx, s.opts = ctx, opts
	s.start = time.Now()
	s.nodes, s.stopped = 0, false
	s.deadline = time.Time{}
	if opts.MoveTime > 0 {
		s.deadline = s.start.Add(opts.MoveTime)
	}
	if n := plies(opts); len(s.frames) < n+1 {
		s.frames = make([]frame, n+1)
	}
}

// plies returns the depth opts ask for: odd, within 1..MaxPly.
func plies(opts Options) int {
	n := min(opts.MaxPly, MaxPly)
	if n <= 0 {
		n = DefaultMaxPly
	}
	if n%2 == 0 {
		n--
	}
	return n
}

func (s *Solver) finish(r Result) Result {
	r.Nodes = s.nodes
	r.Time = time.Since(s.start)
	return r
}

// checkEvery is how many nodes pass between looks at the clock and the
// context.
const checkEvery = 1024

// tick counts a node and reports whether the search must stop.
func (s *Solver) tick() bool {
	s.nodes++
	if s.stopped {
		return true
	}
	if s.opts.Nodes > 0 && s.nodes >= s.opts.Nodes {
		s.stopped = true
	} else if s.nodes%checkEvery == 0 {
		if s.ctx != nil && s.ctx.Err() != nil ||
			!s.deadline.IsZero() && time.Now().After(s.deadline) {
			s.stopped = true
		}
	}
	return s.stopped
}
