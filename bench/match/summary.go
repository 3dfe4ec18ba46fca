package match

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/takengine/takengine/board"
)

// scoreLine is the running score: games, W-L-D, score, Elo and the SPRT.
func (rep *Report) scoreLine() string {
	s := rep.Score
	games := "games"
	if s.Games() == 1 {
		games = "game"
	}
	line := fmt.Sprintf("%d %s, engine 1 +%d -%d =%d, score %.1f%%, Elo %s",
		s.Games(), games, s.Wins, s.Losses, s.Draws, 100*s.Fraction(), formatElo(s))
	t, _ := rep.sprt()
	lo, hi := t.Bounds()
	return line + fmt.Sprintf(", LLR %.2f [%.2f, %.2f]", t.LLR(s), lo, hi)
}

// sprt returns the test shown in reports: Config.SPRT (stops reports
// true) or, without one, StandardSPRT.
func (rep *Report) sprt() (t SPRT, stops bool) {
	if rep.Config.SPRT != nil {
		return *rep.Config.SPRT, true
	}
	return StandardSPRT(), false
}

// WriteSummary writes the final report: the match, the score with Elo,
// results by colour and by ending, forfeits per engine and the SPRT.
func (rep *Report) WriteSummary(w io.Writer) {
	cfg := &rep.Config
	fmt.Fprintf(w, "\nmatch: %s vs %s, %dx%d, komi %s, tc %s, concurrency %d\n",
		cfg.Engines[0].Name, cfg.Engines[1].Name, cfg.Size, cfg.Size, board.Komi(cfg.HalfKomi), cfg.tcText(), cfg.Concurrency)
	el := rep.Elapsed.Round(time.Second)
	if rep.Elapsed < 10*time.Second {
		el = rep.Elapsed.Round(10 * time.Millisecond)
	}
	if !cfg.Shard.Whole() {
		fmt.Fprintf(w, "shard %v: ", cfg.Shard)
	}
	fmt.Fprintf(w, "played %d of %d games in %v", len(rep.Games), cfg.Shard.Count(cfg.Games), el)
	if rep.Resumed > 0 {
		fmt.Fprintf(w, " (%d of them resumed from the PTN file)", rep.Resumed)
	}
	if rep.Stopped != "" {
		fmt.Fprintf(w, ", stopped: %s", rep.Stopped)
	}
	fmt.Fprintln(w)
	s := rep.Score
	fmt.Fprintln(w, scoreText(cfg.Engines[0].Name, s))
	var white, black, draws int
	var reasons [numReasons]int
	var forfeits [2][numReasons]int
	for _, g := range rep.Games {
		switch g.Winner {
		case int(board.White):
			white++
		case int(board.Black):
			black++
		default:
			draws++
		}
		reasons[g.Reason]++
		if g.Forfeit != NoColor {
			forfeits[g.White^g.Forfeit][g.Reason]++
		}
	}
	fmt.Fprintf(w, "by colour: White won %d, Black won %d, %d drawn\n", white, black, draws)
	var parts []string
	for k := Reason(0); k < numReasons; k++ {
		parts = append(parts, fmt.Sprintf("%s %d", k, reasons[k]))
	}
	fmt.Fprintf(w, "endings: %s\n", strings.Join(parts, ", "))
	for i := range 2 {
		parts = parts[:0]
		for k := Time; k < numReasons; k++ {
			if n := forfeits[i][k]; n > 0 {
				parts = append(parts, fmt.Sprintf("%s %d", k, n))
			}
		}
		if len(parts) == 0 {
			parts = append(parts, "none")
		}
		fmt.Fprintf(w, "forfeits by engine %d: %s\n", i+1, strings.Join(parts, ", "))
	}
	played := gamesOf(rep.Games)
	WritePhases(w, Phases(played, SummaryFirst, SummaryLast), SummaryFirst, SummaryLast)
	WriteStyles(w, Styles(played, SummaryFirst, SummaryLast), SummaryFirst, SummaryLast)
	t, stops := rep.sprt()
	fmt.Fprintln(w, sprtText(t, stops, s))
}

// scoreText is the summary's score line: engine 1's W/L/D, score and Elo.
func scoreText(engine1 string, s Score) string {
	return fmt.Sprintf("engine 1 (%s): +%d -%d =%d, score %.1f%%, Elo %s (95%%)",
		engine1, s.Wins, s.Losses, s.Draws, 100*s.Fraction(), formatElo(s))
}

// sprtText is the summary's SPRT line; stops says whether the test was
// asked for (-sprt) or is shown for information.
func sprtText(t SPRT, stops bool, s Score) string {
	lo, hi := t.Bounds()
	note := ""
	if !stops {
		note = " (for information: no -sprt, the match does not stop on it)"
	}
	return fmt.Sprintf("SPRT %v: LLR %.2f [%.2f, %.2f], %v%s", t, t.LLR(s), lo, hi, t.Decide(s), note)
}
