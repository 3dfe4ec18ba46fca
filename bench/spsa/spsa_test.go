package spsa

import (
	"bytes"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// noisyPair plays the plus and minus values against a hidden optimum: each
// side scores a game-pair result (0..2 points) whose expectation falls
// with the squared distance to opt in units of scale, so the difference
// is as noisy as real game pairs.
func noisyPair(rng *rand.Rand, opt []float64, scale float64, plus, minus []int) float64 {
	score := func(v []int) float64 {
		d := 0.0
		for i := range v {
			x := (float64(v[i]) - opt[i]) / scale
			d += x * x
		}
		p := 0.5 + 0.4*math.Exp(-d) - 0.2 // win chance per game, 0.3..0.7
		pts := 0.0
		for range 2 {
			if rng.Float64() < p {
				pts++
			}
		}
		return pts
	}
	return score(plus) - score(minus)
}

// TestTunerFindsTheOptimum: on a noisy objective whose best values are
// known, a run of 3,000 iterations ends far nearer the optimum than it
// started, in every parameter, whatever the seed.
func TestTunerFindsTheOptimum(t *testing.T) {
	opt := []float64{150, 40, -80}
	for seed := uint64(1); seed <= 3; seed++ {
		params := []Param{
			{Name: "A", Start: 100, Min: 0, Max: 300, C: 10, R: 0.02},
			{Name: "B", Start: 80, Min: 0, Max: 300, C: 10, R: 0.02},
			{Name: "C", Start: -40, Min: -200, Max: 0, C: 10, R: 0.02},
		}
		tu, err := New(params, 3000, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 99))
		for !tu.Done() {
			plus, minus := tu.Next()
			if _, err := tu.Update(noisyPair(rng, opt, 60, plus, minus)); err != nil {
				t.Fatal(err)
			}
		}
		th := tu.Theta()
		t.Logf("seed %d: %.1f", seed, th)
		for i, p := range params {
			if before, after := math.Abs(p.Start-opt[i]), math.Abs(th[i]-opt[i]); after > before/2 {
				t.Errorf("seed %d: %s ended at %.1f, %.1f from the optimum %.0f (started %.1f away)", seed, p.Name, th[i], after, opt[i], before)
			}
		}
	}
}

// TestPerturbation: the two sides differ by twice the iteration's
// perturbation in every parameter (C at the last iteration, larger
// before), rounded and clamped, and Next repeats itself until Update.
func TestPerturbation(t *testing.T) {
	params := []Param{{Name: "A", Start: 10, Min: 0, Max: 100, C: 2, R: 0.02}, {Name: "B", Start: 0, Min: 0, Max: 100, C: 4, R: 0.02}}
	tu, err := New(params, 100, 7)
	if err != nil {
		t.Fatal(err)
	}
	for !tu.Done() {
		k := tu.K()
		plus, minus := tu.Next()
		p2, m2 := tu.Next()
		if !slices.Equal(plus, p2) || !slices.Equal(minus, m2) {
			t.Fatalf("iteration %d: Next changed its values", k)
		}
		cs := math.Pow(100, gamma) / math.Pow(float64(k+1), gamma)
		if d := plus[0] - minus[0]; math.Abs(math.Abs(float64(d))-2*2*cs) > 1 {
			t.Fatalf("iteration %d: A plays %d and %d, want %.2f apart", k, plus[0], minus[0], 4*cs)
		}
		if min(plus[1], minus[1]) != 0 {
			t.Fatalf("iteration %d: B at its lower bound plays %d and %d, one must be clamped to 0", k, plus[1], minus[1])
		}
		if _, err := tu.Update(0); err != nil {
			t.Fatal(err)
		}
	}
	if k := tu.K(); k != 100 {
		t.Fatalf("K = %d after the run, want 100", k)
	}
	if th := tu.Theta(); th[0] != 10 || th[1] != 0 {
		t.Fatalf("results of 0 moved the estimate to %v", th)
	}
}

// TestUpdateDirection: a plus side that wins moves each parameter toward
// its plus value, a losing one away from it.
func TestUpdateDirection(t *testing.T) {
	for _, r := range []float64{2, -2} {
		tu, _ := New([]Param{{Name: "A", Start: 50, Min: 0, Max: 100, C: 5, R: 0.05}}, 10, 3)
		plus, minus := tu.Next()
		s, err := tu.Update(r)
		if err != nil {
			t.Fatal(err)
		}
		toPlus := (s.Theta[0] - 50) * float64(plus[0]-minus[0])
		if r > 0 && toPlus <= 0 || r < 0 && toPlus >= 0 {
			t.Errorf("result %v: plus %d, minus %d, estimate moved to %.3f", r, plus[0], minus[0], s.Theta[0])
		}
	}
}

