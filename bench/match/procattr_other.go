//go:build !unix

package match

import "os/exec"

// setProcAttr does nothing where process groups are not available.
func setProcAttr(cmd *exec.Cmd) {}

// killProcess kills the engine process.
func killProcess(cmd *exec.Cmd) { cmd.Process.Kill() }
