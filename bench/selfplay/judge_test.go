package selfplay

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
)

// judgeGames writes two 4x4 games to a PTN file: in the first the
// candidate ("cand") plays White, in the second Black; a third game names
// it on both sides and must be left out.
func judgeGames(t *testing.T, dir string) string {
	t.Helper()
	text := `[Size "4"]
[Komi "1"]
[Player1 "cand one"]
[Player2 "other"]

1. a1 d4 2. b2 c3 3. b3 c2 4. a3 b1 *

[Size "4"]
[Komi "1"]
[Player1 "other"]
[Player2 "cand two"]

1. d1 a4 2. c2 b3 3. c3 b2 4. d3 *

[Size "4"]
[Komi "1"]
[Player1 "cand"]
[Player2 "cand"]

1. a1 d4 2. b2 c3 *
`
	path := filepath.Join(dir, "games.ptn")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestJudgePositions: only the candidate's turns within the plies asked
// for, keyed by file, game and ply, in an order fixed by the seed.
func TestJudgePositions(t *testing.T) {
	path := judgeGames(t, t.TempDir())
	cfg := JudgeConfig{Player: "cand", From: 2, To: 6, Seed: 1}
	jobs, games, err := JudgePositions([]string{path}, &cfg)
	if err != nil {
		t.Fatal(err)
	}
	if games != 2 {
		t.Errorf("games used: %d, want 2 (the third names the player on both sides)", games)
	}
	var keys []string
	for _, j := range jobs {
		keys = append(keys, j.Key)
		gs, _ := ptn.ReadFile(path)
		var g, ply int
		fmt.Sscanf(strings.TrimPrefix(j.Key, "games.ptn:"), "%d:%d", &g, &ply)
		want, err := gs[g-1].Position(ply)
		if err != nil {
			t.Fatal(err)
		}
		if j.Pos.TPS() != want.TPS() || j.Pos.HalfKomi() != 2 {
			t.Errorf("%s: position %s komi %d, want %s komi 2", j.Key, j.Pos.TPS(), j.Pos.HalfKomi(), want.TPS())
		}
	}
	// White's turns in game 1 are the even plies, Black's in game 2 the odd.
	want := []string{"games.ptn:1:2", "games.ptn:1:4", "games.ptn:1:6", "games.ptn:2:3", "games.ptn:2:5"}
	got := slices.Clone(keys)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("keys %v, want %v", got, want)
	}
	again, _, _ := JudgePositions([]string{path}, &cfg)
	for i := range again {
		if again[i].Key != keys[i] {
			t.Fatalf("a second sample with the same seed differs: %s at %d, not %s", again[i].Key, i, keys[i])
		}
	}
	cfg.Positions = 2
	two, _, _ := JudgePositions([]string{path}, &cfg)
	if len(two) != 2 || two[0].Key != keys[0] || two[1].Key != keys[1] {
		t.Errorf("-positions 2 gave %d jobs, not the first two of the whole sample", len(two))
	}
	cfg = JudgeConfig{From: 0, To: 100}
	all, _, _ := JudgePositions([]string{path}, &cfg)
	if len(all) != 7+8+4 {
		t.Errorf("every position of every game: %d, want %d", len(all), 7+8+4)
	}
}

