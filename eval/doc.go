// Package eval scores Tak positions for the search: a handcrafted, komi-aware
// evaluation in centi-flats (100 = one flat) from the side to move.
//
// The evaluation is linear: Features fills a vector of white-minus-black
// feature values (features.go) and the score is its dot product with a
// per-size weight vector (weights.go), turned to the side to move (the
// tempo is the SideToMove feature). A linear form is what logistic-regression ("Texel") tuning
// needs: the tuner reads the same feature vector and fits the weights.
// An Evaluator may add, per board size, a small neural network's
// correction to that score (package eval/net, Evaluator.Net) at the
// sizes and komis it was trained for; the built-in ones are in nets.go
// (none yet: none has won a match). A search scores through a Plan
// (eval.go), the evaluator prepared for one board size: it lists once the
// features the weights use and sums only those, with the same scores.
//
// Features, each computed with bitboards:
//   - the flat count with komi, in half flats, plain and scaled by how near
//     the flat-count ending is (fewest pieces left in a reserve);
//   - the flat race projected to its end (EndFlat): if both sides only
//     placed flats from now on, the plies left before the board fills or
//     a reserve runs out, and who places the last flat; the projected
//     count is divided by the plies left, so a flat weighs more as the end
//     nears; and the same projection where only the side ahead can end the
//     race (EndFlatLead: the side behind never places its last stone), which
//     the 6x6 set weighs in place of EndFlat, and the 5x5 set beside it;
//   - square tables: flats, walls and capstones counted per class of
//     square (the distances from the two nearest edges, so the eight
//     symmetries of the board share a weight), the flats' table also
//     scaled by nearness of the end (a tapered table);
//   - pieces left in reserve; walls and capstones on top;
//   - stacks: own pieces (supports) and the opponent's pieces (captives)
//     under each top, counted separately under capstones, and those under
//     walls counted again on their own (a wall's stack is taken back only
//     by a capstone, and moves only as a wall), and those under flats
//     again times the squares a spread of the stack reaches; only the
//     pieces within the carry limit count there, and those below it (which
//     no spread moves) are counted on their own (deep supports and
//     captives);
//   - centre control of road pieces; square control: each square goes to
//     the side with more adjacent flats, or next to only one side's
//     capstone, and to nobody next to a wall (empty and flat squares
//     counted apart);
//   - throws: enemy-topped and empty squares within reach of the own
//     pieces under a stack's top (where a spread would make flats);
//   - late-game copies of nearly every feature (walls, stacks, the square
//     tables, centre, groups, lines, control, throws, the tempo and the
//     distance to a road; the tapered table in features.go), each the
//     feature times nearness of the end (0 at the start, 4x when a
//     reserve is spent or the board is full), so every weight a fit
//     gives is tapered linearly from the opening to the end: a tapered
//     evaluation in the linear form the tuner needs;
//   - road potential: the groups of connected road pieces found by flood
//     fill, how far the best one spans between edges, and how many group
//     widths and heights are one, two or three short of a road; lines (ranks and
//     files) by the square of their road pieces when no enemy wall or
//     capstone blocks them; connections (orthogonally adjacent pairs of
//     road pieces); and road threats, the empty squares where a
//     single flat would complete a road (found with four flood fills: a
//     square completes a road when it touches the group reaching one edge
//     and the group reaching the other); and the distance to a road, the
//     fewest placements that would complete one (2, 3 or 4; for 2, apart
//     for the side to move, which can make a road threat at once), by a
//     flood fill a placement (board.Position.RoadDistance); the number
//     of groups; and the directions (ranks, files) with a road piece in
//     every line, or in all lines but one or two;
//   - stacks in danger: own flat-topped stacks next to enemy flats, walls
//     and capstones, by height (any of those can take the stack by moving
//     onto it), and StackPrey, the same count for the stacks the side to
//     move can take now; stack pieces weighted by centrality;
//   - the side to move's flat lead with komi, one-hot from four flats
//     behind to four ahead, so a fit can price a lead by who moves and
//     not only linearly (as Tiltak's value function does).
package eval
