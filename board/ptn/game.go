package ptn

import (
	"fmt"
	"strings"

	"github.com/takengine/takengine/board"
)

// Tag is one tag pair, [Name "Value"].
type Tag struct {
	Name  string
	Value string
}

// Game is one game of a PTN file.
//
// Start is the position before the first ply; it carries the komi and the
// reserves, which Size, HalfKomi and Reserves repeat for convenience.
// Parse and NewGame keep them consistent; Write takes size, komi and
// reserves from Start.
type Game struct {
	// Tags are the tag pairs in file order, including Size, Komi, TPS and
	// the others that Parse interprets.
	Tags []Tag

	Size     int            // board size N (3..8)
	HalfKomi int            // komi in half flats, added to Black (Komi tag times 2)
	Reserves board.Reserves // starting reserves (Flats and Caps tags, or the defaults)
	Start    board.Position // the position before Moves[0]

	// Moves are the plies of the game in order, all legal.
	Moves []board.Move
	// Comments holds the comment after each ply ("" when none); several
	// comments after one ply are joined with a space. It has the length of
	// Moves after Parse; Write treats a shorter slice as empty comments.
	Comments []string
	// Marks holds the annotation written after each ply ("" when none):
	// Tak and Tinue ticks ' and '' (a " is read as '') followed by
	// evaluation marks such as ! ? !! ?? !? ?!, e.g. "''?". Parse gives it
	// the length of Moves; Write appends each to its ply and treats a
	// shorter slice as no marks.
	Marks []string
	// Intro is a comment that comes before the first ply.
	Intro string

	// Result is the game's result: "R-0", "0-R", "F-0", "0-F", "1-0",
	// "0-1", "1/2-1/2", "*" (unfinished), or "" when the file gives none.
	Result string
}

// NewGame returns a game without moves or tags that starts from start.
func NewGame(start board.Position) Game {
	return Game{
		Size:     start.Size(),
		HalfKomi: start.HalfKomi(),
		Reserves: start.StartReserves(),
		Start:    start,
	}
}

// Tag returns the value of the first tag called name, compared without
// regard to case, or "" when there is none.
func (g *Game) Tag(name string) string {
	v, _ := g.lookup(name)
	return v
}

func (g *Game) lookup(name string) (string, bool) {
	for _, t := range g.Tags {
		if strings.EqualFold(t.Name, name) {
			return t.Value, true
		}
	}
	return "", false
}

// SetTag sets the value of the first tag called name (any case), or adds
// the tag at the end.
func (g *Game) SetTag(name, value string) {
	for i, t := range g.Tags {
		if strings.EqualFold(t.Name, name) {
			g.Tags[i].Value = value
			return
		}
	}
	g.Tags = append(g.Tags, Tag{name, value})
}

// Position returns the position after the first ply plies of Moves (0 is
// Start). It replays the moves and reports an illegal one as an error.
func (g *Game) Position(ply int) (board.Position, error) {
	p := g.Start
	if p.Size() == 0 {
		return p, fmt.Errorf("ptn: the game has no start position")
	}
	if ply < 0 || ply > len(g.Moves) {
		return p, fmt.Errorf("ptn: ply %d is outside the game's 0..%d", ply, len(g.Moves))
	}
	for i, m := range g.Moves[:ply] {
		if !p.IsLegal(m) {
			return p, fmt.Errorf("ptn: %s: %v is illegal in %s", plyName(&p, i), m, p.TPS())
		}
		p.Make(m)
	}
	return p, nil
}

// Final returns the position after the last ply.
func (g *Game) Final() (board.Position, error) { return g.Position(len(g.Moves)) }

// plyName names the ply about to be played in p, the i-th of the game
// (0-based): "move 12 (black, ply 3)".
func plyName(p *board.Position, i int) string {
	return fmt.Sprintf("move %d (%s, ply %d)", p.MoveNumber(), p.ToMove(), i+1)
}
