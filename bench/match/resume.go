package match

import (
	"bytes"
	"fmt"
	"os"
	"strconv"

	"github.com/takengine/takengine/bench/shard"
	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
)

// ResumePTN opens path as the PTN output of the match cfg describes,
// continuing an earlier run of the same command: the games already in it
// go into cfg.Resume, so that Run does not play their rounds again and
// counts them in the score, and a last game written only in part (the
// run was killed) is cut off the file. A file that holds anything but
// games of this match (other engines, size, komi, time control or shard)
// is refused and left as it is. A missing file is created. The file is
// returned open for writing at its end.
func (cfg *Config) ResumePTN(path string) (*os.File, error) {
	var games []ptn.Game
	complete := func(data []byte) (int, error) {
		n := completePTN(data)
		var err error
		if games, err = ptn.ParseString(string(data[:n])); err != nil {
			return 0, err
		}
		c := *cfg
		c.setDefaults()
		if _, err := c.resumed(games); err != nil {
			return 0, fmt.Errorf("%v; give -ptnout another file to play a new match", err)
		}
		return n, nil
	}
	_, f, err := shard.Resume(path, complete)
	if err != nil {
		return nil, err
	}
	cfg.Resume = games
	return f, nil
}

// completePTN returns the length of the games of data that were written
// to the end: up to the blank line after the last result (the blank line
// after a tag section does not count).
func completePTN(data []byte) int {
	end := len(data)
	for {
		i := bytes.LastIndex(data[:end], []byte("\n\n"))
		if i <= 0 {
			return 0
		}
		if data[i-1] != ']' {
			return i + 2
		}
		end = i
	}
}

// resumed checks that games (from an earlier run's PTN file) belong to
// this match and returns them as records, for the score and the summary.
func (cfg *Config) resumed(games []ptn.Game) ([]*Game, error) {
	var out []*Game
	seen := map[int]bool{}
	for i := range games {
		pg := &games[i]
		round, err := strconv.Atoi(pg.Tag("Round"))
		where := fmt.Sprintf("game %d (round %s)", i+1, pg.Tag("Round"))
		switch {
		case err != nil || round < 1 || round > cfg.Games || !cfg.Shard.Owns(round-1):
			return nil, fmt.Errorf("%s is not a round of this match or shard", where)
		case seen[round]:
			return nil, fmt.Errorf("round %d is in the file twice", round)
		case pg.Tag(TagEngine1) != cfg.Engines[0].Name || pg.Tag(TagEngine2) != cfg.Engines[1].Name ||
			pg.Size != cfg.Size || pg.HalfKomi != cfg.HalfKomi || pg.Tag(TagTC) != cfg.tcText() ||
			pg.Tag(TagShard) != cfg.Shard.String():
			return nil, fmt.Errorf("%s is from another match (%s vs %s, size %d, komi %v, tc %q, shard %q)", where,
				pg.Tag(TagEngine1), pg.Tag(TagEngine2), pg.Size, board.Komi(pg.HalfKomi), pg.Tag(TagTC), pg.Tag(TagShard))
		}
		seen[round] = true
		out = append(out, gameFromPTN(pg, round))
	}
	return out, nil
}

// gameFromPTN rebuilds the record of a game that a match wrote: enough
// for the score and the summary (winner, how the game ended, forfeits).
func gameFromPTN(pg *ptn.Game, round int) *Game {
	g := &Game{
		Round: round, Opening: -1, Book: pg.Tag(TagBook), Players: [2]string{pg.Tag("Player1"), pg.Tag("Player2")},
		Engines: [2]string{pg.Tag(TagEngine1), pg.Tag(TagEngine2)}, TC: pg.Tag(TagTC), Shard: pg.Tag(TagShard),
		Clock: pg.Tag("Clock"), Root: pg.Start, Plies: pg.Moves, Comments: pg.Comments, Result: pg.Result,
		Winner: NoColor, Forfeit: NoColor,
	}
	if pg.Tag(TagEngine1Color) == "Black" {
		g.White = 1
	}
	switch points(pg.Result, "White") {
	case 1:
		g.Winner = int(board.White)
	case 0:
		g.Winner = int(board.Black)
	}
	g.Reason = Flats
	switch t := pg.Tag("Termination"); {
	case t == "":
		if len(pg.Result) == 3 && (pg.Result[0] == 'R' || pg.Result[2] == 'R') {
			g.Reason = Road
		}
	case t == "Draw by threefold repetition":
		g.Reason = Repetition
	case pg.Result == "*":
		g.Reason = LengthCap
	default:
		g.Reason, g.Forfeit, g.Detail = forfeitReason(t), int(board.Color(g.Winner).Other()), t
	}
	return g
}

// forfeitReason reads the reason of a forfeit from its Termination tag
// (see Game.Termination).
func forfeitReason(termination string) Reason {
	for _, r := range []Reason{Time, Illegal, Malformed} {
		g := Game{Reason: r, Forfeit: int(board.White)}
		if termination == g.Termination() {
			return r
		}
		g.Forfeit = int(board.Black)
		if termination == g.Termination() {
			return r
		}
	}
	return Crash
}
