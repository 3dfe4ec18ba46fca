package selfplay

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/takengine/takengine/bench/match"
	"github.com/takengine/takengine/bench/progress"
	"github.com/takengine/takengine/bench/shard"
	"github.com/takengine/takengine/board"
)

// LabelConfig says how Label scores positions.
type LabelConfig struct {
	Engine  match.EngineSpec // the labelling TEI engine
	Go      string           // its go line for every position, such as "go nodes 2000"
	Workers int              // engines run at once, each on its own positions (default 1)
	Every   int              // label every Every-th position of the input (default 1: all)
	Size    int              // label only positions of this size (0: every size)
	// SkipSpreadWins leaves out the positions where either side could
	// complete a road with one stack move (SpreadWin), as tune
	// -skip-spread-wins does.
	SkipSpreadWins bool
	// Mix is the share of the game's result in the label: Mix*result +
	// (1-Mix)*the engine's win chance (0: the engine's alone).
	Mix float64
	// CpScale turns a score without wdl into a win chance,
	// 1/(1+exp(-cp/CpScale)) (0: such a score is an error).
	CpScale float64
	Timeout time.Duration // bounds each exchange beyond the search (default 1 minute)
	// NewGame sends teinewgame before every position, so no score
	// depends on the positions before it (some engines then allocate
	// their tree or table anew, which can cost more than the search).
	NewGame bool
	// Sibling, when not 0, labels instead of each selected position the
	// position one random legal move away from it (a sibling of the move
	// the game played), the move chosen by Sibling and the position's
	// hash, so that a rerun picks the same; a move that ends the game is
	// left out. These are the positions a search meets after bad moves,
	// which the games' own positions never show an evaluation.
	Sibling int64
}

// Labelled is what Label did.
type Labelled struct {
	Resumed int // positions found labelled in the output, not labelled again
	Done    int // positions labelled now
}

// labelJob is one position to score: its index among the selected
// positions and its input line.
type labelJob struct {
	i    int
	line string
	pos  board.Position
	res  float64
}

// labelResult is a scored job: the output line, or why it failed.
type labelResult struct {
	i    int
	line string
	err  error
}

// Label scores the positions of the position files in (or of the games
// of PTN files, those named *.ptn: PTNPositions) with a TEI engine
// and writes them to out as a position file whose result column is a
// soft label: the engine's chance that White wins (from its "wdl" field,
// or its cp score through cfg.CpScale; a proven win or loss is 1 or 0),
// mixed with the game's result by cfg.Mix. This is how the evaluation is
// fitted to a stronger judge than a game result played out at low depth
// (knowledge distillation). The output keeps the input's order, so
// running the same command on the same output continues an interrupted
// run: its complete lines are kept, after a check that each is the
// position the input has at its place.
func Label(cfg LabelConfig, in []string, out string, progressTo io.Writer, every time.Duration) (*Labelled, error) {
	cfg = cfg.withDefaults()
	if err := cfg.check(); err != nil {
		return nil, err
	}
	jobs, err := selectPositions(in, cfg.Every, cfg.Size, cfg.SkipSpreadWins, cfg.Sibling)
	if err != nil {
		return nil, err
	}
	done := 0
	_, f, err := shard.Resume(out, func(data []byte) (int, error) {
		n := shard.CompleteLines(data)
		lines := strings.Split(string(data[:n]), "\n")
		done = len(lines) - 1
		if done > len(jobs) {
			return 0, fmt.Errorf("has %d positions, more than the %d the input gives", done, len(jobs))
		}
		for i, line := range lines[:done] {
			if tpsOf(line) != tpsOf(jobs[i].line) {
				return 0, fmt.Errorf("position %d is not the input's (another input, -every or -size?)", i+1)
			}
		}
		return n, nil
	})
	if err != nil {
		return nil, err
	}
	defer f.Close()
	res := &Labelled{Resumed: done}
	err = labelAll(&cfg, jobs[done:], f, progress.NewUnits(progressTo, "positions", len(jobs), done, every), &res.Done)
	if cerr := f.Sync(); err == nil {
		err = cerr
	}
	return res, err
}

