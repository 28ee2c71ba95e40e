# Parlor: `make play` sets everything up and serves the page; `make test` sets everything up
# and runs every test. Both are idempotent and quick once installed (stamp files below).

PYTHON ?= python3
PORT ?= 8000
HOST ?= 127.0.0.1
VENV := .venv
VPY := $(VENV)/bin/python
PYODIDE_FILES := pyodide.mjs pyodide.asm.mjs pyodide.asm.wasm python_stdlib.zip pyodide-lock.json
WEB_FILES := $(shell find web -type f 2>/dev/null)
PYCORE_SOURCES := $(shell find pycore -name '*.py' -o -name '*.toml' 2>/dev/null | grep -v __pycache__)

.PHONY: play test install serve chromium relays test-core test-e2e bench clean FORCE
.DEFAULT_GOAL := play

play: install
	$(VPY) -m server --host $(HOST) --port $(PORT)

serve: play

# both halves run even if the first fails, so one run reports every failure
test: install chromium relays
	@status=0; \
	$(VPY) -m mypy || status=$$?; \
	$(VPY) -m pytest -q -n 2 tests || status=$$?; \
	$(VPY) -m pytest -q e2e || status=$$?; \
	exit $$status

# the type check (pyproject.toml [tool.mypy]: the kernel, the host, the net and the kitchen table), then the tests
test-core: install relays
	$(VPY) -m mypy
	$(VPY) -m pytest -q -n 2 tests

test-e2e: install chromium relays
	$(VPY) -m pytest -q e2e

bench: install chromium
	$(VPY) bench/page.py

install: $(VENV)/.stamp node_modules/.stamp static/pyodide/.stamp static/pyodide/.micropip static/pyscript/.stamp static/assets.stamp static/build.json static/.pages static/icons/icon-512.png

# the server's stack (aiohttp, redis) and the test and build tools, pinned
$(VENV)/.stamp: requirements-dev.txt server/requirements.txt
	test -x $(VPY) || $(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install -q --disable-pip-version-check -r server/requirements.txt -r requirements-dev.txt
	touch $@

# Pyodide from npm (package-lock.json pins it)
node_modules/.stamp: package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

# the runtime files the page loads, copied where the server serves them
static/pyodide/.stamp: node_modules/.stamp
	mkdir -p static/pyodide
	cp $(addprefix node_modules/pyodide/,$(PYODIDE_FILES)) static/pyodide/
	touch $@

# the page's fonts (npm @fontsource, OFL) and libraries (three.js, ZzFX; MIT), pinned in
# package-lock.json and served from static/ (nothing from a CDN)
FONT_FILES := inter/files/inter-latin-400-normal.woff2 inter/files/inter-latin-700-normal.woff2 \
	playfair-display/files/playfair-display-latin-400-normal.woff2 playfair-display/files/playfair-display-latin-700-normal.woff2
static/assets.stamp: node_modules/.stamp
	rm -rf static/fonts static/vendor && mkdir -p static/fonts static/vendor
	cp $(addprefix node_modules/@fontsource/,$(FONT_FILES)) static/fonts/
	cp node_modules/three/build/three.module.js node_modules/three/build/three.core.js static/vendor/
	cp node_modules/zzfx/ZzFX.js static/vendor/zzfx.js
	touch $@

# the workbench page's PyScript (npm @pyscript/core, pinned in package-lock.json), without source maps
static/pyscript/.stamp: node_modules/.stamp
	rm -rf static/pyscript && mkdir -p static/pyscript
	cp node_modules/@pyscript/core/dist/*.js node_modules/@pyscript/core/dist/*.css static/pyscript/
	touch $@

# micropip for the workbench (it installs the pycore wheel there): the version Pyodide's lock file
# names, from PyPI, beside Pyodide; the served lock file's copy is given that wheel's sha256 (Pyodide's
# own build of micropip differs byte for byte, and Pyodide checks the hash it loads)
static/pyodide/.micropip: $(VENV)/.stamp static/pyodide/.stamp
	$(VPY) -m pip download -q --disable-pip-version-check --no-deps --only-binary=:all: --python-version 3.14 \
		-d static/pyodide "micropip==$$($(VPY) tools/micropip_lock.py version)"
	$(VPY) tools/micropip_lock.py pin static/pyodide
	touch $@

# the pycore wheel (pure Python, practice set included), compiled to Pyodide's bytecode,
# the manifest naming it, and a memory snapshot of the runtime with pycore imported
static/build.json: $(VENV)/.stamp static/assets.stamp static/pyodide/.stamp static/pyodide/.micropip static/.sources tools/compile_wheel.mjs tools/manifest.py tools/make_snapshot.mjs pyproject.toml $(PYCORE_SOURCES)
	rm -rf build static/wheels && mkdir -p static/wheels
	$(VPY) -m pip wheel -q --no-deps --no-build-isolation -w static/wheels .
	rm -rf build pycore.egg-info
	node tools/compile_wheel.mjs static/wheels/pycore-*.whl
	$(VPY) tools/manifest.py static
	node tools/make_snapshot.mjs static

# the page's files changed alone: the manifest names the new build (the snapshot stays)
static/.pages: static/build.json tools/manifest.py $(WEB_FILES)
	$(VPY) tools/manifest.py static
	touch $@

# the web app's icons, drawn at build time (no download)
static/icons/icon-512.png: tools/icons.py
	$(VPY) tools/icons.py static

# the list of pycore's files, rewritten only when it changes: a deleted module rebuilds the wheel too
static/.sources: FORCE
	@mkdir -p static
	@echo "$(PYCORE_SOURCES)" | cmp -s - $@ || echo "$(PYCORE_SOURCES)" > $@

FORCE:

# Debian's chromium for Playwright (its own browser download is not used)
chromium:
	@command -v chromium >/dev/null || { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium fonts-dejavu-core; }

# Debian's Redis and TURN servers, which the tests start on loopback (`make play` needs neither)
relays:
	@command -v redis-server >/dev/null && command -v turnserver >/dev/null || { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q redis-server coturn; }

clean:
	rm -rf static build dist pycore.egg-info e2e/artifacts
