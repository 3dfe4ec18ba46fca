package protocol

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// infoFields reads the depth, multipv, score (ordered: mates beyond all
// centiflat scores) and first PV move of an info line.
func infoFields(t *testing.T, l string) (depth, multipv, score int, first string) {
	t.Helper()
	f := strings.Fields(l)
	for i := 1; i+1 < len(f); i++ {
		n, _ := strconv.Atoi(f[i+1])
		switch f[i] {
		case "depth":
			depth = n
		case "multipv":
			multipv = n
		case "cp":
			score = n
		case "mate":
			score = 1_000_000 - n
			if n < 0 {
				score = -1_000_000 - n
			}
		case "pv":
			first = f[i+1]
		}
	}
	return depth, multipv, score, first
}

// TestMultiPVInfoLines: with MultiPV 4, every depth ends with four info
// lines multipv 1..4 with different first moves, scores best first, and
// bestmove is line 1's first move.
func TestMultiPVInfoLines(t *testing.T) {
	depth := 6
	if testing.Short() {
		depth = 4
	}
	for _, tps := range []string{
		"x4,2S,x/2C,x5/x,2,1,2,x2/x,1,1,x,1S,x/x,1,x,2,x2/x,1,x,2,x2 1 7",
		"x4,2S,x/x4,112,x/x,1,x2,12,1112/x2,2,x2,1/x2,2S,x3/x2,1,2S,1C,x 1 14",
	} {
		s := startSession(t, nil)
		s.send("teinewgame 6")
		s.send("setoption name MultiPV value 4")
		s.send("position tps " + tps)
		s.send("go depth " + strconv.Itoa(depth))
		var infos []string
		best := ""
		for {
			l, ok := s.next(lineTimeout)
			if !ok {
				t.Fatalf("%s: no bestmove", tps)
			}
			if b, found := strings.CutPrefix(l, "bestmove "); found {
				best = b
				break
			}
			if strings.HasPrefix(l, "info depth ") {
				infos = append(infos, l)
			}
		}
		// Find each depth's block of four lines multipv 1..4.
		next, lastFirst := 1, ""
		for i := 0; i+4 <= len(infos); i++ {
			d, k, _, _ := infoFields(t, infos[i])
			if k != 1 || d != next {
				continue
			}
			var firsts []string
			prev := 0
			for j := range 4 {
				dj, kj, sj, fj := infoFields(t, infos[i+j])
				if dj != d || kj != j+1 || fj == "" {
					t.Fatalf("%s: depth %d line %d is %q", tps, d, j+1, infos[i+j])
				}
				if j > 0 && sj > prev {
					t.Errorf("%s: depth %d: line %d scores above line %d:\n%s", tps, d, j+1, j, strings.Join(infos[i:i+4], "\n"))
				}
				if slices.Contains(firsts, fj) {
					t.Errorf("%s: depth %d: first move %s twice", tps, d, fj)
				}
				prev = sj
				firsts = append(firsts, fj)
			}
			lastFirst = firsts[0]
			next++
			i += 3
		}
		if next != depth+1 {
			t.Fatalf("%s: blocks of four lines up to depth %d only:\n%s", tps, next-1, strings.Join(infos, "\n"))
		}
		if best != lastFirst {
			t.Errorf("%s: bestmove %s, line 1 starts with %s", tps, best, lastFirst)
		}
		s.send("quit")
	}
}

// TestThreadsOption: a search with four threads and a nodes limit answers
// with a move and counts the nodes of all threads.
func TestThreadsOption(t *testing.T) {
	s := startSession(t, nil)
	s.send("teinewgame 6")
	s.send("setoption name Threads value 4")
	s.send("position startpos moves a1 f6 c3")
	s.send("go nodes 20000")
	last := ""
	for {
		l, ok := s.next(lineTimeout)
		if !ok {
			t.Fatal("no bestmove")
		}
		if strings.HasPrefix(l, "bestmove ") {
			break
		}
		last = l
	}
	f := strings.Fields(last)
	i := slices.Index(f, "nodes")
	if i < 0 || i+1 >= len(f) {
		t.Fatalf("last info %q", last)
	}
	if n, _ := strconv.Atoi(f[i+1]); n < 20000 || n > 30000 {
		t.Errorf("%d nodes for go nodes 20000: %q", n, last)
	}
	s.send("quit")
}
