package shard

import (
	"os"
	"path/filepath"
	"testing"
)

func TestShardsCoverEveryItemOnce(t *testing.T) {
	for n := 1; n <= 5; n++ {
		seen := make([]int, 23)
		total := 0
		for k := 1; k <= n; k++ {
			s, err := Parse(Shard{K: k, N: n}.String())
			if n == 1 {
				s = Shard{K: 1, N: 1}
			}
			if err != nil {
				t.Fatal(err)
			}
			c := 0
			for i := range seen {
				if s.Owns(i) {
					seen[i]++
					c++
				}
			}
			if c != s.Count(len(seen)) {
				t.Errorf("%v owns %d of 23, Count says %d", s, c, s.Count(len(seen)))
			}
			total += c
		}
		for i, x := range seen {
			if x != 1 {
				t.Errorf("N=%d: item %d played %d times", n, i, x)
			}
		}
	}
	for _, bad := range []string{"0/4", "5/4", "1/0", "a/b", "3", "1/2/3", "-1/2"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) succeeded", bad)
		}
	}
	if s, err := Parse(""); err != nil || !s.Whole() || s.String() != "" {
		t.Errorf("Parse(\"\") = %v, %v", s, err)
	}
}

func TestJoinerRefusesRepeats(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.ptn")
	if err := os.WriteFile(a, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	var j Joiner
	if err := j.File(a); err != nil {
		t.Fatal(err)
	}
	if err := j.File(filepath.Join(dir, ".", "a.ptn")); err == nil {
		t.Error("the same file under another name was accepted")
	}
	if Key("a", "b") == Key("ab", "") {
		t.Error("fields are not separated in the key")
	}
	if err := j.Game(Key("x"), "a.ptn round 1"); err != nil {
		t.Fatal(err)
	}
	if err := j.Game(Key("x"), "b.ptn round 1"); err == nil {
		t.Error("a game met twice was accepted")
	}
}

// TestResumeCutsThePartialRecord: Resume keeps the whole lines, cuts a
// last line written in part, appends after them, creates a missing file,
// and leaves a refused file as it is.
func TestResumeCutsThePartialRecord(t *testing.T) {
	path := filepath.Join(t.TempDir(), "out.txt")
	lines := func(data []byte) (int, error) { return CompleteLines(data), nil }
	kept, f, err := Resume(path, lines)
	if err != nil || len(kept) != 0 {
		t.Fatalf("a missing file: %q, %v", kept, err)
	}
	f.WriteString("one\ntwo\nthr")
	f.Close()
	kept, f, err = Resume(path, lines)
	if err != nil || string(kept) != "one\ntwo\n" {
		t.Fatalf("kept %q, %v", kept, err)
	}
	f.WriteString("three\n")
	f.Close()
	if data, _ := os.ReadFile(path); string(data) != "one\ntwo\nthree\n" {
		t.Errorf("after resuming: %q", data)
	}
	refuse := func([]byte) (int, error) { return 0, os.ErrInvalid }
	if _, _, err := Resume(path, refuse); err == nil {
		t.Error("a refused file was opened")
	}
	if data, _ := os.ReadFile(path); string(data) != "one\ntwo\nthree\n" {
		t.Errorf("a refused file was changed: %q", data)
	}
}
