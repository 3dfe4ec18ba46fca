package board

// Color is a player: White moves first.
type Color uint8

// The two players. Their values are the stack colour bits.
const (
	White Color = 0
	Black Color = 1
)

// Other returns the opponent of c.
func (c Color) Other() Color { return c ^ 1 }

// String returns "white" or "black".
func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// Kind is what a top piece is: a flat, a wall (standing stone) or a capstone.
type Kind uint8

// The piece kinds. Only the top of a stack can be a Wall or a Cap.
const (
	Flat Kind = 1
	Wall Kind = 2
	Cap  Kind = 3
)

// String returns the TPS/PTN letter of the kind: "" for flats, "S", "C".
func (k Kind) String() string {
	switch k {
	case Wall:
		return "S"
	case Cap:
		return "C"
	}
	return ""
}
