package tactics

import (
	"bufio"
	"context"
	_ "embed"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/search"
)

// Tactic is one row of a tactics file (see the package comment): a
// position, what kind of problem it is, and the moves that solve it
// (best) or fail it (avoid).
type Tactic struct {
	ID       string   // the row id
	Size     int      // board size
	HalfKomi int      // komi in half flats
	TPS      string   // the position
	Kind     string   // win-in-1, tinue, defend, avoid, flat-win
	Best     []string // moves that solve it (canonical PTN)
	Avoid    []string // moves that fail it (kind avoid)
	Source   string   // where the position comes from (the source column), if given
}

// Load reads a tactics TSV file.
func Load(path string) ([]Tactic, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Read(f)
}

// Read parses tactics TSV text (one header line, then rows).
func Read(r io.Reader) ([]Tactic, error) {
	var out []Tactic
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		if line == 1 {
			if !strings.HasPrefix(sc.Text(), "id\tsize\tkomi\ttps") {
				return nil, fmt.Errorf("tactics file: first line is not the header id, size, komi, tps, ...")
			}
			continue
		}
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		c := strings.Split(sc.Text(), "\t")
		if len(c) < 7 {
			return nil, fmt.Errorf("tactics line %d: %d columns, expected at least 7", line, len(c))
		}
		size, err1 := strconv.Atoi(c[1])
		komi, err2 := board.ParseKomi(c[2])
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("tactics line %d: bad size or komi", line)
		}
		t := Tactic{ID: c[0], Size: size, HalfKomi: komi.Half(), TPS: c[3], Kind: c[4]}
		if c[5] != "-" {
			t.Best = strings.Fields(c[5])
		}
		if c[6] != "-" {
			t.Avoid = strings.Fields(c[6])
		}
		if len(c) > 7 {
			t.Source = c[7]
		}
		out = append(out, t)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("tactics file has no rows")
	}
	return out, nil
}

// Position returns the tactic's position with its komi.
func (t Tactic) Position() (board.Position, error) {
	return board.ParseTPSWith(t.TPS, t.HalfKomi, nil)
}

// Solved reports whether playing m solves the tactic.
func (t Tactic) Solved(m board.Move) bool {
	s := m.String()
	if t.Kind == "avoid" {
		for _, a := range t.Avoid {
			if a == s {
				return false
			}
		}
		return m != board.NoMove
	}
	for _, b := range t.Best {
		if b == s {
			return true
		}
	}
	return false
}

// Result is the outcome of one tactic.
type Result struct {
	Tactic Tactic        // the problem
	Move   board.Move    // the move the engine played
	Score  int           // its score, as search.Result
	Depth  int           // the last completed depth
	Nodes  uint64        // nodes searched
	Time   time.Duration // time taken
	Solved bool          // whether Move solves the tactic
}

// Solve searches one tactic from a fresh engine with search parameters
// prm (search.DefaultParams is the engine) under lim.
func Solve(t Tactic, prm search.Params, lim search.Limits, hashMB int) (Result, error) {
	p, err := t.Position()
	if err != nil {
		return Result{}, fmt.Errorf("%s: %v", t.ID, err)
	}
	e := search.NewEngine(hashMB)
	e.SetParams(prm)
	start := time.Now()
	r := e.Search(context.Background(), board.NewHistory(p), lim, nil)
	return Result{Tactic: t, Move: r.Best, Score: r.Score, Depth: r.Depth, Nodes: r.Nodes,
		Time: time.Since(start), Solved: t.Solved(r.Best)}, nil
}

//go:embed testdata/tactics.tsv
var tacticsTSV string

// Builtin returns the built-in tactics suite, testdata/tactics.tsv.
func Builtin() []Tactic {
	ts, err := Read(strings.NewReader(tacticsTSV))
	if err != nil {
		panic("tactics: built-in tactics: " + err.Error()) // a build defect, caught by the tests
	}
	return ts
}
