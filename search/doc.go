// Package search finds moves: an iterative-deepening principal-variation
// search (negamax alpha-beta) over board.Position, reporting through a
// callback and stopping through a context. It never prints and never
// imports the protocol.
//
// Techniques, each in its own file:
//   - iterative deepening with aspiration windows around the previous
//     score (root.go); principal-variation search with zero-window
//     re-searches and a triangular PV table (negamax.go);
//     https://www.chessprogramming.org/Principal_Variation_Search
//   - a shared transposition table of two-word atomic entries with the key
//     xored into the data ("lockless hashing"), two-entry buckets, depth-
//     and age-preferred replacement, hashfull per mille, on transparent
//     huge pages where Linux gives them on request (tt.go, tt_linux.go);
//   - a staged move picker (order.go): the table move before generation,
//     then immediate road wins, placements that stop the opponent's road
//     threat ("Tak"), killer moves, the countermove (the last reply that
//     refuted the previous move) and history counts in fixed arrays, with
//     each spread moved up or down by the flats it wins or gives away in
//     the flat count (board.SpreadFlatGain, as captures are ordered in
//     chess);
//   - win and loss scores with distance, so the shortest win and the
//     longest defence are chosen; draws by repetition (a position repeated
//     since the last placement, as Racetrack's threefold rule counts them);
//   - internal iterative reduction: a node at depth 4 or more with no
//     table move is searched a ply shallower (negamax.go);
//   - Tak-specific horizon handling in negamax.go (there is no separate
//     quiescence search): at depth 0 a side that can complete a road by
//     one placement wins, and a side facing such a threat within the
//     iteration depth searches one more full ply instead of standing pat,
//     so a road threat made inside the horizon is always answered (past
//     it, the evaluation's threat terms price it; Params.ExtMul and
//     ExtSlack allow a longer budget); and a side whose next
//     placement ends the game (the last empty square or its last piece)
//     ahead on flats with komi wins at once, as with a road;
//   - logarithmic late-move reductions (more plies for later moves at
//     greater depth, one fewer at PV nodes; Params.LMRBase and the
//     table built from it in params.go),
//     null-move pruning, reverse futility pruning
//     (up to depth 3, a quiet node whose static score beats beta by a
//     margin a ply; above depth 1 only where the opponent has no road in
//     one stack move and the side to move is three or more placements
//     from one, Params.RFPGuard) and
//     late-move pruning (at depths 1 and 2, late moves that make no road
//     threat are skipped; a placement that cannot make one, because the
//     mover is too far from a road, is skipped without being made, and so
//     are a stack's spreads one way when even the squares they could
//     change would leave the mover two placements from a road), each
//     behind a Config switch with the reason for it;
//     https://www.chessprogramming.org/Reverse_Futility_Pruning
//   - an evaluation cache per thread (evalcache.go): static scores by
//     Zobrist hash, so the many transpositions of placements are scored
//     once a search, computed by an eval.Plan prepared at the search's
//     start (only the features the weights use are summed);
//   - futility pruning of the moves that win no flat (walls, capstones,
//     spreads that do not gain in the flat count) in nodes far below alpha, a
//     history malus for the moves searched before a cutoff, a ply more
//     of reduction for moves without history (Params.LMRNoHist), and no
//     null move near the end of the game (Params.NullMinLeft), and a
//     tempo for the flat race, each placement below the root worth
//     something to its maker when the engine leads the count with komi
//     and costing it when the engine trails (Params.RaceTempo,
//     evalcache.go), and a move policy fitted to Tiltak's moves that
//     orders the quiet moves with the history counts (Params.PolicyScale,
//     policy.go, fitted by cmd/policyfit), and a value for draws by the
//     engine's colour ("contempt", Params.DrawWhite and DrawBlack), and
//     singular extensions (the table move a ply deeper when a reduced
//     search without it fails low by a margin, with multi-cut;
//     Params.SEDepth), and the static score's trend two plies apart
//     ("improving": a smaller reverse futility margin where it rises,
//     earlier late-move pruning where it does not; Params.Improving), and
//     a komi discount tapered to nothing at the end (Params.KomiTaper),
//     and a horizon that stands on a road threat a single placement
//     blocks instead of extending (Params.HorizonThreat);
//     all off by default: none won a match against Tiltak yet;
//     https://www.chessprogramming.org/Futility_Pruning
//   - every margin, reduction and time share is a field of Params
//     (params.go), so that matches and tuning runs can try other values
//     without rebuilding (takengine tei -params);
//   - at the horizon, the stack-move road tests run only on the side of
//     the window they can change (a win cannot lower a fail-high score,
//     a threat cannot raise a fail-low one);
//   - shortcuts that change no node (checked by TestShortcutsKeepTheSearch
//     against the search without them): the picker drops, all at once
//     and before it sorts, the moves late-move pruning would skip one by
//     one (order.go, dropQuiet); a child that left its opponent's road
//     threat open is scored without its road flood fills, since it would
//     return the opponent's road win at once (negamax.go, threatIgnored);
//   - time management (time.go): a soft target from the moves still
//     expected (from the reserves left), with larger shares toward the
//     endgame, an iteration started only when it is predicted to end
//     within the target (stretched when the best move changes or the
//     score drops), and a hard limit;
//   - for analysis (Limits.Tinue), the tinue solver of package
//     search/tinue beside the search on its own goroutine (beside.go): a
//     proved forced road win becomes line 1 with a mate score;
//   - MultiPV (root.go): each iteration searches line k with the root
//     moves of lines 1..k-1 excluded (a check at ply 0 only), each line
//     in its own aspiration window, so every line's score is exact; the
//     lines are sorted by score and line 1 is the result. One line is the
//     plain search, node for node;
//     https://www.chessprogramming.org/Multi-PV
//   - Lazy SMP (engine.go, smp.go): helper threads run the same
//     iterative deepening on the same root, at least one iteration ahead
//     of the main thread (every other helper: the main thread's
//     iteration), meeting only in the shared transposition table; one
//     atomic stop flag ends them, one atomic counter (added to every 256
//     nodes) makes the nodes limit count all threads, and the main thread
//     alone keeps time and reports; it returns the deepest completed
//     iteration, its own or a helper's (one line, no depth limit, no
//     forced win of its own);
//     https://www.chessprogramming.org/Lazy_SMP
//
// Every thread owns a thread value with fixed per-ply arrays (move lists,
// killers, history, PV) and its evaluation cache; only the table, the
// stop flag, the node count and the Lazy SMP record (smp.go) are shared.
package search
