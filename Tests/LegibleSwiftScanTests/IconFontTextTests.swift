import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33, "only views are views": a text drawn in an icon font is an icon. Home Assistant
/// d722d781 `WidgetCircularView.swift:17` shrinks a Material Design icon
/// (`.font(.custom(MaterialDesignIcons.familyName, size: 24)).minimumScaleFactor(0.5)`), which
/// was reported as shrinking text.
@Suite struct IconFontTextTests {
    private func rules(_ source: String) async throws -> [String] {
        try await scanFindings(swift: source).filter { $0.severity != .note }.map(\.rule)
    }

    @Test func aTextInAnIconFontIsNotJudgedAsText() async throws {
        // Must NOT fire: the font's name says it holds icons (or symbols).
        #expect(try await rules("Text(verbatim: icon.unicode).font(.custom(MaterialDesignIcons.familyName, size: 24)).minimumScaleFactor(0.5)").isEmpty)
        #expect(try await rules(#"Text("\u{f101}").font(.custom("Material Symbols Rounded", fixedSize: 12))"#).isEmpty)
        #expect(try await rules(#"Text("\u{f101}").font(Font.custom("AppIcons", size: 20).weight(.bold)).minimumScaleFactor(0.5)"#).isEmpty)
    }

    @Test func aTextInAnyOtherCustomFontIsText() async throws {
        // Must fire: a text face shrinks, and a fixed size is fixed.
        #expect(try await rules(#"Text("Hello").font(.custom("Inter", size: 24)).minimumScaleFactor(0.5)"#) == ["text.shrinks"])
        #expect(try await rules(#"Text("Hello").font(.custom("Inter", fixedSize: 12))"#) == ["text.fixed-size"])
    }
}
