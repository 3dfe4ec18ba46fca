package search

import (
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"
)

// Params are the search's tunable numbers: pruning margins, reductions
// and the time manager's shares. DefaultParams is the engine; matches and
// tuning runs try others (takengine tei -params Name=value,...) without
// rebuilding. Every field is an integer so that SPSA and grids step it
// directly; fractions are in hundredths.
type Params struct {
	// Late-move reductions: the k-th move (k > LMRMinMove) of a node at
	// depth d >= LMRMinDepth is searched log2(d) + log2(min(k,
	// LMRMaxMoves)) - LMRBase/100 plies shallower (rounded down, at least
	// LMRLeast, leaving at least one ply), one ply less at PV nodes.
	// Judged by Tiltak (takengine judge's method, twenty-seventh session:
	// 1,200 positions of the defaults' games against Tiltak, 300k nodes a
	// move, Tiltak at 50k nodes scoring the position after it; the
	// change's mean win chance less the defaults', 95%): LMRBase=250 (a
	// half ply less reduction) +0.0013 +- 0.0021, LMRBase=150 +0.0015 +-
	// 0.0021, LMRMaxMoves=16 +0.0003 +- 0.0013, and a flat placement
	// reduced a ply less +0.0009 +- 0.0028: none outside the noise, where
	// four times the nodes gained +0.0065 +- 0.0040 (600 positions; +0.0017
	// +- 0.0023 on 1,200 others) and a tenth of them lost 0.0092.
	LMRBase     int
	LMRMaxMoves int
	LMRMinDepth int
	LMRMinMove  int
	LMRLeast    int
	// LMRGain > 0: a spread that gains at least LMRGain in the flat count
	// (board.SpreadFlatGain) is reduced a ply less. LMRGain=1 solves 17
	// of the 21 flat races at 50k nodes (16 without) and the same 50 of
	// 59 tactics, but scored +23 -29 =4 in self-play against the defaults
	// (6x6 komi 2, 100k nodes a move, openings 201-228 of the balanced
	// book, both colours): off.
	LMRGain int
	// LMRNoHist 1: a move that never caused a cutoff (history 0) is
	// reduced a ply more, as long as it is still searched to depth 1 or
	// more; 2: placements only. In self-play at 60k nodes a move (6x6
	// komi 2, openings 1-100 of the balanced book, both colours) 1 scored
	// +104 -80 =16 (56.0%) against the defaults, 0.2 to 0.3 plies deeper,
	// but against Tiltak (10+0.1, openings 151-200, 100 games) +27 -65 =8
	// (31.0%), where the defaults scored 33.0%, though it searched the
	// last 20 plies 0.6 plies deeper (6.58 against 6.00). It also solves
	// 45 of the 59 tactics at 300k nodes instead of 50 (the stack throws
	// that set up a tinue carry no history). 2 keeps the 50 tactics and
	// scored +94 -85 =21 (52.2%) in the self-play above: off.
	LMRNoHist int
	// Reverse futility pruning up to RFPDepth, RFPMargin centiflats a ply.
	RFPDepth  int
	RFPMargin int
	// RFPGuard: above depth 1, reverse futility also needs (1) no road
	// for the opponent in one stack move, (2) and the side to move more
	// than two placements from a road, (3) and the opponent too (0: no
	// guard; see negamax.go for what each level keeps of the tactics).
	RFPGuard int
	// Null move from NullDepth on, NullReduce plies shallower, plus one
	// ply every NullDepthDiv plies of depth (0: no depth term).
	NullDepth    int
	NullReduce   int
	NullDepthDiv int
	// NullMinLeft > 0: no null move once the game is NullMinLeft
	// placements or fewer from its end (the fewest pieces in a reserve,
	// or empty squares): a pass flips who places the last flat, which
	// decides the flat race there (0: null move at any stage). Against
	// Tiltak (6x6 komi 2, openings 1-50 of the balanced book, colours
	// swapped, 100 games each) 8 scored +49 -47 =4 (51.0%) at 2+0.02,
	// where the defaults scored 50.0% beside it (4: 48.5%), and +27 -65
	// =8 (31.0%) at 10+0.1, where the defaults scored 36.5% in the
	// sixteenth session: off.
	NullMinLeft int
	// Late-move pruning: at depth 1 (2), a quiet node searches LMP1
	// (LMP2) moves before it skips those that make no road threat.
	// Twice as many (LMP1=24,LMP2=48; 1.3 times the nodes to depth 8 on
	// 19 positions at plies 40 and 70 of games against Tiltak, 2.7 times
	// with none pruned) scored +36 -57 =7 (39.5%) against Tiltak
	// (forty-first session, 6x6 komi 2, 10+0.1, openings 1-50 of the
	// balanced book, colours swapped), where the defaults scored 39.0%
	// and 42.0% in the thirty-eighth and thirty-seventh sessions (+0.5
	// +- 11.0 points against the first, paired by opening): no change
	// (8.19 plies over the first 40 plies, 6.45 over the last 20).
	// Pruning at depth 3 too (after 32 or 48 moves; forty-sixth session)
	// took 1-4% more nodes to depth 7 on 95 positions of the last 20
	// plies of games against Tiltak: not added.
	LMP1, LMP2 int
	// Tak extension budget (negamax.go): a node at ply p facing a road
	// threat searches one more ply while p <= d + ExtMul/100*d +
	// min(d+1, ExtSlack), d the iteration depth (the defaults 0 and 0:
	// within the iteration depth; 100 and 8 before the thirty-first
	// session).
	ExtMul, ExtSlack int
	// Futility pruning: at depth 1..FutDepth of a non-PV node without a
	// road threat against it, when the static score plus FutMargin a ply
	// is still at most alpha, a move that wins no flat (a wall, a
	// capstone, a spread that does not gain in the flat count) and makes
	// no road threat is skipped after the first FutMoves moves (0: off).
	FutDepth  int
	FutMargin int
	FutMoves  int
	// Corr: correction history (corr.go): 1 corrects the static score
	// that reverse futility, null move and futility read, 2 the leaves'
	// scores too (0: off). Against Tiltak (6x6 komi 2, 2+0.02, colours
	// swapped, 100 games each) 1 scored +45 -47 =8 (49.0%) on openings
	// 1-50 of the balanced book and +33 -64 =3 (34.5%) on openings
	// 51-100, where the defaults scored +34 -57 =9 (38.5%) beside it
	// (45.0% and 41.5% in the twenty-second session); 2 scored +45 -48
	// =7 (48.5%) on openings 1-50. At 10+0.1 (twenty-sixth session,
	// openings 1-50) 1 scored +20 -41 =6 (34.3%, 67 games, stopped) where
	// the defaults scored 41.0% on the same rounds: off. Judged by Tiltak
	// (takengine judge, as at LMRBase): -0.0005 +- 0.0020.
	Corr int
	// HistMalus: on a cutoff, each move searched before the cutting one
	// loses HistMalus/100 of the cutting move's history bonus (0: off).
	HistMalus int
	// PartialRoot 1: a search stopped in the middle of an iteration
	// plays a root move that beat the previous best one in it (root.go).
	PartialRoot int
	// SearchLosses 1: a game move (with a clock) keeps searching a
	// proven loss within its time instead of stopping at once (root.go).
	SearchLosses int
	// RaceTempo > 0: every piece placed below the root is worth
	// RaceTempo centi-flats to the side that places it when the engine's
	// side leads the flat count with komi at the root, and costs it as
	// much when the engine trails: the side ahead wins when the game
	// ends, and a placement brings the end nearer (evalcache.go,
	// raceTempo; 0: off). Against Tiltak (thirty-fourth session, 6x6
	// komi 2, 10+0.1, openings 1-50 of the balanced book, colours
	// swapped, 100 games, paired by opening with the defaults' +34 -60
	// =6, 37.0%, the same day): 40 scored +35 -58 =7 (38.5%, +1.5 +-
	// 12.4 points; as White -2.0, as Black +5.0). It moved the endings,
	// not the score: as Black it won 22 road fights and lost 2 (the
	// defaults 19-12) but lost 19 flat races (11). Its first form, where
	// a placement counted for the side ahead whoever made it (so the
	// opponent was expected to spread when behind), scored +26 -64 =10
	// (31.0%, -6.0 +- 12.9; as Black -11.0). The reserves weight alone
	// (-weights Reserves=-40, both sides placing for the same credit)
	// scored as White +2 -40 =8 (12.0%, -12.0 +- 14.4) and as Black +25
	// -20 =5 (55.0%, +5.0 +- 16.1); Reserves=40 as White +13 -35 =2
	// (28.0%, +4.0 +- 17.7): placing sooner costs the side behind the
	// road fights it needs, and the flat races were not won either way.
	RaceTempo int
	// Time: the clock is shared among the moves expected to remain,
	// MovesPerPlacement/100 a placement left plus MovesExtra, clamped to
	// [MovesMin, MovesMax]; a move's share rises with the reserves spent
	// by EndgameWeight/100 (a move with an empty reserve weighs 1 +
	// EndgameWeight/100 moves of the opening); IncShare/100 of the
	// increment is added; HardFactor soft targets bound a move. A new
	// iteration starts when NextShare/100 of its predicted time still
	// ends within the soft target (below 100 it may overrun the target,
	// up to the hard limit). IncShare=100 (the whole increment; fifty-fifth
	// session) scored +86 -102 =12 (46.0%) against Tiltak (6x6 komi 2,
	// 10+0.1, openings 101-200 of the balanced book, colours swapped, two
	// games at a time), where the defaults' games of the fifty-second
	// session scored 44.0%: +2.0 +- 7.5 points, paired by opening (as
	// White 26.0% against 28.0%, as Black 66.0% against 60.0%). The
	// increment's last quarter went to the opening (0.288 s a ply over the
	// first 40 plies, the defaults 0.272 s) and left less for the end
	// (0.188 s and 6.73 plies over the last 20, the defaults 0.197 s and
	// 6.93): not adopted.
	MovesPerPlacement int
	MovesExtra        int
	MovesMin          int
	MovesMax          int
	EndgameWeight     int
	IncShare          int
	HardFactor        int
	NextShare         int
	// EndNextShare replaces NextShare when the root is EndPlacements or
	// fewer placements from the end (the fewest of either reserve, the
	// opponent's plus one, and the empty squares; time.go): at the very
	// end of the game, where the flat race is decided within a few
	// moves, an iteration may start when only part of its predicted time
	// fits the soft target. EndPlacements 0 turns it off.
	EndPlacements int
	EndNextShare  int
	// PolicyScale > 0: quiet moves are ordered by their history count
	// plus PolicyScale/100 of the move policy's score (policy.go, in
	// thousandths of a logit, fitted to Tiltak's moves in 6x6 games) in
	// place of the fixed prior by kind (forty-second session). Against
	// the defaults at 60k nodes a move (6x6 komi 2, openings 101-150 of
	// the balanced book, colours swapped, 100 games) 100 scored +53 -35
	// =12 (59.0%); a first, smaller feature set (Tiltak's move its first
	// choice 17.2% of the time, against this set's 21.6%) scored +47 -39
	// =14 there. But this set takes 9% more nodes and 17-28% more time to
	// depth 8 on 19 positions of games against Tiltak (the first set: the
	// same nodes, 9% more time). Against Tiltak (10+0.1, openings 1-50,
	// 100 games, paired by opening with the defaults' 39.0%): +39 -57 =4
	// (41.0%, +2.0 +- 12.0 points), and on openings 51-100 +39 -53 =8
	// (43.0%, -5.5 +- 12.8 against 48.5%); the first set 45.0% and 41.0%
	// on the same blocks (+6.0 +- 13.3, -7.5 +- 11.6): off.
	PolicyScale int
	// PolicyDepth: the policy orders only nodes at this depth or more.
	// With 2 (depth-1 nodes, the most numerous, keep the prior by kind)
	// and PolicyScale 100 the search takes 9% fewer nodes and 5-12% less
	// time to depth 8 on the 19 positions, and searched deeper in games
	// (8.35 plies over the first 40 plies, 6.38 over the last 20), but
	// scored +33 -62 =5 (35.5%) against Tiltak on openings 1-50 (-3.5 +-
	// 13.4 points against the defaults' 39.0%): off (0).
	PolicyDepth int

	// DrawWhite and DrawBlack are what a draw (a repetition, or a game
	// ended level on flats with komi) is worth, in centi-flats, to the
	// engine when the side to move at the root is White or Black
	// ("contempt"): above 0 it takes a draw over a line it scores a
	// little better than level, below 0 it plays on. 0: a draw is level.
	// The table keeps a draw's value as the search that stored it scored
	// it, so analysis that changes sides between searches with these set
	// may read the other colour's value; a game engine keeps its colour.
	// As White takengine scores a quarter of the points against Tiltak
	// and as Black two thirds, so a draw is worth more than its average
	// game as White and less as Black. DrawWhite=60,DrawBlack=-60 against
	// Tiltak (forty-third session, 6x6 komi 2, 10+0.1, openings 301-350
	// of the balanced book, colours swapped, 100 games, paired by opening
	// with the defaults' +36 -58 =6, 39.0%, the same day): +37 -56 =7
	// (40.5%, +1.5 +- 11.7 points); as White +9 -37 =4 (the defaults +10
	// -36 =4), as Black +28 -19 =3 (+26 -22 =2). Draws are too rare (6%
	// of the games) for their value to move the score: off.
	// DrawWhite=250 (fiftieth session), the value the engine's own scores
	// give a draw as White: from ply 30 to 80 of its games against Tiltak
	// (the 400 White games of the forty-eighth and forty-ninth sessions'
	// matches) it went on to score 22% where it read itself level, 23% at
	// +1, 33% at +2 and 56% at +3 flats, so half a point is worth about +2.5
	// flats there. On White's games alone (takengine match -games 200 -shard
	// 1/2, openings 801-900 of the balanced book, one game at a time, two
	// runs side by side) it scored +18 -68 =14 (25.0%) where the defaults
	// scored +20 -69 =11 (25.5%): -0.5 +- 10.7 points, paired by opening. It
	// lost fewer road fights (14-4, the defaults 13-12) and more flat races
	// (4-64, the defaults 7-57), and drew three more games: Tiltak does not
	// repeat, and a level count is rare. Off.
	DrawWhite, DrawBlack int
	// Singular extension (negamax.go): at a node of depth SEDepth or
	// more whose table entry (a lower bound or exact, at most three plies
	// shallower) scores its move s, the node is searched without that move
	// to half the depth against s - SEMargin*depth; if every other move
	// fails low there, the table move is searched a ply deeper, and if
	// they reach beta anyway the node is cut (0: off). Not in the
	// defaults (forty-seventh session): SEDepth=6,SEMargin=3 takes 23%
	// more nodes and 30% more time to depth 8 on 150 positions of the
	// shared Tiltak games (every 12th ply from ply 10; 6 and 10: 22% and
	// 16%; 7 and 5: 13% and 12%), solves the same tactics (50 of 59 at
	// 300k nodes) and flat races (19 of 21 at 50k), and scored +33 -57
	// =10 (38.0%) against Tiltak (6x6 komi 2, 10+0.1, openings 351-400 of
	// the balanced book, colours swapped), where the defaults scored +33
	// -55 =12 (39.0%) and, replayed, +42 -52 =6 (45.0%) the same day:
	// -1.0 +- 11.1 and -7.0 +- 11.4 points, paired by opening (46.5% in
	// the forty-sixth session, on another machine). As White +8 -38 =4
	// (flat races won 2, lost 36; the defaults 4 and 26, then 6 and 25),
	// as Black +25 -19 =6; 8.39 plies over the first 40 plies and 6.93
	// over the last 20 (8.07 where undecided), where the defaults
	// searched 8.77 and 7.44 (8.72), then 8.80 and 6.76 (8.01).
	SEDepth, SEMargin int
	// Improving: the node's static score against the same side's two
	// plies before (negamax.go, thread.staticAt; a node without one
	// counts as improving), as chess engines use it: the sum of 1 (the
	// reverse futility margin a ply smaller where improving) and 2
	// (late-move pruning after two thirds of LMP1 or LMP2 moves where
	// not improving). 0: off (fifty-fourth session). The reverse
	// futility part takes 29% fewer nodes to depth 7 on the 160 late
	// positions of the shared games (19.4M against 27.3M; 15.1 s against
	// 21.3 s) and 13% fewer on the 281 from ply 10 (35.1M against 40.4M),
	// and solves 49 of the 59 tactics at 300k nodes and 19 of the 21 flat
	// races at 50k. Against Tiltak (6x6 komi 2, 10+0.1, openings 101-152
	// of the balanced book, colours swapped, two games at a time; played
	// as Improving=2 in a build that numbered the parts 1 reduction, 2
	// reverse futility, 4 pruning) it scored +34 -59 =10 (37.9%) in 103
	// games, where the defaults' games of the fifty-second session
	// scored 45.6%: -8.8 +- 10.3 points, paired by opening. As White
	// 26.0% (25.0%), as Black 50.0% (66.7%), with 16 flat races lost as
	// Black against 10. It searched 8.87 plies over the first 40 plies
	// (8.69), 8.08 in the middle (7.87), 6.96 over the last 20 (6.96; 8.07
	// where undecided, 8.17): the depth it gains does not pay for what
	// the smaller margin misses. The late-move pruning part alone
	// (Improving=2) takes 7% fewer nodes late (25.4M; both parts 12%
	// fewer from ply 10, 35.6M, solving the 50 tactics) and scored +42
	// -46 =12 (48.0%) on openings 101-150, where the defaults scored
	// 46.0%: +2.0 +- 10.7 points, paired by opening (as White 33.0%
	// against 26.0%, as Black 63.0% against 66.0%). It searched 8.79
	// plies over the first 40 plies (8.69), 8.17 in the middle (7.87)
	// and 7.61 over the last 20 (6.96; 8.95 where undecided, 8.17). On
	// openings 151-175 (fifty-fifth session) it scored +14 -30 =6 (34.0%),
	// where the defaults scored 50.0%: -16.0 +- 16.9 points; over the 150
	// games 43.3% against 47.3% (-4.0 +- 9.3 points; as White
	// 28.7% against 27.3%, as Black 58.0% against 67.3%). Stopped there,
	// and not adopted: the depth it gains at the end does not win the
	// games. A
	// ply more of late-move reduction where not improving changed almost
	// nothing (the reduction table already takes most late moves down
	// to depth 1) and searched 3.5% more nodes to depth 8 on the late
	// positions: dropped.
	Improving int
	// RaceKomi: the evaluation reads the komi RaceKomi half flats
	// against the engine's side (the side to move at the root): higher
	// when it plays White, lower when it plays Black, so that it trusts
	// its own flat races less (eval.Plan.SetKomiShift; the rules' komi
	// still decides a game that ends in the search; as with DrawWhite,
	// analysis that changes sides between searches may read table scores
	// of the other side's shift). 0: off. Every
	// full match of the defaults against Tiltak loses most flat races,
	// in both colours, often while the engine reports a lead; this is
	// that bias corrected by hand. RaceKomi=2 (a flat; forty-seventh
	// session) scored +40 -48 =12 (46.0%) against Tiltak (6x6 komi 2,
	// 10+0.1, openings 351-400 of the balanced book, colours swapped),
	// where the defaults scored +33 -55 =12 (39.0%) and, replayed, +42
	// -52 =6 (45.0%) the same day: +7.0 +- 11.6 and +1.0 +- 13.1 points,
	// paired by opening, +4.0 against their mean. As White +13 -30 =7
	// (flat races won 5, lost 21; the defaults 4 and 26, then 6 and 25;
	// road fights 8-9, the defaults 5-5, then 13-3), as Black +27 -18 =5
	// (flat races 7-10; the defaults 7-15, then 7-11). It searched 8.73
	// plies over the first 40 plies (the defaults 8.77, then 8.80) and
	// 6.87 over the last 20 (7.44, then 6.76). On openings 401-450
	// (forty-eighth session) +35 -55 =10 (40.0%), where the defaults
	// scored +36 -58 =6 (39.0%): +1.0 +- 12.7 points; as White +6 -40 =4
	// (the defaults +14 -33 =3), as Black +29 -15 =6 (+22 -25 =3). Off:
	// the gain is Black's, and KomiDiscount keeps it without White's loss.
	RaceKomi int
	// KomiDiscount and KomiDiscountOther: in a game (a search with a
	// clock; analysis reads the rules' komi) the evaluation reads the
	// komi KomiDiscount percent smaller when the engine (the side to move
	// at the root) is the side the komi favours, KomiDiscountOther
	// percent smaller when it is the other side (komiDiscount, rounded
	// toward zero in half flats, added to RaceKomi's shift through
	// eval.Plan.SetKomiShift; the rules' komi still decides a game that
	// ends in the search; komi 0 changes nothing; as with DrawWhite, an
	// analysis after a game without teinewgame may read table scores of
	// the game's komi). The side given komi then plays for a margin
	// instead of resting on it.
	//
	// KomiDiscount=50 (the forty-eighth session's default: at komi 2
	// Black reads komi 1, White the full 2). Against Tiltak (6x6 komi 2,
	// 10+0.1, colours swapped, two games at a time), Black reading komi 1
	// scored, over the four runs that played it as Black (RaceKomi=2 on
	// openings 351-400 of the balanced book, forty-seventh session;
	// RaceKomi=2, then the same discount for both sides, KomiDiscount=50
	// with KomiDiscountOther=50, on openings 401-450; KomiDiscount=50 on
	// openings 451-500), +108 -69 =23 as Black (59.8%), where the
	// defaults scored as Black in the four runs beside them +88 -99 =13
	// (47.2%): +12.5 +- 9.2 points (unpaired). Flat races as Black won 20
	// and lost 41 (the defaults 21 and 69). As White the discount does
	// not apply: both shifts tried there lost points (White reading komi
	// 3, RaceKomi=2: +19 -70 =11, 24.5% over 100 games; komi 1,
	// KomiDiscountOther=50: +9 -37 =4, 22.0% over 50; the defaults' White
	// games +65 -162 =23, 30.6% over 250, the last 50 those of
	// KomiDiscount=50, which plays White as the defaults do). On openings
	// 451-500 KomiDiscount=50 scored +40 -49 =11 (45.5%; as Black +24 -19
	// =7) where the defaults scored +26 -66 =8 (30.0%; as Black +19 -26
	// =5) the same day: +15.5 +- 13.4 points, paired by opening, of which
	// the White games, played alike, differ by +19.0 +- 15.6 on their
	// own: the noise of 50 games. As the defaults: openings 501-550 +42
	// -48 =10 (47.0%; as Black +28 -18 =4), openings 401-450 +30 -58 =12
	// (36.0%; as Black +26 -20 =4, as White, played as the defaults play
	// it, +4 -38 =8 against their +14 -33 =3 there): -3.0 +- 12.5 points
	// against the defaults' 39.0%, paired by opening.
	//
	// KomiDiscount=100 (forty-ninth session: Black leaves the komi out of
	// its evaluation). Measured on Black's games alone (takengine match
	// -games 200 -shard 2/2: one game as Black on each of 100 openings,
	// one game at a time, two runs side by side), against Tiltak as
	// above. On openings 551-650 of the balanced book: the defaults
	// (KomiDiscount=50) +45 -47 =8 (49.0%; flat races won 13, lost 31),
	// KomiDiscount=100 +49 -42 =9 (53.5%; 10 and 27), 150 (Black reads
	// komi -1) +45 -44 =11 (50.5%; 5 and 30), 100 with EndgameWeight=0
	// +45 -45 =10 (50.0%; 0.317 s a ply over the first 40 plies against
	// 0.277 s). On openings 651-750: the defaults +43 -46 =11 (48.5%; 5
	// and 37), KomiDiscount=100 +57 -34 =9 (61.5%; 11 and 28). Paired by
	// opening, 100 against 50: +4.5 +- 12.0 and +13.0 +- 11.7 points,
	// +8.8 +- 8.4 over the 200 games; 150 against 50 +1.5 +- 12.1. The
	// more Black discounts, the more it wins by road (50: 32 and 38 road
	// wins, 100: 39 and 46, 150: 40) and the fewer flat races it plays.
	// Depth is unchanged (8.50-8.66 plies over the first 40 plies,
	// 6.19-6.55 over the last 20). The range reaches 200 (Black reading
	// the komi as White's) for such tests.
	KomiDiscount, KomiDiscountOther int
	// KomiTaper=1: the komi shift of RaceKomi and KomiDiscount tapers
	// linearly to nothing as the game nears its flat-count ending
	// (eval.Plan.SetKomiTaper): the engine plays for a margin while the
	// reserves are full and reads the rules' komi when the count decides.
	// 0: the same shift to the end. Not in the defaults (fifty-fourth
	// session): with KomiDiscount=100 it changes Black's games alone
	// (White's shift is 0), so it played only those (takengine match
	// -games 200 -shard 2/2, openings 101-159 of the balanced book,
	// Tiltak as above): +29 -27 =3 (51.7%; flat races won 7, lost 19),
	// where the defaults' Black games of the fifty-second session on
	// the same openings scored +39 -17 =3 (68.6%; 5 and 11): -16.9 +- 17.7
	// points, paired by opening; stopped at 59 games. Reading more of the
	// komi near the end loses more flat races, not fewer: the discount
	// corrects the evaluation's optimism about its own flat race (as
	// RaceKomi's figures say) where the race is decided, too.
	KomiTaper int
	// HorizonThreat: a node on the horizon (depth 0) facing a road threat
	// is scored by the evaluation, which prices the threat, instead of
	// searched a ply more by the Tak extension (negamax.go,
	// thread.standsOnThreat): 1 every such node, 2 only where a single
	// placement blocks the threat (one threat square, and the mover has a
	// piece to place; a double threat, which no placement stops, is still
	// searched). 0: the extension applies on the horizon too. Not in the
	// defaults (fifty-fifth session). 2 takes 12.5% fewer nodes to depth 7
	// on the 281 positions of the shared games from ply 10 (35.4M against
	// 40.4M) and 19% fewer on the 160 late ones (22.1M against 27.3M); 1
	// 14% and 24%. Each solves 49 of the 59 tactics at 300k nodes (the
	// defaults 50: t6-flat_capture_double_critical_square, which 2 solves
	// at 600k) and 19 of the 21 flat races at 50k. Against Tiltak (6x6
	// komi 2, 10+0.1, openings 101-150 of the balanced book, colours
	// swapped, two games at a time) 2 scored +37 -56 =7 (40.5%), where the
	// defaults' games of the fifty-second session scored 46.0%: -5.5 +-
	// 11.7 points, paired by opening (as White 21.0% against 26.0%, as
	// Black 60.0% against 66.0%; flat races won 3, lost 49). The nodes it
	// saves did not show as depth in the games: 8.71 plies over the first
	// 40 plies (8.69), 7.98 in the middle (7.87), 6.92 over the last 20
	// (6.96; 8.13 where undecided, 8.17). Stopped at 100 games.
	HorizonThreat int
}

