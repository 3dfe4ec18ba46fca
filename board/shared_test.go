package board

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"testing"
)

// sharedPerft is the project's shared copy of the perft vectors, seen from
// this package's directory (main/board -> main -> the folder holding
// shared/). It is absent in a clone without shared/ beside it.
const sharedPerft = "../../shared/testdata/perft.tsv"

// TestPerftCopyMatchesShared checks that testdata/perft.tsv is still an
// unchanged copy of the shared vectors, byte for byte. It is skipped when
// the shared folder is not there; it never searches for it elsewhere.
func TestPerftCopyMatchesShared(t *testing.T) {
	want, err := os.ReadFile(sharedPerft)
	if errors.Is(err, fs.ErrNotExist) {
		t.Skipf("%s is absent", sharedPerft)
	}
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("testdata/perft.tsv")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		n := 0
		for n < len(got) && n < len(want) && got[n] == want[n] {
			n++
		}
		t.Errorf("testdata/perft.tsv (%d bytes) differs from %s (%d bytes) from byte %d on; copy it again", len(got), sharedPerft, len(want), n)
	}
}
