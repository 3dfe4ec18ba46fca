package match

import (
	"bytes"
	"context"
	"errors"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
)

// result is what a test match leaves behind.
type result struct {
	rep           *Report
	log, ptn, out string
}

// play runs a match with the test defaults: 5x5, komi 0, 2 games, 5+0.05,
// short grace and quit waits; the fields set in cfg win.
func play(t *testing.T, cfg Config) (result, error) {
	t.Helper()
	if cfg.Size == 0 {
		cfg.Size = 5
	}
	if cfg.Games == 0 {
		cfg.Games = 2
	}
	if cfg.TC.Base == 0 {
		cfg.TC = TimeControl{Base: 5 * time.Second, Inc: 50 * time.Millisecond}
	}
	if cfg.Grace == 0 {
		cfg.Grace = 200 * time.Millisecond
	}
	if cfg.QuitWait == 0 {
		cfg.QuitWait = 200 * time.Millisecond
	}
	if cfg.StartTimeout == 0 {
		cfg.StartTimeout = 10 * time.Second
	}
	var log, ptn, out bytes.Buffer
	cfg.Log, cfg.PTN, cfg.Progress = &log, &ptn, &out
	rep, err := Run(context.Background(), cfg)
	return result{rep, log.String(), ptn.String(), out.String()}, err
}

func mustPlay(t *testing.T, cfg Config) result {
	t.Helper()
	r, err := play(t, cfg)
	if err != nil {
		t.Fatalf("Run: %v\nlog:\n%s", err, r.log)
	}
	checkPTN(t, r)
	return r
}

// checkPTN reads the PTN the match wrote back with package board/ptn and
// compares every game with its record.
func checkPTN(t *testing.T, r result) {
	t.Helper()
	games, err := ptn.ParseString(r.ptn)
	if err != nil {
		t.Fatalf("the PTN does not parse: %v\n%s", err, r.ptn)
	}
	if len(games) != len(r.rep.Games) {
		t.Fatalf("%d games in the PTN, %d played", len(games), len(r.rep.Games))
	}
	for i, pg := range games {
		g := r.rep.Games[i]
		if pg.Tag("Round") != strconv.Itoa(g.Round) || pg.Result != g.Result || pg.Tag("Termination") != g.Termination() ||
			pg.Start.TPS() != g.Root.TPS() || pg.HalfKomi != g.Root.HalfKomi() || !slices.Equal(pg.Moves, g.Plies) ||
			!slices.Equal(pg.Comments, g.Comments) || pg.Tag("Player1") != g.Players[0] || pg.Tag("Player2") != g.Players[1] {
			t.Errorf("PTN game %d differs from its record (round %d, %s, %q):\n%s", i+1, g.Round, g.Result, g.Termination(), pg.String())
		}
	}
}

