package match

import (
	"fmt"
	"io"
	"math"
)

// Comparison pairs two matches of the same book round by round, as a
// candidate and a baseline played against the same opponent: a short run
// of the candidate is judged against the baseline's games on the same
// openings and colours, not against the baseline's score over all its
// rounds. A round's games share an opening with its partner round (the
// same opening with colours swapped), so the difference is taken per
// opening and its spread gives the interval.
type Comparison struct {
	Rounds   int     // rounds both matches played
	Openings int     // openings among them
	A, B     Score   // engine 1's score in each match over those rounds
	Diff     float64 // A's mean points per game less B's
	Half     float64 // half width of Diff's 95% interval (0 with one opening)
}

// Compare pairs the rounds that a and b both played. It refuses a round
// whose opening differs between them (another book, or another order).
func Compare(a, b *Merged) (Comparison, error) {
	var c Comparison
	byRound := map[int]float64{}
	book := map[int]string{}
	for i := range b.Games {
		g := &b.Games[i]
		r := roundOf(g)
		byRound[r] = points(g.Result, g.Tag(TagEngine1Color))
		book[r] = g.Tag(TagBook)
	}
	perOpening := map[int]float64{}
	for i := range a.Games {
		g := &a.Games[i]
		r := roundOf(g)
		pb, ok := byRound[r]
		if !ok {
			continue
		}
		if book[r] != g.Tag(TagBook) {
			return c, fmt.Errorf("round %d opens %q in one match and %q in the other: not the same book", r, g.Tag(TagBook), book[r])
		}
		pa := points(g.Result, g.Tag(TagEngine1Color))
		c.Rounds++
		c.A.add(pa)
		c.B.add(pb)
		perOpening[(r-1)/2] += pa - pb
	}
	if c.Rounds == 0 {
		return c, fmt.Errorf("the matches have no round in common")
	}
	c.Openings = len(perOpening)
	var sum, sq float64
	for _, d := range perOpening {
		sum += d
		sq += d * d
	}
	c.Diff = sum / float64(c.Rounds)
	if n := float64(c.Openings); c.Openings > 1 {
		mean := sum / n
		variance := (sq - n*mean*mean) / (n - 1) // of one opening's difference
		c.Half = 1.96 * math.Sqrt(max(variance, 0)*n) / float64(c.Rounds)
	}
	return c, nil
}

// WriteComparison writes c for the matches named a and b.
func WriteComparison(w io.Writer, c Comparison, a, b string, ma, mb *Merged) {
	fmt.Fprintf(w, "%d rounds (%d openings) in both matches\n", c.Rounds, c.Openings)
	for _, x := range []struct {
		name string
		m    *Merged
		s    Score
	}{{a, ma, c.A}, {b, mb, c.B}} {
		fmt.Fprintf(w, "  %s: %s vs %s: +%d -%d =%d, score %.1f%%\n",
			x.name, x.m.Engines[0], x.m.Engines[1], x.s.Wins, x.s.Losses, x.s.Draws, 100*x.s.Fraction())
	}
	fmt.Fprintf(w, "  difference: %+.1f points ± %.1f (95%%, paired by opening)\n", 100*c.Diff, 100*c.Half)
}
