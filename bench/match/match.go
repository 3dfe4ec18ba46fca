package match

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"sync"
	"time"

	"github.com/takengine/takengine/bench/shard"
	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
)

// Config describes a match. Zero durations and MaxPlies take the defaults
// given with them.
type Config struct {
	Engines  [2]EngineSpec
	Size     int         // board size, 3..8
	HalfKomi int         // komi in half flats, sent as HalfKomi
	Games    int         // games to play (fewer when the SPRT decides)
	TC       TimeControl // engine 1's time control, and engine 2's unless TC2 is set; unused when Nodes is set
	// TC2, when its base is above zero, is engine 2's time control (a
	// time-odds match: how much a second clock is worth, or a weaker
	// engine given more time); zero: TC for both.
	TC2 TimeControl
	// Nodes, when above 0, replaces the clocks: every move is asked for
	// with `go nodes Nodes`, and a move slower than MoveLimit loses on
	// time. Fixed-node engines with a table cleared by teinewgame play
	// the same games on every run, on any machine.
	Nodes       uint64
	MoveLimit   time.Duration // with Nodes: the wall time a move may take (60s)
	Openings    []Opening     // each played twice, colours swapped; nil: the empty board
	Concurrency int           // games at once, each with its own engine processes
	// Shard, if set, plays only its slice of the rounds 1..Games (round i
	// goes to shard (i-1) mod N + 1); the zero Shard plays them all.
	Shard shard.Shard

	// Resume holds the games of an earlier run of this match (read back
	// from its PTN file by ResumePTN): their rounds are not played again,
	// they count in the score and the summary, and are not written again.
	Resume []ptn.Game

	SPRT         *SPRT     // stop when this test decides; nil: play all games (progress shows StandardSPRT's LLR)
	PTN          io.Writer // every game as PTN, in round order; nil: none
	Log          io.Writer // every protocol line; nil: none
	Progress     io.Writer // a line per game and the final summary; nil: none
	EngineStderr io.Writer // the engines' stderr; nil: into Log, or discarded

	Grace        time.Duration // waited beyond a mover's clock before it loses on time (1s)
	QuitWait     time.Duration // waited after quit before killing an engine (1s)
	StartTimeout time.Duration // for teiok and each readyok (30s)
	MaxPlies     int           // a game longer than this stops with result * (1000)
}

func (cfg *Config) setDefaults() {
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&cfg.Grace, time.Second)
	def(&cfg.QuitWait, time.Second)
	def(&cfg.StartTimeout, 30*time.Second)
	def(&cfg.MoveLimit, 60*time.Second)
	if cfg.MaxPlies <= 0 {
		cfg.MaxPlies = 1000
	}
	if cfg.Concurrency <= 0 {
		cfg.Concurrency = 1
	}
	if n := cfg.Shard.Count(cfg.Games); n > 0 && cfg.Concurrency > n {
		cfg.Concurrency = n
	}
	if cfg.Engines[0].Name == cfg.Engines[1].Name {
		for i := range cfg.Engines {
			cfg.Engines[i].Name += fmt.Sprintf(" (%d)", i+1)
		}
	}
}

func (cfg *Config) check() error {
	if cfg.Size < board.MinSize || cfg.Size > board.MaxSize {
		return fmt.Errorf("size %d is not between %d and %d", cfg.Size, board.MinSize, board.MaxSize)
	}
	if cfg.HalfKomi < -board.MaxHalfKomi || cfg.HalfKomi > board.MaxHalfKomi {
		return fmt.Errorf("komi %s is out of range", board.Komi(cfg.HalfKomi))
	}
	if cfg.Games <= 0 {
		return fmt.Errorf("games must be positive")
	}
	if cfg.Nodes == 0 && (cfg.TC.Base <= 0 || cfg.TC.Inc < 0) {
		return fmt.Errorf("bad time control %v", cfg.TC)
	}
	if cfg.TC2 != (TimeControl{}) && (cfg.Nodes > 0 || cfg.TC2.Base <= 0 || cfg.TC2.Inc < 0) {
		return fmt.Errorf("bad time control for engine 2 %v (and none with a fixed-node match)", cfg.TC2)
	}
	for i, e := range cfg.Engines {
		if e.Path == "" {
			return fmt.Errorf("engine %d has no command", i+1)
		}
	}
	for i := range cfg.Openings {
		o := &cfg.Openings[i]
		if o.Root.Size() != cfg.Size || o.Root.HalfKomi() != cfg.HalfKomi {
			return fmt.Errorf("opening %d is for size %d komi %s", i+1, o.Root.Size(), board.Komi(o.Root.HalfKomi()))
		}
	}
	if !cfg.Shard.Whole() && (cfg.Shard.K < 1 || cfg.Shard.K > cfg.Shard.N || cfg.Shard.Count(cfg.Games) == 0) {
		return fmt.Errorf("shard %v of %d games plays none of them", cfg.Shard, cfg.Games)
	}
	if cfg.SPRT != nil {
		if !cfg.Shard.Whole() {
			return fmt.Errorf("an SPRT cannot stop one shard of a match: give it to match merge")
		}
		return cfg.SPRT.check()
	}
	return nil
}

