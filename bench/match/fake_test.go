package match

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/takengine/takengine/board"
)

// The tests play against fake TEI engines: the test binary itself, run
// again with fakeEnv set, becomes the engine named by its first argument.
const fakeEnv = "TAKENGINE_MATCH_FAKE_ENGINE"

func TestMain(m *testing.M) {
	if os.Getenv(fakeEnv) == "1" {
		os.Exit(runFake(os.Args[1:], os.Stdin, os.Stdout))
	}
	os.Setenv(fakeEnv, "1")
	// Under -race, a fake engine would otherwise sleep a second at exit
	// (the race detector's default atexit_sleep_ms) and miss QuitWait.
	os.Setenv("GORACE", strings.TrimSpace(os.Getenv("GORACE")+" atexit_sleep_ms=0"))
	os.Exit(m.Run())
}

// fake returns the spec of a fake engine: a behaviour and key=value
// settings (see runFake).
func fake(t testing.TB, behaviour string, settings ...string) EngineSpec {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return EngineSpec{Name: behaviour, Path: exe, Args: append([]string{behaviour}, settings...)}
}

// runFake is a fake TEI engine. Behaviours:
//
//	random     a random legal move (seeded by the position), with an info line
//	illegal    like random until its move number after=N, then a placement on an occupied square
//	malformed  like random until after=N, then a legal move with an annotation mark
//	crash      like random until after=N, then exits at the go
//	hang       like random until after=N, then never answers (nor quit)
//	slow       like random, but sleeps sleep=MS before each bestmove
//	badoption  declares a malformed option line
//	nokomi     declares no HalfKomi option
//	combo      declares HalfKomi as combo var 0 var 4
//	script     plays moves=m1,m2,... by ply number from the game's start
//
// Settings: after=N, sleep=MS (any behaviour; only at the ply number
// slowat=N when that is given), moves=LIST, seed=N.
func runFake(args []string, in io.Reader, out io.Writer) int {
	if len(args) == 0 {
		return 2
	}
	behaviour := args[0]
	set := map[string]string{}
	for _, a := range args[1:] {
		k, v, _ := strings.Cut(a, "=")
		set[k] = v
	}
	num := func(k string, def int) int {
		if v, err := strconv.Atoi(set[k]); err == nil {
			return v
		}
		return def
	}
	after, sleep, slowAt, seed := num("after", 0), num("sleep", 0), num("slowat", -1), uint64(num("seed", 1))
	script := strings.Split(set["moves"], ",")

	w := bufio.NewWriter(out)
	say := func(format string, a ...any) {
		fmt.Fprintf(w, format+"\n", a...)
		w.Flush()
	}
	var pos board.Position
	var plies int // plies in the last position command, from its root
	size, moves := 6, 0
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "tei":
			say("id name fake %s", behaviour)
			say("id author nobody")
			switch behaviour {
			case "badoption":
				say("option name Hash type spin default 16 min 1")
			case "nokomi":
				say("option name Hash type spin default 16 min 1 max 64")
			case "combo":
				say("option name HalfKomi type combo default 0 var 0 var 4")
			default:
				say("option name HalfKomi type spin default 0 min -10 max 10")
			}
			say("teiok")
		case "isready":
			say("readyok")
		case "teinewgame":
			if len(f) > 1 {
				size, _ = strconv.Atoi(f[1])
			}
		case "position":
			pos, plies = fakePosition(f, size)
		case "go":
			moves++
			if moves > after {
				switch behaviour {
				case "crash":
					return 3
				case "hang":
					for sc.Scan() {
					}
					time.Sleep(time.Hour)
				}
			}
			if slowAt < 0 || plies == slowAt {
				time.Sleep(time.Duration(sleep) * time.Millisecond)
			}
			var l board.MoveList
			pos.GenerateMoves(&l)
			if l.N == 0 {
				say("bestmove (none)")
				continue
			}
			r := rand.New(rand.NewPCG(seed, pos.Hash()))
			m := l.Moves[r.IntN(l.N)]
			say("info depth %d score cp %d nodes 1 pv %s", moves%30, int(pos.Hash()%201)-100, m)
			switch {
			case behaviour == "script":
				say("bestmove %s", script[min(plies, len(script)-1)])
			case behaviour == "illegal" && moves > after:
				say("bestmove %s", occupied(&pos))
			case behaviour == "malformed" && moves > after:
				say("bestmove %s!", m) // legal, but annotated
			default:
				say("bestmove %s", m)
			}
		case "quit":
			return 0
		}
	}
	return 0
}

// fakePosition reads a position command; bad input gives the empty board.
func fakePosition(f []string, size int) (board.Position, int) {
	p, _ := board.New(size)
	i := 2
	if len(f) > 1 && f[1] == "tps" && len(f) >= 5 {
		q, err := board.ParseTPS(strings.Join(f[2:5], " "))
		if err != nil {
			return p, 0
		}
		p, i = q, 5
	}
	n := 0
	if i < len(f) && f[i] == "moves" {
		for _, s := range f[i+1:] {
			m, err := p.ParseMove(s)
			if err != nil {
				break
			}
			p.Make(m)
			n++
		}
	}
	return p, n
}

// occupied returns a placement on an occupied square ("a1" on an empty
// board, where it is legal only in the first two plies: the fake engines
// are asked for it later).
func occupied(p *board.Position) string {
	occ := p.Occupied()
	if occ == 0 {
		return "Sa1"
	}
	return occ.First().String()
}
