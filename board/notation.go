package board

import (
	"fmt"
	"strings"
)

// String writes m in the short canonical PTN form that Racetrack parses
// (docs/NOTATION.md §2.2): "a1", "Sa1", "Ca1", "c3>", "3c3>", "3c3>12".
func (m Move) String() string {
	if m == NoMove {
		return "(none)"
	}
	sq := m.Square().String()
	if !m.IsSpread() {
		return m.Kind().String() + sq
	}
	var b strings.Builder
	k := m.Count()
	if k > 1 {
		b.WriteByte(byte('0' + k))
	}
	b.WriteString(sq)
	b.WriteByte(m.Direction().Symbol())
	if m.Distance() > 1 {
		var buf [8]int
		for _, d := range m.Drops(buf[:0]) {
			b.WriteByte(byte('0' + d))
		}
	}
	return b.String()
}

// StripAnnotations removes a trailing "*" and the marks ' " ! ? from a
// PTN ply.
func StripAnnotations(s string) string {
	s = strings.TrimRight(s, "'\"!?")
	return strings.TrimSuffix(s, "*")
}

// ParseMove reads a PTN ply for an n x n board (docs/NOTATION.md §2.3): an
// optional F, S or C before a placement, an explicit count and drops, a
// trailing "*" and annotation marks. It checks the syntax and that the move
// stays on the board, not that it is legal in a position (see
// Position.ParseMove).
func ParseMove(s string, n int) (Move, error) {
	t := StripAnnotations(s)
	if t == "" {
		return NoMove, fmt.Errorf("empty move")
	}
	if n < MinSize || n > MaxSize {
		return NoMove, fmt.Errorf("board size %d is not supported", n)
	}
	k := Flat
	switch t[0] {
	case 'F':
		t = t[1:]
	case 'S':
		k, t = Wall, t[1:]
	case 'C':
		k, t = Cap, t[1:]
	}
	if len(t) == 2 {
		sq, err := ParseSquare(t, n)
		if err != nil {
			return NoMove, fmt.Errorf("move %s: %v", Quote(s), err)
		}
		return Placement(sq, k), nil
	}
	if len(t) != len(StripAnnotations(s)) {
		return NoMove, fmt.Errorf("move %s: a stack move has no piece letter", Quote(s))
	}
	count := 1
	if t != "" && t[0] >= '0' && t[0] <= '9' {
		count = int(t[0] - '0')
		t = t[1:]
	}
	if len(t) < 3 {
		return NoMove, fmt.Errorf("move %s: expected a square, or a square and a direction", Quote(s))
	}
	if count < 1 || count > n {
		return NoMove, fmt.Errorf("move %s: count %d must be between 1 and the board size %d", Quote(s), count, n)
	}
	sq, err := ParseSquare(t[:2], n)
	if err != nil {
		return NoMove, fmt.Errorf("move %s: %v", Quote(s), err)
	}
	var dir Direction
	switch t[2] {
	case '+':
		dir = Up
	case '-':
		dir = Down
	case '>':
		dir = Right
	case '<':
		dir = Left
	default:
		return NoMove, fmt.Errorf("move %s: direction %q is not one of + - > <", Quote(s), t[2])
	}
	dropText := t[3:]
	var drops [8]int
	nd := 0
	if dropText == "" {
		drops[0], nd = count, 1
	} else {
		sum := 0
		for i := 0; i < len(dropText); i++ {
			c := dropText[i]
			if c < '1' || c > '8' {
				return NoMove, fmt.Errorf("move %s: drop %q must be a digit 1 to 8", Quote(s), c)
			}
			if nd == len(drops) {
				return NoMove, fmt.Errorf("move %s: more than 8 drops", Quote(s))
			}
			drops[nd] = int(c - '0')
			sum += drops[nd]
			nd++
		}
		if sum != count {
			return NoMove, fmt.Errorf("move %s: drops add up to %d, but %d pieces are lifted", Quote(s), sum, count)
		}
	}
	f, r := sq.File(), sq.Rank()
	switch dir {
	case Up:
		r += nd
	case Down:
		r -= nd
	case Right:
		f += nd
	case Left:
		f -= nd
	}
	if f < 0 || f >= n || r < 0 || r >= n {
		return NoMove, fmt.Errorf("move %s: the stack would leave the board", Quote(s))
	}
	return SpreadDrops(sq, dir, drops[:nd]), nil
}

// ParseMove reads a PTN ply and checks that it is legal here.
func (p *Position) ParseMove(s string) (Move, error) {
	m, err := ParseMove(s, int(p.size))
	if err != nil {
		return NoMove, err
	}
	if !p.IsLegal(m) {
		return NoMove, fmt.Errorf("move %s is illegal in %s: %s", Quote(s), p.TPS(), p.whyIllegal(m))
	}
	return m, nil
}

func (p *Position) whyIllegal(m Move) string {
	sq := m.Square()
	if !m.IsSpread() {
		switch {
		case p.height[sq] != 0:
			return "the square is occupied"
		case p.ply < 2:
			return "the first move of each player must place a flat"
		case m.Kind() == Cap:
			return "no capstone is left"
		}
		return "no stone is left"
	}
	switch {
	case p.ply < 2:
		return "no stack may move on the first move of each player"
	case p.owner[p.toMove]>>sq&1 == 0:
		return "the mover does not control that square"
	case m.Count() > int(p.height[sq]):
		return "the stack is not that tall"
	}
	return "a wall or capstone is in the way"
}
