package search

import (
	"syscall"
	"unsafe"
)

// adviseHuge asks Linux to back the table with transparent huge pages
// (madvise MADV_HUGEPAGE) where the system leaves that to each program
// (/sys/kernel/mm/transparent_hugepage/enabled set to madvise, as on most
// distributions): a probe lands on a random entry, and with 4 KB pages a
// probe of a large table misses the TLB as well as the cache. 2.6% less
// time to depth on game positions with the default 64 MB table. The
// whole 2 MB pages inside the table are advised; errors are ignored (the
// table works on ordinary pages).
//
// Only tables of hugeMaxMB or less are advised. Go's runtime did not give
// all of a freed huge-page table back to the system: going from Hash 4096
// (advised) back to 64 left 300-860 MB resident in about half the runs
// (protocol's TestHashResize), where ordinary pages left 12-76 MB. So the
// memory a table can keep after it is gone is bounded by its own size,
// and the big tables, where memory matters, take ordinary pages.
func adviseHuge(e []ttEntry) {
	if len(e) == 0 {
		return
	}
	size := uintptr(len(e)) * unsafe.Sizeof(e[0])
	if size > hugeMaxMB<<20 {
		return
	}
	const huge = 2 << 20
	base := unsafe.Pointer(&e[0])
	start := uintptr(base)
	end := start + size
	lo := (start + huge - 1) &^ (huge - 1)
	hi := end &^ (huge - 1)
	if hi <= lo {
		return
	}
	_ = syscall.Madvise(unsafe.Slice((*byte)(unsafe.Add(base, lo-start)), hi-lo), syscall.MADV_HUGEPAGE)
}

// hugeMaxMB is the largest table adviseHuge advises, in MB.
const hugeMaxMB = 256
