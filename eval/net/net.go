// Package net is a small neural-network correction to the linear
// evaluation of package eval, one network per board size: a sparse input
// layer over the board, one hidden layer of clipped ReLUs and a linear
// output in centi-flats, added to the linear score (a residual network).
//
// Techniques:
//   - NNUE-style sparse inputs
//     (https://www.chessprogramming.org/NNUE): a position activates a few
//     dozen of the 1,425 binary inputs (Inputs): per square, the top
//     piece (colour and kind) and the stack under it (own and opponent
//     pieces within the carry limit in buckets of 1, 2, 3+, and whether
//     any lie deeper), then the side to move, each side's capstones in
//     reserve and the komi; and two dense inputs, each side's stones in
//     reserve (a weight per stone, so a placement moves the hidden units
//     a little instead of across a bucket's edge: with buckets of three
//     stones the network's evaluations of a move and its siblings
//     correlated with Tiltak's far worse than the linear ones). The
//     first layer is the sum of the active inputs' weight rows, so its
//     cost is the number of pieces, not of inputs. It is recomputed per
//     evaluation (the search caches scores by hash, evalcache.go), not
//     updated on make and unmake;
//   - fixed-point inference: 16-bit first-layer weights in units of
//     1/Scale, summed four hidden units at a time in the 16-bit lanes of
//     an int64 (integer addition is exact, so the lanes come back out of
//     the sum as long as each unit's own sum fits them), activations
//     clipped to [0, Scale], output weights in centi-flats; no floating
//     point and no allocation on the search's path;
//   - training in float32 (train.go) by minibatch Adam on the mean squared
//     error of the predicted win chance, sigmoid(K * (linear + net)),
//     against soft labels, each sample under a random one of the board's
//     eight symmetries (so the network learns them from one eighth of the
//     data), then quantised; the linear weights stay fixed, so the
//     network learns only what they miss, and must be retrained when
//     they change;
//   - a compact little-endian binary format (Marshal, Unmarshal) embedded
//     in the binary with go:embed.
package net

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/bits"

	"github.com/takengine/takengine/board"
)

// Hidden is the number of hidden units.
const Hidden = 16

// Scale is the fixed-point unit of the first layer: a weight of 1.0 is
// Scale, and a hidden unit is clipped to [0, Scale].
const Scale = 512

// Input layout. Per square (board.Square, rank*8+file): 22 inputs,
// 0..5 the top piece (colour*3 + kind-1), then for each colour of the top
// 8 inputs: own pieces under the top within the carry limit (1, 2, 3+),
// opponent pieces there (1, 2, 3+), any own piece deeper, any opponent
// piece deeper. Then the globals.
const (
	perSquare  = 22
	inStm      = 64 * perSquare // + side to move
	inStones   = inStm + 2      // + colour: a dense input, the stones in reserve
	inCaps     = inStones + 2   // + colour*3 + min(caps, 2)
	inHalfKomi = inCaps + 2*3   // + min(max(half-komi, 0), 8)
	NumInputs  = inHalfKomi + 9 // every input
	MaxActive  = 64*5 + 4       // most sparse inputs one position activates
)

// Net is one board size's network in fixed point.
type Net struct {
	Size      int                      // the board size it was trained for
	HalfKomis uint16                   // bit k: trained at half-komi k (it applies only there)
	W         [NumInputs][Hidden]int16 // first layer, units of 1/Scale
	B         [Hidden]int32            // hidden biases, units of 1/Scale
	V         [Hidden]int32            // output weights, centi-flats per unit activation
	C         int32                    // output bias, centi-flats
	// MaxLeft, when not 0, limits the network to the end of the game:
	// it applies only where the fewest placements left
	// (board.Position.PlacementsLeft: the smaller reserve, or the empty
	// squares) are at most MaxLeft, as it was trained only there.
	MaxLeft int
	// LinScale is the scale the training fitted to the linear score, in
	// thousandths; the network's output is divided by it instead, so the
	// search never sees it. Loss uses it to report the fitted win chance.
	LinScale int32

	// The first layer packed four hidden units to an int64 (16 bits
	// each, the lowest unit in the low bits; pack): adding the rows of
	// the active inputs adds four units at once, and since integer
	// addition is exact the lanes are recovered from the sum as long as
	// each unit's own sum fits 16 bits (unpack).
	packedW [NumInputs][Hidden / 4]int64
	packedB [Hidden / 4]int64
}

