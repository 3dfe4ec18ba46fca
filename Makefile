# takengine build targets. `make test` is the test command README.md gives.
GO ?= go
BIN ?= bin/takengine
FUZZTIME ?= 60s

.PHONY: build run test race vet bench fuzz perft clean

build:
	$(GO) build -o $(BIN) ./cmd/takengine

run: build
	./$(BIN)

test:
	$(GO) test ./...

race:
	$(GO) test -race -short ./search/... ./protocol/... ./board/... ./bench/match/...

vet:
	$(GO) vet ./...
	@test -z "$$(gofmt -l .)" || (echo "gofmt needed:"; gofmt -l .; exit 1)

bench: build
	$(GO) test -short -run '^$$' -bench . -benchmem ./board/ ./search/
	./$(BIN) bench

perft: build
	./$(BIN) perft -size 6 -depth 5

# Each fuzz target for FUZZTIME (go test -fuzz takes one target at a time).
fuzz:
	$(GO) test -run '^$$' -fuzz '^FuzzParseTPS$$' -fuzztime $(FUZZTIME) ./board/
	$(GO) test -run '^$$' -fuzz '^FuzzParseMove$$' -fuzztime $(FUZZTIME) ./board/
	$(GO) test -run '^$$' -fuzz '^FuzzMakeUnmake$$' -fuzztime $(FUZZTIME) ./board/
	$(GO) test -run '^$$' -fuzz '^FuzzParsePTN$$' -fuzztime $(FUZZTIME) ./board/ptn/
	$(GO) test -run '^$$' -fuzz '^FuzzHandler$$' -fuzztime $(FUZZTIME) ./protocol/
	$(GO) test -run '^$$' -fuzz '^FuzzParseOverrides$$' -fuzztime $(FUZZTIME) ./eval/
	$(GO) test -run '^$$' -fuzz '^FuzzUnmarshal$$' -fuzztime $(FUZZTIME) ./eval/net/
	$(GO) test -run '^$$' -fuzz '^FuzzRead$$' -fuzztime $(FUZZTIME) ./bench/tactics/

clean:
	rm -rf bin
