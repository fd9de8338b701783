import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// A classic Interface Builder button whose line break mode wraps (`lineBreakMode="wordWrap"`,
/// Interface Builder's way to a multi-line title) wraps its title onto more lines instead of
/// overflowing (DuckDuckGo's bookmark import button); one that truncates overflows as before.
@Suite struct ButtonTitleWrapTests {
    /// A 120 pt wide button whose title in 14 pt System is wider than 120 pt on one line (six
    /// words of about 40 pt each), but whose longest word fits.
    static func button(_ id: String, lineBreak: String) -> String {
        """
        <button contentHorizontalAlignment="center" buttonType="system" lineBreakMode="\(lineBreak)" id="\(id)">
        <rect key="frame" x="0" y="0" width="120" height="44"/>
        <fontDescription key="fontDescription" type="system" pointSize="14"/>
        <state key="normal" title="Import a bookmark file from another browser"/></button>
        """
    }

    @Test func aWrappingButtonTitleDoesNotOverflowOneThatTruncatesDoes() async throws {
        let folder = try ScanFolder([
            "Import.xib": ScanFolder.xib(Self.button("wraps", lineBreak: "wordWrap") + Self.button("truncates", lineBreak: "middleTruncation"))
        ])
        defer { folder.remove() }
        let overflowing = try await folder.scan().ids("overflow.label")
        #expect(overflowing.contains { $0.hasPrefix("truncates") })
        #expect(!overflowing.contains { $0.hasPrefix("wraps") })
    }
}
