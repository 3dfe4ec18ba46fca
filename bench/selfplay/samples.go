package selfplay

import (
	"fmt"
	"os"
	"strconv"
	"strings"

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
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	games, err := ptn.Parse(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	var out []texel.Sample
	for _, g := range games {
		if g.Size != n {
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
		p := g.Start
		for i, m := range g.Moves {
			if p.Result() != board.None {
				break
			}
			if v, ok := quietFeatures(&p); ok {
				out = append(out, texel.Sample{X: v, Result: result})
			}
			if !p.IsLegal(m) {
				return nil, fmt.Errorf("%s: game %q move %d is illegal", path, g.Tag("Round"), i+1)
			}
			p.Make(m)
		}
	}
	return out, nil
}

// PositionSamples reads a file of saved tuning positions, one per line as
// "TPS<TAB>half-komi<TAB>result" (result 1, 0.5 or 0 for White; as
// cmd/tune -dump writes them), and returns those of board size n with
// their features.
func PositionSamples(path string, n int) ([]texel.Sample, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var out []texel.Sample
	for i, line := range strings.Split(string(data), "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 3 {
			return nil, fmt.Errorf("%s:%d: want TPS, half-komi and result separated by tabs", path, i+1)
		}
		hk, err1 := strconv.Atoi(f[1])
		res, err2 := strconv.ParseFloat(f[2], 64)
		if err1 != nil || err2 != nil || (res != 0 && res != 0.5 && res != 1) {
			return nil, fmt.Errorf("%s:%d: bad half-komi or result", path, i+1)
		}
		p, err := board.ParseTPSWith(f[0], hk, nil)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, i+1, err)
		}
		if p.Size() != n {
			continue
		}
		var v eval.Vector
		eval.Features(&p, &v)
		out = append(out, texel.Sample{X: v, Result: res})
	}
	return out, nil
}