// DefaultParams returns the engine's parameters.
func DefaultParams() Params {
	return Params{
		LMRBase: 200, LMRMaxMoves: 63, LMRMinDepth: 3, LMRMinMove: 4, LMRLeast: 1,
		RFPDepth: 3, RFPMargin: 120, RFPGuard: 2,
		NullDepth: 3, NullReduce: 2, NullDepthDiv: 3,
		LMP1: 12, LMP2: 24, ExtMul: 0, ExtSlack: 0,
		FutDepth: 0, FutMargin: 150, FutMoves: 8, HistMalus: 0, PartialRoot: 0, SearchLosses: 0,
		MovesPerPlacement: 100, MovesExtra: 3, MovesMin: 6, MovesMax: 60,
		EndgameWeight: 100, IncShare: 75, HardFactor: 4, NextShare: 100,
		EndPlacements: 0, EndNextShare: 100, KomiDiscount: 100,
	}
}

// paramRange bounds each field for ParseParams: a value outside it is
// refused rather than searched with.
var paramRange = map[string][2]int{
	"LMRBase": {0, 1000}, "LMRMaxMoves": {1, 63}, "LMRMinDepth": {2, 63}, "LMRMinMove": {1, 63}, "LMRLeast": {0, 8}, "LMRGain": {0, 16}, "LMRNoHist": {0, 2},
	"RFPDepth": {0, 16}, "RFPMargin": {0, 10000}, "RFPGuard": {0, 3},
	"NullDepth": {1, 64}, "NullReduce": {0, 16}, "NullDepthDiv": {0, 64}, "NullMinLeft": {0, 64},
	"LMP1": {0, 256}, "LMP2": {0, 256}, "ExtMul": {0, 400}, "ExtSlack": {0, 64},
	"FutDepth": {0, 16}, "FutMargin": {0, 10000}, "FutMoves": {0, 256}, "HistMalus": {0, 400}, "Corr": {0, 2}, "PartialRoot": {0, 1}, "SearchLosses": {0, 1}, "RaceTempo": {0, 1000},
	"MovesPerPlacement": {50, 400}, "MovesExtra": {0, 100}, "MovesMin": {1, 200}, "MovesMax": {1, 400},
	"EndgameWeight": {0, 1000}, "IncShare": {0, 100}, "HardFactor": {1, 20}, "NextShare": {10, 400},
	"EndPlacements": {0, 64}, "EndNextShare": {10, 400}, "PolicyScale": {0, 1000}, "PolicyDepth": {0, 64},
	"DrawWhite": {-500, 500}, "DrawBlack": {-500, 500}, "SEDepth": {0, 64}, "SEMargin": {0, 1000}, "Improving": {0, 3}, "RaceKomi": {-8, 8}, "KomiDiscount": {-100, 200}, "KomiDiscountOther": {-100, 100}, "KomiTaper": {0, 1}, "HorizonThreat": {0, 2},
}

