package match

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// TimeControl is a base time per game and an increment per move.
type TimeControl struct {
	Base, Inc time.Duration
}

// ParseTimeControl reads Racetrack's "<seconds>[+<increment seconds>]",
// decimals allowed: "10+0.1", "60", "0.5+0.05".
func ParseTimeControl(s string) (TimeControl, error) {
	base, inc, hasInc := strings.Cut(s, "+")
	b, err := parseSeconds(base)
	if err != nil || b <= 0 {
		return TimeControl{}, fmt.Errorf("time control %q: want seconds[+increment], e.g. 10+0.1", s)
	}
	tc := TimeControl{Base: b}
	if hasInc {
		if tc.Inc, err = parseSeconds(inc); err != nil {
			return TimeControl{}, fmt.Errorf("time control %q: bad increment %q", s, inc)
		}
	}
	return tc, nil
}

func parseSeconds(s string) (time.Duration, error) {
	x, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if err != nil || math.IsNaN(x) || x < 0 || x > 1e6 {
		return 0, fmt.Errorf("bad seconds %q", s)
	}
	return time.Duration(x * float64(time.Second)), nil
}

// String writes the time control as ParseTimeControl reads it.
func (tc TimeControl) String() string {
	return strconv.FormatFloat(tc.Base.Seconds(), 'f', -1, 64) + "+" +
		strconv.FormatFloat(tc.Inc.Seconds(), 'f', -1, 64)
}

// ptnClock writes Racetrack's Clock tag, "minutes:seconds +increment".
func (tc TimeControl) ptnClock() string {
	min := int(tc.Base / time.Minute)
	sec := (tc.Base - time.Duration(min)*time.Minute).Seconds()
	return fmt.Sprintf("%d:%s +%s", min, strconv.FormatFloat(sec, 'f', -1, 64),
		strconv.FormatFloat(tc.Inc.Seconds(), 'f', -1, 64))
}

// ptnClock is the game's PTN Clock tag: Racetrack's for a clock, none
// ("") for a fixed-node match or a time-odds one (the tag has room for
// one clock; the TC tag gives both).
func (cfg *Config) ptnClock() string {
	if cfg.Nodes > 0 || cfg.odds() {
		return ""
	}
	return cfg.TC.ptnClock()
}
