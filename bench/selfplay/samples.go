package selfplay

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/takengine/takengine/bench/shard"
	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
	"github.com/takengine/takengine/eval"
	"github.com/takengine/takengine/eval/texel"
)

// PTNSamples reads the games of a PTN file and returns, for those of board
// size n with a decided or drawn result, the quiet positions from ply 4 on
// (no road threat for either side), each labelled with its game's result:
// tuning data from matches, for example against other engines.
func PTNSamples(path string, n int) ([]texel.Sample, error) {
	var out []texel.Sample
	err := walkPTN(path, n, func(p *board.Position, result float64, _ uint64, _ *ptn.Game, _ int) {
		if v, ok := quietFeatures(p); ok {
			out = append(out, texel.Sample{X: v, Result: result})
		}
	})
	return out, err
}

// PTNPositions is PTNSamples for a position file: the same positions of
// the games of every size, with their TPS, komi, result and a game key
// (from the file's name and the game's place and moves), for Label.
func PTNPositions(path string) ([]Position, error) {
	var out []Position
	err := walkPTN(path, 0, func(p *board.Position, result float64, key uint64, _ *ptn.Game, _ int) {
		if quiet(p) {
			out = append(out, Position{Sample: texel.Sample{Result: result}, TPS: p.TPS(), HalfKomi: p.HalfKomi(), Game: key})
		}
	})
	return out, err
}

// walkPTN calls f with every position before a move, while the game is
// not over, of the games of a PTN file of size n (0: any) that ended
// decided or drawn, with the result for White, the game's key, the game
// and the index of the move about to be played.
func walkPTN(path string, n int, f func(p *board.Position, result float64, key uint64, g *ptn.Game, ply int)) error {
	games, err := ptn.ReadFile(path)
	if err != nil {
		return err
	}
	for gi, g := range games {
		if n != 0 && g.Size != n {
			continue
		}
		var result float64
		switch g.Result {
		case "R-0", "F-0", "1-0":
			result = 1
		case "0-R", "0-F", "0-1":
			result = 0
		case "1/2-1/2":
			result = 0.5
		default:
			continue // unfinished, or lost by forfeit
		}
		fields := []string{"ptn", filepath.Base(path), strconv.Itoa(gi)}
		for _, m := range g.Moves {
			fields = append(fields, m.String())
		}
		key := shard.Key(fields...)
		p := g.Start
		for i, m := range g.Moves {
			if p.Result() != board.None {
				break
			}
			f(&p, result, key, &g, i)
			if !p.IsLegal(m) {
				return fmt.Errorf("%s: game %q move %d is illegal", path, g.Tag("Round"), i+1)
			}
			p.Make(m)
		}
	}
	return nil
}

// PositionSamples reads a position file, one position a line as
// "TPS<TAB>half-komi<TAB>result[<TAB>game key]" (result 1, 0.5 or 0 for
// White, or a soft label in 0..1 that Label wrote: White's win chance;
// Position.Line writes them; lines starting with # are skipped),
// and returns those of board size n with their features.
func PositionSamples(path string, n int) ([]texel.Sample, error) {
	return LoadPositions([]string{path}, n)
}

// LoadPositions reads several position files, as the shards of one run
// wrote them, and returns the size-n samples of all of them. It refuses a
// file given twice and a game (by its key) found in two files or in two
// places of one file (files concatenated twice).
func LoadPositions(paths []string, n int) ([]texel.Sample, error) {
	out, _, err := LoadPositionsHeld(paths, n, 0, false)
	return out, err
}

// LoadPositionsHeld is LoadPositions that also sets a fraction of the
// games aside: the positions of a game whose key falls in the first
// holdout part of the key space (keys are hashes, so that is about
// holdout of the games, the same ones on every run) go to held, the
// others to fit. A position without a key is always fitted. With
// skipSpreadWins, the positions where either side could complete a road
// with one stack move (SpreadWin) are left out of both.
func LoadPositionsHeld(paths []string, n int, holdout float64, skipSpreadWins bool) (fit, held []texel.Sample, err error) {
	err = WalkPositions(paths, holdout, func(p *board.Position, result float64, inHeld bool) {
		if p.Size() != n || skipSpreadWins && SpreadWin(p) {
			return
		}
		s := texel.Sample{Result: result}
		eval.Features(p, &s.X)
		if inHeld {
			held = append(held, s)
		} else {
			fit = append(fit, s)
		}
	})
	return fit, held, err
}

// WalkPositions reads position files as LoadPositions does (with its
// checks) and calls fn with every position, its result or label, and
// whether its game is held out (as LoadPositionsHeld chooses them).
func WalkPositions(paths []string, holdout float64, fn func(p *board.Position, result float64, held bool)) error {
	var j shard.Joiner
	cut := holdoutCut(holdout)
	for _, path := range paths {
		if err := j.File(path); err != nil {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		last, inHeld := "", false
		for i, line := range strings.Split(string(data), "\n") {
			if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
				continue // a blank line, or a #game line that closes a game
			}
			s, _, key, p, err := parseLine(line)
			if err != nil {
				return fmt.Errorf("%s:%d: %v", path, i+1, err)
			}
			if key != last {
				k, _ := strconv.ParseUint(key, 16, 64)
				if key != "" {
					if err := j.Game(k, fmt.Sprintf("%s:%d", path, i+1)); err != nil {
						return err
					}
				}
				last, inHeld = key, key != "" && k < cut
			}
			fn(&p, s.Result, inHeld)
		}
	}
	return nil
}

// parsePosition reads one line of a position file; it computes the
// features only for a position of size n (the others are only checked).
func parsePosition(line string, n int) (s texel.Sample, size int, key string, err error) {
	s, size, key, p, err := parseLine(line)
	if err == nil && size == n {
		eval.Features(&p, &s.X)
	}
	return s, size, key, err
}

// SpreadWin reports whether either side of p could complete a road with
// one stack move (board.Position.HasSpreadWin): a tactical position, which
// the search resolves at its horizon (a win for the side to move, a
// threat it extends for), so the static evaluation need not fit it.
func SpreadWin(p *board.Position) bool {
	return p.HasSpreadWin(board.White) || p.HasSpreadWin(board.Black)
}

// parseLine reads and checks one line of a position file.
func parseLine(line string) (s texel.Sample, size int, key string, p board.Position, err error) {
	f := strings.Split(line, "\t")
	if len(f) != 3 && len(f) != 4 {
		return s, 0, "", p, fmt.Errorf("want TPS, half-komi, result and an optional game key separated by tabs")
	}
	hk, err1 := strconv.Atoi(f[1])
	res, err2 := strconv.ParseFloat(f[2], 64)
	if err1 != nil || err2 != nil || !(res >= 0 && res <= 1) {
		return s, 0, "", p, fmt.Errorf("bad half-komi or result")
	}
	if len(f) == 4 {
		if _, err := strconv.ParseUint(f[3], 16, 64); err != nil {
			return s, 0, "", p, fmt.Errorf("bad game key %q", f[3])
		}
		key = f[3]
	}
	p, err = board.ParseTPSWith(f[0], hk, nil)
	if err != nil {
		return s, 0, "", p, err
	}
	s.Result = res
	return s, p.Size(), key, p, nil
}
