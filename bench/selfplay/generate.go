package selfplay

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/takengine/takengine/bench/progress"
	"github.com/takengine/takengine/bench/shard"
	"github.com/takengine/takengine/eval/texel"
)

// Generated is what Generate did.
type Generated struct {
	Resumed   int            // games of the run found in the file, not played again
	Played    int            // games played now
	Positions int            // positions of the run's games in the file, resumed ones included
	Samples   []texel.Sample // their samples, when Generate was asked to keep them
}

// gameTag starts the line that closes a game in a position file:
//
//	#game<TAB>seed<TAB>size<TAB>half-komi<TAB>game number<TAB>nodes<TAB>positions<TAB>result
//
// A game counts as written only once this line is complete.
const gameTag = "#game"

// Generate plays the games of cfg (its shard of cfg.Games) that the
// position file at path does not hold yet, on cfg.Workers goroutines,
// and appends each finished game at once, in the order they finish: its
// position lines (Position.Line), then its "#game" line. Running the same
// command on the same file continues an interrupted run: the games whose
// #game line is in the file (keyed by seed, size, komi and game number)
// are not played again, and the lines after the last #game line, a game
// written in part, are cut off. Other runs' games (other sizes, komis or
// seeds) may share the file; a game of this run played with another
// node count, or a file not written this way, is refused and left as it
// is. keep also returns the samples of every game of the run, the
// resumed ones read back from the file. progressTo, when not nil, gets a
// progress line every interval (one updating line on a terminal).
func Generate(cfg Config, path string, keep bool, progressTo io.Writer, every time.Duration) (*Generated, error) {
	if _, err := cfg.games(nil); err != nil {
		return nil, err
	}
	sc := &fileScan{cfg: &cfg, keep: keep, done: map[int]bool{}, out: &Generated{}}
	_, f, err := shard.Resume(path, sc.complete)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	mine, _ := cfg.games(sc.done)
	out := sc.out
	out.Resumed = len(sc.done)
	meter := progress.New(progressTo, out.Resumed+len(mine), out.Resumed, out.Positions, every)
	err = playAll(&cfg, mine, func(g int, ps []Position, result string) error {
		var b bytes.Buffer
		for _, p := range ps {
			b.WriteString(p.Line())
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "%s\t%d\t%d\t%d\t%d\t%d\t%d\t%s\n", gameTag, cfg.Seed, cfg.Size, cfg.HalfKomi, g, cfg.Nodes, len(ps), result)
		if _, err := f.Write(b.Bytes()); err != nil {
			return fmt.Errorf("%s: %v", path, err)
		}
		out.Played++
		out.Positions += len(ps)
		if keep {
			out.Samples = append(out.Samples, Samples(ps)...)
		}
		meter.Add(len(ps))
		return nil
	})
	meter.Done()
	if cerr := f.Close(); err == nil && cerr != nil {
		err = fmt.Errorf("%s: %v", path, cerr)
	}
	return out, err
}

// fileScan reads a position file back for Generate.
type fileScan struct {
	cfg  *Config
	keep bool
	done map[int]bool // the run's games found in the file
	out  *Generated
}

// complete is the shard.Resume check: it returns the length of the file
// up to its last #game line, counting the run's games before it, or
// refuses the file.
func (sc *fileScan) complete(data []byte) (int, error) {
	end, start, n := 0, 0, 0
	var pending []string // position lines since the last #game line
	for {
		nl := bytes.IndexByte(data[start:], '\n')
		if nl < 0 {
			break // a last line written in part
		}
		line := string(data[start : start+nl])
		start += nl + 1
		n++
		switch {
		case strings.HasPrefix(line, gameTag+"\t"):
			if err := sc.game(line, pending); err != nil {
				return 0, fmt.Errorf("line %d: %v", n, err)
			}
			pending, end = pending[:0], start
		case strings.Count(line, "\t") == 3:
			pending = append(pending, line)
		case strings.TrimSpace(line) != "":
			return 0, fmt.Errorf("line %d is not a position or #game line", n)
		}
	}
	// What follows the last #game line may be one game written in part;
	// more than one game there means the file was not written by Generate
	// (an older -dump, say), and cutting it would lose games.
	for _, l := range pending {
		if key(l) != key(pending[0]) {
			return 0, fmt.Errorf("positions of several games without %s lines: not a file Generate wrote; give another file", gameTag)
		}
	}
	return end, nil
}

// key returns the game key field of a position line.
func key(line string) string { return line[strings.LastIndexByte(line, '\t')+1:] }

// game reads a #game line closing the position lines pending.
func (sc *fileScan) game(line string, pending []string) error {
	f := strings.Split(line, "\t")
	if len(f) != 8 {
		return fmt.Errorf("malformed %s line", gameTag)
	}
	var v [6]int64
	for i := range v {
		x, err := strconv.ParseInt(f[i+1], 10, 64)
		if err != nil {
			return fmt.Errorf("malformed %s line", gameTag)
		}
		v[i] = x
	}
	seed, size, halfKomi, g, nodes, count := v[0], int(v[1]), int(v[2]), int(v[3]), uint64(v[4]), int(v[5])
	if count != len(pending) {
		return fmt.Errorf("game %d has %d position lines, its %s line says %d", g, len(pending), gameTag, count)
	}
	cfg := sc.cfg
	if seed != cfg.Seed || size != cfg.Size || halfKomi != cfg.HalfKomi || g < 0 || g >= cfg.Games || !cfg.Shard.Owns(g) {
		return nil // another run's game
	}
	switch {
	case nodes != cfg.Nodes:
		return fmt.Errorf("game %d was played with %d nodes a move, this run plays %d", g, nodes, cfg.Nodes)
	case sc.done[g]:
		return fmt.Errorf("game %d is in the file twice", g)
	}
	sc.done[g] = true
	sc.out.Positions += count
	if !sc.keep {
		return nil
	}
	for _, l := range pending {
		s, _, _, err := parsePosition(l, sc.cfg.Size)
		if err != nil {
			return err
		}
		sc.out.Samples = append(sc.out.Samples, s)
	}
	return nil
}
