package selfplay

import (
	"os"
	"path/filepath"
	"testing"
)

// TestSampleFiles reads tuning positions from a PTN game and from a saved
// positions file, and rejects malformed lines.
func TestSampleFiles(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "g.ptn")
	// A 5x5 road win for White (the road is the a-file).
	ptnText := "[Size \"5\"]\n[Result \"R-0\"]\n\n1. b2 e5\n2. a1 e4\n3. a2 e3\n4. a3 d5\n5. a4 d4\n6. a5 R-0\n"
	if err := os.WriteFile(game, []byte(ptnText), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := PTNSamples(game, 5)
	if err != nil {
		t.Fatal(err)
	}
	if len(s) == 0 {
		t.Fatal("no samples from the game")
	}
	for _, x := range s {
		if x.Result != 1 {
			t.Fatalf("result %v, want 1 (White won)", x.Result)
		}
	}
	if s6, _ := PTNSamples(game, 6); len(s6) != 0 {
		t.Errorf("a 5x5 game gave %d samples for size 6", len(s6))
	}

	pos := filepath.Join(dir, "p.txt")
	if err := os.WriteFile(pos, []byte("x5/x5/x5/x5/x5 1 1\t4\t0.5\n\nx6/x6/x6/x6/x6/x6 2 3\t0\t0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ps, err := PositionSamples(pos, 5)
	if err != nil || len(ps) != 1 || ps[0].Result != 0.5 {
		t.Fatalf("PositionSamples = %v, %v; want one draw", ps, err)
	}
	for _, bad := range []string{"x5/x5/x5/x5/x5 1 1\t4\n", "x5/x5/x5/x5/x5 1 1\t4\t2\n", "nonsense\t0\t1\n"} {
		if err := os.WriteFile(pos, []byte(bad), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := PositionSamples(pos, 5); err == nil {
			t.Errorf("PositionSamples accepted %q", bad)
		}
	}
}