// tcText is the time control as reports and the TC tag show it: the -tc
// text, "nodes N" for a fixed-node match, or engine 1's and engine 2's
// "10+0.1 vs 20+0.2" for a time-odds match.
func (cfg *Config) tcText() string {
	if cfg.Nodes > 0 {
		return fmt.Sprintf("nodes %d", cfg.Nodes)
	}
	if cfg.odds() {
		return cfg.TC.String() + " vs " + cfg.TC2.String()
	}
	return cfg.TC.String()
}

// odds reports a time-odds match: engine 2 has a time control of its own.
func (cfg *Config) odds() bool { return cfg.TC2 != (TimeControl{}) && cfg.TC2 != cfg.TC }

// engineTC is the time control of engine i (0 or 1).
func (cfg *Config) engineTC(i int) TimeControl {
	if i == 1 && cfg.TC2 != (TimeControl{}) {
		return cfg.TC2
	}
	return cfg.TC
}

// engineStderr is where engine id's stderr goes.
func (cfg *Config) engineStderr(id string, log *protoLog) io.Writer {
	switch {
	case cfg.EngineStderr != nil:
		return cfg.EngineStderr
	case log != nil:
		return &logWriter{log: log, id: id}
	}
	return nil
}

// Report is the outcome of a match.
type Report struct {
	Config   Config // as run, with defaults filled in
	Games    []*Game
	Score    Score // engine 1's
	Decision Decision
	Stopped  string // why the match ended before Config.Games ("" if it did not)
	Resumed  int    // games of Games taken from Config.Resume, not played in this run
	Elapsed  time.Duration
}

// runner is the state the workers share.
type runner struct {
	ctx      context.Context
	cfg      *Config
	log      *protoLog
	progress io.Writer
	start    time.Time

	rounds    []int // the rounds this run plays, 0-based, in order
	mu        sync.Mutex
	next      int // the index in rounds to hand out next
	stopped   string
	err       error
	rep       Report
	pending   map[int]*Game // finished but not yet written as PTN, by round (1-based)
	nextWrite int           // the index in rounds to write next
}

// Run plays the match. It returns when Config.Games games are played, the
// SPRT has decided, ctx is cancelled (running games are finished first) or
// an engine cannot be started or restarted; the error is then an
// EngineError, and the report holds the games played so far.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	cfg.setDefaults()
	if err := cfg.check(); err != nil {
		return nil, err
	}
	done, err := cfg.resumed(cfg.Resume)
	if err != nil {
		return nil, err
	}
	r := &runner{
		cfg: &cfg, log: newProtoLog(cfg.Log), progress: cfg.Progress, start: time.Now(),
		pending: map[int]*Game{},
	}
	if r.progress == nil {
		r.progress = io.Discard
	}
	r.rep.Config = cfg
	r.resume(done)
	for i := 0; i < cfg.Games; i++ {
		if cfg.Shard.Owns(i) && !slices.ContainsFunc(done, func(g *Game) bool { return g.Round == i+1 }) {
			r.rounds = append(r.rounds, i)
		}
	}
	if len(r.rounds) == 0 || r.stopped != "" {
		r.rep.Stopped = r.stopped
		r.rep.WriteSummary(r.progress)
		return &r.rep, nil
	}
	if n := len(r.rounds); cfg.Concurrency > n {
		cfg.Concurrency = n
		r.rep.Config.Concurrency = n
	}
	workers := make([]*worker, cfg.Concurrency)
	for i := range workers {
		workers[i] = &worker{id: i + 1, cfg: &cfg, log: r.log}
	}
	if err := startAll(workers); err != nil {
		closeAll(workers)
		return nil, err
	}
	r.ctx = ctx
	var wg sync.WaitGroup
	for _, w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r.work(w)
		}()
	}
	wg.Wait()
	closeAll(workers)
	r.flushAll()
	r.rep.Elapsed = time.Since(r.start)
	r.rep.Stopped = r.stopped
	r.rep.WriteSummary(r.progress)
	return &r.rep, r.err
}