// Pack prepares n for Evaluate after W or B changed (Unmarshal and Train
// call it).
func (n *Net) Pack() {
	for ix := range n.W {
		n.packedW[ix] = pack(func(j int) int64 { return int64(n.W[ix][j]) })
	}
	n.packedB = pack(func(j int) int64 { return int64(n.B[j]) })
}

func pack(unit func(j int) int64) (w [Hidden / 4]int64) {
	for j := 0; j < Hidden; j++ {
		w[j/4] += unit(j) << (16 * (j % 4))
	}
	return w
}

// MaxUnitSum bounds a hidden unit's sum before clipping: the lanes of
// the packed sums hold 16 bits.
const MaxUnitSum = math.MaxInt16

// Applies reports whether n was trained for positions like p: its size,
// its half-komi and, with MaxLeft, its stage of the game.
func (n *Net) Applies(p *board.Position) bool {
	hk := p.HalfKomi()
	return n != nil && p.Size() == n.Size && hk >= 0 && hk < 16 && n.HalfKomis>>hk&1 != 0 &&
		(n.MaxLeft == 0 || p.PlacementsLeft() <= n.MaxLeft)
}

// Inputs appends to buf the indices of p's active sparse inputs (value
// 1) and returns it. With a buf of capacity MaxActive it does not
// allocate. The dense inputs, each side's stones in reserve, are
// p.Stones: their rows are weights per stone, so that a placement moves
// the hidden units a little, not across a bucket's edge.
func Inputs(p *board.Position, buf []uint16) []uint16 {
	n := p.Size()
	occ := p.Occupied()
	for occ != 0 {
		sq := occ.First()
		occ &= occ - 1
		c, kind, _ := p.Top(sq)
		buf = append(buf, uint16(int(sq)*perSquare+int(c)*3+int(kind)-1))
		if p.Height(sq) < 2 {
			continue
		}
		rows, k := stackRows(p, sq, n)
		buf = append(buf, rows[:k]...)
	}
	buf = append(buf, uint16(inStm+int(p.ToMove())))
	for c := board.White; c <= board.Black; c++ {
		buf = append(buf, uint16(inCaps+int(c)*3+min(p.Capstones(c), 2)))
	}
	buf = append(buf, uint16(inHalfKomi+min(max(p.HalfKomi(), 0), 8)))
	return buf
}

func bucket(k int) int { return min(k, 3) - 1 }

// stackRows returns the inputs of the stack of height h >= 2 on sq, k of
// them: own and opponent pieces (of the top's colour) under the top
// within the carry limit, in buckets, and whether any of each lie deeper.
func stackRows(p *board.Position, sq board.Square, size int) (rows [4]uint16, k int) {
	h := min(p.Height(sq), 64)
	stack := p.StackBits(sq) // bit i: the i-th piece from the top is black
	c := int(stack & 1)
	if c == 1 {
		stack = ^stack // now bit i: the i-th piece is the top's opponent's
	}
	under := min(h, size) - 1 // pieces under the top within the carry limit
	opp := bits.OnesCount64(stack >> 1 & (1<<under - 1))
	cb := int(sq)*perSquare + 6 + c*8
	if own := under - opp; own > 0 {
		rows[k], k = uint16(cb+bucket(own)), k+1
	}
	if opp > 0 {
		rows[k], k = uint16(cb+3+bucket(opp)), k+1
	}
	if deep := h - size; deep > 0 {
		dOpp := bits.OnesCount64(stack >> size & (1<<deep - 1))
		if dOpp < deep {
			rows[k], k = uint16(cb+6), k+1
		}
		if dOpp > 0 {
			rows[k], k = uint16(cb+7), k+1
		}
	}
	return rows, k
}

