package spsa

import (
	"strings"
	"testing"
)

// FuzzParseParams: any text either fails to parse or gives parameters a
// tuner accepts, whose played values stay within their bounds, and whose
// Format the engine's -weights syntax reads back as the same names.
func FuzzParseParams(f *testing.F) {
	for _, s := range []string{
		"Supports:189:100:300:10:0.05", "A:1:0:9,B:-5:-10:0:1", "A:1:0:10:0.5", "A:1e3:0:2000",
		"A:1:0:9,a:1:0:9", "A:5:10:0", ":1:0:9", "A:1:0:9:", "A:NaN:0:9", "A:1:-9223372036854775808:9223372036854775807",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ps, err := ParseParams(s)
		if err != nil {
			return
		}
		tu, err := New(ps, 5, 1)
		if err != nil {
			t.Fatalf("%q parsed but New refused it: %v", s, err)
		}
		for !tu.Done() {
			plus, minus := tu.Next()
			for i, p := range ps {
				if plus[i] < p.Min || plus[i] > p.Max || minus[i] < p.Min || minus[i] > p.Max {
					t.Fatalf("%q: %s plays %d and %d outside [%d, %d]", s, p.Name, plus[i], minus[i], p.Min, p.Max)
				}
			}
			if _, err := tu.Update(2); err != nil {
				t.Fatal(err)
			}
		}
		text := Format(ps, tu.Rounded())
		if n := len(strings.Split(text, ",")); n != len(ps) {
			t.Fatalf("%q: Format gave %d pairs for %d parameters: %q", s, n, len(ps), text)
		}
	})
}
