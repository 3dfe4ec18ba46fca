// Package spsa tunes integer engine parameters by simultaneous
// perturbation stochastic approximation (SPSA; Spall, "Implementation of
// the simultaneous perturbation algorithm for stochastic optimization",
// 1998), the method chess engines tune with on match results (Fishtest's
// form of it: each parameter's perturbation and learning rate given for
// the last iteration).
//
// Each iteration perturbs every parameter at once by +c_k or -c_k (a
// random sign per parameter), plays the two perturbed engines (the caller
// measures them: against each other, or each against the same opponent
// from the same opening), and moves every parameter along the score
// difference divided by its perturbation: a noisy estimate of the
// gradient that costs two measurements whatever the number of parameters.
//
// The gains, k counting iterations from 0 of N:
//
//	c_k = C * N^gamma / (k+1)^gamma       (C at the last iteration)
//	a_k = R * C^2 * (A+N)^alpha / (A+k+1)^alpha
//	theta += a_k * result / (c_k * delta)
//
// with gamma 0.101, alpha 0.602 and A = N/10 (Spall's recommended values).
// Parameters are real-valued inside the tuner and rounded (then clamped to
// their bounds) for play. The tuner's state after every iteration is one
// JSON line (Step), so a log of them resumes a stopped run (Resume).
package spsa

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
)

// Param is one tuned parameter.
type Param struct {
	Name     string
	Start    float64 // the value the run starts from
	Min, Max int     // bounds of the played values
	C        float64 // the perturbation at the last iteration, at least 0.5
	R        float64 // the learning rate at the last iteration (a_N = R * C^2)
}

// ParseParams reads comma-separated Name:start:min:max:c:r specs (c and r
// may be left off: c defaults to a twentieth of max-min, at least 1, and
// r to defaultR).
func ParseParams(s string) ([]Param, error) {
	var out []Param
	seen := map[string]bool{}
	for _, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		f := strings.Split(item, ":")
		if len(f) < 4 || len(f) > 6 {
			return nil, fmt.Errorf("parameter %q: want Name:start:min:max[:c[:r]]", item)
		}
		p := Param{Name: f[0], R: defaultR}
		if p.Name == "" || strings.ContainsAny(p.Name, "={} \t") {
			return nil, fmt.Errorf("parameter %q: bad name", item)
		}
		if seen[strings.ToLower(p.Name)] {
			return nil, fmt.Errorf("parameter %s given twice", p.Name)
		}
		seen[strings.ToLower(p.Name)] = true
		var err error
		if p.Start, err = strconv.ParseFloat(f[1], 64); err != nil || math.IsNaN(p.Start) || math.IsInf(p.Start, 0) {
			return nil, fmt.Errorf("parameter %s: bad start %q", p.Name, f[1])
		}
		if p.Min, err = strconv.Atoi(f[2]); err != nil {
			return nil, fmt.Errorf("parameter %s: bad min %q", p.Name, f[2])
		}
		if p.Max, err = strconv.Atoi(f[3]); err != nil {
			return nil, fmt.Errorf("parameter %s: bad max %q", p.Name, f[3])
		}
		if p.Min >= p.Max || p.Start < float64(p.Min) || p.Start > float64(p.Max) {
			return nil, fmt.Errorf("parameter %s: want min < max and start within them", p.Name)
		}
		p.C = max(1, float64(p.Max-p.Min)/20)
		if len(f) > 4 {
			if p.C, err = strconv.ParseFloat(f[4], 64); err != nil || !(p.C >= 0.5 && p.C <= float64(p.Max-p.Min)) {
				return nil, fmt.Errorf("parameter %s: c %q must be between 0.5 and max-min", p.Name, f[4])
			}
		}
		if len(f) > 5 {
			if p.R, err = strconv.ParseFloat(f[5], 64); err != nil || !(p.R > 0 && p.R <= 10) {
				return nil, fmt.Errorf("parameter %s: r %q must be above 0 and at most 10", p.Name, f[5])
			}
		}
		out = append(out, p)
	}
	if len(out) == 0 {
		return nil, errors.New("no parameters")
	}
	return out, nil
}

// defaultR is the learning rate at the last iteration when a spec gives
// none. Fishtest's 0.002 suits runs of tens of thousands of game pairs;
// runs of a few hundred iterations need steps ten times larger to move
// at all.
const defaultR = 0.02

