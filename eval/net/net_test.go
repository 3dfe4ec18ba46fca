package net

import (
	"bytes"
	"math"
	"math/rand"
	"slices"
	"testing"

	"github.com/takengine/takengine/board"
)

// randomPositions plays random games (placements and spreads alike, so
// stacks grow tall) and returns every position reached before a game ends.
func randomPositions(size, games int, seed int64) []board.Position {
	rng := rand.New(rand.NewSource(seed))
	var out []board.Position
	var l board.MoveList
	for g := 0; g < games; g++ {
		p, _ := board.NewWith(size, rng.Intn(5), board.DefaultReserves(size))
		for ply := 0; ply < 300; ply++ {
			p.GenerateMoves(&l)
			if l.N == 0 {
				break
			}
			p.Make(l.Moves[rng.Intn(l.N)])
			if p.Result() != board.None {
				break
			}
			out = append(out, p)
		}
	}
	return out
}

// referenceInputs computes Inputs piece by piece, as the layout comment
// in net.go describes it, for the test to compare with.
func referenceInputs(p *board.Position) []uint16 {
	n := p.Size()
	var in []uint16
	for sq := board.Square(0); sq < 64; sq++ {
		c, k, ok := p.Top(sq)
		if !ok {
			continue
		}
		base := int(sq) * perSquare
		in = append(in, uint16(base+int(c)*3+int(k)-1))
		own, opp, deepOwn, deepOpp := 0, 0, 0, 0
		for i := 1; i < p.Height(sq) && i < 64; i++ {
			mine := p.PieceAt(sq, i) == c
			switch {
			case i < n && mine:
				own++
			case i < n:
				opp++
			case mine:
				deepOwn++
			default:
				deepOpp++
			}
		}
		cb := base + 6 + int(c)*8
		for _, x := range []struct{ k, off int }{{own, 0}, {opp, 3}} {
			if x.k > 0 {
				in = append(in, uint16(cb+x.off+min(x.k, 3)-1))
			}
		}
		if deepOwn > 0 {
			in = append(in, uint16(cb+6))
		}
		if deepOpp > 0 {
			in = append(in, uint16(cb+7))
		}
	}
	in = append(in, uint16(inStm+int(p.ToMove())))
	for c := board.White; c <= board.Black; c++ {
		in = append(in, uint16(inCaps+int(c)*3+min(p.Capstones(c), 2)))
	}
	return append(in, uint16(inHalfKomi+min(max(p.HalfKomi(), 0), 8)))
}

func TestInputs(t *testing.T) {
	for size := board.MinSize; size <= board.MaxSize; size++ {
		for _, p := range randomPositions(size, 20, int64(size)) {
			got := Inputs(&p, nil)
			want := referenceInputs(&p)
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Fatalf("%s: Inputs %v, want %v", p.TPS(), got, want)
			}
			if len(got) > MaxActive || slices.Max(got) >= NumInputs || len(slices.Compact(got)) != len(got) {
				t.Fatalf("%s: %d inputs, max %d, or a repeated one", p.TPS(), len(got), slices.Max(got))
			}
		}
	}
}

// randomNet returns a network with weights large enough to reach both
// ends of the clipping and negative lanes in every packed word.
func randomNet(size int, seed int64) *Net {
	rng := rand.New(rand.NewSource(seed))
	n := &Net{Size: size, HalfKomis: 0x1f, C: int32(rng.Intn(200) - 100), LinScale: 1000}
	for ix := range n.W {
		for j := range n.W[ix] {
			n.W[ix][j] = int16(rng.Intn(601) - 300)
		}
	}
	for j := range n.B {
		n.B[j] = int32(rng.Intn(2*Scale) - Scale/2)
		n.V[j] = int32(rng.Intn(400) - 200)
	}
	n.Pack()
	return n
}

