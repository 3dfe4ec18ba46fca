package selfplay

import (
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/takengine/takengine/bench/match"
	"github.com/takengine/takengine/bench/progress"
	"github.com/takengine/takengine/bench/shard"
	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
)

// Judging a candidate's moves by a stronger engine. A match against the
// stronger engine is the proof of a change, but its verdict is noisy: at
// 10+0.1 two runs of the same engine over the same 68 rounds against
// Tiltak scored 32.4% and 41.2%. Judge asks a narrower question with far
// less noise: in positions taken from real games (those the baseline
// reached), which move does the candidate choose at a fixed search, and
// how good does the judge find the position after it? Two candidates
// judged on the same positions are compared position by position
// (CompareJudged); where they choose the same move the difference is
// exactly 0, so only the positions where they differ carry noise. It
// measures the quality of single decisions as the judge sees them, not
// where a change steers a game. With Tiltak judging it caught the harmful
// changes (a tenth of the nodes, a wall weight that lost its games) but
// not the gain of four times the nodes (README, "Screening a change"):
// it filters out harm; a candidate it passes still has to win its match.

// JudgeConfig says how Judge samples positions and scores moves.
type JudgeConfig struct {
	Engine  match.EngineSpec // the candidate, which chooses the moves
	Go      string           // its go line, such as "go nodes 300000" (fixed nodes repeat exactly)
	Judge   match.EngineSpec // the engine that scores the positions after them
	JudgeGo string           // the judge's go line, such as "go nodes 50000"
	// Player, when not empty, keeps the positions where the side to move
	// is the player whose PTN tag (Player1 for White, Player2 for Black)
	// contains it; a game where neither or both do is left out.
	Player    string
	From, To  int   // plies (positions after this many moves) to sample, From..To inclusive
	Positions int   // how many to sample (0: all)
	Seed      int64 // the sample's shuffle
	// CpScale turns a judge's score without wdl into a win chance (see
	// LabelConfig.CpScale; 0: such a score is an error).
	CpScale float64
	Timeout time.Duration // bounds each exchange beyond the search (default 1 minute)
	// Cache, when not empty, is a file of positions already judged (TPS
	// and HalfKomi, the judge's win chance for its side to move), read
	// first and appended to: candidates that choose the same moves cost
	// only their own searches. Keep one cache per judge and go line.
	Cache string
}

// JudgeJob is one sampled position: its key (the PTN file's name, the
// game's number in it from 1, and the ply) and the position.
type JudgeJob struct {
	Key string
	Pos board.Position
}

// JudgePositions samples the positions of games (read from files, in
// order) that cfg asks for, in a fixed order: every eligible position,
// shuffled by cfg.Seed, the first cfg.Positions of them. It also returns
// how many games had eligible positions.
func JudgePositions(files []string, cfg *JudgeConfig) ([]JudgeJob, int, error) {
	var jobs []JudgeJob
	used := 0
	for _, path := range files {
		games, err := ptn.ReadFile(path)
		if err != nil {
			return nil, 0, err
		}
		name := filepath.Base(path)
		for gi := range games {
			g := &games[gi]
			side := -1 // -1: every position
			if cfg.Player != "" {
				white := strings.Contains(g.Tag("Player1"), cfg.Player)
				black := strings.Contains(g.Tag("Player2"), cfg.Player)
				if white == black {
					continue
				}
				side = int(board.White)
				if black {
					side = int(board.Black)
				}
			}
			n := 0
			for ply := max(cfg.From, 0); ply <= min(cfg.To, len(g.Moves)-1); ply++ {
				pos, err := g.Position(ply)
				if err != nil {
					return nil, 0, fmt.Errorf("%s: game %d: %v", path, gi+1, err)
				}
				if side >= 0 && int(pos.ToMove()) != side || pos.GameOver() {
					continue
				}
				jobs = append(jobs, JudgeJob{Key: fmt.Sprintf("%s:%d:%d", name, gi+1, ply), Pos: pos})
				n++
			}
			if n > 0 {
				used++
			}
		}
	}
	r := rand.New(rand.NewPCG(uint64(cfg.Seed), 0x6a75646765))
	r.Shuffle(len(jobs), func(i, j int) { jobs[i], jobs[j] = jobs[j], jobs[i] })
	if cfg.Positions > 0 && cfg.Positions < len(jobs) {
		jobs = jobs[:cfg.Positions]
	}
	return jobs, used, nil
}

