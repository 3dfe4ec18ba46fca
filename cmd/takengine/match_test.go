package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/takengine/takengine/bench/match"
)

// buildEngine builds this command into a temporary directory once per
// test and returns the path of the binary.
func buildEngine(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "takengine")
	cmd := exec.Command("go", "build", "-o", bin, "github.com/takengine/takengine/cmd/takengine")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// TestRealEnginesShardsMergeLikeTheWholeMatch plays one 24-game match of
// the real engine against its variant without null-move pruning (12
// openings, each with both colours, 5x5, fixed nodes) whole, then as 4
// shards, and merges each set of PTN files: the same games move for move
// (with the same evaluations), the same W/L/D, Elo and LLR. Fixed-node engines whose teinewgame clears
// the table and history play the same games on every run, so this holds
// exactly. Merging a shard twice is refused.
func TestRealEnginesShardsMergeLikeTheWholeMatch(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the engine and plays 48 games")
	}
	start := time.Now()
	bin := buildEngine(t)
	dir := t.TempDir()
	var book []string
	for _, a := range []string{"a1", "b2", "c3", "d4", "e5", "a5"} {
		for _, b := range []string{"e1", "c1"} {
			book = append(book, a+" "+b)
		}
	}
	bookFile := filepath.Join(dir, "book.txt")
	if err := os.WriteFile(bookFile, []byte(strings.Join(book, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"match", "-engine", bin + " tei", "-engine", bin + " tei -nonull", "-size", "5", "-komi", "0",
		"-games", "24", "-nodes", "2000", "-openings", bookFile, "-concurrency", "2"}
	play := func(name string, extra ...string) string {
		path := filepath.Join(dir, name)
		var out, errb bytes.Buffer
		if status := run(append(slices.Clone(args), append(extra, "-ptnout", path)...), nil, &out, &errb); status != 0 {
			t.Fatalf("%s: status %d\n%s%s", name, status, out.String(), errb.String())
		}
		return path
	}
	wholeFile := play("whole.ptn")
	var shards []string
	for k := 1; k <= 4; k++ {
		shards = append(shards, play(fmt.Sprintf("shard%d.ptn", k), "-shard", fmt.Sprintf("%d/4", k)))
	}
	whole, err := match.Merge([]string{wholeFile})
	if err != nil {
		t.Fatal(err)
	}
	merged, err := match.Merge(shards)
	if err != nil {
		t.Fatal(err)
	}
	if len(whole.Games) != 24 || len(merged.Games) != 24 {
		t.Fatalf("%d and %d games, want 24", len(whole.Games), len(merged.Games))
	}
	sprt := match.StandardSPRT()
	e1, m1 := whole.Score.Elo()
	e2, m2 := merged.Score.Elo()
	if whole.Score != merged.Score || fmt.Sprint(e1, m1) != fmt.Sprint(e2, m2) || sprt.LLR(whole.Score) != sprt.LLR(merged.Score) {
		t.Errorf("whole %+v Elo %v ± %v LLR %v; merged %+v Elo %v ± %v LLR %v", whole.Score, e1, m1, sprt.LLR(whole.Score),
			merged.Score, e2, m2, sprt.LLR(merged.Score))
	}
	if whole.TC != "nodes 2000" {
		t.Errorf("TC %q, want nodes 2000", whole.TC)
	}
	t.Logf("engine 1 %+v, Elo %.1f ± %.1f, LLR %.3f", whole.Score, e1, m1, sprt.LLR(whole.Score))

	// The command's summaries agree, and so do the merged games, move for
	// move and evaluation for evaluation (but for the time a move took,
	// the date and the shard tag).
	var wholeOut, shardOut, errb bytes.Buffer
	wholePTN, shardPTN := filepath.Join(dir, "whole-merged.ptn"), filepath.Join(dir, "shards-merged.ptn")
	if run([]string{"match", "merge", "-ptnout", wholePTN, wholeFile}, nil, &wholeOut, &errb) != 0 ||
		run(append([]string{"match", "merge", "-ptnout", shardPTN}, shards...), nil, &shardOut, &errb) != 0 {
		t.Fatalf("match merge: %s", errb.String())
	}
	// The phase lines give wall-clock seconds a move, which differ from
	// run to run; the depths and ply counts must still agree.
	untimed := regexp.MustCompile(`time [0-9.]+s`)
	lw := strings.SplitN(untimed.ReplaceAllString(wholeOut.String(), "time"), "\n", 2)
	ls := strings.SplitN(untimed.ReplaceAllString(shardOut.String(), "time"), "\n", 2)
	if len(lw) != 2 || len(ls) != 2 || lw[1] != ls[1] {
		t.Errorf("summaries differ:\n%s\n%s", wholeOut.String(), shardOut.String())
	}
	if a, b := gamesText(t, wholePTN), gamesText(t, shardPTN); a != b {
		t.Errorf("the shards played other games than the whole match:\n%s\nwhole:\n%s", b, a)
	}
	errb.Reset()
	if status := run(append([]string{"match", "merge"}, append(shards, shards[2])...), nil, &shardOut, &errb); status != 2 ||
		!strings.Contains(errb.String(), "twice") {
		t.Errorf("a shard merged twice: status %d, %q", status, errb.String())
	}
	t.Logf("%v in all", time.Since(start).Round(time.Millisecond))
}

// gamesText returns a PTN file without what differs between runs of the
// same games: the time in each comment, the Date and Shard tags.
func gamesText(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return runTagRE.ReplaceAllString(moveTimeRE.ReplaceAllString(string(data), "s}"), "")
}

var (
	moveTimeRE = regexp.MustCompile(`\d+\.\d\ds\}`)
	runTagRE   = regexp.MustCompile(`(?m)^\[(Date|Shard) .*\n`)
)

// TestMatchPhases reads the shared games: each engine's line with its
// plies per phase, and one-line errors with status 2.
func TestMatchPhases(t *testing.T) {
	var out, errb bytes.Buffer
	if status := run([]string{"match", "phases", "../../bench/testdata/games/vs-topaz.ptn"}, nil, &out, &errb); status != 0 {
		t.Fatalf("status %d: %s", status, errb.String())
	}
	// 20 games of at least 40 plies: each engine moves 18 times in plies
	// 5 to 40 and 10 times in the last 20 of each game, where 57 of
	// Topaz's comments give a proven result (+99.xx or -99.xx).
	for _, want := range []string{"takengine (20 games): early depth ", "topaz (20 games): early depth ", "(360 plies)", "(200 plies; 57 decided, open depth "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in\n%s", want, out.String())
		}
	}
	for _, args := range [][]string{{}, {"-first", "0", "x.ptn"}, {"no-such-file.ptn"}} {
		errb.Reset()
		if status := run(append([]string{"match", "phases"}, args...), nil, &out, &errb); status != 2 || strings.Count(errb.String(), "\n") != 1 {
			t.Errorf("%q: status %d, stderr %q", args, status, errb.String())
		}
	}
}

