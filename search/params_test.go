package search

import (
	"strings"
	"testing"
)

// TestParseParams reads overrides over the defaults, round-trips String,
// and refuses unknown names, bad values and values out of range.
func TestParseParams(t *testing.T) {
	def := DefaultParams()
	p, err := ParseParams("lmrbase=250, FutDepth=2", def)
	if err != nil {
		t.Fatal(err)
	}
	want := def
	want.LMRBase, want.FutDepth = 250, 2
	if p != want {
		t.Fatalf("got %v\nwant %v", p, want)
	}
	if q, err := ParseParams(p.String(), Params{}); err != nil || q != p {
		t.Fatalf("String does not read back: %v, %v", q, err)
	}
	for _, bad := range []string{"", "LMRBase", "Nope=1", "LMRBase=x", "LMRBase=-1", "HardFactor=0", "MovesMin=100,MovesMax=50"} {
		if _, err := ParseParams(bad, def); err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: error %v", bad, err)
		}
	}
}

// TestDefaultLMRTable keeps the default reductions those the search was
// measured with: log2 d + log2 min(k, 63) - 2, at least 1, leaving a ply.
func TestDefaultLMRTable(t *testing.T) {
	tab := DefaultParams().tuned()
	for _, c := range []struct{ d, k, r int }{{3, 5, 1}, {4, 5, 2}, {8, 8, 4}, {8, 16, 5}, {8, 40, 6}, {16, 63, 7}, {4, 63, 2}} {
		if got := int(tab.lmr[c.d][c.k]); got != c.r {
			t.Errorf("depth %d move %d: %d plies, want %d", c.d, c.k, got, c.r)
		}
	}
}
