//go:build unix

package shard

import (
	"fmt"
	"os"
	"syscall"
)

// fileID returns the device and inode of a file where the system has
// them, so that a file named twice by different paths is still one file.
func fileID(fi os.FileInfo) (string, bool) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return "", false
	}
	return fmt.Sprintf("dev %d ino %d", st.Dev, st.Ino), true
}
