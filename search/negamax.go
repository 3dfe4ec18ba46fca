package search

import (
	"context"
	"math"
	"time"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/eval"
)

// maxPly bounds the search stack (iterations, extensions and the
// quiescence plies together).
const maxPly = 96

// maxGame bounds the game history kept for repetition detection.
const maxGame = 1024

// thread is one searcher's state: the position it mutates, and per-ply
// fixed arrays so the hot path never allocates.
type thread struct {
	e       *Engine
	pos     board.Position
	lists   [maxPly]board.MoveList
	keys    [maxPly][board.MaxMoves]uint64
	pickers [maxPly]picker
	killers [maxPly][2]board.Move
	// counter[c][historyIndex(m)] is c's last reply to m that caused a
	// cutoff (the countermove heuristic); moveAt[ply] is the move that
	// led to ply (NoMove after a null move or at the root).
	counter [2][historySize]board.Move
	moveAt  [maxPly + 1]board.Move
	history [2][historySize]int32
	// pol is the move policy's view of the node being ordered.
	pol   policyCtx
	pv    [maxPly + 1][maxPly + 1]board.Move
	pvLen [maxPly + 1]int

	// Repetition: hashes of the game since the last placement, then of the
	// search path; irrev marks where the path last placed a piece.
	hashes [maxGame + maxPly]uint64
	nHist  int
	irrev  [maxPly + 1]int
	// threatIn[ply] is the opponent's ThreatSquares at ply, computed by
	// the parent when it made the move, from reachIn[ply], the
	// opponent's RoadReach. A placement leaves the other colour's road
	// pieces as they were, so after one the side to move's RoadReach is
	// the reachIn of the ply before (one flood-fill set saved a node).
	threatIn [maxPly + 1]board.Bitboard
	reachIn  [maxPly + 1]board.RoadReach
	// evals caches static evaluations (evalcache.go), which plan, the
	// evaluator prepared for the search's board size, computes.
	evals evalCache
	plan  eval.Plan
	// tempo is the race tempo of this search (evalcache.go,
	// Params.RaceTempo): what each piece placed since the root is worth
	// to the side that placed it, in centi-flats; rootDiff is White's
	// reserve less Black's at the root.
	tempo, rootDiff int
	// rootColor is the side to move at the root (the engine's side) and
	// draw the value of a draw to it (Params.DrawWhite, DrawBlack).
	rootColor board.Color
	draw      int
	// corr is the correction history (corr.go).
	corr corrTables
	// singular[ply] is the move a singular-extension test leaves out of
	// the node at ply (NoMove: none; Params.SEDepth).
	singular [maxPly + 1]board.Move
	// staticAt[ply] is the static score of the node at ply on the current
	// path (noStatic where the node computed none), which its grandchild
	// compares with its own (Params.Improving).
	staticAt [maxPly + 1]int

	ctx        context.Context
	lim        Limits
	start      time.Time
	soft, hard time.Duration
	clock      bool // soft comes from a clock (not only from movetime)
	nextShare  int  // Params.NextShare or, near the end, EndNextShare
	nodes      uint64
	// shortcuts counts the children threatIgnored scored and the nodes
	// whose picker dropped its pruned moves at once (tests read it).
	shortcuts  uint64
	seldepth   int
	stopped    bool
	lastReport time.Time
	report     func(Info)
	rootDepth  int
	extendPly  int // the deepest ply a road threat extends at in this iteration (Params.ExtMul)
	// rootPartial is the best root move of the running iteration so far,
	// and rootPartialScore its score.
	rootPartial      board.Move
	rootPartialScore int
	// proofReported: the tinue solver's proof has been reported.
	proofReported bool
	best          Result

	// MultiPV: the root moves of the lines already searched at this
	// depth, which the root search skips (read only at ply 0).
	excluded  [MaxMultiPV]board.Move
	nExcluded int
	// Lazy SMP: startDepth is the first iteration (helpers vary it);
	// counted is the part of nodes already added to the engine's count
	// over all threads.
	startDepth int
	counted    uint64
	// helper is 0 for the main thread, i+1 for helper i (smp.go).
	helper int
}

func newThread(e *Engine) *thread { return &thread{e: e} }

func (t *thread) clearHistory() {
	t.history = [2][historySize]int32{}
	t.killers = [maxPly][2]board.Move{}
	t.counter = [2][historySize]board.Move{}
	t.corr.clear()
}

func (t *thread) reset(game *board.History, lim Limits, start time.Time, ctx context.Context) {
	root := game.Position()
	history := game.Since()
	t.pos = *root
	t.lim = lim
	t.start = start
	t.lastReport = start
	t.ctx = ctx
	t.nodes = 0
	t.shortcuts = 0
	t.counted = 0
	t.seldepth = 0
	t.stopped = false
	t.proofReported = false
	t.nExcluded = 0
	t.startDepth = 1
	t.evals.clear()
	t.e.eval.Prepare(root.Size(), &t.plan)
	t.tempo, t.rootDiff = raceTempo(root, t.e.prm.RaceTempo), root.InReserve(board.White)-root.InReserve(board.Black)
	t.rootColor, t.draw = root.ToMove(), t.e.prm.DrawBlack
	if t.rootColor == board.White {
		t.draw = t.e.prm.DrawWhite
	}
	t.soft, t.hard = t.e.prm.Params.budget(lim, root)
	t.clock = lim.HasClock()
	t.nextShare = t.e.prm.Params.nextShare(root)
	if len(history) > maxGame-1 {
		history = history[len(history)-(maxGame-1):]
	}
	t.nHist = copy(t.hashes[:], history)
	t.hashes[t.nHist] = root.Hash()
	t.setThreat(0)
	t.irrev[0] = 0
	t.moveAt[0] = board.NoMove
	for i := range t.killers {
		t.killers[i] = [2]board.Move{}
	}
	for c := range t.history {
		for i := range t.history[c] {
			t.history[c][i] /= 4
		}
	}
}

