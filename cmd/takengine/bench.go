package main

import (
	"io"
	"os"
	"path/filepath"

	"github.com/pkg/profile"

	"github.com/takengine/takengine/bench"
	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/search"
)

// runBench implements `takengine bench [-depth D] [-size N] [-threads N]
// [-cpuprofile F] [-memprofile F]`.
func runBench(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("bench")
	depth := fs.Int("depth", 0, "search every position to this depth (0: the per-size default)")
	cpu := fs.String("cpuprofile", "", "write a CPU profile to this file")
	mem := fs.String("memprofile", "", "write a memory profile to this file")
	threads := fs.Int("threads", 1, "search threads (Lazy SMP); the node-count signature is that of 1")
	size := fs.Int("size", 0, "search only the positions of this board size (0: all)")
	if status, done := parseFlags(fs, args, stdout, stderr); done {
		return status
	}
	if fs.NArg() > 0 {
		return fail(stderr, "bench: unexpected argument %q", fs.Arg(0))
	}
	if *depth < 0 || *depth > 30 {
		return fail(stderr, "bench: -depth must be between 0 and 30, got %d", *depth)
	}
	if *size != 0 && (*size < board.MinSize || *size > board.MaxSize) {
		return fail(stderr, "bench: -size must be 0 or between %d and %d, got %d", board.MinSize, board.MaxSize, *size)
	}
	if *threads < 1 || *threads > search.MaxThreads {
		return fail(stderr, "bench: -threads must be between 1 and %d, got %d", search.MaxThreads, *threads)
	}
	if *cpu != "" && *mem != "" {
		return fail(stderr, "bench: give -cpuprofile or -memprofile, not both")
	}
	for _, f := range []string{*cpu, *mem} {
		if f == "" {
			continue
		}
		if err := os.WriteFile(f, nil, 0o644); err != nil {
			return fail(stderr, "bench: cannot write the profile: %v", err)
		}
	}
	var stop func() error
	switch {
	case *cpu != "":
		stop = startProfile(profile.CPUProfile, "cpu.pprof", *cpu)
	case *mem != "":
		stop = startProfile(profile.MemProfile, "mem.pprof", *mem)
	}
	_, err := bench.Run(stdout, *depth, *threads, *size)
	if stop != nil {
		if perr := stop(); perr != nil {
			return fail(stderr, "bench: profile: %v", perr)
		}
	}
	if err != nil {
		return fail(stderr, "bench: %v", err)
	}
	return 0
}

// startProfile starts a pkg/profile profile in a temporary folder; the
// returned function stops it and moves the file (named name there) to dest.
func startProfile(mode func(*profile.Profile), name, dest string) func() error {
	dir, err := os.MkdirTemp("", "takengine-profile")
	if err != nil {
		return func() error { return err }
	}
	p := profile.Start(mode, profile.ProfilePath(dir), profile.Quiet, profile.NoShutdownHook)
	return func() error {
		p.Stop()
		defer os.RemoveAll(dir)
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return err
		}
		return os.WriteFile(dest, data, 0o644)
	}
}