func (cfg LabelConfig) withDefaults() LabelConfig {
	if cfg.Workers < 1 {
		cfg.Workers = 1
	}
	if cfg.Every < 1 {
		cfg.Every = 1
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = time.Minute
	}
	return cfg
}

func (cfg *LabelConfig) check() error {
	if !strings.HasPrefix(cfg.Go, "go ") {
		return fmt.Errorf("the go line %q must start with \"go \"", cfg.Go)
	}
	if !(cfg.Mix >= 0 && cfg.Mix <= 1) {
		return fmt.Errorf("mix %v is not in 0..1", cfg.Mix)
	}
	if cfg.CpScale < 0 || math.IsNaN(cfg.CpScale) {
		return fmt.Errorf("cp scale %v is negative", cfg.CpScale)
	}
	if cfg.Size != 0 && (cfg.Size < board.MinSize || cfg.Size > board.MaxSize) {
		return fmt.Errorf("size %d is not %d to %d", cfg.Size, board.MinSize, board.MaxSize)
	}
	return nil
}

// selectPositions reads the position files (or PTN files) and returns
// every every-th position line of size (0: any), checked and parsed,
// leaving out SpreadWin positions when skipSpreadWins, and with a
// sibling seed not 0 replaced by their siblings (LabelConfig.Sibling).
func selectPositions(paths []string, every, size int, skipSpreadWins bool, sibling int64) ([]labelJob, error) {
	var out []labelJob
	var moves board.MoveList
	k := 0
	for _, path := range paths {
		lines, err := inputLines(path)
		if err != nil {
			return nil, err
		}
		for n, line := range lines {
			if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
				continue
			}
			smp, _, _, p, err := parseLine(line)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %v", path, n+1, err)
			}
			if size != 0 && p.Size() != size || skipSpreadWins && SpreadWin(&p) {
				continue
			}
			if k++; (k-1)%every != 0 {
				continue
			}
			if sibling != 0 {
				var ok bool
				if line, ok = siblingLine(line, &p, sibling, &moves); !ok {
					continue
				}
			}
			out = append(out, labelJob{i: len(out), line: line, pos: p, res: smp.Result})
		}
	}
	return out, nil
}

// siblingLine makes p the position after a random legal move from it
// (chosen by seed and p's hash) and returns line with its TPS; ok is
// false when p has no move or the move ends the game.
func siblingLine(line string, p *board.Position, seed int64, moves *board.MoveList) (string, bool) {
	if p.Result() != board.None {
		return "", false
	}
	p.GenerateMoves(moves)
	if moves.N == 0 {
		return "", false
	}
	rng := rand.New(rand.NewSource(seed ^ int64(p.Hash())))
	p.Make(moves.Moves[rng.Intn(moves.N)])
	if p.Result() != board.None {
		return "", false
	}
	f := strings.Split(line, "\t")
	f[0] = p.TPS()
	return strings.Join(f, "\t"), true
}

