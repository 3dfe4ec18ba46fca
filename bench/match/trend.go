package match

import (
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
)

// Score trends: how each engine judged its own games as they went, read
// from the scores of the evaluation comments (White's point of view in
// the PTN, turned to the engine's own here). Grouped by the engine's
// colour and by whether it went on to win, draw or lose, the mean score
// per stretch of plies shows where games turn: against Tiltak at komi 2,
// Tiltak's own scores in the games takengine lost as Black rose from
// about -0.5 at ply 7 to +0.5 by ply 41, while the flat count was still
// level, so those flat races were decided by plies 11-41, long before
// the count showed it (thirty-fourth session). Each engine's scores are
// on its own scale (takengine's in flats, Tiltak's a squashed win
// chance), so the trend compares stretches of one engine, not engines.

// Outcome is how a game ended for one player.
type Outcome int

// The outcomes, from the player's side.
const (
	OutcomeWon Outcome = iota
	OutcomeDrawn
	OutcomeLost
	numOutcomes
)

func (o Outcome) String() string { return [...]string{"won", "drawn", "lost"}[o] }

// outcomeOf returns the outcome for colour c of a game won by winner
// (NoColor for a draw), as resultOf reads it.
func outcomeOf(winner, c int) Outcome {
	switch winner {
	case NoColor:
		return OutcomeDrawn
	case c:
		return OutcomeWon
	}
	return OutcomeLost
}

// TrendCell sums the open scores (those that do not say the game is
// decided) of one stretch of plies; Decided counts the decided ones,
// which are left out of the mean.
type TrendCell struct {
	Plies   int
	Sum     float64
	Decided int
}

// Mean is the average open score, 0 without any.
func (c TrendCell) Mean() float64 { return c.Sum / float64(max(c.Plies, 1)) }

// EngineTrend is one engine's scores over a set of games. Cells[c][o][k]
// sums its own plies k*Step+1 to (k+1)*Step of the finished games it
// played as colour c (board.White, board.Black) with outcome o; Games
// counts those games.
type EngineTrend struct {
	Name  string
	Games [2][numOutcomes]int
	Cells [2][numOutcomes][]TrendCell
}

// Trends returns each engine's score trend over the finished games, in
// the order the players first appear (Player1 is White), with stretches
// of step plies up to ply maxPly (a game's plies numbered from 1 in its
// move list, as Phases numbers them). A ply counts for its mover when its
// comment carries a score ("+0.35/12 1.23s"). step and maxPly must be at
// least 1.
func Trends(games []ptn.Game, step, maxPly int) []EngineTrend {
	var out []EngineTrend
	find := func(name string) int {
		i := slices.IndexFunc(out, func(e EngineTrend) bool { return e.Name == name })
		if i < 0 {
			out = append(out, EngineTrend{Name: name})
			i = len(out) - 1
		}
		return i
	}
	cells := (maxPly + step - 1) / step
	for gi := range games {
		g := &games[gi]
		winner, _, ok := resultOf(g.Result)
		if !ok {
			continue
		}
		var players [2]int
		var outcome [2]Outcome
		for c, tag := range [2]string{"Player1", "Player2"} {
			players[c] = find(g.Tag(tag))
			outcome[c] = outcomeOf(winner, c)
			e := &out[players[c]]
			e.Games[c][outcome[c]]++
			if e.Cells[c][outcome[c]] == nil {
				e.Cells[c][outcome[c]] = make([]TrendCell, cells)
			}
		}
		mover := g.Start.ToMove()
		for i := range min(len(g.Moves), len(g.Comments), maxPly) {
			if m := phaseComment.FindStringSubmatch(g.Comments[i]); m != nil {
				cell := &out[players[mover]].Cells[mover][outcome[mover]][i/step]
				if decided(m[1]) {
					cell.Decided++
				} else if v, err := strconv.ParseFloat(m[1], 64); err == nil {
					if mover == board.Black {
						v = -v
					}
					cell.Plies++
					cell.Sum += v
				}
			}
			mover = mover.Other()
		}
	}
	return out
}

// WriteTrends writes, for each engine, colour and outcome with games, the
// engine's mean open score of each stretch of step plies ("-" where it
// has none), and how many of them were decided.
func WriteTrends(w io.Writer, trends []EngineTrend, step int) {
	fmt.Fprintf(w, "score trend (each engine's own scores, its point of view, mean over each %d plies; decided results left out):\n", step)
	for _, e := range trends {
		for c := board.White; c <= board.Black; c++ {
			for o := range numOutcomes {
				if e.Games[c][o] == 0 {
					continue
				}
				fmt.Fprintf(w, "  %s as %s, %s %d:", e.Name, c, o, e.Games[c][o])
				for k, cell := range e.Cells[c][o] {
					if cell.Plies == 0 && cell.Decided == 0 {
						continue
					}
					fmt.Fprintf(w, " %d-%d ", k*step+1, (k+1)*step)
					if cell.Plies == 0 {
						fmt.Fprint(w, "-")
					} else {
						fmt.Fprintf(w, "%+.2f", cell.Mean())
					}
					if cell.Decided > 0 {
						fmt.Fprintf(w, " (%d decided)", cell.Decided)
					}
					fmt.Fprint(w, ";")
				}
				fmt.Fprintln(w)
			}
		}
	}
}
