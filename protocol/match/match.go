package match

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/takengine/takengine/board"
)

// TimeControl is a base time per game and an increment per move.
type TimeControl struct {
	Base, Inc time.Duration
}

// ParseTimeControl reads Racetrack's "<seconds>[+<increment seconds>]",
// decimals allowed: "10+0.1", "60", "0.5+0.05".
func ParseTimeControl(s string) (TimeControl, error) {
	base, inc, hasInc := strings.Cut(s, "+")
	b, err := parseSeconds(base)
	if err != nil || b <= 0 {
		return TimeControl{}, fmt.Errorf("time control %q: want seconds[+increment], e.g. 10+0.1", s)
	}
	tc := TimeControl{Base: b}
	if hasInc {
		if tc.Inc, err = parseSeconds(inc); err != nil {
			return TimeControl{}, fmt.Errorf("time control %q: bad increment %q", s, inc)
		}
	}
	return tc, nil
}

func parseSeconds(s string) (time.Duration, error) {
	x, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if err != nil || math.IsNaN(x) || x < 0 || x > 1e6 {
		return 0, fmt.Errorf("bad seconds %q", s)
	}
	return time.Duration(x * float64(time.Second)), nil
}

// String writes the time control as ParseTimeControl reads it.
func (tc TimeControl) String() string {
	return strconv.FormatFloat(tc.Base.Seconds(), 'f', -1, 64) + "+" +
		strconv.FormatFloat(tc.Inc.Seconds(), 'f', -1, 64)
}

// ptnClock writes Racetrack's Clock tag, "minutes:seconds +increment".
func (tc TimeControl) ptnClock() string {
	min := int(tc.Base / time.Minute)
	sec := (tc.Base - time.Duration(min)*time.Minute).Seconds()
	return fmt.Sprintf("%d:%s +%s", min, strconv.FormatFloat(sec, 'f', -1, 64),
		strconv.FormatFloat(tc.Inc.Seconds(), 'f', -1, 64))
}

// Config describes a match. Zero durations and MaxPlies take the defaults
// given with them.
type Config struct {
	Engines     [2]EngineSpec
	Size        int         // board size, 3..8
	HalfKomi    int         // komi in half flats, sent as HalfKomi
	Games       int         // games to play (fewer when the SPRT decides)
	TC          TimeControl // the same for both engines
	Openings    []Opening   // each played twice, colours swapped; nil: the empty board
	Concurrency int         // games at once, each with its own engine processes

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
	if cfg.MaxPlies <= 0 {
		cfg.MaxPlies = 1000
	}
	if cfg.Concurrency <= 0 {
		cfg.Concurrency = 1
	}
	if cfg.Games > 0 && cfg.Concurrency > cfg.Games {
		cfg.Concurrency = cfg.Games
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
		return fmt.Errorf("komi %s is out of range", komiString(cfg.HalfKomi))
	}
	if cfg.Games <= 0 {
		return fmt.Errorf("games must be positive")
	}
	if cfg.TC.Base <= 0 || cfg.TC.Inc < 0 {
		return fmt.Errorf("bad time control %v", cfg.TC)
	}
	for i, e := range cfg.Engines {
		if e.Path == "" {
			return fmt.Errorf("engine %d has no command", i+1)
		}
	}
	for i := range cfg.Openings {
		o := &cfg.Openings[i]
		if o.Root.Size() != cfg.Size || o.Root.HalfKomi() != cfg.HalfKomi {
			return fmt.Errorf("opening %d is for size %d komi %s", i+1, o.Root.Size(), komiString(o.Root.HalfKomi()))
		}
	}
	if cfg.SPRT != nil {
		return cfg.SPRT.check()
	}
	return nil
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
	Elapsed  time.Duration
}

