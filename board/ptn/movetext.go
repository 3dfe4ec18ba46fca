package ptn

import (
	"strconv"
	"strings"

	"github.com/takengine/takengine/board"
)

// word handles one word of move text: a result token, a move number "N."
// or "N..." (possibly with the ply stuck to it, "1.a1"), the "--"
// placeholder, or a ply.
func (b *builder) word(w string, line int) *Error {
	if r, ok := normResult(w); ok {
		b.token, b.tokenLine = r, line
		b.phase = afterResult
		return nil
	}
	if n, black, rest, ok := splitNumber(w); ok {
		if n < 0 {
			return errorf(line, "bad move number %q", w)
		}
		if err := b.number(n, black, line); err != nil {
			return err
		}
		if rest == "" {
			return nil
		}
		w = rest
		if r, ok := normResult(w); ok {
			b.token, b.tokenLine = r, line
			b.phase = afterResult
			return nil
		}
	}
	if w == "--" {
		return b.dash(line)
	}
	return b.ply(w, line)
}

// splitNumber recognises "N.", "N..." and the same with text after the
// dots. n is -1 when the digits do not make a usable number.
func splitNumber(w string) (n int, black bool, rest string, ok bool) {
	i := 0
	for i < len(w) && w[i] >= '0' && w[i] <= '9' {
		i++
	}
	if i == 0 || i == len(w) || w[i] != '.' {
		return 0, false, "", false
	}
	digits := w[:i]
	rest = w[i+1:]
	if strings.HasPrefix(rest, "..") {
		black, rest = true, rest[2:]
	}
	n, err := strconv.Atoi(digits)
	if err != nil || n > 1<<20 {
		n = -1
	}
	return n, black, rest, true
}

// number checks a move number against the position: "N." must come before
// White's ply of move N, "N..." before Black's. A game that starts with
// Black to move may also begin "N. --" (PTN-Ninja).
func (b *builder) number(n int, black bool, line int) *Error {
	p := &b.pos
	want := p.MoveNumber()
	if b.dashWanted {
		return errorf(line, "expected -- after %d. for White's missing ply", want)
	}
	if black {
		if p.ToMove() != board.Black {
			return errorf(line, "%d... comes where White's ply of move %d is due", n, want)
		}
		if n != want {
			return errorf(line, "move number %d..., expected %d...", n, want)
		}
		return nil
	}
	if p.ToMove() == board.Black {
		if len(b.g.Moves) > 0 || b.dashUsed {
			return errorf(line, "move number %d. comes where Black's ply of move %d is due", n, want)
		}
		if n != want {
			return errorf(line, "move number %d., expected %d... (or %d. --): the game starts with Black to move", n, want, want)
		}
		b.dashWanted = true
		return nil
	}
	if n != want {
		return errorf(line, "move number %d., expected %d.", n, want)
	}
	return nil
}

// dash reads the "--" placeholder for the missing White ply.
func (b *builder) dash(line int) *Error {
	switch {
	case b.dashWanted:
		b.dashWanted, b.dashUsed = false, true
		return nil
	case len(b.g.Moves) == 0 && !b.dashUsed && b.pos.ToMove() == board.Black:
		b.dashUsed = true
		return nil
	}
	return errorf(line, "-- may only stand for White's missing ply at the start of a game with Black to move")
}

// ply parses, checks and plays one ply.
func (b *builder) ply(w string, line int) *Error {
	p := &b.pos
	name := plyName(p, len(b.g.Moves))
	if b.dashWanted {
		return errorf(line, "%s: expected -- for White's missing ply, found %q", name, w)
	}
	if b.over != board.None {
		return errorf(line, "%s: %q comes after the end of the game (%s)", name, w, b.over)
	}
	m, err := board.ParseMove(w, p.Size())
	if err != nil {
		return errorf(line, "%s: %v", name, err)
	}
	if !p.IsLegal(m) {
		_, err := p.ParseMove(w)
		why := "illegal"
		if err != nil {
			why = strings.TrimPrefix(err.Error(), "move ")
		}
		return errorf(line, "%s: %s", name, why)
	}
	p.Make(m)
	b.g.Moves = append(b.g.Moves, m)
	b.g.Comments = append(b.g.Comments, "")
	b.g.Marks = append(b.g.Marks, annotation(w))
	b.over = p.Result()
	return nil
}

// finish completes the game: the header if there was no move text, and the
// result, which must agree with the Result tag and with the final position.
func (b *builder) finish() (Game, *Error) {
	if b.phase == inTags {
		line := 1
		if len(b.tagLines) > 0 {
			line = b.tagLines[0]
		}
		if err := b.header(line); err != nil {
			return Game{}, err
		}
	}
	tagText := strings.TrimSpace(b.g.Tag("Result"))
	tag, _ := normResult(tagText) // checked by header
	result, line := b.token, b.tokenLine
	if result == "" {
		result, line = tag, b.tagLine("Result", 1)
	} else if tag != "" && tag != "*" && result != "*" && tag != result {
		return Game{}, errorf(line, "the result %s disagrees with the Result tag %q", result, tagText)
	}
	if msg := checkResult(result, b.over); msg != "" {
		return Game{}, errorf(line, "%s", msg)
	}
	b.g.Result = result
	return b.g, nil
}

// checkResult returns why result cannot end a game whose final position
// has the outcome over, or "". A road or flat win must be on the board; a
// win by other means must not contradict it; "*" and "" always fit.
func checkResult(result string, over board.Result) string {
	winner, won := over.Winner()
	switch result {
	case "", "*":
		return ""
	case "R-0", "0-R", "F-0", "0-F":
		if over == board.None {
			return "the result is " + result + ", but the game is not over in the final position"
		}
		if over.String() != result {
			return "the result is " + result + ", but the final position shows " + over.String()
		}
	case "1-0", "0-1":
		if over == board.Draw || won && (winner == board.White) != (result == "1-0") {
			return "the result is " + result + ", but the final position shows " + over.String()
		}
	case "1/2-1/2":
		if won {
			return "the result is a draw, but the final position shows " + over.String()
		}
	}
	return ""
}

// annotation returns the marks after the move text of the ply w: its
// trailing ' " ! ? characters, with " written as two apostrophes.
func annotation(w string) string {
	a := w[len(strings.TrimRight(w, "'\"!?")):]
	return strings.ReplaceAll(a, `"`, "''")
}
