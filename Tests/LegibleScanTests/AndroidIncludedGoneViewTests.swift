import Foundation
import LegibleScan
import Testing

/// Issue 33, fresh-android21a class 2 (linphone-android 31ae7079): `settings_calls.xml:22` and
/// `:39`, `echo_canceller_title` and `_subtitle`, are `visibility="gone"` and no code names them.
/// The layout is reached only through `settings_fragment.xml:125`'s `<include>`, which
/// `SettingsFragment.kt` binds (`SettingsFragmentBinding`): they are never on screen. A gone
/// view whose id code names through the includer's binding, or whose visibility data binding
/// sets, may be shown and is judged; so is a gone view in a layout an unread includer holds.
@Suite struct AndroidIncludedGoneViewTests {
    static let namespaces = AndroidContentViewTests.namespaces

    static func text(_ id: String, _ extra: String = ##"android:visibility="gone""##) -> String {
        ##"<TextView android:id="@+id/\##(id)" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Echo canceller" android:textSize="20dp" \##(extra)/>"##
    }

    static func files(includer: String = "settings_fragment") -> [String: String] {
        let calls = """
            <layout \(namespaces)>
                <data><variable name="viewModel" type="org.example.SettingsViewModel"/></data>
                <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                    \(text("echo_canceller_title"))
                    \(text("echo_canceller_subtitle"))
                    \(text("shown_in_code"))
                    \(text("bound_visibility", ##"android:visibility="@{viewModel.shown ? View.VISIBLE : View.GONE}""##))
                </LinearLayout>
            </layout>
            """
        let host = """
            <layout \(namespaces)>
                <LinearLayout android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical">
                    <include android:id="@+id/calls" layout="@layout/settings_calls"/>
                </LinearLayout>
            </layout>
            """
        let kotlin = """
            class SettingsFragment : Fragment() {
                private lateinit var binding: SettingsFragmentBinding
                override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, state: Bundle?): View {
                    binding = SettingsFragmentBinding.inflate(layoutInflater)
                    binding.calls.shownInCode.visibility = View.VISIBLE
                    return binding.root
                }
            }
            """
        return ["res/layout/settings_calls.xml": calls, "res/layout/\(includer).xml": host, "java/SettingsFragment.kt": kotlin]
    }

    static func judged(_ files: [String: String]) async throws -> [String] {
        try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "text.fixed-size" }.map(\.id).sorted()
    }

    @Test func aGoneViewInALayoutOnlyBoundIncludersHoldIsNeverShown() async throws {
        #expect(try await Self.judged(Self.files()) == ["bound_visibility", "shown_in_code"])
    }

    @Test func aGoneViewInALayoutAnUnreadIncluderHoldsIsJudgedAsBefore() async throws {
        // The includer is a layout no code names: code the scan has not read may show its views.
        let found = try await Self.judged(Self.files(includer: "other_screen"))
        #expect(found == ["bound_visibility", "echo_canceller_subtitle", "echo_canceller_title", "shown_in_code"])
    }
}
