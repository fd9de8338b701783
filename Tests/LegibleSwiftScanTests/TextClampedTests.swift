import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// `text.clamped`: ranges whose largest size is below AX5, naming the sizes cut off.
@Suite struct TextClampedTests {
    @Test func throughXXXLargeCutsEveryAccessibilitySize() throws {
        let result = try findings("Text(\"a\").dynamicTypeSize(...DynamicTypeSize.xxxLarge)", rule: "text.clamped")
        #expect(result.count == 1)
        #expect(result.first?.severity == .warning)
        #expect(result.first?.message.contains("AX1–AX5") == true)
        #expect(result.first?.location?.description == "View.swift:1:11")
    }

    @Test func otherRangeShapes() throws {
        let source = """
            VStack {}.dynamicTypeSize(.small ... .large)
            VStack {}.dynamicTypeSize(..<DynamicTypeSize.accessibility1)
            VStack {}.dynamicTypeSize(.xLarge)
            VStack {}.dynamicTypeSize(...DynamicTypeSize.accessibility3)
            label.maximumContentSizeCategory = .extraExtraLarge
            """
        let result = try findings(source, rule: "text.clamped")
        // Large cuts xLarge–AX5; ..<AX1 stops at xxxLarge; .xLarge alone cuts xxLarge–AX5;
        // ...AX3 keeps three accessibility sizes (a note naming AX4–AX5); UIKit's xxLarge cuts xxxLarge–AX5.
        #expect(result.map(\.location!.line) == [1, 2, 3, 4, 5])
        #expect(result[0].message.contains("xLarge–AX5"))
        #expect(result[1].message.contains("AX1–AX5"))
        #expect(result[2].message.contains("xxLarge–AX5"))
        #expect(result[3].message.contains("AX4–AX5") && result[3].severity == .note)
        #expect(result[4].message.contains("xxxLarge–AX5"))
    }

    @Test func rangesThatReachAX5AreNotClamped() throws {
        let source = """
            VStack {}.dynamicTypeSize(.large...)
            VStack {}.dynamicTypeSize(...DynamicTypeSize.accessibility5)
            VStack {}.dynamicTypeSize(.xSmall ... .accessibility5)
            VStack {}.dynamicTypeSize(size)
            label.maximumContentSizeCategory = .unspecified
            label.minimumContentSizeCategory = .large
            """
        #expect(try findings(source, rule: "text.clamped").isEmpty)
    }
}
