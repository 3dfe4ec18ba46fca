package board

import "strconv"

// MaxQuote is how many bytes of a piece of input an error message quotes;
// longer input is cut there and marked with "...", so that a 500 KB line
// never comes back whole in an error.
const MaxQuote = 80

// Quote writes a piece of input for an error message: Go-quoted (control
// characters escaped) and cut to MaxQuote bytes, never inside a UTF-8
// sequence.
func Quote(s string) string {
	if len(s) <= MaxQuote {
		return strconv.Quote(s)
	}
	n := MaxQuote
	for n > 0 && s[n]&0xc0 == 0x80 {
		n-- // do not split a multi-byte character
	}
	return strconv.Quote(s[:n]) + "..."
}
