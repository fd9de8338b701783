# Legible's entry points: `make demo`, `make test` (the whole `swift test` suite, what to run before
# a commit) and `make ci` (`make test`, then the sanitizers, a fuzz smoke, the documentation, the
# example package and the format check; what .ci/run runs). Each installs the packages it needs when
# they are missing: Debian packages with apt-get, or Homebrew formulae on macOS.

# What building needs (`make demo`, `make build`).
APT_PACKAGES := pkg-config libharfbuzz-dev libfreetype-dev libicu-dev libpng-dev
BREW_PACKAGES := pkgconf harfbuzz freetype icu4c libpng
# What only the tests need: python3, jsonschema and PyYAML run the SARIF and configuration schema
# tests and the API-surface test; chromium loads the HTML reports in a headless browser (those
# tests are skipped, visibly and counted on the last line, where it is missing).
# Chromium pulls in about 130 Debian packages: WITHOUT_BROWSER=1 leaves it out (its tests are
# then skipped and counted). `deps` prints what it installs and why before apt-get runs.
APT_TEST_PACKAGES := python3 python3-jsonschema python3-yaml $(if $(WITHOUT_BROWSER),,chromium)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN = $(shell swift build --show-bin-path)

# Homebrew's icu4c is keg-only: pkg-config finds its icu-uc.pc only through PKG_CONFIG_PATH.
ifeq ($(shell uname -s),Darwin)
export PKG_CONFIG_PATH := $(shell brew --prefix icu4c 2>/dev/null)/lib/pkgconfig$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))
endif

LIBRARY_TARGETS := LegibleCore LegibleColor LegibleTypeScale LegibleVision LegibleTargets LegibleReporting LegiblePNG \
	LegibleShaping LegibleCatalogs LegibleTokens LegibleDesignCheck LegibleLayoutSolver LegibleAudit LegibleScan LegibleSwiftScan LegibleKotlinScan LegibleObjCScan Legible

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

.PHONY: plugin-example generate demo test ci ci-extras tsan asan fuzz-smoke docs example deps test-deps build fuzz format format-check install uninstall man

# `make test` keeps the suite's output here and prints the skipped tests' count and reasons last.
TEST_LOG := .build/test-output.txt
# bash, for `set -o pipefail` when the suite's output goes through tee.
SHELL := /bin/bash

deps:
ifeq ($(shell uname -s),Darwin)
	@missing=""; \
	for formula in $(BREW_PACKAGES); do brew list --formula $$formula >/dev/null 2>&1 || missing="$$missing $$formula"; done; \
	if [ -n "$$missing" ]; then echo "Installing Homebrew formulae for building Legible (HarfBuzz, FreeType, ICU, libpng through pkg-config):$$missing"; brew install $$missing; fi; \
	$(if $(WITH_TEST_PACKAGES),python3 -c "import jsonschema" 2>/dev/null || python3 -m pip install --user jsonschema)
else
	@missing=""; \
	for package in $(APT_PACKAGES) $(if $(WITH_TEST_PACKAGES),$(APT_TEST_PACKAGES)); do \
	  dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages (apt-get$(if $(SUDO), with sudo)), with what each is for:"; \
	  for package in $$missing; do \
	    case $$package in \
	      chromium) why="the HTML-report tests load each report in headless Chromium (with its dependencies about 130 packages; WITHOUT_BROWSER=1 leaves it out and skips those tests)";; \
	      python3|python3-jsonschema|python3-yaml) why="the SARIF and legible.yaml schema tests and the API-surface test";; \
	      *) why="building Legible (pkg-config finds HarfBuzz, FreeType, ICU and libpng)";; \
	    esac; \
	    echo "  $$package: $$why"; \
	  done; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi
endif

build: deps
	swift build --product legible