// TestJudge: every line holds the candidate's move and the mover's win
// chance after it as the judge scores it; a second run resumes, and a
// second candidate with the same moves takes every score from the cache.
func TestJudge(t *testing.T) {
	dir := t.TempDir()
	path := judgeGames(t, dir)
	spec := fakeSpec(t, "first")
	cfg := JudgeConfig{Engine: spec, Go: "go nodes 10", Judge: spec, JudgeGo: "go nodes 10", Player: "cand", From: 2, To: 6,
		Seed: 3, Cache: filepath.Join(dir, "cache.tsv")}
	jobs, _, err := JudgePositions([]string{path}, &cfg)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "a.tsv")
	res, err := Judge(jobs, cfg, out, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	if res.Done != len(jobs) || res.Resumed != 0 || res.Cached != 0 {
		t.Errorf("first run: %+v, want %d done", res, len(jobs))
	}
	rows, err := ReadJudged(out)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != len(jobs) {
		t.Fatalf("%d lines for %d positions", len(rows), len(jobs))
	}
	for _, j := range jobs {
		r := rows[j.Key]
		p := j.Pos
		m := firstMove(&p)
		p.Make(m)
		want := 1 - float64(fakeWin(&p))/1000
		if r.Move != m.String() || math.Abs(r.Win-want) > 1e-9 || r.TPS != j.Pos.TPS() {
			t.Errorf("%s: %+v, want move %s win %.4f before %s", j.Key, r, m, want, j.Pos.TPS())
		}
	}
	res, err = Judge(jobs, cfg, out, nil, 0)
	if err != nil || res.Resumed != len(jobs) || res.Done != 0 {
		t.Errorf("second run: %+v, %v; want all %d resumed", res, err, len(jobs))
	}
	// An interrupted run: the last line written in part is judged again.
	data, _ := os.ReadFile(out)
	lines := strings.SplitAfter(strings.TrimSuffix(string(data), "\n"), "\n")
	last := lines[len(lines)-1]
	os.WriteFile(out, []byte(strings.Join(lines[:len(lines)-1], "")+last[:len(last)/2]), 0o644)
	res, err = Judge(jobs, cfg, out, nil, 0)
	if err != nil || res.Resumed != len(jobs)-1 || res.Done != 1 {
		t.Errorf("after a cut last line: %+v, %v; want %d resumed and 1 judged", res, err, len(jobs)-1)
	}
	if again, err := ReadJudged(out); err != nil || len(again) != len(jobs) || again[strings.Split(last, "\t")[0]] != rows[strings.Split(last, "\t")[0]] {
		t.Errorf("after a cut last line: %d lines, %v", len(again), err)
	}
	// The cache, too, may end in a line written in part: it is cut off.
	f, _ := os.OpenFile(cfg.Cache, os.O_APPEND|os.O_WRONLY, 0o644)
	f.WriteString("x4/x4")
	f.Close()
	res, err = Judge(jobs, cfg, filepath.Join(dir, "b.tsv"), nil, 0)
	if err != nil || res.Done != len(jobs) || res.Cached != len(jobs) {
		t.Errorf("another output with the cache: %+v, %v; want all %d from the cache", res, err, len(jobs))
	}
	b, _ := ReadJudged(filepath.Join(dir, "b.tsv"))
	c, err := CompareJudged(rows, b)
	if err != nil || c.Positions != len(jobs) || c.Same != len(jobs) || c.Diff != 0 || c.Half != 0 {
		t.Errorf("the same candidate twice: %+v, %v", c, err)
	}
}

// TestJudgeEndsGame: a move that ends the game is scored by its result,
// not by the judge.
func TestJudgeEndsGame(t *testing.T) {
	dir := t.TempDir()
	// White to move fills the last square of a 3x3 board (a3, the only
	// empty one), five flats to four.
	p, err := board.ParseTPS("x,1,2/2,1,1/2,2,1 1 5")
	if err != nil {
		t.Fatal(err)
	}
	spec := fakeSpec(t, "first")
	cfg := JudgeConfig{Engine: spec, Go: "go", Judge: spec, JudgeGo: "go"}
	out := filepath.Join(dir, "end.tsv")
	if _, err := Judge([]JudgeJob{{Key: "k", Pos: p}}, cfg, out, nil, 0); err != nil {
		t.Fatal(err)
	}
	rows, _ := ReadJudged(out)
	if r := rows["k"]; r.Win != 1 {
		t.Errorf("the game-ending move: %+v, want win chance 1", r)
	}
}

