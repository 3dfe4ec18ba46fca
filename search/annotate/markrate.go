package annotate

import (
	"fmt"
	"strings"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
)

// MarkCount counts PTN-Ninja marks by kind.
type MarkCount struct {
	Blunder, Mistake, Brilliant, Good int // ?? ? !! !
}

// Add counts one mark ("" counts nothing).
func (c *MarkCount) Add(mark string) {
	switch mark {
	case "??":
		c.Blunder++
	case "?":
		c.Mistake++
	case "!!":
		c.Brilliant++
	case "!":
		c.Good++
	}
}

// Total returns the number of marked plies.
func (c MarkCount) Total() int { return c.Blunder + c.Mistake + c.Brilliant + c.Good }

// Plus returns the sum of two counts.
func (c MarkCount) Plus(d MarkCount) MarkCount {
	return MarkCount{c.Blunder + d.Blunder, c.Mistake + d.Mistake, c.Brilliant + d.Brilliant, c.Good + d.Good}
}

func (c MarkCount) String() string {
	return fmt.Sprintf("%d (?? %d, ? %d, !! %d, ! %d)", c.Total(), c.Blunder, c.Mistake, c.Brilliant, c.Good)
}

// MarkRate is PTN-Ninja's rule applied to one game (or the sum of games).
type MarkRate struct {
	Other     string    // the other engine's name (Player1 or Player2 tag)
	Plies     int       // plies of the game
	Eligible  int       // plies from move 2 on, where the rule applies
	Engine    MarkCount // on every ply, the engine's scores before and after it
	Strict    MarkCount // on every ply, the other engine's comment scores only
	OtherPly  int       // the other engine's plies with its scores before it and before its next ply
	PairedEng MarkCount // on those plies, takengine's scores at the same two positions
	PairedOth MarkCount // on those plies, the other engine's two scores
}

// Scores returns what PTN-Ninja would keep of takengine's evaluations
// of g's positions (Analyser.Game), as its TEI info line reports them
// (win chance when winChance).
func Scores(g *ptn.Game, evals []Eval, winChance bool) []NinjaScore {
	out := make([]NinjaScore, len(evals))
	p := g.Start
	for i := range evals {
		out[i] = EngineScore(evals[i], p.ToMove(), winChance)
		if i < len(g.Moves) {
			p.Make(g.Moves[i])
		}
	}
	return out
}

// Rate applies NinjaMark to game g, given an engine's scores of its
// positions (len(g.Moves)+1 of them: Scores for takengine, or those of
// an engine driven over TEI), and the comments of the player not named
// self. The other player's comments score only the positions before its
// own plies, so under PTN-Ninja's rule, which needs the scores of the
// positions before and after a ply from one engine, they mark no ply
// (Strict); the paired count compares the engine with the other player
// on the other's plies from the position before the ply to the position
// before its next ply (two plies later, across the reply).
func Rate(g *ptn.Game, eng []NinjaScore, self string) MarkRate {
	r := MarkRate{Other: g.Tag("Player2"), Plies: len(g.Moves)}
	otherColor := board.Black
	if strings.HasPrefix(r.Other, self) {
		r.Other, otherColor = g.Tag("Player1"), board.White
	}
	n := len(g.Moves)
	pos := make([]board.Position, n+1)
	pos[0] = g.Start
	for i, m := range g.Moves {
		pos[i+1] = pos[i]
		pos[i+1].Make(m)
	}
	oth := make([]NinjaScore, n+1)
	for i := range pos {
		if i < n && pos[i].ToMove() == otherColor && i < len(g.Comments) {
			oth[i] = CommentScore(g.Comments[i], otherColor)
		}
	}
	for i := range n {
		mn, mover := pos[i].MoveNumber(), pos[i].ToMove()
		if mn > 1 {
			r.Eligible++
		}
		r.Engine.Add(NinjaMark(mn, mover, eng[i], eng[i+1]))
		r.Strict.Add(NinjaMark(mn, mover, oth[i], oth[i+1]))
		if mover != otherColor || i+2 > n || mn <= 1 || !oth[i].Known || !oth[i+2].Known {
			continue
		}
		r.OtherPly++
		r.PairedEng.Add(NinjaMark(mn, mover, eng[i], eng[i+2]))
		r.PairedOth.Add(NinjaMark(mn, mover, oth[i], oth[i+2]))
	}
	return r
}

// Plus returns the sum of two rates (the name of the first kept).
func (r MarkRate) Plus(s MarkRate) MarkRate {
	other := r.Other
	if other == "" {
		other = s.Other
	}
	return MarkRate{Other: other, Plies: r.Plies + s.Plies, Eligible: r.Eligible + s.Eligible,
		Engine: r.Engine.Plus(s.Engine), Strict: r.Strict.Plus(s.Strict), OtherPly: r.OtherPly + s.OtherPly,
		PairedEng: r.PairedEng.Plus(s.PairedEng), PairedOth: r.PairedOth.Plus(s.PairedOth)}
}

// Report writes the rate as lines prefixed by prefix.
// The engine is named engine.
func (r MarkRate) Report(prefix, engine string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%splies %d, rule applies to %d\n", prefix, r.Plies, r.Eligible)
	fmt.Fprintf(&b, "%s  marked by %s's scores: %v (%.1f%% of the plies it applies to)\n", prefix, engine, r.Engine, percent(r.Engine.Total(), r.Eligible))
	fmt.Fprintf(&b, "%s  marked by %s's scores: %v (its comments score only the positions before its own plies)\n", prefix, r.Other, r.Strict)
	fmt.Fprintf(&b, "%s  on %s's %d plies, score before the ply to score before its next ply: %s %v, %s %v, ratio %s\n",
		prefix, r.Other, r.OtherPly, engine, r.PairedEng, r.Other, r.PairedOth, ratio(r.PairedEng.Total(), r.PairedOth.Total()))
	return b.String()
}

func percent(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}

func ratio(a, b int) string {
	if b == 0 {
		return "inf"
	}
	return fmt.Sprintf("%.2f", float64(a)/float64(b))
}
