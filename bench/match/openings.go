package match

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/takengine/takengine/board"
)

// Opening is where a game starts: a root position and the plies played
// from it before the engines are asked (they appear in every `moves` list).
type Opening struct {
	Root  board.Position
	Plies []board.Move
	// Startpos says the engines get `position startpos moves ...`
	// rather than `position tps <Root> moves ...`, and the PTN has no TPS
	// tag. It follows Racetrack: true for a move-list opening, and for the
	// empty board only when komi is 0.
	Startpos bool
	Text     string // the line as read, for reports ("" for the empty board)
}

// EmptyOpening is the start of a game without an opening book: the empty
// board, sent as startpos only when komi is 0 (Racetrack's rule, docs/TEI.md
// §2.5).
func EmptyOpening(size, halfKomi int) (Opening, error) {
	p, err := board.NewWith(size, halfKomi, board.DefaultReserves(size))
	if err != nil {
		return Opening{}, err
	}
	return Opening{Root: p, Startpos: halfKomi == 0}, nil
}

// ReadOpenings reads an opening book, one opening a line: either a list of
// plies from the empty board ("c5 b1 e1 d5") or a TPS ("x6/x6/... 1 3").
// Blank lines and lines starting with # are skipped. Every opening must be
// legal on a board of the given size and leave the game undecided.
func ReadOpenings(r io.Reader, size, halfKomi int) ([]Opening, error) {
	var out []Opening
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 4096), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		o, err := ParseOpening(line, size, halfKomi)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		out = append(out, o)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no openings")
	}
	return out, nil
}

// ParseOpening reads one opening line (see ReadOpenings).
func ParseOpening(line string, size, halfKomi int) (Opening, error) {
	f := strings.Fields(line)
	var o Opening
	o.Text = strings.Join(f, " ")
	// A ply never contains "/" or "," and never starts with "x"; a TPS
	// board always does one of these.
	if len(f) > 0 && (strings.ContainsAny(f[0], "/,") || f[0][0] == 'x') {
		p, err := board.ParseTPSWith(o.Text, halfKomi, nil)
		if err != nil {
			return o, err
		}
		if p.Size() != size {
			return o, fmt.Errorf("TPS is for size %d, the match is on %d", p.Size(), size)
		}
		o.Root = p
		o.Startpos = halfKomi == 0 && p.Ply() == 0 && p.Occupied() == 0
	} else {
		p, err := board.NewWith(size, halfKomi, board.DefaultReserves(size))
		if err != nil {
			return o, err
		}
		o.Root = p
		o.Startpos = true
		for _, s := range f {
			m, err := p.ParseMove(s)
			if err != nil {
				return o, err
			}
			p.Make(m)
			o.Plies = append(o.Plies, m)
			if p.Result() != board.None {
				return o, fmt.Errorf("the game is over after %s", s)
			}
		}
	}
	if o.Root.Result() != board.None || o.Root.GameOver() {
		return o, fmt.Errorf("the game is already over")
	}
	return o, nil
}

// Extent returns the size of the smallest board, from the a1 corner, that
// holds every square the move-list openings' plies place on or move
// through, and how many such openings there are. A book for a smaller
// board reads without error on a larger one (its squares are all legal
// there), and its games are then played on the wrong size: a match warns
// when a whole book of move lists fits a smaller board.
func Extent(ops []Opening) (size, lists int) {
	for _, o := range ops {
		if len(o.Plies) == 0 {
			continue
		}
		lists++
		for _, m := range o.Plies {
			a, b := m.Square(), m.End() // the same square for a placement
			size = max(size, a.File()+1, a.Rank()+1, b.File()+1, b.Rank()+1)
		}
	}
	return size, lists
}
