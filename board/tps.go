package board

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxMoveNumber bounds the TPS move number, so that the ply counter
// (32 bits) stays far from wrapping even after the longest move list a
// client can send.
const MaxMoveNumber = 1 << 30

// ParseTPS reads a TPS position (docs/NOTATION.md §3) with standard reserves and
// komi 0. Empty runs may be merged ("x3") or not ("x,x,x"); rows may be
// separated by "/" (or "-", as PTN-Ninja allows).
func ParseTPS(s string) (Position, error) { return ParseTPSWith(s, 0, nil) }

// ParseTPSWith reads a TPS position with the given half-komi and reserves
// (nil: the standard reserves of the TPS's size).
func ParseTPSWith(s string, halfKomi int, r *Reserves) (Position, error) {
	var p Position
	fields := strings.Fields(s)
	if len(fields) != 3 {
		return p, fmt.Errorf("TPS has %d fields, expected 3 (board, side to move, move number)", len(fields))
	}
	rows := strings.FieldsFunc(fields[0], func(c rune) bool { return c == '/' || c == '-' })
	if strings.Count(fields[0], "/")+strings.Count(fields[0], "-")+1 != len(rows) {
		return p, fmt.Errorf("TPS board has an empty row")
	}
	n := len(rows)
	if n < MinSize || n > MaxSize {
		return p, fmt.Errorf("TPS has %d rows, expected a board size from 3 to 8", n)
	}
	res := DefaultReserves(n)
	if r != nil {
		res = *r
	}
	p, err := NewWith(n, halfKomi, res)
	if err != nil {
		return p, err
	}
	var used [2]int // stones on the board per colour
	var capsUsed [2]int
	for i, row := range rows {
		rank := n - 1 - i
		file := 0
		for _, sqText := range strings.Split(row, ",") {
			if sqText == "" {
				return p, fmt.Errorf("TPS row %d has an empty square", i+1)
			}
			if sqText[0] == 'x' {
				k := 1
				if len(sqText) > 1 {
					v, err := strconv.Atoi(sqText[1:])
					if err != nil || v < 1 || v > MaxSize {
						return p, fmt.Errorf("TPS row %d: bad empty run %s", i+1, Quote(sqText))
					}
					k = v
				}
				file += k
				continue
			}
			if file >= n {
				file++ // counted for the message below
				continue
			}
			if err := p.parseStack(MakeSquare(file, rank), sqText, &used, &capsUsed); err != nil {
				return p, fmt.Errorf("TPS row %d, square %d: %v", i+1, file+1, err)
			}
			file++
		}
		if file != n {
			return p, fmt.Errorf("TPS row %d has %d squares, expected %d", i+1, file, n)
		}
	}
	for c := Color(0); c < 2; c++ {
		if used[c] > res.Stones[c] {
			return p, fmt.Errorf("TPS has %d %s stones, more than the %d in a %dx%d set", used[c], c, res.Stones[c], n, n)
		}
		if capsUsed[c] > res.Caps[c] {
			return p, fmt.Errorf("TPS has %d %s capstones, more than the %d in a %dx%d set", capsUsed[c], c, res.Caps[c], n, n)
		}
		p.stones[c] = uint8(res.Stones[c] - used[c])
		p.capsLeft[c] = uint8(res.Caps[c] - capsUsed[c])
	}
	switch fields[1] {
	case "1":
		p.toMove = White
	case "2":
		p.toMove = Black
	default:
		return p, fmt.Errorf("TPS side to move %s, expected 1 or 2", Quote(fields[1]))
	}
	mv, err := strconv.Atoi(fields[2])
	if err != nil || mv < 1 || mv > MaxMoveNumber {
		return p, fmt.Errorf("TPS move number %s, expected a positive integer", Quote(fields[2]))
	}
	p.ply = uint32(2*(mv-1) + int(p.toMove))
	// Each ply of the opening swap places a stone of the other colour: a
	// black one at ply 0, a white one at ply 1.
	if p.ply == 0 && p.stones[Black] == 0 {
		return p, fmt.Errorf("TPS at move 1 needs a black stone for the opening swap, but none is left")
	}
	if p.ply < 2 && p.stones[White] == 0 {
		return p, fmt.Errorf("TPS at move 1 needs a white stone for the opening swap, but none is left")
	}
	p.hash = p.HashFromScratch()
	return p, nil
}

// parseStack reads one stack such as "121S" onto the empty square sq.
func (p *Position) parseStack(sq Square, t string, used, capsUsed *[2]int) error {
	k := Flat
	switch t[len(t)-1] {
	case 'S':
		k = Wall
		t = t[:len(t)-1]
	case 'C':
		k = Cap
		t = t[:len(t)-1]
	}
	if t == "" {
		return fmt.Errorf("%s or %s needs a colour digit before it", "S", "C")
	}
	if len(t) > maxHeight {
		return fmt.Errorf("stack of %d pieces is taller than the %d supported", len(t), maxHeight)
	}
	var s stack
	for j := 0; j < len(t); j++ { // bottom to top
		var c uint64
		switch t[j] {
		case '1':
		case '2':
			c = 1
		default:
			return fmt.Errorf("unexpected %q in stack %s (want 1, 2, then optionally S or C)", t[j], Quote(t))
		}
		s = s.shl(1)
		s.lo |= c
		if k == Cap && j == len(t)-1 {
			capsUsed[c]++
		} else {
			used[c]++
		}
	}
	b := Bitboard(1) << sq
	p.stacks[sq] = s
	p.height[sq] = uint8(len(t))
	p.owner[s.lo&1] |= b
	switch k {
	case Wall:
		p.walls |= b
	case Cap:
		p.caps |= b
	}
	return nil
}

// TPS writes the position as TPS with merged empty runs.
func (p *Position) TPS() string {
	var b strings.Builder
	n := int(p.size)
	for rank := n - 1; rank >= 0; rank-- {
		empty := 0
		for file := 0; file < n; file++ {
			sq := MakeSquare(file, rank)
			if p.height[sq] == 0 {
				empty++
				continue
			}
			if empty > 0 {
				writeEmpty(&b, empty)
				b.WriteByte(',')
				empty = 0
			}
			p.writeStack(&b, sq)
			if file < n-1 {
				b.WriteByte(',')
			}
		}
		if empty > 0 {
			writeEmpty(&b, empty)
		}
		if rank > 0 {
			b.WriteByte('/')
		}
	}
	fmt.Fprintf(&b, " %d %d", int(p.toMove)+1, p.MoveNumber())
	return b.String()
}

func writeEmpty(b *strings.Builder, k int) {
	b.WriteByte('x')
	if k > 1 {
		b.WriteByte(byte('0' + k))
	}
}

func (p *Position) writeStack(b *strings.Builder, sq Square) {
	h := int(p.height[sq])
	for j := h - 1; j >= 0; j-- {
		b.WriteByte(byte('1' + p.stacks[sq].bit(j)))
	}
	b.WriteString(p.kindAt(sq).String())
}

// String returns the TPS of the position.
func (p *Position) String() string { return p.TPS() }
