package protocol

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// These tests run the real search through the handler.

// finalScore sends cmds, then go, and returns the score (side to move,
// mate scores as ±(100000 - n)) and node count of the last info line
// before bestmove.
func finalScore(t *testing.T, s *session, goCmd string, cmds ...string) (score int, nodes uint64) {
	t.Helper()
	last, _ := lastInfoLine(t, s, goCmd, cmds...)
	m := infoRE.FindStringSubmatch(last)
	if m == nil {
		t.Fatalf("no final info line before bestmove (last %q)", last)
	}
	score, _ = strconv.Atoi(m[4])
	if m[3] == "mate" {
		if score > 0 {
			score = 100000 - score
		} else {
			score = -100000 - score
		}
	}
	nodes, _ = strconv.ParseUint(m[9], 10, 64)
	return score, nodes
}

func TestKomiChangesTheScore(t *testing.T) {
	// Black to move on 3x3, and every move ends the game on flats with no
	// road. Without komi Black's best is a draw (c1: 4 flats each); with
	// komi 2 (HalfKomi 4) the same move wins, so Black's score must rise.
	const tps = "1,1S,1S/1S,1S,1S/1S,1222S,x 2 10"
	s := startSession(t, nil)
	s.send("teinewgame 3")
	s0, nodes := finalScore(t, s, "go depth 2", "setoption name HalfKomi value 0", "position tps "+tps)
	if nodes == 0 {
		t.Skip("the search is still a stub (no nodes searched)")
	}
	s4, _ := finalScore(t, s, "go depth 2", "setoption name HalfKomi value 4", "position tps "+tps)
	if s4 <= s0 {
		t.Errorf("Black's score is %d with HalfKomi 0 and %d with HalfKomi 4; komi for Black must raise it", s0, s4)
	}
}

func TestInfoAtLeastEverySecond(t *testing.T) {
	if testing.Short() {
		t.Skip("a 2.5 s search")
	}
	s := startSession(t, nil)
	s.send("teinewgame 6")
	s.send("position startpos moves a1 f6 c3 d4 d3 c4")
	start := time.Now()
	s.send("go movetime 2500")
	prev, gaps := start, time.Duration(0)
	for {
		l, ok := s.next(lineTimeout)
		if !ok {
			t.Fatal("no bestmove")
		}
		now := time.Now()
		gaps = max(gaps, now.Sub(prev))
		prev = now
		if strings.HasPrefix(l, "bestmove ") {
			break
		}
	}
	if gaps > 1100*time.Millisecond {
		t.Errorf("%v without an info line during a 2.5 s search", gaps)
	}
}

// TestNewGameForgetsEarlierGames: after teinewgame, a fixed-node search
// ends with the same depth, score, nodes, hashfull and PV as in a fresh
// process, whatever was searched before, the same position included (the
// table and the move-ordering history are cleared), so fixed-node matches
// replay identically whole or in shards.
func TestNewGameForgetsEarlierGames(t *testing.T) {
	const goCmd = "go nodes 30000"
	target := []string{"teinewgame 5", "position startpos moves a1 e5 c3 d4 c4"}
	fresh := startSession(t, nil)
	want := lastInfo(t, fresh, goCmd, target...)
	fresh.send("quit")

	s := startSession(t, nil)
	lastInfo(t, s, goCmd, "teinewgame 5", "position startpos moves e1 a5 b2 b3")
	lastInfo(t, s, goCmd, target[1]) // the same position in the same game: the table helps
	got := lastInfo(t, s, goCmd, target...)
	s.send("quit")
	if got != want {
		t.Errorf("after searches of another game and of this position:\n%s\nin a fresh process:\n%s", got, want)
	}
}

// lastInfo sends cmds and goCmd and returns the last info line before
// bestmove, without its time and nps, and the bestmove line.
func lastInfo(t *testing.T, s *session, goCmd string, cmds ...string) string {
	t.Helper()
	last, best := lastInfoLine(t, s, goCmd, cmds...)
	return timeRE.ReplaceAllString(last, "") + "\n" + best
}

// lastInfoLine sends cmds and goCmd and returns the last info line before
// bestmove (which must be a search info line) and the bestmove line.
func lastInfoLine(t *testing.T, s *session, goCmd string, cmds ...string) (last, best string) {
	t.Helper()
	for _, c := range cmds {
		s.send(c)
	}
	s.send(goCmd)
	for {
		l, ok := s.next(lineTimeout)
		if !ok {
			t.Fatal("no bestmove")
		}
		if strings.HasPrefix(l, "bestmove ") {
			return last, l
		}
		if !isSearchInfo(l) {
			t.Fatalf("unexpected %q", l)
		}
		last = l
	}
}

// timeRE matches the fields of an info line that depend on the clock.
var timeRE = regexp.MustCompile(` (nps|time) \d+`)
