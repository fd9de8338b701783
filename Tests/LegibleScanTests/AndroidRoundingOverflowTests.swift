import LegibleAudit
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleTypeScale
import Testing

@testable import LegibleScan

/// An Android text that needs less than 1 dp beyond its width fits: views are whole device
/// pixels and hinting moves a line by fractions of one (issue 33, fresh-android9b D6). Loop Habit
/// Tracker 5aa8744e `activity_edit_habit.xml:188`, the ta-IN hint "எ. கா. 15", needed 116.1 dp of
/// 116 at 1.8x and about 125 at 2x: it overflows from 2x, not from 1.8x.
@Suite struct AndroidRoundingOverflowTests {
    static func audit(_ required: [(scale: Double, width: Double)]) throws -> LabelAudit {
        let measurements = try required.map { size in
            CategoryMeasurement(
                step: .fontScale(try AndroidFontScale(size.scale)), size: 16 * size.scale, requiredWidth: size.width, availableWidth: 116,
                lines: 1, fits: size.width <= 116, overflow: max(0, size.width - 116))
        }
        return LabelAudit(
            entry: CatalogEntry(key: "targetInput", locale: "ta-IN", text: "எ. கா. 15", file: "f", position: TextPosition(line: 188, column: 1)),
            displayText: "எ. கா. 15", layout: LabelLayout(width: 116, platform: .android), isPseudo: false, measurements: measurements,
            missingCharacters: [])
    }

    static func result(_ audit: LabelAudit) -> AuditResult { AuditResult(labels: [audit], unlaidKeys: [], options: AuditOptions()) }

    // Must fire, from 2x: the 0.1 dp at 1.8x is taken as fitting, the 9 dp at 2x is not.
    @Test func anOverflowWithinRoundingStartsWhereTheTextReallyOverflows() throws {
        let forgiven = ScanOverflowAudit.forgivingRounding(Self.result(try Self.audit([(1.5, 107), (1.8, 116.1), (2, 125)])))
        let first = try #require(forgiven.labels.first?.firstOverflow)
        #expect(first.step == .fontScale(try AndroidFontScale(2)))
        #expect(!ScanOverflowAudit.overflowsWithinRounding(try #require(forgiven.labels.first), platform: .android))
    }

    // Must not fire as an error: 0.1 dp at the largest size only is a note.
    @Test func anOverflowOnlyWithinRoundingIsANote() throws {
        let audit = try Self.audit([(1.5, 107), (1.8, 112), (2, 116.1)])
        #expect(ScanOverflowAudit.forgivingRounding(Self.result(audit)).labels.first == audit)
        #expect(ScanOverflowAudit.overflowsWithinRounding(audit, platform: .android))
        #expect(!ScanOverflowAudit.overflowsWithinRounding(audit, platform: .iOS))
        var finding = Finding(id: "targetInput", rule: "overflow.label", severity: .error, message: "needs 116.1 dp, 116 dp available")
        ScanOverflowAudit.markWithinRounding(&finding)
        #expect(finding.severity == .note)
        #expect(finding.message.hasSuffix("(within 1 dp of fitting: device pixels and font hinting decide that, not the layout)"))
    }

    // Must not fire as an error: OpenKeychain add_subkey_dialog.xml:37, "Verwendungszweck"
    // needed 230.9 dp of 230 at 2x only (fresh-android10b D9): 0.9 dp is within a pixel.
    @Test func underOneDpIsWithinRounding() throws {
        #expect(ScanOverflowAudit.overflowsWithinRounding(try Self.audit([(1.8, 110), (2, 116.9)]), platform: .android))
    }

    // Must fire: 1 dp or more is an overflow.
    @Test func oneDpIsAnOverflow() throws {
        let audit = try Self.audit([(1.8, 117)])
        #expect(!ScanOverflowAudit.overflowsWithinRounding(audit, platform: .android))
    }
}
