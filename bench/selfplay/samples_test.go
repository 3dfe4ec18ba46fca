package selfplay

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/takengine/takengine/bench/shard"
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

// TestShardsPlayTheWholeRun plays a small run whole and as 3 shards: the
// shards' position files together hold the same positions, and loading a
// shard's file twice, or two files that overlap, is refused.
func TestShardsPlayTheWholeRun(t *testing.T) {
	cfg := Config{Size: 4, HalfKomi: 2, Games: 5, Nodes: 200, RandomPlies: 2, Seed: 7, Workers: 2}
	whole, err := Play(cfg, nil)
	if err != nil || len(whole) == 0 {
		t.Fatalf("Play: %d positions, %v", len(whole), err)
	}
	dir := t.TempDir()
	var parts []Position
	var files []string
	for k := 1; k <= 3; k++ {
		c := cfg
		c.Shard, c.Workers = shard.Shard{K: k, N: 3}, 1
		ps, err := Play(c, nil)
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, ps...)
		f := filepath.Join(dir, fmt.Sprintf("pos%d.txt", k))
		var b strings.Builder
		if err := WritePositions(&b, ps); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	if got, want := sortedLines(parts), sortedLines(whole); got != want {
		t.Fatalf("the shards played other positions than the whole run")
	}
	s, err := LoadPositions(files, 4)
	if err != nil || len(s) != len(whole) {
		t.Fatalf("LoadPositions: %d samples, %v; want %d", len(s), err, len(whole))
	}
	if _, err := LoadPositions([]string{files[0], files[1], files[0]}, 4); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Errorf("a file given twice: %v", err)
	}
	both := filepath.Join(dir, "both.txt")
	a, _ := os.ReadFile(files[0])
	b, _ := os.ReadFile(files[1])
	os.WriteFile(both, append(append([]byte{}, a...), b...), 0o644)
	if _, err := LoadPositions([]string{both, files[1]}, 4); err == nil || !strings.Contains(err.Error(), "same game") {
		t.Errorf("overlapping files: %v", err)
	}
	twice := filepath.Join(dir, "twice.txt")
	os.WriteFile(twice, append(append([]byte{}, a...), a...), 0o644)
	if _, err := LoadPositions([]string{twice}, 4); err == nil {
		t.Errorf("a file concatenated with itself was accepted")
	}
}

func sortedLines(ps []Position) string {
	var lines []string
	for _, p := range ps {
		lines = append(lines, p.Line())
	}
	slices.Sort(lines)
	return strings.Join(lines, "\n")
}