// TestEvaluatePacked checks the packed sums against plain 32-bit
// arithmetic.
func TestEvaluatePacked(t *testing.T) {
	for size := board.MinSize; size <= board.MaxSize; size++ {
		n := randomNet(size, int64(size))
		clipped := 0
		for _, p := range randomPositions(size, 10, int64(size)+100) {
			acc := n.B
			for _, ix := range Inputs(&p, nil) {
				for j := range acc {
					acc[j] += int32(n.W[ix][j])
				}
			}
			for c := board.White; c <= board.Black; c++ {
				for j := range acc {
					acc[j] += int32(p.Stones(c)) * int32(n.W[inStones+int(c)][j])
				}
			}
			want := int64(0)
			for j, a := range acc {
				if a < 0 || a > Scale {
					clipped++
				}
				want += int64(n.V[j]) * int64(min(max(a, 0), Scale))
			}
			if got := n.Evaluate(&p); got != int(n.C)+int(want/Scale) {
				t.Fatalf("%s: Evaluate %d, want %d", p.TPS(), got, int(n.C)+int(want/Scale))
			}
			s := NewSample(&p, 0, 0)
			if got := n.evalInputs(s.In, s.Stones); got != int(n.C)+int(want/Scale) {
				t.Fatalf("%s: evalInputs %d, want %d", p.TPS(), got, int(n.C)+int(want/Scale))
			}
		}
		if clipped == 0 {
			t.Errorf("size %d: no unit was ever clipped; the test weights are too small", size)
		}
	}
}

func TestEvaluateDoesNotAllocate(t *testing.T) {
	n := randomNet(6, 1)
	ps := randomPositions(6, 2, 1)
	i := 0
	if a := testing.AllocsPerRun(200, func() { n.Evaluate(&ps[i%len(ps)]); i++ }); a != 0 {
		t.Errorf("Evaluate allocates %v times a call", a)
	}
}

func TestApplies(t *testing.T) {
	n := &Net{Size: 6, HalfKomis: 1 << 4}
	p6k2, _ := board.NewWith(6, 4, board.DefaultReserves(6))
	p6k0, _ := board.NewWith(6, 0, board.DefaultReserves(6))
	p5k2, _ := board.NewWith(5, 4, board.DefaultReserves(5))
	if !n.Applies(&p6k2) || n.Applies(&p6k0) || n.Applies(&p5k2) {
		t.Errorf("Applies: 6x6 komi 2 %v (want true), komi 0 %v, 5x5 %v (want false)",
			n.Applies(&p6k2), n.Applies(&p6k0), n.Applies(&p5k2))
	}
	var none *Net
	if none.Applies(&p6k2) {
		t.Error("a nil network applies")
	}
	// MaxLeft: only from the stage where a reserve or the empty squares
	// are down to it (here 12: Black's 12 stones left, and 12 empty
	// squares, against White's 24 stones and its capstone).
	late := &Net{Size: 6, HalfKomis: 1 << 4, MaxLeft: 10}
	end, err := board.ParseTPS("2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2/1,1,1,1,1,1/x6/x6 1 19")
	if err != nil {
		t.Fatal(err)
	}
	_ = end.SetHalfKomi(4)
	if late.Applies(&p6k2) || end.PlacementsLeft() != 12 || late.Applies(&end) {
		t.Errorf("MaxLeft 10: applies at the start %v, 12 left (%d) %v; want false", late.Applies(&p6k2), end.PlacementsLeft(), late.Applies(&end))
	}
	late.MaxLeft = 12
	if !late.Applies(&end) {
		t.Error("MaxLeft 12 does not apply with 12 placements left")
	}
}

func TestMarshalRoundTrip(t *testing.T) {
	for size := board.MinSize; size <= board.MaxSize; size++ {
		n := randomNet(size, int64(size))
		// Rows of squares off the board are not stored: clear them.
		on := map[int]bool{}
		for _, ix := range rows(size) {
			on[ix] = true
		}
		for ix := range n.W {
			if !on[ix] {
				n.W[ix] = [Hidden]int16{}
			}
		}
		if size%2 == 1 {
			n.MaxLeft = 3 * size // format version 2
		}
		n.Pack()
		b := n.Marshal()
		if want := byte(1 + size%2); b[len(magic)-1] != want {
			t.Fatalf("size %d, MaxLeft %d: format version %d, want %d", size, n.MaxLeft, b[len(magic)-1], want)
		}
		m, err := Unmarshal(b)
		if err != nil {
			t.Fatalf("size %d: %v", size, err)
		}
		if *m != *n {
			t.Fatalf("size %d: the network read back differs", size)
		}
		for cut := 0; cut < len(b); cut += 1 + cut/2 {
			if _, err := Unmarshal(b[:cut]); err == nil {
				t.Fatalf("size %d: a network cut to %d bytes was accepted", size, cut)
			}
		}
		if _, err := Unmarshal(append(bytes.Clone(b), 0)); err == nil {
			t.Fatalf("size %d: a network with a byte too many was accepted", size)
		}
	}
}