# swift-argument-parser's generate-manual plugin writes the man page from the commands' own help
# (it builds the package in release mode first, the same build the binary comes from).
# INSTALL_SCRATCH: the build folder make install uses (another one lets the slow install test run
# while `swift test` holds .build's lock).
INSTALL_SCRATCH ?= .build
# generate-manual drops every non-ASCII character of the help (ΔE00 ≥ 10 became "E00  10",
# Viénot "Vinot") and leaves blank lines groff warns about (66 "Empty input line"):
# Documentation/man-page-utf8.pl puts each character back from the help the tool prints itself,
# as a groff escape (\[u0394]) that groff and mandoc render in any locale, and makes each blank
# line the paragraph break it stands for. `make man` writes the page alone (in .build/legible.1;
# MAN_CONFIGURATION=debug reuses a debug build).
MAN_PAGE := $(INSTALL_SCRATCH)/legible.1
MAN_CONFIGURATION ?= release

man:
	swift package --scratch-path "$(INSTALL_SCRATCH)" generate-manual --configuration $(MAN_CONFIGURATION)
	"$$(swift build -c $(MAN_CONFIGURATION) --scratch-path "$(INSTALL_SCRATCH)" --show-bin-path)/legible" --experimental-dump-help > "$(INSTALL_SCRATCH)/legible-help.json"
	perl Documentation/man-page-utf8.pl "$(INSTALL_SCRATCH)/legible-help.json" \
	  "$(INSTALL_SCRATCH)/plugins/GenerateManual/outputs/LegibleTool/legible.1" > "$(MAN_PAGE)"

