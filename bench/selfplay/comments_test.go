package selfplay

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// commentGames: game 1, Tiltak Black, takengine White; game 2 without
// Tiltak. Each ply after the fourth carries a comment "v/d t" in White's
// view.
const commentGames = `[Size "6"]
[Komi "2"]
[Engine1 "takengine tei"]
[Engine2 "/bin/tiltak-tei"]
[Engine1Color "White"]
[Result "0-1"]

1. a1 f6 2. b2 e5 3. c3 {+1.00/5 0.1s} d4 {-0.50/12 0.2s} 4. b3 {+2.00/5 0.1s} e4 {-0.30/12 0.2s}
5. b4 {+3.00/5 0.1s} e3 {+99.90/12 0.2s} 6. b5 {+4.00/5 0.1s} 0-1

[Size "6"]
[Komi "2"]
[Engine1 "takengine tei"]
[Engine2 "other"]
[Engine1Color "White"]
[Result "0-1"]

1. a1 f6 2. b2 e5 3. c3 {+1.00/5 0.1s} d4 {-0.50/12 0.2s} 0-1
`

// TestCommentPositions: Tiltak's plies take their own comment, the other
// side's plies Tiltak's next one; decided scores, games without the
// engine and plies without a following comment give nothing.
func TestCommentPositions(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.ptn")
	if err := os.WriteFile(path, []byte(commentGames), 0o644); err != nil {
		t.Fatal(err)
	}
	ps, err := CommentPositions(path, "tiltak", LinearScale)
	if err != nil {
		t.Fatal(err)
	}
	// Plies 4..9 (0-based): 4 c3 (White) -> Tiltak's comment after d4
	// (-0.50); 5 d4 -> -0.50; 6 b3 -> -0.30; 7 e4 -> -0.30; 8 b4 -> +99.90
	// (decided: none); 9 e3 -> none; 10 b5 -> no later comment.
	want := []float64{0.25, 0.25, 0.35, 0.35}
	if len(ps) != len(want) {
		t.Fatalf("got %d positions %+v, want %d", len(ps), ps, len(want))
	}
	for i, p := range ps {
		if math.Abs(p.Result-want[i]) > 1e-9 || p.HalfKomi != 4 || p.Game != ps[0].Game {
			t.Errorf("position %d: %+v, want result %v", i, p, want[i])
		}
	}
	if !strings.HasSuffix(ps[0].TPS, " 1 3") || !strings.HasSuffix(ps[1].TPS, " 2 3") {
		t.Errorf("first position %q is not White's third move", ps[0].TPS)
	}
	if ps, err := CommentPositions(path, "nobody", LinearScale); err != nil || len(ps) != 0 {
		t.Errorf("an engine in no game gave %d positions (%v)", len(ps), err)
	}
	if v, ok := LogisticScale(175)(1.75); !ok || math.Abs(v-1/(1+math.Exp(-1))) > 1e-9 {
		t.Errorf("logistic 1.75 flats at scale 175: %v %v", v, ok)
	}
}
