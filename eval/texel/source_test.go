package texel

import (
	"bytes"
	"os"
	"testing"

	"github.com/takengine/takengine/eval"
)

// TestTunedFileIsGenerated: eval/weights_tuned.go is exactly what Source
// writes for the built-in weights, so a tuning run that changes nothing
// rewrites it unchanged and no hand edit hides in it.
func TestTunedFileIsGenerated(t *testing.T) {
	src, err := Source(&eval.New().W)
	if err != nil {
		t.Fatal(err)
	}
	file, err := os.ReadFile("../weights_tuned.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(src, file) {
		t.Fatalf("eval/weights_tuned.go differs from the generator's output:\n%s", src)
	}
}
