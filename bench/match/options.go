package match

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Option is a TEI option as an engine declares it in its `tei` answer.
type Option struct {
	Name    string
	Type    string   // check, spin, combo, button or string
	Default string   // as parsed: a spin's integer, a check's true/false, "" for <empty>
	Min     int64    // spin only
	Max     int64    // spin only
	Vars    []string // combo only: the allowed values
}

// isOptionKeyword reports whether w starts a field of an option line,
// wherever it appears (Racetrack's grammar, docs/TEI.md §2.1.1).
func isOptionKeyword(w string) bool {
	switch w {
	case "name", "type", "default", "min", "max", "var":
		return true
	}
	return false
}

// ParseOption reads an `option name <N> type <T> ...` line with Racetrack's
// grammar: the keywords name, type, default, min, max and var start fields
// wherever they appear, the words between two keywords form the field's
// value, each var starts a new combo value, and the rules of docs/TEI.md §2.1.1
// decide what is an error (Racetrack would crash on such a line).
func ParseOption(line string) (Option, error) {
	words := strings.Fields(line)
	if len(words) == 0 || words[0] != "option" {
		return Option{}, fmt.Errorf("not an option line")
	}
	fields := map[string][]string{}
	var vars []string
	key := ""
	seen := map[string]bool{}
	for _, w := range words[1:] {
		if isOptionKeyword(w) {
			if w != "var" && seen[w] {
				return Option{}, fmt.Errorf("keyword %q appears twice", w)
			}
			seen[w] = true
			key = w
			if w == "var" {
				vars = append(vars, "")
			}
			continue
		}
		switch key {
		case "":
			return Option{}, fmt.Errorf("unexpected %q before the first keyword", w)
		case "var":
			vars[len(vars)-1] = join(vars[len(vars)-1], w)
		default:
			fields[key] = append(fields[key], w)
		}
	}
	o := Option{Name: strings.Join(fields["name"], " "), Vars: vars}
	if o.Name == "" {
		return Option{}, fmt.Errorf("no name")
	}
	typ := fields["type"]
	if len(typ) != 1 {
		return Option{}, fmt.Errorf("option %q: type must be one word, got %q", o.Name, strings.Join(typ, " "))
	}
	o.Type = typ[0]
	def, hasDef := fields["default"], seen["default"]
	o.Default = strings.Join(def, " ")
	switch o.Type {
	case "check":
		if o.Default != "true" && o.Default != "false" {
			return Option{}, fmt.Errorf("option %q: check default must be true or false, got %q", o.Name, o.Default)
		}
	case "spin":
		var err error
		if o.Min, err = spinField(o.Name, "min", fields["min"], seen["min"]); err != nil {
			return Option{}, err
		}
		if o.Max, err = spinField(o.Name, "max", fields["max"], seen["max"]); err != nil {
			return Option{}, err
		}
		d, err := spinField(o.Name, "default", def, hasDef)
		if err != nil {
			return Option{}, err
		}
		o.Default = strconv.FormatInt(d, 10)
	case "combo", "button":
	case "string":
		if slices.Contains(def, "<empty>") {
			if len(def) != 1 {
				return Option{}, fmt.Errorf("option %q: <empty> mixed with other words in the default", o.Name)
			}
			o.Default = ""
		}
	default:
		return Option{}, fmt.Errorf("option %q: unknown type %q", o.Name, o.Type)
	}
	return o, nil
}

func join(a, b string) string {
	if a == "" {
		return b
	}
	return a + " " + b
}

func spinField(name, key string, words []string, present bool) (int64, error) {
	if !present {
		return 0, fmt.Errorf("option %q: spin needs %s", name, key)
	}
	v, err := strconv.ParseInt(strings.Join(words, " "), 10, 64)
	if err != nil {
		return 0, fmt.Errorf("option %q: %s %q is not a 64-bit integer", name, key, strings.Join(words, " "))
	}
	return v, nil
}

// Supports reports whether value is a value the option accepts, as
// Racetrack checks it: a spin's integer within min..max, a check's true or
// false, one of a combo's vars, any string; never a button.
func (o Option) Supports(value string) bool {
	switch o.Type {
	case "spin":
		v, err := strconv.ParseInt(value, 10, 64)
		return err == nil && v >= o.Min && v <= o.Max
	case "check":
		return value == "true" || value == "false"
	case "combo":
		return slices.Contains(o.Vars, value)
	case "string":
		return true
	}
	return false
}

// String writes the option back as a TEI declaration.
func (o Option) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "option name %s type %s", o.Name, o.Type)
	switch o.Type {
	case "spin":
		fmt.Fprintf(&b, " default %s min %d max %d", o.Default, o.Min, o.Max)
	case "check", "combo":
		fmt.Fprintf(&b, " default %s", o.Default)
	case "string":
		d := o.Default
		if d == "" {
			d = "<empty>"
		}
		fmt.Fprintf(&b, " default %s", d)
	}
	for _, v := range o.Vars {
		fmt.Fprintf(&b, " var %s", v)
	}
	return b.String()
}

// halfKomiOption returns the engine's HalfKomi declaration, or the one
// Racetrack assumes when there is none: spin default 0 min 0 max 0.
func halfKomiOption(opts []Option) Option {
	for _, o := range opts {
		if o.Name == "HalfKomi" {
			return o
		}
	}
	return Option{Name: "HalfKomi", Type: "spin", Default: "0"}
}

// describeValues says which values an option accepts, for error messages.
func (o Option) describeValues() string {
	switch o.Type {
	case "spin":
		if o.Min == o.Max {
			return strconv.FormatInt(o.Min, 10) + " only"
		}
		return fmt.Sprintf("%d..%d", o.Min, o.Max)
	case "combo":
		return strings.Join(o.Vars, ", ")
	case "check":
		return "true, false"
	case "string":
		return "any text"
	}
	return "no value"
}
