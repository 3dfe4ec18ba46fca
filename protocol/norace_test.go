//go:build !race

package protocol

// raceEnabled reports whether the race detector is on.
const raceEnabled = false
