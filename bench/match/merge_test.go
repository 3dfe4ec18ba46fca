package match

import (
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestShardsMergeLikeTheWholeMatch plays one 24-game match (12 openings,
// each with both colours) whole, then as 4 shards, and merges each set of
// PTN files: the same games, score, Elo and LLR. The fake engines pick
// their moves from the position alone, as fixed-node engines with a fresh
// table per game do, so both runs play identical games (cmd/takengine
// plays the same test with the real engine). Merging a shard
// twice, under its own name or another, is refused.
func TestShardsMergeLikeTheWholeMatch(t *testing.T) {
	var lines []string
	for _, a := range []string{"a1", "b2", "c3", "d4", "e5", "a5"} {
		for _, b := range []string{"e1", "c1"} {
			lines = append(lines, a+" "+b)
		}
	}
	book, err := ReadOpenings(strings.NewReader(strings.Join(lines, "\n")), 5, 0)
	if err != nil || len(book) != 12 {
		t.Fatalf("book: %d openings, %v", len(book), err)
	}
	cfg := Config{Engines: [2]EngineSpec{fake(t, "random", "seed=1"), fake(t, "random", "seed=2")},
		Games: 24, Openings: book, Concurrency: 2}
	dir := t.TempDir()
	write := func(name string, c Config) string {
		r := mustPlay(t, c)
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(r.ptn), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	wholeFile := write("whole.ptn", cfg)
	var shards []string
	for k := 1; k <= 4; k++ {
		c := cfg
		c.Shard.K, c.Shard.N = k, 4
		shards = append(shards, write("shard"+string(rune('0'+k))+".ptn", c))
	}
	whole, err := Merge([]string{wholeFile})
	if err != nil {
		t.Fatal(err)
	}
	merged, err := Merge(shards)
	if err != nil {
		t.Fatal(err)
	}
	if len(whole.Games) != 24 || len(merged.Games) != 24 {
		t.Fatalf("%d and %d games, want 24", len(whole.Games), len(merged.Games))
	}
	for i := range whole.Games {
		a, b := &whole.Games[i], &merged.Games[i]
		if a.Tag("Round") != b.Tag("Round") || a.Result != b.Result || !slices.Equal(a.Moves, b.Moves) ||
			a.Tag(TagEngine1Color) != b.Tag(TagEngine1Color) || a.Tag(TagBook) != b.Tag(TagBook) {
			t.Errorf("game %d: round %s %s %v, merged round %s %s %v", i+1, a.Tag("Round"), a.Result, a.Moves,
				b.Tag("Round"), b.Result, b.Moves)
		}
	}
	t.Logf("score %+v, first game %d plies, last %d plies", whole.Score, len(whole.Games[0].Moves), len(whole.Games[23].Moves))
	sprt := StandardSPRT()
	e1, m1 := whole.Score.Elo()
	e2, m2 := merged.Score.Elo()
	if whole.Score != merged.Score || !sameFloat(e1, e2) || !sameFloat(m1, m2) || sprt.LLR(whole.Score) != sprt.LLR(merged.Score) {
		t.Errorf("whole %+v Elo %v ± %v LLR %v; merged %+v Elo %v ± %v LLR %v", whole.Score, e1, m1, sprt.LLR(whole.Score),
			merged.Score, e2, m2, sprt.LLR(merged.Score))
	}
	if whole.Score.Games() != 24 || whole.Engines != [2]string{"random (1)", "random (2)"} {
		t.Errorf("score %+v, engines %q", whole.Score, whole.Engines)
	}
	var out strings.Builder
	merged.WriteSummary(&out, sprt, false)
	if !strings.Contains(out.String(), "merged 24 games from 4 files") || !strings.Contains(out.String(), "LLR") {
		t.Errorf("summary:\n%s", out.String())
	}

	// A shard given twice, a copy of it, or a shard with the whole run.
	data, _ := os.ReadFile(shards[0])
	cp := filepath.Join(dir, "copy.ptn")
	os.WriteFile(cp, data, 0o644)
	for _, files := range [][]string{
		append(slices.Clone(shards), shards[0]),
		append(slices.Clone(shards), cp),
		{wholeFile, shards[2]},
	} {
		if _, err := Merge(files); err == nil || !strings.Contains(err.Error(), "twice") && !strings.Contains(err.Error(), "same game") {
			t.Errorf("Merge(%v): %v, want a refusal", files, err)
		}
	}
}

func sameFloat(a, b float64) bool { return a == b || math.IsNaN(a) && math.IsNaN(b) }

// TestMergeRefusesOtherGames: a PTN file without the match's tags, or
// from another match, cannot be merged.
func TestMergeRefusesOtherGames(t *testing.T) {
	dir := t.TempDir()
	plain := filepath.Join(dir, "plain.ptn")
	os.WriteFile(plain, []byte("[Size \"5\"]\n[Round \"1\"]\n\n1. a1 e5 *\n"), 0o644)
	if _, err := Merge([]string{plain}); err == nil || !strings.Contains(err.Error(), "not a game of takengine match") {
		t.Errorf("a plain PTN file: %v", err)
	}
	r := mustPlay(t, Config{Engines: [2]EngineSpec{fake(t, "random"), fake(t, "random", "seed=2")}, Games: 2})
	a := filepath.Join(dir, "a.ptn")
	os.WriteFile(a, []byte(r.ptn), 0o644)
	b := filepath.Join(dir, "b.ptn")
	os.WriteFile(b, []byte(strings.ReplaceAll(strings.ReplaceAll(r.ptn, `[Round "1"]`, `[Round "3"]`), `[Round "2"]`, `[Round "4"]`)), 0o644)
	if _, err := Merge([]string{a, b}); err != nil {
		t.Errorf("two runs of the same match: %v", err)
	}
	c := filepath.Join(dir, "c.ptn")
	os.WriteFile(c, []byte(strings.ReplaceAll(strings.ReplaceAll(r.ptn, `[Round "1"]`, `[Round "5"]`), `[TC "5+0.05"]`, `[TC "9+0"]`)), 0o644)
	if _, err := Merge([]string{a, c}); err == nil || !strings.Contains(err.Error(), "another match") {
		t.Errorf("another time control: %v", err)
	}
}
