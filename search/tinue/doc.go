// Package tinue proves tinue: that the side to move (the attacker) can
// force a road win whatever the defender does. It depends on board only.
//
// The technique is depth-first proof-number search (df-pn, Nagai 2002),
// https://www.chessprogramming.org/Proof-Number_Search, with the 1+ε
// threshold trick of Pawlewicz and Lew (2007) against thrashing between
// siblings, under iterative deepening on the number of plies, so the first
// proof found is a shortest one.
//
// The tree is the one of a tinue: at attacker nodes (OR) only moves that
// win at once or threaten to win on the next move (a placement or a stack
// move completing a road, or a flat-count ending the attacker could bring
// about with its last piece or on a nearly full board); at defender nodes
// (AND) every legal move. The rules of the game's end decide each move
// exactly (board.Position.ResultAfter): a road made for both players goes
// to the mover, a suicide move that completes only the attacker's road
// proves the node, and a flat-count ending (full board or an empty
// reserve, with komi) is a win for whoever it favours, a draw counting as
// an escape. A defender reply after which the attacker has no immediate
// win, with no plies left, disproves the node.
//
// Memory is bounded: one fixed-size transposition table of four-entry
// buckets (replacement by work spent) keyed on the Zobrist hash and the
// remaining depth, where a proof is reusable at any greater depth and a
// disproof at any smaller one; per-ply move and number arrays are
// allocated once per Solver, so the search allocates nothing per node.
//
// Limits: only threat sequences are searched, so a win that needs a quiet
// attacker move (one threatening nothing) is not found, except as the
// very first move when Options.QuietPly asks for a second search, and
// "disproved" means no tinue of threats within the depth, not that the
// position is not won. The result is for the position given: repetitions and Racetrack's
// game-length cap are ignored.
package tinue