// TestCompareJudged recomputes a comparison by hand: the same move counts
// 0 whatever its scores, and the interval is the mean difference's.
func TestCompareJudged(t *testing.T) {
	w := "x4/x4/x4/1,x3 2 1" // Black to move
	wt := "x4/x4/x4/1,2,x2 1 2"
	a := map[string]JudgedMove{
		"g:1:2":  {Move: "a1", Win: 0.40, TPS: wt},
		"g:1:3":  {Move: "b2", Win: 0.50, TPS: w},
		"g:2:14": {Move: "c3", Win: 0.30, TPS: wt},
		"g:2:33": {Move: "d4", Win: 0.20, TPS: w},
		"only-a": {Move: "a1", Win: 0.9, TPS: w},
	}
	b := map[string]JudgedMove{
		"g:1:2":  {Move: "a1", Win: 0.45, TPS: wt}, // same move: 0
		"g:1:3":  {Move: "c2", Win: 0.60, TPS: w},  // +0.10
		"g:2:14": {Move: "d3", Win: 0.25, TPS: wt}, // -0.05
		"g:2:33": {Move: "a4", Win: 0.35, TPS: w},  // +0.15
	}
	c, err := CompareJudged(a, b)
	if err != nil {
		t.Fatal(err)
	}
	d := []float64{0, 0.10, -0.05, 0.15}
	mean := (d[0] + d[1] + d[2] + d[3]) / 4
	var ss float64
	for _, x := range d {
		ss += (x - mean) * (x - mean)
	}
	half := 1.96 * math.Sqrt(ss/3/4)
	if c.Positions != 4 || c.Same != 1 || math.Abs(c.Diff-mean) > 1e-12 || math.Abs(c.Half-half) > 1e-12 ||
		math.Abs(c.A-0.35) > 1e-12 || math.Abs(c.B-0.4125) > 1e-12 {
		t.Errorf("got %+v, want 4 positions, 1 same, diff %.4f +- %.4f, means 0.35 and 0.4125", c, mean, half)
	}
	want := []JudgeGroup{
		{"White to move", 2, -0.025, 0},
		{"Black to move", 2, 0.125, 0},
		{"plies 0-14", 3, 0.05 / 3, 0}, // 0, +0.10 and -0.05
		{"plies 30-44", 1, 0.15, 0},
	}
	if len(c.Groups) != len(want) {
		t.Fatalf("groups %+v, want %+v", c.Groups, want)
	}
	for i, g := range c.Groups {
		w := want[i]
		if g.Name != w.Name || g.Positions != w.Positions || math.Abs(g.Diff-w.Diff) > 1e-12 {
			t.Errorf("group %d: %+v, want %+v", i, g, w)
		}
	}
	b["g:1:2"] = JudgedMove{Move: "a1", Win: 0.4, TPS: w}
	if _, err := CompareJudged(a, b); err == nil {
		t.Error("another position under one key: no error")
	}
	if _, err := CompareJudged(a, map[string]JudgedMove{"zz": {}}); err == nil {
		t.Error("no common key: no error")
	}
}

// TestReadJudged: a line cut short at the end (an interrupted run) is
// left out; a bad line before it is an error.
func TestReadJudged(t *testing.T) {
	dir := t.TempDir()
	good := "k1\ta1\t0.5000\tx4/x4/x4/x4 1 1\n"
	path := filepath.Join(dir, "j.tsv")
	os.WriteFile(path, []byte(good+"k2\tb1\t0.4"), 0o644)
	rows, err := ReadJudged(path)
	if err != nil || len(rows) != 1 || rows["k1"].Win != 0.5 {
		t.Errorf("cut last line: %v, %v", rows, err)
	}
	os.WriteFile(path, []byte("k0\ta1\t1.5\tx\n"+good), 0o644)
	if _, err := ReadJudged(path); err == nil {
		t.Error("a win chance of 1.5: no error")
	}
}
