import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// The fifth round of first scans (Hackers ffea336a, Lockwise 4d68f128, openHAB eb34c7f5): each
/// case as the app writes it, with the one beside it that must go the other way.
@Suite struct FreshScanFiveTests {
    /// openHAB `openHABWatch Extension/Views/Utils/EncircledIconWithAction.swift:18-25`.
    static func encircled(_ chain: String) -> String {
        """
        import SFSafeSymbols
        import SwiftUI

        struct EncircledIconWithAction: View {
            var systemSymbol: SFSymbol
            var action: () -> Void
            var body: some View {
                \(chain)
            }
        }
        """
    }

    static let realSymbol = """
        Image(systemSymbol: systemSymbol)
                    .font(.system(size: 25))
                    .colorMultiply(.blue)
                    .saturation(0.8)
                    .onTapGesture {
                        action()
                    }
        """

    /// A tappable symbol's `.font` sizes the symbol: no text finding (was text.fixed-size "use
    /// Title 2"), and the symbol, about 30 pt tall, is a small target.
    @Test func aTappableSymbolsFontSizesATargetNotText() async throws {
        let found = try await scanFindings(swift: Self.encircled(Self.realSymbol))
        #expect(found.filter { $0.rule == "text.fixed-size" }.isEmpty, "\(found.map(\.message))")
        let small = found.filter { $0.rule == "target.small" }
        #expect(small.count == 1, "\(found.map(\.message))")
        #expect(small.first?.message.contains("30 pt tall") == true, "\(small.map(\.message))")
    }

    @Test func whatATappableSymbolsFontDoesNotDecide() async throws {
        // Must NOT fire: at 34 pt the tallest symbols reach 44 pt, so the verdict would depend on the symbol.
        let large = try await scanFindings(swift: Self.encircled(Self.realSymbol.replacingOccurrences(of: "size: 25", with: "size: 34")))
        #expect(large.filter { $0.rule == "target.small" || $0.rule == "text.fixed-size" }.isEmpty, "\(large.map(\.message))")
        // A frame of its own sizes it instead.
        let framed = Self.realSymbol.replacingOccurrences(of: ".colorMultiply(.blue)", with: ".frame(width: 44, height: 44)")
        #expect(try await scanFindings(swift: Self.encircled(framed)).filter { $0.rule == "target.small" }.isEmpty)
        // A tappable text's font is still text.
        let text = try await scanFindings(swift: Self.encircled(#"Text("Up").font(.system(size: 25)).onTapGesture { action() }"#))
        #expect(text.filter { $0.rule == "text.fixed-size" }.count == 1, "\(text.map(\.message))")
    }
}
