package match

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Score counts a match's results from engine 1's point of view.
type Score struct {
	Wins, Losses, Draws int
}

// Games returns the number of games counted.
func (s Score) Games() int { return s.Wins + s.Losses + s.Draws }

// Fraction returns the score per game, (W + D/2)/N, or 0.5 with no games.
func (s Score) Fraction() float64 {
	n := s.Games()
	if n == 0 {
		return 0.5
	}
	return (float64(s.Wins) + float64(s.Draws)/2) / float64(n)
}

// eloOf converts a score fraction to a logistic Elo difference.
func eloOf(s float64) float64 { return -400 * math.Log10(1/s-1) }

// scoreOf converts a logistic Elo difference to the expected score.
func scoreOf(elo float64) float64 { return 1 / (1 + math.Pow(10, -elo/400)) }

// Elo returns the logistic Elo difference of engine 1 over engine 2 and the
// half width of its 95% confidence interval (±Inf at a score of 0 or 1,
// NaN with no games).
func (s Score) Elo() (elo, margin float64) {
	if s.Games() == 0 {
		return math.NaN(), math.NaN()
	}
	n := float64(s.Games())
	mean := s.Fraction()
	if mean <= 0 || mean >= 1 {
		return eloOf(mean), math.Inf(1)
	}
	w, d, l := float64(s.Wins), float64(s.Draws), float64(s.Losses)
	variance := (w*(1-mean)*(1-mean) + d*(0.5-mean)*(0.5-mean) + l*mean*mean) / n
	se := math.Sqrt(variance / n)
	lo, hi := math.Max(mean-1.96*se, 0), math.Min(mean+1.96*se, 1)
	elo = eloOf(mean)
	margin = (eloOf(hi) - eloOf(lo)) / 2
	return elo, margin
}

// SPRT is a sequential probability ratio test of H0: Elo = Elo0 against
// H1: Elo = Elo1 (logistic Elo, engine 1 over engine 2) with error rates
// Alpha (accepting H1 when H0 holds) and Beta (accepting H0 when H1 holds).
type SPRT struct {
	Elo0, Elo1, Alpha, Beta float64
}

// StandardSPRT returns H0: Elo = 0 against H1: Elo = 10 with
// α = β = 0.05: the values ParseSPRT takes for the fields it is not given,
// and the test the progress lines show when a match has none.
func StandardSPRT() SPRT { return SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05} }

// ParseSPRT reads "elo0=0,elo1=10,alpha=0.05,beta=0.05"; fields left out
// take the values of StandardSPRT.
func ParseSPRT(s string) (SPRT, error) {
	t := StandardSPRT()
	for _, kv := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(kv), "=")
		if !ok {
			return t, fmt.Errorf("sprt: %q is not key=value", kv)
		}
		x, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
			return t, fmt.Errorf("sprt: %s=%q is not a number", k, v)
		}
		switch strings.TrimSpace(k) {
		case "elo0":
			t.Elo0 = x
		case "elo1":
			t.Elo1 = x
		case "alpha":
			t.Alpha = x
		case "beta":
			t.Beta = x
		default:
			return t, fmt.Errorf("sprt: unknown key %q (want elo0, elo1, alpha, beta)", k)
		}
	}
	return t, t.check()
}

func (t SPRT) check() error {
	switch {
	case !(t.Elo0 < t.Elo1):
		return fmt.Errorf("sprt: elo0 (%g) must be below elo1 (%g)", t.Elo0, t.Elo1)
	case math.Abs(t.Elo0) >= 1000 || math.Abs(t.Elo1) >= 1000:
		return fmt.Errorf("sprt: elo0 and elo1 must be within ±1000")
	case !(t.Alpha > 0 && t.Alpha < 1 && t.Beta > 0 && t.Beta < 1 && t.Alpha+t.Beta < 1):
		return fmt.Errorf("sprt: alpha and beta must be in (0, 1) with alpha+beta < 1")
	}
	return nil
}

// Bounds returns Wald's bounds on the log-likelihood ratio:
// log(β/(1-α)) below which H0 is accepted, log((1-β)/α) above which H1 is.
func (t SPRT) Bounds() (lower, upper float64) {
	return math.Log(t.Beta / (1 - t.Alpha)), math.Log((1 - t.Beta) / t.Alpha)
}

