package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestBadArguments: every subcommand answers bad arguments with exactly
// one line on stderr and exit status 2, and nothing on stdout.
func TestBadArguments(t *testing.T) {
	for _, args := range [][]string{
		{"nosuchcommand"},
		{"perft", "-depth", "x"}, {"perft", "-nosuch"}, {"perft", "-depth", "0"}, {"perft", "-tps", "bad", "-depth", "1"},
		{"perft", "-size", "9", "-depth", "1"}, {"perft", "-depth", "1", "extra"},
		{"bench", "-depth", "x"}, {"bench", "-depth", "-1"}, {"bench", "-cpuprofile", "/nonexistent/dir/x"},
		{"analyze"}, {"analyze", "-tps", "x5/x5 1 1"}, {"analyze", "/nonexistent.ptn"}, {"analyze", "-movetime", "x"},
		{"analyze", "-tps", "x5/x5/x5/x5/x5 1 1", "-komi", "0.3"}, {"analyze", "-tps", "x5/x5/x5/x5/x5 1 1", "-ply", "2"},
		{"tactics", "-movetime", "0"}, {"tactics", "-hash", "99999999999"}, {"tactics", "-hash", "0"},
		{"analyze", "-tps", "x5/x5/x5/x5/x5 1 1", "-hash", "4097"}, {"tactics", "-file", "/nonexistent.tsv"},
		{"tei", "-badflag"}, {"tei", "extra"}, {"tei", "-net", "/nonexistent.bin"}, {"tei", "-net", "main_test.go"},
		{"flatrace"}, {"flatrace", "/nonexistent.ptn"}, {"flatrace", "-last", "0", "x.ptn"},
		{"flatrace", "-max-share", "2", "x.ptn"}, {"flatrace", "-hash", "0", "x.ptn"},
		{"flatrace", "../../bench/testdata/games/vs-tiltak.ptn", "-o", "x.tsv"}, // flags after the files
		{"match"}, {"match", "-engine", "a"}, {"match", "merge"}, {"match", "merge", "/nonexistent.ptn"},
		{"match", "merge", "-sprt", "elo0=5,elo1=1", "x.ptn"},
		{"match", "-engine", "sh", "-engine", "sh", "-nodes", "100", "-tc", "5"},
		{"match", "-engine", "sh", "-engine", "sh", "-movelimit", "5"},
		{"match", "-engine", "sh", "-engine", "sh", "-nodes", "100", "-tc2", "5"},
		{"match", "-engine", "sh", "-engine", "sh", "-tc2", "fast"},
		{"match", "-engine", "sh", "-engine", "sh", "-tc2", "0+1"},
		{"match", "-engine", "sh", "-engine", "sh", "-nodes", "100", "-movelimit", "0"},
		{"analyze", "-tps", "x5/x5/x5/x5/x5 1 1", "-komi", "2.25"},
		{"tinue"}, {"tinue", "-tps", "bad"}, {"tinue", "-tps", "x5/x5/x5/x5/x5 1 3", "-maxply", "0"},
		{"tinue", "-tps", "x5/x5/x5/x5/x5 1 3", "-komi", "x"}, {"tinue", "-movetime", "-1", "-tps", "x5/x5/x5/x5/x5 1 3"},
		{"tinue", "-tps", "x5/x5/x5/x5/x5 1 3", "extra"},
		{"annotate", "-engine", "x", "../../bench/testdata/games/vs-tiltak.ptn"},
		{"spsa"}, {"spsa", "summary"}, {"spsa", "summary", "/nonexistent.log"}, {"spsa", "summary", "main_test.go"},
		{"spsa", "-engine", "sh", "-params", "A:1:0:9"}, {"spsa", "-engine", "sh {}", "-params", "A:1"},
		{"spsa", "-engine", "/nonexistent/engine {}", "-params", "A:1:0:9"},
		{"spsa", "-engine", "sh {}", "-params", "A:1:0:9", "-opponent", "/nonexistent/engine"},
		{"spsa", "-engine", "sh {}", "-params", "A:1:0:9", "-nodes", "10", "-tc", "5"},
		{"spsa", "-engine", "sh {}", "-params", "A:1:0:9", "-iterations", "0"},
		{"spsa", "-engine", "sh {}", "-params", "A:1:0:9", "-concurrency", "3"},
		{"spsa", "-engine", "sh {}", "-params", "A:1:0:9", "-openings", "/nonexistent.txt"},
		{"spsa", "-engine", "sh {}", "-params", "A:1:0:9", "-log", "main_test.go"},
		{"annotate", "-marks", "-engine", "/nonexistent/engine", "-game", "1", "-movetime", "10", "../../bench/testdata/games/vs-tiltak.ptn"},
	} {
		var out, errb bytes.Buffer
		status := run(args, strings.NewReader(""), &out, &errb)
		lines := strings.Split(strings.TrimRight(errb.String(), "\n"), "\n")
		if status != 2 || len(lines) != 1 || lines[0] == "" || out.Len() != 0 {
			t.Errorf("%q: status %d, stderr %q, stdout %q", args, status, errb.String(), out.String())
		}
	}
}

