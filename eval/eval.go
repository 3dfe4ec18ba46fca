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
	var v Vector // zero, as features needs it
	features(p, &v, threats, &e.W[p.Size()])
	s := e.FromVector(p, &v)
	if n := e.Net[p.Size()]; n.Applies(p) {
		d := n.Evaluate(p)
		if p.ToMove() == board.Black {
			d = -d
		}
		s += d
	}
	return s
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
	w := &e.W[p.Size()]
	s := 0
	for i, x := range v {
		s += w[i] * x
	}
	if p.ToMove() == board.Black {
		s = -s
	}
	return s
}
