// Package tactics measures how often the engine finds the right move in
// known positions. A tactics file is tab-separated text with one header
// line (id, size, komi, tps, kind, best, avoid, then optionally source,
// and any further columns, which are ignored), then one row per problem:
//
//   - komi is in flats (board.ParseKomi);
//   - kind is win-in-1 (the side to move wins now; best lists every
//     winning move), tinue (a forced road win over several plies; best
//     lists proven first moves), defend (the opponent threatens to win;
//     best lists every move that is not refuted), avoid (avoid lists
//     moves that throw the game away) or flat-win (the side to move forces
//     a win near the end of a game decided on flats: best lists every move
//     proven to keep the win, avoid every move proven to lose it);
//   - best and avoid are space-separated moves in canonical PTN
//     (docs/NOTATION.md §2.2), or "-" for none.
//
// A problem is solved when the engine's move is in best, or, for avoid,
// when it is not in avoid. The built-in suite is testdata/tactics.tsv.
//
// FlatRace builds flat-win problems from games: positions near the end of
// games decided on flats that a search proves won, each root move then
// proven or not on its own. testdata/flatrace.tsv is such a suite, built
// from the shared games the project lost to Topaz (see its source column,
// README.md and cmd/takengine's flatrace command).
//
// The package uses board and search, never the protocol.
package tactics