// setKomiShift sets the komi the evaluation reads for a search from root
// (eval.Plan.SetKomiShift): RaceKomi against the side to move at the root
// and, in a game (a search with a clock; analysis reads the rules' komi),
// komiDiscount. Engine.Search sets it on every thread after reset, from
// the search's own limits: a helper's limits carry no clock.
func (t *thread) setKomiShift(root *board.Position, game bool) {
	shift := 0
	if game {
		shift = komiDiscount(root, t.e.prm.Params)
	}
	t.plan.SetKomiTaper(t.e.prm.KomiTaper != 0)
	if root.ToMove() == board.White {
		t.plan.SetKomiShift(shift + t.e.prm.RaceKomi)
	} else {
		t.plan.SetKomiShift(shift - t.e.prm.RaceKomi)
	}
}

// komiDiscount is the shift of the komi the evaluation reads at root
// (eval.Plan.SetKomiShift): KomiDiscount percent of the komi taken off
// when the side to move is the side the komi favours, KomiDiscountOther
// percent when it is the other side (rounded toward zero, in half flats).
func komiDiscount(root *board.Position, prm Params) int {
	hk := root.HalfKomi()
	favoured := (hk > 0) == (root.ToMove() == board.Black)
	pct := prm.KomiDiscountOther
	if favoured {
		pct = prm.KomiDiscount
	}
	return -hk * pct / 100
}

// checkStop polls the context, the shared stop flag and the limits every
// 256 nodes, adds the new nodes to the count over all threads, and sends
// a progress report once a second.
func (t *thread) checkStop() bool {
	if t.stopped {
		return true
	}
	if t.nodes&255 != 0 {
		return false
	}
	t.e.nodes.Add(t.nodes - t.counted)
	t.counted = t.nodes
	if t.ctx.Err() != nil || t.e.stop.Load() {
		t.stopped = true
		return true
	}
	if t.lim.Nodes > 0 && t.totalNodes() >= t.lim.Nodes && t.rootDepth > 1 {
		t.stopped = true
		return true
	}
	now := time.Now()
	if el := now.Sub(t.start); t.hard > 0 && (el >= t.hard && t.rootDepth > 1 || el >= 2*t.hard) {
		t.stopped = true
		return true
	}
	t.reportProof()
	if t.report != nil && now.Sub(t.lastReport) >= time.Second && t.best.Best != board.NoMove {
		t.lastReport = now
		t.report(t.info(t.best.line(), 1))
	}
	return false
}

func (t *thread) info(l Line, line int) Info {
	return Info{
		Depth: l.Depth, SelDepth: max(t.seldepth, l.Depth), Score: l.Score, Nodes: t.totalNodes(),
		Time: time.Since(t.start), HashFull: t.e.tt.HashFull(), PV: l.PV,
		Parity: l.Parity, MultiPV: line,
	}
}

// totalNodes returns the nodes searched by all threads: t's exactly, the
// others' as far as they have counted them.
func (t *thread) totalNodes() uint64 {
	return t.e.nodes.Load() + t.nodes - t.counted
}

// setParity sets the Parity of lines, an iteration's lines at one depth,
// best first, from prev, the previous iteration's (see Info.Parity). The
// parity is the position's and the depth's, not a move's: every line
// gets line 1's, so the lines keep their order.
func (t *thread) setParity(lines, prev []Line) {
	if len(lines) == 0 {
		return
	}
	parity := t.e.eval.W[t.pos.Size()][eval.SideToMove]
	if lines[0].Depth%2 == 1 {
		parity = -parity
	}
	if len(prev) > 0 && prev[0].Depth == lines[0].Depth-1 && prev[0].Depth > 0 && !isMate(prev[0].Score) {
		parity = (lines[0].Score - prev[0].Score) / 2
	}
	for k := range lines {
		lines[k].Parity = 0
		if !isMate(lines[k].Score) {
			lines[k].Parity = parity
		}
	}
}

// isMate reports whether score is a forced result.
func isMate(score int) bool { return score > MateThreshold || score < -MateThreshold }

// terminalScore scores a finished game from the side to move of the
// thread's position at ply: a win or loss by its distance, a draw as
// drawScore values it.
func (t *thread) terminalScore(r board.Result, ply int) int {
	w, ok := r.Winner()
	switch {
	case !ok:
		return t.drawScore()
	case w == t.pos.ToMove():
		return Mate - ply
	}
	return -(Mate - ply)
}

// drawScore scores a draw (a repetition, or a game ended level on flats
// with komi) from the side to move of the thread's position: the engine's
// side (the side to move at the root) counts it as Params.DrawWhite or
// DrawBlack by its colour, its opponent as the negation.
func (t *thread) drawScore() int {
	if t.pos.ToMove() == t.rootColor {
		return t.draw
	}
	return -t.draw
}

// isRepetition reports whether the position at ply occurred before since
// the last placement (in the game or on the search path).
func (t *thread) isRepetition(ply int) bool {
	i := t.nHist + ply
	h := t.hashes[i]
	lo := t.irrev[ply]
	if lo == 0 {
		lo = -t.nHist // the whole game history is placement-free
	}
	for j := i - 2; j >= t.nHist+lo && j >= 0; j -= 2 {
		if t.hashes[j] == h {
			return true
		}
	}
	return false
}