// startAll starts every worker's engines at once and returns the first
// error.
func startAll(workers []*worker) error {
	errs := make([]error, len(workers))
	var wg sync.WaitGroup
	for k, w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 2 {
				if err := w.ensure(i); err != nil {
					errs[k] = err
					return
				}
			}
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

// closeAll stops every engine at once (quit, up to QuitWait, kill).
func closeAll(workers []*worker) {
	var wg sync.WaitGroup
	for _, w := range workers {
		for i := range 2 {
			if e := w.engines[i]; e != nil {
				wg.Add(1)
				go func() {
					defer wg.Done()
					e.stop(w.cfg.QuitWait)
				}()
				w.engines[i] = nil
			}
		}
	}
	wg.Wait()
}

// work plays rounds until there are none left or the match stops.
func (r *runner) work(w *worker) {
	for {
		round, ok := r.take()
		if !ok {
			return
		}
		op, oi := r.opening(round)
		g, err := w.play(round+1, op, oi, round%2)
		if err != nil {
			r.halt("engine error", err)
			return
		}
		r.finish(g)
	}
}

// take hands out the next round, 0-based.
func (r *runner) take() (int, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.stopped == "" && r.ctx.Err() != nil {
		r.stopped = "interrupted"
	}
	if r.stopped != "" || r.next >= len(r.rounds) {
		return 0, false
	}
	r.next++
	return r.rounds[r.next-1], true
}

// opening returns round's opening: the book is played in order, each line
// twice (engine 1 White first), and starts over when it runs out.
func (r *runner) opening(round int) (*Opening, int) {
	if len(r.cfg.Openings) == 0 {
		o, _ := EmptyOpening(r.cfg.Size, r.cfg.HalfKomi) // the size and komi were checked
		return &o, -1
	}
	i := round / 2 % len(r.cfg.Openings)
	return &r.cfg.Openings[i], i
}

// resume counts the games of an earlier run, and stops the match at once
// when they already decide the SPRT.
func (r *runner) resume(done []*Game) {
	if len(done) == 0 {
		return
	}
	for _, g := range done {
		r.rep.Games = append(r.rep.Games, g)
		r.rep.Score.add(g.Points())
	}
	r.rep.Resumed = len(done)
	fmt.Fprintf(r.progress, "resumed %d games from the PTN file\n  %s\n", len(done), r.rep.scoreLine())
	if t := r.cfg.SPRT; t != nil {
		if d := t.Decide(r.rep.Score); d != Continue {
			r.rep.Decision, r.stopped = d, "SPRT: "+d.String()
		}
	}
}

// halt stops handing out rounds; the first reason and error are kept.
func (r *runner) halt(reason string, err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.stopped == "" {
		r.stopped = reason
	}
	if err != nil && r.err == nil {
		r.err = err
	}
}

// finish records a game: score, progress line, PTN, SPRT.
func (r *runner) finish(g *Game) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.rep.Games = append(r.rep.Games, g)
	r.rep.Score.add(g.Points())
	r.pending[g.Round] = g
	for r.nextWrite < len(r.rounds) && r.pending[r.rounds[r.nextWrite]+1] != nil {
		round := r.rounds[r.nextWrite] + 1
		r.writePTN(r.pending[round])
		delete(r.pending, round)
		r.nextWrite++
	}
	r.printGame(g)
	if t := r.cfg.SPRT; t != nil {
		if d := t.Decide(r.rep.Score); d != Continue {
			r.rep.Decision = d
			if r.stopped == "" {
				r.stopped = "SPRT: " + d.String()
			}
		}
	}
}

func (r *runner) writePTN(g *Game) {
	if r.cfg.PTN == nil {
		return
	}
	if err := g.WritePTN(r.cfg.PTN); err != nil && r.err == nil {
		r.err = fmt.Errorf("writing PTN: %v", err)
		if r.stopped == "" {
			r.stopped = "PTN write error"
		}
	}
}

// flushAll writes the games still pending (rounds after one that was never
// played), in round order.
func (r *runner) flushAll() {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, i := range r.rounds[r.nextWrite:] {
		if g := r.pending[i+1]; g != nil {
			r.writePTN(g)
			delete(r.pending, i+1)
		}
	}
	slices.SortFunc(r.rep.Games, func(a, b *Game) int { return a.Round - b.Round })
}

// printGame writes the progress lines for a finished game.
func (r *runner) printGame(g *Game) {
	what := g.Reason.String()
	if g.Reason.IsForfeit() {
		what = g.Termination()
		if g.Detail != "" {
			what += ": " + g.Detail
		}
	}
	fmt.Fprintf(r.progress, "game %d/%d: %s (White) vs %s (Black): %s (%s, %d plies, %.1fs)\n",
		g.Round, r.cfg.Games, g.Players[0], g.Players[1], g.Result, what, len(g.Plies), g.Elapsed.Seconds())
	fmt.Fprintf(r.progress, "  %s\n", r.rep.scoreLine())
}
