package board

import (
	"strings"
	"testing"
)

// playLine plays PTN plies from a TPS (or "start N") and returns the TPS
// after each.
func playLine(t *testing.T, p Position, plies string) []string {
	t.Helper()
	var out []string
	for _, s := range strings.Fields(plies) {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		p.Make(m)
		if err := p.Validate(); err != nil {
			t.Fatalf("after %s: %v", s, err)
		}
		out = append(out, p.TPS())
	}
	return out
}

// TestNotationWorkedGame replays docs/NOTATION.md §4.1 ply by ply.
func TestNotationWorkedGame(t *testing.T) {
	want := []string{
		"x5/x5/x5/x5/2,x4 2 1",
		"x4,1/x5/x5/x5/2,x4 1 2",
		"x4,1/x5/x2,1,x2/x5/2,x4 2 2",
		"x4,1/x5/x2,1,2,x/x5/2,x4 1 3",
		"x4,1/x2,1,x2/x2,1,2,x/x5/2,x4 2 3",
		"x4,1/x2,1,x2/x2,12,x2/x5/2,x4 1 4",
		"x4,1/x5/x2,121,x2/x5/2,x4 2 4",
		"x4,1/x5/x2,121,x2/x3,2S,x/2,x4 1 5",
		"x4,1/x5/x3,1,21/x3,2S,x/2,x4 2 5",
		"x4,1/x5/x,2C,x,1,21/x3,2S,x/2,x4 1 6",
		"x4,1/x5/x,2C,x,1,21/x2,1C,2S,x/2,x4 2 6",
		"x4,1/x5/x,2C,x,1,21/2,x,1C,2S,x/2,x4 1 7",
		"x4,1/x5/x,2C,x,1,21/2,x2,21C,x/2,x4 2 7",
	}
	p, _ := New(5)
	got := playLine(t, p, "a1 e5 c3 d3 c4 d3< c4- Sd2 3c3>12 Cb3 Cc2 a2 c2>")
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("ply %d: got %s, want %s", i+1, got[i], want[i])
		}
	}
	q, _ := ParseTPS(want[len(want)-1])
	if q.Stones(White) != 18 || q.Capstones(White) != 0 || q.Stones(Black) != 17 || q.FlatCount(White) != 3 || q.FlatCount(Black) != 2 {
		t.Errorf("reserves/flats of §4.1 end: %d %d %d %d %d", q.Stones(White), q.Capstones(White), q.Stones(Black), q.FlatCount(White), q.FlatCount(Black))
	}
}

// TestResults covers docs/NOTATION.md §4.2-4.5 (road, komi, double road,
// suicide).
func TestResults(t *testing.T) {
	cases := []struct {
		start, plies string
		halfKomi     int
		want         Result
	}{
		{"5", "e1 a5 a3 b5 b3 c5 c3 d5 d3' e5? e3", 0, RoadWhite},
		{"3", "b3 a3 b2 a2 a1 b1 c1 c2 c3", 0, FlatWhite},
		{"3", "b3 a3 b2 a2 a1 b1 c1 c2 c3", 1, FlatWhite},
		{"3", "b3 a3 b2 a2 a1 b1 c1 c2 c3", 2, Draw},
		{"3", "b3 a3 b2 a2 a1 b1 c1 c2 c3", 3, FlatBlack},
		{"3", "b1 a2 b2 a1 b2- c1 c2 c3 b1+", 0, RoadWhite},
		{"3", "b1 c3 b2 a1 b2- c1 b1+", 0, RoadBlack},
		{"3", "b1 c3 b2 a1 b2- c1 b1<", 0, None},
	}
	for _, c := range cases {
		p, _ := NewWith(int(c.start[0]-'0'), c.halfKomi, DefaultReserves(int(c.start[0]-'0')))
		plies := strings.Fields(c.plies)
		for i, s := range plies {
			m, err := p.ParseMove(s)
			if err != nil {
				t.Fatal(err)
			}
			p.Make(m)
			if r := p.Result(); r != None && i < len(plies)-1 {
				t.Fatalf("%s: game ended early at %s with %v", c.plies, s, r)
			}
		}
		if r := p.Result(); r != c.want {
			t.Errorf("%s komi %d: got %q, want %q", c.plies, c.halfKomi, r, c.want)
		}
	}
}

