package selfplay

import (
	"cmp"
	"context"
	"errors"
	"math/rand"
	"slices"
	"strings"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
	"github.com/takengine/takengine/eval"
	"github.com/takengine/takengine/eval/texel"
	"github.com/takengine/takengine/search"
)

// ChoiceConfig says which moves of which games TeacherChoices reads and
// how it scores them.
type ChoiceConfig struct {
	// Teacher is part of the PTN Player1 (White) or Player2 (Black) tag
	// of the engine whose moves are read, e.g. "tiltak".
	Teacher string
	Size    int // board size of the games read; others are skipped
	// FromPly is the first ply read (the balanced openings' plies and
	// the first moves after them are the book's, not the teacher's).
	FromPly int
	// Depth is the search depth from the position after each move; the
	// leaf is where its principal variation ends. 0: the position after
	// the opponent's reply that scores best for the opponent (two plies,
	// static).
	Depth int
	// Keep is how many other moves a choice keeps (default 32): three
	// quarters those that Evaluator scores highest after the two static
	// plies, the rest at random. Each kept move holds a feature vector
	// of about 1 kB, so 25,000 choices take some 800 MB.
	Keep      int
	Holdout   float64             // the share of the games (by key, as LoadPositionsHeld) set aside
	Workers   int                 // positions scored at once (default 1)
	Seed      int64               // for the random moves kept
	Evaluator *eval.Evaluator     // scores the moves and the searches; nil: eval.New()
	Progress  func(done, all int) // called after every 1,000 positions, if set
}

// TeacherChoices reads the teacher's moves in the games of PTN files and
// returns them as choices for texel.FitChoices, split into fitted and
// held-out games. A position is read when the game is not over, neither
// side threatens a road with one placement (the choice there is forced)
// and no position was read before with the same hash; a move that loses
// at once or ends the game is no comparison and is left out, and a
// position where the teacher's move is such a move, or where no other
// move is left, is skipped.
func TeacherChoices(paths []string, cfg ChoiceConfig) (fit, held []texel.Choice, err error) {
	if cfg.Teacher == "" {
		return nil, nil, errors.New("no teacher given")
	}
	cfg.Keep = cmp.Or(cfg.Keep, 32)
	cfg.Workers = max(cfg.Workers, 1)
	if cfg.Evaluator == nil {
		cfg.Evaluator = eval.New()
	}
	type task struct {
		p    board.Position
		m    board.Move
		held bool
	}
	var tasks []task
	seen := map[uint64]bool{}
	cut := holdoutCut(cfg.Holdout)
	for _, path := range paths {
		err := walkPTN(path, cfg.Size, func(p *board.Position, _ float64, key uint64, g *ptn.Game, ply int) {
			if ply < cfg.FromPly || p.ToMove() != teacherColor(g, cfg.Teacher) || seen[p.Hash()] {
				return
			}
			if p.ThreatSquares(board.White) != 0 || p.ThreatSquares(board.Black) != 0 {
				return
			}
			seen[p.Hash()] = true
			tasks = append(tasks, task{*p, g.Moves[ply], key < cut})
		})
		if err != nil {
			return nil, nil, err
		}
	}
	out := make([]*texel.Choice, len(tasks))
	strided(len(tasks), cfg.Workers, cfg.Progress, func(w int) func(int) {
		s := chooser{cfg: &cfg, rng: rand.New(rand.NewSource(cfg.Seed + int64(w)))}
		if cfg.Depth > 0 {
			s.engine = search.NewEngine(4)
			s.engine.SetEvaluator(cfg.Evaluator)
		}
		return func(i int) {
			if c, ok := s.choice(tasks[i].p, tasks[i].m); ok {
				out[i] = &c
			}
		}
	})
	for i, c := range out {
		switch {
		case c == nil:
		case tasks[i].held:
			held = append(held, *c)
		default:
			fit = append(fit, *c)
		}
	}
	return fit, held, nil
}

// holdoutCut is the key below which a game is held out: keys are
// hashes, so about the share holdout of the games, the same ones on
// every run.
func holdoutCut(holdout float64) uint64 {
	if holdout >= 1 {
		return ^uint64(0)
	}
	return uint64(holdout * (1 << 63) * 2)
}

