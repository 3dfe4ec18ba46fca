package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The games lost to Tiltak (bench/testdata/games, copied from the shared
// data): 20 6x6 games with Tiltak's moves.
const tiltakGames = "../../bench/testdata/games/vs-tiltak.ptn"

func TestBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-iterations", "0", tiltakGames},
		{"-nosuch", tiltakGames},
		{"-player", "", tiltakGames},
		{},
	} {
		var out, errs bytes.Buffer
		if code := run(args, &out, &errs); code != 2 || errs.Len() == 0 {
			t.Errorf("%q: exit %d, stderr %q; want 2 and a message", args, code, errs.String())
		}
	}
	var out, errs bytes.Buffer
	if code := run([]string{"-size", "5", tiltakGames}, &out, &errs); code != 1 || !strings.Contains(errs.String(), "no moves") {
		t.Errorf("no 5x5 games: exit %d, stderr %q; want 1 and no moves", code, errs.String())
	}
	if code := run([]string{"missing.ptn"}, &out, &errs); code != 1 {
		t.Errorf("missing file: exit %d, want 1", code)
	}
}

// TestFitLearns fits Tiltak's moves in the 20 games and checks that the
// fitted policy ranks them better than the uniform one it starts from, and
// that the source it writes holds every weight.
func TestFitLearns(t *testing.T) {
	s, err := read([]string{tiltakGames}, "tiltak", 6, 8)
	if err != nil {
		t.Fatal(err)
	}
	if s.games != 20 || len(s.list) < 500 {
		t.Fatalf("%d games, %d moves; want the 20 games' Tiltak moves", s.games, len(s.list))
	}
	w, report := s.fit(60, 1e-4, &bytes.Buffer{})
	zero := make([]float64, len(w))
	before, _, _ := s.loss(zero, false, nil)
	after, top1, _ := s.loss(w, false, nil)
	if !(after < before-0.5) || top1 < 0.1 {
		t.Fatalf("fitted loss %.3f from %.3f, top-1 %.3f (%s); want a real fit", after, before, top1, report)
	}
	out := filepath.Join(t.TempDir(), "w.go")
	var o, e bytes.Buffer
	if code := run([]string{"-iterations", "2", "-out", out, tiltakGames}, &o, &e); code != 0 {
		t.Fatalf("exit %d: %s", code, e.String())
	}
	src, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	_, body, ok := strings.Cut(string(src), "var policyWeights = [PolicyFeatureCount]int16{")
	if n := strings.Count(body, ","); !ok || n != len(w) {
		t.Fatalf("source with %d values, want %d:\n%s", n, len(w), src)
	}
}