func readBook(t *testing.T, size, halfKomi int) []Opening {
	t.Helper()
	f, err := os.Open(bookFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ops, err := ReadOpenings(f, size, halfKomi)
	if err != nil {
		t.Fatal(err)
	}
	return ops
}

var commentRE = regexp.MustCompile(`\{[+-]\d+\.\d\d/\d+ \d+\.\d\ds\}`)

func TestSelfPlayWithBook(t *testing.T) {
	r := mustPlay(t, Config{
		Engines: [2]EngineSpec{fake(t, "random"), fake(t, "random", "seed=2")},
		Size:    6, HalfKomi: 4, Games: 6, Concurrency: 2, Openings: readBook(t, 6, 4),
	})
	rep := r.rep
	if len(rep.Games) != 6 || rep.Score.Games() != 6 || rep.Stopped != "" {
		t.Fatalf("%d games, score %+v, stopped %q", len(rep.Games), rep.Score, rep.Stopped)
	}
	for i, g := range rep.Games {
		if g.Round != i+1 || g.Opening != i/2 || g.White != i%2 || g.Reason.IsForfeit() {
			t.Errorf("game %d: round %d, opening %d, white %d, %v %s", i+1, g.Round, g.Opening, g.White, g.Reason, g.Detail)
		}
		if len(g.Plies) < 5 || g.Plies[0].String() != [3]string{"c5", "c5", "b5"}[i/2] {
			t.Errorf("game %d does not start with its opening: %v", i+1, g.Plies)
		}
	}
	// Racetrack's requests: a move-list book is sent as startpos whatever
	// the komi; HalfKomi 4 differs from the default 0, so it is set.
	for _, want := range []string{
		"> setoption name HalfKomi value 4\n",
		"> teinewgame 6\n",
		"> position startpos moves c5 b1 e1 d5 \n",
		"> go wtime 5000 btime 5000 winc 50 binc 50\n",
		"> quit\n",
	} {
		if !strings.Contains(r.log, want) {
			t.Errorf("log lacks %q", want)
		}
	}
	// PTN: six games in round order, with tags and evaluation comments.
	if n := strings.Count(r.ptn, "[Site \"takengine match\"]"); n != 6 {
		t.Errorf("%d games in the PTN, want 6", n)
	}
	last := -1
	for _, round := range []string{`[Round "1"]`, `[Round "2"]`, `[Round "3"]`, `[Round "4"]`, `[Round "5"]`, `[Round "6"]`} {
		i := strings.Index(r.ptn, round)
		if i <= last {
			t.Errorf("%s missing or out of order", round)
		}
		last = i
	}
	for _, want := range []string{`[Player1 "random (1)"]`, `[Player2 "random (1)"]`, `[Size "6"]`, `[Clock "0:5 +0.05"]`,
		`[Komi "2"]`, "1. c5 b1 2. e1 d5 3. ", `[Engine1 "random (1)"]`, `[Engine1Color "Black"]`,
		`[Book "c5 b1 e1 d5"]`, `[TC "5+0.05"]`} {
		if !strings.Contains(r.ptn, want) {
			t.Errorf("PTN lacks %q", want)
		}
	}
	if strings.Contains(r.ptn, "[TPS") || strings.Contains(r.ptn, "[Termination") {
		t.Errorf("PTN has a TPS or Termination tag:\n%s", r.ptn)
	}
	if n := len(commentRE.FindAllString(r.ptn, -1)); n < 6*4 {
		t.Errorf("only %d evaluation comments in the PTN", n)
	}
	if !strings.Contains(r.out, "game 6/6") || !strings.Contains(r.out, "played 6 of 6 games") {
		t.Errorf("progress output:\n%s", r.out)
	}
}

func TestProtocolWithKomiAndNoBook(t *testing.T) {
	r := mustPlay(t, Config{
		Engines:  [2]EngineSpec{fake(t, "random"), fake(t, "combo")},
		HalfKomi: 4, Games: 1, TC: TimeControl{Base: 3 * time.Second, Inc: 100 * time.Millisecond},
	})
	// No book and komi 2: the empty board goes as an unmerged TPS.
	for _, want := range []string{
		"w1.e1 > tei\n", "w1.e2 > setoption name HalfKomi value 4\n", "w1.e1 > isready\n", "> teinewgame 5\n",
		"w1.e1 > position tps x,x,x,x,x/x,x,x,x,x/x,x,x,x,x/x,x,x,x,x/x,x,x,x,x 1 1 moves \n",
		"w1.e1 > go wtime 3000 btime 3000 winc 100 binc 100\n",
		"w1.e2 > position tps x,x,x,x,x/x,x,x,x,x/x,x,x,x,x/x,x,x,x,x/x,x,x,x,x 1 1 moves ",
	} {
		if !strings.Contains(r.log, want) {
			t.Errorf("log lacks %q", want)
		}
	}
	if !strings.Contains(r.ptn, `[TPS "x5/x5/x5/x5/x5 1 1"]`) {
		t.Errorf("PTN lacks the TPS tag:\n%s", r.ptn)
	}
	g := r.rep.Games[0]
	if g.Reason.IsForfeit() || g.Result == "" {
		t.Errorf("game: %v %s %s", g.Reason, g.Result, g.Detail)
	}
}

func TestNoSetoptionForDefaultKomi(t *testing.T) {
	r := mustPlay(t, Config{Engines: [2]EngineSpec{fake(t, "random"), fake(t, "nokomi")}, Games: 1})
	if strings.Contains(r.log, "setoption") {
		t.Errorf("setoption sent for komi 0")
	}
	if !strings.Contains(r.log, "> position startpos moves \n") {
		t.Errorf("no startpos request for komi 0 without a book")
	}
}

func TestForfeits(t *testing.T) {
	tests := []struct {
		name     string
		engine   EngineSpec
		tc       TimeControl
		reason   Reason
		term     string
		detail   string
		lastMove bool // the forfeiting move is in the game record
	}{
		{"illegal", fake(t, "illegal", "after=2"), TimeControl{}, Illegal, "made an illegal move", "bestmove", false},
		{"malformed", fake(t, "malformed", "after=1"), TimeControl{}, Malformed, "sent a malformed move", "!", false},
		{"crash", fake(t, "crash", "after=2"), TimeControl{}, Crash, "disconnected or crashed", "exited", false},
		{"hang", fake(t, "hang"), TimeControl{Base: 400 * time.Millisecond}, Time, "wins on time", "no bestmove", false},
		{"slow", fake(t, "slow", "sleep=150"), TimeControl{Base: 100 * time.Millisecond, Inc: time.Second}, Time, "wins on time", "used", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			start := time.Now()
			grace := 200 * time.Millisecond
			if tt.name == "slow" {
				grace = 5 * time.Second // the late bestmove must arrive within the grace
			}
			r := mustPlay(t, Config{Engines: [2]EngineSpec{fake(t, "random"), tt.engine}, TC: tt.tc, Grace: grace})
			if r.rep.Score != (Score{Wins: 2}) {
				t.Errorf("score %+v, want 2 wins for engine 1", r.rep.Score)
			}
			for _, g := range r.rep.Games {
				broken := board.Color(1 - g.White) // engine 2's colour
				if g.Reason != tt.reason || g.Forfeit != int(broken) || g.Winner != int(broken.Other()) ||
					!strings.Contains(g.Termination(), tt.term) || !strings.Contains(g.Detail, tt.detail) {
					t.Errorf("game %d: %v, forfeit %d, winner %d, %q, %q", g.Round, g.Reason, g.Forfeit, g.Winner, g.Termination(), g.Detail)
				}
				wantResult := map[board.Color]string{board.White: "0-1", board.Black: "1-0"}[broken]
				if g.Result != wantResult {
					t.Errorf("game %d: result %s, want %s", g.Round, g.Result, wantResult)
				}
				if ply := len(g.Plies) - 1; tt.lastMove && (ply < 0 || board.Color((g.Root.Ply()+ply)%2) != broken) {
					t.Errorf("game %d: the late move is not the last ply: %v", g.Round, g.Plies)
				}
			}
			// The broken engine was restarted for the second game.
			if !strings.Contains(r.log, "w1.e2.2 ! started") {
				t.Errorf("engine 2 was not restarted")
			}
			if !strings.Contains(r.ptn, "[Termination \""+r.rep.Games[0].Termination()+"\"]") {
				t.Errorf("PTN lacks the Termination tag:\n%s", r.ptn)
			}
			if !strings.Contains(r.out, "forfeits by engine 2: "+tt.reason.String()+" 2") ||
				!strings.Contains(r.out, "forfeits by engine 1: none") {
				t.Errorf("summary:\n%s", r.out)
			}
			if el := time.Since(start); el > 10*time.Second {
				t.Errorf("took %v", el)
			}
		})
	}
}

