package match

import (
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/takengine/takengine/bench/shard"
	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
)

// Merged is a match put together from the PTN files of its shards.
type Merged struct {
	Engines [2]string
	Size    int
	Komi    board.Komi
	TC      string
	Files   int
	Games   []ptn.Game // in round order
	Score   Score      // engine 1's
}

// Merge reads the PTN files that the shards of a match wrote (or the one
// file of a whole run) and recomputes the score from the games' tags
// alone: Result, Round and the match's own tags (TagEngine1 and the
// others). It refuses a file given twice, a game met twice (same key, see
// Key), a round played twice (overlapping shards) and games of another
// match (other engines, size, komi or time control).
func Merge(paths []string) (*Merged, error) {
	var j shard.Joiner
	m := &Merged{Files: len(paths)}
	rounds := map[int]string{}
	for _, path := range paths {
		if err := j.File(path); err != nil {
			return nil, err
		}
		games, err := ptn.ReadFile(path)
		if err != nil {
			return nil, err
		}
		for _, g := range games {
			where := fmt.Sprintf("%s round %s", path, g.Tag("Round"))
			color := g.Tag(TagEngine1Color)
			round, err := strconv.Atoi(g.Tag("Round"))
			if g.Tag(TagEngine1) == "" || g.Tag(TagEngine2) == "" || color != "White" && color != "Black" || err != nil || round < 1 {
				return nil, fmt.Errorf("%s: not a game of takengine match (it needs Round, %s, %s and %s tags)",
					where, TagEngine1, TagEngine2, TagEngine1Color)
			}
			if err := m.sameMatch(&g, where); err != nil {
				return nil, err
			}
			if err := j.Game(Key(g.Tag("Round"), g.Tag(TagBook), color, g.Moves), where); err != nil {
				return nil, err
			}
			if first, ok := rounds[round]; ok {
				return nil, fmt.Errorf("round %d is in %s and %s: overlapping shards?", round, first, where)
			}
			rounds[round] = where
			m.Score.add(points(g.Result, color))
			m.Games = append(m.Games, g)
		}
	}
	slices.SortFunc(m.Games, func(a, b ptn.Game) int { return roundOf(&a) - roundOf(&b) })
	return m, nil
}

// sameMatch takes the match's settings from the first game and checks
// every later one against them.
func (m *Merged) sameMatch(g *ptn.Game, where string) error {
	engines := [2]string{g.Tag(TagEngine1), g.Tag(TagEngine2)}
	komi, tc := board.Komi(g.HalfKomi), g.Tag(TagTC)
	if m.Size == 0 {
		m.Engines, m.Size, m.Komi, m.TC = engines, g.Size, komi, tc
		return nil
	}
	if engines != m.Engines || g.Size != m.Size || komi != m.Komi || tc != m.TC {
		return fmt.Errorf("%s is from another match (%s vs %s, size %d, komi %v, tc %s; the first game: %s vs %s, size %d, komi %v, tc %s)",
			where, engines[0], engines[1], g.Size, komi, tc, m.Engines[0], m.Engines[1], m.Size, m.Komi, m.TC)
	}
	return nil
}

func roundOf(g *ptn.Game) int {
	r, _ := strconv.Atoi(g.Tag("Round"))
	return r
}

// points returns engine 1's points for a PTN result, engine 1 playing
// color ("White" or "Black"); an unfinished game (*) is a draw.
func points(result, color string) float64 {
	white := 0.5
	switch winner, _, _ := resultOf(result); winner {
	case int(board.White):
		white = 1
	case int(board.Black):
		white = 0
	}
	if color == "Black" {
		return 1 - white
	}
	return white
}

// add counts one game worth p points (1, 0.5 or 0).
func (s *Score) add(p float64) {
	switch p {
	case 1:
		s.Wins++
	case 0:
		s.Losses++
	default:
		s.Draws++
	}
}

// WriteSummary writes the merged match: what was merged, engine 1's score
// with Elo, and the SPRT t (stops: t was asked for, rather than shown for
// information).
func (m *Merged) WriteSummary(w io.Writer, t SPRT, stops bool) {
	fmt.Fprintf(w, "merged %d games from %d files: %s vs %s, %dx%d, komi %v, tc %s\n",
		len(m.Games), m.Files, m.Engines[0], m.Engines[1], m.Size, m.Size, m.Komi, m.TC)
	fmt.Fprintln(w, scoreText(m.Engines[0], m.Score))
	fmt.Fprintln(w, sprtText(t, stops, m.Score))
	WritePhases(w, Phases(m.Games, SummaryFirst, SummaryLast), SummaryFirst, SummaryLast)
	WriteStyles(w, Styles(m.Games, SummaryFirst, SummaryLast), SummaryFirst, SummaryLast)
}
