package board

import "testing"

func TestKomi(t *testing.T) {
	for text, want := range map[string]Komi{"0": 0, "2": 4, "2.5": 5, "-1.5": -3, "+3": 6, " 1 ": 2, "2.50": 5, ".5": 1, "1.": 2, "50": 100, "-50": -100} {
		k, err := ParseKomi(text)
		if err != nil || k != want {
			t.Errorf("ParseKomi(%q) = %d, %v; want %d", text, k, err, want)
			continue
		}
		if back, err := ParseKomi(k.String()); err != nil || back != k {
			t.Errorf("ParseKomi(%q) = %d, %v after String", k.String(), back, err)
		}
	}
	for k, want := range map[Komi]string{0: "0", 4: "2", 5: "2.5", -3: "-1.5", -1: "-0.5", 100: "50"} {
		if got := k.String(); got != want {
			t.Errorf("Komi(%d).String() = %q, want %q", k, got, want)
		}
	}
	// 2.25 is refused, not truncated to 2.
	for _, bad := range []string{"", "2.25", "0.3", "abc", "1e1", "-", "NaN", "0x2", "99999", "50.5", "-51", "2,5"} {
		if k, err := ParseKomi(bad); err == nil {
			t.Errorf("ParseKomi(%q) = %d, want an error", bad, k)
		}
	}
}