// TestResume: a run stopped halfway and resumed from its log ends where
// the whole run ends, and a log of another run is refused.
func TestResume(t *testing.T) {
	params := []Param{{Name: "A", Start: 100, Min: 0, Max: 300, C: 10, R: 0.02}, {Name: "B", Start: 80, Min: 0, Max: 300, C: 10, R: 0.02}}
	opt := []float64{150, 40}
	play := func(tu *Tuner, rng *rand.Rand, log *bytes.Buffer, stopAt int) {
		for !tu.Done() && tu.K() < stopAt {
			plus, minus := tu.Next()
			s, err := tu.Update(noisyPair(rng, opt, 60, plus, minus))
			if err != nil {
				t.Fatal(err)
			}
			if err := WriteStep(log, s); err != nil {
				t.Fatal(err)
			}
		}
	}
	whole, _ := New(params, 400, 11)
	var wholeLog bytes.Buffer
	rng := rand.New(rand.NewPCG(5, 5))
	play(whole, rng, &wholeLog, 400)

	first, _ := New(params, 400, 11)
	var log bytes.Buffer
	rng = rand.New(rand.NewPCG(5, 5))
	play(first, rng, &log, 150)
	second, _ := New(params, 400, 11)
	n, err := second.Resume(bytes.NewReader(log.Bytes()))
	if err != nil || n != 150 || second.K() != 150 {
		t.Fatalf("Resume: %d steps, K %d, %v; want 150", n, second.K(), err)
	}
	play(second, rng, &log, 400)
	if !slices.Equal(second.Theta(), whole.Theta()) || log.String() != wholeLog.String() {
		t.Fatalf("resumed run ends at %v, the whole run at %v", second.Theta(), whole.Theta())
	}

	for name, bad := range map[string]func() (*Tuner, string){
		"another seed":      func() (*Tuner, string) { tu, _ := New(params, 400, 12); return tu, log.String() },
		"fewer iterations":  func() (*Tuner, string) { tu, _ := New(params, 100, 11); return tu, log.String() },
		"another parameter": func() (*Tuner, string) { tu, _ := New(params[:1], 400, 11); return tu, log.String() },
		"a missing step":    func() (*Tuner, string) { tu, _ := New(params, 400, 11); return tu, dropLine(log.String(), 3) },
		"not a log":         func() (*Tuner, string) { tu, _ := New(params, 400, 11); return tu, "hello\n" },
		"an unreadable number": func() (*Tuner, string) {
			tu, _ := New(params, 400, 11)
			return tu, strings.Replace(log.String(), `"theta":[`, `"theta":[1e999`, 1)
		},
	} {
		tu, text := bad()
		if _, err := tu.Resume(strings.NewReader(text)); err == nil {
			t.Errorf("%s: resumed without an error", name)
		}
	}
}

func TestParseParams(t *testing.T) {
	ps, err := ParseParams("Supports:189:100:300:10:0.05, Captives:-162:-300:0, LMRBase:200:100:400:20")
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 3 || ps[0] != (Param{"Supports", 189, 100, 300, 10, 0.05}) ||
		ps[1] != (Param{"Captives", -162, -300, 0, 15, defaultR}) || ps[2].C != 20 || ps[2].R != defaultR {
		t.Fatalf("parsed %+v", ps)
	}
	for _, bad := range []string{
		"", "A", "A:1:0", "A:x:0:10", "A:5:10:0", "A:11:0:10", "A:1:0:10:0.1", "A:1:0:10:2:0",
		"A:1:0:10:2:0.1:9", "A=B:1:0:10", "A:1:0:10,a:2:0:10", "A:NaN:0:10", "A:1:0:10:20",
	} {
		if _, err := ParseParams(bad); err == nil {
			t.Errorf("%q: parsed without an error", bad)
		}
	}
	if got := Format(ps, []int{1, -2, 3}); got != "Supports=1,Captives=-2,LMRBase=3" {
		t.Errorf("Format = %q", got)
	}
}

func TestNewAndUpdateErrors(t *testing.T) {
	if _, err := New(nil, 10, 1); err == nil {
		t.Error("New without parameters")
	}
	if _, err := New([]Param{{Name: "A", Max: 1, C: 1, R: 1}}, 0, 1); err == nil {
		t.Error("New with no iterations")
	}
	tu, _ := New([]Param{{Name: "A", Max: 10, C: 1, R: 1}}, 5, 1)
	if _, err := tu.Update(1); err == nil {
		t.Error("Update before Next")
	}
	tu.Next()
	if _, err := tu.Update(math.NaN()); err == nil {
		t.Error("Update with NaN")
	}
}

func dropLine(s string, i int) string {
	lines := strings.SplitAfter(s, "\n")
	return strings.Join(append(lines[:i:i], lines[i+1:]...), "")
}

// TestEffects: in a log where the result follows the first parameter's
// sign alone, its effect is the result's size with no spread, and the
// second parameter's is near 0; ReadSteps reads back what WriteStep wrote.
func TestEffects(t *testing.T) {
	params := []Param{{Name: "A", Start: 50, Min: 0, Max: 100, C: 5, R: 0.02}, {Name: "B", Start: 50, Min: 0, Max: 100, C: 5, R: 0.02}}
	tu, _ := New(params, 400, 9)
	var log bytes.Buffer
	for !tu.Done() {
		tu.Next()
		s, err := tu.Update(float64(tu.delta[0]))
		if err != nil {
			t.Fatal(err)
		}
		WriteStep(&log, s)
	}
	steps, err := ReadSteps(bytes.NewReader(log.Bytes()))
	if err != nil || len(steps) != 400 {
		t.Fatalf("ReadSteps: %d steps, %v", len(steps), err)
	}
	e := Effects(steps, []float64{50, 50})
	if e[0].Mean != 1 || e[0].SE != 0 || e[0].First != 50 || e[0].Final != tu.Theta()[0] || e[0].Final <= 50 {
		t.Errorf("A: %+v", e[0])
	}
	if math.Abs(e[1].Mean) > 3*e[1].SE || e[1].SE < 0.03 || e[1].SE > 0.07 {
		t.Errorf("B: %+v, want a mean within noise of 0 and a standard error near 0.05", e[1])
	}
	if _, err := ReadSteps(strings.NewReader(dropLine(log.String(), 5))); err == nil {
		t.Error("ReadSteps read a log with a step missing")
	}
	if Effects(nil, nil) != nil {
		t.Error("Effects of no steps")
	}
}
