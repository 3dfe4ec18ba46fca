package protocol

import (
	"bufio"
	"errors"
	"io"
	"sync"
)

// lineWriter writes whole lines and flushes each one at once. The input
// loop and the search goroutine both print, so a mutex keeps every line in
// one piece. After close, or after the first write error, lines are
// dropped: a search that outlives Run can never write behind the caller's
// back.
type lineWriter struct {
	mu     sync.Mutex
	w      *bufio.Writer
	err    error
	closed bool
}

func newLineWriter(w io.Writer) *lineWriter {
	return &lineWriter{w: bufio.NewWriter(w)}
}

// println writes s and a newline, then flushes.
func (lw *lineWriter) println(s string) {
	lw.mu.Lock()
	defer lw.mu.Unlock()
	if lw.closed || lw.err != nil {
		return
	}
	lw.w.WriteString(s)
	lw.w.WriteByte('\n')
	lw.err = lw.w.Flush()
}

// lines writes several lines under one lock, so nothing comes between them
// (the final info line and bestmove).
func (lw *lineWriter) lines(ss ...string) {
	lw.mu.Lock()
	defer lw.mu.Unlock()
	if lw.closed || lw.err != nil {
		return
	}
	for _, s := range ss {
		lw.w.WriteString(s)
		lw.w.WriteByte('\n')
	}
	lw.err = lw.w.Flush()
}

// close drops every later line.
func (lw *lineWriter) close() {
	lw.mu.Lock()
	lw.closed = true
	lw.mu.Unlock()
}

// failed returns the first write error.
func (lw *lineWriter) failed() error {
	lw.mu.Lock()
	defer lw.mu.Unlock()
	return lw.err
}

// maxLine bounds an input line. A 1000-ply game is about 6 kB; a longer
// line is reported and skipped instead of growing without bound.
const maxLine = 1 << 20

// errLineTooLong marks an input line longer than maxLine.
var errLineTooLong = errors.New("line too long")

// inputLine is one line read from the client, or the reason there is none.
type inputLine struct {
	text string
	err  error // errLineTooLong for a skipped line; io.EOF or a read error at the end
}

// readLines sends every line of r to lines (without the newline) and a
// final entry carrying io.EOF or the read error, then returns. It gives up
// as soon as quit is closed, so it never blocks a finished Run.
func readLines(r io.Reader, lines chan<- inputLine, quit <-chan struct{}) {
	br := bufio.NewReaderSize(r, 64<<10)
	send := func(l inputLine) bool {
		select {
		case lines <- l:
			return true
		case <-quit:
			return false
		}
	}
	for {
		text, err := readLine(br)
		if err != nil && err != errLineTooLong {
			if text != "" && !send(inputLine{text: text}) {
				return
			}
			send(inputLine{err: err})
			return
		}
		if !send(inputLine{text: text, err: err}) {
			return
		}
	}
}

// readLine returns the next line without its newline. A line longer than
// maxLine is consumed and returned empty with errLineTooLong.
func readLine(br *bufio.Reader) (string, error) {
	var buf []byte
	tooLong := false
	for {
		chunk, err := br.ReadSlice('\n')
		if !tooLong {
			if len(buf)+len(chunk) > maxLine+1 {
				tooLong, buf = true, nil
			} else {
				buf = append(buf, chunk...)
			}
		}
		switch err {
		case bufio.ErrBufferFull:
			continue
		case nil:
			if tooLong {
				return "", errLineTooLong
			}
			return string(buf[:len(buf)-1]), nil
		default: // end of input, possibly after an unterminated line
			if tooLong {
				return "", err
			}
			return string(buf), err
		}
	}
}
