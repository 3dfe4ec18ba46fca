package main

import "io"

// runMatch is not written yet.
func runMatch(args []string, stdout, stderr io.Writer) int {
	return fail(stderr, "match: not implemented yet")
}
