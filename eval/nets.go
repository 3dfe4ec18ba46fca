package eval

import (
	_ "embed"
	"fmt"

	"github.com/takengine/takengine/board"
	"github.com/takengine/takengine/eval/net"
)

// The built-in networks, written by cmd/trainnet (their provenance is in
// weights_provenance.go).
var (
	//go:embed net6.bin
	net6 []byte
)

// defaultNets are the built-in networks by board size.
var defaultNets = mustNets(net6)

func mustNets(files ...[]byte) [board.MaxSize + 1]*net.Net {
	var nets [board.MaxSize + 1]*net.Net
	for _, b := range files {
		n, err := net.Unmarshal(b)
		if err != nil {
			panic(fmt.Sprintf("eval: built-in network: %v", err))
		}
		nets[n.Size] = n
	}
	return nets
}
