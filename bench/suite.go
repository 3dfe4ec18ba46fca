package bench

// entry is one bench position: a board size and a TPS ("" for the empty
// board).
type entry struct {
	Size int    // board size
	TPS  string // the position, "" for the empty board
}

// suite is the fixed bench suite: empty boards, openings, middlegames and
// endgames on sizes 4 to 8. Positions came from fixed-seed self-play and
// from the shared perft and tactics files. Never edit it casually: the
// node-count signature depends on it.
var suite = []entry{
	{4, ""},
	{4, "x,1S,1,x/12,1,2,1/x,1,2,x/x,2S,x2 1 7"},
	{4, "x,1S,2,x/121,x3/x2,211,11221/2,2S,x2 1 14"},
	{5, ""},
	{5, "2,2,2,2S,x/1,x,1,x,1/x5/1C,2C,1,1,x/x,2S,x3 1 7"},
	{5, "x,2,2,2S,2S/12,2,1,x,11/x,21112C,x,1,x/1C,x2,1,x/x,2S,x,1,x 1 14"},
	{5, "x,212,x,2S,2S/2,211212,2,x,11/x3,21S,x/1C,x,121,111112C,x/x,2S,x,1,x 1 24"},
	{5, "1,2,1,x,2/1,2,2,2,x/1,2,1,1,x/x5/x5 1 7"},
	{5, "x2,2,x,2/x,12,x,12,x/212,x2,2121C,x/x,1,112221,1,1/x5 2 21"},
	{5, "2,x,2,2,x/x4,21/x4,1/2S,121C,1,1,1/1,2C,x2,1121 2 16"},
	{6, ""},
	{6, "x4,2S,x/2C,x5/x,2,1,2,x2/x,1,1,x,1S,x/x,1,x,2,x2/x,1,x,2,x2 1 7"},
	{6, "x4,2S,x/x6/x3,2,x2/x2,112,x,1S,x/x,1,11112C,21,x2/x,1,x,2,x2 1 14"},
	{6, "x2,1C,x,2S,x/x,2,x4/x,2,x,2,x2/x,2,x2,1S,x/1S,x,11,2111112C,x2/x,1,1211221S,x3 1 24"},
	{6, "x4,2S,x/x,21,2,2,2,x/x,2,1,22221C,2,x/x,2,x,2111112C,1S,x/1S,x,11,2,x2/1,1,1,21,1,221S 1 34"},
	{6, "x4,2S,x/x4,1,x/x2,1,x,1,x/x2,2,2,1,2/x2,2S,x,1C,x/x2,1,2S,x2 1 7"},
	{6, "x4,2S,x/x4,112,x/x,1,x2,12,1112/x2,2,x2,1/x2,2S,x3/x2,1,2S,1C,x 1 14"},
	{6, "x,21,x4/x,1,x,1,x2/1,1,2C,2,11121,x/12,x,2,1,12S,x/1,x,2S,x3/x2,1,2S,1C,x 1 24"},
	{6, "2,2,21S,2,2,2/2,x,222221,2,2,x/1,1,2221C,x,111112C,2S/x,1,2S,x2,121211212/1,1,1212S,1S,2,1S/x2,2,1,21,1 1 42"},
	{6, "1,x5/x4,1,x/x,2,2,21C,1,x/x,1,112C,x,1,x/x,1,2,2,2,2/2,x3,1,x 1 12"},
	{7, ""},
	{7, "x7/x7/x,1,x2,2C,x2/x3,1,1,1,1/x2,1,x4/x,2,2,x,22C,x2/x7 1 7"},
	{7, "x6,1C/x7/x,1,x,1,x3/x3,1,x2,1/x3,1,1C,1112C,1/x2,21,2C,2,2,x/x,2,x,2,x3 1 14"},
	{7, "x6,1C/x3,12,1,x,1/x,1,1,x,1,x,11112C/x3,1,1,x,11/x3,1,x3/x5,2,x/x,2,2221C,212C,x,2,x 1 24"},
	{7, "x7/x3,21,x3/x3,2,2S,x2/x2,1,2C,x,21221,x/x2,1,2,2,1,2/x3,2,x,1,x/x5,1C,x 1 14"},
	{7, "x3,12S,x3/x3,2,x,1,x/x2,12,x2,1C,x/x3,2C,212,x2/1S,x,1,x,2,112,2/x2,1,21C,21,2,x/x5,12C,x 1 24"},
	{8, ""},
	{8, "x8/x2,112,x5/x2,1,x5/x,2,1,x2,21212,x2/x2,1,x,2,2,x2/x2,1,2,2C,x3/x2,1,x5/1C,x7 1 14"},
	{8, "x3,11,21,x3/x7,2/x4,1,x3/2,2,112,12112C,2,2,x2/x4,212C,2,2,x/1C,x7/1,x2,2,x4/1C,x7 1 24"},
	{8, "x3,11,21,x3/x4,2,x2,2/x4,12,x3/x,2112C,112,1221S,x,2,2,1S/12,x3,212C,2,2,1/1C,x3,21,x3/1,x2,2,2,x3/1C,x5,1,1 1 34"},
	{8, "2,x2,1C,2,2,2C,x/x2,1,1,x4/x2,1,1,1,1,1,x/1S,x3,2,x3/x,2,112C,2,1,2,x2/x8/x7,1C/x,2,x3,2S,x2 1 14"},
	{8, "2,x2,1C,2,2,2C,x/x2,1,12S,x4/1S,x,2S,x,1,1112,1,x/1S,1,1S,21,2,x2,2S/x2,121,x,2,211112C,2,2/1,1,1,12,x,2,x2/x6,1C,1S/x,2,x3,2S,x2 1 34"},
}

// defaultDepth is the bench depth per board size; -depth overrides it for
// every size.
var defaultDepth = [9]int{4: 8, 5: 7, 6: 6, 7: 5, 8: 5}
