import LegibleReporting
import LegibleScan
import Testing

@testable import LegibleSwiftScan

/// Inline suppressions: `legible:ignore-next-line` and `legible:ignore` for a declaration.
@Suite struct SuppressionTests {
    @Test func ignoreNextLineAttachesToTheElementOnThatLine() throws {
        let source = """
            // legible:ignore-next-line text.fixed-size — matches the logo lockup
            Text("brand").font(.system(size: 30))
            Text("other").font(.system(size: 30))
            """
        let elements = try scanSwift(source).elements
        #expect(
            elements[0].suppressions == [
                ScanSuppression(rule: "text.fixed-size", reason: "matches the logo lockup", location: .init(file: "View.swift", line: 1, column: 1))
            ])
        #expect(elements[1].suppressions.isEmpty)
    }

    @Test func aSuppressionBesideAModifierOfAChainCoversTheElement() throws {
        let source = """
            Text("price")
                .lineLimit(1)
                // legible:ignore-next-line text.shrinks -- single-line price badge
                .minimumScaleFactor(0.5)
            """
        let element = try #require(try scanSwift(source).elements.first)
        #expect(element.suppressions.map(\.rule) == ["text.shrinks"])
        #expect(element.suppressions.first?.reason == "single-line price badge")
    }

    @Test func ignoreCoversTheWholeDeclaration() throws {
        let source = """
            // legible:ignore text.clamped, target.small — the widget has a fixed layout
            struct Widget: View {
                var body: some View {
                    Button("a") {}.frame(width: 20, height: 20)
                        .dynamicTypeSize(...DynamicTypeSize.large)
                }
            }
            struct Other: View {
                var body: some View { Text("b").dynamicTypeSize(...DynamicTypeSize.large) }
            }
            """
        let result = try scanSwift(source)
        #expect(result.elements[0].suppressions.map(\.rule) == ["text.clamped", "target.small"])
        #expect(result.elements[1].suppressions.isEmpty)
        // The reader's own finding inside Widget is suppressed; Other's is not.
        #expect(result.findings.filter { $0.rule == "text.clamped" }.map(\.location!.line) == [9])
    }

    @Test func aSuppressionWithoutAReasonIsANote() throws {
        let source = """
            // legible:ignore-next-line text.shrinks
            Text("a").minimumScaleFactor(0.5)
            """
        let result = try scanSwift(source)
        #expect(
            result.elements[0].suppressions == [ScanSuppression(rule: "text.shrinks", reason: nil, location: .init(file: "View.swift", line: 1, column: 1))])
        // The scan reports an element's reasonless suppression; the reader does not repeat it.
        #expect(result.findings.filter { $0.rule == "scan.suppression-reason" }.isEmpty)
    }

    @Test func aReasonlessSuppressionOnNoElementIsTheReadersNote() throws {
        let source = """
            // legible:ignore-next-line text.clamped
            VStack {}.dynamicTypeSize(...DynamicTypeSize.large)
            """
        let result = try scanSwift(source)
        #expect(result.findings.filter { $0.rule == "text.clamped" }.isEmpty)
        let notes = result.findings.filter { $0.rule == "scan.suppression-reason" }
        #expect(notes.count == 1 && notes.first?.severity == .note && notes.first?.location?.line == 1)
    }

    @Test func commentsThatAreNotSuppressions() throws {
        let source = """
            // legible:ignored is not a directive
            // see legible:ignore-next-line docs
            /* legible:ignore text.shrinks — block comments are not read */
            Text("a").minimumScaleFactor(0.5)
            """
        let result = try scanSwift(source)
        #expect(result.elements[0].suppressions.isEmpty)
        #expect(result.findings.isEmpty)
    }

    @Test func parsingTheComment() {
        #expect(InlineSuppressions.parse("// legible:ignore-next-line a.b,c.d — why")?.rules == ["a.b", "c.d"])
        #expect(InlineSuppressions.parse("// legible:ignore all - why")?.rules == ["all"])
        #expect(InlineSuppressions.parse("//legible:ignore * — why")?.rules == ["all"])
    }
}