func TestLateRoadIsNotRecorded(t *testing.T) {
	// White's fifth ply c2 completes the road a2-b2-c2 but comes too late:
	// White loses on time, and the move stays out of the record so that the
	// PTN's 0-1 does not stand under a white road.
	moves := "moves=c3,a2,b2,c1,c2,a3"
	r := mustPlay(t, Config{
		Engines: [2]EngineSpec{fake(t, "script", moves, "slowat=4", "sleep=400"), fake(t, "script", moves)},
		Size:    3, Games: 1, TC: TimeControl{Base: 300 * time.Millisecond}, Grace: 5 * time.Second,
	})
	g := r.rep.Games[0]
	if g.Reason != Time || g.Forfeit != int(board.White) || g.Result != "0-1" || len(g.Plies) != 4 ||
		!strings.Contains(g.Detail, "c2, not recorded") {
		t.Errorf("game: %v, forfeit %d, %s, %d plies, %q", g.Reason, g.Forfeit, g.Result, len(g.Plies), g.Detail)
	}
}

func TestRefusedEngines(t *testing.T) {
	tests := []struct {
		name     string
		engine   EngineSpec
		halfKomi int
		want     string
	}{
		{"malformed option", fake(t, "badoption"), 0, "malformed option line"},
		{"no HalfKomi", fake(t, "nokomi"), 4, "declares no HalfKomi option"},
		{"combo without the value", fake(t, "combo"), 2, "HalfKomi accepts 0, 4"},
		{"spin out of range", fake(t, "random", "seed=2"), 21, "HalfKomi accepts -10..10"},
		{"no such program", EngineSpec{Name: "nothing", Path: "/nonexistent/engine"}, 0, "start"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := play(t, Config{Engines: [2]EngineSpec{fake(t, "random"), tt.engine}, HalfKomi: tt.halfKomi, Concurrency: 2})
			var ee *EngineError
			// Engine 1 plays every komi but 21.
			if !errors.As(err, &ee) || ee.Engine != 1 && tt.halfKomi != 21 || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Run: %v; want an EngineError of engine 2 mentioning %q", err, tt.want)
			}
			if r.rep != nil {
				t.Errorf("a report for a match that did not start")
			}
			if strings.Contains(r.log, "teinewgame") {
				t.Errorf("a game was started")
			}
		})
	}
}

