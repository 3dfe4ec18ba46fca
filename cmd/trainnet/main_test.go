package main

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/eval/net"
)

// writePositions writes a positions file of random 5x5 komi-2 games, each
// position labelled with its game's made-up result.
func writePositions(t *testing.T, path string) {
	rng := rand.New(rand.NewSource(1))
	var b strings.Builder
	var l board.MoveList
	for g := 0; g < 40; g++ {
		p, _ := board.NewWith(5, 4, board.DefaultReserves(5))
		y := float64(rng.Intn(3)) / 2
		for ply := 0; ply < 40 && p.Result() == board.None; ply++ {
			fmt.Fprintf(&b, "%s\t4\t%g\t%016x\n", p.TPS(), y, rng.Uint64())
			p.GenerateMoves(&l)
			p.Make(l.Moves[rng.Intn(l.N)])
		}
		b.WriteString("#game\n")
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestTrainNet(t *testing.T) {
	dir := t.TempDir()
	pos, out := filepath.Join(dir, "p.lab"), filepath.Join(dir, "n.bin")
	writePositions(t, pos)
	var stdout, stderr bytes.Buffer
	args := []string{"-size", "5", "-positions", pos, "-epochs", "2", "-holdout", "0.5", "-out", out}
	if status := run(args, &stdout, &stderr); status != 0 {
		t.Fatalf("status %d: %s", status, stderr.String())
	}
	for _, want := range []string{"held out; linear alone", "epoch 2:", "kept (fixed point)", "largest hidden sum"} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("no %q in the output:\n%s", want, stdout.String())
		}
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	n, err := net.Unmarshal(b)
	if err != nil || n.Size != 5 || n.HalfKomis != 1<<4 {
		t.Fatalf("the written network: %v, size %d, half-komis %b", err, n.Size, n.HalfKomis)
	}
}

// TestTrainNetMaxLeft: -max-left fits only the positions that near the
// end, and the network written applies only there.
func TestTrainNetMaxLeft(t *testing.T) {
	dir := t.TempDir()
	pos, out := filepath.Join(dir, "p.lab"), filepath.Join(dir, "n.bin")
	writePositions(t, pos)
	fitted := func(extra ...string) int {
		var stdout, stderr bytes.Buffer
		args := append([]string{"-size", "5", "-positions", pos, "-epochs", "1", "-holdout", "0", "-out", out}, extra...)
		if status := run(args, &stdout, &stderr); status != 0 {
			t.Fatalf("%q: status %d: %s", extra, status, stderr.String())
		}
		var n int
		if _, err := fmt.Sscanf(stdout.String(), "%d positions fitted", &n); err != nil {
			t.Fatalf("%q: %v in %q", extra, err, stdout.String())
		}
		return n
	}
	all, late := fitted(), fitted("-max-left", "15")
	if late == 0 || late >= all {
		t.Fatalf("-max-left 15 fitted %d of the %d positions", late, all)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if n, err := net.Unmarshal(b); err != nil || n.MaxLeft != 15 {
		t.Fatalf("the written network: %v, MaxLeft %d, want 15", err, n.MaxLeft)
	}
	var stdout, stderr bytes.Buffer
	if status := run([]string{"-positions", pos, "-out", out, "-max-left", "256"}, &stdout, &stderr); status != 2 {
		t.Errorf("-max-left 256: status %d, want 2", status)
	}
}

func TestTrainNetBadArguments(t *testing.T) {
	for _, args := range [][]string{
		{}, {"-size", "3", "-positions", "x", "-out", "y"}, {"-positions", "x"}, {"-out", "y"},
		{"-positions", "x", "-out", "y", "-holdout", "1"}, {"-positions", "x", "-out", "y", "extra"}, {"-nosuch"},
	} {
		var stdout, stderr bytes.Buffer
		if status := run(args, &stdout, &stderr); status != 2 || stderr.Len() == 0 {
			t.Errorf("%q: status %d, stderr %q", args, status, stderr.String())
		}
	}
	var stdout, stderr bytes.Buffer
	if status := run([]string{"-positions", "/nonexistent.lab", "-out", os.DevNull}, &stdout, &stderr); status != 1 {
		t.Errorf("a missing file: status %d, want 1", status)
	}
}
