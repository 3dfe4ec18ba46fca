package tactics

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
	"github.com/takengine/takengine/search"
)

// FlatWin is the kind of the problems FlatRace builds: the side to move
// forces a win near the end of a game decided on flats; best lists every
// move proven to keep the win, avoid every move proven to lose.
const FlatWin = "flat-win"

// RaceOptions control FlatRace.
type RaceOptions struct {
	// Last is how many plies before each game's end are looked at.
	Last int
	// Nodes is the node budget of the search that must prove the root a
	// forced win; positions it does not prove are left out.
	Nodes uint64
	// MoveNodes is the node budget of the search of each root move; a
	// move is listed in best (or avoid) only when that search proves it.
	MoveNodes uint64
	// HashMB is the transposition table of each position's engine.
	HashMB int
	// MaxShare leaves out positions where more than this share of the
	// legal moves are proven to win: they test nothing. 0 keeps all.
	MaxShare float64
	// MaxBest leaves out positions with more than this many proven
	// winning moves. 0 keeps all.
	MaxBest int
}

// FlatRace finds flat-race problems in games: among the last opt.Last
// plies of every game that ended on flats, the positions where a search
// proves a forced win for the side to move. Each root move is then
// searched on its own, a little deeper than the proof needs: moves proven
// to win go to best, moves proven to lose to avoid, and a move proven
// neither way is in neither (so best may miss a slower win). Positions
// where most moves win are left out (opt.MaxShare, opt.MaxBest). The source
// column names file, game and ply, and the move played in the game with
// what became of it (a played move outside best is a thrown flat race).
// progress, when not nil, gets a line per position looked at.
func FlatRace(games []ptn.Game, file string, opt RaceOptions, progress io.Writer) ([]Tactic, error) {
	var out []Tactic
	for gi, g := range games {
		if g.Result != "F-0" && g.Result != "0-F" && g.Result != "1/2-1/2" {
			continue
		}
		n := len(g.Moves)
		for ply := max(n-opt.Last, 0); ply < n; ply++ {
			p, err := g.Position(ply)
			if err != nil {
				return nil, fmt.Errorf("%s game %d: %v", file, gi+1, err)
			}
			if p.IsOpening() || p.GameOver() {
				continue
			}
			src := fmt.Sprintf("%s:game %d move %d %s", file, gi+1, p.MoveNumber(), p.ToMove())
			t, ok := proveRace(p, g.Moves[ply], src, opt)
			if progress != nil {
				verdict := "not proven won, or too easy"
				if ok {
					verdict = fmt.Sprintf("won, %d winning moves (%s)", len(t.Best), t.Source)
				}
				fmt.Fprintf(progress, "%s: %s\n", src, verdict)
			}
			if ok {
				out = append(out, t)
			}
		}
	}
	return out, nil
}

// proveRace labels p, where played was played, or reports false when the
// root search does not prove a win for the side to move.
func proveRace(p board.Position, played board.Move, src string, opt RaceOptions) (Tactic, bool) {
	e := search.NewEngine(opt.HashMB)
	r := e.Search(context.Background(), board.NewHistory(p), search.Limits{Nodes: opt.Nodes}, nil)
	if r.Score <= search.MateThreshold {
		return Tactic{}, false
	}
	plies := search.Mate - r.Score // to the end of the game, the root's move included
	t := Tactic{ID: fmt.Sprintf("fr%d-%s", p.Size(), strings.NewReplacer(":", "-", " ", "-", ".ptn", "").Replace(src)),
		Size: p.Size(), HalfKomi: p.HalfKomi(), TPS: p.TPS(), Kind: FlatWin}
	var l board.MoveList
	p.GenerateMoves(&l)
	for _, m := range l.Moves[:l.N] {
		switch proveMove(e, p, m, plies, opt.MoveNodes) {
		case 1:
			t.Best = append(t.Best, m.String())
		case -1:
			t.Avoid = append(t.Avoid, m.String())
		}
	}
	verdict := "unproven"
	switch {
	case t.Solved(played):
		verdict = "wins"
	case slices.Contains(t.Avoid, played.String()):
		verdict = "loses"
	}
	t.Source = fmt.Sprintf("%s, played %s (%s)", src, played, verdict)
	easy := opt.MaxShare > 0 && float64(len(t.Best)) > opt.MaxShare*float64(l.N) ||
		opt.MaxBest > 0 && len(t.Best) > opt.MaxBest
	return t, len(t.Best) > 0 && !easy
}

// proveMove returns 1 when m is proven to win for the side to move in p, -1
// when proven to lose, 0 when neither, searching the position after m
// two plies deeper than the root's proof needs.
func proveMove(e *search.Engine, p board.Position, m board.Move, plies int, nodes uint64) int {
	mover := p.ToMove()
	p.Make(m)
	if r := p.Result(); r != board.None {
		if w, ok := r.Winner(); ok {
			if w == mover {
				return 1
			}
			return -1
		}
		return 0
	}
	r := e.Search(context.Background(), board.NewHistory(p), search.Limits{Depth: plies + 1, Nodes: nodes}, nil)
	switch {
	case r.Score < -search.MateThreshold:
		return 1
	case r.Score > search.MateThreshold:
		return -1
	}
	return 0
}

// Write writes ts as a tactics file: the header, then one row per
// problem, with the source column.
func Write(w io.Writer, ts []Tactic) error {
	if _, err := fmt.Fprintln(w, "id\tsize\tkomi\ttps\tkind\tbest\tavoid\tsource"); err != nil {
		return err
	}
	for _, t := range ts {
		best, avoid := strings.Join(t.Best, " "), strings.Join(t.Avoid, " ")
		if best == "" {
			best = "-"
		}
		if avoid == "" {
			avoid = "-"
		}
		if _, err := fmt.Fprintf(w, "%s\t%d\t%s\t%s\t%s\t%s\t%s\t%s\n", t.ID, t.Size,
			board.Komi(t.HalfKomi), t.TPS, t.Kind, best, avoid, t.Source); err != nil {
			return err
		}
	}
	return nil
}
