package protocol

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"strconv"
	"sync"
	"time"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/search"
)

// Timing promises of the protocol and the margins that keep them.
const (
	// stopGrace is how long stop waits for the search to return before it
	// answers with the best move reported so far (TEI asks for bestmove
	// within 50 ms of stop).
	stopGrace = 25 * time.Millisecond
	// quitGrace is how long quit waits for the search to wind down before
	// Run returns (the process must exit within 100 ms).
	quitGrace = 50 * time.Millisecond
	// idleWait is how long a command that needs the engine waits for a
	// stopped search to return before it gives up on that engine and
	// builds a new one (see waitIdle); abandonAfter replaces it while an
	// earlier search is still running on an abandoned engine.
	idleWait     = 20 * time.Millisecond
	abandonAfter = 2 * time.Second
	// fallbackMoveTime bounds a go whose limits were all malformed: the
	// client still gets a bestmove instead of waiting forever.
	fallbackMoveTime = time.Second
	// watchdogReserve is the least clock time the watchdog leaves for
	// answering and the pipe round trip (see watchdog).
	watchdogReserve = 100 * time.Millisecond
)

// searchRun is one go: the search goroutine, its cancellation, and the
// guarantee of exactly one bestmove.
type searchRun struct {
	cancel  context.CancelFunc
	done    chan struct{} // closed when the search goroutine has returned
	root    board.Position
	start   time.Time
	wdl     bool // print wdl fields
	cpScale int  // the CpScale option
	multiPV bool // the MultiPV option is above 1: info lines carry multipv
	threads int  // the Threads option

	mu       sync.Mutex
	answered bool        // bestmove printed, or withheld for quit
	failed   bool        // the search panicked; its engine is not reused
	last     search.Info // latest report (PV copied)
}

// claim reports whether the caller is the one to print bestmove: true
// exactly once per search.
func (r *searchRun) claim() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.answered {
		return false
	}
	r.answered = true
	return true
}

// lastInfo returns the latest progress report.
func (r *searchRun) lastInfo() search.Info {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.last
}

// startSearch runs the engine on the current position of game in a new
// goroutine, which owns game from then on.
func (h *Handler) startSearch(game *board.History, lim search.Limits) {
	root := *game.Position()
	ctx, cancel := context.WithCancel(context.Background())
	r := &searchRun{
		cancel:  cancel,
		done:    make(chan struct{}),
		root:    root,
		start:   time.Now(),
		wdl:     h.opt.v[optShowWDL] != 0,
		cpScale: h.opt.v[optCpScale],
		multiPV: h.opt.v[optMultiPV] > 1,
		threads: h.opt.v[optThreads],
	}
	h.cur = r
	go h.think(ctx, r, h.eng, h.tableReady, game, lim)
	if d := watchdog(lim, root.ToMove()); d > 0 {
		go h.guard(r, d)
	}
}

// watchdog returns the time after which a search with limits lim is
// overdue, 0 for none: the movetime, or the mover's clock less a reserve
// of a quarter of it (at least watchdogReserve and lim.Overhead, at most
// half), whichever comes first. A mover whose own clock is missing while
// other clock fields came (a GUI that sends only the opponent's clock, or
// only increments) is treated as having its increment on the clock, or
// fallbackMoveTime without one. The search budgets its own time well
// inside this; the watchdog is a last resort, so that a search that
// overruns (a slow node, a starved CPU) costs a shallower move and not a
// loss on time.
func watchdog(lim search.Limits, toMove board.Color) time.Duration {
	if lim.Infinite {
		return 0
	}
	mine, inc := lim.WTime, lim.WInc
	if toMove == board.Black {
		mine, inc = lim.BTime, lim.BInc
	}
	if mine == 0 && lim.WTime+lim.BTime+lim.WInc+lim.BInc > 0 {
		mine = inc
		if mine == 0 {
			mine = fallbackMoveTime
		}
	}
	d := lim.MoveTime
	if mine > 0 {
		reserve := min(max(mine/4, watchdogReserve, lim.Overhead), mine/2)
		if d == 0 || mine-reserve < d {
			d = mine - reserve
		}
	}
	return d
}

// guard stops the search r once it is overdue and, when it does not
// return within stopGrace, answers for it as stop does.
func (h *Handler) guard(r *searchRun, overdue time.Duration) {
	t := time.NewTimer(overdue)
	defer t.Stop()
	select {
	case <-r.done:
		return
	case <-t.C:
	}
	r.cancel()
	t.Reset(stopGrace)
	select {
	case <-r.done:
	case <-t.C:
		if r.claim() {
			h.answerEarly(r)
		}
	}
}

