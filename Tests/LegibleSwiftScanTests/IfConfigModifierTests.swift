import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Modifiers in an `#if` postfix clause after a chain apply to its view (Ice Cubes 0fc41d2c
/// `StatusActionButton.swift:117-129`): a pin to one Dynamic Type size in the clause an iOS build
/// compiles makes a shrink `text.clamped`'s, not `text.shrinks`'s; a pin only another platform
/// compiles does not.
@Suite struct IfConfigModifierTests {
    /// Ice Cubes' count view, with `condition` in place of `targetEnvironment(macCatalyst)`.
    static func countView(_ condition: String, pinned: String = ".dynamicTypeSize(.medium)") -> String {
        """
        import SwiftUI
        struct StatusActionButton: View {
            let count: Int
            var body: some View { countView(count) }
            private func countView(_ count: Int) -> some View {
                Text(count, format: .number.notation(.compactName))
                    .lineLimit(1)
                    .minimumScaleFactor(0.6)
                    .foregroundColor(Color(UIColor.secondaryLabel))
                    #if \(condition)
                    .font(.scaledFootnote)
                    #else
                    .font(.footnote)
                    \(pinned)
                    #endif
                    .monospacedDigit()
                    .opacity(count > 0 ? 1 : 0)
            }
        }
        """
    }

    private func shrinks(_ source: String) async throws -> [Finding] {
        try await scanFindings(swift: source).filter { $0.rule == "text.shrinks" }
    }

    @Test func aPinInTheClauseIOSCompilesMakesNoShrinkFinding() async throws {
        // Must NOT fire: the real shape; iOS compiles the `#else`, pinned to Medium.
        #expect(try await shrinks(Self.countView("targetEnvironment(macCatalyst)")).isEmpty)
        #expect(try await shrinks(Self.countView("os(macOS) || os(visionOS)")).isEmpty)
        // The pin is still reported, as `text.clamped`.
        let clamped = try await scanFindings(swift: Self.countView("targetEnvironment(macCatalyst)")).filter { $0.rule == "text.clamped" }
        #expect(clamped.count == 1)
    }

    @Test func aPinOnlyAnotherPlatformCompilesStillShrinksOnIOS() async throws {
        // Must fire: iOS compiles the first clause, which pins nothing.
        #expect(try await shrinks(Self.countView("os(iOS)")).count == 1)
        #expect(try await shrinks(Self.countView("!os(visionOS)")).count == 1)
        // Must fire: a clause whose condition cannot be decided for iOS gives no pin.
        #expect(try await shrinks(Self.countView("DEBUG")).count == 1)
        // Must fire: a range still lets the text grow.
        #expect(try await shrinks(Self.countView("targetEnvironment(macCatalyst)", pinned: ".dynamicTypeSize(...DynamicTypeSize.accessibility3)")).count == 1)
    }

    @Test func conditionsAreDecidedForAnIOSBuild() throws {
        let decided: [String: Bool?] = [
            "os(iOS)": true, "os(visionOS)": false, "!os(iOS)": false, "os(iOS) && !targetEnvironment(macCatalyst)": true,
            "canImport(UIKit)": true, "os(macOS) || os(tvOS)": false, "DEBUG": nil, "os(iOS) && DEBUG": nil, "os(watchOS) && DEBUG": false,
            "(os(iOS) || os(visionOS))": true,
        ]
        for (condition, expected) in decided {
            let source =
                "struct A: View {\n var body: some View {\n Text(\"a\").minimumScaleFactor(0.5)\n#if \(condition)\n.dynamicTypeSize(.large)\n#endif\n }\n}"
            let element = try scanSwift(source).elements.first { $0.kind == .label }
            // Pinned (no shrink) exactly where an iOS build compiles the clause.
            #expect((element?.shrink == nil) == (expected == true), "\(condition)")
        }
    }
}
