package selfplay

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/takengine/takengine/bench/match"
	"github.com/takengine/takengine/board"
)

// The label tests score positions with a fake TEI engine: the test
// binary itself, run again with fakeLabeller set.
const fakeLabeller = "TAKENGINE_SELFPLAY_FAKE_LABELLER"

func TestMain(m *testing.M) {
	if os.Getenv(fakeLabeller) != "" {
		os.Exit(runFakeLabeller(os.Getenv(fakeLabeller), os.Stdin, os.Stdout))
	}
	os.Exit(m.Run())
}

// fakeWin is the fake labeller's win chance for the side to move, per
// mille: 500 plus 100 a flat of lead on the board (komi left out), kept
// inside 0..1000, so every label follows from the position alone.
func fakeWin(p *board.Position) int {
	stm := p.ToMove()
	lead := p.FlatCount(stm) - p.FlatCount(stm.Other())
	return min(max(500+100*lead, 0), 1000)
}

// runFakeLabeller answers tei, isready, position tps and go. With mode
// "wdl" its info line gives "wdl W 0 L" (W from fakeWin), with "cp" only
// "score cp" (the lead in centi-flats), with "none" no score at all; with
// "first" it scores as "wdl" and plays the first legal move
// (board.Position.GenerateMoves) instead of a1.
func runFakeLabeller(mode string, in io.Reader, out io.Writer) int {
	w := bufio.NewWriter(out)
	var pos board.Position
	sc := bufio.NewScanner(in)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "tei":
			fmt.Fprintln(w, "id name fake\noption name HalfKomi type spin default 0 min -20 max 20\nteiok")
		case "isready":
			fmt.Fprintln(w, "readyok")
		case "position":
			if len(f) < 5 || f[1] != "tps" {
				return 1
			}
			p, err := board.ParseTPS(strings.Join(f[2:5], " "))
			if err != nil {
				return 1
			}
			pos = p
		case "go":
			win := fakeWin(&pos)
			switch mode {
			case "wdl", "first":
				fmt.Fprintf(w, "info depth 3 score cp %d wdl %d 0 %d pv a1\n", (win-500)*2, win, 1000-win)
			case "cp":
				fmt.Fprintf(w, "info depth 3 score cp %d pv a1\n", win-500)
			}
			if mode == "first" {
				fmt.Fprintln(w, "bestmove", firstMove(&pos))
			} else {
				fmt.Fprintln(w, "bestmove a1")
			}
		case "quit":
			w.Flush()
			return 0
		}
		w.Flush()
	}
	return 0
}

// firstMove is the first legal move of p in generation order.
func firstMove(p *board.Position) board.Move {
	var l board.MoveList
	p.GenerateMoves(&l)
	return l.Moves[0]
}

// fakeSpec is the fake labeller in a mode.
func fakeSpec(t *testing.T, mode string) match.EngineSpec {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv(fakeLabeller, mode)
	return match.EngineSpec{Name: "fake", Path: exe}
}

// labelInput writes a position file of four positions of two games (a
// #game line between them), two with White and two with Black to move,
// and returns its path and the positions.
func labelInput(t *testing.T, dir string) (string, []string) {
	t.Helper()
	tps := []string{
		"x4/x4/x4/1,1,2,x 2 2",      // Black to move, White a flat ahead
		"x4/x4/x2,2,x/1,1,2,x 1 3",  // White to move, level
		"x4/x4/1,2,x2/1,1,2,x 2 3",  // Black to move, White a flat ahead
		"x4/x4/1,2,2,x/1,1,2,x 1 4", // White to move, level
	}
	var b strings.Builder
	for i, s := range tps {
		fmt.Fprintf(&b, "%s\t2\t%d\t%016x\n", s, i%2, 0xa0+i/2)
		if i == 1 {
			b.WriteString("#game\t1\t4\t2\t0\t100\t2\t1-0\n")
		}
	}
	path := filepath.Join(dir, "in.pos")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, tps
}

// wantLabel is White's label of a position of the input: the fake's win
// chance turned to White's side, mixed with the game result.
func wantLabel(t *testing.T, tps string, result, mix float64) float64 {
	t.Helper()
	p, err := board.ParseTPS(tps)
	if err != nil {
		t.Fatal(err)
	}
	win := float64(fakeWin(&p)) / 1000
	if p.ToMove() == board.Black {
		win = 1 - win
	}
	return mix*result + (1-mix)*win
}

func readLabels(t *testing.T, path string) [][]string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out [][]string
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		out = append(out, strings.Split(line, "\t"))
	}
	return out
}

