package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/search"
	"github.com/takengine/takengine/search/tinue"
)

// runTinue implements `takengine tinue -tps TPS [-komi K] [-movetime MS]
// [-maxply N] [-quietply N] [-hash MB]`: a line per depth searched out,
// then either `tinue <move> in <plies> pv <moves>` or `no tinue: <reason>`.
func runTinue(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("tinue")
	tps := fs.String("tps", "", "the position, as TPS; the side to move attacks")
	komi := fs.String("komi", "0", "komi in flats (multiple of 0.5)")
	movetime := fs.Int("movetime", 5000, "give up after this many milliseconds (0: no limit)")
	maxPly := fs.Int("maxply", tinue.DefaultMaxPly, "longest tinue looked for, in plies of both sides")
	quietPly := fs.Int("quietply", 9, "when there is no tinue, look for a forced win starting with a quiet move up to this many plies (0: don't)")
	hash := fs.Int("hash", tinue.DefaultHashMB, "table size in MB")
	if status, done := parseFlags(fs, args, stdout, stderr); done {
		return status
	}
	if fs.NArg() > 0 {
		return fail(stderr, "tinue: unexpected argument %q", fs.Arg(0))
	}
	if *tps == "" {
		return fail(stderr, "tinue: give the position with -tps \"TPS\"")
	}
	if *movetime < 0 || *maxPly < 1 || *maxPly > tinue.MaxPly || *quietPly < 0 || *quietPly > tinue.MaxPly {
		return fail(stderr, "tinue: -movetime must be >= 0, -maxply 1..%d, -quietply 0..%d", tinue.MaxPly, tinue.MaxPly)
	}
	if err := search.CheckHashMB(*hash); err != nil {
		return fail(stderr, "tinue: -hash: %v", err)
	}
	k, err := board.ParseKomi(*komi)
	if err != nil {
		return fail(stderr, "tinue: -komi: %v", err)
	}
	halfKomi := k.Half()
	pos, err := board.ParseTPSWith(*tps, halfKomi, nil)
	if err != nil {
		return fail(stderr, "tinue: %v", err)
	}
	fmt.Fprintf(stdout, "position %s komi %s\n", pos.TPS(), k)
	if r := pos.Result(); r != board.None {
		fmt.Fprintf(stdout, "no tinue: the game is already over (%s)\n", r)
		return 0
	}
	if pos.IsOpening() {
		fmt.Fprintln(stdout, "no tinue: the opening plies place the opponent's stones")
		return 0
	}
	opts := tinue.Options{MaxPly: *maxPly, QuietPly: *quietPly, MoveTime: time.Duration(*movetime) * time.Millisecond,
		HashMB: *hash, Report: func(i tinue.Info) {
			quiet := ""
			if i.Quiet {
				quiet = " with a quiet first move"
			}
			fmt.Fprintf(stdout, "depth %d nodes %d time %d: none%s\n", i.Depth, i.Nodes, i.Time.Milliseconds(), quiet)
		}}
	r := tinue.Solve(context.Background(), pos, opts)
	if r.Status == tinue.Proved && r.Quiet {
		fmt.Fprintln(stdout, "note: the first move threatens no win: a forced win, not a tinue in the strict sense")
	}
	fmt.Fprintln(stdout, tinueLine(r, *movetime))
	return 0
}

// tinueLine is the last line of `takengine tinue`.
func tinueLine(r tinue.Result, movetime int) string {
	switch r.Status {
	case tinue.Proved:
		return fmt.Sprintf("tinue %s in %d pv %s", r.Move, r.Plies, movesText(r.PV))
	case tinue.Disproved:
		return fmt.Sprintf("no tinue: none within %d plies", r.Depth)
	}
	why := fmt.Sprintf("searched out after %d ms", movetime)
	if movetime == 0 || r.Time < time.Duration(movetime)*time.Millisecond {
		why = fmt.Sprintf("the search stopped after %d nodes", r.Nodes)
	}
	if r.Depth > 0 {
		return fmt.Sprintf("no tinue: %s (none within %d plies)", why, r.Depth)
	}
	return "no tinue: " + why
}
