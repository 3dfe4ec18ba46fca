package eval

import (
	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/eval/net"
)

// defaultNets are the built-in networks by board size: none yet. The
// 6x6 networks trained so far (weights_provenance.go) played no better
// than the linear evaluation alone and cost a tenth of the node rate. A
// network file plays through takengine tei -net FILE; one that wins its
// matches belongs here, embedded with go:embed and read by
// net.Unmarshal.
var defaultNets [board.MaxSize + 1]*net.Net
