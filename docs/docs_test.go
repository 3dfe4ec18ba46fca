package docs

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// mdName matches a Markdown file name as comments write it: "README.md",
// "docs/TEI.md".
var mdName = regexp.MustCompile(`[A-Za-z0-9_./-]*[A-Za-z0-9_]\.md\b`)

// TestNamedDocsExist: every .md file named in a Go file of the repository
// exists, relative to the repository root or to the naming file's folder.
func TestNamedDocsExist(t *testing.T) {
	root := ".."
	checked := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") && path != root || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, name := range mdName.FindAllString(string(src), -1) {
			checked++
			if !exists(filepath.Join(root, name)) && !exists(filepath.Join(filepath.Dir(path), name)) {
				t.Errorf("%s names %s, which is not in the repository", path, name)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 20 {
		t.Errorf("only %d Markdown names found in Go files: is the walk broken?", checked)
	}
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