// TestLabelScoresFromWhitesSide: every label is the engine's win chance
// turned to White's side (a Black-to-move score flipped), mixed with the
// game's result as asked, and the other columns are the input's; two
// workers keep the input's order.
func TestLabelScoresFromWhitesSide(t *testing.T) {
	dir := t.TempDir()
	in, tps := labelInput(t, dir)
	for _, mix := range []float64{0, 0.25} {
		out := filepath.Join(dir, fmt.Sprintf("out%v.pos", mix))
		cfg := LabelConfig{Engine: fakeSpec(t, "wdl"), Go: "go nodes 10", Workers: 2, Mix: mix}
		res, err := Label(cfg, []string{in}, out, nil, 0)
		if err != nil || res.Done != 4 || res.Resumed != 0 {
			t.Fatalf("mix %v: %+v, %v", mix, res, err)
		}
		rows := readLabels(t, out)
		if len(rows) != 4 {
			t.Fatalf("mix %v: %d lines, want 4", mix, len(rows))
		}
		for i, r := range rows {
			got, _ := strconv.ParseFloat(r[2], 64)
			want := wantLabel(t, tps[i], float64(i%2), mix)
			if r[0] != tps[i] || r[1] != "2" || r[3] != fmt.Sprintf("%016x", 0xa0+i/2) || got < want-1e-4 || got > want+1e-4 {
				t.Errorf("mix %v line %d: %q, want %s with label %.4f", mix, i, r, tps[i], want)
			}
		}
	}
	// The labels read back as samples, soft results and all.
	samples, err := PositionSamples(filepath.Join(dir, "out0.pos"), 4)
	if err != nil || len(samples) != 4 || samples[0].Result != 0.6 {
		t.Errorf("PositionSamples: %d samples, %v (first result %v, want 0.6)", len(samples), err, samples[0].Result)
	}
}

// TestLabelResumes: a run cut in the middle of a line continues where
// the complete lines end, and an output that is not this input's (other
// positions, or -every changed) is refused and left as it is.
func TestLabelResumes(t *testing.T) {
	dir := t.TempDir()
	in, tps := labelInput(t, dir)
	out := filepath.Join(dir, "out.pos")
	cfg := LabelConfig{Engine: fakeSpec(t, "wdl"), Go: "go nodes 10"}
	if _, err := Label(cfg, []string{in}, out, nil, 0); err != nil {
		t.Fatal(err)
	}
	whole, _ := os.ReadFile(out)
	cut := strings.Index(string(whole), tps[2]) + 5 // two lines and a bit
	if err := os.WriteFile(out, whole[:cut], 0o644); err != nil {
		t.Fatal(err)
	}
	res, err := Label(cfg, []string{in}, out, nil, 0)
	if err != nil || res.Resumed != 2 || res.Done != 2 {
		t.Fatalf("resumed run: %+v, %v", res, err)
	}
	if again, _ := os.ReadFile(out); string(again) != string(whole) {
		t.Errorf("resumed output:\n%s\nwant:\n%s", again, whole)
	}
	cfg.Every = 2 // the second selected position is now the input's third
	if _, err := Label(cfg, []string{in}, out, nil, 0); err == nil {
		t.Error("an output of four positions was continued for an input of two")
	}
	bad := strings.Replace(string(whole), tps[1], tps[3], 1)
	os.WriteFile(out, []byte(bad), 0o644)
	cfg.Every = 1
	if _, err := Label(cfg, []string{in}, out, nil, 0); err == nil {
		t.Error("an output with another position was continued")
	}
	if kept, _ := os.ReadFile(out); string(kept) != bad {
		t.Error("a refused output was changed")
	}
}

// TestLabelScores: a cp score without wdl needs a cp scale, and a
// position the engine gives no score for is an error; every-th and size
// select the positions.
func TestLabelScores(t *testing.T) {
	dir := t.TempDir()
	in, tps := labelInput(t, dir)
	cfg := LabelConfig{Engine: fakeSpec(t, "cp"), Go: "go nodes 10"}
	if _, err := Label(cfg, []string{in}, filepath.Join(dir, "a.pos"), nil, 0); err == nil {
		t.Error("a cp score without wdl was taken without a cp scale")
	}
	cfg.CpScale, cfg.Every = 100, 3
	out := filepath.Join(dir, "b.pos")
	res, err := Label(cfg, []string{in}, out, nil, 0)
	if err != nil || res.Done != 2 {
		t.Fatalf("cp scale: %+v, %v", res, err)
	}
	rows := readLabels(t, out)
	// tps[0]: Black to move, a flat behind: cp -100, so White's chance is
	// 1 - 1/(1+e) = 0.7311; tps[3]: level, 0.5.
	if rows[0][0] != tps[0] || rows[0][2] != "0.7311" || rows[1][0] != tps[3] || rows[1][2] != "0.5000" {
		t.Errorf("cp-scale labels: %q", rows)
	}
	cfg = LabelConfig{Engine: fakeSpec(t, "none"), Go: "go nodes 10"}
	if _, err := Label(cfg, []string{in}, filepath.Join(dir, "c.pos"), nil, 0); err == nil {
		t.Error("a position without a score was labelled")
	}
	cfg = LabelConfig{Engine: fakeSpec(t, "wdl"), Go: "go nodes 10", Size: 5}
	if res, err := Label(cfg, []string{in}, filepath.Join(dir, "d.pos"), nil, 0); err != nil || res.Done != 0 {
		t.Errorf("size 5 of a 4x4 file: %+v, %v", res, err)
	}
	for _, bad := range []LabelConfig{{Go: "nodes 10"}, {Go: "go nodes 1", Mix: 2}, {Go: "go nodes 1", Size: 9}} {
		if _, err := Label(bad, []string{in}, filepath.Join(dir, "e.pos"), nil, 0); err == nil {
			t.Errorf("%+v was accepted", bad)
		}
	}
}