// Judged is what Judge did.
type Judged struct {
	Resumed int // positions found judged in the output, not judged again
	Done    int // positions judged now
	Cached  int // of those, how many the cache already held
}

// Judge plays the candidate's move in each job and has the judge score the
// position after it, writing a line per position to outPath: the key, the
// move, the mover's win chance after it as the judge sees it (1, 0 or 0.5
// when the move ends the game), and the TPS before it, tab-separated. An
// output that already holds lines (an interrupted run) is resumed: its
// keys are not judged again. Every position must have one size and komi.
func Judge(jobs []JudgeJob, cfg JudgeConfig, outPath string, progressTo io.Writer, every time.Duration) (Judged, error) {
	var res Judged
	if cfg.Timeout <= 0 {
		cfg.Timeout = time.Minute
	}
	if len(jobs) == 0 {
		return res, errors.New("no positions to judge")
	}
	size, hk := jobs[0].Pos.Size(), jobs[0].Pos.HalfKomi()
	for i := range jobs {
		if p := &jobs[i].Pos; p.Size() != size || p.HalfKomi() != hk {
			return res, fmt.Errorf("%s: size %d komi %d where the first position has size %d komi %d (judge one size and komi at a time)",
				jobs[i].Key, p.Size(), p.HalfKomi(), size, hk)
		}
	}
	done, err := readJudgedKeys(outPath)
	if err != nil {
		return res, err
	}
	var todo []JudgeJob
	for _, j := range jobs {
		if done[j.Key] {
			res.Resumed++
		} else {
			todo = append(todo, j)
		}
	}
	if len(todo) == 0 {
		return res, nil
	}
	cand, err := match.StartAnalyst(cfg.Engine, size, hk, cfg.Timeout, nil)
	if err != nil {
		return res, err
	}
	defer cand.Close()
	judge, err := match.StartAnalyst(cfg.Judge, size, hk, cfg.Timeout, nil)
	if err != nil {
		return res, err
	}
	defer judge.Close()
	// Both files are continued after their last whole line: a line
	// written in part by an interrupted run is cut off.
	wholeLines := func(data []byte) (int, error) { return shard.CompleteLines(data), nil }
	_, out, err := shard.Resume(outPath, wholeLines)
	if err != nil {
		return res, err
	}
	defer out.Close()
	cache := map[string]float64{}
	var cacheOut io.Writer
	if cfg.Cache != "" {
		data, f, err := shard.Resume(cfg.Cache, wholeLines)
		if err != nil {
			return res, err
		}
		defer f.Close()
		if cache, err = parseJudgeCache(cfg.Cache, data); err != nil {
			return res, err
		}
		cacheOut = f
	}
	meter := progress.NewUnits(progressTo, "positions", len(jobs), res.Resumed, every)
	for i := range todo {
		j := &todo[i]
		line, hit, err := judgeOne(j, &cfg, cand, judge, cache, cacheOut)
		if err != nil {
			return res, fmt.Errorf("%s: %v", j.Key, err)
		}
		if _, err := io.WriteString(out, line); err != nil {
			return res, err
		}
		res.Done++
		if hit {
			res.Cached++
		}
		meter.Add(0)
	}
	meter.Done()
	return res, nil
}

