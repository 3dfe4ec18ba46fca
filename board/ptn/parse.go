package ptn

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/takengine/takengine/board"
)

// Error is a problem found while reading a PTN file: which game (1-based),
// which line, and what.
type Error struct {
	Game int
	Line int
	Msg  string
}

// Error formats e as "ptn: game 2, line 14: move 12 (white, ply 23): ...".
func (e *Error) Error() string {
	return fmt.Sprintf("ptn: game %d, line %d: %s", e.Game, e.Line, e.Msg)
}

func errorf(line int, format string, a ...any) *Error {
	return &Error{Line: line, Msg: fmt.Sprintf(format, a...)}
}

// Parse reads every game of a PTN file (docs/NOTATION.md §5) and checks that
// each ply is legal by replaying it. It returns no games and an *Error
// (or the reader's error) when anything is wrong.
func Parse(r io.Reader) ([]Game, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("ptn: %w", err)
	}
	return ParseString(string(b))
}

// ParseString is Parse on a string.
func ParseString(s string) ([]Game, error) {
	lx := newLexer(s)
	var games []Game
	b := new(builder)
	fail := func(err *Error) ([]Game, error) {
		err.Game = len(games) + 1
		return nil, err
	}
	for {
		t, ok, err := lx.next()
		if err != nil {
			return fail(err.(*Error))
		}
		if !ok {
			break
		}
		if t.kind == tagToken && (b.phase != inTags || b.hasTag(t.name)) {
			// A tag after move text starts the next game, and so does a
			// tag the game already has (games with no move text at all).
			g, err := b.finish()
			if err != nil {
				return fail(err)
			}
			games = append(games, g)
			b = new(builder)
		}
		if err := b.add(t); err != nil {
			return fail(err)
		}
	}
	if len(b.g.Tags) > 0 || b.phase != inTags {
		g, err := b.finish()
		if err != nil {
			return fail(err)
		}
		games = append(games, g)
	}
	return games, nil
}

type phase uint8

const (
	inTags      phase = iota // reading tag pairs
	inMoves                  // reading move text
	afterResult              // the result token has been read
)

// builder collects one game.
type builder struct {
	g        Game
	tagLines []int // line of each tag in g.Tags
	phase    phase
	pos      board.Position // position after the plies read so far
	over     board.Result   // pos.Result()

	dashWanted bool // "N." opened a game with Black to move: "--" must follow
	dashUsed   bool // the "--" placeholder has been read

	token     string // the result token, normalised ("" when none yet)
	tokenLine int
}

func (b *builder) add(t token) *Error {
	switch t.kind {
	case tagToken:
		b.g.Tags = append(b.g.Tags, Tag{t.name, t.text})
		b.tagLines = append(b.tagLines, t.line)
		return nil
	case commentToken:
		b.comment(t.text)
		return nil
	}
	switch b.phase {
	case inTags:
		if err := b.header(t.line); err != nil {
			return err
		}
		b.phase = inMoves
	case afterResult:
		return errorf(t.line, "%q after the result %s", t.text, b.token)
	}
	return b.word(t.text, t.line)
}

// hasTag reports whether the game has a tag called name (any case).
func (b *builder) hasTag(name string) bool {
	_, ok := b.g.lookup(name)
	return ok
}

// comment attaches a comment to the last ply read, or to Intro.
func (b *builder) comment(text string) {
	if text == "" {
		return
	}
	dst := &b.g.Intro
	if n := len(b.g.Comments); n > 0 {
		dst = &b.g.Comments[n-1]
	}
	if *dst != "" {
		*dst += " "
	}
	*dst += text
}

// tagLine returns the line of the first tag called name, or def.
func (b *builder) tagLine(name string, def int) int {
	for i, t := range b.g.Tags {
		if strings.EqualFold(t.Name, name) {
			return b.tagLines[i]
		}
	}
	return def
}

