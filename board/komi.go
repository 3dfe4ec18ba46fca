package board

import (
	"fmt"
	"strconv"
	"strings"
)

// Komi is a komi counted in half flats: Komi(4) is 2 flats, Komi(-3) is
// -1.5 (komi is added to Black's flat count, docs/RULES.md §7.2). Every
// komi the project reads or writes as text, in PTN's Komi tag, in flags
// and in the tactics file, goes through ParseKomi and String; TEI's
// HalfKomi option carries the same count as an integer. The range is
// that of a position, -MaxHalfKomi..MaxHalfKomi half flats (-50..50
// flats); an engine may accept less (ours declares HalfKomi -20..20).
type Komi int

// ParseKomi reads a komi in flats: a decimal that is a whole multiple of
// 0.5, with an optional sign: "2", "2.5", "-1.5", "+3", "0.50". A value
// that is not such a multiple ("2.25") is an error, never rounded.
func ParseKomi(s string) (Komi, error) {
	t := strings.TrimSpace(s)
	neg := false
	if t != "" && (t[0] == '-' || t[0] == '+') {
		neg, t = t[0] == '-', t[1:]
	}
	whole, frac, _ := strings.Cut(t, ".")
	if whole == "" && frac == "" || !allDigits(whole) || !allDigits(frac) {
		return 0, fmt.Errorf("komi %q: want a number of flats such as 2, 2.5 or -1.5", s)
	}
	if len(whole) > 4 {
		return 0, fmt.Errorf("komi %q: out of range %v..%v", s, -MaxKomi, MaxKomi)
	}
	n := 0
	if whole != "" {
		n, _ = strconv.Atoi(whole)
	}
	half := 2 * n
	switch strings.TrimRight(frac, "0") {
	case "":
	case "5":
		half++
	default:
		return 0, fmt.Errorf("komi %q: not a multiple of 0.5", s)
	}
	if neg {
		half = -half
	}
	if k := Komi(half); k < -MaxKomi || k > MaxKomi {
		return 0, fmt.Errorf("komi %q: out of range %v..%v", s, -MaxKomi, MaxKomi)
	}
	return Komi(half), nil
}

// MaxKomi is the largest komi, MaxHalfKomi half flats.
const MaxKomi Komi = MaxHalfKomi

// String writes the komi in flats as ParseKomi reads it: "0", "2", "2.5",
// "-1.5".
func (k Komi) String() string {
	h := int(k)
	sign := ""
	if h < 0 {
		sign, h = "-", -h
	}
	s := sign + strconv.Itoa(h/2)
	if h%2 == 1 {
		s += ".5"
	}
	return s
}

// Half returns the komi in half flats, as Position.HalfKomi counts it.
func (k Komi) Half() int { return int(k) }

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
