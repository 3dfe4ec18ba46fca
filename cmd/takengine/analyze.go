package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/board/ptn"
	"github.com/takengine/takengine/search"
)

// runAnalyze implements `takengine analyze -tps TPS [-komi K] [-movetime MS
// | -depth D]` and `takengine analyze FILE.ptn [-ply K]`.
func runAnalyze(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("analyze")
	tps := fs.String("tps", "", "the position to analyse, as TPS")
	komi := fs.String("komi", "", "komi in flats, a multiple of 0.5 (default 0, or the PTN file's Komi tag)")
	movetime := fs.Int("movetime", 0, "think this many milliseconds (default 5000 when no -depth)")
	depth := fs.Int("depth", 0, "search to this depth")
	ply := fs.Int("ply", -1, "with a PTN file: the position after this many plies (default the last)")
	hash := fs.Int("hash", search.DefaultHashMB, "transposition table size in MB")
	// Accept the file before or after the flags.
	var file string
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		file, args = args[0], args[1:]
	}
	if status, done := parseFlags(fs, args, stdout, stderr); done {
		return status
	}
	if fs.NArg() > 0 {
		if file != "" || fs.NArg() > 1 {
			return fail(stderr, "analyze: unexpected argument %q", fs.Arg(fs.NArg()-1))
		}
		file = fs.Arg(0)
	}
	if (file == "") == (*tps == "") {
		return fail(stderr, "analyze: give either -tps \"TPS\" or a PTN file")
	}
	if *movetime < 0 || *depth < 0 || *depth > 60 {
		return fail(stderr, "analyze: -movetime must be >= 0, -depth 0..60")
	}
	if err := search.CheckHashMB(*hash); err != nil {
		return fail(stderr, "analyze: -hash: %v", err)
	}
	halfKomi, komiSet := 0, *komi != ""
	if komiSet {
		k, err := board.ParseKomi(*komi)
		if err != nil {
			return fail(stderr, "analyze: -komi: %v", err)
		}
		halfKomi = k.Half()
	}
	var game *board.History
	if *tps != "" {
		if *ply >= 0 {
			return fail(stderr, "analyze: -ply needs a PTN file")
		}
		p, err := board.ParseTPSWith(*tps, halfKomi, nil)
		if err != nil {
			return fail(stderr, "analyze: %v", err)
		}
		game = board.NewHistory(p)
	} else {
		g, err := gameFromPTN(file, *ply, halfKomi, komiSet)
		if err != nil {
			return fail(stderr, "analyze: %v", err)
		}
		game = g
	}
	pos := game.Position()
	lim := search.Limits{Depth: *depth, MoveTime: time.Duration(*movetime) * time.Millisecond}
	lim.Tinue = *depth == 0 // the tinue solver beside a timed analysis
	if *depth == 0 && *movetime == 0 {
		lim.MoveTime = 5 * time.Second
	}
	fmt.Fprintf(stdout, "position %s komi %s\n", pos.TPS(), board.Komi(pos.HalfKomi()))
	if r := pos.Result(); r != board.None {
		fmt.Fprintf(stdout, "note: the game is already over (%s)\n", r)
	}
	e := search.NewEngine(*hash)
	res := e.Search(context.Background(), game, lim, func(i search.Info) {
		fmt.Fprintf(stdout, "depth %d seldepth %d score %s nodes %d nps %d time %d pv %s\n",
			i.Depth, i.SelDepth, scoreText(i.Score), i.Nodes, i.NPS(), i.Time.Milliseconds(), movesText(i.PV))
	})
	if res.Best == board.NoMove {
		return fail(stderr, "analyze: no legal move in %s", pos.TPS())
	}
	fmt.Fprintf(stdout, "bestmove %s score %s pv %s\n", res.Best, scoreText(res.Score), movesText(res.PV))
	return 0
}

// gameFromPTN reads the first game of a PTN file and returns it up to
// ply plies (-1: all).
func gameFromPTN(file string, ply, halfKomi int, komiSet bool) (*board.History, error) {
	games, err := ptn.ReadFile(file)
	if err != nil {
		return nil, err
	}
	if len(games) == 0 {
		return nil, fmt.Errorf("%s holds no game", file)
	}
	g := games[0]
	if ply < 0 {
		ply = len(g.Moves)
	}
	if ply > len(g.Moves) {
		return nil, fmt.Errorf("-ply %d, but the game has only %d plies", ply, len(g.Moves))
	}
	p := g.Start
	if komiSet {
		if err := p.SetHalfKomi(halfKomi); err != nil {
			return nil, err
		}
	}
	game := board.NewHistory(p)
	for _, m := range g.Moves[:ply] {
		game.Play(m)
	}
	return game, nil
}

func scoreText(s int) string {
	if n, ok := search.MateMoves(s); ok {
		return fmt.Sprintf("mate %d", n)
	}
	return fmt.Sprintf("cp %d", s)
}

func movesText(ms []board.Move) string {
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = m.String()
	}
	return strings.Join(parts, " ")
}