// TestPerftCommand checks the output format of takengine perft against
// the counts of docs/RULES.md §13 (5x5 empty: 25, 600, 43320).
func TestPerftCommand(t *testing.T) {
	var out, errb bytes.Buffer
	if status := run([]string{"perft", "-size", "5", "-depth", "3"}, nil, &out, &errb); status != 0 {
		t.Fatalf("status %d: %s", status, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	want := []string{"depth 1 nodes 25 ", "depth 2 nodes 600 ", "depth 3 nodes 43320 "}
	for i, w := range want {
		if i >= len(lines) || !strings.HasPrefix(lines[i], w) || !strings.Contains(lines[i], " nps ") {
			t.Fatalf("line %d: %q, want prefix %q", i, lines, w)
		}
	}
}

func TestAnalyzeWinInOne(t *testing.T) {
	var out, errb bytes.Buffer
	// tactics.tsv row tk5-applemonkeyman_viper-final: e5 wins at once.
	status := run([]string{"analyze", "-tps", "2,x,2,2,x/x4,21/x4,1/2S,121C,1,1,1/1,2C,x2,1121 1 16", "-depth", "2"}, nil, &out, &errb)
	if status != 0 || !strings.Contains(out.String(), "bestmove e5 score mate 1 pv e5") {
		t.Fatalf("status %d, output %q %q", status, out.String(), errb.String())
	}
}

// TestMatchMerge merges a match's PTN file and refuses it given twice,
// with exit status 2 and one line.
func TestMatchMerge(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a.ptn")
	game := func(round, color, result string) string {
		return "[Size \"5\"]\n[Round \"" + round + "\"]\n[Engine1 \"new\"]\n[Engine2 \"old\"]\n[Engine1Color \"" + color +
			"\"]\n[TC \"10+0.1\"]\n\n1. a1 e5 " + result + "\n\n"
	}
	os.WriteFile(file, []byte(game("1", "White", "1-0")+game("2", "Black", "1-0")+game("3", "White", "1/2-1/2")), 0o644)
	var out, errb bytes.Buffer
	if status := run([]string{"match", "merge", file}, nil, &out, &errb); status != 0 ||
		!strings.Contains(out.String(), "engine 1 (new): +1 -1 =1, score 50.0%") {
		t.Fatalf("status %d, %q %q", status, out.String(), errb.String())
	}
	out.Reset()
	status := run([]string{"match", "merge", file, file}, nil, &out, &errb)
	if lines := strings.Split(strings.TrimSpace(errb.String()), "\n"); status != 2 || len(lines) != 1 || !strings.Contains(lines[0], "twice") {
		t.Errorf("merging a file twice: status %d, stderr %q", status, errb.String())
	}
}

// TestTinueCommand checks the last line of takengine tinue for a proof
// (tactics.tsv row t6-tinue_5ply) and for a position without one.
func TestTinueCommand(t *testing.T) {
	for _, c := range []struct{ tps, want string }{
		{"2,2,2,2,1S,1/x3,2,1,1/x2,2,2,x,21C/x,1,12C,1,x,1/x2,1S,2,12S,22121S/x2,2,x,1,1 1 20", "tinue 2f4-11 in 5 pv 2f4-11 "},
		{"x5/x5/x5/x5/x5 1 3", "no tinue: none within 7 plies"},
	} {
		var out, errb bytes.Buffer
		status := run([]string{"tinue", "-tps", c.tps, "-maxply", "7"}, nil, &out, &errb)
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		if status != 0 || !strings.HasPrefix(lines[len(lines)-1], c.want) {
			t.Errorf("%s: status %d, output %q %q, want last line %q", c.tps, status, out.String(), errb.String(), c.want)
		}
	}
}

// TestTEINetFile starts the TEI handler with a network file (the eval
// tests' 6x6 network) and plays a move with it at komi 2.
func TestTEINetFile(t *testing.T) {
	out := &lockedBuffer{}
	in := &quitAfter{first: "tei\nsetoption name HalfKomi value 4\nteinewgame 6\nposition startpos moves a1 f6\ngo nodes 2000\n",
		out: out, want: "bestmove "}
	var errb bytes.Buffer
	status := run([]string{"tei", "-net", "../../eval/testdata/net6.bin"}, in, out, &errb)
	if got := out.String(); status != 0 || !strings.Contains(got, "teiok") || !strings.Contains(got, "bestmove ") {
		t.Errorf("status %d, stdout %q, stderr %q", status, got, errb.String())
	}
}

// lockedBuffer is a bytes.Buffer safe for one writer and one reader.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// quitAfter reads as first, then, once out holds want (or after ten
// seconds), as "quit".
type quitAfter struct {
	first string
	out   *lockedBuffer
	want  string
	done  bool
}

func (q *quitAfter) Read(p []byte) (int, error) {
	if q.first != "" {
		n := copy(p, q.first)
		q.first = q.first[n:]
		return n, nil
	}
	if q.done {
		return 0, io.EOF
	}
	for deadline := time.Now().Add(10 * time.Second); !strings.Contains(q.out.String(), q.want) && time.Now().Before(deadline); {
		time.Sleep(5 * time.Millisecond)
	}
	q.done = true
	return copy(p, "quit\n"), nil
}
