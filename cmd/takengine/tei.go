package main

import "io"

// runTEI is not written yet.
func runTEI(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return fail(stderr, "tei: not implemented yet")
}
