import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33, a miss (fresh-ios18b): nightguard 4d82879b `SnoozePopupView.swift:56` sets
/// `.font(.system(size: deviceFontSize, weight: .regular))`, where `deviceFontSize` is a computed
/// property whose `switch` returns 28, 32 or 36 (:104-110): a fixed size whichever branch runs,
/// judged at the smallest. A getter with a branch that is not a literal leaves the size unknown.
@Suite struct ComputedSizeChoicesTests {
    private static func popup(_ getter: String) -> String {
        """
        struct SnoozePopupView: View {
            var body: some View {
                Text(option.label)
                    .font(.system(size: deviceFontSize, weight: .regular))
            }

            private var deviceFontSize: CGFloat {
        \(getter)
            }
        }
        """
    }

    @Test func aSwitchOfLiteralsIsAFixedSize() async throws {
        // Must fire at the Text: 28 pt, the smallest branch.
        let source = Self.popup(
            """
                    switch UIScreen.main.bounds.height {
                    case ..<568: return 28  // iPhone 4
                    case ..<667: return 32  // iPhone 5
                    default: return 36       // iPhone 6 and larger
                    }
            """)
        #expect(try fonts(source) == [.fixed(size: 28, unit: "pt", weight: .regular, family: nil)])
        let found = try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" }
        #expect(found.map { $0.location?.line ?? 0 } == [3] && found.first?.severity == .warning, "\(found.map(\.message))")
    }

    @Test func anIfElseOrASwitchExpressionOfLiteralsIsAFixedSize() throws {
        // Must fire: `if`/`else` returns, and a `switch` expression without `return`.
        let ifElse = Self.popup("        if UIScreen.main.bounds.height < 568 { return 24 } else if compact { return 28 } else { return 32 }")
        #expect(try fonts(ifElse) == [.fixed(size: 24, unit: "pt", weight: .regular, family: nil)])
        let expression = Self.popup("        switch size { case .small: 20\n        default: 26 }")
        #expect(try fonts(expression) == [.fixed(size: 20, unit: "pt", weight: .regular, family: nil)])
    }

    @Test func aBranchThatIsNoLiteralLeavesTheSizeUnknown() throws {
        // Must NOT fire: the default branch returns a size that may scale.
        let scaled = Self.popup(
            """
                    switch UIScreen.main.bounds.height {
                    case ..<568: return 28
                    default: return UIFontMetrics.default.scaledValue(for: 36)
                    }
            """)
        #expect(try fonts(scaled).isEmpty)
        // Nor an `if` without an `else` whose fall-through is a variable.
        let open = Self.popup("        if compact { return 24 }\n        return baseSize")
        #expect(try fonts(open).isEmpty)
    }
}
