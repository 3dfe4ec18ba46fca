package match

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Site is the PTN Site tag of the games a match writes.
const Site = "takengine match"

// WritePTN writes the game as PTN the way Racetrack lays it out
// (NOTATION.md §5): Player1, Player2, Date, Size, Result, Site, Round,
// Clock, then Komi when it is not 0, TPS when the game did not start from
// startpos, and Termination when the game did not end on the board; then
// the move text, one move a line, with the engines' evaluations as
// comments, and the result.
func (g *Game) WritePTN(w io.Writer) error {
	var b strings.Builder
	tag := func(name, value string) {
		fmt.Fprintf(&b, "[%s \"%s\"]\n", name, escapeTag(value))
	}
	tag("Player1", g.Players[0])
	tag("Player2", g.Players[1])
	tag("Date", g.Start.Format("2006.01.02"))
	tag("Size", strconv.Itoa(g.Root.Size()))
	tag("Result", g.Result)
	tag("Site", Site)
	tag("Round", strconv.Itoa(g.Round))
	tag("Clock", g.Clock)
	if h := g.Root.HalfKomi(); h != 0 {
		tag("Komi", komiString(h))
	}
	if !g.Startpos {
		tag("TPS", unmergedTPS(&g.Root))
	}
	if t := g.Termination(); t != "" {
		tag("Termination", t)
	}
	b.WriteByte('\n')
	ply := g.Root.Ply()
	for i, m := range g.Plies {
		switch {
		case ply%2 == 0:
			if i > 0 {
				b.WriteByte('\n')
			}
			fmt.Fprintf(&b, "%d. %s", ply/2+1, m)
		case i == 0:
			fmt.Fprintf(&b, "%d... %s", ply/2+1, m)
		default:
			fmt.Fprintf(&b, " %s", m)
		}
		if c := g.Comments[i]; c != "" {
			fmt.Fprintf(&b, " {%s}", c)
		}
		ply++
	}
	if len(g.Plies) > 0 {
		b.WriteByte(' ')
	}
	b.WriteString(g.Result)
	b.WriteString("\n\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// escapeTag escapes a tag value as Tiltak reads it: \" and \\.
func escapeTag(s string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s)
}

// komiString writes half-komi h as the komi in flats: "2", "2.5", "-1.5".
func komiString(h int) string {
	return strconv.FormatFloat(float64(h)/2, 'f', -1, 64)
}
