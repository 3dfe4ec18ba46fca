package match

import (
	"fmt"
	"strings"
	"time"

	"github.com/takengine/takengine/board"
)

// Reason says how a game ended.
type Reason int

// The ways a game ends. The first three are board results (Repetition and
// LengthCap are Racetrack's extra rules); the last four are forfeits, lost
// by the engine named in Game.Forfeit.
const (
	Road       Reason = iota // a road, R-0 or 0-R
	Flats                    // the flat count: F-0, 0-F or a 1/2-1/2 tie
	Repetition               // threefold repetition, 1/2-1/2
	LengthCap                // over MaxPlies plies, *, scored as a draw
	Time                     // the mover's clock ran out, 1-0 or 0-1
	Illegal                  // a well-formed move that is not legal here
	Malformed                // a bestmove that is not canonical PTN
	Crash                    // the engine exited, closed a pipe or stopped answering isready
	numReasons
)

var reasonNames = [numReasons]string{"road", "flats", "repetition", "length cap", "time", "illegal move", "malformed move", "crash"}

// String names the reason.
func (r Reason) String() string {
	if r < 0 || r >= numReasons {
		return "unknown"
	}
	return reasonNames[r]
}

// IsForfeit reports whether the game was lost by an engine fault.
func (r Reason) IsForfeit() bool { return r >= Time }

// NoColor marks a game without a winner (Game.Winner) or without a forfeit
// (Game.Forfeit).
const NoColor = -1

// Game is the record of one finished game.
type Game struct {
	Round     int       // 1-based, over the whole run (all shards)
	Opening   int       // index in the book, -1 without a book
	Book      string    // the opening's line in the book, "" without a book
	White     int       // which engine played White: 0 (engine 1) or 1 (engine 2)
	Players   [2]string // White's and Black's names
	Engines   [2]string // engine 1's and engine 2's names
	TC        string    // the time control, as ParseTimeControl reads it, or "nodes N"
	Shard     string    // K/N when a shard played the game, else ""
	Start     time.Time
	Clock     string // the PTN Clock tag, e.g. "0:10 +0.1"; "" (no tag) in a fixed-node match
	Root      board.Position
	Startpos  bool         // the root was sent as startpos (no TPS tag)
	Plies     []board.Move // opening plies first
	Comments  []string     // one per ply, "" for opening plies
	Result    string       // the PTN result: R-0, 0-F, 1-0, 1/2-1/2, * ...
	Winner    int          // the winning board.Color, or NoColor
	Reason    Reason
	Forfeit   int    // the board.Color that forfeited, or NoColor
	Detail    string // what the forfeiting engine sent or did, for reports
	Elapsed   time.Duration
	EngineErr error // a forfeit's underlying error, if any

	maxPlies int // the length cap the game was played with
}

// Termination is the PTN Termination tag: why the game stopped when it did
// not end on the board ("" otherwise).
func (g *Game) Termination() string {
	if g.Forfeit == NoColor {
		switch g.Reason {
		case Repetition:
			return "Draw by threefold repetition"
		case LengthCap:
			return fmt.Sprintf("Game terminated after reaching %d moves.", g.maxPlies/2)
		}
		return ""
	}
	who := colorName(board.Color(g.Forfeit))
	switch g.Reason {
	case Time:
		return colorName(board.Color(g.Forfeit).Other()) + " wins on time"
	case Illegal:
		return who + " made an illegal move"
	case Malformed:
		return who + " sent a malformed move"
	}
	return who + " disconnected or crashed"
}

// Points returns engine 1's points for the game: 1, 0.5 or 0 (a * game is
// a draw).
func (g *Game) Points() float64 {
	switch {
	case g.Winner == NoColor:
		return 0.5
	case g.Winner == g.White:
		return 1
	}
	return 0
}

func colorName(c board.Color) string {
	if c == board.White {
		return "White"
	}
	return "Black"
}

// referee follows a game on our board: the game with its repetition
// history (board.History, Tiltak's rule) and the plies played since the
// root.
type referee struct {
	game  *board.History
	plies int
}

func newReferee(root board.Position) *referee {
	return &referee{game: board.NewHistory(root)}
}

// pos returns the current position.
func (r *referee) pos() *board.Position { return r.game.Position() }

func (r *referee) play(m board.Move) {
	r.game.Play(m)
	r.plies++
}

// repeated reports whether the current position (stacks and side to move)
// occurred twice before since the last placement: its third occurrence.
func (r *referee) repeated() bool { return r.game.IsThreefold() }

// rootCommand returns the start of every position line of a game:
// "position startpos moves " or "position tps <unmerged TPS> moves ".
func rootCommand(o *Opening) string {
	if o.Startpos {
		return "position startpos moves "
	}
	return "position tps " + unmergedTPS(&o.Root) + " moves "
}

// unmergedTPS writes the TPS with every empty square as its own "x", as
// Racetrack (Tiltak's writer) does.
func unmergedTPS(p *board.Position) string {
	t := p.TPS()
	var b strings.Builder
	for i := 0; i < len(t); i++ {
		if t[i] == 'x' && i+1 < len(t) && t[i+1] >= '2' && t[i+1] <= '8' {
			k := int(t[i+1] - '0')
			for j := 0; j < k; j++ {
				if j > 0 {
					b.WriteByte(',')
				}
				b.WriteByte('x')
			}
			i++
			continue
		}
		b.WriteByte(t[i])
	}
	return b.String()
}

// evalComment formats Racetrack's PTN comment: the score in flats from
// White's point of view, the depth and the time used ("+0.35/12 1.23s"),
// or only the time when the engine sent no usable info line.
func evalComment(in evalInfo, mover board.Color, used time.Duration) string {
	if !in.ok {
		return fmt.Sprintf("%.2fs", used.Seconds())
	}
	score := in.score
	if mover == board.Black {
		score = -score
	}
	return fmt.Sprintf("%+.2f/%d %.2fs", float64(score)/100, in.depth, used.Seconds())
}

// goCommand writes Racetrack's go line: both clocks and increments in
// whole milliseconds.
func goCommand(clock, inc [2]time.Duration) string {
	return fmt.Sprintf("go wtime %d btime %d winc %d binc %d",
		clock[0].Milliseconds(), clock[1].Milliseconds(), inc[0].Milliseconds(), inc[1].Milliseconds())
}