// ParseParams reads Name=value pairs, comma-separated (names as the
// fields of Params, case-insensitive), over base.
func ParseParams(s string, base Params) (Params, error) {
	v := reflect.ValueOf(&base).Elem()
	n := 0
	for _, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		name, val, ok := strings.Cut(item, "=")
		if !ok {
			return base, fmt.Errorf("parameter %q: want Name=value", item)
		}
		name = strings.TrimSpace(name)
		f, ok := v.Type().FieldByNameFunc(func(f string) bool { return strings.EqualFold(f, name) })
		if !ok {
			return base, fmt.Errorf("unknown search parameter %q", name)
		}
		x, err := strconv.Atoi(strings.TrimSpace(val))
		r := paramRange[f.Name]
		if err != nil || x < r[0] || x > r[1] {
			return base, fmt.Errorf("parameter %s: value must be an integer in [%d, %d], got %q", f.Name, r[0], r[1], val)
		}
		v.FieldByIndex(f.Index).SetInt(int64(x))
		n++
	}
	if n == 0 {
		return base, fmt.Errorf("no parameters in %q", s)
	}
	if base.MovesMin > base.MovesMax {
		return base, fmt.Errorf("MovesMin %d is above MovesMax %d", base.MovesMin, base.MovesMax)
	}
	return base, nil
}

