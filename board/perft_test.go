package board

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// perftRow is one line of testdata/perft.tsv, an unchanged copy of
// the project's shared perft file (docs/RULES.md §13).
type perftRow struct {
	name, tps   string
	size, depth int
	nodes       uint64
}

func loadPerft(t testing.TB) []perftRow {
	f, err := os.Open("testdata/perft.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []perftRow
	sc := bufio.NewScanner(f)
	sc.Scan() // header
	for sc.Scan() {
		c := strings.Split(sc.Text(), "\t")
		if len(c) < 5 {
			continue
		}
		size, _ := strconv.Atoi(c[1])
		depth, _ := strconv.Atoi(c[3])
		nodes, _ := strconv.ParseUint(c[4], 10, 64)
		rows = append(rows, perftRow{c[0], c[2], size, depth, nodes})
	}
	return rows
}

func rowPosition(t testing.TB, r perftRow) Position {
	var p Position
	var err error
	if r.tps == "start" {
		p, err = New(r.size)
	} else {
		p, err = ParseTPS(r.tps)
	}
	if err != nil {
		t.Fatalf("%s: %v", r.name, err)
	}
	return p
}

// perftBudget is the largest leaf count run by default: the rows up to it
// add up to more than 100 million leaves.
const perftBudget = 200_000_000

// perftAll runs every row when TAKENGINE_PERFT_ALL is set.
var perftAll = os.Getenv("TAKENGINE_PERFT_ALL") != ""

func TestPerftShared(t *testing.T) {
	var total uint64
	for _, r := range loadPerft(t) {
		if (r.nodes > perftBudget && !perftAll) || (testing.Short() && r.nodes > 3_000_000) {
			continue
		}
		p := rowPosition(t, r)
		if got := Perft(&p, r.depth); got != r.nodes {
			t.Errorf("%s depth %d: got %d, want %d", r.name, r.depth, got, r.nodes)
		}
		total += r.nodes
	}
	t.Logf("perft rows checked: %d leaves", total)
}
