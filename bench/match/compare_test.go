package match

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCompare plays two 16-game matches of random fake engines on one
// 8-opening book (a candidate and a baseline) and pairs them: the scores
// are each match's own over the common rounds, the difference and its
// interval are recomputed here from the games opening by opening. A
// match against itself differs by 0 ± 0; a shard pairs only its own
// rounds; another book is refused.
func TestCompare(t *testing.T) {
	var lines []string
	for _, a := range []string{"a1", "b2", "c3", "d4"} {
		for _, b := range []string{"e1", "c1"} {
			lines = append(lines, a+" "+b)
		}
	}
	book, err := ReadOpenings(strings.NewReader(strings.Join(lines, "\n")), 5, 0)
	if err != nil || len(book) != 8 {
		t.Fatalf("book: %d openings, %v", len(book), err)
	}
	dir := t.TempDir()
	write := func(name string, c Config) *Merged {
		t.Helper()
		r := mustPlay(t, c)
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(r.ptn), 0o644); err != nil {
			t.Fatal(err)
		}
		m, err := Merge([]string{path})
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	cfg := func(seed string) Config {
		return Config{Engines: [2]EngineSpec{fake(t, "random", "seed="+seed), fake(t, "random", "seed=9")},
			Games: 16, Openings: book, Concurrency: 2}
	}
	a, b := write("a.ptn", cfg("1")), write("b.ptn", cfg("2"))
	c, err := Compare(a, b)
	if err != nil {
		t.Fatal(err)
	}
	if c.Rounds != 16 || c.Openings != 8 || c.A != a.Score || c.B != b.Score {
		t.Fatalf("comparison %+v; scores %+v and %+v", c, a.Score, b.Score)
	}
	var d [8]float64
	for i := range a.Games {
		ga, gb := &a.Games[i], &b.Games[i]
		d[i/2] += points(ga.Result, ga.Tag(TagEngine1Color)) - points(gb.Result, gb.Tag(TagEngine1Color))
	}
	mean := 0.0
	for _, x := range d {
		mean += x / 8
	}
	ss := 0.0
	for _, x := range d {
		ss += (x - mean) * (x - mean)
	}
	wantHalf := 1.96 * math.Sqrt(ss/7*8) / 16
	if math.Abs(c.Diff-(a.Score.Fraction()-b.Score.Fraction())) > 1e-9 || math.Abs(c.Half-wantHalf) > 1e-9 {
		t.Errorf("difference %v ± %v, want %v ± %v", c.Diff, c.Half, a.Score.Fraction()-b.Score.Fraction(), wantHalf)
	}
	if s, err := Compare(a, a); err != nil || s.Diff != 0 || s.Half != 0 || s.Rounds != 16 {
		t.Errorf("self: %+v, %v", s, err)
	}
	sh := cfg("2")
	sh.Shard.K, sh.Shard.N = 2, 4 // rounds 2, 6, 10, 14
	part := write("shard.ptn", sh)
	if s, err := Compare(a, part); err != nil || s.Rounds != 4 || s.Openings != 4 || s.B != part.Score {
		t.Errorf("against a shard: %+v, %v", s, err)
	}
	other := cfg("2")
	other.Openings = append([]Opening{book[1], book[0]}, book[2:]...)
	if _, err := Compare(a, write("other.ptn", other)); err == nil || !strings.Contains(err.Error(), "not the same book") {
		t.Errorf("another book: %v", err)
	}
	var sb strings.Builder
	WriteComparison(&sb, c, "a.ptn", "b.ptn", a, b)
	if !strings.Contains(sb.String(), "16 rounds (8 openings) in both matches") || !strings.Contains(sb.String(), "(95%, paired by opening)") {
		t.Errorf("report:\n%s", sb.String())
	}
}
