package main

import (
	"io"
	"os"
	"os/signal"
	"strconv"
	"syscall"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/eval"
	"github.com/takengine/takengine/eval/net"
	"github.com/takengine/takengine/protocol"
	"github.com/takengine/takengine/search"
)

// runTEI implements `takengine [tei]`: the TEI handler on stdin/stdout,
// diagnostics on stderr.
func runTEI(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("tei")
	weights := fs.String("weights", "default", "evaluation weights for matches: default, hand (the untuned ones), or overrides of the default ones as Feature=value,... (e.g. Supports=60,Captives=-40)")
	noNull := fs.Bool("nonull", false, "disable null-move pruning (for matches)")
	noLMR := fs.Bool("nolmr", false, "disable late-move reductions (for matches)")
	rfp := fs.Bool("rfp", true, "reverse futility pruning (for matches; -rfp=false to disable)")
	lmp := fs.Bool("lmp", true, "late-move pruning (for matches; -lmp=false to disable)")
	params := fs.String("params", "", "search parameters for matches and tuning, Name=value,... over the defaults (names as search.Params' fields, e.g. LMRBase=250,FutDepth=2)")
	threads := fs.Int("threads", 1, "the Threads option's default (for matches of thread counts)")
	netFlag := fs.String("net", "default", "the network correction of the evaluation (for matches): default (the built-in ones, with the default weights only, as they were trained on them; none yet), none (the linear evaluation alone), or a network file written by cmd/trainnet (replacing its size's)")
	if status, done := parseFlags(fs, args, stdout, stderr); done {
		return status
	}
	var overrides map[eval.Feature]int
	if *weights != "default" && *weights != "hand" {
		var err error
		if overrides, err = eval.ParseOverrides(*weights); err != nil {
			return fail(stderr, "tei: -weights: %v", err)
		}
	}
	if fs.NArg() > 0 {
		return fail(stderr, "tei: unexpected argument %q", fs.Arg(0))
	}
	prm := search.DefaultParams()
	if *params != "" {
		var err error
		if prm, err = search.ParseParams(*params, prm); err != nil {
			return fail(stderr, "tei: -params: %v", err)
		}
	}
	if *threads < 1 || *threads > search.MaxThreads {
		return fail(stderr, "tei: -threads must be between 1 and %d, got %d", search.MaxThreads, *threads)
	}
	// A client that goes away closes our stdout; make the next write fail
	// with an error (and Run return) instead of killing the process.
	signal.Ignore(syscall.SIGPIPE)
	cfg := search.Config{NoNullMove: *noNull, NoLMR: *noLMR, NoRFP: !*rfp, NoLMP: !*lmp}
	ev := eval.New()
	if *weights == "hand" {
		for n := range ev.W {
			ev.W[n] = eval.HandWeights()
		}
	}
	if overrides != nil {
		ev.Override(overrides)
	}
	switch *netFlag {
	case "default":
		if *weights != "default" {
			ev.Net = [board.MaxSize + 1]*net.Net{}
		}
	case "none":
		ev.Net = [board.MaxSize + 1]*net.Net{}
	default:
		b, err := os.ReadFile(*netFlag)
		if err != nil {
			return fail(stderr, "tei: -net: %v", err)
		}
		n, err := net.Unmarshal(b)
		if err != nil {
			return fail(stderr, "tei: -net %s: %v", *netFlag, err)
		}
		ev.Net[n.Size] = n
	}
	newEngine := func(mb int) *search.Engine {
		e := search.NewEngine(mb)
		e.SetConfig(cfg)
		e.SetParams(prm)
		e.SetEvaluator(ev)
		return e
	}
	h := protocol.NewHandler(stdin, stdout, protocol.WithVersion(version), protocol.WithLog(stderr),
		protocol.WithEngine(newEngine), protocol.WithOptionDefault("Threads", strconv.Itoa(*threads)))
	if err := h.Run(); err != nil {
		return fail(stderr, "tei: %v", err)
	}
	return 0
}
