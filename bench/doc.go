// Package bench is the engine's fixed benchmark suite. Bench searches a
// fixed list of positions, each to a fixed depth from a fresh table on
// one thread, and prints the total node count (the engine's signature,
// identical on every machine while the search is unchanged) and the
// speed. It uses board and search only.
//
// The packages under bench measure the engine in other ways, each on its
// own: bench/tactics (known problems), bench/match (matches between TEI
// engines, with an Elo estimate and an SPRT), bench/selfplay (self-play
// positions for tuning the evaluation), bench/spsa (tuning parameters by
// SPSA on game results) and bench/shard (splitting a match or self-play
// run across machines).
package bench
