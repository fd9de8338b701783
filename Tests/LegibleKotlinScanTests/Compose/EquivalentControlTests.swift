import Foundation
import LegibleReporting
import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// WCAG 2.5.8's "Equivalent" exception (fresh Android round 8b, D1): Orgzly Revived 04fd283e
/// `SearchFilterWidget.kt:528`, a 24 dp sort arrow whose `noRippleClickable(onClick = callback)`
/// runs the `callback` its full-width `RadioButtonFormLockup` row runs too (`FormLockup.kt`
/// hands it to `OrgzlyRadioButton`, which hands it to Material's 48 dp `RadioButton`).
@Suite struct EquivalentControlTests {
    static let lockups = """
        import androidx.compose.material3.RadioButton
        @Composable
        fun RadioButtonFormLockup(selected: Boolean, onClick: (() -> Unit)?, title: String, modifier: Modifier = Modifier, enabled: Boolean = true) {
            HorizontalFormLockup(title, Modifier.noRippleClickable { onClick?.let { it() } }.then(modifier)) {
                OrgzlyRadioButton(selected, onClick, enabled = enabled)
            }
        }
        @Composable
        fun OrgzlyRadioButton(selected: Boolean, onClick: (() -> Unit)?, modifier: Modifier = Modifier, enabled: Boolean = true) {
            RadioButton(selected, onClick, modifier, enabled)
        }
        @Composable
        fun Caption(title: String, onClick: () -> Unit) { Text(title) }
        fun Modifier.noRippleClickable(enabled: Boolean = true, onClick: () -> Unit) = clickable(enabled = enabled, indication = null, onClick = onClick)
        """

    /// `line severity message` of each `target.small` finding.
    static func targets(_ screen: String) async throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-equivalent-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, body) in [("FormLockup.kt", lockups), ("Screen.kt", screen)] {
            try (composeHeader + body).write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let report = try await ProjectScanner(paths: [folder.path], configuration: ScanConfiguration(), readers: [ComposeSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "target.small" }.map { "\($0.location?.line ?? 0) \($0.severity) \($0.message)" }
    }

    /// The Orgzly row, with the arrow's handler and the row's call given.
    static func row(arrow: String, lockup: String = "RadioButtonFormLockup(entry.selected, callback, \"Title\", modifier = Modifier.weight(1f))") -> String {
        """
        @Composable fun SortOrderEntry(entry: Entry, callback: () -> Unit, other: () -> Unit, enabled: Boolean) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                \(lockup)
                AnimatedVisibility(entry.selected) {
                    Icon(Icons.Default.ArrowDownward, null, modifier = Modifier.noRippleClickable(enabled = enabled, onClick = \(arrow)))
                }
            }
        }
        """
    }

    @Test func theComposablesThatReachAControlAreFollowed() {
        let found = ComposeEquivalentControls.collect(files: [KotlinParser.parse(Self.lockups)])
        #expect(found.composables["RadioButtonFormLockup"]?.reaching == ["onClick"])
        #expect(found.composables["OrgzlyRadioButton"]?.reaching == ["onClick"])
        // A function-typed parameter that reaches no control.
        #expect(found.composables["Caption"]?.reaching == [])
    }

    @Test func anArrowThatRunsTheRowsHandlerIsANote() async throws {
        for arrow in ["callback", "{ callback() }"] {
            let found = try await Self.targets(Self.row(arrow: arrow))
            // Must fire as a note naming the row (after the two-line header, Screen.kt line 7 is the Icon, line 5 the lockup).
            #expect(found.count == 1, "\(arrow): \(found)")
            #expect(found.first?.hasPrefix("7 note ") == true, "\(arrow): \(found)")
            #expect(found.first?.contains("RadioButtonFormLockup (line 5) runs the same handler (callback)") == true, "\(found)")
        }
    }

    @Test func aDifferentHandlerOrASmallPeerStaysAnError() async throws {
        let cases = [
            // Another handler than the row's.
            Self.row(arrow: "other"),
            // A lambda that reads its argument is no one value.
            Self.row(arrow: "{ callback(it) }"),
            // The same handler on a composable that reaches no control: not known to be large.
            Self.row(arrow: "callback", lockup: "Caption(\"Title\", callback)"),
            // The same handler on another small click.
            Self.row(arrow: "callback", lockup: "Box(Modifier.size(24.dp).clickable(onClick = callback))"),
        ]
        for screen in cases {
            let found = try await Self.targets(screen)
            let arrow = found.filter { $0.hasPrefix("7 ") }
            #expect(arrow.count == 1 && arrow[0].hasPrefix("7 error ") && arrow[0].contains("grow it by"), "\(screen): \(found)")
        }
    }
}
