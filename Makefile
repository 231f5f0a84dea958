# Jjak. Two commands for a new user:
#   make play   install what is missing, build, serve at http://127.0.0.1:8080
#   make test   install what is missing, run every test (native, then headless Chromium)
# Every install step checks what is already there first, so a second run takes seconds.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c

TRUNK_VERSION := 0.21.14
# The wasm-bindgen CLI must match the library version that Cargo.lock pins.
BINDGEN_VERSION := $(shell awk '/^name = "wasm-bindgen"$$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# Trunk runs the first wasm-opt on PATH: npm's binaryen (Debian's is too old, see README).
export PATH := $(CURDIR)/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)

.PHONY: play test test-native test-e2e build dist dist-subpath bench bench-browser bench-drawing bench-first-move bench-replay lighthouse shots strength drills setup setup-build setup-wasm setup-trunk \
        setup-bindgen setup-node setup-chromium size clean

play: setup-build
	trunk serve --release --offline --address 127.0.0.1 --port 8080

test: setup test-native test-e2e

test-native:
	cargo test --release

test-e2e: build dist-subpath setup-node setup-chromium
	node --test --test-concurrency=1 --test-timeout=180000 tests/e2e/

build: setup-build
	trunk build --release --offline

# The app for a host: `make dist PUBLIC_URL=/games/jjak/` when it is published under a
# path (README: Publish it). Copy everything in DIST to the host.
PUBLIC_URL ?= /
DIST ?= dist
dist: setup-build
	trunk build --release --offline --public-url $(PUBLIC_URL) --dist $(DIST)

# The same build published under a path, for the browser test of a static host without
# a single-page fallback (the wasm is compiled once for both).
dist-subpath: build
	$(MAKE) --no-print-directory dist PUBLIC_URL=/games/jjak/ DIST=target/dist-subpath

# Complete games per second with the simple bot, one thread (docs/PERFORMANCE.md).
bench:
	cargo build --release --bin jjak-lab
	@for spec in "jjak-mat-chu-gi 2 100000" "jjak-mat-chu-gi 3 100000" "three-dozen 2 100000" "kap-tai-shap 5 10000" "kap-shap 2 10000"; do \
	  set -- $$spec; \
	  for i in 1 2 3 4 5 6 7; do \
	    target/release/jjak-lab simulate --game $$1 --players $$2 --games $$3 --seed 1 \
	      | sed 's/.*"elapsed_ms":\([0-9]*\).*/\1/'; \
	  done | sort -n | sed -n 4p | awk -v g=$$1 -v p=$$2 -v n=$$3 '{ printf "%-16s %2d players: median %5d ms per %6d games = %7d games/s\n", g, p, $$1, n, n * 1000 / $$1 }'; \
	done

# Main-thread blocking while strong computers play and the rule lab runs, at full speed and
# with the CPU slowed 4x, and the performance page's figures (docs/PERFORMANCE.md). A
# benchmark, not a test: it prints figures and fails only if something does not run.
bench-browser: build setup-node setup-chromium
	node tests/bench/browser.mjs

# The main thread's CPU time for each drawing of the table and each frame, over the same
# round every run (docs/PERFORMANCE.md): the figure to compare two builds by.
bench-drawing: build setup-node setup-chromium
	node tests/bench/drawing.mjs

# Screenshots of the table in every game at 360, 412, 1280 and 1920 px, light and dark, a few
# moves in (tests/bench/table-shots.mjs; SHOTS_ONLY=matjok, SHOTS_WIDTHS=360,1280): to look
# at, into tests/e2e/screenshots.
shots: build setup-node setup-chromium
	node tests/bench/table-shots.mjs

# First load on a phone: Lighthouse's mobile preset on the release build, gzipped
# (docs/PERFORMANCE.md). About 3 minutes.
lighthouse: build setup-node setup-chromium
	node tests/bench/lighthouse.mjs

# AI strength: each pair of levels in every game, for 2, 3 and 4 players where the game
# allows them, on duplicate deals: rounds won, points a round with their margins, and
# deal-ins, with the all-seeing player's ceiling in the pair games (tools/strength.mjs);
# then the draw rates of normal self-play. The deals are spread over every core
# (docs/PERFORMANCE.md). About 8 minutes for the table and 1 for the draw rates on 2 cores
# (AMD EPYC).
# The drills' questions, found in the lab's games and kept with the build
# (src/play/drills/which_tile.json, count.json; about a minute and a half).
drills:
	cargo build --release --bin jjak-lab
	target/release/jjak-lab drills --positions 8 --deals 300 --hands 12

strength: setup-node
	cargo build --release --bin jjak-lab
	node tools/strength.mjs target/release/jjak-lab
	@for p in 2 3 4; do for o in "" "--option polovinkin=on"; do \
	  target/release/jjak-lab simulate --game jjak-mat-chu-gi --players $$p --games 100000 --seed 1 --ai normal $$o; echo; \
	done; done

# The first move on a phone: from a setup link to the first move a new player can click,
# with the network and the CPU slowed as on a mid-range phone, in every language
# (tests/bench/first-move.mjs, docs/PERFORMANCE.md). A benchmark: it asserts nothing.
bench-first-move: build setup-node setup-chromium
	node tests/bench/first-move.mjs

# A long game replayed: a record's opening and a step's time, for a Matjok match and long
# matches the lab plays (tests/bench/long-replay.mjs, docs/PERFORMANCE.md). A benchmark.
bench-replay: build setup-node setup-chromium
	cargo build --release --bin jjak-lab
	node tests/bench/long-replay.mjs target/release/jjak-lab

# What a visitor downloads on each journey (a first game, an embedded widget, a rules
# page), gzipped, the service worker's caching included, and each bundle's size
# (docs/PERFORMANCE.md). A benchmark: it prints figures and asserts nothing.
size: build setup-node setup-chromium
	node tests/bench/size.mjs

setup: setup-build setup-chromium

setup-build: setup-wasm setup-trunk setup-bindgen setup-node

setup-wasm:
	@rustup target list --installed | grep -qx wasm32-unknown-unknown \
	  || rustup target add wasm32-unknown-unknown

setup-trunk:
	@[ "$$(trunk --version 2>/dev/null)" = "trunk $(TRUNK_VERSION)" ] \
	  || cargo install trunk --version $(TRUNK_VERSION) --locked

# No --locked: the CLI's own lock file pins a crate release the registry here does not serve.
setup-bindgen:
	@[ -n "$(BINDGEN_VERSION)" ] || { echo "no wasm-bindgen in Cargo.lock"; exit 1; }
	@[ "$$(wasm-bindgen --version 2>/dev/null)" = "wasm-bindgen $(BINDGEN_VERSION)" ] \
	  || cargo install wasm-bindgen-cli --version $(BINDGEN_VERSION)

setup-node: node_modules/.installed

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

setup-chromium:
	@command -v chromium >/dev/null && command -v chromedriver >/dev/null \
	  || { $(SUDO) apt-get update && $(SUDO) apt-get install -y chromium chromium-driver; }

clean:
	rm -rf dist target node_modules
