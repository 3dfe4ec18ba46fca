package match

import (
	"math"
	"strings"
	"testing"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
)

func TestTrends(t *testing.T) {
	// Game 1 (A White, wins on time): A scores +0.50 and +1.50 at plies 1
	// and 3, B (Black) -0.20 in White's view at ply 2 (+0.20 its own) and
	// a decided -99.98 at ply 4. Game 2 (B White, A Black, a draw): A
	// scores +0.40 in White's view at ply 2, -0.40 its own. Game 3 is
	// unfinished and counts nowhere. With step 2: plies 1-2 and 3-4.
	const text = `[Player1 "A"]
[Player2 "B"]
[Size "3"]
[Result "1-0"]

1. a1 {+0.50/4 0.10s} c3 {-0.20/4 0.10s} 2. b1 {+1.50/5 0.10s} b3 {-99.98/2 0.10s} 1-0

[Player1 "B"]
[Player2 "A"]
[Size "3"]
[Result "1/2-1/2"]

1. a1 {+0.00/3 0.10s} c3 {+0.40/3 0.10s} 1/2-1/2

[Player1 "A"]
[Player2 "B"]
[Size "3"]

1. a1 {+9.00/3 0.10s} c3 {+9.00/3 0.10s}
`
	games, err := ptn.ParseString(text)
	if err != nil {
		t.Fatal(err)
	}
	trends := Trends(games, 2, 4)
	if len(trends) != 2 || trends[0].Name != "A" || trends[1].Name != "B" {
		t.Fatalf("engines %+v", trends)
	}
	a, b := trends[0], trends[1]
	if a.Games[board.White][OutcomeWon] != 1 || a.Games[board.Black][OutcomeDrawn] != 1 ||
		b.Games[board.Black][OutcomeLost] != 1 || b.Games[board.White][OutcomeDrawn] != 1 {
		t.Fatalf("games A %v B %v", a.Games, b.Games)
	}
	check := func(name string, got TrendCell, plies, decided int, mean float64) {
		t.Helper()
		if got.Plies != plies || got.Decided != decided || math.Abs(got.Mean()-mean) > 1e-9 {
			t.Errorf("%s: got %+v (mean %v), want %d plies, %d decided, mean %v", name, got, got.Mean(), plies, decided, mean)
		}
	}
	check("A White won 1-2", a.Cells[board.White][OutcomeWon][0], 1, 0, 0.5)
	check("A White won 3-4", a.Cells[board.White][OutcomeWon][1], 1, 0, 1.5)
	check("A Black drawn 1-2", a.Cells[board.Black][OutcomeDrawn][0], 1, 0, -0.4)
	check("B Black lost 1-2", b.Cells[board.Black][OutcomeLost][0], 1, 0, 0.2)
	check("B Black lost 3-4", b.Cells[board.Black][OutcomeLost][1], 0, 1, 0)
	check("B White drawn 1-2", b.Cells[board.White][OutcomeDrawn][0], 1, 0, 0)
	var sb strings.Builder
	WriteTrends(&sb, trends, 2)
	for _, want := range []string{
		"A as white, won 1: 1-2 +0.50; 3-4 +1.50;",
		"A as black, drawn 1: 1-2 -0.40;",
		"B as black, lost 1: 1-2 +0.20; 3-4 - (1 decided);",
	} {
		if !strings.Contains(sb.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, sb.String())
		}
	}
}
