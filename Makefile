# The two commands: `make run` and `make test`. Both install what is missing first.
SHELL := /bin/bash
NPM_STAMP := node_modules/.install-stamp
PACKAGE_FILES := package.json package-lock.json $(wildcard apps/*/package.json libs/*/package.json)

.PHONY: run test build install system test-system clean bench

run: build
	node --disable-warning=DEP0111 apps/gleaner/dist/main.js

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
