package protocol

import (
	"context"
	"fmt"
	"io"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/search"
)

// searcher is the part of *search.Engine the handler drives. Tests put a
// scripted fake in its place to check timing and exact arguments.
type searcher interface {
	SetHashSize(mb int)
	SetThreads(n int)
	NewGame()
	Prefault()
	Search(ctx context.Context, game *board.History, lim search.Limits, report func(search.Info)) search.Result
}

// Handler speaks TEI: it reads commands from an io.Reader, one per line,
// and writes replies to an io.Writer, flushing every line. The search runs
// on its own goroutine, so isready, stop and quit are answered while it
// thinks. A Handler serves one client; Run may be called once.
type Handler struct {
	in  io.Reader
	out *lineWriter
	log io.Writer // diagnostics that do not belong on the protocol stream

	name, version, author string

	newEngine func(hashMB int) searcher // search.NewEngine, or a test fake
	eng       searcher                  // created at the first go
	opt       options

	size    int            // board size of the current game
	sizeSet bool           // a teinewgame fixed the size; a TPS of another size is an error
	game    *board.History // the game of the last position command; go searches its current position

	cur       *searchRun // the last search started, nil before the first go
	straggler *searchRun // a search left running on an abandoned engine

	// tableReady is closed when the last background work on the engine's
	// table (a resize, a clear for a new game) has finished; nil before
	// any. Searches and readyok wait for it, the input loop never does.
	tableReady chan struct{}
}

// Option configures a Handler (see NewHandler).
type Option func(*Handler)

// WithVersion sets the version printed after the name in "id name".
func WithVersion(v string) Option { return func(h *Handler) { h.version = v } }

// WithAuthor sets the text of "id author".
func WithAuthor(a string) Option { return func(h *Handler) { h.author = a } }

// WithLog sends diagnostics that must not go to the client (such as the
// stack of a search that panicked) to w. Without it they are dropped.
func WithLog(w io.Writer) Option { return func(h *Handler) { h.log = w } }

// WithOptionDefault makes value the declared default of the option called
// name, and the value in force at start (TEI's rule: the two are equal).
// `takengine serve` uses it for CpScale winchance. It panics on an unknown
// option or a bad value, which are programming errors.
func WithOptionDefault(name, value string) Option {
	return func(h *Handler) {
		i, ok := findOption(name)
		if !ok {
			panic("protocol: unknown option " + name)
		}
		v, err := parseValue(i, value, true)
		if err != nil {
			panic("protocol: " + err.Error())
		}
		h.opt.v[i], h.opt.def[i] = v, v
	}
}

// defaultSize is the board size before the first teinewgame.
const defaultSize = 5

// NewHandler returns a handler reading commands from in and writing replies
// to out. Nothing is read or written before Run.
func NewHandler(in io.Reader, out io.Writer, opts ...Option) *Handler {
	h := &Handler{
		in:        in,
		out:       newLineWriter(out),
		log:       io.Discard,
		name:      "takengine",
		author:    "takengine developers",
		newEngine: func(mb int) searcher { return search.NewEngine(mb) },
		opt:       defaultOptions(),
		size:      defaultSize,
	}
	for _, o := range opts {
		o(h)
	}
	p, _ := board.NewWith(h.size, 0, h.opt.reserves(h.size))
	h.game = board.NewHistory(p)
	return h
}

// Run reads and answers commands until quit or the end of the input. At
// the end of the input a running search is stopped and its bestmove
// printed; after quit the engine exits at once, without one. Run returns
// nil at a clean end, else the read or write error that ended it.
func (h *Handler) Run() error {
	lines := make(chan inputLine)
	quit := make(chan struct{})
	go readLines(h.in, lines, quit)
	defer func() {
		close(quit)
		h.out.close()
	}()
	for {
		l := <-lines
		switch {
		case l.err == errLineTooLong:
			h.errorf("input line longer than %d bytes ignored", maxLine)
			continue
		case l.err != nil:
			h.stopSearch()
			h.awaitTable(-1) // the readyok of a pending resize
			if l.err == io.EOF {
				return h.out.failed()
			}
			return l.err
		}
		if h.handle(l.text) {
			h.abortSearch()
			h.awaitTable(quitGrace) // a small resize and its readyok finish
			return nil
		}
		if err := h.out.failed(); err != nil {
			h.abortSearch()
			return err
		}
	}
}

// handle runs one command line and reports whether it was quit.
func (h *Handler) handle(line string) (quit bool) {
	f := strings.Fields(line)
	if len(f) == 0 {
		return false
	}
	args := f[1:]
	switch f[0] {
	case "tei":
		h.tei()
	case "isready":
		h.isReady()
	case "setoption":
		h.setOption(args)
	case "teinewgame":
		h.teiNewGame(args)
	case "position":
		h.position(args)
	case "go":
		h.goSearch(args)
	case "stop":
		h.stop()
	case "quit":
		return true
	default:
		h.errorf("unknown command %s", quote(f[0]))
	}
	return false
}

