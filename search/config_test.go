package search

import "testing"

// TestZeroConfigIsTheEngine: a new engine and the zero Config have every
// technique on, and each No switch turns exactly one off.
func TestZeroConfigIsTheEngine(t *testing.T) {
	all := switches{NullMove: true, LMR: true, RFP: true, LMP: true}
	if e := NewEngine(1); e.cfg != all || (Config{}).switches() != all {
		t.Fatalf("new engine %+v, zero Config %+v; want every technique on", e.cfg, Config{}.switches())
	}
	e := NewEngine(1)
	e.SetConfig(Config{NoLMR: true})
	if want := (switches{NullMove: true, RFP: true, LMP: true}); e.cfg != want {
		t.Errorf("NoLMR gives %+v, want %+v", e.cfg, want)
	}
}