// inputLines returns the lines of a position file, or those a PTN file's
// games give (PTNPositions) when its name ends in .ptn.
func inputLines(path string) ([]string, error) {
	if strings.HasSuffix(strings.ToLower(path), ".ptn") {
		ps, err := PTNPositions(path)
		if err != nil {
			return nil, err
		}
		lines := make([]string, len(ps))
		for i, p := range ps {
			lines[i] = p.Line()
		}
		return lines, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return strings.Split(string(data), "\n"), nil
}

// tpsOf returns the TPS field of a position line.
func tpsOf(line string) string {
	if i := strings.IndexByte(line, '\t'); i >= 0 {
		return line[:i]
	}
	return line
}

// labelAll scores jobs on cfg.Workers engines and writes the lines to w
// in the jobs' order as they complete, counting them in *done.
func labelAll(cfg *LabelConfig, jobs []labelJob, w io.Writer, meter *progress.Meter, done *int) error {
	if len(jobs) == 0 {
		return nil
	}
	in := make(chan labelJob)
	results := make(chan labelResult)
	quit := make(chan struct{})
	var wg sync.WaitGroup
	for range min(cfg.Workers, len(jobs)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			l := &labeller{cfg: cfg}
			defer l.close()
			for j := range in {
				line, err := l.label(&j)
				select {
				case results <- labelResult{j.i, line, err}:
				case <-quit:
					return
				}
			}
		}()
	}
	go func() {
		defer close(in)
		for _, j := range jobs {
			select {
			case in <- j:
			case <-quit:
				return
			}
		}
	}()
	go func() { wg.Wait(); close(results) }()
	defer close(quit)
	bw := bufio.NewWriter(w)
	pending := map[int]string{}
	next := jobs[0].i
	var firstErr error
	for r := range results {
		if r.err != nil {
			firstErr = r.err
			break
		}
		pending[r.i] = r.line
		for {
			line, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			bw.WriteString(line)
			bw.WriteByte('\n')
			next++
			*done++
			meter.Add(0)
		}
		if bw.Buffered() > 1<<14 {
			if err := bw.Flush(); err != nil {
				return err
			}
		}
	}
	meter.Done()
	if err := bw.Flush(); err != nil {
		return err
	}
	return firstErr
}

// labeller is one worker's engine, restarted for a new size or komi.
type labeller struct {
	cfg      *LabelConfig
	a        *match.Analyst
	size, hk int
}

func (l *labeller) close() {
	if l.a != nil {
		l.a.Close()
	}
}

// label scores one position and returns its output line.
func (l *labeller) label(j *labelJob) (string, error) {
	p := &j.pos
	if l.a == nil || l.size != p.Size() || l.hk != p.HalfKomi() {
		l.close()
		a, err := match.StartAnalyst(l.cfg.Engine, p.Size(), p.HalfKomi(), l.cfg.Timeout, nil)
		if err != nil {
			l.a = nil
			return "", err
		}
		l.a, l.size, l.hk = a, p.Size(), p.HalfKomi()
	} else if l.cfg.NewGame {
		if err := l.a.NewGame(); err != nil {
			return "", err
		}
	}
	s, err := l.a.Score(p, nil, l.cfg.Go, 0)
	if err != nil {
		return "", err
	}
	win, err := winChance(s, l.cfg.CpScale)
	if err != nil {
		return "", fmt.Errorf("%s: %v", tpsOf(j.line), err)
	}
	if p.ToMove() == board.Black {
		win = 1 - win
	}
	label := l.cfg.Mix*j.res + (1-l.cfg.Mix)*win
	f := strings.Split(j.line, "\t")
	f[2] = strconv.FormatFloat(label, 'f', 4, 64)
	return strings.Join(f, "\t"), nil
}

// winChance is the side to move's chance to win from an engine's score:
// win plus half the draws of its wdl, 1 or 0 for a proven result, or its
// cp score through a logistic of scale cpScale.
func winChance(s match.AnalystScore, cpScale float64) (float64, error) {
	switch {
	case !s.Ok:
		return 0, errors.New("the engine gave no score")
	case s.Mate:
		return float64(s.Cp+1) / 2, nil
	case s.HasWDL:
		w, d, l := float64(s.WDL[0]), float64(s.WDL[1]), float64(s.WDL[2])
		if w+d+l <= 0 {
			return 0, fmt.Errorf("bad wdl %v", s.WDL)
		}
		return (w + d/2) / (w + d + l), nil
	case cpScale > 0:
		return 1 / (1 + math.Exp(-float64(s.Cp)/cpScale)), nil
	}
	return 0, errors.New("the engine's score has no wdl and no cp scale was given")
}
