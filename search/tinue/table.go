package tinue

// inf is the proof or disproof number of a decided node: a proved node
// has pn 0 and dn inf, a disproved one pn inf and dn 0.
const inf = ^uint32(0)

// bucketSize is the number of entries one table index holds; a position
// can sit there at several remaining depths at once.
const bucketSize = 4

// entry is one remembered node. depth is the remaining depth in plies the
// numbers were computed for, except for a proof, where it is the length of
// the proof found (the proof holds at any remaining depth at least that
// long). A disproof holds at any remaining depth up to its own.
type entry struct {
	key    uint64
	pn, dn uint32
	work   uint32 // nodes spent below the node, the replacement priority
	depth  uint8
}

// table is a fixed-size transposition table, allocated once per solver
// and owned by it (the solver is single-threaded, so it needs no atomics).
type table struct {
	buckets [][bucketSize]entry
	mask    uint64
}

// newTable returns a table of at most mb megabytes (at least one bucket),
// with a power-of-two number of buckets.
func newTable(mb int) table {
	n := uint64(1)
	for (n*2)*bucketSize*24 <= uint64(mb)<<20 {
		n *= 2
	}
	return table{buckets: make([][bucketSize]entry, n), mask: n - 1}
}

// clear empties the table.
func (t *table) clear() { clear(t.buckets) }

// lookup returns what the table knows of the position with key at remaining
// depth d: a proof no longer than d, a disproof at a depth of at least d,
// or the numbers stored for exactly d. ln is the proof's length.
func (t *table) lookup(key uint64, d int) (pn, dn uint32, ln int, ok bool) {
	b := &t.buckets[key&t.mask]
	for i := range b {
		e := &b[i]
		if e.key != key || e.work == 0 {
			continue
		}
		switch {
		case e.pn == 0 && int(e.depth) <= d:
			return 0, inf, int(e.depth), true
		case e.dn == 0 && int(e.depth) >= d:
			return inf, 0, 0, true
		case e.pn != 0 && e.dn != 0 && int(e.depth) == d:
			pn, dn, ok = e.pn, e.dn, true
		}
	}
	return pn, dn, 0, ok
}

// store remembers a node: over the entry for the same position and depth
// if there is one, else over the entry of the bucket that cost the least
// work. For a proof, d is its length.
func (t *table) store(key uint64, d int, pn, dn uint32, work uint64) {
	b := &t.buckets[key&t.mask]
	victim := 0
	for i := range b {
		e := &b[i]
		if e.work == 0 || e.key == key && int(e.depth) == d {
			victim = i
			break
		}
		if e.work < b[victim].work {
			victim = i
		}
	}
	w := uint32(min(work, uint64(inf-1))) + 1
	b[victim] = entry{key: key, pn: pn, dn: dn, work: w, depth: uint8(d)}
}