// LLR returns the generalised log-likelihood ratio of H1 over H0 for the
// score (see the package comment): each hypothesis is represented by the
// maximum-likelihood trinomial distribution with its expected score, given
// the observed frequencies. It is 0 with no games.
func (t SPRT) LLR(s Score) float64 {
	if s.Games() == 0 {
		return 0
	}
	// The outcomes' scores and counts; a count of 0 becomes 1e-3, so the
	// MLE exists from the first game on (Fishtest's regularisation).
	a := [3]float64{0, 0.5, 1}
	n := [3]float64{float64(s.Losses), float64(s.Draws), float64(s.Wins)}
	total := 0.0
	for i := range n {
		if n[i] == 0 {
			n[i] = 1e-3
		}
		total += n[i]
	}
	var freq [3]float64
	for i := range n {
		freq[i] = n[i] / total
	}
	p0, p1 := mleWithMean(a, freq, scoreOf(t.Elo0)), mleWithMean(a, freq, scoreOf(t.Elo1))
	llr := 0.0
	for i := range n {
		llr += n[i] * math.Log(p1[i]/p0[i])
	}
	return llr
}

// mleWithMean returns the distribution on the outcomes a (ascending, with
// a[0] < mean < a[2]) of expectation mean that maximises the likelihood of
// the observed frequencies freq (all positive): p_i = freq_i/(1+x(a_i-mean))
// where x solves the secular equation sum freq_i(a_i-mean)/(1+x(a_i-mean)) = 0
// (Van den Bergh, "Maximum likelihood estimates for multinomial
// distributions with given expectation", the method of Fishtest's
// LLRcalc). The left side falls strictly in x on the interval where every
// denominator is positive, so bisection finds the root.
func mleWithMean(a, freq [3]float64, mean float64) [3]float64 {
	f := func(x float64) float64 {
		sum := 0.0
		for i := range a {
			sum += freq[i] * (a[i] - mean) / (1 + x*(a[i]-mean))
		}
		return sum
	}
	lo, hi := -1/(a[2]-mean), 1/(mean-a[0])
	for range 200 {
		mid := lo + (hi-lo)/2
		if mid <= lo || mid >= hi {
			break
		}
		if f(mid) > 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	x := lo + (hi-lo)/2
	var p [3]float64
	sum := 0.0
	for i := range a {
		p[i] = freq[i] / (1 + x*(a[i]-mean))
		sum += p[i]
	}
	for i := range p {
		p[i] /= sum // remove the rounding left by the bisection
	}
	return p
}

// Decision is the state of an SPRT.
type Decision int

// The SPRT's possible states.
const (
	Continue Decision = iota // neither bound reached
	AcceptH0                 // LLR at or below the lower bound
	AcceptH1                 // LLR at or above the upper bound
)

// String describes the decision.
func (d Decision) String() string {
	return [...]string{"continue", "H0 accepted", "H1 accepted"}[d]
}

// Decide applies the bounds to the score's LLR.
func (t SPRT) Decide(s Score) Decision {
	llr := t.LLR(s)
	lo, hi := t.Bounds()
	switch {
	case llr >= hi:
		return AcceptH1
	case llr <= lo:
		return AcceptH0
	}
	return Continue
}

// String writes the test's parameters as ParseSPRT reads them.
func (t SPRT) String() string {
	return fmt.Sprintf("elo0=%g,elo1=%g,alpha=%g,beta=%g", t.Elo0, t.Elo1, t.Alpha, t.Beta)
}

// formatElo writes an Elo estimate as "+12.3 ± 45.6".
func formatElo(s Score) string {
	elo, margin := s.Elo()
	if math.IsNaN(elo) {
		return "n/a"
	}
	return fmt.Sprintf("%s ± %s", signed(elo), unsigned(margin))
}

func signed(x float64) string {
	if math.IsInf(x, 0) {
		if x > 0 {
			return "+inf"
		}
		return "-inf"
	}
	return fmt.Sprintf("%+.1f", x)
}

func unsigned(x float64) string {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return "inf"
	}
	return fmt.Sprintf("%.1f", x)
}
