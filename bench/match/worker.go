package match

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/takengine/takengine/board"
)

// worker plays games one after the other with its own pair of engine
// processes.
type worker struct {
	id      int // 1-based
	cfg     *Config
	log     *protoLog
	engines [2]*engine // nil when not running
	starts  [2]int     // processes started per engine, for log ids
}

// EngineError is a failure to start or set up an engine: it cannot be
// played with, so the match stops.
type EngineError struct {
	Engine int // 0 or 1
	Name   string
	Err    error
}

// Error implements error.
func (e *EngineError) Error() string {
	return fmt.Sprintf("engine %d (%s): %v", e.Engine+1, e.Name, e.Err)
}

// Unwrap returns the underlying error.
func (e *EngineError) Unwrap() error { return e.Err }

// ensure starts engine i if it is not running: spawn, tei handshake,
// HalfKomi, isready.
func (w *worker) ensure(i int) error {
	if w.engines[i] != nil {
		return nil
	}
	w.starts[i]++
	id := fmt.Sprintf("w%d.e%d", w.id, i+1)
	if w.starts[i] > 1 {
		id += fmt.Sprintf(".%d", w.starts[i])
	}
	spec := w.cfg.Engines[i]
	fail := func(err error) error { return &EngineError{Engine: i, Name: spec.Name, Err: err} }
	e, err := startEngine(spec, id, w.log, w.cfg.engineStderr(id, w.log))
	if err != nil {
		return fail(err)
	}
	if err := e.handshake(w.cfg.StartTimeout); err != nil {
		e.stop(w.cfg.QuitWait)
		return fail(err)
	}
	if err := e.configure(w.cfg.HalfKomi, w.cfg.StartTimeout); err != nil {
		e.stop(w.cfg.QuitWait)
		return fail(err)
	}
	w.engines[i] = e
	return nil
}

// retire stops engine i; the next game starts a fresh process.
func (w *worker) retire(i int) {
	if e := w.engines[i]; e != nil {
		e.stop(w.cfg.QuitWait)
		w.engines[i] = nil
	}
}

// close stops both engines.
func (w *worker) close() {
	w.retire(0)
	w.retire(1)
}

// play plays one game: round (1-based), the opening (index oi, -1
// without a book) and which engine plays White. The error is an
// EngineError when an engine could not be (re)started; the game is then
// not played.
func (w *worker) play(round int, op *Opening, oi, whiteEngine int) (*Game, error) {
	cfg := w.cfg
	g := &Game{
		Round: round, Opening: oi, Book: op.Text, White: whiteEngine,
		Players: [2]string{cfg.Engines[whiteEngine].Name, cfg.Engines[1-whiteEngine].Name},
		Engines: [2]string{cfg.Engines[0].Name, cfg.Engines[1].Name}, TC: cfg.tcText(), Shard: cfg.Shard.String(),
		Start: time.Now(), Clock: cfg.ptnClock(), Root: op.Root, Startpos: op.Startpos,
		Winner: NoColor, Forfeit: NoColor, maxPlies: cfg.MaxPlies,
	}
	engineOf := func(c board.Color) int { return whiteEngine ^ int(c) }
	w.log.event(fmt.Sprintf("w%d", w.id), "game %d: %s (White) vs %s (Black), opening %q",
		round, g.Players[0], g.Players[1], op.Text)
	for _, c := range []board.Color{board.White, board.Black} {
		if err := w.ensure(engineOf(c)); err != nil {
			return nil, err
		}
	}
	defer func() { g.Elapsed = time.Since(g.Start) }()
	for _, c := range []board.Color{board.White, board.Black} {
		i := engineOf(c)
		if err := w.engines[i].newGame(op.Root.Size(), cfg.StartTimeout); err != nil {
			w.forfeit(g, c, Crash, fmt.Sprintf("at teinewgame: %v", err), err)
			return g, nil
		}
	}

	ref := newReferee(op.Root)
	var moves strings.Builder
	moves.WriteString(rootCommand(op))
	for _, m := range op.Plies {
		ref.play(m)
		g.Plies = append(g.Plies, m)
		g.Comments = append(g.Comments, "")
		moves.WriteString(m.String() + " ")
	}
	// Each colour's clock is the time control of the engine playing it.
	var clock, inc [2]time.Duration
	for _, c := range []board.Color{board.White, board.Black} {
		tc := cfg.engineTC(engineOf(c))
		clock[c], inc[c] = tc.Base, tc.Inc
	}
	for !w.gameOver(g, ref) {
		mover := ref.pos().ToMove()
		i := engineOf(mover)
		left, goLine := clock[mover], goCommand(clock, inc)
		if cfg.Nodes > 0 {
			left, goLine = cfg.MoveLimit, fmt.Sprintf("go nodes %d", cfg.Nodes)
		}
		deadline := time.Now().Add(left + cfg.Grace)
		word, info, used, err := w.engines[i].think(moves.String(), goLine, deadline)
		if !w.judgeMove(g, ref, word, info, used, left, err) {
			return g, nil
		}
		moves.WriteString(word + " ")
		clock[mover] += inc[mover] - used
	}
	return g, nil
}

