package protocol

import "time"

// tableWork runs f, which changes the engine's transposition table (a
// resize, a clear for a new game), on its own goroutine after the
// previous such work, so that a large table never holds up the input
// loop. The caller makes sure no search runs on the engine; the next
// search and readyok wait for h.tableReady.
func (h *Handler) tableWork(f func()) {
	prev := h.tableReady
	done := make(chan struct{})
	h.tableReady = done
	go func() {
		defer close(done)
		if prev != nil {
			<-prev
		}
		f()
	}()
}

// closed reports whether ch is closed, without blocking.
func closed(ch <-chan struct{}) bool {
	select {
	case <-ch:
		return true
	default:
		return false
	}
}

// awaitTable waits for the background work on the table to finish, at
// most d (d < 0: without a limit).
func (h *Handler) awaitTable(d time.Duration) {
	if h.tableReady == nil {
		return
	}
	if d < 0 {
		<-h.tableReady
		return
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-h.tableReady:
	case <-t.C:
	}
}
