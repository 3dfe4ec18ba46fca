package shard

import (
	"fmt"
	"io"
	"os"
)

// Resume opens the output file of a run that may have stopped part way
// (killed, a machine lost) so that the same command can continue it. It
// reads the file (creating it if missing), keeps the longest prefix that
// complete accepts as whole records (complete returns its length), cuts
// off the rest, a record written only in part, and returns the kept
// prefix and the file, open for writing at its end. When complete
// refuses the file (not the output of this run), nothing is cut and its
// error is returned.
func Resume(path string, complete func(data []byte) (int, error)) ([]byte, *os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, nil, err
	}
	data, err := io.ReadAll(f)
	n := 0
	if err == nil {
		n, err = complete(data)
	}
	if err == nil {
		data, err = keep(f, data, n)
	}
	if err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("%s: %v", path, err)
	}
	return data, f, nil
}

// keep cuts f after its first n bytes, data, and moves to the end.
func keep(f *os.File, data []byte, n int) ([]byte, error) {
	if n < 0 || n > len(data) {
		return nil, fmt.Errorf("bad record boundary %d", n)
	}
	if err := f.Truncate(int64(n)); err != nil {
		return nil, err
	}
	_, err := f.Seek(0, io.SeekEnd)
	return data[:n], err
}

// CompleteLines returns the length of data up to its last newline (a
// last line without one was cut short).
func CompleteLines(data []byte) int {
	for i := len(data) - 1; i >= 0; i-- {
		if data[i] == '\n' {
			return i + 1
		}
	}
	return 0
}
