// Command takengine is a Tak engine. With no arguments (or "tei") it speaks
// the Tak Engine Interface on stdin/stdout; subcommands serve people at a
// terminal: perft, bench, analyze, annotate, tinue, tactics, flatrace,
// match, label, judge, spsa and version; serve speaks TEI over WebSocket for
// PTN-Ninja.
//
// go build reads default.pgo beside this file, a CPU profile of takengine
// bench (make pgo remakes it): profile-guided optimisation, where the
// compiler inlines and lays out the calls that profile finds hot (most of
// it the evaluation and the search). The search is the same; it takes
// about 5% less time to depth.
package main

import (
	"fmt"
	"io"
	"os"
)

const usage = `usage: takengine [command] [flags]

commands:
  tei        speak TEI on stdin/stdout (the default with no command)
  serve      TEI over WebSocket for PTN-Ninja: serve [-addr 127.0.0.1:7731] [-allow-origin ORIGIN]... [-max-sessions N]
  perft      count the legal-move tree: perft [-size N | -tps TPS] -depth D [-divide]
  bench      search a fixed suite of positions: bench [-depth D] [-size N] [-threads N] [-cpuprofile F] [-memprofile F]
  analyze    analyse a position: analyze -tps TPS [-komi K] [-movetime MS | -depth D], or analyze FILE.ptn [-ply K]
  annotate   mark every ply of PTN games: annotate FILE.ptn [-movetime MS | -depth D] [-threads N] [-o OUT] [-game K] [-marks [-cpscale winchance|centiflats | -engine CMD]]
  tinue      prove a forced road win: tinue -tps TPS [-komi K] [-movetime MS] [-maxply N] [-quietply N] [-hash MB]
  tactics    solve the tactics suite: tactics [-movetime MS | -depth D | -nodes N] [-file TSV]
  flatrace   build flat-race problems from games: flatrace [-last PLIES] [-nodes N] [-move-nodes N] [-o TSV] GAMES.ptn...
  match      play a match between TEI engines: match -engine CMD -engine CMD [flags]; read its PTN: match merge|phases|style|trend|compare FILE.ptn...
  label      score position files with a TEI engine (soft labels for tune): label -engine CMD -o OUT [-go LINE] [-workers N] [-every N] POSITIONS...
  judge      judge a candidate's moves in game positions by a stronger engine: judge -engine CMD -judge CMD -o OUT [-go LINE] [-judge-go LINE] [-player NAME] GAMES.ptn...; judge compare A.tsv B.tsv
  spsa       tune parameters by SPSA on game results: spsa -engine "CMD ... {}" -params Name:start:min:max[:c[:r]],... [-opponent CMD] [-iterations N] [-log F]; read its log: spsa summary [-params SPECS] LOG
  version    print the version
Run "takengine <command> -h" for a command's flags.
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	cmd := "tei"
	if len(args) > 0 {
		cmd, args = args[0], args[1:]
	}
	switch cmd {
	case "tei":
		return runTEI(args, stdin, stdout, stderr)
	case "serve":
		return runServe(args, stdout, stderr)
	case "perft":
		return runPerft(args, stdout, stderr)
	case "bench":
		return runBench(args, stdout, stderr)
	case "analyze":
		return runAnalyze(args, stdout, stderr)
	case "annotate":
		return runAnnotate(args, stdout, stderr)
	case "tinue":
		return runTinue(args, stdout, stderr)
	case "tactics":
		return runTactics(args, stdout, stderr)
	case "flatrace":
		return runFlatRace(args, stdout, stderr)
	case "match":
		return runMatch(args, stdout, stderr)
	case "label":
		return runLabel(args, stdout, stderr)
	case "judge":
		return runJudge(args, stdout, stderr)
	case "spsa":
		return runSPSA(args, stdout, stderr)
	case "version", "-version", "--version":
		fmt.Fprintln(stdout, "takengine", version)
		return 0
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	return fail(stderr, "takengine: unknown command %q (run \"takengine help\" for the list)", cmd)
}

// version is the engine's version, reported by "version" and TEI's id.
const version = "0.1.0"

// fail prints a one-line message on stderr and returns exit status 2.
func fail(stderr io.Writer, format string, args ...any) int {
	fmt.Fprintf(stderr, format+"\n", args...)
	return 2
}
