package ptn

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/takengine/takengine/board"
)

// lineWidth is where Write wraps move text (a comment may run past it).
const lineWidth = 80

// requiredTags are written first, in this order (docs/NOTATION.md §5.2).
var requiredTags = [...]string{"Player1", "Player2", "Date", "Size", "Result"}

// Write writes g as Racetrack does (docs/NOTATION.md §5.5): the required tags
// Player1, Player2, Date, Size and Result (with "?" and "????.??.??" for a
// missing name or date), then the other tags in order, a blank line, the
// numbered move text in canonical PTN with each comment in braces after its
// ply, the result token ("*" when Result is ""), and a blank line.
//
// Size, Komi, TPS and the reserve tags are written from Start, in the place
// of the first such tag of Tags or after the others: Komi when it is not 0
// (or Tags has one), TPS when Start is not the empty board at move 1 (or
// Tags has one), Flats and Caps (or Flats1, Flats2, Caps1, Caps2) when the
// reserves are not the standard ones. A "}" in a comment is written as ")".
func (g *Game) Write(w io.Writer) error {
	if g.Start.Size() == 0 {
		return fmt.Errorf("ptn: the game has no start position")
	}
	bw := bufio.NewWriter(w)
	if err := g.writeTags(bw); err != nil {
		return err
	}
	bw.WriteByte('\n')
	g.writeMoves(bw)
	bw.WriteString("\n\n")
	return bw.Flush()
}

// String returns the game as Write writes it (or the error's text).
func (g *Game) String() string {
	var b strings.Builder
	if err := g.Write(&b); err != nil {
		return err.Error()
	}
	return b.String()
}

// derivedTags returns the tags Write computes from Start, grouped: Komi,
// TPS, stones, capstones. A group is nil when nothing needs writing.
func (g *Game) derivedTags() [4][]Tag {
	var d [4][]Tag
	s := &g.Start
	if _, ok := g.lookup("Komi"); ok || s.HalfKomi() != 0 {
		d[0] = []Tag{{"Komi", board.Komi(s.HalfKomi()).String()}}
	}
	empty, _ := board.New(s.Size())
	if _, ok := g.lookup("TPS"); ok || s.TPS() != empty.TPS() {
		d[1] = []Tag{{"TPS", s.TPS()}}
	}
	res, def := s.StartReserves(), board.DefaultReserves(s.Size())
	d[2] = reserveTags("Flats", res.Stones, def.Stones)
	d[3] = reserveTags("Caps", res.Caps, def.Caps)
	return d
}

func reserveTags(name string, v, def [2]int) []Tag {
	switch {
	case v == def:
		return nil
	case v[0] == v[1]:
		return []Tag{{name, strconv.Itoa(v[0])}}
	}
	return []Tag{{name + "1", strconv.Itoa(v[0])}, {name + "2", strconv.Itoa(v[1])}}
}

// derivedGroup returns which group of derivedTags the tag name belongs to,
// or -1.
func derivedGroup(name string) int {
	switch strings.ToLower(name) {
	case "komi":
		return 0
	case "tps":
		return 1
	case "flats", "flats1", "flats2":
		return 2
	case "caps", "caps1", "caps2":
		return 3
	}
	return -1
}

func (g *Game) writeTags(w *bufio.Writer) error {
	var out []Tag
	for _, name := range requiredTags {
		v, ok := g.lookup(name)
		switch {
		case name == "Size":
			v = strconv.Itoa(g.Start.Size())
		case name == "Result":
			v = g.resultText()
		case !ok && name == "Date":
			v = "????.??.??"
		case !ok:
			v = "?"
		}
		out = append(out, Tag{name, v})
	}
	derived := g.derivedTags()
	var done [4]bool
	for _, t := range g.Tags {
		if isRequired(t.Name) {
			continue
		}
		if k := derivedGroup(t.Name); k >= 0 {
			if !done[k] {
				out = append(out, derived[k]...)
				done[k] = true
			}
			continue
		}
		out = append(out, t)
	}
	for k := range derived {
		if !done[k] {
			out = append(out, derived[k]...)
		}
	}
	for _, t := range out {
		if !validName(t.Name) {
			return fmt.Errorf("ptn: tag name %q is not letters, digits and _", t.Name)
		}
		fmt.Fprintf(w, "[%s \"%s\"]\n", t.Name, escapeValue(t.Value))
	}
	return nil
}

func isRequired(name string) bool {
	for _, r := range requiredTags {
		if strings.EqualFold(r, name) {
			return true
		}
	}
	return false
}

func validName(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isNameByte(s[i]) {
			return false
		}
	}
	return s != ""
}

// escapeValue escapes \ and " and turns a line break (which a tag value
// read from a file cannot hold) into a space.
func escapeValue(v string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", " ").Replace(v)
}

func (g *Game) resultText() string {
	if g.Result == "" {
		return "*"
	}
	return g.Result
}

// writeMoves writes the move text, wrapping lines at lineWidth between
// units (a move number with its ply, a ply, a comment, the result).
func (g *Game) writeMoves(w *bufio.Writer) {
	var units []string
	if g.Intro != "" {
		units = append(units, braces(g.Intro))
	}
	ply0 := g.Start.Ply()
	for i, m := range g.Moves {
		ply := ply0 + i
		num := ply/2 + 1
		text := m.String()
		if i < len(g.Marks) {
			text += g.Marks[i]
		}
		switch {
		case ply%2 == 0:
			units = append(units, fmt.Sprintf("%d. %s", num, text))
		case i == 0:
			units = append(units, fmt.Sprintf("%d... %s", num, text))
		default:
			units = append(units, text)
		}
		if i < len(g.Comments) && g.Comments[i] != "" {
			units = append(units, braces(g.Comments[i]))
		}
	}
	units = append(units, g.resultText())
	col := 0
	for _, u := range units {
		if col > 0 && col+1+len(u) > lineWidth {
			w.WriteByte('\n')
			col = 0
		}
		if col > 0 {
			w.WriteByte(' ')
			col++
		}
		w.WriteString(u)
		col += len(u)
		if k := strings.LastIndexByte(u, '\n'); k >= 0 {
			col = len(u) - k - 1
		}
	}
}

// braces writes a comment, with any "}" in it made a ")".
func braces(c string) string {
	return "{" + strings.ReplaceAll(c, "}", ")") + "}"
}