func TestRepetitionDraw(t *testing.T) {
	// Both engines shuffle two flats back and forth on 3x3: the position
	// after the second placement recurs after plies 6 and 10, its third
	// occurrence.
	script := fake(t, "script", "moves=a1,c3,c3-,a1+,c2+,a2-,c3-,a1+,c2+,a2-,c3-,a1+")
	r := mustPlay(t, Config{Engines: [2]EngineSpec{script, script}, Size: 3, Games: 1})
	g := r.rep.Games[0]
	if g.Reason != Repetition || g.Result != "1/2-1/2" || len(g.Plies) != 10 || g.Points() != 0.5 {
		t.Errorf("game: %v %s after %d plies", g.Reason, g.Result, len(g.Plies))
	}
	if !strings.Contains(r.ptn, "c3- {") || !strings.Contains(r.ptn, "a2- {+") && !strings.Contains(r.ptn, "a2- {-") {
		t.Errorf("PTN:\n%s", r.ptn)
	}
	if !strings.HasSuffix(r.ptn, "1/2-1/2\n\n") {
		t.Errorf("PTN does not end with the result:\n%s", r.ptn)
	}
}

func TestRefereeRepetition(t *testing.T) {
	p, _ := board.New(3)
	ref := newReferee(p)
	for i, s := range strings.Fields("a1 c3 c3- a1+ c2+ a2- c3- a1+ c2+ a2-") {
		if ref.repeated() {
			t.Fatalf("repetition before ply %d", i+1)
		}
		m, err := ref.pos().ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		ref.play(m)
	}
	if !ref.repeated() {
		t.Errorf("no repetition after the third occurrence")
	}
	// A placement clears the history.
	m, _ := ref.pos().ParseMove("b2")
	ref.play(m)
	if ref.repeated() || len(ref.game.Since()) != 0 {
		t.Errorf("history after a placement: %v", ref.game.Since())
	}
}

func TestLengthCap(t *testing.T) {
	r := mustPlay(t, Config{Engines: [2]EngineSpec{fake(t, "random"), fake(t, "random")}, Size: 6, MaxPlies: 10})
	for _, g := range r.rep.Games {
		if g.Reason != LengthCap || g.Result != "*" || len(g.Plies) != 11 || g.Points() != 0.5 {
			t.Errorf("game %d: %v %s after %d plies", g.Round, g.Reason, g.Result, len(g.Plies))
		}
	}
	if r.rep.Score != (Score{Draws: 2}) {
		t.Errorf("score %+v, want 2 draws", r.rep.Score)
	}
	if !strings.Contains(r.ptn, `[Termination "Game terminated after reaching 5 moves."]`) || !strings.Contains(r.ptn, " *\n\n") {
		t.Errorf("PTN:\n%s", r.ptn)
	}
}

