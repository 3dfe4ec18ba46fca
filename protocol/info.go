package protocol

import (
	"fmt"
	"strings"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/search"
)

// formatInfo writes a search report as an info line: integers only, the
// score from the side to move without its parity share (search.Info.Parity,
// so that consecutive plies agree) on the scale cpScale (cpCentiflats or
// cpWinChance), the PV cut at its first illegal move. With multiPV set
// (the MultiPV option is above 1) the line carries "multipv k".
func formatInfo(root *board.Position, i search.Info, showWDL bool, cpScale int, multiPV bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "info depth %d seldepth %d ", max(i.Depth, 0), max(i.SelDepth, 0))
	if multiPV {
		fmt.Fprintf(&b, "multipv %d ", max(i.MultiPV, 1))
	}
	b.WriteString("score ")
	if n, ok := search.MateMoves(i.Score); ok {
		fmt.Fprintf(&b, "mate %d", n)
	} else {
		fmt.Fprintf(&b, "cp %d", search.ScaledCp(i.Score, i.Parity, cpScale == cpWinChance))
	}
	if showWDL {
		w, d, l := search.WDL(i.Score, i.Parity)
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