// judgeOne asks the candidate for its move in j and the judge (or the
// cache) for the position after it, and returns the output line and
// whether the cache held the score.
func judgeOne(j *JudgeJob, cfg *JudgeConfig, cand, judge *match.Analyst, cache map[string]float64, cacheOut io.Writer) (string, bool, error) {
	if err := cand.NewGame(); err != nil {
		return "", false, err
	}
	pos := j.Pos
	before := pos.TPS()
	text, _, err := cand.Think(&pos, nil, cfg.Go, 0)
	if err != nil {
		return "", false, err
	}
	m, err := pos.ParseMove(text)
	if err != nil {
		return "", false, fmt.Errorf("%s played %q: %v", cfg.Engine.Name, text, err)
	}
	mover := pos.ToMove()
	pos.Make(m)
	var win float64
	hit := false
	if r := pos.Result(); r != board.None {
		win = 0.5
		if w, ok := r.Winner(); ok {
			win = 0
			if w == mover {
				win = 1
			}
		}
	} else {
		key := pos.TPS() + "\t" + strconv.Itoa(pos.HalfKomi())
		w, ok := cache[key]
		if ok {
			hit = true
		} else {
			if err := judge.NewGame(); err != nil {
				return "", false, err
			}
			s, err := judge.Score(&pos, nil, cfg.JudgeGo, 0)
			if err != nil {
				return "", false, err
			}
			if w, err = winChance(s, cfg.CpScale); err != nil {
				return "", false, fmt.Errorf("%s: %v", cfg.Judge.Name, err)
			}
			cache[key] = w
			if cacheOut != nil {
				if _, err := fmt.Fprintf(cacheOut, "%s\t%.4f\n", key, w); err != nil {
					return "", false, err
				}
			}
		}
		win = 1 - w // the judge scored it for the side to move: the mover's opponent
	}
	return fmt.Sprintf("%s\t%s\t%.4f\t%s\n", j.Key, m, win, before), hit, nil
}

// readJudgedKeys returns the keys of an output's lines (none when the
// file does not exist yet).
func readJudgedKeys(path string) (map[string]bool, error) {
	keys := map[string]bool{}
	rows, err := ReadJudged(path)
	if errors.Is(err, os.ErrNotExist) {
		return keys, nil
	}
	for k := range rows {
		keys[k] = true
	}
	return keys, err
}

// parseJudgeCache reads the whole lines of a cache file (named path):
// TPS, HalfKomi and win chance per line.
func parseJudgeCache(path string, data []byte) (map[string]float64, error) {
	cache := map[string]float64{}
	for n, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		if line == "" {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 3 {
			return nil, fmt.Errorf("%s:%d: want TPS, HalfKomi and a win chance, tab-separated", path, n+1)
		}
		w, err := strconv.ParseFloat(f[2], 64)
		if err != nil || w < 0 || w > 1 {
			return nil, fmt.Errorf("%s:%d: bad win chance %q", path, n+1, f[2])
		}
		cache[f[0]+"\t"+f[1]] = w
	}
	return cache, nil
}

// JudgedMove is one line of a Judge output: the move chosen and the
// mover's win chance after it.
type JudgedMove struct {
	Move string
	Win  float64
	TPS  string // the position before the move
}

// ReadJudged reads a Judge output into its lines by key. A last line
// without its newline (written in part by an interrupted run) is left out.
func ReadJudged(path string) (map[string]JudgedMove, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	rows := map[string]JudgedMove{}
	for i, line := range strings.Split(string(data[:shard.CompleteLines(data)]), "\n") {
		if line == "" {
			continue
		}
		f := strings.Split(line, "\t")
		w := 0.0
		if len(f) == 4 {
			w, err = strconv.ParseFloat(f[2], 64)
		}
		if len(f) != 4 || err != nil || w < 0 || w > 1 {
			return nil, fmt.Errorf("%s:%d: want key, move, win chance and TPS, tab-separated", path, i+1)
		}
		rows[f[0]] = JudgedMove{Move: f[1], Win: w, TPS: f[3]}
	}
	return rows, nil
}

// JudgeComparison is two candidates judged on the same positions.
type JudgeComparison struct {
	Positions int     // keys in both outputs
	Same      int     // where both chose the same move
	A, B      float64 // each one's mean win chance after its move
	Diff      float64 // B's mean less A's
	Half      float64 // half width of Diff's 95% interval
	// Groups holds the same difference for White's and Black's moves,
	// then for bands of 15 plies (0-14, 15-29, ...) that hold positions.
	Groups []JudgeGroup
}

