import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Text that is only punctuation between other views is a separator, not text a person reads:
/// its fixed size is a note. OpenKeychain `passphrase_dialog_backup_code.xml:57`, a
/// `<TextView android:text="-" android:textSize="18dp">` between two of the backup code's
/// EditTexts (issue 33, fresh-android10b D10: ten dashes were ten warnings beside the twelve
/// fields' own). A word or digits at the same size are still warnings.
@Suite struct SeparatorFixedSizeTests {
    static func layout(_ text: String) -> String {
        """
        <LinearLayout \(AndroidCodeTextTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
        <EditText android:id="@+id/backup_code_1" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content" android:hint="abcd" android:textSize="18dp"/>
        <TextView android:id="@+id/dash" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="\(text)" android:textSize="18dp" android:typeface="monospace"/>
        <EditText android:id="@+id/backup_code_2" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content" android:hint="abcd" android:textSize="18dp"/>
        </LinearLayout>
        """
    }

    /// The `text.fixed-size` findings at the separator's line (3).
    static func findings(_ text: String) async throws -> [Finding] {
        let report = try await AndroidTargetJudgingTests.scan(["res/layout/passphrase_dialog_backup_code.xml": layout(text)])
        return report.findings.findings.filter { $0.rule == "text.fixed-size" && $0.location?.line == 3 }
    }

    // Must not fire: a dash, an en dash, a slash, a colon and a middle dot are notes.
    @Test(arguments: ["-", "–", "/", ":", "·", " - "])
    func aSeparatorIsANote(_ text: String) async throws {
        let findings = try await Self.findings(text)
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .note, "\(findings.map(\.message))")
        #expect(findings.first?.message.contains("it shows only punctuation") == true)
    }

    // Must fire: a word, digits, and a dash with a digit are text.
    @Test(arguments: ["Code", "42", "-5", "%"])
    func textIsAWarning(_ text: String) async throws {
        let findings = try await Self.findings(text)
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .warning, "\(findings.map(\.message))")
    }

    @Test func separators() {
        #expect(SeparatorText.isSeparatorOnly("—"))
        #expect(SeparatorText.isSeparatorOnly(" • "))
        #expect(!SeparatorText.isSeparatorOnly(""))
        #expect(!SeparatorText.isSeparatorOnly("?"))
        #expect(!SeparatorText.isSeparatorOnly("a-b"))
    }
}
