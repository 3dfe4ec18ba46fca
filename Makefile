# takengine build targets. `make test` is the test command README.md gives.
GO ?= go
BIN ?= bin/takengine
FUZZTIME ?= 60s

.PHONY: build run test race vet bench fuzz perft pgo clean

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

# Profile-guided optimisation: go build reads cmd/takengine/default.pgo,
# a CPU profile of takengine bench (the fixed suite, then sizes 5 to 7
# deeper), taken from a build without it. Rerun after large changes to
# the search, the evaluation or the move generator. The old profile is
# replaced only when every run and the merge succeed.
PGO_RUNS = "" "-size 5 -depth 8" "-size 6 -depth 10" "-size 7 -depth 8"
pgo:
	$(GO) build -pgo=off -o $(BIN).nopgo ./cmd/takengine
	d=$$(mktemp -d) && trap 'rm -rf "$$d" $(BIN).nopgo' EXIT && i=0 && \
	for args in $(PGO_RUNS); do \
		i=$$((i+1)); ./$(BIN).nopgo bench $$args -cpuprofile $$d/$$i.pprof >/dev/null || exit 1; \
	done && $(GO) tool pprof -proto $$d/*.pprof > $$d/merged.pgo && \
	mv $$d/merged.pgo cmd/takengine/default.pgo

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