// think is the search goroutine. It first waits for background work on
// the table (tableReady, nil for none); a search stopped before the table
// is ready answers with the first legal move. After go infinite it holds
// the answer back until stop, even when the search ends by itself.
func (h *Handler) think(ctx context.Context, r *searchRun, eng searcher, tableReady <-chan struct{}, game *board.History, lim search.Limits) {
	defer close(r.done)
	defer r.cancel()
	if tableReady != nil {
		select {
		case <-tableReady:
		case <-ctx.Done():
			if r.claim() {
				h.answerEarly(r)
			}
			return
		}
	}
	eng.SetThreads(r.threads) // here, once background work on the engine is done
	res, err := h.searchSafely(ctx, r, eng, game, lim)
	if lim.Infinite {
		<-ctx.Done()
	}
	if !r.claim() {
		return
	}
	if err != nil {
		h.errorf("internal: %v", err)
		h.answerEarly(r) // the best move seen so far
		return
	}
	h.answer(r, res)
}

// searchSafely runs the search, reporting progress. A panic in the search
// is recovered as a last resort, so that one bad search costs a weak move
// and not the game: it is returned as an error, the stack goes to the log,
// and the run is marked failed so that its engine is not used again.
func (h *Handler) searchSafely(ctx context.Context, r *searchRun, eng searcher, game *board.History, lim search.Limits) (res search.Result, err error) {
	if r.root.CountMoves() == 0 {
		return res, nil // nothing to search; answer reports it
	}
	defer func() {
		if p := recover(); p != nil {
			fmt.Fprintf(h.log, "takengine: search panicked on %s: %v\n%s", r.root.TPS(), p, debug.Stack())
			r.mu.Lock()
			r.failed = true
			r.mu.Unlock()
			err = fmt.Errorf("search failed on %s: %v", r.root.TPS(), p)
		}
	}()
	report := func(i search.Info) {
		i.PV = append([]board.Move(nil), i.PV...) // the search may reuse its buffer
		r.mu.Lock()
		defer r.mu.Unlock()
		if i.MultiPV <= 1 {
			r.last = i // line 1: the move to play if the search hangs
		}
		if !r.answered {
			h.out.println(formatInfo(&r.root, i, r.wdl, r.cpScale, r.multiPV))
		}
	}
	lim.Tinue = analysis(lim)
	return eng.Search(ctx, game, lim, report), nil
}

// analysis reports whether a go asks for analysis rather than a game move:
// infinite, or a movetime without clocks, depth or nodes. Analysis runs
// the tinue solver beside the search (search.Limits.Tinue); game moves and
// fixed depth or node searches do not, so they stay on one core and
// deterministic.
func analysis(lim search.Limits) bool {
	return lim.Infinite || lim.MoveTime > 0 && !lim.HasClock() && lim.Depth == 0 && lim.Nodes == 0
}

// answer prints the final info line and bestmove of a finished search.
func (h *Handler) answer(r *searchRun, res search.Result) {
	last := r.lastInfo()
	final := search.Info{
		Depth:    res.Depth,
		SelDepth: max(last.SelDepth, res.Depth),
		Score:    res.Score,
		Nodes:    max(res.Nodes, last.Nodes),
		Time:     time.Since(r.start),
		HashFull: last.HashFull,
		PV:       res.PV,
		Parity:   res.Parity,
		MultiPV:  1,
	}
	best := res.Best
	if best == board.NoMove || !r.root.IsLegal(best) {
		fallback, ok := firstLegal(&r.root, last.PV)
		if !ok {
			h.out.lines("info string error: no legal move", "bestmove (none)")
			return
		}
		if best != board.NoMove {
			h.errorf("internal: the search chose %s, illegal in %s; playing %s", best, r.root.TPS(), fallback)
		}
		best = fallback
	}
	if len(final.PV) == 0 || final.PV[0] != best {
		final.PV = []board.Move{best}
	}
	h.out.lines(formatInfo(&r.root, final, r.wdl, r.cpScale, r.multiPV), "bestmove "+best.String())
}

// answerEarly prints bestmove for a search that has not returned (stop
// ran out of patience) or that failed: the first move of the latest
// reported PV, else the first legal move.
func (h *Handler) answerEarly(r *searchRun) {
	last := r.lastInfo()
	best, ok := firstLegal(&r.root, last.PV)
	if !ok {
		h.out.lines("info string error: no legal move", "bestmove (none)")
		return
	}
	final := last
	final.Time = time.Since(r.start)
	if len(final.PV) == 0 || final.PV[0] != best {
		final.PV = []board.Move{best}
	}
	h.out.lines(formatInfo(&r.root, final, r.wdl, r.cpScale, r.multiPV), "bestmove "+best.String())
}

// firstLegal returns pv[0] when it is legal in p, else the first legal
// move; ok is false when there is none.
func firstLegal(p *board.Position, pv []board.Move) (board.Move, bool) {
	if len(pv) > 0 && pv[0] != board.NoMove && p.IsLegal(pv[0]) {
		return pv[0], true
	}
	var l board.MoveList
	p.GenerateMoves(&l)
	if l.N == 0 {
		return board.NoMove, false
	}
	return l.Moves[0], true
}

