module github.com/takengine/takengine

go 1.26.8

require (
	github.com/coder/websocket v1.8.15
	github.com/pkg/profile v1.7.0
)

require (
	github.com/felixge/fgprof v0.9.3 // indirect
	github.com/google/pprof v0.0.0-20211214055906-6f57359322fd // indirect
)
