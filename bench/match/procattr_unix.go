//go:build unix

package match

import (
	"os/exec"
	"syscall"
)

// setProcAttr puts the engine in its own process group, so a Ctrl-C at the
// terminal reaches only the match runner (which then lets the running
// games finish) and killProcess can also end any helper processes the
// engine command started.
func setProcAttr(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killProcess kills the engine's process group.
func killProcess(cmd *exec.Cmd) {
	if err := syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL); err != nil {
		cmd.Process.Kill()
	}
}
