package search

import (
	"context"
	"testing"

	"github.com/takengine/takengine/board"
)

func TestSearchSmoke(t *testing.T) {
	p, _ := board.New(6)
	e := NewEngine(16)
	r := e.Search(context.Background(), p, nil, Limits{Depth: 5}, func(i Info) {
		t.Logf("depth %d score %d nodes %d nps %d pv %v", i.Depth, i.Score, i.Nodes, i.NPS(), i.PV)
	})
	if r.Best == board.NoMove {
		t.Fatal("no move")
	}
}
