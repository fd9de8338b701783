import Testing

/// The tags that let a developer leave out what is slow or needs more than Swift while working on
/// one module: `swift test --skip tag:slow`, `swift test --filter LegibleColorTests --skip tag:browser`.
/// `make test` runs everything; CONTRIBUTING.md lists how long each part takes.
extension Tag {
    /// Takes more than about two seconds on a 2-core machine (a large input, many sizes × fonts,
    /// thousands of generated cases, the symbol graphs of every module).
    @Tag package static var slow: Self
    /// Loads a page in headless Chromium (skipped, with the reason, where none is installed).
    @Tag package static var browser: Self
}