// String lists the parameters as ParseParams reads them.
func (p Params) String() string {
	v := reflect.ValueOf(p)
	parts := make([]string, v.NumField())
	for i := range parts {
		parts[i] = fmt.Sprintf("%s=%d", v.Type().Field(i).Name, v.Field(i).Int())
	}
	return strings.Join(parts, ",")
}

// tuned is Params as the search reads it, with the tables derived from
// them.
type tuned struct {
	Params
	// lmr[d][k] is how many plies shallower than depth-1 the k-th move
	// (k from 1) of a node at depth d is searched first (see Params).
	lmr [64][64]int8
}

func (p Params) tuned() *tuned {
	t := &tuned{Params: p}
	for d := p.LMRMinDepth; d < 64; d++ {
		for k := 1; k < 64; k++ {
			r := int(math.Floor(math.Log2(float64(d)) + math.Log2(float64(min(k, p.LMRMaxMoves))) - float64(p.LMRBase)/100))
			t.lmr[d][k] = int8(max(min(max(r, p.LMRLeast), d-2), 0))
		}
	}
	return t
}

// extendTo returns the deepest ply at which a node facing a road threat
// is still extended in an iteration to depth d (see ExtMul).
func (t *tuned) extendTo(d int) int {
	return d + t.ExtMul*d/100 + min(d+1, t.ExtSlack)
}

// lmp returns the moves a quiet node at depth 1 or 2 searches before late-move pruning.
func (t *tuned) lmp(depth int) int {
	if depth == 1 {
		return t.LMP1
	}
	return t.LMP2
}
