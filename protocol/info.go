package protocol

import (
	"fmt"
	"math"
	"strings"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/search"
)

// formatInfo writes a search report as an info line: integers only, the
// score from the side to move, the PV cut at its first illegal move.
func formatInfo(root *board.Position, i search.Info, showWDL bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "info depth %d seldepth %d score ", max(i.Depth, 0), max(i.SelDepth, 0))
	if n, ok := search.MateMoves(i.Score); ok {
		fmt.Fprintf(&b, "mate %d", n)
	} else {
		fmt.Fprintf(&b, "cp %d", i.Score)
	}
	if showWDL {
		w, d, l := wdl(i.Score)
		fmt.Fprintf(&b, " wdl %d %d %d", w, d, l)
	}
	fmt.Fprintf(&b, " nodes %d nps %d time %d hashfull %d",
		i.Nodes, i.NPS(), max(i.Time.Milliseconds(), 0), min(max(i.HashFull, 0), 1000))
	p := *root
	for k, m := range i.PV {
		if m == board.NoMove || !p.IsLegal(m) {
			break
		}
		if k == 0 {
			b.WriteString(" pv")
		}
		b.WriteByte(' ')
		b.WriteString(m.String())
		p.Make(m)
		if p.GameOver() {
			break
		}
	}
	return b.String()
}

// The win/draw/loss model: a logistic curve in the score. wdlScale is the
// score (centi-flats) that moves the odds by a factor e; wdlDrawMargin
// shifts the win and loss curves apart, leaving room for draws, which are
// rare in Tak. Rough numbers for display, not fitted to games.
const (
	wdlScale      = 150.0
	wdlDrawMargin = 20.0
)

// wdl converts a score to win, draw and loss chances in per mille for the
// side to move, summing to exactly 1000; forced results are 1000 0 0 or
// 0 0 1000.
func wdl(score int) (w, d, l int) {
	if _, ok := search.MateMoves(score); ok {
		if score > 0 {
			return 1000, 0, 0
		}
		return 0, 0, 1000
	}
	x := float64(score)
	w = int(math.Round(1000 / (1 + math.Exp(-(x-wdlDrawMargin)/wdlScale))))
	l = int(math.Round(1000 / (1 + math.Exp((x+wdlDrawMargin)/wdlScale))))
	if w+l > 1000 {
		l = 1000 - w
	}
	return w, 1000 - w - l, l
}
