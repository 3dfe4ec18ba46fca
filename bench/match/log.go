package match

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"
)

// protoLog writes every line exchanged with the engines, and the referee's
// events, with the seconds since the match started:
//
//	12.345 w1.e2 > go wtime 4981 btime 4993 winc 50 binc 50
//	12.401 w1.e2 < bestmove c4
//	12.401 w1 ! game 7: ...
//
// A nil *protoLog writes nothing. It is safe for concurrent use.
type protoLog struct {
	mu    sync.Mutex
	w     io.Writer
	start time.Time
}

func newProtoLog(w io.Writer) *protoLog {
	if w == nil {
		return nil
	}
	return &protoLog{w: w, start: time.Now()}
}

func (l *protoLog) write(who string, dir byte, text string) {
	if l == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	fmt.Fprintf(l.w, "%.3f %s %c %s\n", time.Since(l.start).Seconds(), who, dir, text)
}

// line logs a protocol line; dir is '>' (to the engine) or '<' (from it).
func (l *protoLog) line(who string, dir byte, text string) { l.write(who, dir, text) }

// event logs something the referee did or saw.
func (l *protoLog) event(who, format string, args ...any) {
	if l == nil {
		return
	}
	l.write(who, '!', fmt.Sprintf(format, args...))
}

// logWriter passes an engine's stderr to the protocol log, a line at a
// time, marked with '#'.
type logWriter struct {
	log *protoLog
	id  string
	buf []byte
}

// Write implements io.Writer.
func (w *logWriter) Write(p []byte) (int, error) {
	w.buf = append(w.buf, p...)
	for {
		i := bytes.IndexByte(w.buf, '\n')
		if i < 0 {
			break
		}
		w.log.write(w.id, '#', strings.TrimSuffix(string(w.buf[:i]), "\r"))
		w.buf = w.buf[i+1:]
	}
	if len(w.buf) > maxLine {
		w.log.write(w.id, '#', string(w.buf))
		w.buf = w.buf[:0]
	}
	return len(p), nil
}
