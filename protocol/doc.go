// Package protocol implements the Tak Engine Interface (TEI), UCI with
// "tei" in place of "uci", the board size in teinewgame, and moves and
// positions in PTN and TPS. The protocol as real clients speak it
// (Racetrack, Taktician's client, PTN-Ninja) is described in the project's
// docs/TEI.md; this package follows it.
//
// A Handler reads commands from an io.Reader and writes replies to an
// io.Writer, flushing after every line. Input is read on its own goroutine
// and every search runs on another, so isready, stop and quit are answered
// while the engine thinks. Output from both goes through one mutex, so
// lines never interleave.
//
// # Commands
//
//   - tei: id name, id author, the TEI v1 line "size <sizes> halfkomi
//     <half-komis>" (every size and komi played; PTN-Ninja then uses the
//     keyword form of teinewgame), the option declarations, teiok.
//   - setoption name <N> value <V>: names match without regard to case.
//   - isready: readyok, at once, also during a search; after a Hash
//     change or a new game, once the table has been resized or cleared
//     in the background (the input loop goes on meanwhile, so stop and
//     quit are answered at once).
//   - teinewgame <size>, or PTN-Ninja's teinewgame size <n> halfkomi <h>:
//     a new game on a board of 3 to 8; the transposition table is
//     cleared (the first teinewgame builds the engine, and a new table
//     of up to 256 MB is written once, so that its page faults come
//     before readyok and not on the first move's clock). Options, komi
//     included, persist across games (Racetrack sends them once per
//     process). A bare teinewgame keeps the size.
//   - position startpos|tps <board> <side> <move> [moves <ply> ...]:
//     moves may be absent or empty; plies in every input form of PTN.
//     Before the first teinewgame a TPS of any size is accepted; after it,
//     the TPS must have the game's size.
//   - go [wtime|btime|winc|binc|movetime <ms>] [depth <d>] [nodes <n>]
//     [infinite]: limits combine, the first reached ends the search.
//     [movestogo <n>]. Unknown tokens are skipped with the words that
//     follow them (searchmoves a1 b2). A mover without its own clock while
//     other clock fields came is bounded as if its increment (or one
//     second) were its clock. go with no limit is go infinite. A value at or below zero counts
//     as the smallest positive one (a clock of 0 means "move now", not "no
//     clock").
//   - stop: the running search ends and prints its bestmove; without one,
//     nothing happens.
//   - quit: exit at once, even mid-search, without a bestmove.
//
// At the end of the input a running search is stopped and its bestmove
// printed, then Run returns.
//
// # Output
//
// Every go gets exactly one bestmove in canonical PTN, preceded by a final
// info line. After go infinite the bestmove waits for stop even when the
// search has ended by itself. A go, position, teinewgame or setoption that
// arrives during a search stops it first, and its bestmove is printed
// before the new command takes effect.
//
// The search budgets its own time from the clocks. As a last resort the
// handler also watches the clock: a search still running after the
// movetime, or when only a quarter of the mover's clock is left (at least
// 100 ms, at most half), is stopped, and if
// it does not return within 25 ms its bestmove is taken from the latest
// reported PV, so that an overrunning search costs a shallower move, not
// a loss on time.
//
// Info lines carry depth, seldepth, score, wdl, nodes, nps, time, hashfull
// and pv, all integers; the score is from the side to move, less its
// parity share (search.Info.Parity): the mean of the last two completed
// depths' scores, so that the scores of consecutive plies seen from one
// player do not swing with the parity of the depth (the side that moves
// last before the leaves gains from it). A proven win
// or loss is printed as "score mate <n>" (moves, positive when the side to
// move wins). Two clients read this less well than "score cp": Racetrack
// rejects any info line whose score is not cp (it loses only the
// evaluation comment in its PTN), and PTN-Ninja reads an unknown token
// such as wdl as another value of the preceding keyword. The check option
// ShowWDL (default true) drops the wdl field for such clients. WDL is
// search.WDL, a logistic curve in the score fitted to game results.
//
// # Options
//
//   - HalfKomi (spin, -20..20, default 0): komi in half flats, added to
//     Black's flat count; applied to every search from then on.
//   - Hash (spin, MB, default search.DefaultHashMB, at most
//     search.MaxHashMB): resized in the background, the old table given
//     back to the system.
//   - Flats, Caps (spin, default 0): stones and capstones per player for
//     non-standard games, 0 meaning the standard count for the size. They
//     take effect at the next teinewgame or position command.
//   - ShowWDL (check, default true): see above.
//   - MoveOverhead (spin, ms, 0..5000, default 30): time kept in reserve
//     per move for the pipe and a loaded machine (search.Limits.Overhead).
//   - CpScale (combo centiflats|winchance, default centiflats; `takengine
//     serve` declares winchance): "score cp" in centiflats, or as
//     200p - 100 for the win chance p = win + draw/2 of search.WDL, the
//     scale of Tiltak and of PTN-Ninja's evaluation marks.
//   - Threads (spin, 1..64, default 1): search threads (Lazy SMP,
//     search.Engine.SetThreads); a nodes limit counts all threads.
//   - MultiPV (spin, 1..16, default 1): best root moves searched with
//     exact scores; each depth ends with one info line per line, best
//     first, tagged "multipv k" (only when MultiPV is above 1); bestmove
//     is line 1's first move.
//
// The value in force at start always equals the declared default,
// because Racetrack only sends values that differ from it.
//
// # Errors
//
// Bad input of any kind (an unknown command, a malformed or illegal ply, a
// malformed TPS or one of the wrong size, an unknown option or a bad
// value, an unsupported size, a non-numeric go value) prints one line
// "info string error: <what and why>", quoting at most board.MaxQuote
// bytes of the bad input, keeps the last good state, and the
// handler carries on. Malformed go values are left out and the search
// runs on the remaining limits; if none remain it gets one second, so that
// a client waiting for bestmove is never left hanging.
//
// A panic in the search is recovered as a last resort: the client gets an
// error line and a legal bestmove, the log (WithLog) the stack. A root
// position with no legal move gets "info string error: no legal move" and
// "bestmove (none)".
//
// # History
//
// For threefold repetition the search is given the position command's game
// as a board.History: the hashes of the positions since the last placement
// in its move list (the TPS or start position itself included when no ply
// of the list is a placement), oldest first, without the position
// searched.
package protocol