// gameOver ends the game if it is over by Racetrack's checks, in its
// order: the length cap, then threefold repetition, then the board.
func (w *worker) gameOver(g *Game, ref *referee) bool {
	if ref.plies > w.cfg.MaxPlies {
		g.Result, g.Reason = "*", LengthCap
		return true
	}
	if ref.repeated() {
		g.Result, g.Reason = board.Draw.String(), Repetition
		return true
	}
	r := ref.pos().Result()
	if r == board.None {
		return false
	}
	g.Result, g.Reason = r.String(), Flats
	if r.IsRoad() {
		g.Reason = Road
	}
	if c, ok := r.Winner(); ok {
		g.Winner = int(c)
	}
	return true
}

// judgeMove referees the mover's answer (word from bestmove, the time used
// with left on its clock, the error of think) and plays it. It reports
// false when the mover forfeited the game.
func (w *worker) judgeMove(g *Game, ref *referee, word string, info evalInfo, used, left time.Duration, err error) bool {
	mover := ref.pos().ToMove()
	switch {
	case errors.Is(err, errTimeout):
		w.forfeit(g, mover, Time, fmt.Sprintf("no bestmove after %.2fs", used.Seconds()), err)
		return false
	case err != nil:
		w.forfeit(g, mover, Crash, "", err)
		return false
	}
	m, err := board.ParseMove(word, ref.pos().Size())
	if err != nil || m.String() != word {
		w.forfeit(g, mover, Malformed, fmt.Sprintf("bestmove %q", word), err)
		return false
	}
	if !ref.pos().IsLegal(m) {
		w.forfeit(g, mover, Illegal, fmt.Sprintf("bestmove %q", word), nil)
		return false
	}
	ref.play(m)
	late := used > left
	// Racetrack plays a late move, then flags the mover, so the move is
	// kept in the record, unless it ended the game on the board: a result
	// of 1-0 under a road for Black would make the PTN contradict itself.
	if !late || ref.pos().Result() == board.None {
		g.Plies = append(g.Plies, m)
		g.Comments = append(g.Comments, evalComment(info, mover, used))
	}
	if late {
		detail := fmt.Sprintf("%.3fs used, %.3fs left", used.Seconds(), left.Seconds())
		if ref.pos().Result() != board.None {
			detail += fmt.Sprintf(", for %s, not recorded: it ended the game", word)
		}
		w.forfeit(g, mover, Time, detail, nil)
		return false
	}
	return true
}

// forfeit ends the game as lost by colour c and retires its engine, so
// the next game gets a fresh process.
func (w *worker) forfeit(g *Game, c board.Color, r Reason, detail string, err error) {
	g.Reason, g.Forfeit, g.Winner = r, int(c), int(c.Other())
	g.Result = "1-0"
	if c == board.White {
		g.Result = "0-1"
	}
	g.Detail, g.EngineErr = detail, err
	if detail == "" && err != nil {
		g.Detail = err.Error()
	}
	i := g.White ^ int(c)
	w.log.event(fmt.Sprintf("w%d", w.id), "game %d: %s (%s) forfeits: %s, %s; restarting it",
		g.Round, w.cfg.Engines[i].Name, colorName(c), r, g.Detail)
	w.retire(i)
}