// Spall's recommended exponents.
const (
	alpha = 0.602
	gamma = 0.101
)

// Step is the record of one iteration: what was played and the state after
// it. A log of Steps (one JSON object a line) resumes a run.
type Step struct {
	K      int       `json:"k"`      // the iteration, from 0
	Delta  []int     `json:"delta"`  // the signs, +1 or -1, a parameter each
	Plus   []int     `json:"plus"`   // the values the plus side played
	Minus  []int     `json:"minus"`  // the values the minus side played
	Result float64   `json:"result"` // the plus side's score less the minus side's
	Theta  []float64 `json:"theta"`  // the estimate after the update
}

// Tuner runs SPSA over a fixed number of iterations. It is not safe for
// concurrent use.
type Tuner struct {
	params []Param
	n      int
	theta  []float64
	k      int
	rng    *rand.Rand

	delta       []int
	plus, minus []int
}

// New returns a tuner of params for n iterations, its signs drawn from
// seed.
func New(params []Param, n int, seed uint64) (*Tuner, error) {
	if len(params) == 0 {
		return nil, errors.New("no parameters")
	}
	if n < 1 {
		return nil, fmt.Errorf("iterations must be at least 1, got %d", n)
	}
	t := &Tuner{params: params, n: n, rng: rand.New(rand.NewPCG(seed, 0x5b5a))}
	for _, p := range params {
		t.theta = append(t.theta, p.Start)
	}
	return t, nil
}

// Done reports whether every iteration has been run.
func (t *Tuner) Done() bool { return t.k >= t.n }

// K returns the next iteration's index (the number run so far).
func (t *Tuner) K() int { return t.k }

// Theta returns the current estimate.
func (t *Tuner) Theta() []float64 { return append([]float64(nil), t.theta...) }

// Rounded returns the current estimate rounded and clamped, as it would be
// played.
func (t *Tuner) Rounded() []int {
	out := make([]int, len(t.params))
	for i, p := range t.params {
		out[i] = p.clamp(t.theta[i])
	}
	return out
}

func (p Param) clamp(v float64) int {
	return min(max(int(math.Round(v)), p.Min), p.Max)
}

// gains returns c_k (per unit of a parameter's C) and a_k/(R*C^2), the
// shared factors of iteration k.
func (t *Tuner) gains(k int) (cScale, aScale float64) {
	n := float64(t.n)
	a := n / 10
	cScale = math.Pow(n, gamma) / math.Pow(float64(k+1), gamma)
	aScale = math.Pow(a+n, alpha) / math.Pow(a+float64(k+1), alpha)
	return cScale, aScale
}

// Next draws iteration K's signs and returns the values the plus and minus
// sides play (each rounded and clamped; the two differ in every parameter
// unless a bound holds both). It returns the same values until Update.
func (t *Tuner) Next() (plus, minus []int) {
	if t.delta == nil {
		cs, _ := t.gains(t.k)
		t.delta = make([]int, len(t.params))
		t.plus = make([]int, len(t.params))
		t.minus = make([]int, len(t.params))
		for i, p := range t.params {
			t.delta[i] = 1
			if t.rng.IntN(2) == 0 {
				t.delta[i] = -1
			}
			c := p.C * cs * float64(t.delta[i])
			t.plus[i] = p.clamp(t.theta[i] + c)
			t.minus[i] = p.clamp(t.theta[i] - c)
		}
	}
	return append([]int(nil), t.plus...), append([]int(nil), t.minus...)
}

// Update takes the score difference of the values Next returned (the plus
// side's score less the minus side's, in any unit the learning rates are
// chosen for; takengine spsa uses points of a game pair, -2..2), moves the
// estimate, and returns the iteration's record.
func (t *Tuner) Update(result float64) (Step, error) {
	if t.delta == nil {
		return Step{}, errors.New("spsa: Update without Next")
	}
	if math.IsNaN(result) || math.IsInf(result, 0) {
		return Step{}, fmt.Errorf("spsa: result %v", result)
	}
	cs, as := t.gains(t.k)
	for i, p := range t.params {
		ck := p.C * cs
		ak := p.R * p.C * p.C * as
		v := t.theta[i] + ak*result/(ck*float64(t.delta[i]))
		t.theta[i] = min(max(v, float64(p.Min)), float64(p.Max))
	}
	s := Step{K: t.k, Delta: t.delta, Plus: t.plus, Minus: t.minus, Result: result, Theta: t.Theta()}
	t.k++
	t.delta, t.plus, t.minus = nil, nil, nil
	return s, nil
}