// TestMatchStyle reads the shared games, whose results the issue that
// filed them tabulates: against Tiltak +2 -18, every loss on flats;
// against Topaz +5 -14 =1, 13 losses on flats and 1 by road.
func TestMatchStyle(t *testing.T) {
	for file, want := range map[string][]string{
		"vs-tiltak.ptn": {"takengine (20 games, score 10.0%): as white +0 -10 =0 (R 0-0, F 0-10, O 0-0); as black +2 -8 =0 (R 2-0, F 0-8, O 0-0)"},
		"vs-topaz.ptn": {"takengine (20 games, score 27.5%): as white +2 -8 =0 (R 2-0, F 0-8, O 0-0); as black +3 -6 =1 (R 2-1, F 1-5, O 0-0)",
			"takengine: early 360 flat "},
	} {
		var out, errb bytes.Buffer
		if status := run([]string{"match", "style", "../../bench/testdata/games/" + file}, nil, &out, &errb); status != 0 {
			t.Fatalf("%s: status %d: %s", file, status, errb.String())
		}
		for _, w := range want {
			if !strings.Contains(out.String(), w) {
				t.Errorf("%s: no %q in\n%s", file, w, out.String())
			}
		}
	}
	for _, args := range [][]string{{}, {"-last", "0", "x.ptn"}, {"no-such-file.ptn"}} {
		var out, errb bytes.Buffer
		if status := run(append([]string{"match", "style"}, args...), nil, &out, &errb); status != 2 || strings.Count(errb.String(), "\n") != 1 {
			t.Errorf("%q: status %d, stderr %q", args, status, errb.String())
		}
	}
}

