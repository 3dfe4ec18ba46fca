package eval

import (
	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/eval/net"
)

// Evaluator scores positions with a weight table per board size.
type Evaluator struct {
	W [board.MaxSize + 1]Weights // weights per board size (index 3..8)
	// Net[n], if not nil, is size n's network correction (package
	// eval/net), added to the linear score where it applies (its size
	// and the half-komis it was trained at). It was fitted on top of the
	// built-in weights: with others, set it to nil.
	Net [board.MaxSize + 1]*net.Net
}

// New returns an Evaluator with the built-in weights and networks.
func New() *Evaluator { return &Evaluator{W: defaultWeights, Net: defaultNets} }

// Evaluate returns the score of p in centi-flats from the side to move.
func (e *Evaluator) Evaluate(p *board.Position) int {
	return e.EvaluateWithThreats(p, threatSquares(p))
}

// EvaluateWithThreats is Evaluate for a caller that already knows each
// colour's board.Position.ThreatSquares (indexed by board.Color).
func (e *Evaluator) EvaluateWithThreats(p *board.Position, threats [2]board.Bitboard) int {
	n := p.Size()
	return score(p, threats, &e.W[n], tapered, allFeatures[:], e.Net[n], 0)
}

// allFeatures lists every feature, for a score over the whole vector.
var allFeatures = func() (a [NumFeatures]Feature) {
	for f := range a {
		a[f] = Feature(f)
	}
	return a
}()

// score is the evaluation of p from the side to move: the features (with
// the late-game copies of taper) summed over active with the weights w,
// plus the network n's correction where it applies (n nil: none). Any
// active and taper that hold every feature and copy w weighs give the
// same score. komiShift is added to the half-komi the features read.
func score(p *board.Position, threats [2]board.Bitboard, w *Weights, taper []taperPair, active []Feature, n *net.Net, komiShift int) int {
	var v Vector // zero, as features needs it
	features(p, &v, threats, w, taper, komiShift)
	s := weighted(p, w, &v, active)
	if n.Applies(p) {
		d := n.Evaluate(p)
		if p.ToMove() == board.Black {
			d = -d
		}
		s += d
	}
	return s
}

// Plan is an Evaluator prepared to score many positions of one board size
// (a search's): it lists once the features its weights use (60 of 164 on
// 6x6) and the late-game copies among them, so that a score sums those
// and not the whole vector. It gives Evaluate's scores for the weights
// and network as they were when it was made (Evaluator.Prepare); a change
// to them afterwards needs a new plan.
type Plan struct {
	net    *net.Net
	w      Weights
	active [NumFeatures]Feature
	nAct   int
	taper  [NumFeatures]taperPair
	nTaper int
	// komiShift is added to the half-komi the features read
	// (SetKomiShift), tapered to nothing at the end with komiTaper
	// (SetKomiTaper).
	komiShift int
	komiTaper bool
}

// SetKomiShift makes the plan score positions as if their half-komi were
// k half flats higher (lower for k < 0): a search's bias about the flat
// race (search.Params.RaceKomi, KomiDiscount). The rules' komi, which
// decides a game that ends, is the position's own. Prepare resets it to 0.
func (pl *Plan) SetKomiShift(k int) { pl.komiShift = k }

// SetKomiTaper, on, tapers the komi shift with nearness of the end: the
// full shift with full reserves, none when a reserve is spent or the
// board is full, linearly between (the late-game features' scale;
// rounded toward zero, in half flats), so that a biased reading of the
// komi gives way to the rules' own as the flat count comes to decide the
// game. Prepare turns it off.
func (pl *Plan) SetKomiTaper(on bool) { pl.komiTaper = on }

// shiftAt is the plan's komi shift at p.
func (pl *Plan) shiftAt(p *board.Position) int {
	if !pl.komiTaper || pl.komiShift == 0 {
		return pl.komiShift
	}
	return pl.komiShift * (16 - nearness(p, p.Empty().Count())) / 16
}

// Prepare fills pl with e's plan for board size n.
func (e *Evaluator) Prepare(n int, pl *Plan) {
	pl.net, pl.w, pl.komiShift, pl.komiTaper = e.Net[n], e.W[n], 0, false
	pl.nAct, pl.nTaper = 0, 0
	for f := range NumFeatures {
		if pl.w[f] != 0 {
			pl.active[pl.nAct] = f
			pl.nAct++
		}
	}
	for _, t := range tapered {
		if pl.w[t.late] != 0 {
			pl.taper[pl.nTaper] = t
			pl.nTaper++
		}
	}
}

// Evaluate is Evaluator.Evaluate for a position of the plan's size.
func (pl *Plan) Evaluate(p *board.Position) int {
	return pl.EvaluateWithThreats(p, threatSquares(p))
}

// EvaluateWithThreats is Evaluator.EvaluateWithThreats for a position of
// the plan's size.
func (pl *Plan) EvaluateWithThreats(p *board.Position, threats [2]board.Bitboard) int {
	return score(p, threats, &pl.w, pl.taper[:pl.nTaper], pl.active[:pl.nAct], pl.net, pl.shiftAt(p))
}

// usesRoadDistance reports whether the weights w give the
// distance-to-a-road features any weight; the evaluation computes them
// only then.
func usesRoadDistance(w *Weights) bool {
	return w[RoadIn2]|w[RoadIn3]|w[RoadIn4]|w[RoadIn2Mover]|
		w[RoadIn2Late]|w[RoadIn3Late]|w[RoadIn4Late]|w[RoadIn2MoverLate] != 0
}

// FromVector turns a feature vector of p into the side-to-move score.
func (e *Evaluator) FromVector(p *board.Position, v *Vector) int {
	return weighted(p, &e.W[p.Size()], v, allFeatures[:])
}

// weighted is the sum of the features active of v with the weights w,
// from p's side to move.
func weighted(p *board.Position, w *Weights, v *Vector, active []Feature) int {
	s := 0
	for _, f := range active {
		s += w[f] * v[f]
	}
	if p.ToMove() == board.Black {
		s = -s
	}
	return s
}
