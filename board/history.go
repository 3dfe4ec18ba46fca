package board

// History is a game as it is played: its current position and the hashes
// of the positions before it that threefold repetition looks at.
//
// A placement adds a piece that no move removes, so no position before a
// placement can recur: the window starts again with the position right
// after each placement (or with the start position while no placement has
// been played). Spreads extend it.
//
// The zero History is not usable; build one with NewHistory. A plain copy
// shares storage with the original: copy with Clone.
type History struct {
	pos   Position
	since []uint64 // hashes of the positions in the window before pos, oldest first
}

// NewHistory returns the history of a game that starts at start.
func NewHistory(start Position) *History {
	return &History{pos: start}
}

// Play makes m, which must be legal in the current position, and records
// the position it leaves.
func (h *History) Play(m Move) {
	if m.IsSpread() {
		h.since = append(h.since, h.pos.Hash())
	} else {
		h.since = h.since[:0] // no position before a placement can recur
	}
	h.pos.Make(m)
}

// Position returns the current position. It belongs to h: read it, and
// change it only through Play (copy it to search or explore from it).
func (h *History) Position() *Position { return &h.pos }

// SetHalfKomi sets the komi of the current position (hashes do not depend
// on komi, so the window stays valid).
func (h *History) SetHalfKomi(k int) error { return h.pos.SetHalfKomi(k) }

// Since returns the hashes of the positions since the last placement,
// oldest first, without the current position: the start position and
// every position after it if no placement was played, otherwise the
// position right after the last placement and every position after it.
// The slice belongs to h and is valid until the next Play; it never
// allocates.
func (h *History) Since() []uint64 { return h.since[:len(h.since):len(h.since)] }

// Repetitions returns how many times the current position (stacks and
// side to move) occurred before it since the last placement.
func (h *History) Repetitions() int {
	n, cur := 0, h.pos.Hash()
	for _, x := range h.since {
		if x == cur {
			n++
		}
	}
	return n
}

// IsThreefold reports whether the current position is the third
// occurrence (or later) of a position since the last placement: a draw by
// repetition.
func (h *History) IsThreefold() bool { return h.Repetitions() >= 2 }

// Clone returns a copy of h that shares no storage with it.
func (h *History) Clone() *History {
	c := &History{pos: h.pos}
	if len(h.since) > 0 {
		c.since = append([]uint64(nil), h.since...)
	}
	return c
}
