import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// A tappable text whose only text is a `tools:text` placeholder for a body code sets, with no
/// line limit and a line spacing of its own, is as many lines tall as that body takes, not the
/// placeholder's one line (fresh Android round 14a, D3): Pachli 7e0e029f
/// `item_account_in_collection.xml:108`, an account's bio (`CollectionFragment.kt:546`)
/// previewed as `tools:text="Account note"`, was "22 dp tall".
@Suite struct AndroidPlaceholderBodyTargetTests {
    static func targets(_ attributes: String) async throws -> [Finding] {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent"
                android:orientation="vertical">
                <TextView android:id="@+id/account_note" android:layout_width="match_parent" android:layout_height="wrap_content"
                    android:clickable="true" android:textSize="16sp" \(attributes)/>
            </LinearLayout>
            """
        let report = try await AndroidTargetJudgingTests.scan(["res/layout/main.xml": layout])
        return report.findings.findings.filter { $0.rule == "target.small" && $0.severity == .error }
    }

    // Must not fire: the bio's height is the lines code's text takes.
    @Test func aPlaceholderBodyIsNotJudgedAtOneLine() async throws {
        #expect(try await Self.targets(#"android:lineSpacingMultiplier="1.1" tools:text="Account note""#).isEmpty)
    }

    // Must fire: a line limit, a text of the file's own, or no line spacing (a label: a name,
    // "X boosted") keeps the one line.
    @Test func aLabelIsStillJudgedAtOneLine() async throws {
        for attributes in [
            #"android:lineSpacingMultiplier="1.1" android:maxLines="1" tools:text="Account note""#,
            #"android:lineSpacingMultiplier="1.1" android:text="Account note""#,
            #"tools:text="Account note""#,
            // apollo e983980e `view_amount_input.xml:34`: a spacing that adds nothing says no body.
            #"android:lineSpacingExtra="0sp" tools:text="ARS""#,
            #"android:lineSpacingMultiplier="1" tools:text="ARS""#,
        ] {
            let found = try await Self.targets(attributes)
            #expect(found.count == 1, "\(attributes)")
        }
    }
}