// TestLabelPTN labels the games of a PTN file: the positions PTNSamples
// fits (quiet, from ply 4 on, of finished games), each with its game's
// key and the engine's label.
func TestLabelPTN(t *testing.T) {
	const games = "../testdata/games/vs-topaz.ptn"
	samples, err := PTNSamples(games, 6)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "out.pos")
	cfg := LabelConfig{Engine: fakeSpec(t, "wdl"), Go: "go nodes 10", Every: 5, Workers: 2}
	res, err := Label(cfg, []string{games}, out, nil, 0)
	if want := (len(samples) + 4) / 5; err != nil || res.Done != want || want < 50 {
		t.Fatalf("%+v, %v; want %d positions", res, err, want)
	}
	keys := map[string]bool{}
	for _, r := range readLabels(t, out) {
		got, _ := strconv.ParseFloat(r[2], 64)
		if want := wantLabel(t, r[0], 0, 0); r[1] != "4" || got < want-1e-4 || got > want+1e-4 {
			t.Fatalf("%q: want half-komi 4 and label %.4f", r, want)
		}
		keys[r[3]] = true
	}
	if len(keys) < 10 {
		t.Errorf("%d game keys, want one per game", len(keys))
	}
}

// TestSkipSpreadWins: a position where White could complete a road by
// moving the top of its a2 stack to a1 is labelled, and loaded for a
// fit, only without SkipSpreadWins.
func TestSkipSpreadWins(t *testing.T) {
	dir := t.TempDir()
	in, _ := labelInput(t, dir)
	const spread = "x4/x4/21,x3/x,1,1,1 2 4"
	p, err := board.ParseTPS(spread)
	if err != nil || !SpreadWin(&p) {
		t.Fatalf("%s: SpreadWin false or %v", spread, err)
	}
	data, _ := os.ReadFile(in)
	os.WriteFile(in, append(data, spread+"\t2\t1\t00000000000000b0\n"...), 0o644)
	for _, skip := range []bool{false, true} {
		out := filepath.Join(dir, fmt.Sprintf("out%v.pos", skip))
		cfg := LabelConfig{Engine: fakeSpec(t, "wdl"), Go: "go nodes 10", SkipSpreadWins: skip}
		res, err := Label(cfg, []string{in}, out, nil, 0)
		if want := map[bool]int{false: 5, true: 4}[skip]; err != nil || res.Done != want {
			t.Errorf("skip %v: %+v, %v, want %d labelled", skip, res, err, want)
		}
		fit, _, err := LoadPositionsHeld([]string{in}, 4, 0, skip)
		if want := map[bool]int{false: 5, true: 4}[skip]; err != nil || len(fit) != want {
			t.Errorf("skip %v: %d positions loaded, %v, want %d", skip, len(fit), err, want)
		}
	}
}

// TestLabelSiblings: with a sibling seed every output position is one
// legal move from its input position (same game key, the next ply), the
// same on a rerun, and another seed picks other moves.
func TestLabelSiblings(t *testing.T) {
	dir := t.TempDir()
	in, tps := labelInput(t, dir)
	run := func(seed int64, name string) [][]string {
		out := filepath.Join(dir, name)
		cfg := LabelConfig{Engine: fakeSpec(t, "wdl"), Go: "go nodes 10", Sibling: seed}
		if _, err := Label(cfg, []string{in}, out, nil, 0); err != nil {
			t.Fatal(err)
		}
		return readLabels(t, out)
	}
	a, again, b := run(1, "a.pos"), run(1, "a2.pos"), run(2, "b.pos")
	if len(a) != len(tps) {
		t.Fatalf("%d siblings of %d positions", len(a), len(tps))
	}
	differ := 0
	var moves board.MoveList
	for i, r := range a {
		parent, err := board.ParseTPSWith(tps[i], 2, nil)
		if err != nil {
			t.Fatal(err)
		}
		parent.GenerateMoves(&moves)
		found := false
		for _, m := range moves.Slice() {
			q := parent
			q.Make(m)
			found = found || q.TPS() == r[0]
		}
		if !found || r[3] != fmt.Sprintf("%016x", 0xa0+i/2) {
			t.Errorf("line %d: %q is not one move from %s in the same game", i, r, tps[i])
		}
		if again[i][0] != r[0] {
			t.Errorf("line %d: the rerun chose %s, then %s", i, r[0], again[i][0])
		}
		if b[i][0] != r[0] {
			differ++
		}
	}
	if differ == 0 {
		t.Error("seeds 1 and 2 chose the same moves everywhere")
	}
}
