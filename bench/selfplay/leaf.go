package selfplay

import (
	"context"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/eval"
	"github.com/takengine/takengine/eval/texel"
	"github.com/takengine/takengine/search"
)

// LeafConfig says how LoadPositionsLeaf searches each position.
type LeafConfig struct {
	Depth     int                 // search depth (at least 1)
	Workers   int                 // positions searched at once (default 1)
	Evaluator *eval.Evaluator     // the searches' evaluation; nil: eval.New()
	Progress  func(done, all int) // called after every 1,000 positions, if set
}

// LoadPositionsLeaf is LoadPositionsHeld with each position's features
// taken where the principal variation of a cfg.Depth search from it ends:
// the position whose static score the search returns for it. Fitted
// there, as chess engines tune on the leaves of their quiescence search,
// the weights learn what a position is worth once the search has played
// out what it sees (a capture the side to move has, a road it can
// block), not what goes with those chances in quiet positions, which the
// search would count a second time. A position whose principal variation
// ends the game, or is empty, keeps its own features.
func LoadPositionsLeaf(paths []string, n int, holdout float64, skipSpreadWins bool, cfg LeafConfig) (fit, held []texel.Sample, err error) {
	cfg.Workers = max(cfg.Workers, 1)
	cfg.Depth = max(cfg.Depth, 1)
	if cfg.Evaluator == nil {
		cfg.Evaluator = eval.New()
	}
	type task struct {
		p      board.Position
		result float64
		held   bool
	}
	var tasks []task
	err = WalkPositions(paths, holdout, func(p *board.Position, result float64, inHeld bool) {
		if p.Size() == n && !(skipSpreadWins && SpreadWin(p)) {
			tasks = append(tasks, task{*p, result, inHeld})
		}
	})
	if err != nil {
		return nil, nil, err
	}
	out := make([]texel.Sample, len(tasks))
	strided(len(tasks), cfg.Workers, cfg.Progress, func(int) func(int) {
		e := search.NewEngine(1)
		e.SetEvaluator(cfg.Evaluator)
		return func(i int) {
			out[i] = texel.Sample{Result: tasks[i].result}
			leafFeatures(e, tasks[i].p, cfg.Depth, &out[i].X)
		}
	})
	for i, s := range out {
		if tasks[i].held {
			held = append(held, s)
		} else {
			fit = append(fit, s)
		}
	}
	return fit, held, nil
}

// leafFeatures fills v with the features where the principal variation of
// a depth search from p ends, or p's own when that line ends the game.
// The search starts from an empty table and history, so the leaf does not
// depend on the positions searched before (nor on the worker count).
func leafFeatures(e *search.Engine, p board.Position, depth int, v *eval.Vector) {
	e.NewGame()
	r := e.Search(context.Background(), board.NewHistory(p), search.Limits{Depth: depth}, nil)
	q := p
	for _, m := range r.PV {
		q.Make(m)
		if q.Result() != board.None {
			q = p
			break
		}
	}
	eval.Features(&q, v)
}
