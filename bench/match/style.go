package match

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
)

// Style statistics: how each player's games ended, by its colour and by
// the ending (a road, the flat count, anything else), and which kinds of
// move it chose in each phase of the game. They say where a match is
// lost: a player that wins its road fights but loses its flat races, or
// that spreads where its opponent places flats, shows it here. Where the
// flats go is counted too, by ring (the edge, the ring inside it, and the
// squares further in): against Tiltak, takengine's flats of the middle
// game went to the edge where Tiltak's went inside, with the same empty
// squares to choose from (thirty-third session). And the flat-count
// endings are split by how the count was reached (whose reserve ran out,
// or a full board), beside each player's reserve lead as the last plies
// began: the side that spends its reserve first chooses when the game
// ends, and against Tiltak at komi 2 takengine lost its flat races with
// stones still in hand (fiftieth session: Tiltak spent its reserve in all
// 57 flat races takengine lost as White, 100 games, and takengine held
// 1.3 stones more than Tiltak on average 20 plies before those ended).

// Ending is how a game ended, as its PTN result says.
type Ending int

// The endings: a road ("R-0", "0-R"), the flat count ("F-0", "0-F"), and
// any other decided result ("1-0", "0-1": time, resignation, a forfeit).
const (
	EndRoad Ending = iota
	EndFlats
	EndOther
	numEndings
)

func (e Ending) String() string { return [...]string{"R", "F", "O"}[e] }

// MoveKind classes a move for the move mix.
type MoveKind int

// The move kinds: flat, wall and capstone placements, spreads that carry
// one stone, and spreads that carry more.
const (
	KindFlat MoveKind = iota
	KindWall
	KindCap
	KindSpread1
	KindSpreadN
	numMoveKinds
)

func (k MoveKind) String() string {
	return [...]string{"flat", "wall", "cap", "spread1", "spreadN"}[k]
}

// kindOf classes m.
func kindOf(m board.Move) MoveKind {
	if m.IsSpread() {
		if m.Count() == 1 {
			return KindSpread1
		}
		return KindSpreadN
	}
	switch m.Kind() {
	case board.Wall:
		return KindWall
	case board.Cap:
		return KindCap
	}
	return KindFlat
}

// PlayerStyle is one player's record over a set of games.
type PlayerStyle struct {
	Name  string
	Games int
	// Won[c][e] and Lost[c][e] count the games the player won and lost
	// as colour c (board.White, board.Black) that ended by e; Drawn[c]
	// the drawn ones. Unfinished games count in Games only.
	Won, Lost [2][numEndings]int
	Drawn     [2]int
	// Moves[ph][k] counts the player's own moves of kind k in phase ph:
	// the plies with an engine comment (as Phases counts them), so an
	// opening book's moves are left out.
	Moves [numPhases][numMoveKinds]int
	// Rings[ph][r] counts the same moves' flat placements on ring r
	// (ringOf), and Empty[ph][r] the empty squares of ring r summed
	// over those placements (what the player had to choose from).
	Rings, Empty [numPhases][numRings]int
	// FlatEnds[o][k] counts the player's games that ended on the flat
	// count (a flat win, or a draw, whose final position has a reserve
	// spent or the board full) with outcome o, by how the count was
	// reached: k is EndOwnReserve, EndTheirReserve or EndBoardFull.
	FlatEnds [numOutcomes][numEndCauses]int
	// LateLead[o] sums, over the player's finished games with outcome o,
	// its pieces in reserve less the opponent's as the late phase (the
	// last plies) began; LateGames[o] counts those games.
	LateLead, LateGames [numOutcomes]int
}

// EndCause is how a game reached the flat count, from one player's side.
type EndCause int

// The causes: the player spent its reserve, the opponent spent theirs, or
// the board filled with both reserves left.
const (
	EndOwnReserve EndCause = iota
	EndTheirReserve
	EndBoardFull
	numEndCauses
)

func (k EndCause) String() string { return [...]string{"own", "opponent", "full"}[k] }

// spentReserve returns the colour whose reserve is empty in the final
// position pos, or NoColor when both have pieces left. last made the final
// move, so its reserve is looked at first: that move is what ended the
// game.
func spentReserve(pos *board.Position, last board.Color) int {
	switch {
	case pos.InReserve(last) == 0:
		return int(last)
	case pos.InReserve(last.Other()) == 0:
		return int(last.Other())
	}
	return NoColor
}