// Evaluate returns the network's correction for p in centi-flats from
// White's point of view. It does not check Applies. It adds the rows of
// the inputs Inputs lists, the tops found by piece bitboards, and the
// stones' rows times the stones in reserve.
func (n *Net) Evaluate(p *board.Position) int {
	acc := accum(n.packedB)
	walls, caps := p.Walls(), p.Caps()
	for c := board.White; c <= board.Black; c++ {
		own := p.Owner(c)
		for k, b := range [3]board.Bitboard{own &^ (walls | caps), own & walls, own & caps} {
			off := int(c)*3 + k
			for ; b != 0; b &= b - 1 {
				acc.add(&n.packedW[int(b.First())*perSquare+off])
			}
		}
		acc.addTimes(&n.packedW[inStones+int(c)], int64(p.Stones(c)))
		acc.add(&n.packedW[inCaps+int(c)*3+min(p.Capstones(c), 2)])
	}
	size := p.Size()
	for occ := p.Occupied(); occ != 0; occ &= occ - 1 {
		if sq := occ.First(); p.Height(sq) > 1 {
			rows, k := stackRows(p, sq, size)
			for _, r := range rows[:k] {
				acc.add(&n.packedW[r])
			}
		}
	}
	acc.add(&n.packedW[inStm+int(p.ToMove())])
	acc.add(&n.packedW[inHalfKomi+min(max(p.HalfKomi(), 0), 8)])
	return n.output((*[Hidden / 4]int64)(&acc))
}

// accum is a packed sum of first-layer rows.
type accum [Hidden / 4]int64

// add and addTimes are written out for four words (a loop costs about
// 15% of Evaluate): Hidden must stay 16 until they are rewritten, or
// they would sum only part of the units.
var _ [0]struct{} = [Hidden/4 - 4]struct{}{}

func (a *accum) add(w *[Hidden / 4]int64) {
	a[0] += w[0]
	a[1] += w[1]
	a[2] += w[2]
	a[3] += w[3]
}

// addTimes adds k times the row w: the lanes scale with the word, as
// integer arithmetic is exact.
func (a *accum) addTimes(w *[Hidden / 4]int64, k int64) {
	a[0] += k * w[0]
	a[1] += k * w[1]
	a[2] += k * w[2]
	a[3] += k * w[3]
}

// evalInputs is Evaluate of the sparse inputs in and the stones in
// reserve.
func (n *Net) evalInputs(in []uint16, stones [2]uint8) int {
	acc := accum(n.packedB)
	for _, ix := range in {
		acc.add(&n.packedW[ix])
	}
	for c, k := range stones {
		acc.addTimes(&n.packedW[inStones+c], int64(k))
	}
	return n.output((*[Hidden / 4]int64)(&acc))
}

// output unpacks the hidden units, clips them and returns the output.
func (n *Net) output(acc *[Hidden / 4]int64) int {
	out := int64(0)
	for i, x := range acc {
		for k := 0; k < 4; k++ {
			u := int16(x) // the low lane, sign-extended
			x = (x - int64(u)) >> 16
			out += int64(n.V[4*i+k]) * int64(min(max(u, 0), Scale))
		}
	}
	return int(n.C) + int(out/Scale)
}

// Binary format: "TKNN", version byte 1, size byte, hidden byte, a
// uint16 of half-komis, then little-endian B, V (int32 each), C and
// LinScale (int32),
// and W (int16), row by row, for the squares of the board and the
// globals only (the other squares' rows are zero). Version 2, for a
// network with MaxLeft (1..255), has a MaxLeft byte after the
// half-komis; one without MaxLeft is written as version 1.
const (
	magic   = "TKNN\x01"
	magicV2 = "TKNN\x02"
)

