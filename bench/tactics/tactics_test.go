package tactics

import (
	"bytes"
	"os"
	"testing"

	"github.com/takengine/takengine/search"
)

// testdata/tactics.tsv is an unchanged copy of the project's shared
// tactics file, which TestTacticsCopyMatchesShared checks when it is there.
func loadTactics(t *testing.T) []Tactic { return loadFile(t, "testdata/tactics.tsv") }

// loadFile reads a tactics file of the test data or fails the test.
func loadFile(t *testing.T, path string) []Tactic {
	ts, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return ts
}

func TestTacticsCopyMatchesShared(t *testing.T) {
	shared, err := os.ReadFile("../../../shared/testdata/tactics.tsv")
	if err != nil {
		t.Skip("../shared is not beside the repository")
	}
	ours, _ := os.ReadFile("testdata/tactics.tsv")
	if !bytes.Equal(shared, ours) {
		t.Fatal("bench/tactics/testdata/tactics.tsv differs from shared/testdata/tactics.tsv")
	}
}

// TestWinInOne: every win-in-1 row is solved at depth 2.
func TestWinInOne(t *testing.T) {
	n := 0
	for _, tc := range loadTactics(t) {
		if tc.Kind != "win-in-1" {
			continue
		}
		n++
		r, err := Solve(tc, search.DefaultParams(), search.Limits{Depth: 2}, 8)
		if err != nil {
			t.Fatal(err)
		}
		if !r.Solved {
			t.Errorf("%s: played %v, want one of %v", tc.ID, r.Move, tc.Best)
		}
		if r.Score < search.MateThreshold {
			t.Errorf("%s: score %d, want a win", tc.ID, r.Score)
		}
	}
	if n < 10 {
		t.Fatalf("only %d win-in-1 rows", n)
	}
}

// TestTacticsFixedNodes solves the whole suite at a fixed node budget (the
// same result on every machine) and requires 83% of it (49 of the 59
// rows); the 1-second rate is measured by `takengine tactics`. The gate
// was 85% (51 rows, what the ninth-session 6x6 set solves); the distilled
// 6x6 set of the tenth session, which won more games against Tiltak and
// Topaz, solves 50: one tinue fewer, an accepted cost. The thirty-fifth
// session's set (walls' stacks priced apart, 47.0% against Tiltak over
// 200 games where the set before scored 39.8%) solves 49: it reaches
// depth 6 on t6-flat_capture_double_critical_square within the budget,
// where the set before found the win at depth 7. The thirty-seventh
// session's (the flat race's weight on EndFlatLead) solves 50.
func TestTacticsFixedNodes(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	ts := loadTactics(t)
	solved := countSolved(t, ts, 300_000)
	t.Logf("solved %d of %d", solved, len(ts))
	if solved*100 < len(ts)*83 {
		t.Errorf("solved %d of %d at 300k nodes, want at least 83%%", solved, len(ts))
	}
}

// countSolved searches every tactic with a fixed node budget, logs the
// ones it misses, and returns how many it solved.
func countSolved(t *testing.T, ts []Tactic, nodes uint64) int {
	t.Helper()
	solved := 0
	for _, tc := range ts {
		r, err := Solve(tc, search.DefaultParams(), search.Limits{Nodes: nodes}, 16)
		if err != nil {
			t.Fatal(err)
		}
		if r.Solved {
			solved++
		} else {
			t.Logf("unsolved %s (%s): played %v score %d depth %d", tc.ID, tc.Kind, r.Move, r.Score, r.Depth)
		}
	}
	return solved
}
