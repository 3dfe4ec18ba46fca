package protocol

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/search"
)

// optionKind is a TEI option type; only the three the engine uses.
type optionKind uint8

const (
	spin optionKind = iota
	check
	combo
)

// optionSpec declares one option. The handler's value in force at start is
// always def, because Racetrack only sends values that differ from the
// declared default.
type optionSpec struct {
	name     string
	kind     optionKind
	def      int      // for check: 1 is true; for combo: an index into vars
	min, max int      // spin only
	vars     []string // combo only: the values, in order
}

// Option indices into the table and into options.v.
const (
	optHalfKomi = iota
	optHash
	optFlats
	optCaps
	optShowWDL
	optMoveOverhead
	optCpScale
	optThreads
	optMultiPV
	numOptions
)

// The values of the CpScale combo.
const (
	cpCentiflats = 0 // the search score in hundredths of a flat
	cpWinChance  = 1 // 200p - 100 for the calibrated chance p of winning
)

// maxMoveOverhead bounds the MoveOverhead option, in ms.
const maxMoveOverhead = 5000

// maxHalfKomi is the komi range declared to clients, in half flats.
const maxHalfKomi = 20

// optionTable lists the options in the order the tei command prints them.
var optionTable = [numOptions]optionSpec{
	// Komi in half flats, added to Black's flat count.
	optHalfKomi: {name: "HalfKomi", kind: spin, def: 0, min: -maxHalfKomi, max: maxHalfKomi},
	// Transposition table size in MB.
	optHash: {name: "Hash", kind: spin, def: search.DefaultHashMB, min: 1, max: search.MaxHashMB},
	// Stones per player; 0 means the standard count for the size.
	optFlats: {name: "Flats", kind: spin, def: 0, min: 0, max: board.MaxStones},
	// Capstones per player; 0 means the standard count for the size.
	optCaps: {name: "Caps", kind: spin, def: 0, min: 0, max: board.MaxCaps},
	// Whether info lines carry "wdl <w> <d> <l>".
	optShowWDL: {name: "ShowWDL", kind: check, def: 1},
	// Milliseconds kept in reserve per move for the pipe and a loaded machine.
	optMoveOverhead: {name: "MoveOverhead", kind: spin, def: 30, min: 0, max: maxMoveOverhead},
	// The scale of "score cp": centiflats, or win chance on a ±100 scale.
	optCpScale: {name: "CpScale", kind: combo, def: cpCentiflats, vars: []string{"centiflats", "winchance"}},
	// Search threads (Lazy SMP over the shared table).
	optThreads: {name: "Threads", kind: spin, def: 1, min: 1, max: search.MaxThreads},
	// Best root moves searched and reported, each as "multipv k".
	optMultiPV: {name: "MultiPV", kind: spin, def: 1, min: 1, max: search.MaxMultiPV},
}

// declaration returns the option line of the tei answer, in the grammar
// Racetrack parses (docs/TEI.md 2.1.1).
// def is the declared default, which a handler may change (see
// WithOptionDefault).
func (o *optionSpec) declaration(def int) string {
	switch o.kind {
	case check:
		return fmt.Sprintf("option name %s type check default %t", o.name, def != 0)
	case combo:
		return fmt.Sprintf("option name %s type combo default %s var %s", o.name, o.vars[def], strings.Join(o.vars, " var "))
	}
	return fmt.Sprintf("option name %s type spin default %d min %d max %d", o.name, def, o.min, o.max)
}

// options holds the values in force and the declared defaults, indexed
// like optionTable.
type options struct{ v, def [numOptions]int }

func defaultOptions() options {
	var o options
	for i := range optionTable {
		o.v[i] = optionTable[i].def
	}
	o.def = o.v
	return o
}

// reserves returns the pieces each player starts with on an n x n board:
// the standard set unless Flats or Caps override it.
func (o *options) reserves(n int) board.Reserves {
	r := board.DefaultReserves(n)
	if f := o.v[optFlats]; f > 0 {
		r.Stones = [2]int{f, f}
	}
	if c := o.v[optCaps]; c > 0 {
		r.Caps = [2]int{c, c}
	}
	return r
}

// findOption returns the index of the option called name, ignoring case.
func findOption(name string) (int, bool) {
	for i := range optionTable {
		if strings.EqualFold(optionTable[i].name, name) {
			return i, true
		}
	}
	return 0, false
}

// parseSetOption reads the arguments of "setoption name <N> [value <V>]".
// Names and values may hold spaces; the keywords "name" and "value" are
// matched without regard to case.
func parseSetOption(args []string) (name, value string, hasValue bool, err error) {
	if len(args) == 0 || !strings.EqualFold(args[0], "name") {
		return "", "", false, fmt.Errorf("setoption: expected \"setoption name <name> value <value>\"")
	}
	rest := args[1:]
	i := 0
	for i < len(rest) && !strings.EqualFold(rest[i], "value") {
		i++
	}
	name = strings.Join(rest[:i], " ")
	if name == "" {
		return "", "", false, fmt.Errorf("setoption: no option name")
	}
	if i < len(rest) {
		hasValue = true
		value = strings.Join(rest[i+1:], " ")
	}
	return name, value, hasValue, nil
}

// parseValue checks value against option i and returns it as an int.
func parseValue(i int, value string, hasValue bool) (int, error) {
	o := &optionTable[i]
	if !hasValue || value == "" {
		return 0, fmt.Errorf("setoption: option %s needs a value", o.name)
	}
	if o.kind == check {
		switch strings.ToLower(value) {
		case "true":
			return 1, nil
		case "false":
			return 0, nil
		}
		return 0, fmt.Errorf("setoption: %s value %s is not true or false", o.name, quote(value))
	}
	if o.kind == combo {
		for k, v := range o.vars {
			if strings.EqualFold(v, value) {
				return k, nil
			}
		}
		return 0, fmt.Errorf("setoption: %s value %s is not one of %s", o.name, quote(value), strings.Join(o.vars, ", "))
	}
	v, err := strconv.Atoi(value)
	if err != nil {
		return 0, fmt.Errorf("setoption: %s value %s is not an integer", o.name, quote(value))
	}
	if v < o.min || v > o.max {
		return 0, fmt.Errorf("setoption: %s value %d is out of range %d..%d", o.name, v, o.min, o.max)
	}
	return v, nil
}
