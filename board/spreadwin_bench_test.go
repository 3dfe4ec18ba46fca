package board_test

import (
	"testing"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
)

// BenchmarkHasSpreadWin tests both colours for a road in one stack move
// on the last 30 positions of each shared game against Tiltak, where the
// stacks are tallest (the search runs this test at its leaves).
func BenchmarkHasSpreadWin(b *testing.B) {
	games, err := ptn.ReadFile("../bench/testdata/games/vs-tiltak.ptn")
	if err != nil {
		b.Fatal(err)
	}
	var ps []board.Position
	for _, g := range games {
		for ply := max(len(g.Moves)-30, 0); ply < len(g.Moves); ply++ {
			p, err := g.Position(ply)
			if err != nil {
				b.Fatal(err)
			}
			ps = append(ps, p)
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := &ps[i%len(ps)]
		p.HasSpreadWin(board.White)
		p.HasSpreadWin(board.Black)
	}
}