// Marshal returns n in the binary format.
func (n *Net) Marshal() []byte {
	b := []byte(magic)
	if n.MaxLeft != 0 {
		b = []byte(magicV2)
	}
	b = append(b, byte(n.Size), Hidden)
	b = binary.LittleEndian.AppendUint16(b, n.HalfKomis)
	if n.MaxLeft != 0 {
		b = append(b, byte(n.MaxLeft))
	}
	for _, x := range n.B {
		b = binary.LittleEndian.AppendUint32(b, uint32(x))
	}
	for _, x := range n.V {
		b = binary.LittleEndian.AppendUint32(b, uint32(x))
	}
	b = binary.LittleEndian.AppendUint32(b, uint32(n.C))
	b = binary.LittleEndian.AppendUint32(b, uint32(n.LinScale))
	for _, ix := range rows(n.Size) {
		for _, x := range n.W[ix] {
			b = binary.LittleEndian.AppendUint16(b, uint16(x))
		}
	}
	return b
}

// rows lists the first-layer rows a size uses, in file order.
func rows(size int) []int {
	var r []int
	for rank := 0; rank < size; rank++ {
		for file := 0; file < size; file++ {
			sq := int(board.MakeSquare(file, rank))
			for f := 0; f < perSquare; f++ {
				r = append(r, sq*perSquare+f)
			}
		}
	}
	for ix := inStm; ix < NumInputs; ix++ {
		r = append(r, ix)
	}
	return r
}

// Unmarshal reads a network in the binary format.
func Unmarshal(b []byte) (*Net, error) {
	if len(b) < len(magic)+4 || string(b[:len(magic)]) != magic && string(b[:len(magic)]) != magicV2 {
		return nil, errors.New("net: not a takengine network (bad magic or version)")
	}
	v2 := string(b[:len(magic)]) == magicV2
	b = b[len(magic):]
	n := &Net{Size: int(b[0])}
	if n.Size < board.MinSize || n.Size > board.MaxSize {
		return nil, fmt.Errorf("net: board size %d", n.Size)
	}
	if int(b[1]) != Hidden {
		return nil, fmt.Errorf("net: %d hidden units, this build has %d", b[1], Hidden)
	}
	n.HalfKomis = binary.LittleEndian.Uint16(b[2:])
	b = b[4:]
	if v2 {
		if len(b) == 0 || b[0] == 0 {
			return nil, errors.New("net: version 2 without its MaxLeft")
		}
		n.MaxLeft = int(b[0])
		b = b[1:]
	}
	r := rows(n.Size)
	if want := 4*(2*Hidden+2) + 2*Hidden*len(r); len(b) != want {
		return nil, fmt.Errorf("net: %d bytes of weights, want %d", len(b), want)
	}
	u32 := func() int32 { x := int32(binary.LittleEndian.Uint32(b)); b = b[4:]; return x }
	for j := range n.B {
		n.B[j] = u32()
	}
	for j := range n.V {
		n.V[j] = u32()
	}
	n.C = u32()
	n.LinScale = u32()
	for _, ix := range r {
		for j := range n.W[ix] {
			n.W[ix][j] = int16(binary.LittleEndian.Uint16(b))
			b = b[2:]
		}
	}
	n.Pack()
	return n, nil
}

// MaxUnit returns the largest magnitude any hidden unit's sum (before
// clipping, in units of 1/Scale) reaches over samples. Evaluate is exact
// only while it stays within 16 bits (cmd/trainnet refuses a network
// that does not).
func (n *Net) MaxUnit(samples []Sample) int {
	m := 0
	for i := range samples {
		acc := n.B
		for _, ix := range samples[i].In {
			for j := range acc {
				acc[j] += int32(n.W[ix][j])
			}
		}
		for c, k := range samples[i].Stones {
			for j := range acc {
				acc[j] += int32(k) * int32(n.W[inStones+c][j])
			}
		}
		for _, a := range acc {
			m = max(m, int(a), int(-a))
		}
	}
	return m
}

// Hidden must fill whole int64s of four 16-bit units.
var _ [0]struct{} = [Hidden % 4]struct{}{}
