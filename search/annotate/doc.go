// Package annotate analyses every position of a PTN game with the search
// and marks its plies: an evaluation comment on each ply, ? and ?? for
// moves that lose evaluation against the engine's best move (with the
// better line), ! for a move that does better than the engine's own
// choice, ' for a road threat and a double tick for a proved tinue (search/tinue).
//
// It also ports PTN-Ninja's evaluation-mark rule (calculateEvalMark in
// gruppler/PTN-Ninja src/bots/bot.js) to measure how often PTN-Ninja would
// mark plies from takengine's scores and from another engine's scores
// written in the game's comments (NinjaMark, MarkRate).
package annotate