func FuzzUnmarshal(f *testing.F) {
	f.Add((&Net{Size: 4}).Marshal())
	f.Add([]byte(magic))
	f.Add([]byte("TKNN\x01\x09\x10\x00\x00"))
	f.Add([]byte("TKNN\x02\x06\x10\x00\x00"))
	f.Fuzz(func(t *testing.T, b []byte) {
		n, err := Unmarshal(b)
		if err != nil {
			return
		}
		if !bytes.Equal(n.Marshal(), b) {
			t.Errorf("a network read from %d bytes does not write them back", len(b))
		}
	})
}

// TestTrainLearns fits a network to labels made by a known nonlinear
// rule (White wins when it has a flat on both a1 and f6, a pattern no
// linear score of the squares alone can express) and checks that the
// held-out loss falls well below the linear score's.
func TestTrainLearns(t *testing.T) {
	ps := randomPositions(6, 150, 7)
	a1, f6 := board.MakeSquare(0, 0), board.MakeSquare(5, 5)
	var fit, held []Sample
	for i, p := range ps {
		c1, k1, ok1 := p.Top(a1)
		c2, k2, ok2 := p.Top(f6)
		y := 0.2
		if ok1 && ok2 && c1 == board.White && c2 == board.White && k1 == board.Flat && k2 == board.Flat {
			y = 0.8
		}
		s := NewSample(&p, 0, y)
		if i%10 == 0 {
			held = append(held, s)
		} else {
			fit = append(fit, s)
		}
	}
	none := &Net{Size: 6}
	before := none.Loss(held)
	n := Train(6, fit, held, TrainOptions{Epochs: 15, Rate: 0.01, Seed: 1})
	after := n.Loss(held)
	if after > before/3 {
		t.Errorf("held-out loss %.4f -> %.4f; want a third or less", before, after)
	}
	if n.W[inHalfKomi+8] != [Hidden]int16{} {
		t.Error("the row of half-komi 8, which no sample had, is not zero")
	}
	if n.W[inHalfKomi+1] == [Hidden]int16{} {
		t.Error("the row of half-komi 1, which samples had, is zero")
	}
	if n.MaxUnit(fit) > MaxUnitSum {
		t.Errorf("a hidden sum reaches %d", n.MaxUnit(fit))
	}
}

func TestSymmetries(t *testing.T) {
	for size := board.MinSize; size <= board.MaxSize; size++ {
		syms := symmetries(size)
		onBoard := map[uint16]bool{}
		for _, ix := range rows(size) {
			onBoard[uint16(ix)] = true
		}
		for s, m := range syms {
			seen := map[uint16]bool{}
			for ix := range onBoard {
				to := m[ix]
				if !onBoard[to] || seen[to] || int(to)%perSquare != int(ix)%perSquare {
					t.Fatalf("size %d symmetry %d maps input %d to %d", size, s, ix, to)
				}
				seen[to] = true
			}
		}
		// The corner a1 goes to each corner twice (once per diagonal).
		corners := map[int]int{}
		for _, m := range syms {
			corners[int(m[0])/perSquare]++
		}
		if len(corners) != 4 || math.Abs(float64(corners[0]-2)) > 0 {
			t.Errorf("size %d: a1 maps to %v", size, corners)
		}
	}
}

// BenchmarkEvaluate times the network alone on random 6x6 positions.
func BenchmarkEvaluate(b *testing.B) {
	n := randomNet(6, 1)
	ps := randomPositions(6, 10, 3)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		n.Evaluate(&ps[i%len(ps)])
	}
}

// BenchmarkInputs times finding the active inputs alone.
func BenchmarkInputs(b *testing.B) {
	ps := randomPositions(6, 10, 3)
	var buf [MaxActive]uint16
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Inputs(&ps[i%len(ps)], buf[:0])
	}
}
