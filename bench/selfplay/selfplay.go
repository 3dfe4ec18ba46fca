package selfplay

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/rand"
	"strconv"
	"sync"

	"github.com/takengine/takengine/bench/progress"
	"github.com/takengine/takengine/bench/shard"
	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/eval"
	"github.com/takengine/takengine/eval/texel"
	"github.com/takengine/takengine/search"
)

// Config describes the games that produce tuning positions.
type Config struct {
	Size, HalfKomi int             // board size and komi in half flats
	Games          int             // games in the whole run, all shards together
	Shard          shard.Shard     // the games this run plays (zero: all)
	Workers        int             // games played at once (default 1)
	Nodes          uint64          // search budget per move
	RandomPlies    int             // random placements at the start of each game
	MaxPlies       int             // games longer than this are drawn (default 300)
	Seed           int64           // with the game's number, seeds its random plies
	Evaluator      *eval.Evaluator // nil: the built-in weights
}

// Position is one sampled position: its features, the result of its game
// from White's point of view (1, 0.5 or 0), and what a position file
// keeps of it.
type Position struct {
	texel.Sample
	TPS      string
	HalfKomi int
	Game     uint64 // the key of its game (see GameKey)
}

// Line writes the position as a line of a position file (without the
// newline): TPS, half-komi, result and game key, separated by tabs.
func (p Position) Line() string {
	return fmt.Sprintf("%s\t%d\t%g\t%016x", p.TPS, p.HalfKomi, p.Result, p.Game)
}

// GameKey identifies game number g of a run (its seed, size, komi and
// number) and its moves, so that the same game found in two shards'
// files is recognised.
func GameKey(cfg *Config, g int, moves []string) uint64 {
	fields := append([]string{"selfplay", strconv.FormatInt(cfg.Seed, 10), strconv.Itoa(cfg.Size),
		strconv.Itoa(cfg.HalfKomi), strconv.Itoa(g)}, moves...)
	return shard.Key(fields...)
}

// Play plays the games of cfg.Shard out of cfg.Games, the engine against
// itself with a fresh engine per game, and returns the quiet positions
// met (no road threat for either side) in game order, each with the
// result of its game. Game g depends only on cfg and g, never on the
// shard or the number of workers, so the shards of a run together play
// exactly the games of the whole run. Every finished game is counted on
// meter (nil: none).
func Play(cfg Config, meter *progress.Meter) ([]Position, error) {
	mine, err := cfg.games(nil)
	if err != nil {
		return nil, err
	}
	out := make(map[int][]Position, len(mine))
	playAll(&cfg, mine, func(g int, ps []Position, result string) error {
		out[g] = ps
		meter.Add(len(ps))
		return nil
	})
	var all []Position
	for _, g := range mine {
		all = append(all, out[g]...)
	}
	return all, nil
}

// games checks cfg, fills in its defaults and returns the numbers of the
// games of its shard, leaving out those in skip.
func (cfg *Config) games(skip map[int]bool) ([]int, error) {
	if cfg.MaxPlies == 0 {
		cfg.MaxPlies = 300
	}
	if _, err := board.NewWith(cfg.Size, cfg.HalfKomi, board.DefaultReserves(cfg.Size)); err != nil {
		return nil, err
	}
	var mine []int
	for g := 0; g < cfg.Games; g++ {
		if cfg.Shard.Owns(g) && !skip[g] {
			mine = append(mine, g)
		}
	}
	return mine, nil
}

// playAll plays the games numbered in mine on cfg.Workers goroutines,
// each game with its own engine, and hands each finished game to sink,
// one call at a time, in the order they finish. After sink fails no new
// game is started; its first error is returned.
func playAll(cfg *Config, mine []int, sink func(g int, ps []Position, result string) error) error {
	jobs := make(chan int)
	var mu sync.Mutex
	var first error
	var wg sync.WaitGroup
	for range max(cfg.Workers, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range jobs {
				ps, result := playGame(cfg, g)
				mu.Lock()
				if first == nil {
					first = sink(g, ps, result)
				}
				mu.Unlock()
			}
		}()
	}
	for _, g := range mine {
		mu.Lock()
		failed := first != nil
		mu.Unlock()
		if failed {
			break
		}
		jobs <- g
	}
	close(jobs)
	wg.Wait()
	return first
}

// playGame plays game g of the run and returns its sampled positions and
// its result.
func playGame(cfg *Config, g int) ([]Position, string) {
	rng := rand.New(rand.NewSource(int64(shard.Key("seed", strconv.FormatInt(cfg.Seed, 10),
		strconv.Itoa(cfg.Size), strconv.Itoa(cfg.HalfKomi), strconv.Itoa(g)))))
	e := search.NewEngine(16)
	if cfg.Evaluator != nil {
		e.SetEvaluator(cfg.Evaluator)
	}
	start, _ := board.NewWith(cfg.Size, cfg.HalfKomi, board.DefaultReserves(cfg.Size)) // checked by Play
	game := board.NewHistory(start)
	p := game.Position()
	var l board.MoveList
	var ps []Position
	var moves []string
	result := 0.5
	for ply := 0; ; ply++ {
		r := p.Result()
		if r != board.None {
			if w, ok := r.Winner(); ok {
				result = float64(1 - int(w))
			}
			break
		}
		if ply >= cfg.MaxPlies || game.IsThreefold() {
			break
		}
		var m board.Move
		if ply < cfg.RandomPlies {
			p.GeneratePlacements(&l)
			m = l.Moves[rng.Intn(l.N)]
		} else {
			if v, ok := quietFeatures(p); ok {
				ps = append(ps, Position{Sample: texel.Sample{X: v}, TPS: p.TPS(), HalfKomi: cfg.HalfKomi})
			}
			m = e.Search(context.Background(), game, search.Limits{Nodes: cfg.Nodes}, nil).Best
		}
		moves = append(moves, m.String())
		game.Play(m)
	}
	key := GameKey(cfg, g, moves)
	for i := range ps {
		ps[i].Result, ps[i].Game = result, key
	}
	return ps, p.Result().String()
}

// Samples returns the tuning samples of positions.
func Samples(ps []Position) []texel.Sample {
	out := make([]texel.Sample, len(ps))
	for i, p := range ps {
		out[i] = p.Sample
	}
	return out
}

// quiet reports whether p is a tuning position: from ply 4 on, with no
// road threat for either side (a position about to be decided by a road
// says little about the other weights).
func quiet(p *board.Position) bool {
	return p.Ply() >= 4 && p.ThreatSquares(board.White) == 0 && p.ThreatSquares(board.Black) == 0
}

// quietFeatures returns the features of p when p is a tuning sample
// (quiet).
func quietFeatures(p *board.Position) (eval.Vector, bool) {
	var v eval.Vector
	if !quiet(p) {
		return v, false
	}
	eval.Features(p, &v)
	return v, true
}

// WritePositions writes positions as a position file, one Line each.
func WritePositions(w io.Writer, ps []Position) error {
	bw := bufio.NewWriter(w)
	for _, p := range ps {
		bw.WriteString(p.Line())
		bw.WriteByte('\n')
	}
	return bw.Flush()
}