func TestSPRTStopsMatch(t *testing.T) {
	sprt := SPRT{Elo0: 0, Elo1: 200, Alpha: 0.05, Beta: 0.05}
	r := mustPlay(t, Config{
		Engines: [2]EngineSpec{fake(t, "random"), fake(t, "illegal")},
		Games:   40, SPRT: &sprt,
	})
	// Every game is a win; log(19)/log(s(200)/s(0)) ≈ 7 wins decide.
	n := len(r.rep.Games)
	if r.rep.Decision != AcceptH1 || r.rep.Stopped != "SPRT: H1 accepted" || n < 5 || n > 12 {
		t.Errorf("decision %v, stopped %q after %d games", r.rep.Decision, r.rep.Stopped, n)
	}
	if !strings.Contains(r.out, "LLR") || !strings.Contains(r.out, "H1 accepted") {
		t.Errorf("output:\n%s", r.out)
	}
}

func TestInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rep, err := Run(ctx, Config{
		Engines: [2]EngineSpec{fake(t, "random"), fake(t, "random")},
		Size:    4, Games: 10, TC: TimeControl{Base: time.Second},
	})
	if err != nil || rep.Stopped != "interrupted" || len(rep.Games) != 0 {
		t.Errorf("Run after cancel: %v, stopped %q, %d games", err, rep.Stopped, len(rep.Games))
	}
}

// TestFixedNodes: with Config.Nodes every move is asked for with go
// nodes, the PTN records the node count instead of a clock, and a move
// slower than MoveLimit still loses on time.
func TestFixedNodes(t *testing.T) {
	r := mustPlay(t, Config{Engines: [2]EngineSpec{fake(t, "random"), fake(t, "random", "seed=2")}, Nodes: 1500})
	if !strings.Contains(r.log, "> go nodes 1500\n") || strings.Contains(r.log, "wtime") {
		t.Errorf("the engines were not asked for fixed-node moves:\n%s", r.log)
	}
	if !strings.Contains(r.ptn, `[TC "nodes 1500"]`) || strings.Contains(r.ptn, "[Clock ") {
		t.Errorf("PTN:\n%s", r.ptn)
	}
	if !strings.Contains(r.out, "tc nodes 1500") {
		t.Errorf("summary:\n%s", r.out)
	}
	r = mustPlay(t, Config{Engines: [2]EngineSpec{fake(t, "slow", "sleep=400", "slowat=2"), fake(t, "random")},
		Nodes: 1500, MoveLimit: 100 * time.Millisecond, Games: 1})
	if g := r.rep.Games[0]; g.Reason != Time || g.Forfeit != int(board.White) {
		t.Errorf("a move slower than MoveLimit: %v, forfeit %d (%s)", g.Reason, g.Forfeit, g.Detail)
	}
}