// maxErrorLine bounds an error message. Every piece of client input in a
// message is already cut by quote; this is the backstop for the rest.
const maxErrorLine = 400

// errorf prints "info string error: ..." on one line.
func (h *Handler) errorf(format string, args ...any) {
	msg := oneLine(fmt.Sprintf(format, args...))
	if len(msg) > maxErrorLine {
		msg = strings.ToValidUTF8(msg[:maxErrorLine], "") + "..."
	}
	h.out.println("info string error: " + msg)
}

// tei answers the handshake: identity, options, teiok.
func (h *Handler) tei() {
	name := h.name
	if h.version != "" {
		name += " " + h.version
	}
	lines := []string{"id name " + name, "id author " + h.author, sizeLine()}
	for i := range optionTable {
		lines = append(lines, optionTable[i].declaration(h.opt.def[i]))
	}
	h.out.lines(append(lines, "teiok")...)
}

// sizeLine is the TEI v1 handshake line "size <sizes> halfkomi <values>":
// every board size and every half-komi the engine plays. PTN-Ninja then
// sends "teinewgame size N halfkomi K" and checks size and komi up front.
func sizeLine() string {
	var b strings.Builder
	b.WriteString("size")
	for n := board.MinSize; n <= board.MaxSize; n++ {
		fmt.Fprintf(&b, " %d", n)
	}
	b.WriteString(" halfkomi")
	for k := -maxHalfKomi; k <= maxHalfKomi; k++ {
		fmt.Fprintf(&b, " %d", k)
	}
	return b.String()
}

// isReady answers readyok at once, also while a search runs, unless a
// table is being resized or cleared in the background: then readyok comes
// when it is ready, and the input loop goes on reading (stop and quit are
// still answered at once).
func (h *Handler) isReady() {
	if h.tableReady == nil || closed(h.tableReady) {
		h.out.println("readyok")
		return
	}
	h.tableWork(func() { h.out.println("readyok") })
}

// setOption sets one option. A running search is stopped first (its
// bestmove is printed) so that it never sees a value change under it.
func (h *Handler) setOption(args []string) {
	name, value, hasValue, err := parseSetOption(args)
	if err != nil {
		h.errorf("%v", err)
		return
	}
	i, ok := findOption(name)
	if !ok {
		h.errorf("setoption: unknown option %s", quote(name))
		return
	}
	v, err := parseValue(i, value, hasValue)
	if err != nil {
		h.errorf("%v", err)
		return
	}
	h.stopSearch()
	if i == optHash && v != h.opt.v[optHash] && h.eng != nil {
		h.waitIdle()
		if eng := h.eng; eng != nil {
			h.tableWork(func() {
				eng.SetHashSize(v)
				debug.FreeOSMemory() // give the old table back to the system
				eng.Prefault()
			})
		}
	}
	h.opt.v[i] = v
}

// teiNewGame starts a game: "teinewgame <size>" (Racetrack, Taktician's
// client) or "teinewgame size <n> halfkomi <h>" (PTN-Ninja's newer
// dialect, whose halfkomi sets the HalfKomi option). A bare "teinewgame"
// starts a new game of the current size.
func (h *Handler) teiNewGame(args []string) {
	size, komi := h.size, h.opt.v[optHalfKomi]
	var err error
	switch {
	case len(args) == 1:
		size, err = parseSize(args[0])
	case len(args) > 1:
		size, komi, err = parseNewGameKeywords(args, size, komi)
	}
	if err != nil {
		h.errorf("teinewgame: %v", err)
		return
	}
	p, err := board.NewWith(size, 0, h.opt.reserves(size))
	if err != nil {
		h.errorf("teinewgame: %v", err)
		return
	}
	h.stopSearch()
	h.waitIdle()
	h.opt.v[optHalfKomi] = komi
	h.size, h.sizeSet = size, true
	h.game = board.NewHistory(p)
	if h.eng == nil {
		// Built here rather than at the first go, so that its table is
		// written (Prefault) before the first move's clock runs.
		h.eng = h.newEngine(h.opt.v[optHash])
	}
	if eng := h.eng; eng != nil {
		h.tableWork(func() {
			eng.NewGame()
			eng.Prefault()
		})
	}
}

// parseSize reads a board size and checks that it is playable.
func parseSize(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("board size %s is not a number", quote(s))
	}
	if n < board.MinSize || n > board.MaxSize {
		return 0, fmt.Errorf("unsupported size %d (this engine plays %d to %d)", n, board.MinSize, board.MaxSize)
	}
	return n, nil
}