// Pruning and reductions. Their margins and limits are Params (params.go),
// read through t.e.prm; the reasons for each:
//   - Null move: give the opponent a free move; if a reduced search still
//     fails high the node is very likely a cut node. Tak has no zugzwang
//     to speak of (a placement is almost always available), but a road
//     threat by the opponent makes passing suicidal, so it is skipped then.
//   - Late-move reductions: with good ordering, moves late in the list
//     rarely raise alpha; search them shallower first and re-search at
//     full depth only if they do. The logarithmic formula of chess
//     engines, after Topaz's for Tak: a Tak node has a hundred moves and
//     more, so late moves lose several plies at high depth; with move
//     ordering by the table, killers, history and flats won, those rarely
//     matter, and the re-search catches the ones that do. The reduction
//     grows with the move's index up to the 63rd (a stack endgame has
//     well over a hundred moves): log2 d + log2 min(k, 63) - 2, with a
//     null move a ply shorter every three plies of depth. Against the
//     former log2 d + log2 min(k, 16) - 3 and a fixed null move it scored
//     29.5% against Tiltak at 10+0.1 (+26 -67 =7, openings 1-50 of the
//     balanced 6x6 book, both colours) where the former scored 23.0%
//     (+21 -75 =4) on the same openings in the same conditions (two
//     matches at once on two cores), searched 7.99 plies deep over the
//     first 40 plies and 6.00 over the last 20 (7.40 and 5.47 before),
//     and solves the same tactics (50 of 59 at 300k nodes) and flat
//     races (16 of 21 at 50k).
//   - The root is reduced as any PV node. Capping its reductions at one
//     ply (forty-sixth session) finds a flat-race defence the defaults
//     miss (2,21S,1,2,x,1/2,1,2,212C,2,112/2221S,x,22121,x,21S,1/221,21,
//     21C,2,2,22121S/x2,21,1S,1,1/12S,x,1,x,12,112S 2 48, komi 2, from a
//     game Black won against takengine: c5-, 0.00 at depth 12, where the
//     defaults keep c5+ at -2.44; 0.00 is what the search gives after
//     c5- itself, but only from depth 10 of the child, and a late root
//     move is searched several plies shorter), and solves the same
//     tactics and flat races. But it costs 46% more time to depth 7 on
//     42 positions of games against Tiltak, and scored +41 -48 =11
//     (46.5%) against Tiltak (6x6 komi 2, 10+0.1, openings 351-400 of
//     the balanced book, colours swapped), +0.0 +- 8.7 points against
//     these defaults' 46.5% on the same rounds, 0.55 plies shallower over
//     the first 40 plies (8.35) and 0.37 over the last 20 (6.54). At
//     most three plies (14% more time, 20% more nodes; it finds c5- at
//     depth 12): +38 -52 =10 (43.0%, -3.5 +- 10.1; 8.62 and 6.78
//     plies). Ordering the root's moves by the scores their last
//     searches returned (fail-soft bounds) took 28% more nodes to depth
//     7 and did not find c5- alone. Neither is kept.
//   - Reverse futility pruning: a quiet node whose static score beats
//     beta by a margin is very likely a cut node. Up to depth 3, unguarded,
//     it lost three tinues of the tactics suite (48 of 59 solved at 300k
//     nodes, 51 at depth 1, 52 without it), and depth 1 against depths up
//     to 3 made no difference in games (+1.7 ± 47.1 Elo, 200 games at
//     60k nodes a move).
//   - Reverse futility to depth 3 (RFPDepth=3) with its guard (RFPGuard=2,
//     below), the defaults since the fifty-second session. Unguarded,
//     with the reductions above it reaches 1.0 ply
//     deeper at 200k nodes in the endgame of the shared Tiltak games
//     (7.30 against 6.22 with the former defaults) and scored +48 -41 =9
//     in self-play at 100k nodes a move against them; against Tiltak, in
//     the conditions above, 33.0% (+28 -62 =10; 8.21 plies deep over the
//     first 40 plies, 6.89 over the last 20). But it solves 42 of the 59
//     tactics at 300k nodes instead of 50 (39 with the reductions), so it
//     waits for a longer match. The tinues it misses are stack-move roads
//     the reverse futility cut hides from the defender, and roads the
//     attacker would build in two placements; with those nodes left to
//     the search (RFPGuard=2: the opponent has no road in one stack
//     move and the side to move is at least three placements from one)
//     it solves 50 of 59 again and keeps most of the depth (6.99 plies at
//     200k nodes on the late positions, 6.64 without, 7.30 unguarded).
//     Against Tiltak (openings 101-150, both colours, conditions as
//     above) it scored 26.5% (+23 -70 =7) where the defaults of then
//     scored 26.0% (+19 -67 =14) beside it. Replayed with this search
//     (fifty-second session: Tiltak's TEI binary at fc4f52f, 6x6 komi 2,
//     10+0.1, colours swapped, one game at a time, two runs side by side
//     with RFPDepth=1): openings 101-150 +43 -51 =6 (46.0%) where depth 1
//     scored +33 -57 =10 (38.0%), +8.0 +- 10.4 points paired by opening;
//     openings 151-200 +38 -54 =8 (42.0%) where depth 1 scored +32 -59
//     =9 (36.5%), +5.5 +- 10.9. Over the 200 games +81 -105 =14 (44.0%)
//     against +65 -116 =19 (37.25%): +6.75 +- 7.5 points, ahead on each
//     half. It searched the middle game and the last 20 plies deeper
//     (7.94 plies against 7.65; 6.93 against 6.62, 8.19 against 7.69
//     where undecided) and the first 40 plies as deep (8.73 against
//     8.63). To depth 7 it takes 24% less time on the 160 late positions
//     of the shared games (27.3M nodes against 32.2M) and 4% less on 281
//     from ply 10; it still solves 50 of the 59 tactics at 300k nodes
//     and 19 of the 21 flat races at 50k.
//   - Reverse futility to depth 5 (RFPDepth=5, the same guard; fifty-third
//     session) takes 15% fewer nodes to depth 7 on the 160 late positions
//     (23.3M) and 12% fewer on the 281 from ply 10 (35.4M), and solves the
//     same tactics and flat races. Against Tiltak (conditions as above):
//     openings 101-200, 200 games two at a time, +91 -99 =10 (48.0%),
//     +4.0 +- 7.7 points paired by opening with depth 3's games of the
//     session before; openings 201-250, one game at a time beside depth 3,
//     +26 -61 =13 (32.5%) where depth 3 scored +40 -53 =7 (43.5%), -11.0
//     +- 11.6. About -1 point over the 300 games: not adopted. On 201-250
//     it lost ten road fights as Black (depth 3: two) and scored 43.0%
//     as Black against 65.0%: above depth 3 the guard (no road for the
//     opponent in one stack move) no longer covers the attacks a cut node
//     hides. Depth over the last 20 plies 7.04 against 6.65 there (8.20
//     and 7.75 where undecided); the first 40 plies 8.64 against 8.63.
//   - The guard's third level (RFPGuard=3: the opponent too three or more
//     placements from a road; fifty-fourth session) took 6% fewer nodes
//     to depth 7 on the 160 late positions (25.5M against 27.3M) and 11%
//     fewer on the 281 from ply 10 (35.9M against 40.4M; 25.1 s against
//     28.9 s): with fewer cuts the search finds its cutoffs sooner. It
//     solves 49 of the 59 tactics at 300k nodes (the defaults 50) and 19
//     of the 21 flat races. Against Tiltak (conditions as above, two
//     games at a time), openings 101-200: +82 -106 =12 (44.0%), where the
//     defaults' games of the fifty-second session scored +81 -105 =14
//     (44.0%): +0.0 +- 9.0 points, paired by opening (as White 27.5%
//     against 28.0%, as Black 60.5% against 60.0%; the first 100 games
//     -2.0 +- 11.6). It searched 8.74 plies over the first 40 plies
//     (8.73), 7.99 in the middle (7.94) and 7.00 over the last 20 (6.93;
//     8.27 and 8.19 where undecided). Not adopted: the time it saves to
//     a fixed depth does not show in the games.
//   - No quiescence search. Searching, past the horizon, the spreads
//     that gain in the flat count (board.Position.SpreadFlatGain), each
//     side free to stand pat, scored 42.5% in self-play at 100k nodes a
//     move (+39 -54 =7, one ply, spreads gaining at least one flat) and
//     50.0% (+48 -48 =4, two plies, at least two flats); the evaluation's
//     tempo term (SideToMove), fitted on quiet positions, may already
//     price the capture the side to move has at the horizon. Against
//     Tiltak at 10+0.1 (thirty-second session: 6x6 komi 2, openings 1-50
//     of the balanced book, colours swapped, 100 games), one ply of the
//     spreads gaining at least one flat, below beta at a node with no
//     road threat against it, scored +34 -60 =6 (37.0%) where these
//     defaults scored 39.0% the same day (-2.0 +- 11.0 points, paired by
//     opening) and 32.0% in a replay hours later; it cost 19% more time
//     to depth 7 on 60 late positions (24.2M nodes against 20.3M) and
//     searched 8.32 plies over the first 40 plies, 6.98 over the last 20
//     where undecided. On openings 51-100 (thirty-third session) it
//     scored +15 -76 =9 (19.5%), where the defaults scored +23 -68 =9
//     (27.5%) the same day (-8.0 +- 10.7): 28.25% over the 200 games
//     against their 29.75%.
//   - Late-move pruning at depths 1 and 2: late moves that make no road
//     threat are skipped.
//   - Futility pruning (FutDepth): in a node so far below alpha that only
//     winning material can help, a move that wins no flat and makes no
//     road threat cannot bring the score up; Topaz drops such moves the
//     same way (by its move-ordering score).
//
// Tak extension budget: a node facing a road threat searches one more
// ply only within the iteration depth (Params.ExtMul 0, ExtSlack 0:
// up to ply d of an iteration to depth d). Beyond it, a threatened node
// stands on the horizon tests below. The former budget (ExtMul 100,
// ExtSlack 8: up to twice the iteration depth plus the depth again,
// capped at 8 plies) spent most of the tree on threat sequences past
// the horizon: on 60 positions 20 plies before the end of games against
// Tiltak, a 7-ply search took 51.6M nodes with it, 20.3M with this one
// and 9.1M with no extension at all (13.2M, 6.9M and 3.0M on the
// positions at ply 20 of the same games). This budget solves the same
// tactics (50 of 59 at 300k nodes) and flat races (18 of 21 at 50k).
// Against Tiltak (thirty-first session: 6x6 komi 2, 10+0.1, colours
// swapped, each 100 games against the former budget replayed the same
// day) it scored +37 -59 =4 (39.0%) on openings 1-50 where the former
// scored 36.0%, and +24 -68 =8 (28.0%) on openings 51-100 where the
// former scored 21.5% beside it: +4.75 points over the 200 games, within
// the noise (about 8 points) but the same way in both halves. It
// searched 0.3 to 0.4 plies deeper (8.58 against 8.21 over the first 40
// plies, 7.78 against 7.51 over the last 20 where undecided, on openings
// 51-100). In self-play at 10+0.1 (openings 101-150) it scored +37 -45
// =11 against the former (45.7%, 93 games), also within the noise;
// against Taktician (komi 0, 10+0.1, openings 101-120, colours swapped)
// +39 -1 (the loss by road); against Topaz (classical, komi 2, the same
// openings) +31 -8 =1 (78.8%, 40 games; one thread scored 74% before).

