package selfplay

import (
	"context"
	"math/rand"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/eval"
	"github.com/takengine/takengine/eval/texel"
	"github.com/takengine/takengine/search"
)

// SelfPlayConfig describes the games that produce tuning positions.
type SelfPlayConfig struct {
	Size, HalfKomi int             // board size and komi in half flats
	Games          int             // games to play
	Nodes          uint64          // search budget per move
	RandomPlies    int             // random placements at the start of each game
	MaxPlies       int             // games longer than this are drawn (default 300)
	Seed           int64           // random opening plies
	Evaluator      *eval.Evaluator // nil: the built-in weights
	// Record, if set, is called at the end of each game with every sampled
	// position (as TPS) and the game's result from White's point of view,
	// so the positions can be saved and refitted with other features.
	Record func(tps string, halfKomi int, result float64)
}

// SelfPlay plays cfg.Games games of the engine against itself and returns
// the quiet positions met (no road threat for either side), each with the
// result of its game. done, if not nil, is called after every game.
func SelfPlay(cfg SelfPlayConfig, done func(game int, result string)) ([]texel.Sample, error) {
	if cfg.MaxPlies == 0 {
		cfg.MaxPlies = 300
	}
	rng := rand.New(rand.NewSource(cfg.Seed))
	e := search.NewEngine(16)
	if cfg.Evaluator != nil {
		e.SetEvaluator(cfg.Evaluator)
	}
	var samples []texel.Sample
	var l board.MoveList
	for g := 0; g < cfg.Games; g++ {
		p, err := board.NewWith(cfg.Size, cfg.HalfKomi, board.DefaultReserves(cfg.Size))
		if err != nil {
			return nil, err
		}
		e.NewGame()
		var history []uint64
		var game []eval.Vector
		var tps []string
		result := 0.5
		for ply := 0; ; ply++ {
			r := p.Result()
			if r != board.None {
				if w, ok := r.Winner(); ok {
					result = float64(1 - int(w))
				}
				break
			}
			if ply >= cfg.MaxPlies || repeats(history, p.Hash()) >= 2 {
				break
			}
			var m board.Move
			if ply < cfg.RandomPlies {
				p.GeneratePlacements(&l)
				m = l.Moves[rng.Intn(l.N)]
			} else {
				if v, ok := quietFeatures(&p); ok {
					game = append(game, v)
					if cfg.Record != nil {
						tps = append(tps, p.TPS())
					}
				}
				m = e.Search(context.Background(), p, history, search.Limits{Nodes: cfg.Nodes}, nil).Best
			}
			if m.IsSpread() {
				history = append(history, p.Hash())
			} else {
				history = history[:0]
			}
			p.Make(m)
		}
		for _, v := range game {
			samples = append(samples, texel.Sample{X: v, Result: result})
		}
		for _, s := range tps {
			cfg.Record(s, cfg.HalfKomi, result)
		}
		if done != nil {
			done(g, p.Result().String())
		}
	}
	return samples, nil
}

// quietFeatures returns the features of p when p is a tuning sample: from
// ply 4 on, with no road threat for either side (a position about to be
// decided by a road says little about the other weights).
func quietFeatures(p *board.Position) (eval.Vector, bool) {
	var v eval.Vector
	if p.Ply() < 4 || eval.ThreatSquares(p, board.White) != 0 || eval.ThreatSquares(p, board.Black) != 0 {
		return v, false
	}
	eval.Features(p, &v)
	return v, true
}

func repeats(history []uint64, h uint64) int {
	n := 0
	for _, x := range history {
		if x == h {
			n++
		}
	}
	return n
}
