//go:build !unix

package shard

import "os"

// fileID has no device and inode to offer here; paths are compared.
func fileID(os.FileInfo) (string, bool) { return "", false }
