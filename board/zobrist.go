package board

// maxHeight is the tallest stack the colour string can hold.
const maxHeight = 128

// zobristTables holds the random keys of the position hash. Built once from
// a fixed seed, so hashes are the same in every run; read-only afterwards.
type zobristTables struct {
	piece [64][maxHeight][2]uint64 // (square, height from bottom, colour)
	top   [64][4]uint64            // (square, Kind) of a wall or capstone top
	black uint64                   // Black to move
}

var zobrist = newZobrist()

// splitmix64 is a small, well-mixed generator for the keys.
func splitmix64(x *uint64) uint64 {
	*x += 0x9e3779b97f4a7c15
	z := *x
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

func newZobrist() *zobristTables {
	z := new(zobristTables)
	seed := uint64(0x74616b656e67696e) // "takengin"
	for sq := range z.piece {
		for h := range z.piece[sq] {
			z.piece[sq][h][0] = splitmix64(&seed)
			z.piece[sq][h][1] = splitmix64(&seed)
		}
		z.top[sq][Wall] = splitmix64(&seed)
		z.top[sq][Cap] = splitmix64(&seed)
	}
	z.black = splitmix64(&seed)
	return z
}