// numRings is the number of rings Rings counts: the edge, the ring inside
// it, and every square further in.
const numRings = 3

// ringOf returns sq's ring on an n x n board: its distance from the
// nearest edge, at most numRings-1.
func ringOf(sq board.Square, n int) int {
	f, r := sq.File(), sq.Rank()
	return min(f, r, n-1-f, n-1-r, numRings-1)
}

// Score returns the player's points (a win 1, a draw 1/2) and the number
// of finished games.
func (s *PlayerStyle) Score() (points float64, games int) {
	for c := range 2 {
		for e := range numEndings {
			points += float64(s.Won[c][e])
			games += s.Won[c][e] + s.Lost[c][e]
		}
		points += float64(s.Drawn[c]) / 2
		games += s.Drawn[c]
	}
	return points, games
}

// resultOf reads a PTN result: the winner (NoColor for a draw) and the
// ending; ok is false for an unfinished or unknown result.
func resultOf(r string) (winner int, e Ending, ok bool) {
	switch r {
	case "R-0":
		return int(board.White), EndRoad, true
	case "0-R":
		return int(board.Black), EndRoad, true
	case "F-0":
		return int(board.White), EndFlats, true
	case "0-F":
		return int(board.Black), EndFlats, true
	case "1-0":
		return int(board.White), EndOther, true
	case "0-1":
		return int(board.Black), EndOther, true
	case "1/2-1/2":
		return NoColor, EndOther, true
	}
	return NoColor, EndOther, false
}

// Styles returns each player's results and move mix over games, in the
// order the players first appear (Player1 is White). The phases are
// those of Phases with first and last, which must be at least 1.
func Styles(games []ptn.Game, first, last int) []PlayerStyle {
	var out []PlayerStyle
	find := func(name string) int {
		i := slices.IndexFunc(out, func(s PlayerStyle) bool { return s.Name == name })
		if i < 0 {
			out = append(out, PlayerStyle{Name: name})
			i = len(out) - 1
		}
		out[i].Games++
		return i
	}
	for gi := range games {
		g := &games[gi]
		var players [2]int
		players[board.White] = find(g.Tag("Player1"))
		players[board.Black] = find(g.Tag("Player2"))
		winner, e, ok := resultOf(g.Result)
		if ok {
			for c := range 2 {
				s := &out[players[c]]
				switch outcomeOf(winner, c) {
				case OutcomeDrawn:
					s.Drawn[c]++
				case OutcomeWon:
					s.Won[c][e]++
				default:
					s.Lost[c][e]++
				}
			}
		}
		mover := g.Start.ToMove()
		n := len(g.Moves)
		pos := g.Start
		lateFrom := max(n-last, 0)
		var lead int // White's reserve less Black's as the late phase begins
		for i, m := range g.Moves {
			if i == lateFrom {
				lead = pos.InReserve(board.White) - pos.InReserve(board.Black)
			}
			if i < len(g.Comments) && phaseComment.MatchString(g.Comments[i]) {
				s := &out[players[mover]]
				k := kindOf(m)
				var empty [numRings]int
				if k == KindFlat {
					for e := pos.Empty(); e != 0; e &= e - 1 {
						empty[ringOf(e.First(), pos.Size())]++
					}
				}
				for ph, in := range plyPhases(i+1, n, first, last) {
					if !in {
						continue
					}
					s.Moves[ph][k]++
					if k == KindFlat {
						s.Rings[ph][ringOf(m.Square(), pos.Size())]++
						for r, e := range empty {
							s.Empty[ph][r] += e
						}
					}
				}
			}
			pos.Make(m)
			mover = mover.Other()
		}
		if !ok || n == 0 {
			continue
		}
		flatEnd := (e == EndFlats || winner == NoColor) && pos.FlatEndReached()
		spent := spentReserve(&pos, mover.Other())
		for c := board.White; c <= board.Black; c++ {
			s := &out[players[c]]
			o := outcomeOf(winner, int(c))
			s.LateGames[o]++
			if c == board.White {
				s.LateLead[o] += lead
			} else {
				s.LateLead[o] -= lead
			}
			if flatEnd {
				k := EndBoardFull
				switch spent {
				case int(c):
					k = EndOwnReserve
				case int(c.Other()):
					k = EndTheirReserve
				}
				s.FlatEnds[o][k]++
			}
		}
	}
	return out
}

