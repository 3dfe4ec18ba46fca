package eval

import "github.com/takengine/takengine/board"

// Weights is one weight per feature, in centi-flats per unit of the
// feature.
type Weights [NumFeatures]int

// Tempo is the bonus of the side to move.
const Tempo = 20

// defaultWeights holds the weights per board size (index 3..8). Sizes share
// a starting point; the tuner (cmd/tune) writes per-size values.
var defaultWeights = [board.MaxSize + 1]Weights{
	3: baseWeights, 4: baseWeights, 5: baseWeights, 6: baseWeights, 7: baseWeights, 8: baseWeights,
}

var baseWeights = Weights{
	FlatHalf:      40,
	FlatHalfLate:  15,
	Reserves:      0,
	Walls:         -25,
	CapsOnBoard:   30,
	Supports:      15,
	Captives:      -8,
	CapSupports:   25,
	CapCaptives:   -4,
	Centre:        6,
	GroupSpan:     10,
	GroupSpanSq:   6,
	LineSq:        4,
	Threats:       60,
	WallNextToCap: 6,
}

// DefaultWeights returns the built-in weights for board size n.
func DefaultWeights(n int) Weights { return defaultWeights[n] }
