// Package tactics measures how often the engine finds the right move in
// known positions. A tactics file is tab-separated text with one header
// line (id, size, komi, tps, kind, best, avoid, and any further columns,
// which are ignored), then one row per problem:
//
//   - komi is in flats (board.ParseKomi);
//   - kind is win-in-1 (the side to move wins now; best lists every
//     winning move), tinue (a forced road win over several plies; best
//     lists proven first moves), defend (the opponent threatens to win;
//     best lists every move that is not refuted) or avoid (avoid lists
//     moves that throw the game away);
//   - best and avoid are space-separated moves in canonical PTN
//     (docs/NOTATION.md §2.2), or "-" for none.
//
// A problem is solved when the engine's move is in best, or, for avoid,
// when it is not in avoid. The built-in suite is testdata/tactics.tsv.
// The package uses board and search, never the protocol.
package tactics
