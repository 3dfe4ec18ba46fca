// Package bench holds the engine's fixed benchmark suite and tactics
// runner. Bench searches a fixed list of positions, each to a fixed depth
// from a fresh table on one thread, and prints the total node count (the
// engine's signature, identical on every machine while the search is
// unchanged) and the speed. It uses board, eval and search, never protocol.
package bench
