//go:build !linux

package search

// adviseHuge does nothing outside Linux (see tt_linux.go).
func adviseHuge([]ttEntry) {}