// runner is the state the workers share.
type runner struct {
	ctx      context.Context
	cfg      *Config
	log      *protoLog
	progress io.Writer
	start    time.Time

	mu        sync.Mutex
	next      int // the next round to hand out, 0-based
	stopped   string
	err       error
	rep       Report
	pending   map[int]*Game // finished but not yet written as PTN
	nextWrite int           // the next round to write, 1-based
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
	r := &runner{
		cfg: &cfg, log: newProtoLog(cfg.Log), progress: cfg.Progress, start: time.Now(),
		pending: map[int]*Game{}, nextWrite: 1,
	}
	if r.progress == nil {
		r.progress = io.Discard
	}
	r.rep.Config = cfg
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
	if r.stopped != "" || r.next >= r.cfg.Games {
		return 0, false
	}
	r.next++
	return r.next - 1, true
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
	switch g.Points() {
	case 1:
		r.rep.Score.Wins++
	case 0:
		r.rep.Score.Losses++
	default:
		r.rep.Score.Draws++
	}
	r.pending[g.Round] = g
	for r.pending[r.nextWrite] != nil {
		r.writePTN(r.pending[r.nextWrite])
		delete(r.pending, r.nextWrite)
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
	for round := r.nextWrite; len(r.pending) > 0; round++ {
		if g := r.pending[round]; g != nil {
			r.writePTN(g)
			delete(r.pending, round)
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

// scoreLine is the running score: games, W-L-D, score, Elo and the SPRT.
func (rep *Report) scoreLine() string {
	s := rep.Score
	games := "games"
	if s.Games() == 1 {
		games = "game"
	}
	line := fmt.Sprintf("%d %s, engine 1 +%d -%d =%d, score %.1f%%, Elo %s",
		s.Games(), games, s.Wins, s.Losses, s.Draws, 100*s.Fraction(), formatElo(s))
	t, _ := rep.sprt()
	lo, hi := t.Bounds()
	return line + fmt.Sprintf(", LLR %.2f [%.2f, %.2f]", t.LLR(s), lo, hi)
}

// sprt returns the test shown in reports: Config.SPRT (stops reports
// true) or, without one, StandardSPRT.
func (rep *Report) sprt() (t SPRT, stops bool) {
	if rep.Config.SPRT != nil {
		return *rep.Config.SPRT, true
	}
	return StandardSPRT(), false
}

// WriteSummary writes the final report: the match, the score with Elo,
// results by colour and by ending, forfeits per engine and the SPRT.
func (rep *Report) WriteSummary(w io.Writer) {
	cfg := &rep.Config
	fmt.Fprintf(w, "\nmatch: %s vs %s, %dx%d, komi %s, tc %v, concurrency %d\n",
		cfg.Engines[0].Name, cfg.Engines[1].Name, cfg.Size, cfg.Size, komiString(cfg.HalfKomi), cfg.TC, cfg.Concurrency)
	el := rep.Elapsed.Round(time.Second)
	if rep.Elapsed < 10*time.Second {
		el = rep.Elapsed.Round(10 * time.Millisecond)
	}
	fmt.Fprintf(w, "played %d of %d games in %v", len(rep.Games), cfg.Games, el)
	if rep.Stopped != "" {
		fmt.Fprintf(w, ", stopped: %s", rep.Stopped)
	}
	fmt.Fprintln(w)
	s := rep.Score
	fmt.Fprintf(w, "engine 1 (%s): +%d -%d =%d, score %.1f%%, Elo %s (95%%)\n",
		cfg.Engines[0].Name, s.Wins, s.Losses, s.Draws, 100*s.Fraction(), formatElo(s))
	var white, black, draws int
	var reasons [numReasons]int
	var forfeits [2][numReasons]int
	for _, g := range rep.Games {
		switch g.Winner {
		case int(board.White):
			white++
		case int(board.Black):
			black++
		default:
			draws++
		}
		reasons[g.Reason]++
		if g.Forfeit != NoColor {
			forfeits[g.White^g.Forfeit][g.Reason]++
		}
	}
	fmt.Fprintf(w, "by colour: White won %d, Black won %d, %d drawn\n", white, black, draws)
	var parts []string
	for k := Reason(0); k < numReasons; k++ {
		parts = append(parts, fmt.Sprintf("%s %d", k, reasons[k]))
	}
	fmt.Fprintf(w, "endings: %s\n", strings.Join(parts, ", "))
	for i := range 2 {
		parts = parts[:0]
		for k := Time; k < numReasons; k++ {
			if n := forfeits[i][k]; n > 0 {
				parts = append(parts, fmt.Sprintf("%s %d", k, n))
			}
		}
		if len(parts) == 0 {
			parts = append(parts, "none")
		}
		fmt.Fprintf(w, "forfeits by engine %d: %s\n", i+1, strings.Join(parts, ", "))
	}
	t, stops := rep.sprt()
	lo, hi := t.Bounds()
	note := ""
	if !stops {
		note = " (for information: no -sprt, the match does not stop on it)"
	}
	fmt.Fprintf(w, "SPRT %v: LLR %.2f [%.2f, %.2f], %v%s\n", t, t.LLR(s), lo, hi, t.Decide(s), note)
}
