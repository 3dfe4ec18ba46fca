// Package shard splits a run of games (a match, self-play for tuning)
// across machines and checks the pieces when they are joined again.
//
// A Shard K/N (1-based K) owns the items i (0-based) with i mod N = K-1,
// so N copies of the same command, each with its own K, play every item
// exactly once, whatever scheduler starts them (a Kubernetes Indexed Job,
// a Slurm job array, GNU parallel over ssh). Joining their outputs, a
// Joiner refuses a file given twice and any game met twice, keyed by an
// xxhash of what identifies it (Key).
package shard

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/cespare/xxhash/v2"
)

// Shard is slice K of N (1 <= K <= N). The zero Shard is the whole run.
type Shard struct {
	K, N int
}

// Parse reads "K/N" with 1 <= K <= N; "" is the whole run.
func Parse(s string) (Shard, error) {
	if strings.TrimSpace(s) == "" {
		return Shard{}, nil
	}
	k, n, ok := strings.Cut(strings.TrimSpace(s), "/")
	K, err1 := strconv.Atoi(k)
	N, err2 := strconv.Atoi(n)
	if !ok || err1 != nil || err2 != nil || N < 1 || K < 1 || K > N {
		return Shard{}, fmt.Errorf("shard %q: want K/N with 1 <= K <= N, e.g. 3/8", s)
	}
	return Shard{K: K, N: N}, nil
}

// Whole reports whether s is the whole run.
func (s Shard) Whole() bool { return s.N <= 1 }

// Owns reports whether item i (0-based) belongs to the shard.
func (s Shard) Owns(i int) bool { return s.Whole() || i%s.N == s.K-1 }

// Count returns how many of the items 0..total-1 the shard owns.
func (s Shard) Count(total int) int {
	if s.Whole() {
		return total
	}
	return (total - (s.K - 1) + s.N - 1) / s.N
}

// String writes the shard as Parse reads it ("" for the whole run).
func (s Shard) String() string {
	if s.Whole() {
		return ""
	}
	return fmt.Sprintf("%d/%d", s.K, s.N)
}

// Key hashes the fields that identify a game (for example its opening,
// colours and moves) with xxhash; a 0 byte separates the fields.
func Key(fields ...string) uint64 {
	d := xxhash.New()
	for _, f := range fields {
		d.WriteString(f)
		d.Write([]byte{0})
	}
	return d.Sum64()
}

// Joiner checks the pieces of a split run as they are read: no file twice,
// no game twice.
type Joiner struct {
	files map[string]string // identity -> path as given
	keys  map[uint64]string // game key -> where it was first seen
}

// File registers a file; it fails when the same file (by identity, so
// also under another name) was registered before.
func (j *Joiner) File(path string) error {
	if j.files == nil {
		j.files = map[string]string{}
	}
	id := path
	if abs, err := filepath.Abs(path); err == nil {
		id = abs
	}
	if fi, err := os.Stat(path); err == nil {
		if st, ok := fileID(fi); ok {
			id = st
		}
	}
	if first, ok := j.files[id]; ok {
		return fmt.Errorf("%s is given twice (as %s and %s)", path, first, path)
	}
	j.files[id] = path
	return nil
}

// Game registers a game key found at where (e.g. "b.ptn round 7"); it
// fails when the key was seen before.
func (j *Joiner) Game(key uint64, where string) error {
	if j.keys == nil {
		j.keys = map[uint64]string{}
	}
	if first, ok := j.keys[key]; ok {
		return fmt.Errorf("the same game is in %s and %s: overlapping shards?", first, where)
	}
	j.keys[key] = where
	return nil
}
