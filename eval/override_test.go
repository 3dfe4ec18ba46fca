package eval

import (
	"strings"
	"testing"
)

func TestParseOverrides(t *testing.T) {
	o, err := ParseOverrides(" supports=60, Captives=-40 ,")
	if err != nil {
		t.Fatal(err)
	}
	if len(o) != 2 || o[Supports] != 60 || o[Captives] != -40 {
		t.Fatalf("got %v", o)
	}
	e := New()
	e.Override(o)
	for n := 3; n <= 8; n++ {
		if e.W[n][Supports] != 60 || e.W[n][Captives] != -40 {
			t.Errorf("size %d not overridden: %v", n, e.W[n])
		}
	}
	for _, bad := range []string{"", ",", "Supports", "Nope=1", "Supports=x", "Supports=1e9", "=3"} {
		if _, err := ParseOverrides(bad); err == nil {
			t.Errorf("ParseOverrides(%q): no error", bad)
		}
	}
}

func FuzzParseOverrides(f *testing.F) {
	for _, s := range []string{"Supports=60,Captives=-40", "flathalf=1", "", "a=b=c", "Walls=-100000"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		o, err := ParseOverrides(s)
		if err != nil {
			if o != nil {
				t.Fatal("map with an error")
			}
			return
		}
		for k, v := range o {
			if k < 0 || k >= NumFeatures || v < -100000 || v > 100000 {
				t.Fatalf("bad entry %v=%d from %q", k, v, s)
			}
			if !strings.Contains(strings.ToLower(s), strings.ToLower(k.String())) {
				t.Fatalf("feature %v not in %q", k, s)
			}
		}
	})
}
