# The two commands: `make run` and `make test`. Both install what is missing first.
# `make run-cluster`: the farm (one process per role) on this machine, over the tests' stand-ins.
SHELL := /bin/bash

# Node: the LTS named in .nvmrc. A machine whose node is older gets that version in .tools/node (from
# the npm registry, scripts/install-node.sh), first on the PATH of every command below: npm ci, tsc,
# the server and the tests all run on it. The install stamp names the node version, so node_modules
# built by another node (native addons: better-sqlite3) is installed again.
NODE_VERSION := $(strip $(file < .nvmrc))
NODE_MAJOR := $(firstword $(subst ., ,$(NODE_VERSION)))
SYSTEM_NODE := $(shell node -p process.versions.node 2>/dev/null)
ifeq ($(shell [ $(firstword $(subst ., ,$(SYSTEM_NODE)) 0) -ge $(NODE_MAJOR) ] && echo yes),yes)
  USED_NODE := $(SYSTEM_NODE)
  LOCAL_NODE_BIN :=
else
  LOCAL_NODE := $(CURDIR)/.tools/node
  LOCAL_NODE_BIN := $(LOCAL_NODE)/bin/node
  USED_NODE := $(NODE_VERSION)
  export PATH := $(LOCAL_NODE)/bin:$(PATH)
  # node-gyp's headers, for an addon built from source: the package ships them (nodejs.org may be out of reach)
  export npm_config_nodedir := $(LOCAL_NODE)
endif
NPM_STAMP := node_modules/.install-stamp-node-$(USED_NODE)
PACKAGE_FILES := package.json package-lock.json $(wildcard apps/*/package.json libs/*/package.json)

.PHONY: run run-cluster test build install node system test-system clean bench loadtest-smoke loadtest-site

run: build
	node apps/gleaner/dist/main.js

# API processes behind a proxy on GLEANER_PORT, render, scheduler and dispatcher processes, over
# stand-ins for MongoDB, Kafka (compiled with gcc against librdkafka: test-system) and S3; see docs/operations.md.
run-cluster: test-system build
	node apps/gleaner/dist/run-cluster.js $(if $(APIS),--apis $(APIS)) $(if $(RENDERERS),--renderers $(RENDERERS))

test: test-system build
	node scripts/run-tests.mjs

build: install
	npx tsc -b

install: system $(NPM_STAMP)

# The node in use (make node: which one and where)
node: $(LOCAL_NODE_BIN)
	@echo "node $$(node --version) at $$(command -v node)"

ifneq ($(LOCAL_NODE_BIN),)
$(LOCAL_NODE_BIN): .nvmrc
	@bash scripts/install-node.sh $(NODE_VERSION) $(LOCAL_NODE)
endif

system:
	@bash scripts/ensure-system.sh

# What the tests need besides (the Kafka stand-in's compiler and library).
test-system:
	@bash scripts/ensure-system.sh --test

$(NPM_STAMP): $(PACKAGE_FILES) | $(LOCAL_NODE_BIN)
	PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund
	@touch $(NPM_STAMP)

bench: build
	bash bench/run-all.sh

# The k6 scripts of loadtest/, a few iterations each, run by the smoke runner (loadtest/runner: k6 cannot
# be installed here) against the service started as `make run` does, or with TOPOLOGY=cluster as `make
# run-cluster` does, the fixture site (loadtest/site) as their target. Fails on a failed check or
# threshold. `make test` runs the embedded one (apps/gleaner/src/loadtest/loadtest-kit.test.ts).
TOPOLOGY ?= embedded
loadtest-smoke: build $(if $(filter cluster,$(TOPOLOGY)),test-system)
	node loadtest/runner/smoke.mjs --topology $(TOPOLOGY)

# The fixture site alone (SITE_PORT, default 8090), the TARGET_ORIGIN of k6 runs by hand.
loadtest-site:
	node loadtest/site/server.mjs

clean:
	rm -rf apps/*/dist libs/*/dist node_modules .tools
