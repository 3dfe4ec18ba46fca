package main

import "io"

// runAnalyze is not written yet.
func runAnalyze(args []string, stdout, stderr io.Writer) int {
	return fail(stderr, "analyze: not implemented yet")
}
