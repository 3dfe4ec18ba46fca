package match

import (
	"math"
	"testing"
)

func TestElo(t *testing.T) {
	// 60 wins and 40 losses: score 0.6, per-game variance 0.24; values
	// computed by hand from the formulas of the package comment.
	elo, margin := Score{Wins: 60, Losses: 40}.Elo()
	if math.Abs(elo-70.4365) > 1e-3 || math.Abs(margin-70.5725) > 1e-3 {
		t.Errorf("Elo of +60 -40 = %.4f ± %.4f, want 70.4365 ± 70.5725", elo, margin)
	}
	if elo, _ := (Score{Wins: 10, Losses: 10, Draws: 5}).Elo(); math.Abs(elo) > 1e-9 {
		t.Errorf("Elo of an even score = %v, want 0", elo)
	}
	if elo, margin := (Score{Wins: 3}).Elo(); !math.IsInf(elo, 1) || !math.IsInf(margin, 1) {
		t.Errorf("Elo of +3 = %v ± %v, want +Inf ± Inf", elo, margin)
	}
	if elo, _ := (Score{}).Elo(); !math.IsNaN(elo) {
		t.Errorf("Elo of no games = %v, want NaN", elo)
	}
}

func TestSPRTBounds(t *testing.T) {
	lo, hi := StandardSPRT().Bounds()
	if math.Abs(lo+2.9444) > 1e-4 || math.Abs(hi-2.9444) > 1e-4 {
		t.Errorf("bounds for alpha = beta = 0.05: %v, %v; want ±2.9444", lo, hi)
	}
}

func TestLLRMatchesApproximation(t *testing.T) {
	// For many games the MLE-based LLR equals the GSPRT approximation
	// N(s1-s0)(2s-s0-s1)/(2v) up to higher-order terms.
	tests := []Score{
		{Wins: 420, Losses: 380, Draws: 200},
		{Wins: 380, Losses: 420, Draws: 200},
		{Wins: 5000, Losses: 4800, Draws: 200},
	}
	sprt := SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	for _, s := range tests {
		n := float64(s.Games())
		m := s.Fraction()
		v := (float64(s.Wins)*(1-m)*(1-m) + float64(s.Draws)*(0.5-m)*(0.5-m) + float64(s.Losses)*m*m) / n
		s0, s1 := 0.5, 1/(1+math.Pow(10, -10.0/400))
		approx := n * (s1 - s0) * (2*m - s0 - s1) / (2 * v)
		if got := sprt.LLR(s); math.Abs(got-approx) > 0.02*math.Abs(approx)+0.01 {
			t.Errorf("LLR(%+v) = %.4f, approximation %.4f", s, got, approx)
		}
	}
}

func TestLLRIdenticalResults(t *testing.T) {
	// A run of wins moves the LLR by about log(s1/s0) = 0.0284 per game, so
	// H1 is accepted after about log(19)/0.0284 = 104 wins, not at once.
	sprt := SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	if llr := sprt.LLR(Score{}); llr != 0 {
		t.Errorf("LLR of no games = %v", llr)
	}
	if llr := sprt.LLR(Score{Wins: 1}); llr <= 0 || llr > 0.05 {
		t.Errorf("LLR of one win = %v, want about 0.028", llr)
	}
	if llr := sprt.LLR(Score{Losses: 1}); llr >= 0 || llr < -0.05 {
		t.Errorf("LLR of one loss = %v, want about -0.029", llr)
	}
	first := 0
	for w := 1; w < 200; w++ {
		if sprt.Decide(Score{Wins: w}) == AcceptH1 {
			first = w
			break
		}
	}
	if first < 95 || first > 115 {
		t.Errorf("H1 accepted after %d straight wins, want about 104", first)
	}
	if d := sprt.Decide(Score{Losses: 200}); d != AcceptH0 {
		t.Errorf("200 losses: %v", d)
	}
	if d := sprt.Decide(Score{Wins: 30, Losses: 30, Draws: 10}); d != Continue {
		t.Errorf("an even score after 70 games: %v", d)
	}
}

func TestParseSPRT(t *testing.T) {
	got, err := ParseSPRT("elo0=-1.5,elo1=4, alpha=0.1,beta=0.2")
	if err != nil || got != (SPRT{Elo0: -1.5, Elo1: 4, Alpha: 0.1, Beta: 0.2}) {
		t.Errorf("ParseSPRT = %+v, %v", got, err)
	}
	if got, err := ParseSPRT("elo1=5"); err != nil || got != (SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}) {
		t.Errorf("ParseSPRT(elo1=5) = %+v, %v", got, err)
	}
	for _, bad := range []string{"", "elo0=5,elo1=5", "elo0=10,elo1=0", "elo2=3", "elo0", "alpha=0", "beta=1",
		"alpha=0.6,beta=0.5", "elo1=NaN", "elo1=x", "elo1=2000"} {
		if _, err := ParseSPRT(bad); err == nil {
			t.Errorf("ParseSPRT(%q) succeeded", bad)
		}
	}
}
