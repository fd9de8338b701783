import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// Click listeners a Kotlin file sets through what the scan did not follow (fresh Android round 17a):
/// - a small view inside a row given a lambda of the same function with the very same text
///   (rethink c1b8349d `DnsSettingsFragment.kt:469` and `:471`, `{ openLocalBlocklist() }` on the
///   row `dc_local_blocklist_rl` and the 16 dp arrow inside it, `fragment_dns_configure.xml:276`)
///   does what a tap beside it does: a note naming the row (class 1), not an error;
/// - a listener set through a local alias of a binding named `b` (`val editBtn = b.ssidEditBtn`,
///   `WgConfigDetailActivity.kt:1134` and `:1268`) makes a target (misses, `activity_wg_detail.xml:820`).
@Suite struct AndroidLambdaListenerTests {
    static let layout = ##"""
        <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
            <RelativeLayout android:id="@+id/dc_local_blocklist_rl" android:layout_width="match_parent" android:layout_height="wrap_content"
                android:background="?android:attr/selectableItemBackground" android:paddingTop="15dp" android:paddingBottom="15dp">
                <TextView android:id="@+id/heading" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Blocklists" android:textSize="16sp"/>
                <ImageView android:id="@+id/dc_local_blocklist_img" android:layout_width="16dp" android:layout_height="16dp"
                    android:layout_alignParentEnd="true" android:contentDescription="Open"/>
            </RelativeLayout>
            <ImageView android:id="@+id/ssid_edit_btn" android:layout_width="24dp" android:layout_height="24dp" android:contentDescription="Edit"/>
        </LinearLayout>
        """##

    static func fragment(arrow: String, alias: String = "val editBtn: AppCompatImageView = b.ssidEditBtn") -> String {
        """
        class DnsSettingsFragment : Fragment(R.layout.fragment_dns_configure) {
            private val b by viewBinding(FragmentDnsConfigureBinding::bind)
            private fun initClickListeners() {
                b.dcLocalBlocklistRl.setOnClickListener { openLocalBlocklist() }

                b.dcLocalBlocklistImg.setOnClickListener \(arrow)
            }
            private fun setupSsidSection() {
                \(alias)
                editBtn.setOnClickListener {
                    openSsidDialog()
                }
            }
        }
        """
    }

    /// `id severity` of each `target.small` finding on the two small views.
    static func targets(_ code: String) async throws -> [String: Severity] {
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/fragment_dns_configure.xml": layout.replacingOccurrences(of: "NS", with: AndroidLayoutReaderTests.namespaces),
            "java/app/DnsSettingsFragment.kt": code,
        ])
        let small = report.findings.findings.filter { $0.rule == "target.small" && ["dc_local_blocklist_img", "ssid_edit_btn"].contains($0.id) }
        return Dictionary(small.map { ($0.id, $0.severity) }) { first, _ in first }
    }

    // Must not fire: the arrow runs the row's code. Must fire: another call, or one that reads its view.
    @Test func theArrowRunningTheRowsCodeIsANote() async throws {
        #expect(try await Self.targets(Self.fragment(arrow: "{ openLocalBlocklist() }"))["dc_local_blocklist_img"] == .note)
        #expect(try await Self.targets(Self.fragment(arrow: "{ showInfo() }"))["dc_local_blocklist_img"] == .error)
        #expect(try await Self.targets(Self.fragment(arrow: "{ openLocalBlocklist(it) }"))["dc_local_blocklist_img"] == .error)
    }

    // Must fire: the edit button's listener through its alias. Must not: a name bound to no binding's view.
    @Test func aListenerThroughAnAliasOfTheBindingMakesATarget() async throws {
        #expect(try await Self.targets(Self.fragment(arrow: "{ showInfo() }"))["ssid_edit_btn"] == .error)
        #expect(try await Self.targets(Self.fragment(arrow: "{ showInfo() }", alias: "val editBtn = makeButton()"))["ssid_edit_btn"] == nil)
    }
}

/// A text view code makes a button is still as wide as its text for the view beside it: rethink
/// c1b8349d `activity_rpn_config_detail.xml:1013`, the weighted location error the bold action
/// (`:1022`, `b.ssidLocationErrorAction.setOnClickListener`) leaves almost nothing of the row in
/// Russian; once code was seen to show the row, the action was a button and the error unmeasured.
@Suite struct AndroidClickableBesideTextTests {
    static let layout = ##"""
        <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
            <TextView android:id="@+id/error_text" android:layout_width="0dp" android:layout_height="wrap_content" android:layout_weight="1"
                android:text="Включить службу определения местоположения" android:textSize="12sp"/>
            <TextView android:id="@+id/error_action" android:layout_width="wrap_content" android:layout_height="wrap_content"
                android:padding="4dp" android:text="Включить службу определения местоположения сейчас же" android:textSize="12sp" android:textStyle="bold"/>
        </LinearLayout>
        """##

    @Test func theWeightedTextBesideAClickableTextIsMeasured() async throws {
        let code = """
            class DetailActivity : AppCompatActivity() {
                private val b by viewBinding(ActivityDetailBinding::bind)
                override fun onCreate(s: Bundle?) { b.errorAction.setOnClickListener { fixLocation() } }
            }
            """
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/activity_detail.xml": Self.layout.replacingOccurrences(of: "NS", with: AndroidLayoutReaderTests.namespaces),
            "java/app/DetailActivity.kt": code,
        ])
        let overflows = report.findings.findings.filter { $0.rule == "overflow.label" && $0.location?.line == 2 }
        #expect(overflows.contains { $0.severity == .error }, "\(report.findings.findings.map { "\($0.rule) \($0.id): \($0.message)" })")
    }
}