// iirMinDepth is the least depth internal iterative reduction applies to.
const iirMinDepth = 4

// negamax searches the node at ply to depth and returns its score from
// the side to move, within (alpha, beta) as a fail-soft bound.
func (t *thread) negamax(depth, ply, alpha, beta int, pvNode bool) int {
	t.pvLen[ply] = 0
	if ply >= maxPly-2 {
		return t.evaluate()
	}
	t.nodes++
	if t.checkStop() {
		return 0
	}
	if ply > t.seldepth {
		t.seldepth = ply
	}
	if ply > 0 && t.isRepetition(ply) {
		return t.drawScore()
	}
	// Mate distance pruning: no line from here beats a win next ply.
	if ply > 0 {
		alpha = max(alpha, -(Mate - ply))
		beta = min(beta, Mate-ply-1)
		if alpha >= beta {
			return alpha
		}
	}
	pos := &t.pos
	stm := pos.ToMove()
	var reach board.RoadReach
	if m := t.moveAt[ply]; ply > 0 && m != board.NoMove && !m.IsSpread() {
		reach = t.reachIn[ply-1]
	} else {
		reach = pos.RoadReach(stm)
	}
	win := reach.PlacementWins(pos)
	if win != 0 && pos.InReserve(stm) > 0 && !pos.IsOpening() {
		// A flat (or capstone) placed on a win square completes a road.
		t.pv[ply][0] = winningPlacement(pos, win)
		t.pvLen[ply] = 1
		return Mate - ply - 1
	}
	if pos.FlatPlacementWins(stm) {
		// The flat race is over: one placement ends the game (the last
		// empty square, or the mover's last piece) with the mover ahead.
		t.pv[ply][0] = pos.EndingPlacement()
		t.pvLen[ply] = 1
		return Mate - ply - 1
	}
	threat := t.threatIn[ply]
	canExtend := ply <= t.extendPly
	if threat != 0 && canExtend && !(depth <= 0 && t.standsOnThreat(threat)) {
		// Tak extension: the opponent threatens to complete a road, so
		// every reply but a few loses at once; search one ply deeper, and
		// never stand pat at the horizon. (Extending the same way when the
		// opponent's next placement would end the game ahead on flats
		// tripled the endgame tree and lost 46-41-13 in self-play without
		// it: the win itself is found where it can be played, above.)
		// Params.HorizonThreat stands pat on the horizon instead, where
		// the evaluation prices the threat (off by default).
		depth++
	}
	// Each side's road threats (board.Position.ThreatSquares), which the
	// evaluation would otherwise find again.
	var th [2]board.Bitboard
	th[stm], th[stm.Other()] = win, threat
	if depth <= 0 {
		// At the horizon, road wins by a stack move count too: the side to
		// move wins with one, and one for the opponent is a threat that
		// must be answered like a placement threat. Each test only matters
		// on one side of the window: a win cannot lower a score that
		// already fails high, and a threat cannot raise one that fails low.
		e := t.evaluateWithThreats(&th)
		if t.e.prm.Corr >= 2 {
			e += t.correction()
		}
		if e < beta && ply > 0 && pos.HasSpreadWinFrom(&reach) {
			return Mate - ply - 1
		}
		// reachIn[ply] is the opponent's RoadReach, which the parent
		// computed for threatIn: no second flood fill here.
		if e > alpha && canExtend && ply <= t.rootDepth+2 && pos.HasSpreadWinFrom(&t.reachIn[ply]) {
			depth = 1
		} else {
			return e
		}
	}

	// Transposition table. A singular-extension test (excluded set)
	// searches the node without its table move: the entry, which is the
	// whole node's, neither ends it nor is written by it.
	hash := pos.Hash()
	ttMove := board.NoMove
	excluded := t.singular[ply]
	tt, ttHit := t.e.tt.probe(hash)
	if ttHit {
		if pos.IsLegal(tt.move) {
			ttMove = tt.move
		}
		if excluded == board.NoMove && !pvNode && tt.depth >= depth {
			s := scoreFromTT(tt.score, ply)
			if tt.bound == boundExact || tt.bound == boundLower && s >= beta || tt.bound == boundUpper && s <= alpha {
				return s
			}
		}
	}

	// Internal iterative reduction: a node the table knows no move for is
	// rarely on the principal variation; search it a ply shallower (its
	// best move is then stored for the deeper visit).
	if excluded != board.NoMove {
		ttMove = excluded // skipped by the picker as a move already tried
	} else if ttMove == board.NoMove && depth >= iirMinDepth && ply > 0 {
		depth--
	}

	// Reverse futility: a quiet node whose static score beats beta by a
	// margin per remaining ply is very likely a cut node.
	prm := t.e.prm
	quiet := !pvNode && threat == 0 && ply > 0 && beta < MateThreshold && beta > -MateThreshold && !pos.IsOpening()
	static := 0
	futile := false
	roadDist := -1 // the side to move's RoadDistance (limit 3), once pruning needs it
	// raw is the uncorrected static score where the correction history
	// learns from this node (corr.go).
	raw, learn := 0, prm.Corr > 0 && ply > 0 && threat == 0 && !pos.IsOpening() && excluded == board.NoMove
	if learn {
		raw = t.evaluateWithThreats(&th)
		static = raw + t.correction()
	}
	// improving: the static score beats the same side's two plies up
	// (a node without one to compare counts as improving).
	t.staticAt[ply] = noStatic
	improving := true
	if quiet && (depth <= prm.RFPDepth && t.e.cfg.RFP || depth >= prm.NullDepth && t.e.cfg.NullMove || depth <= prm.FutDepth) {
		if !learn {
			static = t.evaluateWithThreats(&th)
		}
		t.staticAt[ply] = static
		if ply >= 2 && t.staticAt[ply-2] != noStatic {
			improving = static > t.staticAt[ply-2]
		}
		rfpDepth := depth
		if prm.Improving&improvingRFP != 0 && improving {
			rfpDepth--
		}
		if t.e.cfg.RFP && depth <= prm.RFPDepth && static-prm.RFPMargin*rfpDepth >= beta && t.rfpSafe(depth, ply, &roadDist) {
			return static
		}
		futile = depth <= prm.FutDepth && static+prm.FutMargin*depth <= alpha
	}
	// Null move.
	if t.e.cfg.NullMove && quiet && depth >= prm.NullDepth && static >= beta && excluded == board.NoMove && t.nullAllowed() {
		s := t.nullSearch(depth, ply, beta)
		if t.stopped {
			return 0
		}
		if s >= beta {
			return beta
		}
	}

	bestScore := -Infinity
	bestMove := board.NoMove
	origAlpha := alpha
	moveCount := 0
	var spreads spreadMemo

	// Late-move pruning, once it applies, applies to every later move of
	// the node (moveCount and bestScore only grow), so the picker can drop
	// the moves it would skip all at once, before it sorts them: the
	// others keep their order, and no node searches differently. Below
	// LMRMinDepth a move's count serves only that test. (With a history
	// malus it would also charge the dropped moves that come after a
	// cutoff, which the node never reached: not then.)
	lmp := t.e.cfg.LMP && quiet && depth <= 2 // late-move pruning applies past lmpAfter moves
	lmpAfter := prm.lmp(depth)
	if prm.Improving&improvingLMP != 0 && !improving {
		lmpAfter = lmpAfter * 2 / 3
	}
	lmpDrop := lmp && !t.e.cfg.noShortcut && (!t.e.cfg.LMR || depth < prm.LMRMinDepth) && prm.HistMalus == 0
	// quietMove reports whether a move that pruning may skip is skipped
	// without being made: a placement that cannot make a road threat (see
	// placementQuiet), a spread whose stack cannot threaten that way (see
	// board.Position.SpreadQuiet).
	quietMove := func(m board.Move) bool {
		if m.IsSpread() {
			return spreads.quiet(pos, m)
		}
		if roadDist < 0 {
			roadDist = pos.RoadDistance(stm, 3)
		}
		return t.placementQuiet(m, roadDist)
	}

	// Singular extension: when the table move's score stands a margin
	// above every other move's (a search of the node without it, at half
	// the depth, fails low against the lowered bound), the table move is
	// searched a ply deeper; when even the other moves reach beta
	// there, the node is cut (multi-cut).
	ext := 0
	if prm.SEDepth > 0 && excluded == board.NoMove && ply > 0 && depth >= prm.SEDepth && ttMove != board.NoMove &&
		threat == 0 && tt.depth >= depth-3 && tt.bound != boundUpper && ply < 2*t.rootDepth {
		if ts := scoreFromTT(tt.score, ply); ts > -MateThreshold && ts < MateThreshold {
			sBeta := ts - prm.SEMargin*depth
			t.singular[ply] = ttMove
			s := t.negamax((depth-1)/2, ply, sBeta-1, sBeta, false)
			t.singular[ply] = board.NoMove
			if t.stopped {
				return 0
			}
			t.pvLen[ply] = 0
			if s < sBeta {
				ext = 1
			} else if !pvNode && sBeta >= beta {
				return sBeta
			}
		}
	}

	// Stage 1: the TT move before generating anything.
	var p *picker
	m := ttMove
	tried := false
	if excluded != board.NoMove {
		m, tried = board.NoMove, true
	}
	for {
		if m == board.NoMove {
			if p == nil {
				p = t.orderMoves(ply, depth, ttMove, tried, win, threat)
				if lmpDrop && depth == 1 {
					// Hand out by selection until the pruning starts:
					// the sort then sorts only what it keeps.
					p.selectN = min(max(lmpAfter-moveCount, selectFirst), maxSelect)
				}
			}
			if lmpDrop && !p.filtered && moveCount >= lmpAfter && bestScore > -MateThreshold {
				p.dropQuiet(quietMove)
				t.shortcuts++
			}
			m = p.next()
			if m == board.NoMove {
				break
			}
		}
		if m == ttMove {
			tried = true
		}
		if ply == 0 && t.nExcluded > 0 && t.isExcluded(m) {
			m = board.NoMove // MultiPV: an earlier line's root move
			continue
		}
		moveCount++
		prune := lmp && moveCount > lmpAfter && bestScore > -MateThreshold ||
			futile && moveCount > prm.FutMoves && bestScore > -MateThreshold && !t.winsFlat(m)
		if prune && quietMove(m) {
			m = board.NoMove
			continue
		}
		d := depth
		if ext > 0 && m == ttMove {
			d += ext
		}
		s, searched := t.searchChild(m, d, ply, alpha, beta, pvNode, moveCount, prune)
		if t.stopped {
			return 0
		}
		if !searched {
			m = board.NoMove
			continue
		}
		if s > bestScore {
			bestScore = s
			bestMove = m
			if s > alpha {
				alpha = s
				if ply == 0 {
					t.rootPartial, t.rootPartialScore = m, s
				}
				t.pv[ply][0] = m
				copy(t.pv[ply][1:], t.pv[ply+1][:t.pvLen[ply+1]])
				t.pvLen[ply] = t.pvLen[ply+1] + 1
				if s >= beta {
					t.goodQuiet(ply, depth, m, p)
					break
				}
			}
		}
		m = board.NoMove
	}
	if moveCount == 0 {
		if excluded != board.NoMove {
			return alpha // the table move is the only one: singular
		}
		return t.evaluateWithThreats(&th)
	}
	b := boundExact
	switch {
	case bestScore >= beta:
		b = boundLower
	case bestScore <= origAlpha:
		b = boundUpper
	}
	if learn && !isMate(bestScore) && !(b == boundLower && bestScore <= static) && !(b == boundUpper && bestScore >= static) {
		t.updateCorrection(depth, bestScore-raw)
	}
	if excluded == board.NoMove {
		t.e.tt.store(hash, bestMove, scoreToTT(bestScore, ply), depth, b)
	}
	return bestScore
}

