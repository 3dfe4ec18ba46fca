package search

import (
	"fmt"
	"sync/atomic"
	"unsafe"

	"github.com/takengine/takengine/board"
)

// Bound says what a stored score means.
type bound uint8

const (
	boundNone  bound = 0
	boundUpper bound = 1 // score <= stored (fail low)
	boundLower bound = 2 // score >= stored (fail high)
	boundExact bound = 3
)

// ttEntry is two atomic words: the key xored with the data, and the data.
// A reader accepts an entry only when key^data matches its hash, so a torn
// write by another thread reads as a miss (the "lockless hashing" of Hyatt
// and Mann), and the race detector sees only atomic accesses.
type ttEntry struct {
	check atomic.Uint64
	data  atomic.Uint64
}

// Data layout: move 18 bits | score 16 bits (signed) | depth 8 bits |
// bound 2 bits | age 6 bits.
func packTT(m board.Move, score, depth int, b bound, age uint8) uint64 {
	return uint64(m)&0x3ffff | uint64(uint16(int16(score)))<<18 | uint64(uint8(depth))<<34 |
		uint64(b)<<42 | uint64(age&63)<<44
}

type ttData struct {
	move  board.Move
	score int
	depth int
	bound bound
	age   uint8
}

func unpackTT(d uint64) ttData {
	return ttData{
		move:  board.Move(d & 0x3ffff),
		score: int(int16(uint16(d >> 18))),
		depth: int(uint8(d >> 34)),
		bound: bound(d >> 42 & 3),
		age:   uint8(d >> 44 & 63),
	}
}

// TT is the transposition table: a power-of-two array of two-entry
// buckets, shared by every search thread.
type TT struct {
	entries []ttEntry
	mask    uint64
	age     atomic.Uint32
	// written is set once Clear or prefault has written the table: its
	// memory is then the process's (Engine.Prefault).
	written atomic.Bool
}

// MaxHashMB is the largest transposition table, in MB, that the engine
// builds. Every entry point (the TEI Hash option, the -hash flags of the
// subcommands) checks its value with CheckHashMB before anything is
// allocated, and NewTT clamps to it as a last resort: a typo must not
// exhaust a shared machine or overflow the size computation.
const MaxHashMB = 4096

// CheckHashMB returns an error unless 1 <= mb <= MaxHashMB.
func CheckHashMB(mb int) error {
	if mb < 1 || mb > MaxHashMB {
		return fmt.Errorf("hash size %d MB out of range 1..%d", mb, MaxHashMB)
	}
	return nil
}

// NewTT returns a table of at most mb megabytes, mb clamped to
// 1..MaxHashMB. The memory is only touched when entries are written.
func NewTT(mb int) *TT {
	mb = min(max(mb, 1), MaxHashMB)
	n := uint64(1)
	for n*2*16 <= uint64(mb)<<20 {
		n *= 2
	}
	t := &TT{entries: make([]ttEntry, n), mask: n - 2}
	adviseHuge(t.entries)
	return t
}

// Clear empties the table.
func (t *TT) Clear() {
	for i := range t.entries {
		t.entries[i].check.Store(0)
		t.entries[i].data.Store(0)
	}
	t.age.Store(0)
	t.written.Store(true)
}

// prefault writes one entry of every 4 KB page of a table that nothing
// has written yet, which makes the system back each page (a huge page
// where adviseHuge asked for them): the entries stay empty. A table
// written before is left as it is.
func (t *TT) prefault() {
	if t.written.Load() {
		return
	}
	const perPage = 4096 / int(unsafe.Sizeof(ttEntry{}))
	for i := 0; i < len(t.entries); i += perPage {
		t.entries[i].data.Store(0)
	}
	t.written.Store(true)
}

// NewSearch ages the table so entries of earlier searches lose priority.
func (t *TT) NewSearch() { t.age.Add(1) }

// probe returns the entry stored for hash, if any.
func (t *TT) probe(hash uint64) (ttData, bool) {
	i := hash & t.mask
	for j := uint64(0); j < 2; j++ {
		e := &t.entries[i+j]
		d := e.data.Load()
		if e.check.Load()^d == hash && d != 0 {
			return unpackTT(d), true
		}
	}
	return ttData{}, false
}

// store writes an entry, replacing in its bucket the same position, else
// the entry of an older search, else the shallower one.
func (t *TT) store(hash uint64, m board.Move, score, depth int, b bound) {
	age := uint8(t.age.Load() & 63)
	i := hash & t.mask
	victim := &t.entries[i]
	vd := unpackTT(victim.data.Load())
	for j := uint64(0); j < 2; j++ {
		e := &t.entries[i+j]
		d := e.data.Load()
		if e.check.Load()^d == hash {
			victim = e
			old := unpackTT(d)
			if m == board.NoMove {
				m = old.move
			}
			if b != boundExact && old.age == age && old.depth > depth+2 {
				return // keep the much deeper result of this search
			}
			break
		}
		ed := unpackTT(d)
		if j == 1 && (ed.age != age && vd.age == age || ed.depth < vd.depth && (ed.age != age) == (vd.age != age)) {
			victim = e
		}
	}
	d := packTT(m, score, depth, b, age)
	victim.data.Store(d)
	victim.check.Store(hash ^ d)
}

// HashFull returns the share of entries written by the current search, per
// mille, estimated from the first thousand entries.
func (t *TT) HashFull() int {
	age := uint8(t.age.Load() & 63)
	n := min(1000, len(t.entries))
	used := 0
	for i := 0; i < n; i++ {
		d := t.entries[i].data.Load()
		if d != 0 && unpackTT(d).age == age {
			used++
		}
	}
	return used * 1000 / n
}
