package selfplay

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestGenerateResumes generates a small run into a position file, cuts
// the file in the middle of a line (a run killed while writing) and
// generates again into it: the games closed by a #game line before the
// cut are not played again, and the file ends up with the same lines as
// the uninterrupted run. A file of another node count, or positions
// without #game lines, is refused and left as it is.
func TestGenerateResumes(t *testing.T) {
	cfg := Config{Size: 4, HalfKomi: 2, Games: 6, Nodes: 200, RandomPlies: 2, Seed: 3, Workers: 2}
	dir := t.TempDir()
	path := filepath.Join(dir, "pos.txt")
	var prog bytes.Buffer
	first, err := Generate(cfg, path, true, &prog, 0)
	if err != nil || first.Played != 6 || first.Resumed != 0 || len(first.Samples) != first.Positions || first.Positions == 0 {
		t.Fatalf("Generate: %+v, %v", first, err)
	}
	if lines := strings.Split(strings.TrimSpace(prog.String()), "\n"); len(lines) != 6 ||
		!strings.HasPrefix(lines[5], "games 6/6 (100.0%), ") {
		t.Errorf("progress:\n%s", prog.String())
	}
	whole, _ := os.ReadFile(path)
	if want, _ := Play(cfg, nil); sortedLines(want) != fileLines(whole) {
		t.Error("Generate wrote other positions than Play returns")
	}
	trailers := strings.Count(string(whole), "\n"+gameTag+"\t")

	// Cut in the middle of a line after the third game's #game line.
	third := 0
	for range 3 {
		third += strings.Index(string(whole[third:]), gameTag+"\t") + 1
	}
	cut := third + strings.Index(string(whole[third:]), "\n") + 10
	if err := os.WriteFile(path, whole[:cut], 0o644); err != nil {
		t.Fatal(err)
	}
	again, err := Generate(cfg, path, true, nil, 0)
	if err != nil || again.Resumed != 3 || again.Played != 3 || again.Positions != first.Positions || len(again.Samples) != first.Positions {
		t.Fatalf("resumed: %+v, %v; want 3 resumed, 3 played, %d positions", again, err, first.Positions)
	}
	got, _ := os.ReadFile(path)
	if sortLines(got) != sortLines(whole) || trailers != 6 {
		t.Errorf("after resuming the file holds other lines:\n%s\nwant:\n%s", got, whole)
	}
	if s, err := LoadPositions([]string{path}, 4); err != nil || len(s) != first.Positions {
		t.Errorf("LoadPositions: %d samples, %v", len(s), err)
	}
	if done, err := Generate(cfg, path, false, nil, 0); err != nil || done.Played != 0 || done.Resumed != 6 {
		t.Errorf("a finished run: %+v, %v", done, err)
	}

	other := cfg
	other.Nodes = 300
	if _, err := Generate(other, path, false, nil, 0); err == nil || !strings.Contains(err.Error(), "nodes") {
		t.Errorf("another node count: %v", err)
	}
	old := filepath.Join(dir, "old.txt")
	ps, _ := Play(cfg, nil)
	var b strings.Builder
	WritePositions(&b, ps)
	os.WriteFile(old, []byte(b.String()), 0o644)
	if _, err := Generate(cfg, old, false, nil, 0); err == nil {
		t.Error("a position file without #game lines was accepted")
	}
	for _, f := range []string{path, old} {
		before := got
		if f == old {
			before = []byte(b.String())
		}
		if after, _ := os.ReadFile(f); !bytes.Equal(before, after) {
			t.Errorf("%s was changed by a refused run", f)
		}
	}
}

// fileLines returns the position lines of a file (no #game lines),
// sorted, as sortedLines does.
func fileLines(data []byte) string {
	var lines []string
	for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	slices.Sort(lines)
	return strings.Join(lines, "\n")
}

func sortLines(data []byte) string {
	lines := strings.Split(string(data), "\n")
	slices.Sort(lines)
	return strings.Join(lines, "\n")
}