// searchChild makes m, scores the child with PVS and LMR, and unmakes it.
// With prune set, a move that neither ends the game nor makes a road
// threat is not searched (late-move pruning), and searched is false.
func (t *thread) searchChild(m board.Move, depth, ply, alpha, beta int, pvNode bool, moveCount int, prune bool) (score int, searched bool) {
	pos := &t.pos
	gain := 0
	if prm := t.e.prm; prm.LMRGain > 0 && m.IsSpread() && depth >= prm.LMRMinDepth && moveCount > prm.LMRMinMove {
		gain = pos.SpreadFlatGain(m)
	}
	theirs := pos.RoadPieces(pos.ToMove().Other())
	u := pos.Make(m)
	t.moveAt[ply+1] = m
	t.hashes[t.nHist+ply+1] = pos.Hash()
	if m.IsSpread() {
		t.irrev[ply+1] = t.irrev[ply]
	} else {
		t.irrev[ply+1] = ply + 1
	}
	var s int
	if r := pos.ResultAfter(m); r != board.None {
		t.nodes++
		t.pvLen[ply+1] = 0
		s = -t.terminalScore(r, ply+1)
	} else if lost, ok := t.threatIgnored(ply, alpha, beta, moveCount, theirs); ok {
		s = lost
	} else if t.setThreat(ply + 1); prune && t.threatIn[ply+1] == 0 {
		pos.Unmake(m, u)
		return 0, false
	} else if moveCount == 1 {
		s = -t.negamax(depth-1, ply+1, -beta, -alpha, pvNode)
	} else {
		red := 0
		if prm := t.e.prm; t.e.cfg.LMR && depth >= prm.LMRMinDepth && moveCount > prm.LMRMinMove && t.threatIn[ply+1] == 0 {
			red = int(prm.lmr[min(depth, 63)][min(moveCount, 63)])
			if pvNode {
				red--
			}
			if g := prm.LMRGain; g > 0 && red > 0 && m.IsSpread() && gain >= g {
				red--
			}
			if k := prm.LMRNoHist; k > 0 && depth-1-red > 1 && (k == 1 || !m.IsSpread()) &&
				t.history[pos.ToMove().Other()][historyIndex(m)] == 0 {
				red++
			}
		}
		s = -t.negamax(depth-1-red, ply+1, -alpha-1, -alpha, false)
		if s > alpha && red > 0 {
			s = -t.negamax(depth-1, ply+1, -alpha-1, -alpha, false)
		}
		if s > alpha && s < beta {
			s = -t.negamax(depth-1, ply+1, -beta, -alpha, true)
		}
	}
	pos.Unmake(m, u)
	return s, true
}