// parseNewGameKeywords reads "size <n> halfkomi <h>" in any order, either
// part optional.
func parseNewGameKeywords(args []string, size, komi int) (int, int, error) {
	if len(args)%2 != 0 {
		return 0, 0, fmt.Errorf("expected \"teinewgame <size>\" or \"teinewgame size <n> halfkomi <h>\"")
	}
	for i := 0; i < len(args); i += 2 {
		var err error
		switch strings.ToLower(args[i]) {
		case "size":
			size, err = parseSize(args[i+1])
		case "halfkomi":
			komi, err = parseValue(optHalfKomi, args[i+1], true)
		default:
			err = fmt.Errorf("unknown keyword %s (expected size or halfkomi)", quote(args[i]))
		}
		if err != nil {
			return 0, 0, err
		}
	}
	return size, komi, nil
}

// position sets up "startpos" or "tps <board> <side> <move>", then plays
// the plies after "moves" (which may be absent or empty). On any error the
// previous position stays in force.
func (h *Handler) position(args []string) {
	game, err := h.parsePosition(args)
	if err != nil {
		h.errorf("position: %v", err)
		return
	}
	h.stopSearch()
	if !h.sizeSet {
		h.size = game.Position().Size() // before any teinewgame, a TPS chooses the size
	}
	h.game = game
}

// parsePosition builds the game of a position command: its root, then
// its plies.
func (h *Handler) parsePosition(args []string) (*board.History, error) {
	var p board.Position
	if len(args) == 0 {
		return nil, fmt.Errorf("expected startpos or tps")
	}
	var rest []string
	var err error
	switch args[0] {
	case "startpos":
		p, err = board.NewWith(h.size, 0, h.opt.reserves(h.size))
		rest = args[1:]
	case "tps":
		if len(args) < 4 {
			return nil, fmt.Errorf("tps needs three fields (board, side to move, move number)")
		}
		p, err = h.parseTPS(args[1:4])
		rest = args[4:]
	default:
		return nil, fmt.Errorf("expected startpos or tps, got %s", quote(args[0]))
	}
	if err != nil {
		return nil, err
	}
	if len(rest) > 0 && rest[0] != "moves" {
		return nil, fmt.Errorf("expected \"moves\" after the position, got %s", quote(rest[0]))
	}
	var plies []string
	if len(rest) > 0 {
		plies = rest[1:]
	}
	game := board.NewHistory(p)
	for i, s := range plies {
		m, err := game.Position().ParseMove(s)
		if err != nil {
			return nil, fmt.Errorf("ply %d: %v", i+1, err)
		}
		game.Play(m)
	}
	return game, nil
}

// parseTPS reads the three TPS fields with the reserves of the options in
// force and checks the size against the game's.
func (h *Handler) parseTPS(fields []string) (board.Position, error) {
	n := 1 + strings.Count(fields[0], "/") + strings.Count(fields[0], "-")
	var r *board.Reserves
	if n >= board.MinSize && n <= board.MaxSize {
		res := h.opt.reserves(n)
		r = &res
	}
	p, err := board.ParseTPSWith(strings.Join(fields, " "), 0, r)
	if err != nil {
		return p, fmt.Errorf("bad TPS: %v", err)
	}
	if h.sizeSet && p.Size() != h.size {
		return p, fmt.Errorf("the TPS is a %dx%d board, but this game is %dx%d (teinewgame %d)",
			p.Size(), p.Size(), h.size, h.size, h.size)
	}
	return p, nil
}

// goSearch starts a search of the current position. A search still
// running is stopped first and its bestmove printed, so that every go gets
// exactly one bestmove.
func (h *Handler) goSearch(args []string) {
	lim, errs := parseGo(args)
	for _, e := range errs {
		h.errorf("go: %s", e)
	}
	h.stopSearch()
	h.waitIdle()
	if h.eng == nil {
		h.eng = h.newEngine(h.opt.v[optHash])
	}
	game := h.game.Clone()                 // the search keeps it; a position command replaces h.game
	game.SetHalfKomi(h.opt.v[optHalfKomi]) // within ±maxHalfKomi, so no error
	lim.Overhead = time.Duration(h.opt.v[optMoveOverhead]) * time.Millisecond
	lim.MultiPV = h.opt.v[optMultiPV]
	h.startSearch(game, lim)
}

// stop ends the running search, which prints its bestmove. Without one it
// does nothing.
func (h *Handler) stop() { h.stopSearch() }

// quote writes a piece of client input for an error message: quoted, with
// control characters escaped, and cut to board.MaxQuote bytes. The board
// package's errors use the same helper.
func quote(s string) string { return board.Quote(s) }

// oneLine replaces control characters so that a message stays on its line.
func oneLine(s string) string {
	return strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return ' '
		}
		return r
	}, s)
}

// abortSearch ends a search for quit: no bestmove, and no waiting beyond
// quitGrace.
func (h *Handler) abortSearch() {
	r := h.cur
	if r == nil {
		return
	}
	r.claim()
	r.cancel()
	t := time.NewTimer(quitGrace)
	defer t.Stop()
	select {
	case <-r.done:
	case <-t.C:
	}
}