install: deps
	swift build -c release --product legible --scratch-path "$(INSTALL_SCRATCH)"
	$(MAKE) --no-print-directory man MAN_CONFIGURATION=release INSTALL_SCRATCH="$(INSTALL_SCRATCH)"
	install -d "$(INSTALL_BIN)" "$(INSTALL_DATA)/Tables" "$(INSTALL_DATA)/Schemas" "$(INSTALL_MAN)" "$(INSTALL_BASH)" "$(INSTALL_ZSH)" "$(INSTALL_FISH)"
	install -m 755 "$$(swift build -c release --scratch-path "$(INSTALL_SCRATCH)" --show-bin-path)/legible" "$(INSTALL_BIN)/legible"
	rm -rf "$(INSTALL_DATA)/Fonts"
	cp -R Fonts "$(INSTALL_DATA)/Fonts"
	chmod -R a+rX "$(INSTALL_DATA)/Fonts"
	install -m 644 Tables/*.csv Tables/README.md "$(INSTALL_DATA)/Tables"
	install -m 644 Documentation/Schemas/*.schema.json "$(INSTALL_DATA)/Schemas"
	install -m 644 "$(MAN_PAGE)" "$(INSTALL_MAN)/legible.1"
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

# What is generated from the code and checked by tests: the scan's rule registry
# (Sources/LegibleScan/Rules/ScanRules+All.swift, from the rule files beside it) and
# Documentation/Rules.md (from every rule's descriptor and examples). A test fails while either is
# out of date; this writes both anew.
generate:
	swift build --build-tests
	LEGIBLE_GENERATE=1 swift test --skip-build --filter generatedRegistryIsCurrent
	swift build --build-tests
	LEGIBLE_GENERATE=1 swift test --skip-build --filter rulesPageIsCurrent

# The build packages and the test-only ones (python3, jsonschema, chromium).
test-deps:
	@$(MAKE) --no-print-directory deps WITH_TEST_PACKAGES=1

# The whole `swift test` suite, once. Its last line says how many tests were skipped and why
# (Tests/skip-summary.sh reads the suite's output). A module's tests alone, in seconds:
# `swift test --filter LegibleColorTests`; without the slow ones: `LEGIBLE_QUICK=1 swift test`
# (CONTRIBUTING.md lists the tags).
test: test-deps
	@mkdir -p .build
	@echo "swift test 2>&1 | tee $(TEST_LOG)"; set -o pipefail; swift test 2>&1 | tee $(TEST_LOG); status=$$?; \
	  Tests/skip-summary.sh $(TEST_LOG); exit $$status

# Everything CI checks: the suite, the concurrency tests again under the thread sanitizer, the whole
# suite again under AddressSanitizer and LeakSanitizer (each in its own build folder; leaks the
# toolchain's own libraries keep are suppressed by Tests/lsan-suppressions.txt, any other fails), a
# few seconds of each fuzz target on its committed corpus (Tests/Fuzzing), the DocC catalogs (a
# broken symbol link or an undocumented parameter fails), the example design-system package, and
# the format check.
ci: test tsan asan fuzz-smoke docs example plugin-example format-check

# The sanitizers and the fuzz smoke alone, each tried even when one before it fails, with one
# closing line naming the ones that failed (`make ci` runs them too, and stops at the first).
CI_EXTRAS := tsan asan fuzz-smoke
ci-extras:
	@failed=""; for step in $(CI_EXTRAS); do $(MAKE) --no-print-directory $$step || failed="$$failed $$step"; done; \
	  if [ -n "$$failed" ]; then echo "ci-extras: failed:$$failed"; exit 1; \
	  else echo "ci-extras: tsan, asan and fuzz-smoke passed"; fi

# Both sanitizers build a smaller package (Package.swift's end says why): tsan the library modules
# alone, asan everything but the two plugins, whose tool SwiftPM would compile a second time.
tsan: test-deps
	LEGIBLE_LIBRARY_ONLY=1 swift test --scratch-path .build-tsan --sanitize=thread --filter "ConcurrencyTests|parallelRuns|StreamedJSONTests"

asan: test-deps
	LEGIBLE_WITHOUT_PLUGINS=1 LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan-suppressions.txt swift test --scratch-path .build-asan --sanitize=address

fuzz-smoke: test-deps
	Tests/Fuzzing/run.sh --smoke

# Examples/DesignSystem, a package that uses Legible through the library alone: its report (exit
# status 1, as its checks find failures by design) and its tests. Built in this package's build
# folder, so it reuses the library modules `swift test` compiled instead of building them again.
example: test-deps
	cd Examples/DesignSystem && swift build --scratch-path ../../.build --build-tests
	cd Examples/DesignSystem && { ../../.build/debug/DesignSystemChecks; status=$$?; [ $$status -eq 1 ] || { echo "DesignSystemChecks: exit status $$status, expected 1"; exit 1; }; }
	cd Examples/DesignSystem && swift test --scratch-path ../../.build --skip-build

# Examples/swift-scan-plugin as a user builds it: its build plugin's warnings on a first build and
# again on a build with nothing changed, with the German overflow its string catalog gives, and
# the command plugin without write permission (PluginExampleTests, slow: about three minutes).
plugin-example: test-deps
	LEGIBLE_SLOW_TESTS=1 swift test --filter PluginExampleTests

# Every fuzz target for FUZZ_SECONDS each (FUZZ_TARGETS="FuzzColor FuzzPNG" for some): libFuzzer
# with AddressSanitizer, new inputs kept in .build-fuzz/corpus, findings in .build-fuzz/findings.
FUZZ_SECONDS ?= 300
fuzz: test-deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) Tests/Fuzzing/run.sh $(FUZZ_TARGETS)

# Every library module's documentation, warnings treated as errors.
docs: test-deps
	swift package generate-documentation --warnings-as-errors $(addprefix --target ,$(LIBRARY_TARGETS))

# The toolchain's `swift format` with .swift-format (the project's style: 4 spaces, 160 columns).
FORMAT_PATHS := Package.swift Sources Tests Examples Benchmarks
# The tree is formatted (generated files carry `swift-format-ignore-file`), so format-check fails
# on any difference; FORMAT_STRICT=0 only reports.
FORMAT_STRICT ?= 1

format:
	swift format format --in-place --parallel --recursive $(FORMAT_PATHS)

format-check:
	@mkdir -p .build; if swift format lint --strict --parallel --recursive $(FORMAT_PATHS) > .build/format-check.txt 2>&1; then \
	  echo "format-check: every file is formatted"; \
	else \
	  files=$$(cut -d: -f1 .build/format-check.txt | sort -u | wc -l); \
	  echo "format-check: $$files files differ from .swift-format (list: .build/format-check.txt; fix: make format)"; \
	  [ "$(FORMAT_STRICT)" = 1 ] && exit 1 || echo "format-check: reporting only (FORMAT_STRICT=0)"; \
	fi