// standsOnThreat reports whether a node on the horizon facing the road
// threat squares threat is scored by the evaluation (Params.HorizonThreat)
// instead of searched a ply more: 1 always, 2 when a single placement
// can block the threat (one square, and the mover has a piece to place).
func (t *thread) standsOnThreat(threat board.Bitboard) bool {
	switch t.e.prm.HorizonThreat {
	case 1:
		return true
	case 2:
		return threat&(threat-1) == 0 && t.pos.InReserve(t.pos.ToMove()) > 0
	}
	return false
}

// threatIgnored scores the child at ply+1, just made, of a node at ply
// whose opponent threatened a road there (threatIn[ply]), when the move
// left a threat square open and took none of the opponent's road pieces
// (theirs, before the move): the opponent's threats can then only have
// grown (every flood fill of RoadReach is monotone in the road pieces), so
// the child would find its road win on its first test and return before
// anything else (negamax). threatIgnored counts the child's node, polls
// the clock as the child would, and returns its score as the parent sees
// it, with ok true; it saves the child's two road flood-fill sets. It
// applies only where that one visit is all the search would do: not a
// repetition (which the child tests first), and a score that does not
// raise alpha (which would re-search the move or take its line into the
// PV). Otherwise ok is false and the child must be searched. A third of the nodes of game positions are such children.
func (t *thread) threatIgnored(ply, alpha, beta, moveCount int, theirs board.Bitboard) (score int, ok bool) {
	threat := t.threatIn[ply]
	pos := &t.pos
	child := ply + 1
	stm := pos.ToMove()
	// (No pruning applies here: late-move and futility pruning need a
	// quiet node, one without a threat.)
	if threat&pos.Empty() == 0 || t.e.cfg.noShortcut || child >= maxPly-2 || pos.IsOpening() ||
		pos.InReserve(stm) == 0 || theirs&^pos.RoadPieces(stm) != 0 {
		return 0, false
	}
	// The child's window (searchChild: the full window for the first
	// move, else a null window at alpha), then its mate distance pruning.
	ca, cb := -beta, -alpha
	if moveCount > 1 {
		ca = -alpha - 1
	}
	ca = max(ca, -(Mate - child))
	cb = min(cb, Mate-child-1)
	r := Mate - child - 1
	if ca >= cb {
		r = ca
	}
	if -r > alpha || t.isRepetition(child) {
		return 0, false
	}
	t.shortcuts++
	t.pvLen[child] = 0
	t.nodes++
	if t.checkStop() {
		return 0, true
	}
	if child > t.seldepth {
		t.seldepth = child
	}
	return -r, true
}

