package match

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestResumePTN plays a 6-game match into a PTN file, cuts the file in the
// move text of its fourth game (a run killed while writing) and runs the
// same match again on it: the three whole games are kept and not played
// again, the cut one and the rest are played, and the file ends up with
// the games of the uninterrupted run. A file of another match is refused
// and left as it is.
func TestResumePTN(t *testing.T) {
	cfg := Config{Engines: [2]EngineSpec{fake(t, "random"), fake(t, "random", "seed=2")}, Size: 5, Games: 6,
		Nodes: 1000, Concurrency: 2, QuitWait: 200 * time.Millisecond}
	dir := t.TempDir()
	path := filepath.Join(dir, "games.ptn")
	run := func(c Config) (*Report, string) {
		t.Helper()
		f, err := c.ResumePTN(path)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		c.PTN, c.Progress = f, &out
		rep, err := Run(context.Background(), c)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		return rep, out.String()
	}
	full, _ := run(cfg)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want, err := Merge([]string{path})
	if err != nil || len(want.Games) != 6 {
		t.Fatalf("Merge: %v", err)
	}
	// Cut in the move text of the fourth game, just before its result.
	cut := -1
	for range 5 {
		cut += 1 + strings.Index(string(data[cut+1:]), "[Player1 ")
	}
	cut -= 5
	if err := os.WriteFile(path, data[:cut], 0o644); err != nil {
		t.Fatal(err)
	}
	rep, out := run(cfg)
	if rep.Resumed != 3 || len(rep.Games) != 6 || rep.Score != full.Score {
		t.Errorf("resumed %d, %d games, score %+v; want 3, 6, %+v", rep.Resumed, len(rep.Games), rep.Score, full.Score)
	}
	if !strings.Contains(out, "resumed 3 games") || !strings.Contains(out, "played 6 of 6 games") ||
		!strings.Contains(out, "3 of them resumed") || strings.Contains(out, "game 2/6:") {
		t.Errorf("progress:\n%s", out)
	}
	got, err := Merge([]string{path})
	if err != nil || len(got.Games) != 6 {
		t.Fatalf("Merge after resuming: %v", err)
	}
	for i := range want.Games {
		a, b := &want.Games[i], &got.Games[i]
		if a.Tag("Round") != b.Tag("Round") || a.Result != b.Result || !slices.Equal(a.Moves, b.Moves) {
			t.Errorf("game %d differs after resuming", i+1)
		}
	}

	// A finished file: nothing is played.
	rep, out = run(cfg)
	if rep.Resumed != 6 || !strings.Contains(out, "played 6 of 6 games") {
		t.Errorf("a finished match: resumed %d\n%s", rep.Resumed, out)
	}
	// Another match (another node count) is refused, the file untouched.
	before, _ := os.ReadFile(path)
	other := cfg
	other.Nodes = 999
	if _, err := other.ResumePTN(path); err == nil || !strings.Contains(err.Error(), "another match") {
		t.Errorf("another match's file: %v", err)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Error("a refused file was changed")
	}
}

// TestCompletePTN: only games whose move text was written to the end
// count; a blank line after the tags is not the end of a game.
func TestCompletePTN(t *testing.T) {
	g := "[Size \"5\"]\n[Round \"1\"]\n\n1. a1 e5 2. c3 {+0.10/2 0.01s} 0-R\n\n"
	for _, c := range []struct {
		data string
		want int
	}{
		{"", 0}, {g[:5], 0}, {g[:25], 0}, {g[:len(g)-1], 0}, {g, len(g)},
		{g + g[:30], len(g)}, {g + g + "[Si", 2 * len(g)},
	} {
		if got := completePTN([]byte(c.data)); got != c.want {
			t.Errorf("completePTN(%q) = %d, want %d", c.data, got, c.want)
		}
	}
}
