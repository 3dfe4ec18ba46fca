package search

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/takengine/takengine/board"
)

func TestSearchSmoke(t *testing.T) {
	p, _ := board.New(6)
	e := NewEngine(16)
	var infos []Info
	r := e.Search(context.Background(), board.NewHistory(p), Limits{Depth: 4}, func(i Info) { infos = append(infos, i) })
	if r.Best == board.NoMove || !p.IsLegal(r.Best) {
		t.Fatalf("best move %v", r.Best)
	}
	if len(infos) != 4 || infos[3].Depth != 4 || len(r.PV) == 0 || r.PV[0] != r.Best {
		t.Fatalf("reports %+v, result %+v", infos, r)
	}
}

// TestImmediateRoadAtDepth1: an immediate road win is found at depth 1,
// by placement and by a stack move (tactics.tsv rows
// tk5-applemonkeyman_viper-final and t6-play_instant_road_win2).
func TestImmediateRoadAtDepth1(t *testing.T) {
	for tps, wins := range map[string]string{
		"2,x,2,2,x/x4,21/x4,1/2S,121C,1,1,1/1,2C,x2,1121 1 16":                                              "e5",
		"1,1,2,1,1,1/x2,2,2,1,x/x,2,2,1,2221S,x/1,x,2222221C,11112C,2,x/x,2121,2,1,21,2/21,2,2,1,12,x 1 36": "c3+",
	} {
		p, err := board.ParseTPS(tps)
		if err != nil {
			t.Fatal(err)
		}
		r := NewEngine(1).Search(context.Background(), board.NewHistory(p), Limits{Depth: 1}, nil)
		q := p
		q.Make(r.Best)
		if w, ok := q.Result().Winner(); !ok || w != p.ToMove() || r.Score < MateThreshold {
			t.Errorf("%s: played %v (score %d), not a win (expected like %s)", tps, r.Best, r.Score, wins)
		}
	}
}

// TestStopAndTime: a cancelled infinite search returns at once, and a
// movetime search keeps within its time.
func TestStopAndTime(t *testing.T) {
	p, _ := board.New(6)
	e := NewEngine(16)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan Result)
	go func() { done <- e.Search(ctx, board.NewHistory(p), Limits{Infinite: true}, nil) }()
	time.Sleep(100 * time.Millisecond)
	start := time.Now()
	cancel()
	r := <-done
	if el := time.Since(start); el > 50*time.Millisecond {
		t.Errorf("stop took %v", el)
	}
	if r.Best == board.NoMove {
		t.Error("no move after stop")
	}
	start = time.Now()
	e.Search(context.Background(), board.NewHistory(p), Limits{MoveTime: 200 * time.Millisecond}, nil)
	if el := time.Since(start); el > 260*time.Millisecond {
		t.Errorf("movetime 200ms took %v", el)
	}
	start = time.Now()
	e.Search(context.Background(), board.NewHistory(p), Limits{WTime: 1000 * time.Millisecond, BTime: 1000 * time.Millisecond}, nil)
	if el := time.Since(start); el > 300*time.Millisecond {
		t.Errorf("1s on the clock took %v for one move", el)
	}
}

// TestSharedTableRace runs two searchers on one table at once; run with
// -race (CI does) it proves the table's accesses are race-free.
func TestSharedTableRace(t *testing.T) {
	tt := NewTT(4)
	p, _ := board.ParseTPS("x4,2S,x/x,21,2,2,2,x/x,2,1,22221C,2,x/x,2,x,2111112C,1S,x/1S,x,11,2,x2/1,1,1,21,1,221S 1 34")
	var wg sync.WaitGroup
	for i := 0; i < 2; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := NewEngineTT(tt)
			r := e.Search(context.Background(), board.NewHistory(p), Limits{Depth: 4}, nil)
			if !p.IsLegal(r.Best) {
				t.Errorf("illegal best move %v", r.Best)
			}
		}()
	}
	wg.Wait()
}

// TestRepetition: a line that returns to an earlier position since the
// last placement is a repetition, whether that position was in the game
// (board.History) or on the search path; the root itself is not.
func TestRepetition(t *testing.T) {
	p, _ := board.ParseTPS("x4,2/x5/x5/x5/1,x4 1 3")
	line := []string{"a1>", "e5<", "b1<", "d5>"} // back to p after the fourth ply
	for inGame := 0; inGame < len(line); inGame++ {
		game := board.NewHistory(p)
		for _, s := range line[:inGame] {
			m, err := game.Position().ParseMove(s)
			if err != nil {
				t.Fatal(err)
			}
			game.Play(m)
		}
		th := newThread(NewEngine(1))
		th.reset(game, Limits{}, time.Now(), context.Background())
		if th.nHist != inGame {
			t.Fatalf("%d plies in the game: %d positions of game history", inGame, th.nHist)
		}
		for i, s := range line[inGame:] {
			m, err := th.pos.ParseMove(s)
			if err != nil {
				t.Fatal(err)
			}
			th.pos.Make(m)
			th.hashes[th.nHist+i+1] = th.pos.Hash()
			th.irrev[i+1] = th.irrev[i]
			if rep := th.isRepetition(i + 1); rep != (inGame+i == len(line)-1) {
				t.Errorf("%d plies in the game, after %s: repetition %v", inGame, s, rep)
			}
		}
	}
}