// TestSpreads covers docs/NOTATION.md §4.6.
func TestSpreads(t *testing.T) {
	start := "x5/x5/2121C,x,2,2S,x/x5/x5 1 10"
	for ply, want := range map[string]string{
		"4a3>121":  "x5/x5/x,2,212,21C,x/x5/x5 2 10",
		"4a3>13":   "x5/x5/x,2,2121C,2S,x/x5/x5 2 10",
		"4a3>22":   "x5/x5/x,21,221C,2S,x/x5/x5 2 10",
		"2a3+":     "x5/21C,x4/21,x,2,2S,x/x5/x5 2 10",
		"4a3>121*": "x5/x5/x,2,212,21C,x/x5/x5 2 10",
	} {
		p, _ := ParseTPS(start)
		if got := playLine(t, p, ply); got[0] != want {
			t.Errorf("%s: got %s, want %s", ply, got[0], want)
		}
	}
	p, _ := ParseTPS(start)
	if _, err := p.ParseMove("4a3>112"); err == nil {
		t.Error("4a3>112 accepted; two pieces would land on the wall")
	}
	p, _ = ParseTPS("x5/x5/2121C,x,2,2S,x/x5/x5 2 10")
	if got := playLine(t, p, "d3<"); got[0] != "x5/x5/2121C,x,22S,x2/x5/x5 1 11" {
		t.Errorf("d3<: %s", got[0])
	}
}

// TestRoadShapes covers docs/NOTATION.md §4.7.
func TestRoadShapes(t *testing.T) {
	for tps, want := range map[string]bool{
		"x4,1/x4,1/x4,1S/x4,1/x4,1 1 20":      false,
		"x4,1/x4,1/x4,1C/x4,1/x4,1 1 20":      true,
		"x4,1/x4,1/x3,1,1/x3,1,x/x3,1,x 1 20": true,
		"x4,2/x4,1/x3,1,1/x3,1,x/x3,1,x 1 20": false,
	} {
		p, err := ParseTPS(tps)
		if err != nil {
			t.Fatal(err)
		}
		if p.HasRoad(White) != want {
			t.Errorf("%s: road %v, want %v", tps, !want, want)
		}
	}
}

func TestMoveText(t *testing.T) {
	for in, want := range map[string]string{
		"a1": "a1", "Fa1": "a1", "Sa1": "Sa1", "Ca1": "Ca1", "c3>": "c3>", "1c3>": "c3>",
		"c3>1": "c3>", "1c3>1": "c3>", "3c3>": "3c3>", "3c3>3": "3c3>", "3c3>12": "3c3>12",
		"2a3+2": "2a3+", "c2>*": "c2>", "d3'": "d3", "c2>*''": "c2>", "e5?!": "e5", "a1\"": "a1",
	} {
		m, err := ParseMove(in, 5)
		if err != nil {
			t.Errorf("%s: %v", in, err)
			continue
		}
		if m.String() != want {
			t.Errorf("%s: got %s, want %s", in, m, want)
		}
	}
	for _, bad := range []string{"", "a", "a0", "f1", "A1", "0c3>", "6c3>", "3c3>21x", "3c3>22", "3c3>111",
		"c3", "c3x", "Sc3>", "Fc3+", "3c3>0", "e3>", "2a1-11", "9a1+", "x1"} {
		if m, err := ParseMove(bad, 5); err == nil && bad != "c3" {
			t.Errorf("%q parsed as %v", bad, m)
		}
	}
}

func TestTPSErrors(t *testing.T) {
	for tps, want := range map[string]string{
		"x6/x6/x6/x6/x6/x7 1 1":                     "row 6 has 7 squares, expected 6",
		"x5/x5/x5 1 1":                              "TPS row 1 has 5 squares, expected 3",
		"x5/x5/x5/x5/x5 3 1":                        "side to move",
		"x5/x5/x5/x5/x5 1 0":                        "move number",
		"x5/x5/x5/x5/x5 1":                          "fields",
		"x2/x2 1 1":                                 "2 rows",
		"x5/x5/x5/x5/x4,3 1 1":                      "unexpected",
		"x5/x5/x5/x5/x4,S 1 1":                      "colour digit",
		"x5/x5/x5/x5/x3,1C,1C 1 1":                  "capstones",
		"x5/x5/x5/x5/x4,1S2 1 1":                    "unexpected",
		"x5/x5/x5/x5/x5/ 1 1":                       "empty row",
		"x5/x5/x5/x5/x4,,x 1 1":                     "empty square",
		"x5/x5/x5/x5/x9 1 1":                        "empty run",
		"1111111111111111111111,x4/x5/x5/x5/x5 1 1": "stones",
	} {
		_, err := ParseTPS(tps)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want one mentioning %q", tps, err, want)
		}
	}
	for _, ok := range []string{"x,x,x,x,x/x,x,x,x,x/x,x,x,x,x/x,x,x,x,x/x,x,x,x,x 1 1", "x5-x5-x5-x5-x5 1 1", "x1,x4/x5/x5/x5/x5 1 1"} {
		p, err := ParseTPS(ok)
		if err != nil || p.TPS() != "x5/x5/x5/x5/x5 1 1" {
			t.Errorf("%s: %v %s", ok, err, p.TPS())
		}
	}
}
