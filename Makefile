# The two commands: `make run` and `make test`. Both install what is missing first.
# `make run-cluster`: the farm (one process per role) on this machine, over the tests' stand-ins.
SHELL := /bin/bash
NPM_STAMP := node_modules/.install-stamp
PACKAGE_FILES := package.json package-lock.json $(wildcard apps/*/package.json libs/*/package.json)

.PHONY: run run-cluster test build install system test-system clean bench

run: build
	node --disable-warning=DEP0111 apps/gleaner/dist/main.js

# API processes behind a proxy on GLEANER_PORT, render, scheduler and dispatcher processes, over
# stand-ins for MongoDB, Kafka (compiled with gcc against librdkafka: test-system) and S3; see docs/operations.md.
run-cluster: test-system build
	node --disable-warning=DEP0111 apps/gleaner/dist/run-cluster.js $(if $(APIS),--apis $(APIS)) $(if $(RENDERERS),--renderers $(RENDERERS))

test: test-system build
	node scripts/run-tests.mjs

build: install
	npx tsc -b

install: system $(NPM_STAMP)

system:
	@bash scripts/ensure-system.sh

# What the tests need besides (the Kafka stand-in's compiler and library).
test-system:
	@bash scripts/ensure-system.sh --test

$(NPM_STAMP): $(PACKAGE_FILES)
	PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund
	@touch $(NPM_STAMP)

bench: build
	bash bench/run-all.sh

clean:
	rm -rf apps/*/dist libs/*/dist node_modules
