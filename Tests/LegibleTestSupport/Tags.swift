import Foundation
import Testing

/// The tags that mark what is slow or needs more than Swift, so a developer working on one module
/// can leave it out. `LEGIBLE_QUICK=1 swift test` skips every `.slow` test, visibly (each is
/// reported as skipped, and `make test`'s last line counts them): Swift 6.3's `swift test` cannot
/// filter by tag yet; with a toolchain whose Swift Testing has tag filters (ST-0025),
/// `swift test --skip tag:slow` does the same. `make test` runs everything.
extension Tag {
    /// Takes more than about two seconds of CPU on a 2-core machine (a large input, many sizes ×
    /// fonts, the symbol graphs of every module); give such a test `.skippedWhenQuick` too.
    @Tag package static var slow: Self
    /// Loads a page in headless Chromium (skipped, with the reason, where none is installed).
    @Tag package static var browser: Self
}

extension Trait where Self == ConditionTrait {
    /// Skips a slow test, with the reason in the report, when `LEGIBLE_QUICK=1` is set.
    package static var skippedWhenQuick: Self {
        .disabled(if: ProcessInfo.processInfo.environment["LEGIBLE_QUICK"] == "1", "slow, and LEGIBLE_QUICK=1 is set")
    }
}
