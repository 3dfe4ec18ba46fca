// Package selfplay makes the data that eval/texel fits the evaluation
// weights to: quiet positions (from ply 4 on, no road threat for either
// side) labelled with the result of their game. They come from games of
// the engine against itself (SelfPlay), from finished games in PTN files
// (PTNSamples), and from position files that a self-play run saved
// (PositionSamples, one "TPS<TAB>half-komi<TAB>result" a line).
//
// Self-play can be split across machines: Config.Shard plays a
// deterministic slice of the games, and MergePositions joins the position
// files of the shards, refusing a file given twice or a game that two
// files share.
//
// For data in bulk (a million positions from tens of thousands of
// games), Generate streams the games to a position file as they finish,
// on several goroutines each with its own engine, closes every game with
// a "#game" line and continues an interrupted run when it is started
// again on the same file, reporting progress with bench/progress.
//
// Label replaces the game results of a position file with soft labels: a
// TEI engine's win chance for each position (from its wdl), searched to a
// fixed budget, optionally mixed with the result. A game result played
// out at low depth says little about one position; a stronger engine's
// judgement of it says more (knowledge distillation, as chess engines
// train on deeper searches' scores).
//
// Judge screens a change to the engine without a match: a candidate
// chooses its move, at a fixed search, in positions sampled from real
// games, and a stronger engine scores the position after each move.
// CompareJudged pairs two candidates position by position; where they
// choose the same move the difference is exactly 0, so the noise comes
// only from the positions where they differ.
package selfplay
