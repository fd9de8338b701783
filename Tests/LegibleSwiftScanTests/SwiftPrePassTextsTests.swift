import Testing

@testable import LegibleSwiftScan

/// The app-wide pre-passes share one read and one parse of each file (``SwiftPrePassTexts``):
/// eight of them parsed Pocket Casts iOS's candidate files again each, and two ran a regular
/// expression over every file's text (the benchmark's eleventh stop).
@Suite struct SwiftPrePassTextsTests {
    /// A file every parsing pass wants: an app colour and font, a font wrapper, a size constant,
    /// a flag, a one-letter member and an overridable font default (the shapes of nostur's
    /// `NestedReplyNode.swift:60` flag and session-ios's `Values.mediumFontSize`, shortened).
    static let sharedFile = """
        import SwiftUI
        import UIKit
        extension Color { static let accentGold = Color(red: 1, green: 0.8, blue: 0) }
        extension UIFont { static let caption = UIFont.systemFont(ofSize: 12) }
        extension View { func captionFont() -> some View { font(.system(size: 12)) } }
        enum Values { static let mediumFontSize: CGFloat = 15 }
        enum NestedThreadMetrics { static let showDebugLabels = false }
        struct Initial { let name: String; var letter: String { String(name.first ?? "?") } }
        struct Badge: View {
            let font: Font
            init(font: Font = .body) { self.font = font }
            var body: some View { Text("1").font(font) }
        }
        """

    /// A file no pass parses.
    static let plainFile = "import Foundation\nfunc add(_ a: Int, _ b: Int) -> Int { a + b }\n"

    @Test func eachFileIsParsedOnceForAllThePasses() {
        let files = SwiftPrePassTexts(texts: [Self.sharedFile, Self.plainFile])
        let facts = SwiftAppFacts(files: files)
        #expect(files.parses == 1)
        // The passes still read it.
        #expect(facts.appFlags.names.contains("showDebugLabels"))
        #expect(!facts.appFonts.isEmpty)
        #expect(facts.appFonts.sizes.values["Values.mediumFontSize"] == [15])
        #expect(facts.oneLetterMembers.contains("letter"))
        #expect(facts.fontWrappers["captionFont"] != nil)
    }

    @Test func aTreePastTheBudgetIsParsedAgainWhenAskedFor() {
        // Without room to keep trees each pass that wants the file parses it, as before the store.
        let files = SwiftPrePassTexts(texts: [Self.sharedFile, Self.plainFile], maximumKeptBytes: 0)
        let facts = SwiftAppFacts(files: files)
        #expect(files.parses > 4)
        #expect(facts.appFlags.names.contains("showDebugLabels"))
    }

    @Test func theFlagTestOnBytesPassesEveryBinding() {
        #expect(AppConstantFlags.mayBindFlag("let debug = false"))
        #expect(AppConstantFlags.mayBindFlag("static let on: Bool =\n\ttrue"))
        #expect(AppConstantFlags.mayBindFlag("let IS_CATALYST = ProcessInfo.processInfo.isMacCatalystApp"))
        // Any byte past ASCII may be white space to the regular expression (a no-break space).
        #expect(AppConstantFlags.mayBindFlag("let on =\u{00A0}true"))
        #expect(!AppConstantFlags.mayBindFlag("let truth = value == other; if flag { print(true) }"))
        #expect(!AppConstantFlags.mayBindFlag(""))
    }

    @Test func theCaseBlindByteTestFindsEveryCase() {
        #expect(SwiftPrePassTexts.containsIgnoringASCIICase("var isOnlyEmoji: Bool", "onlyemoji"))
        #expect(SwiftPrePassTexts.containsIgnoringASCIICase("ONLYEMOJI", "onlyemoji"))
        #expect(!SwiftPrePassTexts.containsIgnoringASCIICase("only emoji", "onlyemoji"))
        #expect(!SwiftPrePassTexts.containsIgnoringASCIICase("onlyemoj", "onlyemoji"))
    }
}
