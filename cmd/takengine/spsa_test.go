package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/takengine/takengine/bench/spsa"
)

// TestSPSACommand tunes one weight of the real engine against the built-in
// set for a few fixed-node iterations (5x5), stops, and resumes the run
// from its log: the resumed log equals the whole run's (fixed-node games
// replay exactly), the tuner reads it back, and a log of another run is
// refused.
func TestSPSACommand(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the engine and plays 40 games")
	}
	bin := buildEngine(t)
	dir := t.TempDir()
	book := filepath.Join(dir, "book.txt")
	if err := os.WriteFile(book, []byte("a1 e5\nc3 a5\ne1 b2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	log := filepath.Join(dir, "spsa.log")
	args := func(n string) []string {
		return []string{"spsa", "-engine", bin + " tei -weights {}", "-opponent", bin + " tei", "-params", "FlatHalf:31:0:100:8:0.05",
			"-size", "5", "-komi", "0", "-nodes", "300", "-openings", book, "-iterations", n, "-log", log}
	}
	var out, errb bytes.Buffer
	if status := run(args("6"), nil, &out, &errb); status != 0 {
		t.Fatalf("status %d: %s%s", status, out.String(), errb.String())
	}
	whole, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	// Stopped after 4 iterations: the same command continues from the
	// log and, the games being fixed-node ones, plays the same last two.
	lines := strings.SplitAfter(string(whole), "\n")
	if len(lines) != 7 || lines[6] != "" {
		t.Fatalf("log of %d lines:\n%s", len(lines)-1, whole)
	}
	if err := os.WriteFile(log, []byte(strings.Join(lines[:4], "")), 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if status := run(args("6"), nil, &out, &errb); status != 0 {
		t.Fatalf("resumed: status %d: %s%s", status, out.String(), errb.String())
	}
	if !strings.Contains(out.String(), "resumed 4 iterations") || !strings.Contains(out.String(), "tuned after 6 of 6 iterations: FlatHalf=") {
		t.Fatalf("resumed run printed:\n%s", out.String())
	}
	b, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != string(whole) {
		t.Fatalf("resumed log:\n%s\nwhole run's:\n%s", b, whole)
	}
	params, _ := spsa.ParseParams("FlatHalf:31:0:100:8:0.05")
	tu, _ := spsa.New(params, 6, 1)
	if n, err := tu.Resume(bytes.NewReader(b)); err != nil || n != 6 || !tu.Done() {
		t.Fatalf("log: %d records, %v; want 6", n, err)
	}
	out.Reset()
	if status := run([]string{"spsa", "summary", "-params", "FlatHalf:31:0:100:8:0.05", log}, nil, &out, &errb); status != 0 ||
		!strings.Contains(out.String(), "6 iterations") || !strings.Contains(out.String(), "FlatHalf           31.0") {
		t.Fatalf("summary: status %d:\n%s%s", status, out.String(), errb.String())
	}
	errb.Reset()
	if status := run([]string{"spsa", "summary", "-params", "A:1:0:9,B:1:0:9", log}, nil, &out, &errb); status != 2 {
		t.Fatalf("summary naming two parameters of a one-parameter log: status %d", status)
	}
	// An engine that cannot play ends the run with status 1 and one line.
	errb.Reset()
	bad := []string{"spsa", "-engine", "/bin/false {}", "-params", "A:1:0:9", "-nodes", "10", "-size", "4", "-komi", "0", "-iterations", "1"}
	if status := run(bad, nil, &out, &errb); status != 1 || strings.Count(errb.String(), "\n") != 1 {
		t.Fatalf("an engine that exits: status %d, stderr %q", status, errb.String())
	}
	// Another seed or length does not continue this log.
	for _, other := range [][]string{append(args("6"), "-seed", "2"), args("8")} {
		if status := run(other, nil, &out, &errb); status != 2 {
			t.Fatalf("%q on the log: status %d, want 2", other, status)
		}
	}
}