// TestMatchTrend reads the shared games against Tiltak (+2 -18: takengine
// lost its 10 games as White, won 2 and lost 8 as Black): one line per
// engine, colour and outcome. Tiltak's first comments as Black in those
// files are about -0.80 in White's view, so its own view of plies 1-10 is
// positive. Bad arguments get one line and status 2.
func TestMatchTrend(t *testing.T) {
	var out, errb bytes.Buffer
	if status := run([]string{"match", "trend", "../../bench/testdata/games/vs-tiltak.ptn"}, nil, &out, &errb); status != 0 {
		t.Fatalf("status %d: %s", status, errb.String())
	}
	for _, want := range []string{"takengine as white, lost 10: 1-10 -", "takengine as black, won 2: ", "takengine as black, lost 8: ",
		"tiltak-tei as black, won 10: 1-10 +", "tiltak-tei as white, won 8: ", "tiltak-tei as white, lost 2: "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in\n%s", want, out.String())
		}
	}
	if n := strings.Count(out.String(), "\n"); n != 7 {
		t.Errorf("%d lines, want a title and 6 groups:\n%s", n, out.String())
	}
	for _, args := range [][]string{{}, {"-step", "0", "x.ptn"}, {"no-such-file.ptn"}} {
		errb.Reset()
		if status := run(append([]string{"match", "trend"}, args...), nil, &out, &errb); status != 2 || strings.Count(errb.String(), "\n") != 1 {
			t.Errorf("%q: status %d, stderr %q", args, status, errb.String())
		}
	}
}

// TestMatchCompareErrors: two matches are needed, and files that are not
// matches of takengine are refused, each with one line and status 2
// (bench/match's TestCompare pairs real matches).
func TestMatchCompareErrors(t *testing.T) {
	for _, args := range [][]string{{}, {"a.ptn"}, {"no-such-file.ptn", "b.ptn"},
		{"../../bench/testdata/games/vs-topaz.ptn", "../../bench/testdata/games/vs-tiltak.ptn"}} {
		var out, errb bytes.Buffer
		if status := run(append([]string{"match", "compare"}, args...), nil, &out, &errb); status != 2 || strings.Count(errb.String(), "\n") != 1 {
			t.Errorf("%q: status %d, stderr %q", args, status, errb.String())
		}
	}
}

// TestJudgeErrors: judge needs both engines, an output and games, and
// judge compare two readable outputs; each mistake is one line and
// status 2, and an engine that does not start leaves no output behind
// (bench/selfplay's TestJudge judges real positions).
func TestJudgeErrors(t *testing.T) {
	games := "../../bench/testdata/games/vs-tiltak.ptn"
	out := filepath.Join(t.TempDir(), "out.tsv")
	for _, args := range [][]string{
		{},
		{"-engine", "x", "-o", out, games},
		{"-engine", "x", "-judge", "y", games},
		{"-engine", "x", "-judge", "y", "-o", out},
		{"-engine", "x", "-judge", "y", "-o", out, "-from", "9", "-to", "3", games},
		{"-engine", "x", "-judge", "y", "-o", out, "no-such-file.ptn"},
		{"-engine", "no-such-engine-x", "-judge", "no-such-engine-y", "-o", out, games},
		{"-nosuchflag"},
		{"compare"},
		{"compare", "a.tsv"},
		{"compare", "no-such-a.tsv", "no-such-b.tsv"},
		{"compare", games, games},
	} {
		var stdout, errb bytes.Buffer
		if status := run(append([]string{"judge"}, args...), nil, &stdout, &errb); status != 2 || strings.Count(errb.String(), "\n") != 1 {
			t.Errorf("%q: status %d, stderr %q", args, status, errb.String())
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("an engine that does not start left an output file")
	}
}
