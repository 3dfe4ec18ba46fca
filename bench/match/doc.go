// Package match runs matches between two TEI engines: it starts the engine
// processes, speaks the client side of the Tak Engine Interface to them the
// way Racetrack does (docs/TEI.md §4), referees every game with package
// board, keeps the clocks, writes the games as PTN (with board/ptn's
// writer) and reports the score, an Elo estimate and a sequential
// probability ratio test (SPRT) as it goes. It is a client: it needs
// nothing of the engine's own search or server side, only board,
// board/ptn and bench/shard.
//
// # Engines and protocol
//
// Each worker (Config.Concurrency of them) owns one process per engine, so
// C games run at once with 2C processes. An engine is started with
// `tei`, whose `option` lines are parsed with Racetrack's grammar
// (ParseOption); komi is set with `setoption name HalfKomi value 2*komi`
// only when that differs from the declared default, and an engine that
// cannot play the komi (no HalfKomi option means komi 0 only) is refused
// before the first game. Every game starts with `teinewgame <size>` and
// `isready`; every move is asked for with `position startpos moves ...` or
// `position tps <unmerged TPS> moves ...` (Racetrack's choice: startpos for
// a move-list opening or for the empty board with komi 0) and
// `go wtime W btime B winc WI binc BI`. The last `info` line with a score
// and a single pv becomes the PTN comment `{+0.35/12 1.23s}`, with the
// score turned to White's point of view. Racetrack accepts only `score cp`;
// here `score mate N` counts too, written as ±(100 − plies/100) flats
// (`{+99.97/3 0.01s}`, the form Topaz prints), so a move whose search
// stopped on a proven result records the depth that proved it.
//
// A fixed-node match (Config.Nodes) asks for every move with
// `go nodes N` instead of the clocks; the TC tag then reads "nodes N",
// there is no Clock tag, and a move slower than Config.MoveLimit loses on
// time. Engines whose search depends only on the position and the node
// limit (a table and history cleared by teinewgame) then play the same
// games on every run, so a whole match and its shards can be compared
// game by game.
//
// A time-odds match (Config.TC2) gives engine 2 a time control of its
// own: each colour's clock and increment in the go line are those of the
// engine playing it, the TC tag reads "10+0.1 vs 20+0.2" (engine 1's
// first), and there is no Clock tag, which has room for one clock. It
// measures what a second clock is worth to an engine against the same
// opponent, the question behind every depth-per-second change.
//
// # Refereeing
//
// The mover is charged the wall time from writing `position` to reading
// `bestmove`. A move must be in canonical PTN (as Racetrack's parser
// requires) and legal; a malformed or illegal move, a crash or closed pipe,
// and a move that takes longer than the remaining time all lose the game.
// Unlike Racetrack, which waits forever, the referee stops waiting once the
// clock and a grace period (Config.Grace) have run out, so a hung engine
// loses on time instead of hanging the match. An engine that loses a game
// by any of these forfeits is stopped (`quit`, a second, then kill) and a
// fresh process is started, with its options set again, before its next
// game. Racetrack's two extra rules are applied: threefold repetition
// (the same position hash, side to move included, for the third time since
// the last placement, as Tiltak counts it) is a draw, and a game that has
// gone past 1000 plies (opening plies included) stops with result `*`,
// scored as a draw.
//
// # Openings and PTN
//
// Each opening of the book (a move list or a TPS per line) is played twice,
// engine 1 White first, in file order. Games are written in round order
// with Racetrack's tags (Player1, Player2, Date, Size, Result, Site, Round,
// Clock, Komi, TPS, Termination) and an evaluation comment after every
// engine ply. Racetrack plays a move that came too late and only then
// flags its author; such a move is kept in the record, except when it
// ended the game on the board, where keeping it would put 1-0 under a road
// for Black.
//
// # Shards and merging
//
// The rounds of a match are numbered 1..Config.Games over the whole run:
// round r plays opening (r-1)/2 of the book (cycling) with engine 1 White
// when r is odd. Config.Shard K/N plays only the rounds r with
// (r-1) mod N = K-1, so N copies of the same command with K = 1..N play
// the whole match between them, on as many machines. Every game's PTN
// carries its round, opening, colours, engines, time control and shard
// (the tags TagEngine1 and others), so Merge can recompute the score, Elo
// and SPRT from the files alone. It refuses a file given twice, a game
// met twice (Key: xxhash of round, opening, colours and moves) and a round
// played twice (overlapping shards). An SPRT cannot stop a shard: the
// test is decided by the merge.
//
// # Statistics
//
// Games are scored 1, 1/2, 0 from engine 1's point of view (a `*` game is
// a draw) and treated as independent trials with three outcomes. With N
// games, score s = (W + D/2)/N and per-game variance
// v = (W(1-s)² + D(1/2-s)² + L s²)/N, the logistic Elo difference is
// -400·log10(1/s - 1) and its 95% interval maps s ± 1.96·sqrt(v/N) through
// the same function (the interval's half width is reported).
//
// The SPRT tests H0: Elo = elo0 against H1: Elo = elo1 in logistic Elo
// with the generalised SPRT (GSPRT) of Michel Van den Bergh, as Fishtest
// computes it for trinomial results (LLRcalc.py): with s0 and s1 the
// expected scores of elo0 and elo1 (s = 1/(1+10^(-elo/400))),
//
//	LLR = Σ n_i·log(p1_i/p0_i)   over i in {loss, draw, win}
//
// where n_i are the counts and p_j is the maximum-likelihood distribution on
// {0, 1/2, 1} with expectation s_j given the observed frequencies f_i:
// p_j,i = f_i/(1+x(a_i-s_j)), x the root of Σ f_i(a_i-s_j)/(1+x(a_i-s_j)) = 0.
// For many games this equals the familiar approximation
// N·(s1-s0)·(2s-s0-s1)/(2v). A count of 0 is replaced by 10^-3 (Fishtest's
// regularisation), so the ratio is finite from the first game and a run of
// identical results moves it by about log(s1/s0) per game. The test stops
// with H1 accepted when LLR ≥ log((1-β)/α) and with H0 accepted when
// LLR ≤ log(β/(1-α)) (Wald's bounds; ±2.94 for α = β = 0.05). Without a
// test in the Config the progress lines still show the LLR of
// StandardSPRT (elo0=0, elo1=10, α = β = 0.05), for information.
//
// The summaries end with two readings of the games' PTN, which also work
// on Racetrack's files (`takengine match phases`, `match style`): each
// player's mean depth and time per ply in the opening, the middle and
// the last plies of the games, from its evaluation comments (phases.go);
// and its results by colour and by how each game ended (a road, the flat
// count, anything else), with the mix of the moves it chose in each
// phase and the rings its flats went to, and whose spent reserve ended
// each flat count (style.go), which shows a player that wins its road
// fights and loses its flat races, and why. A third reading,
// not in the summaries (`match trend`, trend.go), follows each engine's
// own scores through its games, by its colour and by how they ended,
// which shows where the games turned in the eyes of each. Compare
// (compare.go, `match compare`) pairs two matches of one book round by
// round, so that a candidate's short run is judged against the
// baseline's games on the same openings and colours.
//
// References: https://www.chessprogramming.org/Sequential_Probability_Ratio_Test,
// http://hardy.uhasselt.be/Fishtest/support_MLE_multinomial.pdf and
// https://github.com/official-stockfish/fishtest (server/fishtest/stats).
package match
