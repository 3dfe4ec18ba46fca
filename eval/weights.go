package eval

import "github.com/takengine/takengine/board"

// Weights is one weight per feature, in centi-flats per unit of the
// feature.
type Weights [NumFeatures]int

// defaultWeights holds the weights per board size (index 3..8): the tuned
// ones of weights_tuned.go (written by cmd/tune) where a size has them,
// else the hand-set baseWeights.
var defaultWeights = buildDefaultWeights()

func buildDefaultWeights() [board.MaxSize + 1]Weights {
	var w [board.MaxSize + 1]Weights
	for n := board.MinSize; n <= board.MaxSize; n++ {
		w[n] = baseWeights
		if n < len(tunedWeights) && tunedWeights[n] != (Weights{}) {
			w[n] = tunedWeights[n]
		}
	}
	return w
}

// HandWeights returns the hand-set weights, the starting point of tuning.
func HandWeights() Weights { return baseWeights }

var baseWeights = Weights{
	FlatHalf:        40,
	FlatHalfLate:    15,
	Reserves:        0,
	Walls:           -25,
	CapsOnBoard:     30,
	Supports:        15,
	Captives:        -8,
	CapSupports:     25,
	CapCaptives:     -4,
	Centre:          6,
	GroupSpan:       10,
	GroupSpanSq:     6,
	LineSq:          4,
	Threats:         60,
	WallNextToEnemy: 6,
	SideToMove:      20,
}

// DefaultWeights returns the built-in weights for board size n.
func DefaultWeights(n int) Weights { return defaultWeights[n] }