// nullSearch passes the move and searches the opponent with a reduced
// zero-window search around beta.
func (t *thread) nullSearch(depth, ply, beta int) int {
	pos := &t.pos
	pos.PassForNull()
	t.moveAt[ply+1] = board.NoMove
	t.setThreat(ply + 1)
	t.hashes[t.nHist+ply+1] = pos.Hash()
	t.irrev[ply+1] = ply + 1 // a pass ends repetition chains
	r := t.e.prm.NullReduce
	if d := t.e.prm.NullDepthDiv; d > 0 {
		r += depth / d
	}
	s := -t.negamax(depth-1-r, ply+1, -beta, -beta+1, false)
	pos.PassForNull()
	return s
}

// nullAllowed reports whether the game is far enough from its end for a
// null move (Params.NullMinLeft).
func (t *thread) nullAllowed() bool {
	k := t.e.prm.NullMinLeft
	if k == 0 {
		return true
	}
	return t.pos.PlacementsLeft() > k
}

// setThreat computes reachIn and threatIn of ply for the thread's
// position: the RoadReach and road threats of the side not to move.
func (t *thread) setThreat(ply int) {
	t.reachIn[ply] = t.pos.RoadReach(t.pos.ToMove().Other())
	t.threatIn[ply] = t.reachIn[ply].PlacementWins(&t.pos)
}

