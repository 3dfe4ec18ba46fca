package main

import "io"

// runBench is not written yet.
func runBench(args []string, stdout, stderr io.Writer) int {
	return fail(stderr, "bench: not implemented yet")
}
