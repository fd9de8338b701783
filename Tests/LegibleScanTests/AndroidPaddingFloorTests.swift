import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// A button whose padding alone is unknown is audited with the padding taken as 0: no padding
/// gives its text more room than its whole button, so text that overflows then overflows with
/// any. Vanilla Music `audiopicker.xml:74`: three `layout_weight="1"` buttons in
/// `?android:attr/buttonBarButtonStyle` (a framework style the scan does not read), the middle
/// one "Ajouter à la file d'attente" in French, far wider than a third of the screen (issue 33,
/// fresh-android11a D5: only a note said the padding was unknown). The test's buttons set their
/// text size, so their padding is all that is unknown; Vanilla's take the framework style's text
/// appearance too, which the scan does not read either.
@Suite struct AndroidPaddingFloorTests {
    static func button(_ id: String) -> String {
        #"<Button style="?android:attr/buttonBarButtonStyle" android:id="@+id/\#(id)" android:layout_width="0px" android:layout_height="wrap_content" android:layout_weight="1" android:text="@string/\#(id)" android:textSize="14sp" android:singleLine="true"/>"#
    }

    static let layout = """
        <LinearLayout \(AndroidCodeTextTests.namespaces) style="?android:attr/buttonBarStyle" android:layout_width="fill_parent" android:layout_height="wrap_content" android:orientation="horizontal">
        \(button("cancel"))
        \(button("enqueue"))
        \(button("play"))
        </LinearLayout>
        """

    static func findings() async throws -> [Finding] {
        try await AndroidTargetJudgingTests.scan([
            "res/layout/audiopicker.xml": layout,
            "res/values/strings.xml":
                #"<resources><string name="cancel">Cancel</string><string name="enqueue">Enqueue</string><string name="play">Play</string></resources>"#,
            "res/values-fr/strings.xml": #"<resources><string name="enqueue">Ajouter à la file d\'attente</string></resources>"#,
        ]).findings.findings
    }

    // Must fire: "Ajouter à la file d'attente" overflows a third of the screen with no padding at all.
    @Test func textWiderThanItsWholeButtonOverflows() async throws {
        let findings = try await Self.findings()
        let overflow = findings.filter { $0.rule == "overflow.label" && $0.location?.line == 3 }
        #expect(overflow.count == 1, "\(findings.map { "\($0.rule) \($0.location?.line ?? 0) \($0.message)" })")
        #expect(overflow.first?.severity == .error)
        #expect(overflow.first?.properties.contains { $0.key == "paddingTakenAsZero" } == true)
        // The note that it was not audited goes: it was, and it overflows.
        #expect(!findings.contains { $0.rule == "overflow.unknown-width" && $0.location?.line == 3 })
    }

    // Must not fire: "Play" and "Cancel" fit a third of the screen with no padding; with their
    // real padding they may not, so the note that the padding is unknown stays.
    @Test func textThatFitsWithNoPaddingKeepsItsNote() async throws {
        let findings = try await Self.findings()
        for line in [2, 4] {
            #expect(!findings.contains { $0.rule == "overflow.label" && $0.location?.line == line })
            let note = findings.first { $0.rule == "overflow.unknown-width" && $0.location?.line == line }
            #expect(note?.message.contains("padding") == true, "\(findings.map { "\($0.rule) \($0.location?.line ?? 0) \($0.message)" })")
        }
    }
}
