package search

import "testing"

func TestWDL(t *testing.T) {
	prev := -1
	for score := -3000; score <= 3000; score += 7 {
		w, d, l := WDL(score, 0)
		if w < 0 || d < 0 || l < 0 || w+d+l != 1000 {
			t.Fatalf("WDL(%d) = %d %d %d", score, w, d, l)
		}
		if w < prev {
			t.Fatalf("WDL(%d): win %d below %d at a lower score", score, w, prev)
		}
		prev = w
		if wc := WinChance(score, 0); wc < -100 || wc > 100 || wc != -WinChance(-score, 0) {
			t.Fatalf("WinChance(%d) = %d, WinChance(%d) = %d", score, wc, -score, WinChance(-score, 0))
		}
	}
	if w, d, l := WDL(Mate-3, 0); w != 1000 || d != 0 || l != 0 {
		t.Errorf("winning mate: %d %d %d", w, d, l)
	}
	if w, d, l := WDL(-Mate+4, 80); w != 0 || d != 0 || l != 1000 {
		t.Errorf("losing mate: %d %d %d", w, d, l)
	}
	if WinChance(80, 80) != 0 || WinChance(Mate-1, 0) != 100 {
		t.Errorf("WinChance(80, 80) = %d, WinChance(mate) = %d", WinChance(80, 80), WinChance(Mate-1, 0))
	}
}
