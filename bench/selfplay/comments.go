package selfplay

import (
	"math"
	"strconv"
	"strings"

	"github.com/takengine/takengine/bench/match"
	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
)

// CommentScale turns the score of an evaluation comment, in flats from
// White's point of view as takengine match and Racetrack write it, into
// White's win chance; ok is false for a score it cannot read as one (a
// proven result, or out of its range).
type CommentScale func(flats float64) (win float64, ok bool)

// LinearScale reads a comment as Tiltak writes its score: cp = 200p - 100
// for a win chance p, so a comment v in [-1, 1] is a chance of (v+1)/2.
func LinearScale(v float64) (float64, bool) {
	if v < -1 || v > 1 {
		return 0, false
	}
	return (v + 1) / 2, true
}

// LogisticScale returns the scale of an engine whose score is centi-flats:
// 1/(1+exp(-cp/cpScale)); scores of a decided game (100 flats or more, how
// takengine match writes a proven result) are left out.
func LogisticScale(cpScale float64) CommentScale {
	return func(v float64) (float64, bool) {
		if math.Abs(v) >= 100 {
			return 0, false
		}
		return 1 / (1 + math.Exp(-v*100/cpScale)), true
	}
}

// CommentPositions reads the games of a PTN file written by takengine
// match (or Racetrack) and returns their quiet positions (as PTNPositions
// chooses them) labelled with the scores of the engine whose command line
// contains engine (the Engine1 tag and Engine1Color say which side it
// played): White's win chance through scale. A position before the
// engine's own ply takes the score of that ply's comment; a position
// before the other side's ply takes the engine's score of the position
// after it (the next ply's comment), so both sides are to move as often
// in the labels and the tempo does not learn which side the engine was.
// This is distillation from the engine's searches of real games, at no
// cost beyond the match itself. Games without the engine, or without a
// result, give nothing.
func CommentPositions(path, engine string, scale CommentScale) ([]Position, error) {
	var out []Position
	var last *ptn.Game
	white, played := false, false
	err := walkPTN(path, 0, func(p *board.Position, _ float64, key uint64, g *ptn.Game, i int) {
		if g != last {
			last = g
			white, played = engineColor(g, engine)
		}
		c := i
		if (p.ToMove() == board.White) != white {
			c = i + 1
		}
		if !played || c >= len(g.Comments) || !quiet(p) {
			return
		}
		if v, ok := commentScore(g.Comments[c]); ok {
			if win, ok := scale(v); ok {
				out = append(out, Position{TPS: p.TPS(), HalfKomi: p.HalfKomi(), Game: key})
				out[len(out)-1].Result = math.Round(win*1e4) / 1e4
			}
		}
	})
	return out, err
}

// engineColor reports whether the engine named (a substring of its
// command line) played White in g, and false for ok when it did not play.
func engineColor(g *ptn.Game, engine string) (white, ok bool) {
	e1, e2 := g.Tag(match.TagEngine1), g.Tag(match.TagEngine2)
	in1, in2 := strings.Contains(e1, engine), strings.Contains(e2, engine)
	if in1 == in2 {
		return false, false // neither, or both: no side to read
	}
	white1 := g.Tag(match.TagEngine1Color) != "Black"
	return in1 == white1, true
}

// commentScore reads the score of an evaluation comment "+0.35/12 1.23s".
func commentScore(c string) (float64, bool) {
	f := strings.Fields(c)
	if len(f) == 0 {
		return 0, false
	}
	s, _, ok := strings.Cut(f[0], "/")
	if !ok {
		return 0, false
	}
	v, err := strconv.ParseFloat(s, 64)
	return v, err == nil && !math.IsNaN(v) && !math.IsInf(v, 0)
}
