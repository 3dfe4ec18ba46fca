package annotate

import (
	"math"
	"regexp"
	"strconv"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/search"
)

// PTN-Ninja's default evaluation-mark thresholds
// (defaultEvalMarkThresholds in src/bots/bot.js), on its cp scale, and
// the value a terminal score counts as (TERMINAL_CP).
const (
	NinjaBrilliant = 6
	NinjaGood      = 3
	NinjaBad       = -10
	NinjaBlunder   = -25
	ninjaTerminal  = 10000
)

// NinjaScore is what PTN-Ninja keeps of an engine's analysis of one
// position for its marks: rawCp from player 1's (White's) side, and
// whether the score is terminal (a solved win, loss or draw, which PTN-
// Ninja stores as ±100 with a scoreText). Known is false for a position
// without analysis.
type NinjaScore struct {
	Cp       int
	Terminal bool
	Known    bool
}

// NinjaMark is PTN-Ninja's calculateEvalMark (src/bots/bot.js, v3.5.5)
// for a ply by mover whose position before has the TPS move number
// moveNumber: no mark in the first move or without both positions'
// scores; terminal scores count as ±10000; the change of White's score
// across the ply, negated for Black's plies, is "??" at -25 or less, "?"
// at -10 or less, "!!" at 6 or more, "!" at 3 or more.
func NinjaMark(moveNumber int, mover board.Color, before, after NinjaScore) string {
	if moveNumber <= 1 || !before.Known || !after.Known {
		return ""
	}
	b, a := before.ninjaCp(), after.ninjaCp()
	loss := b - a // named scoreLoss in bot.js, though positive is good
	if mover == board.White {
		loss = a - b
	}
	switch {
	case loss <= NinjaBlunder:
		return "??"
	case loss <= NinjaBad:
		return "?"
	case loss >= NinjaBrilliant:
		return "!!"
	case loss >= NinjaGood:
		return "!"
	}
	return ""
}

func (s NinjaScore) ninjaCp() int {
	switch {
	case !s.Terminal:
		return s.Cp
	case s.Cp > 0:
		return ninjaTerminal
	case s.Cp < 0:
		return -ninjaTerminal
	}
	return 0
}

// whiteSide turns a score from the side to move into White's.
func whiteSide(cp int, toMove board.Color) int {
	if toMove == board.Black {
		return -cp
	}
	return cp
}

// EngineScore is what PTN-Ninja would keep of takengine's analysis of a
// position whose side to move is toMove, as its TEI info line reports it
// (search.ScaledCp, on the win-chance scale when winChance): a forced
// result is a terminal ±100; a finished game has no analysis.
func EngineScore(ev Eval, toMove board.Color, winChance bool) NinjaScore {
	if ev.Over != board.None {
		return NinjaScore{}
	}
	if n, ok := search.MateMoves(ev.Score); ok {
		cp := 100
		if n < 0 {
			cp = -100
		}
		return NinjaScore{Cp: whiteSide(cp, toMove), Terminal: true, Known: true}
	}
	return NinjaScore{Cp: whiteSide(search.ScaledCp(ev.Score, ev.Parity, winChance), toMove), Known: true}
}

// commentScore matches the score of a Racetrack comment, "-1.42/6 0.45s".
var commentScore = regexp.MustCompile(`^\s*([+-]?[0-9]+(?:\.[0-9]+)?)/[0-9]+`)

// CommentScore reads the score of a Racetrack comment on a ply by mover:
// the mover's engine's score of the position before the ply, in flats
// from the mover's side, returned as cp (×100) from White's side. Known
// is false when the comment holds no score.
func CommentScore(comment string, mover board.Color) NinjaScore {
	m := commentScore.FindStringSubmatch(comment)
	if m == nil {
		return NinjaScore{}
	}
	f, err := strconv.ParseFloat(m[1], 64)
	if err != nil {
		return NinjaScore{}
	}
	return NinjaScore{Cp: whiteSide(int(math.Round(f*100)), mover), Known: true}
}
