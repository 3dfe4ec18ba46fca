package match

import (
	"slices"
	"strings"
	"testing"
)

func TestParseOption(t *testing.T) {
	tests := []struct {
		line string
		want Option // zero Name: an error is expected
	}{
		{"option name HalfKomi type spin default 0 min -10 max 10",
			Option{Name: "HalfKomi", Type: "spin", Default: "0", Min: -10, Max: 10}},
		{"option name HalfKomi type combo default 0 var 0 var 4", // Tiltak
			Option{Name: "HalfKomi", Type: "combo", Default: "0", Vars: []string{"0", "4"}}},
		{"option  name Max Nodes   type spin default -1 min -1 max 10000000 ",
			Option{Name: "Max Nodes", Type: "spin", Default: "-1", Min: -1, Max: 10000000}},
		{"option name Ponder type check default false", Option{Name: "Ponder", Type: "check", Default: "false"}},
		{"option name Book File type string default <empty>", Option{Name: "Book File", Type: "string"}},
		{"option name Book type string default my book.txt", Option{Name: "Book", Type: "string", Default: "my book.txt"}},
		{"option name Style type combo default Solid Play var Solid Play var Risky",
			Option{Name: "Style", Type: "combo", Default: "Solid Play", Vars: []string{"Solid Play", "Risky"}}},
		{"option name Clear Hash type button", Option{Name: "Clear Hash", Type: "button"}},
		{"option name Spin type spin default +5 min 1 max 9", Option{Name: "Spin", Type: "spin", Default: "5", Min: 1, Max: 9}},
		// Lines Racetrack cannot parse.
		{"option type spin default 1 min 1 max 2", Option{}},
		{"option name X type spin default 1 min 1", Option{}},
		{"option name X type spin default one min 1 max 2", Option{}},
		{"option name X type spin default 1 min 1 max 99999999999999999999", Option{}},
		{"option name X type check default maybe", Option{}},
		{"option name X type check", Option{}},
		{"option name X type slider default 1", Option{}},
		{"option name X type spin check default 1 min 0 max 2", Option{}},
		{"option name X type string default <empty> text", Option{}},
		{"option X name Y type button", Option{}},
		{"option name", Option{}},
		{"id name X", Option{}},
	}
	for _, tt := range tests {
		got, err := ParseOption(tt.line)
		if tt.want.Name == "" {
			if err == nil {
				t.Errorf("ParseOption(%q) = %+v, want an error", tt.line, got)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseOption(%q): %v", tt.line, err)
			continue
		}
		if got.Name != tt.want.Name || got.Type != tt.want.Type || got.Default != tt.want.Default ||
			got.Min != tt.want.Min || got.Max != tt.want.Max || !slices.Equal(got.Vars, tt.want.Vars) {
			t.Errorf("ParseOption(%q) = %+v, want %+v", tt.line, got, tt.want)
		}
		// The declaration written back parses to the same option.
		again, err := ParseOption(got.String())
		if err != nil || again.String() != got.String() {
			t.Errorf("round trip of %q: %q, %v", tt.line, again.String(), err)
		}
	}
}

func TestOptionSupports(t *testing.T) {
	spin, _ := ParseOption("option name HalfKomi type spin default 0 min -4 max 6")
	combo, _ := ParseOption("option name HalfKomi type combo default 0 var 0 var 4")
	check, _ := ParseOption("option name P type check default true")
	none := halfKomiOption(nil)
	tests := []struct {
		o     Option
		value string
		want  bool
	}{
		{spin, "-4", true}, {spin, "6", true}, {spin, "7", false}, {spin, "-5", false}, {spin, "x", false},
		{combo, "4", true}, {combo, "0", true}, {combo, "2", false},
		{check, "false", true}, {check, "1", false},
		{none, "0", true}, {none, "4", false}, {none, "-1", false},
	}
	for _, tt := range tests {
		if got := tt.o.Supports(tt.value); got != tt.want {
			t.Errorf("%v Supports(%q) = %v, want %v", tt.o, tt.value, got, tt.want)
		}
	}
	if !strings.Contains(combo.describeValues(), "0, 4") {
		t.Errorf("describeValues of the combo: %q", combo.describeValues())
	}
}

func TestParseInfo(t *testing.T) {
	tests := []struct {
		line         string
		ok           bool
		score, depth int
	}{
		{"info depth 9 seldepth 14 score cp 37 nodes 412338 nps 1873000 time 220 hashfull 41 pv d3 c4 d4", true, 37, 9},
		{"info score cp -120 pv a1", true, -120, 0},
		{"info depth 3 score mate 2 pv a1", true, 9997, 3},
		{"info depth 4 score mate -2 pv a1 b1 c1 d1", true, -9996, 4},
		{"info depth 1 score mate 1 pv a1", true, 9999, 1},
		{"info depth 3 score mate 0 pv a1", false, 0, 0},
		{"info depth 3 score mate 99999 pv a1", false, 0, 0},
		{"info depth 3 score mate x", false, 0, 0},
		{"info depth 3 score cp x", false, 0, 0},
		{"info depth -1 score cp 5", false, 0, 0},
		{"info depth 3 nodes 5", false, 0, 0},
		{"info depth 3 score cp 5 pv a1 pv b1", false, 0, 0},
		{"info string score cp 5", false, 0, 0},
		{" info depth 3 score cp 5", false, 0, 0},
		{"information depth 3 score cp 5", false, 0, 0},
		{"info depth 4 score cp 12 wdl 1 2 3", true, 12, 4},
		{"info depth 4 score cp", false, 0, 0},
	}
	for _, tt := range tests {
		got, ok := parseInfo(tt.line)
		if ok != tt.ok || ok && (got.score != tt.score || got.depth != tt.depth) {
			t.Errorf("parseInfo(%q) = %+v, %v; want score %d depth %d, %v", tt.line, got, ok, tt.score, tt.depth, tt.ok)
		}
	}
}
