package tactics

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
	"github.com/takengine/takengine/search"
)

// boardFill is tactics.tsv row tz6-board_fill_flat_win (from Topaz's
// tests): Black fills the board and wins on flats with f6 or Sf6, the
// only winning moves, played here as the game's last ply.
const boardFill = `[Size "6"]
[TPS "1,2,1,1,1,x/2,2,2,1,21,1/2,2,112C,21S,2,2/2,1,221C,1,12,212/1,1,1,2,1,2/2,2,1,1,2,112S 2 30"]
[Result "0-F"]

30. -- f6 0-F
`

// TestFlatRaceLabelsBoardFill: FlatRace proves the position won and
// lists exactly the winning moves the shared tactics file gives; written
// and read back, the row is unchanged; a game decided by a road is not
// looked at.
func TestFlatRaceLabelsBoardFill(t *testing.T) {
	games, err := ptn.ParseString(boardFill + "\n" + boardFill)
	if err != nil {
		t.Fatal(err)
	}
	games[1].Result = "0-R" // as if it had ended on a road
	ts, err := FlatRace(games, "fill.ptn", RaceOptions{Last: 4, Nodes: 10000, MoveNodes: 2000, HashMB: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(ts) != 1 {
		t.Fatalf("%d problems, want 1 (the flats game's last position)", len(ts))
	}
	got := ts[0]
	slices.Sort(got.Best)
	if got.Kind != FlatWin || !slices.Equal(got.Best, []string{"Sf6", "f6"}) {
		t.Fatalf("kind %s best %v, want flat-win [Sf6 f6]", got.Kind, got.Best)
	}
	if !strings.HasPrefix(got.Source, "fill.ptn:game 1 move 30 black, played f6 (wins)") {
		t.Errorf("source %q", got.Source)
	}
	var b bytes.Buffer
	if err := Write(&b, ts); err != nil {
		t.Fatal(err)
	}
	back, err := Read(&b)
	if err != nil {
		t.Fatal(err)
	}
	if len(back) != 1 || !slices.Equal(back[0].Best, got.Best) || back[0].TPS != got.TPS ||
		back[0].Source != got.Source || back[0].HalfKomi != got.HalfKomi || back[0].ID != got.ID {
		t.Errorf("read back %+v, wrote %+v", back, got)
	}
}

// loadRaces reads testdata/flatrace.tsv, the flat-race suite built by
// takengine flatrace from the shared games lost to Topaz
// (bench/testdata/games/vs-topaz.ptn, the last 8 plies, at most 15
// winning moves a row).
func loadRaces(t *testing.T) []Tactic { return loadFile(t, "testdata/flatrace.tsv") }

// TestFlatRaceSuiteWellFormed: every row is a flat-win problem whose
// position parses, whose listed moves are legal and distinct, with at
// least one winning move and no move both winning and losing.
func TestFlatRaceSuiteWellFormed(t *testing.T) {
	ts := loadRaces(t)
	ids := map[string]bool{}
	for _, tc := range ts {
		if tc.Kind != FlatWin || len(tc.Best) == 0 || ids[tc.ID] || tc.Source == "" {
			t.Errorf("%s: kind %s, %d best moves, duplicate id %v, source %q", tc.ID, tc.Kind, len(tc.Best), ids[tc.ID], tc.Source)
		}
		ids[tc.ID] = true
		p, err := tc.Position()
		if err != nil {
			t.Fatalf("%s: %v", tc.ID, err)
		}
		seen := map[string]bool{}
		for _, s := range append(append([]string(nil), tc.Best...), tc.Avoid...) {
			m, err := board.ParseMove(s, p.Size())
			if err != nil || !p.IsLegal(m) || m.String() != s || seen[s] {
				t.Errorf("%s: move %q is unparsable, illegal, not canonical or listed twice", tc.ID, s)
			}
			seen[s] = true
		}
	}
}

// TestFlatRaceSuiteProofs re-proves every row's first winning move: after
// it, a search finds a forced loss for the opponent. (The labels are
// proofs, not engine opinions: a search change that breaks them breaks
// the rules or the mate scores.)
func TestFlatRaceSuiteProofs(t *testing.T) {
	if testing.Short() {
		t.Skip("searches every row")
	}
	for _, tc := range loadRaces(t) {
		p, _ := tc.Position()
		m, _ := board.ParseMove(tc.Best[0], p.Size())
		e := search.NewEngine(16)
		if proveMove(e, p, m, 40, 2_000_000) != 1 {
			t.Errorf("%s: %s is not proven to win", tc.ID, tc.Best[0])
		}
	}
}

// TestFlatRaceSuiteSolved: at 50k nodes a position the engine finds a
// proven winning move in at least minRaceSolved rows of the suite (the
// rate when the suite was built, less two rows of slack): a search or
// evaluation change that plays flat races worse fails here.
func TestFlatRaceSuiteSolved(t *testing.T) {
	const minRaceSolved = 16 // 18 of 21 when built
	if testing.Short() {
		t.Skip("searches every row")
	}
	ts := loadRaces(t)
	solved := countSolved(t, ts, 50_000)
	t.Logf("solved %d of %d at 50k nodes", solved, len(ts))
	if solved < minRaceSolved {
		t.Errorf("solved %d of %d flat races at 50k nodes, want at least %d", solved, len(ts), minRaceSolved)
	}
}

// FuzzRead: the tactics reader never panics; what it accepts has rows,
// each with a size and a kind, and writes back to a file it reads again
// to the same problems.
func FuzzRead(f *testing.F) {
	f.Add(tacticsTSV[:strings.Index(tacticsTSV, "\ntk5-asgardiator")+1])
	f.Add("id\tsize\tkomi\ttps\tkind\tbest\tavoid\tsource\nx\t5\t2\tx5/x5/x5/x5/x5 1 1\tflat-win\ta1\t-\tsomewhere\n")
	f.Add("id\tsize\tkomi\ttps\tkind\tbest\tavoid\nx\t5\t0.5\t\t\t-\t-\n")
	f.Fuzz(func(t *testing.T, s string) {
		ts, err := Read(strings.NewReader(s))
		if err != nil {
			return
		}
		if len(ts) == 0 {
			t.Fatal("no error and no rows")
		}
		var b bytes.Buffer
		if err := Write(&b, ts); err != nil {
			t.Fatal(err)
		}
		back, err := Read(&b)
		if err != nil || len(back) != len(ts) {
			t.Fatalf("written rows read back as %d rows, %v", len(back), err)
		}
	})
}
