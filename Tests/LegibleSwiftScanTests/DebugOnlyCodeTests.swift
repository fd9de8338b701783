import LegibleScan
import LegibleSwiftScan
import Testing

/// Code in an `#if DEBUG` clause does not ship, so its views are not judged (issue 33): Home
/// Assistant d722d781 `CameraViewController.swift:55` (an 11 pt debug label) and
/// `InlineComplicationContentView.swift:37` (a preview's sample face) were `text.fixed-size` warnings.
@Suite struct DebugOnlyCodeTests {
    private func texts(_ source: String) throws -> [Int?] {
        try scanSwift(source).elements.map(\.location.line)
    }

    @Test func aDebugClauseIsNotScannedButItsElseIs() throws {
        let source = """
            #if DEBUG
            let debugLabel = Font.system(size: 11)
            #elseif BETA
            let betaLabel = Font.system(size: 11)
            #else
            let releaseLabel = Font.system(size: 11)
            #endif
            #if DEBUG && os(iOS)
            let both = Font.system(size: 11)
            #endif
            """
        // Must NOT: lines 2 and 9 (debug only). Must: the BETA and #else clauses, which ship.
        #expect(try texts(source) == [4, 6])
    }

    @Test func aConditionThatMayBeTrueInReleaseIsScanned() throws {
        let source = """
            #if !DEBUG
            let shipped = Font.system(size: 11)
            #endif
            #if DEBUG || TESTFLIGHT
            let testers = Font.system(size: 11)
            #endif
            """
        #expect(try texts(source) == [2, 5])
    }
}
