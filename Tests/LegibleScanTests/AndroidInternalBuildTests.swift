import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// Code only debug or dogfood builds run sets nothing a release build shows (fresh-droid30a W):
/// apollo e983980e `SettingsFragment.kt:151-160` gives the version-code row of
/// `fragment_settings.xml:239` a listener only under `if (Globals.INSTANCE.isDebug) … else if
/// (Globals.INSTANCE.isDogfood)`, and `:198-201` shows the `gone` feature-flags row (`:248`) only
/// under `if (Globals.INSTANCE.isDogfood || Globals.INSTANCE.isDebug)`. Both were 19 dp target errors.
@Suite struct AndroidInternalBuildTests {
    static func row(_ id: String, gone: Bool = false) -> String {
        """
        <TextView android:id="@+id/\(id)" android:layout_width="match_parent" android:layout_height="wrap_content"
            android:layout_marginTop="24dp" android:textSize="14sp" android:text="Row" \(gone ? #"android:visibility="gone""# : "") />
        """
    }

    static let fragment = """
        class OptionsFragment : SingleFragment() {
            @BindView(R.id.build_label) lateinit var buildLabel: TextView
            @BindView(R.id.flags_row) lateinit var flagsRow: TextView
            @BindView(R.id.release_row) lateinit var releaseRow: TextView
            @BindView(R.id.setting_row) lateinit var settingRow: TextView
            @BindView(R.id.shown_row) lateinit var shownRow: TextView

            override fun getLayoutResource(): Int = R.layout.fragment_options

            override fun initializeUi(view: View) {
                if (Globals.INSTANCE.isDebug) {
                    buildLabel.setOnClickListener { presenter.openDebugPanel() }
                } else if (Globals.INSTANCE.isDogfood) {
                    buildLabel.setOnClickListener { copyVersion() }
                }
                if (BuildConfig.DEBUG) {
                    debugOnly()
                } else {
                    releaseRow.setOnClickListener { openRelease() }
                }
                if (preferences.isDebug) settingRow.setOnClickListener { openLogs() }
            }

            fun setState(state: State) {
                if (Globals.INSTANCE.isDogfood || Globals.INSTANCE.isDebug) {
                    if (state.hasFlags) {
                        flagsRow.visibility = View.VISIBLE
                        flagsRow.setOnClickListener { openFlags() }
                    }
                }
                if (Globals.INSTANCE.isDogfood || state.hasFlags) {
                    shownRow.visibility = View.VISIBLE
                    shownRow.setOnClickListener { openFlags() }
                }
            }
        }
        """

    @Test func rowsOnlyInternalBuildsMakeTappableAreNotTargets() async throws {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
            \(Self.row("build_label"))
            \(Self.row("flags_row", gone: true))
            \(Self.row("release_row"))
            \(Self.row("setting_row"))
            \(Self.row("shown_row", gone: true))
            </LinearLayout>
            """
        let report = try await AndroidTargetJudgingTests.scan(["res/layout/fragment_options.xml": layout, "java/app/OptionsFragment.kt": Self.fragment])
        let targets = report.findings.findings.filter { $0.rule == "target.small" && $0.severity > .note }
        let described = "\(targets.map { "\($0.id) \($0.severity) \($0.message)" })"
        // Must not: a listener only debug or dogfood builds set, a show only they run.
        #expect(!targets.contains { $0.id == "build_label" }, "\(described)")
        #expect(!targets.contains { $0.id == "flags_row" }, "\(described)")
        // Must: the `else` of a debug check, an object's own `isDebug` setting, a show `||` a release case runs.
        for id in ["release_row", "setting_row", "shown_row"] { #expect(targets.contains { $0.id == id }, "\(id): \(described)") }
    }

    @Test func theInternalBuildConditionsAreRead() {
        for condition in ["BuildConfig.DEBUG", "Globals.INSTANCE.isDogfood || Globals.INSTANCE.isDebug", "BuildConfig.DEBUG && verbose", "isDogfood()"] {
            #expect(AndroidSourceFacts.requiresInternalBuild(condition), "\(condition)")
        }
        for condition in ["!BuildConfig.DEBUG", "BuildConfig.DEBUG || wide", "preferences.isDebug", "isDebug", "DEBUG", "Globals.INSTANCE.isRelease"] {
            #expect(!AndroidSourceFacts.requiresInternalBuild(condition), "\(condition)")
        }
    }
}
