package match

import (
	"fmt"
	"io"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/takengine/takengine/board/ptn"
)

// Phase statistics: how deep and how long each engine searched in the
// opening, the middle and the end of its games, read from the evaluation
// comments of PTN games ("+0.35/12 1.23s", as takengine match and
// Racetrack write them). A flat race is decided in the last plies, so an
// engine that spends its clock early plays them shallow; these figures
// show it.

// The phase bounds the summaries use: the issue that asked for them
// compared the first 40 plies of a game with its last 20.
const (
	SummaryFirst = 40
	SummaryLast  = 20
)

// Phase names one part of a game, by ply number.
type Phase int

// The phases: the first plies (up to PhaseConfig.First), the last plies
// of each game (PhaseConfig.Last), and the plies between. A ply in both
// the first and the last plies of a short game counts in both.
const (
	Early Phase = iota
	Middle
	Late
	numPhases
)

func (ph Phase) String() string {
	return [...]string{"early", "middle", "late"}[ph]
}

// PhaseStat sums the engine plies of one phase that carry a comment with
// a depth and a time. Open and OpenDepth count the plies whose score does
// not say the game is decided (see decided): a search that has proven a
// road or a flat win stops at the depth of the proof, so the decided
// plies of a lost endgame pull Depth down without saying how deep the
// engine looked while the game was still open.
type PhaseStat struct {
	Plies     int
	Depth     float64 // sum of depths
	Seconds   float64 // sum of times
	Open      int
	OpenDepth float64 // sum of depths of the open plies
}

// MeanDepth is the average depth, 0 without plies.
func (s PhaseStat) MeanDepth() float64 { return s.Depth / float64(max(s.Plies, 1)) }

// MeanSeconds is the average time a ply, 0 without plies.
func (s PhaseStat) MeanSeconds() float64 { return s.Seconds / float64(max(s.Plies, 1)) }

// MeanOpenDepth is the average depth of the open plies, 0 without any.
func (s PhaseStat) MeanOpenDepth() float64 { return s.OpenDepth / float64(max(s.Open, 1)) }

// EnginePhases is one engine's statistics over a set of games.
type EnginePhases struct {
	Name   string
	Games  int
	Phases [numPhases]PhaseStat
}

// phaseComment matches "<score>/<depth> <seconds>s" at the start of a
// comment; the score may be a mate text such as "+M3" (any non-space).
var phaseComment = regexp.MustCompile(`^\s*(\S+)/([0-9]+(?:\.[0-9]+)?)\s+([0-9]+(?:\.[0-9]+)?)s\b`)

// decidedFlats is the least score, in flats, that reads as a proven
// result: takengine match writes a win in n plies as mateComment - n
// centiflats (+99.97 for 3), as Topaz does, so anything within 1,000
// plies of it; engines that print a mate text ("+M3") are decided too.
// Evaluations stay far below it (Tiltak's reach about 26 near a certain
// result).
const decidedFlats = (mateComment - 1000) / 100

// decided reports whether a comment's score text says the game is
// decided: a mate text, or a number of at least decidedFlats either way.
func decided(score string) bool {
	if strings.ContainsAny(score, "Mm#") {
		return true
	}
	v, err := strconv.ParseFloat(score, 64)
	return err == nil && math.Abs(v) >= decidedFlats
}

// plyPhases reports which phases ply (from 1) of an n-ply game is in:
// the first plies (up to first), the last plies (the last last), both
// in a short game, or the middle when neither.
func plyPhases(ply, n, first, last int) (in [numPhases]bool) {
	in[Early], in[Late] = ply <= first, ply > n-last
	in[Middle] = !in[Early] && !in[Late]
	return in
}

// Phases returns each player's depth and time per phase over games, in
// the order the players first appear. A ply counts for the player of its
// colour (Player1 is White); its number is its place in the game's move
// list, from 1, so opening plies without comments count toward the
// phase boundaries but not in the sums. first and last must be at least 1.
func Phases(games []ptn.Game, first, last int) []EnginePhases {
	var out []EnginePhases
	find := func(name string) int {
		i := slices.IndexFunc(out, func(e EnginePhases) bool { return e.Name == name })
		if i < 0 {
			out = append(out, EnginePhases{Name: name})
			i = len(out) - 1
		}
		out[i].Games++
		return i
	}
	for gi := range games {
		g := &games[gi]
		white := find(g.Tag("Player1"))
		players := [2]int{white, find(g.Tag("Player2"))}
		mover := g.Start.ToMove()
		n := len(g.Moves)
		for i := range n {
			c := ""
			if i < len(g.Comments) {
				c = g.Comments[i]
			}
			if m := phaseComment.FindStringSubmatch(c); m != nil {
				d, _ := strconv.ParseFloat(m[2], 64)
				s, _ := strconv.ParseFloat(m[3], 64)
				open := !decided(m[1])
				e := &out[players[mover]]
				ply := i + 1
				add := func(ph Phase) {
					st := &e.Phases[ph]
					st.Plies++
					st.Depth += d
					st.Seconds += s
					if open {
						st.Open++
						st.OpenDepth += d
					}
				}
				for ph, in := range plyPhases(ply, n, first, last) {
					if in {
						add(Phase(ph))
					}
				}
			}
			mover = mover.Other()
		}
	}
	return out
}

// WritePhases writes one line per engine: its mean depth and time per
// ply in each phase, with the number of plies, and the mean depth of the
// open plies (those not yet decided) where some were decided.
func WritePhases(w io.Writer, stats []EnginePhases, first, last int) {
	fmt.Fprintf(w, "depth and time per ply (plies 1-%d, between, last %d of each game):\n", first, last)
	for _, e := range stats {
		fmt.Fprintf(w, "  %s (%d games):", e.Name, e.Games)
		for ph := Early; ph < numPhases; ph++ {
			s := e.Phases[ph]
			fmt.Fprintf(w, " %s depth %.2f time %.3fs (%d plies", ph, s.MeanDepth(), s.MeanSeconds(), s.Plies)
			if s.Open < s.Plies {
				fmt.Fprintf(w, "; %d decided", s.Plies-s.Open)
				if s.Open > 0 {
					fmt.Fprintf(w, ", open depth %.2f", s.MeanOpenDepth())
				}
			}
			fmt.Fprint(w, ")")
			if ph < numPhases-1 {
				fmt.Fprint(w, ";")
			}
		}
		fmt.Fprintln(w)
	}
}

// gamesOf turns played games into PTN games for Phases.
func gamesOf(games []*Game) []ptn.Game {
	out := make([]ptn.Game, 0, len(games))
	for _, g := range games {
		out = append(out, g.PTN())
	}
	return out
}