// TestSearchAllocations: the allocations of a search do not grow with the
// number of nodes (none per node; a few per iteration for the reported
// PV).
func TestSearchAllocations(t *testing.T) { checkSearchAllocations(t, DefaultParams()) }

// checkSearchAllocations fails t when a depth-5 search with prm allocates
// more than a depth-2 one.
func checkSearchAllocations(t *testing.T, prm Params) {
	p, _ := board.ParseTPS("x4,2S,x/x6/x3,2,x2/x2,112,x,1S,x/x,1,11112C,21,x2/x,1,x,2,x2 1 14")
	e := NewEngine(8)
	e.SetParams(prm)
	run := func(d int) float64 {
		return testing.AllocsPerRun(3, func() {
			e.NewGame()
			e.Search(context.Background(), board.NewHistory(p), Limits{Depth: d}, nil)
		})
	}
	small, big := run(2), run(5)
	if big > small+8 {
		t.Fatalf("depth 5 search: %v allocations, depth 2: %v; want no growth with nodes", big, small)
	}
}

func BenchmarkSearch(b *testing.B) {
	p, _ := board.ParseTPS("x4,2S,x/x6/x3,2,x2/x2,112,x,1S,x/x,1,11112C,21,x2/x,1,x,2,x2 1 14")
	e := NewEngine(16)
	b.ReportAllocs()
	var nodes uint64
	for i := 0; i < b.N; i++ {
		e.NewGame()
		nodes += e.Search(context.Background(), board.NewHistory(p), Limits{Depth: 5}, nil).Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// TestDrawValue: a draw is worth Params.DrawWhite or DrawBlack to the
// engine by its colour. On a 5x5 board the side to move has one stone left
// and trails by one flat, komi 0: a flat anywhere ends the game level (a
// draw), a wall loses, and moving one of its two stones lets the opponent
// place further ahead. So the draw is the best the mover has, and the
// search scores it at the value given, for either colour, either sign.
func TestDrawValue(t *testing.T) {
	for _, tc := range []struct {
		tps string
		res board.Reserves
	}{
		{"2,x3,1/x5/x2,2,x2/x5/1,x3,2 1 4", board.Reserves{Stones: [2]int{3, 10}}},
		{"2,x3,1/x5/x2,1,x2/x5/1,x3,2 2 4", board.Reserves{Stones: [2]int{10, 3}}},
	} {
		p, err := board.ParseTPSWith(tc.tps, 0, &tc.res)
		if err != nil {
			t.Fatal(err)
		}
		for _, value := range []int{400, 0, -400} {
			prm := DefaultParams()
			if p.ToMove() == board.White {
				prm.DrawWhite = value
			} else {
				prm.DrawBlack = value
			}
			e := NewEngine(1)
			e.SetParams(prm)
			r := e.Search(context.Background(), board.NewHistory(p), Limits{Depth: 5}, nil)
			if r.Score != value || r.Best.IsSpread() || r.Best.Kind() != board.Flat {
				t.Errorf("%s, a draw worth %d: best %s scored %d, want a flat (the draw) scored %d", tc.tps, value, r.Best, r.Score, value)
			}
		}
	}
}

// TestPrefault: Prefault leaves a fresh table empty (only its memory is
// written) and a used one as the search left it: a game's entries
// survive, and NewGame still clears them. A table NewGame has cleared
// is not written a second time.
func TestPrefault(t *testing.T) {
	p, _ := board.ParseTPS("x6/x6/x6/x6/x6/x6 1 1")
	e := NewEngine(1)
	e.Prefault()
	if e.tt.HashFull() != 0 {
		t.Fatalf("fresh table after Prefault: hashfull %d, want 0", e.tt.HashFull())
	}
	e.Search(context.Background(), board.NewHistory(p), Limits{Depth: 4}, nil)
	full := e.tt.HashFull()
	if full == 0 {
		t.Fatal("the search stored nothing: the test checks nothing")
	}
	e.Prefault()
	if e.tt.HashFull() != full {
		t.Errorf("used table after Prefault: hashfull %d, want the search's %d", e.tt.HashFull(), full)
	}
	e.NewGame()
	if e.tt.HashFull() != 0 {
		t.Errorf("after NewGame: hashfull %d, want 0", e.tt.HashFull())
	}
	// A written table is not written again: an entry at the start of a
	// page (one prefault would write) survives.
	const hash = 200 << 12 // its bucket starts a 4 KB page (16-byte entries), checked here
	if i := hash & e.tt.mask; i*16%4096 != 0 || i >= uint64(len(e.tt.entries)) {
		t.Fatalf("entry %d does not start a page of the table", i)
	}
	e.tt.store(hash, board.NoMove, 0, 1, boundExact)
	e.Prefault()
	if _, ok := e.tt.probe(hash); !ok {
		t.Error("Prefault after NewGame cleared the table again")
	}
}
