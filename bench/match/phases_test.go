package match

import (
	"math"
	"strings"
	"testing"

	"github.com/takengine/takengine/board/ptn"
)

func TestPhases(t *testing.T) {
	// Two 3x3 games: plies 1 and 2 of the first are the opening (no
	// comments). With first 3 and last 2, of the first game's 7 plies 1
	// to 3 are early, 4 and 5 middle, 6 and 7 late. The second starts
	// from a TPS with Black to move, Player2 A; both its plies are early
	// and late. "+M2" and "+99.99" are decided scores, the others open.
	const text = `[Player1 "A"]
[Player2 "B"]
[Size "3"]

1. a1 c3 2. b1 {+0.10/4 0.50s} b3 {-0.20/6 1.50s} 3. c2 {+M2/2 0.10s} b2 {bad comment} 4. a2 {-1.00/8 2.00s}

[Player1 "B"]
[Player2 "A"]
[Size "3"]
[TPS "2,x2/x3/1,x2 2 2"]

2... b1 {+0.00/3 1.00s} 3. c1 {+99.99/5 3.00s}
`
	games, err := ptn.ParseString(text)
	if err != nil {
		t.Fatal(err)
	}
	stats := Phases(games, 3, 2)
	if len(stats) != 2 || stats[0].Name != "A" || stats[1].Name != "B" || stats[0].Games != 2 || stats[1].Games != 2 {
		t.Fatalf("players %+v", stats)
	}
	want := map[string][numPhases]PhaseStat{
		// A: game 1 plies 3, 5 and 7; game 2 ply 1.
		"A": {{Plies: 2, Depth: 7, Seconds: 1.5, Open: 2, OpenDepth: 7}, {Plies: 1, Depth: 2, Seconds: 0.1}, {Plies: 2, Depth: 11, Seconds: 3, Open: 2, OpenDepth: 11}},
		// B: game 1 ply 4 (ply 6 has no usable comment); game 2 ply 2.
		"B": {{Plies: 1, Depth: 5, Seconds: 3}, {Plies: 1, Depth: 6, Seconds: 1.5, Open: 1, OpenDepth: 6}, {Plies: 1, Depth: 5, Seconds: 3}},
	}
	for _, e := range stats {
		for ph, w := range want[e.Name] {
			got := e.Phases[ph]
			if got.Plies != w.Plies || got.Open != w.Open || math.Abs(got.Depth-w.Depth) > 1e-9 ||
				math.Abs(got.Seconds-w.Seconds) > 1e-9 || math.Abs(got.OpenDepth-w.OpenDepth) > 1e-9 {
				t.Errorf("%s %v: got %+v, want %+v", e.Name, Phase(ph), got, w)
			}
		}
	}
	var b strings.Builder
	WritePhases(&b, stats, 3, 2)
	if !strings.Contains(b.String(), "A (2 games): early depth 3.50 time 0.750s (2 plies); middle depth 2.00 time 0.100s (1 plies; 1 decided);") ||
		!strings.Contains(b.String(), "B (2 games): early depth 5.00 time 3.000s (1 plies; 1 decided);") {
		t.Errorf("summary:\n%s", b.String())
	}
}
