package match

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/takengine/takengine/board"
)

const bookFile = "testdata/6s_4ply_balanced_openings.txt"

func TestReadOpeningsBook(t *testing.T) {
	f, err := os.Open(bookFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ops, err := ReadOpenings(f, 6, 4)
	if err != nil {
		t.Fatal(err)
	}
	if len(ops) != 1000 {
		t.Fatalf("%d openings, want 1000", len(ops))
	}
	o := ops[0]
	if !o.Startpos || len(o.Plies) != 4 || o.Text != "c5 b1 e1 d5" || o.Root.HalfKomi() != 4 {
		t.Errorf("first opening: startpos %v, %d plies, %q, half-komi %d", o.Startpos, len(o.Plies), o.Text, o.Root.HalfKomi())
	}
}

func TestBookEqualsShared(t *testing.T) {
	shared, err := os.ReadFile(filepath.Join("..", "..", "..", "shared", "testdata", "openings", filepath.Base(bookFile)))
	if err != nil {
		t.Skip("../shared is not there:", err)
	}
	ours, err := os.ReadFile(bookFile)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(ours, shared) {
		t.Errorf("%s differs from the shared copy", bookFile)
	}
}

func TestParseOpening(t *testing.T) {
	tests := []struct {
		line     string
		size, hk int
		startpos bool
		plies    int
		err      string // a substring of the error; "" for none, "*" for any
	}{
		{"c4 a5 e1 b3", 5, 0, true, 4, ""},
		{"  a1   ", 5, 2, true, 1, ""},
		{"x5/x5/x5/x5/x5 1 1", 5, 0, true, 0, ""},
		{"x5/x5/x5/x5/x5 1 1", 5, 2, false, 0, ""},
		{"x,x,x,x,x/x5/x2,1,x2/x5/2,x4 1 2", 5, 0, false, 0, ""},
		{"x3/1,x,1/2,21,2 2 4", 3, 0, false, 0, ""},
		{"c4 c4", 5, 0, false, 0, "illegal"},
		{"c4 zz", 5, 0, false, 0, "zz"},
		{"Sc4", 5, 0, false, 0, "illegal"},
		{"x5/x5/x5/x5/x5 1 1", 6, 0, false, 0, "size"},
		{"x5/x5/x5 1 1", 5, 0, false, 0, "*"},
		{"1,1,1/x3/2,2,x 2 3", 3, 0, false, 0, "over"},
	}
	for _, tt := range tests {
		o, err := ParseOpening(tt.line, tt.size, tt.hk)
		switch {
		case tt.err != "":
			if err == nil || tt.err != "*" && !strings.Contains(err.Error(), tt.err) {
				t.Errorf("ParseOpening(%q): error %v, want one mentioning %q", tt.line, err, tt.err)
			}
		case err != nil:
			t.Errorf("ParseOpening(%q): %v", tt.line, err)
		case o.Startpos != tt.startpos || len(o.Plies) != tt.plies || o.Root.Size() != tt.size:
			t.Errorf("ParseOpening(%q) = startpos %v, %d plies, size %d", tt.line, o.Startpos, len(o.Plies), o.Root.Size())
		}
	}
}

func TestReadOpeningsErrors(t *testing.T) {
	if _, err := ReadOpenings(strings.NewReader("# comment\n\n"), 6, 0); err == nil {
		t.Error("an empty book was accepted")
	}
	_, err := ReadOpenings(strings.NewReader("a1 b1\n\nc3 c3\n"), 6, 0)
	if err == nil || !strings.Contains(err.Error(), "line 3") {
		t.Errorf("bad third line: %v", err)
	}
}

func TestUnmergedTPS(t *testing.T) {
	p, err := board.ParseTPS("x5/x2,1,x2/x5/2,12S,x3/x4,1C 2 7")
	if err != nil {
		t.Fatal(err)
	}
	want := "x,x,x,x,x/x,x,1,x,x/x,x,x,x,x/2,12S,x,x,x/x,x,x,x,1C 2 7"
	if got := unmergedTPS(&p); got != want {
		t.Errorf("unmergedTPS = %q, want %q", got, want)
	}
	e, _ := board.New(6)
	if got := unmergedTPS(&e); got != "x,x,x,x,x,x/x,x,x,x,x,x/x,x,x,x,x,x/x,x,x,x,x,x/x,x,x,x,x,x/x,x,x,x,x,x 1 1" {
		t.Errorf("unmergedTPS of the empty 6x6 board = %q", got)
	}
}

// TestExtent: the 6x6 book reaches the sixth file or rank; a book of
// openings within 5x5 read for 6x6 (legal there) does not, unless a
// spread carries a stone onto the sixth file; a TPS opening does not count.
func TestExtent(t *testing.T) {
	if n, lists := Extent(readBook(t, 6, 4)); n != 6 || lists != 1000 {
		t.Errorf("6x6 book: extent %d over %d lists, want 6 over 1000", n, lists)
	}
	for _, c := range []struct {
		book  string
		size  int
		lists int
	}{
		{"b4 a5 e2 c3\na1 e5 c3 b2\n", 5, 2},
		{"b4 a5 e2 c3\ne1 a2 b2 e1>\n", 6, 2},
		{"b4 a5 e2 c3\nx6/x6/x6/x6/x6/x5,1 2 1\n", 5, 1},
	} {
		ops, err := ReadOpenings(strings.NewReader(c.book), 6, 4)
		if err != nil {
			t.Fatalf("%q: %v", c.book, err)
		}
		if n, lists := Extent(ops); n != c.size || lists != c.lists {
			t.Errorf("%q: extent %d over %d lists, want %d over %d", c.book, n, lists, c.size, c.lists)
		}
	}
}
