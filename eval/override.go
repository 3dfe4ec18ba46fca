package eval

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseFeature returns the feature with the given name (as Feature.String
// prints it, case-insensitive).
func ParseFeature(name string) (Feature, error) {
	for f := Feature(0); f < NumFeatures; f++ {
		if strings.EqualFold(featureNames[f], name) {
			return f, nil
		}
	}
	return 0, fmt.Errorf("unknown feature %q", name)
}

// ParseOverrides reads a comma-separated list of Feature=value pairs (for
// example "Supports=60,Captives=-40") into a feature-to-weight map, for
// trying weights in matches without rebuilding.
func ParseOverrides(s string) (map[Feature]int, error) {
	out := make(map[Feature]int)
	for _, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		name, val, ok := strings.Cut(item, "=")
		if !ok {
			return nil, fmt.Errorf("weight %q: want Feature=value", item)
		}
		f, err := ParseFeature(strings.TrimSpace(name))
		if err != nil {
			return nil, err
		}
		x, err := strconv.Atoi(strings.TrimSpace(val))
		if err != nil || x < -100000 || x > 100000 {
			return nil, fmt.Errorf("weight %q: value must be an integer in [-100000, 100000]", item)
		}
		out[f] = x
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no weights in %q", s)
	}
	return out, nil
}

// Override sets the given weights for every board size.
func (e *Evaluator) Override(w map[Feature]int) {
	for n := range e.W {
		for f, x := range w {
			e.W[n][f] = x
		}
	}
}
