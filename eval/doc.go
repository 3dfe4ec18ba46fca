// Package eval scores Tak positions for the search: a handcrafted, komi-aware
// evaluation in centi-flats (100 = one flat) from the side to move.
//
// The evaluation is linear: Features fills a vector of white-minus-black
// feature values (features.go) and the score is its dot product with a
// per-size weight vector (weights.go), turned to the side to move, plus a
// tempo bonus. A linear form is what logistic-regression ("Texel") tuning
// needs: the tuner reads the same feature vector and fits the weights.
//
// Features, each computed with bitboards:
//   - the flat count with komi, in half flats, plain and scaled by how near
//     the flat-count ending is (fewest pieces left in a reserve);
//   - pieces left in reserve; walls and capstones on top;
//   - stacks: own pieces (supports) and the opponent's pieces (captives)
//     under each top, counted separately under capstones;
//   - centre control of road pieces;
//   - road potential: the groups of connected road pieces found by flood
//     fill and how far the best one spans between edges; lines (ranks and
//     files) by the square of their road pieces when no enemy wall or
//     capstone blocks them; and road threats, the empty squares where a
//     single flat would complete a road (found with four flood fills: a
//     square completes a road when it touches the group reaching one edge
//     and the group reaching the other).
package eval
