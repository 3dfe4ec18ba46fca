package main

import (
	"bufio"
	"io"
	"os"
	"path/filepath"

	"github.com/takengine/takengine/bench/tactics"
	"github.com/takengine/takengine/board/ptn"
	"github.com/takengine/takengine/search"
)

// runFlatRace implements `takengine flatrace [flags] GAMES.ptn...`: it
// builds a flat-win tactics file from the ends of games decided on flats
// (tactics.FlatRace) and writes it to stdout or -o, with a progress line
// per position on stderr.
func runFlatRace(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("flatrace")
	last := fs.Int("last", 16, "plies before each game's end to look at")
	nodes := fs.Uint64("nodes", 2_000_000, "node budget for proving a position won")
	moveNodes := fs.Uint64("move-nodes", 300_000, "node budget for proving each root move")
	hash := fs.Int("hash", 64, "transposition table MB (1..search.MaxHashMB)")
	share := fs.Float64("max-share", 0.25, "leave out positions where more than this share of the legal moves win (0: keep all)")
	maxBest := fs.Int("max-best", 0, "leave out positions with more than this many winning moves (0: keep all)")
	out := fs.String("o", "", "write the tactics file here instead of stdout")
	quiet := fs.Bool("q", false, "no progress lines")
	if status, done := parseFlags(fs, args, stdout, stderr); done {
		return status
	}
	if fs.NArg() == 0 {
		return fail(stderr, "flatrace: give one or more PTN files")
	}
	if *last < 1 || *nodes < 1 || *moveNodes < 1 || *maxBest < 0 || !(*share >= 0 && *share <= 1) {
		return fail(stderr, "flatrace: -last, -nodes and -move-nodes must be >= 1, -max-best >= 0, -max-share in 0..1")
	}
	if err := search.CheckHashMB(*hash); err != nil {
		return fail(stderr, "flatrace: -hash: %v", err)
	}
	opt := tactics.RaceOptions{Last: *last, Nodes: *nodes, MoveNodes: *moveNodes, HashMB: *hash, MaxShare: *share, MaxBest: *maxBest}
	var progress io.Writer = stderr
	if *quiet {
		progress = nil
	}
	// Every file is read and the output created before the long search,
	// so a mistyped argument fails at once.
	files := make([][]ptn.Game, fs.NArg())
	for i, path := range fs.Args() {
		games, err := ptn.ReadFile(path)
		if err != nil {
			return fail(stderr, "flatrace: %v", err)
		}
		files[i] = games
	}
	w := stdout
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			return fail(stderr, "flatrace: %v", err)
		}
		defer f.Close()
		w = f
	}
	var all []tactics.Tactic
	for i, games := range files {
		ts, err := tactics.FlatRace(games, filepath.Base(fs.Arg(i)), opt, progress)
		if err != nil {
			return fail(stderr, "flatrace: %v", err)
		}
		all = append(all, ts...)
	}
	bw := bufio.NewWriter(w)
	if err := tactics.Write(bw, all); err != nil {
		return fail(stderr, "flatrace: %v", err)
	}
	if err := bw.Flush(); err != nil {
		return fail(stderr, "flatrace: %v", err)
	}
	return 0
}