// TestTimeOdds: with Config.TC2 each colour's clock and increment are
// those of the engine playing it, in both games of a round, and the PTN
// gives both time controls in its TC tag and no Clock tag.
func TestTimeOdds(t *testing.T) {
	r := mustPlay(t, Config{Engines: [2]EngineSpec{fake(t, "random"), fake(t, "random", "seed=2")},
		TC: TimeControl{Base: 3 * time.Second, Inc: 100 * time.Millisecond}, TC2: TimeControl{Base: 6 * time.Second, Inc: 200 * time.Millisecond}})
	for _, want := range []string{
		"w1.e1 > go wtime 3000 btime 6000 winc 100 binc 200\n", // round 1: engine 1 is White
		"w1.e2 > go wtime 6000 btime 3000 winc 200 binc 100\n", // round 2: engine 2 is White
	} {
		if !strings.Contains(r.log, want) {
			t.Errorf("log lacks %q:\n%s", want, r.log)
		}
	}
	if strings.Contains(r.log, "winc 100 binc 100") || strings.Contains(r.log, "winc 200 binc 200") {
		t.Errorf("an engine got the other's increment:\n%s", r.log)
	}
	if strings.Count(r.ptn, `[TC "3+0.1 vs 6+0.2"]`) != 2 || strings.Contains(r.ptn, "[Clock ") {
		t.Errorf("PTN:\n%s", r.ptn)
	}
	if !strings.Contains(r.out, "tc 3+0.1 vs 6+0.2") {
		t.Errorf("summary:\n%s", r.out)
	}
	// The same time control twice is no time odds.
	r = mustPlay(t, Config{Engines: [2]EngineSpec{fake(t, "random"), fake(t, "random", "seed=2")}, Games: 1,
		TC: TimeControl{Base: 3 * time.Second}, TC2: TimeControl{Base: 3 * time.Second}})
	if !strings.Contains(r.ptn, `[TC "3+0"]`) || !strings.Contains(r.ptn, `[Clock "0:3 +0"]`) {
		t.Errorf("PTN:\n%s", r.ptn)
	}
}

func TestConfigErrors(t *testing.T) {
	ok := Config{Engines: [2]EngineSpec{fake(t, "random"), fake(t, "random")}, Size: 5, Games: 1, TC: TimeControl{Base: time.Second}}
	bad := []func(*Config){
		func(c *Config) { c.Size = 9 },
		func(c *Config) { c.Games = 0 },
		func(c *Config) { c.TC = TimeControl{} },
		func(c *Config) { c.TC2 = TimeControl{Base: time.Second, Inc: -time.Second} },
		func(c *Config) { c.TC2 = TimeControl{Inc: time.Second} },
		func(c *Config) { c.TC2, c.Nodes = TimeControl{Base: time.Second}, 1000 },
		func(c *Config) { c.HalfKomi = 1000 },
		func(c *Config) { c.Engines[1].Path = "" },
		func(c *Config) { c.Openings = readBook(t, 6, 0) },
		func(c *Config) { c.SPRT = &SPRT{Elo0: 5, Elo1: 0, Alpha: 0.05, Beta: 0.05} },
	}
	for i, f := range bad {
		c := ok
		f(&c)
		if _, err := Run(context.Background(), c); err == nil {
			t.Errorf("bad config %d accepted", i)
		}
	}
}

func TestParseTimeControl(t *testing.T) {
	tests := []struct {
		s    string
		want TimeControl
		ptn  string
	}{
		{"10+0.1", TimeControl{10 * time.Second, 100 * time.Millisecond}, "0:10 +0.1"},
		{"60+0.5", TimeControl{time.Minute, 500 * time.Millisecond}, "1:0 +0.5"},
		{"90", TimeControl{90 * time.Second, 0}, "1:30 +0"},
		{"0.5+0.05", TimeControl{500 * time.Millisecond, 50 * time.Millisecond}, "0:0.5 +0.05"},
	}
	for _, tt := range tests {
		got, err := ParseTimeControl(tt.s)
		if err != nil || got != tt.want || got.ptnClock() != tt.ptn {
			t.Errorf("ParseTimeControl(%q) = %v (%q), %v", tt.s, got, got.ptnClock(), err)
		}
	}
	for _, bad := range []string{"", "0", "-1+0", "5+", "5+-1", "x+1", "NaN", "5+0.1+2"} {
		if _, err := ParseTimeControl(bad); err == nil {
			t.Errorf("ParseTimeControl(%q) succeeded", bad)
		}
	}
}

func TestParseEngineSpec(t *testing.T) {
	s, err := ParseEngineSpec("  ./takengine  tei -hash 64 ")
	if err != nil || s.Path != "./takengine" || strings.Join(s.Args, "|") != "tei|-hash|64" || s.Name != "./takengine tei -hash 64" {
		t.Errorf("ParseEngineSpec = %+v, %v", s, err)
	}
	if _, err := ParseEngineSpec("  "); err == nil {
		t.Error("an empty command was accepted")
	}
}