// stopSearch cancels the running search and makes sure its bestmove is
// out within stopGrace: printed by the search goroutine if it returns in
// time, else here from the latest report. It does not wait longer; see
// waitIdle.
func (h *Handler) stopSearch() {
	r := h.cur
	if r == nil {
		return
	}
	r.cancel()
	t := time.NewTimer(stopGrace)
	defer t.Stop()
	select {
	case <-r.done:
	case <-t.C:
		if r.claim() {
			h.answerEarly(r)
		}
	}
}

// waitIdle waits until the last search has returned, so that the engine
// may be used again. A stopped search that has not returned within
// idleWait is left to finish on its own with its engine (the client is
// waiting, and its clock is running), and the next go builds a fresh one.
// While such a straggler still runs, a second one is waited for up to
// abandonAfter, so that at most a few engines ever exist at once.
func (h *Handler) waitIdle() {
	r := h.cur
	if r == nil {
		return
	}
	h.cur = nil
	wait := idleWait
	if h.straggler != nil && !h.straggler.finished() {
		wait = abandonAfter
	}
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case <-r.done:
		r.mu.Lock()
		defer r.mu.Unlock()
		if r.failed {
			h.eng = nil // the next go starts afresh
		}
		return
	case <-t.C:
	}
	fmt.Fprintf(h.log, "takengine: the search did not stop within %v; continuing with a new engine\n", wait)
	h.eng = nil
	h.straggler = r
}

// finished reports whether the search goroutine has returned.
func (r *searchRun) finished() bool {
	select {
	case <-r.done:
		return true
	default:
		return false
	}
}

// isGoKeyword reports whether s is a go token the handler reads; any
// other token is skipped together with the non-keyword tokens after it
// (movestogo 40, searchmoves a1 b2, ...).
func isGoKeyword(s string) bool {
	switch s {
	case "wtime", "btime", "winc", "binc", "movetime", "movestogo", "depth", "nodes", "infinite", "ponder":
		return true
	}
	return false
}

// Bounds for go values; a value at or below zero counts as the smallest
// positive one, so that it still limits the search.
const (
	maxMillis = 1 << 40 // about 35 years
	maxDepth  = 10000
	// maxMovesToGo bounds movestogo; beyond it the clock is as good as
	// sudden death.
	maxMovesToGo = 1000
)

// parseGo reads the limits of a go command. errs describes malformed
// values, which are left out. With no limit at all the search is
// infinite; when limits were given but all were malformed, it gets
// fallbackMoveTime instead, so that the client still receives a bestmove.
func parseGo(args []string) (lim search.Limits, errs []string) {
	given := false
	for i := 0; i < len(args); i++ {
		key := args[i]
		switch key {
		case "infinite":
			lim.Infinite = true
			continue
		case "ponder":
			continue
		case "wtime", "btime", "winc", "binc", "movetime", "movestogo", "depth", "nodes":
		default:
			for i+1 < len(args) && !isGoKeyword(args[i+1]) {
				i++
			}
			continue
		}
		given = given || key != "movestogo" // movestogo alone limits nothing
		if i+1 >= len(args) || isGoKeyword(args[i+1]) {
			errs = append(errs, key+" needs a value")
			continue
		}
		i++
		v, err := strconv.ParseInt(args[i], 10, 64)
		if err != nil && !errors.Is(err, strconv.ErrRange) {
			errs = append(errs, fmt.Sprintf("%s value %s is not an integer", key, quote(args[i])))
			continue
		}
		setLimit(&lim, key, v)
	}
	switch {
	case !hasLimit(lim) && !given:
		lim.Infinite = true
	case !hasLimit(lim):
		lim.MoveTime = fallbackMoveTime
	}
	return lim, errs
}

// setLimit stores one go value, clamped to a sensible positive range.
func setLimit(lim *search.Limits, key string, v int64) {
	ms := time.Duration(min(max(v, 1), maxMillis)) * time.Millisecond
	switch key {
	case "wtime":
		lim.WTime = ms
	case "btime":
		lim.BTime = ms
	case "winc":
		lim.WInc = ms
	case "binc":
		lim.BInc = ms
	case "movetime":
		lim.MoveTime = ms
	case "movestogo":
		lim.MovesToGo = int(min(max(v, 1), maxMovesToGo))
	case "depth":
		lim.Depth = int(min(max(v, 1), maxDepth))
	case "nodes":
		lim.Nodes = uint64(max(v, 1))
	}
}

func hasLimit(l search.Limits) bool {
	return l.Infinite || l.Depth > 0 || l.Nodes > 0 || l.MoveTime > 0 || l.HasClock()
}
