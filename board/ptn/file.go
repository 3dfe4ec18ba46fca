package ptn

import (
	"fmt"
	"os"
)

// ReadFile parses the PTN file at path (see Parse); an error names the
// file.
func ReadFile(path string) ([]Game, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	games, err := Parse(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return games, nil
}