// WriteStep writes s as one JSON line.
func WriteStep(w io.Writer, s Step) error {
	b, err := json.Marshal(s)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// Resume reads a log of Steps written by an earlier run of the same
// parameters and sets the tuner to the state after its last step: the
// next iteration, the estimate, and the random signs drawn so far (replayed
// from the seed, so a resumed run draws what the whole run would have).
// It returns the number of steps read. A log of another run (other
// parameters, another seed or number of iterations, which set the
// perturbations; steps out of order) is an error, after which the tuner
// is not to be used.
func (t *Tuner) Resume(r io.Reader) (int, error) {
	if t.k != 0 || t.delta != nil {
		return 0, errors.New("spsa: Resume on a tuner that has run")
	}
	steps, err := ReadSteps(r)
	if err != nil {
		return 0, err
	}
	if len(steps) > t.n {
		return 0, fmt.Errorf("the log has %d steps, more than the run's %d iterations", len(steps), t.n)
	}
	for _, s := range steps {
		if len(s.Theta) != len(t.params) {
			return 0, fmt.Errorf("the log has %d parameters where the run has %d", len(s.Theta), len(t.params))
		}
		// Replay the signs so the generator stands where the run left it,
		// and check they are this run's.
		plus, _ := t.Next()
		if !slices.Equal(s.Delta, t.delta) || !slices.Equal(s.Plus, plus) {
			return 0, fmt.Errorf("iteration %d: the log's perturbations are not this run's (another seed, other parameters or another number of iterations)", s.K)
		}
		copy(t.theta, s.Theta) // JSON has no NaN or infinity to read
		t.k++
		t.delta, t.plus, t.minus = nil, nil, nil
	}
	return len(steps), nil
}

// Format returns values as Name=value pairs, comma-separated, in the
// parameters' order: what takengine tei -weights and -params read.
func Format(params []Param, values []int) string {
	var b strings.Builder
	for i, p := range params {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%s=%d", p.Name, values[i])
	}
	return b.String()
}

// ReadSteps reads a log of Steps, in order from iteration 0.
func ReadSteps(r io.Reader) ([]Step, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<24)
	var out []Step
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		var s Step
		if err := json.Unmarshal([]byte(text), &s); err != nil {
			return nil, fmt.Errorf("line %d: %v", line, err)
		}
		if s.K != len(out) {
			return nil, fmt.Errorf("line %d: iteration %d where %d was expected", line, s.K, len(out))
		}
		if len(out) > 0 && (len(s.Delta) != len(out[0].Delta) || len(s.Theta) != len(out[0].Theta)) || len(s.Delta) != len(s.Theta) {
			return nil, fmt.Errorf("line %d: the parameters differ from the log's first line", line)
		}
		out = append(out, s)
	}
	return out, sc.Err()
}

// Effect is what a log says of one parameter: the mean of result*delta
// over its iterations (the plus side's score less the minus side's when
// the parameter was the higher one, a noisy measure of the score's slope
// along it at twice the perturbation), its standard error, and where the
// estimate started and ended.
type Effect struct {
	Mean, SE     float64
	First, Final float64 // the estimate before the first step and after the last
}

// Effects summarizes steps per parameter. Each iteration perturbs every
// parameter with an independent sign, so these are the main effects of a
// random-sign factorial design: the other parameters' effects average out
// as noise, and a mean more than two standard errors from 0 is a slope
// worth a match.
func Effects(steps []Step, start []float64) []Effect {
	if len(steps) == 0 {
		return nil
	}
	n := len(steps[0].Delta)
	out := make([]Effect, n)
	for i := range out {
		var sum, sq float64
		for _, s := range steps {
			x := s.Result * float64(s.Delta[i])
			sum += x
			sq += x * x
		}
		m := float64(len(steps))
		out[i].Mean = sum / m
		if len(steps) > 1 {
			out[i].SE = math.Sqrt(max(sq/m-out[i].Mean*out[i].Mean, 0) / (m - 1))
		}
		if i < len(start) {
			out[i].First = start[i]
		}
		out[i].Final = steps[len(steps)-1].Theta[i]
	}
	return out
}