// header interprets the tags (docs/NOTATION.md §5.2, §5.6) and sets up the start
// position. line is where the move text starts, for errors about missing
// tags.
func (b *builder) header(line int) *Error {
	g := &b.g
	sizeText, hasSize := g.lookup("Size")
	tps, hasTPS := g.lookup("TPS")
	tps = strings.TrimSpace(tps)
	hasTPS = hasTPS && tps != ""
	size := 0
	switch {
	case hasSize:
		n, err := strconv.Atoi(strings.TrimSpace(sizeText))
		if err != nil || n < board.MinSize || n > board.MaxSize {
			return errorf(b.tagLine("Size", line), "tag Size %q: expected a board size from 3 to 8", sizeText)
		}
		size = n
		if hasTPS && tpsRows(tps) != size {
			return errorf(b.tagLine("TPS", line), "tag TPS %q has %d rows, but Size is %d", tps, tpsRows(tps), size)
		}
	case hasTPS:
		size = tpsRows(tps)
		if size < board.MinSize || size > board.MaxSize {
			return errorf(b.tagLine("TPS", line), "tag TPS %q has %d rows, expected a board size from 3 to 8", tps, size)
		}
	default:
		return errorf(line, "the game has no Size tag")
	}

	halfKomi, err := parseKomi(g.Tag("Komi"))
	if err != nil {
		return errorf(b.tagLine("Komi", line), "tag Komi: %v", err)
	}
	if v, ok := g.lookup("Opening"); ok {
		switch strings.ToLower(strings.TrimSpace(v)) {
		case "", "swap":
		case "no-swap":
			return errorf(b.tagLine("Opening", line), `tag Opening "no-swap": games without the opening swap are not supported`)
		default:
			return errorf(b.tagLine("Opening", line), `tag Opening %q: expected "swap" or "no-swap"`, v)
		}
	}
	res, resLine, rerr := b.reserves(size, line)
	if rerr != nil {
		return rerr
	}

	var start board.Position
	if hasTPS {
		start, err = board.ParseTPSWith(tps, halfKomi, &res)
		if err != nil {
			return errorf(b.tagLine("TPS", line), "tag TPS %q: %v", tps, err)
		}
	} else if start, err = board.NewWith(size, halfKomi, res); err != nil {
		return errorf(resLine, "%v", err)
	}

	if v, ok := g.lookup("Result"); ok && strings.TrimSpace(v) != "" {
		if _, ok := normResult(strings.TrimSpace(v)); !ok {
			return errorf(b.tagLine("Result", line), "tag Result %q is not a PTN result (R-0, 0-R, F-0, 0-F, 1-0, 0-1, 1/2-1/2, *)", v)
		}
	}
	g.Size, g.HalfKomi, g.Reserves, g.Start = size, halfKomi, res, start
	b.pos = start
	b.over = start.Result()
	return nil
}

// tpsRows returns the number of rows of a TPS's board field.
func tpsRows(tps string) int {
	f := strings.Fields(tps)
	if len(f) == 0 {
		return 0
	}
	return 1 + strings.Count(f[0], "/") + strings.Count(f[0], "-")
}

// reserves applies the Flats and Caps tags (all players) and then Flats1,
// Flats2, Caps1 and Caps2 (one player) to the default reserves of size. It
// also returns the line of the first such tag (def when none), for errors
// that the board package finds in the reserves.
func (b *builder) reserves(size, def int) (board.Reserves, int, *Error) {
	res := board.DefaultReserves(size)
	line := def
	found := false
	for _, t := range []struct {
		name   string
		field  *[2]int
		colors []int
	}{
		{"Flats", &res.Stones, []int{0, 1}},
		{"Caps", &res.Caps, []int{0, 1}},
		{"Flats1", &res.Stones, []int{0}},
		{"Flats2", &res.Stones, []int{1}},
		{"Caps1", &res.Caps, []int{0}},
		{"Caps2", &res.Caps, []int{1}},
	} {
		v, ok := b.g.lookup(t.name)
		if !ok {
			continue
		}
		tl := b.tagLine(t.name, def)
		if !found || tl < line {
			line, found = tl, true
		}
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < 0 || n > 1000 {
			return res, line, errorf(tl, "tag %s %q: expected a number of pieces", t.name, v)
		}
		for _, c := range t.colors {
			t.field[c] = n
		}
	}
	return res, line, nil
}

// parseKomi reads a Komi tag value with board.ParseKomi; an empty value
// is komi 0.
func parseKomi(v string) (int, error) {
	if strings.TrimSpace(v) == "" {
		return 0, nil
	}
	k, err := board.ParseKomi(v)
	return k.Half(), err
}

// normResult returns the result string of a result token, with PTN-Ninja's
// "0-0" read as "*"; ok is false when s is not a result.
func normResult(s string) (r string, ok bool) {
	switch s {
	case "R-0", "0-R", "F-0", "0-F", "1-0", "0-1", "1/2-1/2", "*":
		return s, true
	case "0-0":
		return "*", true
	}
	return "", false
}