// WriteStyles writes, per player, its results by colour and ending, its
// move mix per phase in percent of its moves there, where its flats went,
// and its flat-count endings with its reserve lead.
func WriteStyles(w io.Writer, styles []PlayerStyle, first, last int) {
	fmt.Fprintln(w, "results by colour and ending (won-lost: R road, F flats, O other):")
	for i := range styles {
		s := &styles[i]
		points, games := s.Score()
		fmt.Fprintf(w, "  %s (%d games", s.Name, s.Games)
		if games > 0 {
			fmt.Fprintf(w, ", score %.1f%%", 100*points/float64(games))
		}
		fmt.Fprint(w, "):")
		for c := board.White; c <= board.Black; c++ {
			var won, lost int
			var parts []string
			for e := range numEndings {
				won += s.Won[c][e]
				lost += s.Lost[c][e]
				parts = append(parts, fmt.Sprintf("%v %d-%d", e, s.Won[c][e], s.Lost[c][e]))
			}
			fmt.Fprintf(w, " as %v +%d -%d =%d (%s)", c, won, lost, s.Drawn[c], strings.Join(parts, ", "))
			if c == board.White {
				fmt.Fprint(w, ";")
			}
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "move mix (own moves, plies 1-%d, between, last %d of each game):\n", first, last)
	for i := range styles {
		s := &styles[i]
		fmt.Fprintf(w, "  %s:", s.Name)
		for ph := Early; ph < numPhases; ph++ {
			total := 0
			for _, n := range s.Moves[ph] {
				total += n
			}
			fmt.Fprintf(w, " %s %d", ph, total)
			for k := range numMoveKinds {
				fmt.Fprintf(w, " %v %.1f%%", k, 100*float64(s.Moves[ph][k])/float64(max(total, 1)))
			}
			if ph < numPhases-1 {
				fmt.Fprint(w, ";")
			}
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w, "flat placements by ring (the edge, the next ring, further in): the share of the player's flats, then flats per 100 empty squares of the ring:")
	for i := range styles {
		s := &styles[i]
		fmt.Fprintf(w, "  %s:", s.Name)
		for ph := Early; ph < numPhases; ph++ {
			fmt.Fprintf(w, " %s", ph)
			flats := s.Moves[ph][KindFlat]
			for r := range numRings {
				fmt.Fprintf(w, " %.1f%%", 100*float64(s.Rings[ph][r])/float64(max(flats, 1)))
			}
			fmt.Fprint(w, " per 100 empty")
			for r := range numRings {
				fmt.Fprintf(w, " %.1f", 100*float64(s.Rings[ph][r])/float64(max(s.Empty[ph][r], 1)))
			}
			if ph < numPhases-1 {
				fmt.Fprint(w, ";")
			}
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "flat-count endings by outcome (whose reserve ran out: own, the opponent's, or neither: a full board), and the reserve lead (own pieces in reserve less the opponent's) as the last %d plies began:\n", last)
	for i := range styles {
		s := &styles[i]
		fmt.Fprintf(w, "  %s:", s.Name)
		for o := range numOutcomes {
			total := 0
			var parts []string
			for k := range numEndCauses {
				total += s.FlatEnds[o][k]
				parts = append(parts, fmt.Sprintf("%v %d", k, s.FlatEnds[o][k]))
			}
			fmt.Fprintf(w, " %v %d (%s);", o, total, strings.Join(parts, ", "))
		}
		fmt.Fprint(w, " reserve lead")
		for o := range numOutcomes {
			if s.LateGames[o] == 0 {
				fmt.Fprintf(w, " %v -", o)
			} else {
				fmt.Fprintf(w, " %v %+.2f", o, float64(s.LateLead[o])/float64(s.LateGames[o]))
			}
			if o < numOutcomes-1 {
				fmt.Fprint(w, ",")
			}
		}
		fmt.Fprintln(w)
	}
}
