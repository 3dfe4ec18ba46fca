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
package selfplay
