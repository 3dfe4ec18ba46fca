package match

import (
	"io"
	"strconv"

	"github.com/takengine/takengine/bench/shard"
	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
)

// Site is the PTN Site tag of the games a match writes.
const Site = "takengine match"

// The tags a match adds to Racetrack's, so that `takengine match merge`
// can score and key a game from its file alone.
const (
	TagEngine1      = "Engine1"      // engine 1's name
	TagEngine2      = "Engine2"      // engine 2's name
	TagEngine1Color = "Engine1Color" // the colour engine 1 played: White or Black
	TagBook         = "Book"         // the opening line as read from the book, "" for the empty board
	TagTC           = "TC"           // the time control as -tc reads it, or "nodes N" for a fixed-node match
	TagShard        = "Shard"        // K/N when the game was played by a shard
)

// PTN returns the game as a board/ptn game with Racetrack's tags
// (docs/NOTATION.md §5.2): Player1, Player2, Date, Size, Result, Site,
// Round, Clock, Komi when it is not 0, TPS when the game did not start
// from startpos, Termination when the game did not end on the board; then
// the match's own tags (TagEngine1 and the others). Each engine ply
// carries its evaluation comment.
func (g *Game) PTN() ptn.Game {
	pg := ptn.NewGame(g.Root)
	pg.Moves, pg.Comments, pg.Result = g.Plies, g.Comments, g.Result
	tag := func(name, value string) { pg.Tags = append(pg.Tags, ptn.Tag{Name: name, Value: value}) }
	tag("Player1", g.Players[0])
	tag("Player2", g.Players[1])
	tag("Date", g.Start.Format("2006.01.02"))
	tag("Site", Site)
	tag("Round", strconv.Itoa(g.Round))
	if g.Clock != "" {
		tag("Clock", g.Clock)
	}
	if g.Root.HalfKomi() != 0 {
		tag("Komi", "") // the value comes from Root
	}
	if !g.Startpos {
		tag("TPS", "") // the value comes from Root
	}
	if t := g.Termination(); t != "" {
		tag("Termination", t)
	}
	tag(TagEngine1, g.Engines[0])
	tag(TagEngine2, g.Engines[1])
	tag(TagEngine1Color, colorName(board.Color(g.White)))
	tag(TagBook, g.Book)
	tag(TagTC, g.TC)
	if g.Shard != "" {
		tag(TagShard, g.Shard)
	}
	return pg
}

// WritePTN writes the game with board/ptn's writer.
func (g *Game) WritePTN(w io.Writer) error {
	pg := g.PTN()
	return pg.Write(w)
}

// Key identifies a game for merging: an xxhash of its round, opening,
// colours and moves. The round keeps a pairing that a short book repeats
// apart from its repetition.
func Key(round, book, engine1Color string, moves []board.Move) uint64 {
	fields := []string{round, book, engine1Color}
	for _, m := range moves {
		fields = append(fields, m.String())
	}
	return shard.Key(fields...)
}
