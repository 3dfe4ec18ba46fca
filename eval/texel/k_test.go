package texel

import (
	"testing"

	"github.com/takengine/takengine/eval/net"
)

// TestNetK checks that the network's training uses this package's scale.
func TestNetK(t *testing.T) {
	if K != net.K {
		t.Errorf("texel.K %v, net.K %v", K, net.K)
	}
}
