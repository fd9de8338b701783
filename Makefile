# Legible's two entry points: `make demo` and `make test`. Both install the packages the build
# needs when they are missing: Debian packages with apt-get, or Homebrew formulae on macOS.

# chromium: the HTML reports are checked in a headless browser (skipped, visibly, where it is missing).
APT_PACKAGES := pkg-config libharfbuzz-dev libfreetype-dev libicu-dev libpng-dev python3 python3-jsonschema python3-yaml chromium
BREW_PACKAGES := pkgconf harfbuzz freetype icu4c libpng
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN = $(shell swift build --show-bin-path)

# Homebrew's icu4c is keg-only: pkg-config finds its icu-uc.pc only through PKG_CONFIG_PATH.
ifeq ($(shell uname -s),Darwin)
export PKG_CONFIG_PATH := $(shell brew --prefix icu4c 2>/dev/null)/lib/pkgconfig$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))
endif

LIBRARY_TARGETS := LegibleColor LegibleTypeScale LegibleVision LegibleTargets LegibleReporting LegiblePNG \
	LegibleShaping LegibleCatalogs LegibleTokens LegibleDesignCheck LegibleAudit Legible

# `make install` / `make uninstall`: the release binary in PREFIX/bin, the bundled fonts and the
# tables in PREFIX/share/legible (the binary finds them relative to itself, so any PREFIX works),
# the JSON Schemas of legible.yaml and the layout spec, the man page and bash, zsh and fish
# completions. DESTDIR is prepended for staged installs.
PREFIX ?= /usr/local
INSTALL_BIN = $(DESTDIR)$(PREFIX)/bin
INSTALL_DATA = $(DESTDIR)$(PREFIX)/share/legible
INSTALL_MAN = $(DESTDIR)$(PREFIX)/share/man/man1
INSTALL_BASH = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
INSTALL_ZSH = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
INSTALL_FISH = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

.PHONY: demo test docs example deps build fuzz install uninstall

deps:
ifeq ($(shell uname -s),Darwin)
	@missing=""; \
	for formula in $(BREW_PACKAGES); do brew list --formula $$formula >/dev/null 2>&1 || missing="$$missing $$formula"; done; \
	if [ -n "$$missing" ]; then echo "Installing Homebrew formulae:$$missing"; brew install $$missing; fi; \
	python3 -c "import jsonschema" 2>/dev/null || python3 -m pip install --user jsonschema
else
	@missing=""; \
	for package in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi
endif

build: deps
	swift build --product legible

# swift-argument-parser's generate-manual plugin writes the man page from the commands' own help
# (it builds the package in release mode first, the same build the binary comes from).
install: deps
	swift build -c release --product legible
	swift package generate-manual --configuration release
	install -d "$(INSTALL_BIN)" "$(INSTALL_DATA)/Tables" "$(INSTALL_DATA)/Schemas" "$(INSTALL_MAN)" "$(INSTALL_BASH)" "$(INSTALL_ZSH)" "$(INSTALL_FISH)"
	install -m 755 "$$(swift build -c release --show-bin-path)/legible" "$(INSTALL_BIN)/legible"
	rm -rf "$(INSTALL_DATA)/Fonts"
	cp -R Fonts "$(INSTALL_DATA)/Fonts"
	chmod -R a+rX "$(INSTALL_DATA)/Fonts"
	install -m 644 Tables/*.csv Tables/README.md "$(INSTALL_DATA)/Tables"
	install -m 644 Documentation/Schemas/*.schema.json "$(INSTALL_DATA)/Schemas"
	install -m 644 .build/plugins/GenerateManual/outputs/LegibleTool/legible.1 "$(INSTALL_MAN)/legible.1"
	"$(INSTALL_BIN)/legible" --generate-completion-script bash > "$(INSTALL_BASH)/legible"
	"$(INSTALL_BIN)/legible" --generate-completion-script zsh > "$(INSTALL_ZSH)/_legible"
	"$(INSTALL_BIN)/legible" --generate-completion-script fish > "$(INSTALL_FISH)/legible.fish"
	@echo "Installed $(INSTALL_BIN)/legible (fonts and tables in $(INSTALL_DATA))"

uninstall:
	rm -f "$(INSTALL_BIN)/legible" "$(INSTALL_MAN)/legible.1" "$(INSTALL_BASH)/legible" "$(INSTALL_ZSH)/_legible" "$(INSTALL_FISH)/legible.fish"
	rm -rf "$(INSTALL_DATA)"

# The main job (label-overflow audit of the sample catalog) and every other check, on the bundled defaults.
demo: build
	./Examples/demo.sh "$(BIN)/legible"

# The whole suite; the concurrency tests again under the thread sanitizer and the whole suite again
# under AddressSanitizer (each in its own build folder; leaks the toolchain's own libraries keep
# are suppressed by Tests/lsan-suppressions.txt, any other fails); a few seconds of each fuzz target on its
# committed corpus (Tests/Fuzzing); then the DocC catalogs (a broken symbol link or an
# undocumented parameter fails); then the example design-system package.
test: deps
	swift test
	swift test --scratch-path .build-tsan --sanitize=thread --filter "ConcurrencyTests|parallelRuns"
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan-suppressions.txt swift test --scratch-path .build-asan --sanitize=address
	Tests/Fuzzing/run.sh --smoke
	$(MAKE) docs
	$(MAKE) example

# Examples/DesignSystem, a package that uses Legible through the library alone: its report (exit
# status 1, as its checks find failures by design) and its tests. Built in this package's build
# folder, so it reuses the library modules `swift test` compiled instead of building them again.
example: deps
	cd Examples/DesignSystem && swift build --scratch-path ../../.build --build-tests
	cd Examples/DesignSystem && { ../../.build/debug/DesignSystemChecks; status=$$?; [ $$status -eq 1 ] || { echo "DesignSystemChecks: exit status $$status, expected 1"; exit 1; }; }
	cd Examples/DesignSystem && swift test --scratch-path ../../.build --skip-build

# Every fuzz target for FUZZ_SECONDS each (FUZZ_TARGETS="FuzzColor FuzzPNG" for some): libFuzzer
# with AddressSanitizer, new inputs kept in .build-fuzz/corpus, findings in .build-fuzz/findings.
FUZZ_SECONDS ?= 300
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) Tests/Fuzzing/run.sh $(FUZZ_TARGETS)

# Every library module's documentation, warnings treated as errors.
docs: deps
	swift package generate-documentation --warnings-as-errors $(addprefix --target ,$(LIBRARY_TARGETS))
