package tinue_test

import (
	"context"
	"testing"

	"github.com/takengine/takengine/bench/tactics"
	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/search/tinue"
)

// rowNodes is the node budget per tactics row: deterministic, unlike a
// time limit, and about what a few seconds buy on a slow machine.
const rowNodes = 150_000

// quietPly is the depth of the second search that allows a quiet first
// move, as takengine tinue runs it.
const quietPly = 9

// TestTinueRows solves every tinue row of the tactics suite under a node
// budget: at least 90% must be proved with the row's move (or one of its
// acceptable moves) as the first move, and every proof must verify. The
// threat search alone must also reach 90%.
func TestTinueRows(t *testing.T) {
	s := tinue.NewSolver(16)
	solved, threats, total := 0, 0, 0
	for _, tc := range tactics.Builtin() {
		if tc.Kind != "tinue" {
			continue
		}
		total++
		p, err := tc.Position()
		if err != nil {
			t.Fatalf("%s: %v", tc.ID, err)
		}
		r := s.Solve(context.Background(), p, tinue.Options{Nodes: rowNodes, QuietPly: quietPly})
		if r.Status == tinue.Proved {
			checkProof(t, tc.ID, s, p, r)
		}
		ok := r.Status == tinue.Proved && tc.Solved(r.Move)
		if ok {
			solved++
			if !r.Quiet {
				threats++
			}
		}
		t.Logf("%-45s %-9s quiet %-5v %-8v plies %2d depth %2d nodes %7d %6dms want %v", tc.ID, r.Status, r.Quiet, r.Move, r.Plies, r.Depth, r.Nodes, r.Time.Milliseconds(), tc.Best)
	}
	t.Logf("solved %d of %d tinue rows, %d by threats alone", solved, total, threats)
	if total == 0 || threats*10 < total*9 {
		t.Errorf("solved %d of %d tinue rows (%d by threats alone), want at least 90%%", solved, total, threats)
	}
}

// TestNoFalseClaims runs the solver on the rows that are not tinue
// problems: any proof it claims there must verify.
func TestNoFalseClaims(t *testing.T) {
	s := tinue.NewSolver(16)
	for _, tc := range tactics.Builtin() {
		if tc.Kind == "tinue" {
			continue
		}
		p, err := tc.Position()
		if err != nil {
			t.Fatalf("%s: %v", tc.ID, err)
		}
		r := s.Solve(context.Background(), p, tinue.Options{Nodes: rowNodes / 4, QuietPly: quietPly})
		if r.Status == tinue.Proved {
			checkProof(t, tc.ID, s, p, r)
		}
		t.Logf("%-45s %-6s %-9s %v plies %d", tc.ID, tc.Kind, r.Status, r.Move, r.Plies)
	}
}

// checkProof replays r's principal line and verifies the proof tree.
func checkProof(t *testing.T, id string, s *tinue.Solver, p board.Position, r tinue.Result) {
	t.Helper()
	if err := replayLine(p, r.PV); err != nil {
		t.Errorf("%s: pv %v: %v", id, r.PV, err)
	}
	if r.PV[0] != r.Move || len(r.PV) != r.Plies {
		t.Errorf("%s: move %v plies %d, pv %v", id, r.Move, r.Plies, r.PV)
	}
	if err := verify(s, p, r.Plies, r.Quiet); err != nil {
		t.Errorf("%s: proof of %v in %d does not verify: %v", id, r.Move, r.Plies, err)
	}
}