// winsFlat reports whether m, about to be played at the thread's
// position, gains in the flat count: a flat placement, or a spread that
// ends with more of the mover's flats on top, less the opponent's, than
// before (board.SpreadFlatGain).
func (t *thread) winsFlat(m board.Move) bool {
	if !m.IsSpread() {
		return m.Kind() == board.Flat
	}
	return t.pos.SpreadFlatGain(m) > 0
}

// winningPlacement returns a flat (or capstone) placement on a win square.
func winningPlacement(p *board.Position, win board.Bitboard) board.Move {
	k := board.Flat
	if p.Stones(p.ToMove()) == 0 {
		k = board.Cap
	}
	return board.Placement(win.First(), k)
}

func scoreToTT(s, ply int) int {
	switch {
	case s > MateThreshold:
		return s + ply
	case s < -MateThreshold:
		return s - ply
	}
	return s
}

func scoreFromTT(s, ply int) int {
	switch {
	case s > MateThreshold:
		return s - ply
	case s < -MateThreshold:
		return s + ply
	}
	return s
}

// noStatic marks a node without a static score in thread.staticAt.
const noStatic = math.MinInt32

// The parts of Params.Improving.
const (
	improvingRFP = 1 << iota // the reverse futility margin a ply smaller where improving
	improvingLMP             // late-move pruning after two thirds of the moves where not improving
)

// rfpSafe reports whether reverse futility may cut the node at ply at
// depth (see Params.RFPGuard). A road distance of 2 or less it finds is
// exact at any limit, so it stores it in *roadDist (the node's
// RoadDistance to limit 3 for late-move pruning) to save that flood fill.
func (t *thread) rfpSafe(depth, ply int, roadDist *int) bool {
	g := t.e.prm.RFPGuard
	if depth <= 1 || g == 0 {
		return true
	}
	pos := &t.pos
	if pos.HasSpreadWinFrom(&t.reachIn[ply]) {
		return false
	}
	if g >= 2 {
		if d := pos.RoadDistance(pos.ToMove(), 2); d <= 2 {
			*roadDist = d
			return false
		}
	}
	if g >= 3 && pos.RoadDistance(pos.ToMove().Other(), 2) <= 2 {
		return false
	}
	return true
}

// spreadMemo remembers, for one node, which stacks' spreads in which
// direction board.Position.SpreadQuiet has found quiet, so that a stack's
// many spreads one way cost one test.
type spreadMemo struct {
	tested, quietOnes [4]board.Bitboard
}

// quiet reports whether spread m, at pos, can neither end the game nor
// make a road threat, testing its stack and direction once.
func (s *spreadMemo) quiet(pos *board.Position, m board.Move) bool {
	sq, d := m.Square(), m.Direction()
	if !s.tested[d].Has(sq) {
		s.tested[d] |= board.Bitboard(1) << sq
		if pos.SpreadQuiet(sq, d) {
			s.quietOnes[d] |= board.Bitboard(1) << sq
		}
	}
	return s.quietOnes[d].Has(sq)
}

// placementQuiet reports whether placement m, at a position where the
// side to move is dist placements from a road (board.Position.RoadDistance),
// can neither make a road threat nor end the game, so late-move pruning
// may skip it without making it. A flat or capstone turns one empty
// square into a road piece, which brings the road at most one placement
// nearer: from three or more away, it leaves at least two. A wall brings
// it no nearer. The game ends on a placement only when it fills the
// board or spends the mover's last piece.
func (t *thread) placementQuiet(m board.Move, dist int) bool {
	pos := &t.pos
	if pos.InReserve(pos.ToMove()) <= 1 || pos.Empty().Count() <= 1 {
		return false
	}
	if m.Kind() == board.Wall {
		return dist >= 2
	}
	return dist >= 3
}
