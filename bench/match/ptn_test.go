package match

import (
	"strings"
	"testing"
	"time"

	"github.com/takengine/takengine/board"
)

func TestWritePTNFromTPS(t *testing.T) {
	// The double-road line of docs/NOTATION.md §4.4, from a position with Black
	// to move, komi 1.5 and a name that needs escaping.
	root, err := board.ParseTPSWith("x3/1,x,1/2,21,2 2 4", 3, nil)
	if err != nil {
		t.Fatal(err)
	}
	g := &Game{
		Round: 7, Players: [2]string{`the "best"`, `C:\engine`}, Engines: [2]string{`the "best"`, `C:\engine`},
		TC: "60+0.5", Book: "x3/1,x,1/2,21,2 2 4", Shard: "2/3",
		Start: time.Date(2025, 1, 15, 12, 0, 0, 0, time.UTC), Clock: "1:0 +0.5", Root: root,
		Winner: int(board.White), Forfeit: NoColor, Reason: Road, Result: "R-0",
	}
	ref := newReferee(root)
	for _, s := range []string{"c3", "b1+"} {
		m, err := ref.pos().ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		ref.play(m)
		g.Plies = append(g.Plies, m)
	}
	if r := ref.pos().Result(); r != board.RoadWhite {
		t.Fatalf("the line ends with %v", r)
	}
	g.Comments = []string{"-1.00/3 0.25s", "+3.00/1 0.01s"}
	var b strings.Builder
	if err := g.WritePTN(&b); err != nil {
		t.Fatal(err)
	}
	want := `[Player1 "the \"best\""]
[Player2 "C:\\engine"]
[Date "2025.01.15"]
[Size "3"]
[Result "R-0"]
[Site "takengine match"]
[Round "7"]
[Clock "1:0 +0.5"]
[Komi "1.5"]
[TPS "x3/1,x,1/2,21,2 2 4"]
[Engine1 "the \"best\""]
[Engine2 "C:\\engine"]
[Engine1Color "White"]
[Book "x3/1,x,1/2,21,2 2 4"]
[TC "60+0.5"]
[Shard "2/3"]

4... c3 {-1.00/3 0.25s} 5. b1+ {+3.00/1 0.01s} R-0

`
	if b.String() != want {
		t.Errorf("WritePTN:\n%s\nwant:\n%s", b.String(), want)
	}
}

func TestEvalComment(t *testing.T) {
	tests := []struct {
		in    evalInfo
		mover board.Color
		used  time.Duration
		want  string
	}{
		{evalInfo{ok: true, score: 35, depth: 12}, board.White, 1230 * time.Millisecond, "+0.35/12 1.23s"},
		{evalInfo{ok: true, score: 35, depth: 12}, board.Black, 1230 * time.Millisecond, "-0.35/12 1.23s"},
		{evalInfo{ok: true, score: -250, depth: 3}, board.Black, 5 * time.Millisecond, "+2.50/3 0.01s"},
		{evalInfo{ok: true}, board.White, 0, "+0.00/0 0.00s"},
		{evalInfo{}, board.White, 420 * time.Millisecond, "0.42s"},
	}
	for _, tt := range tests {
		if got := evalComment(tt.in, tt.mover, tt.used); got != tt.want {
			t.Errorf("evalComment(%+v, %v, %v) = %q, want %q", tt.in, tt.mover, tt.used, got, tt.want)
		}
	}
}

func TestGoCommand(t *testing.T) {
	got := goCommand([2]time.Duration{59412 * time.Millisecond, 59870*time.Millisecond + 900*time.Microsecond}, [2]time.Duration{500 * time.Millisecond, 500 * time.Millisecond})
	if want := "go wtime 59412 btime 59870 winc 500 binc 500"; got != want {
		t.Errorf("goCommand = %q, want %q", got, want)
	}
}