// teacherColor is the colour the teacher plays in g, or a colour that is
// never to move when it plays neither.
func teacherColor(g *ptn.Game, teacher string) board.Color {
	switch {
	case strings.Contains(g.Tag("Player1"), teacher):
		return board.White
	case strings.Contains(g.Tag("Player2"), teacher):
		return board.Black
	}
	return board.Color(2)
}

// chooser scores the moves of one worker's positions.
type chooser struct {
	cfg    *ChoiceConfig
	rng    *rand.Rand
	engine *search.Engine // nil with Depth 0
}

// scored is one move with its two-ply static score and leaf.
type scored struct {
	m     board.Move
	score int
	leaf  eval.Vector
}

// choice builds the choice of move m in p, or reports false when p gives
// no comparison.
func (s *chooser) choice(p board.Position, m board.Move) (texel.Choice, bool) {
	var l board.MoveList
	p.GenerateMoves(&l)
	var chosen scored
	found := false
	var others []scored
	for _, x := range l.Slice() {
		sc, ok := s.twoPly(&p, x)
		switch {
		case x == m && !ok:
			return texel.Choice{}, false
		case x == m:
			chosen, found = sc, true
		case ok:
			others = append(others, sc)
		}
	}
	if !found || len(others) == 0 {
		return texel.Choice{}, false
	}
	slices.SortStableFunc(others, func(a, b scored) int { return cmp.Compare(b.score, a.score) })
	if k := s.cfg.Keep; len(others) > k {
		best := k * 3 / 4
		rest := others[best:]
		s.rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
		others = others[:k]
	}
	c := texel.Choice{White: p.ToMove() == board.White}
	var ok bool
	if c.Chosen, ok = s.leaf(p, chosen); !ok {
		return texel.Choice{}, false
	}
	for _, o := range others {
		if v, ok := s.leaf(p, o); ok {
			c.Others = append(c.Others, v)
		}
	}
	return c, len(c.Others) > 0
}

// leaf is the leaf compared for the scored move sc of p: its two-ply
// static leaf, or with a Depth the end of a search after it.
func (s *chooser) leaf(p board.Position, sc scored) (eval.Vector, bool) {
	if s.engine == nil {
		return sc.leaf, true
	}
	return s.searchLeaf(p, sc.m)
}

// twoPly scores move m in p for the side to move by the static score
// after the opponent's reply that scores best for the opponent, with
// that position's features; ok is false when m or a reply ends the game
// (a reply that loses for the opponent is not one it would choose).
func (s *chooser) twoPly(p *board.Position, m board.Move) (sc scored, ok bool) {
	mover := p.ToMove()
	u := p.Make(m)
	defer p.Unmake(m, u)
	if p.Result() != board.None {
		return sc, false
	}
	var l board.MoveList
	p.GenerateMoves(&l)
	best, bestReply := 0, board.NoMove
	for _, r := range l.Slice() {
		u2 := p.Make(r)
		res := p.Result()
		score := 0
		if res == board.None {
			score = s.cfg.Evaluator.Evaluate(p) // the mover to move again
		}
		p.Unmake(r, u2)
		if res != board.None {
			if w, won := res.Winner(); won && w != mover {
				return sc, false // the opponent wins at once
			}
			continue // a reply that loses or draws is not the opponent's best
		}
		if bestReply == board.NoMove || score < best {
			best, bestReply = score, r
		}
	}
	if bestReply == board.NoMove {
		return sc, false
	}
	sc.m, sc.score = m, best
	u2 := p.Make(bestReply)
	eval.Features(p, &sc.leaf)
	p.Unmake(bestReply, u2)
	return sc, true
}

// searchLeaf returns the features where the principal variation of a
// Depth search after m in p ends; ok is false when that line is shorter
// or ends the game.
func (s *chooser) searchLeaf(p board.Position, m board.Move) (v eval.Vector, ok bool) {
	p.Make(m)
	r := s.engine.Search(context.Background(), board.NewHistory(p), search.Limits{Depth: s.cfg.Depth}, nil)
	if len(r.PV) < s.cfg.Depth {
		return v, false
	}
	for _, x := range r.PV[:s.cfg.Depth] {
		p.Make(x)
		if p.Result() != board.None {
			return v, false
		}
	}
	eval.Features(&p, &v)
	return v, true
}