// JudgeGroup is the difference of a JudgeComparison over some of its
// positions.
type JudgeGroup struct {
	Name      string // such as "Black to move" or "plies 30-44"
	Positions int
	Diff      float64
	Half      float64
}

// judgeBand is the width of the ply bands of JudgeComparison.Groups.
const judgeBand = 15

// CompareJudged pairs two Judge outputs key by key. Where both chose the
// same move the difference is 0, whatever the judge said (the cache makes
// it say the same, but a judge run without one may not).
func CompareJudged(a, b map[string]JudgedMove) (JudgeComparison, error) {
	var c JudgeComparison
	var all []float64
	var byColour [2][]float64
	byBand := map[int][]float64{}
	for _, k := range slices.Sorted(maps.Keys(a)) {
		x := a[k]
		y, ok := b[k]
		if !ok {
			continue
		}
		if x.TPS != y.TPS {
			return c, fmt.Errorf("%s is another position in each output: not the same sample", k)
		}
		d := y.Win - x.Win
		if x.Move == y.Move {
			d = 0
			c.Same++
		}
		c.Positions++
		c.A += x.Win
		c.B += y.Win
		all = append(all, d)
		col := board.White
		if p, err := board.ParseTPS(x.TPS); err == nil {
			col = p.ToMove()
		}
		byColour[col] = append(byColour[col], d)
		if i := strings.LastIndexByte(k, ':'); i >= 0 {
			if ply, err := strconv.Atoi(k[i+1:]); err == nil && ply >= 0 {
				byBand[ply/judgeBand] = append(byBand[ply/judgeBand], d)
			}
		}
	}
	if c.Positions == 0 {
		return c, errors.New("the outputs have no position in common")
	}
	c.A /= float64(c.Positions)
	c.B /= float64(c.Positions)
	c.Diff, c.Half = meanHalf(all)
	for col, name := range []string{"White to move", "Black to move"} {
		if len(byColour[col]) > 0 {
			g := JudgeGroup{Name: name, Positions: len(byColour[col])}
			g.Diff, g.Half = meanHalf(byColour[col])
			c.Groups = append(c.Groups, g)
		}
	}
	for _, b := range slices.Sorted(maps.Keys(byBand)) {
		g := JudgeGroup{Name: fmt.Sprintf("plies %d-%d", b*judgeBand, b*judgeBand+judgeBand-1), Positions: len(byBand[b])}
		g.Diff, g.Half = meanHalf(byBand[b])
		c.Groups = append(c.Groups, g)
	}
	return c, nil
}

// meanHalf returns the mean of xs and the half width of its 95% interval
// (0 for fewer than two values).
func meanHalf(xs []float64) (mean, half float64) {
	n := float64(len(xs))
	if len(xs) == 0 {
		return 0, 0
	}
	for _, x := range xs {
		mean += x
	}
	mean /= n
	if len(xs) < 2 {
		return mean, 0
	}
	var ss float64
	for _, x := range xs {
		ss += (x - mean) * (x - mean)
	}
	return mean, 1.96 * math.Sqrt(ss/(n-1)/n)
}

// WriteJudgeComparison writes c for the outputs named a and b.
func WriteJudgeComparison(w io.Writer, c JudgeComparison, a, b string) {
	fmt.Fprintf(w, "%d positions in both, the same move in %d (%.1f%%)\n", c.Positions, c.Same, 100*float64(c.Same)/float64(c.Positions))
	fmt.Fprintf(w, "  %s: mean win chance after its move %.4f\n", a, c.A)
	fmt.Fprintf(w, "  %s: mean win chance after its move %.4f\n", b, c.B)
	fmt.Fprintf(w, "  difference (second less first): %+.4f +- %.4f (95%%)\n", c.Diff, c.Half)
	for _, g := range c.Groups {
		fmt.Fprintf(w, "    %s (%d): %+.4f +- %.4f\n", g.Name, g.Positions, g.Diff, g.Half)
	}
}
