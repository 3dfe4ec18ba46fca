package main

import (
	"fmt"
	"io"
	"time"

	"github.com/takengine/takengine/board"
)

// runPerft implements `takengine perft [-size N | -tps TPS] -depth D [-divide]`.
func runPerft(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("perft")
	size := fs.Int("size", 6, "board size 3..8 (empty board)")
	tps := fs.String("tps", "", "start from this TPS instead of the empty board")
	depth := fs.Int("depth", 0, "count the legal-move tree to this depth (1..12)")
	divide := fs.Bool("divide", false, "also print the count under each root move")
	if status, done := parseFlags(fs, args, stdout, stderr); done {
		return status
	}
	if fs.NArg() > 0 {
		return fail(stderr, "perft: unexpected argument %q", fs.Arg(0))
	}
	if *depth < 1 || *depth > 12 {
		return fail(stderr, "perft: -depth must be between 1 and 12, got %d", *depth)
	}
	var p board.Position
	var err error
	if *tps != "" {
		p, err = board.ParseTPS(*tps)
	} else {
		p, err = board.New(*size)
	}
	if err != nil {
		return fail(stderr, "perft: %v", err)
	}
	for d := 1; d <= *depth; d++ {
		start := time.Now()
		n := board.Perft(&p, d)
		el := time.Since(start)
		nps := uint64(float64(n) / max(el.Seconds(), 1e-9))
		fmt.Fprintf(stdout, "depth %d nodes %d time %d nps %d\n", d, n, el.Milliseconds(), nps)
	}
	if *divide {
		moves, counts := board.Divide(&p, *depth)
		for i, m := range moves {
			fmt.Fprintf(stdout, "%s %d\n", m, counts[i])
		}
	}
	return 0
}
