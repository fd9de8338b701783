import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// Issue 33, fresh-android13b D1: AnySoftKeyboard 6643bda9 `dev_tools_action.xml:2` (a 36 dp strip
/// icon) is inflated only by `DevStripActionProvider`, which `AnySoftKeyboard.java` keeps in a
/// field (`:87`, built at `:246`) and adds to the keyboard only in
/// `if (BuildConfig.DEBUG) { getInputViewContainer().addStripAction(mDevToolsAction, false); }`
/// (`:315-317`). Release users never see it: its findings are one note that says only debug builds
/// show it, as a SwiftUI view only `#if DEBUG` code uses.
@Suite struct AndroidDebugOnlyLayoutTests {
    static let java = "uhabits-android/src/main/java/com/anysoftkeyboard/"

    static func keyboard(_ body: String) -> [String: String] {
        AndroidLayoutReachTests.app([
            java + "AnySoftKeyboard.java": """
            import com.anysoftkeyboard.ui.dev.DevStripActionProvider;
            public class AnySoftKeyboard extends InputMethodService {
                private DevStripActionProvider mDevToolsAction;
                private EasterEggAction mEgg;
                public void onCreate() {
                    mDevToolsAction = new DevStripActionProvider(this);
                    mEgg = new EasterEggAction(this);
                }
                public void onStartInputView() {
                    getInputViewContainer().addStripAction(mEgg, false);
            \(body)
                }
                public void onFinishInputView() {
                    if (BuildConfig.DEBUG) {
                        getInputViewContainer().removeStripAction(mDevToolsAction);
                    }
                }
            }
            """,
            "uhabits-android/src/main/AndroidManifest.xml":
                #"<manifest \#(AndroidLayoutReachTests.ns)><application><activity android:name=".MainActivity"/><service android:name="com.anysoftkeyboard.AnySoftKeyboard"/></application></manifest>"#,
            java + "ui/dev/DevStripActionProvider.java": """
            public class DevStripActionProvider implements StripActionProvider {
                public View inflateActionView(ViewGroup parent) {
                    View root = LayoutInflater.from(mContext).inflate(R.layout.dev_tools_action, parent, false);
                    root.setOnClickListener(v -> startDevToolsFragment());
                    return root;
                }
            }
            """,
            java + "EasterEggAction.java": """
            public class EasterEggAction implements StripActionProvider {
                public View inflateActionView(ViewGroup parent) { return LayoutInflater.from(mContext).inflate(R.layout.easter_egg_action, parent, false); }
            }
            """,
            "uhabits-android/src/main/res/layout/dev_tools_action.xml": AndroidLayoutReachTests.failing(),
            "uhabits-android/src/main/res/layout/easter_egg_action.xml": AndroidLayoutReachTests.failing(),
        ])
    }

    @Test func aLayoutOnlyDebugCodeAddsIsANote() async throws {
        let debug = """
                    if (BuildConfig.DEBUG) {
                        getInputViewContainer().addStripAction(mDevToolsAction, false);
                    }
            """
        let found = try await AndroidLayoutReachTests.scan(Self.keyboard(debug))
        let severities = AndroidLayoutReachTests.severities(found)
        // Must fire: the easter egg action is added in every build.
        #expect(severities["easter_egg_action.xml"] == [.error])
        // Must not: the developer tools action only debug builds add.
        #expect(severities["dev_tools_action.xml"] == [.note])
        let note = try #require(found.first { $0.location?.file.hasSuffix("dev_tools_action.xml") == true })
        #expect(
            note.message.hasPrefix(
                "only DevStripActionProvider uses it, and AnySoftKeyboard uses DevStripActionProvider only in if (BuildConfig.DEBUG) code "
                    + "(AnySoftKeyboard.java:11), so only debug builds show it"), "\(note.message)")
        #expect(note.property("debugOnly") != nil)
    }

    /// AnySoftKeyboard's app module applies the application plugin through a shared script
    /// (`ime/app/build.gradle:12`, `apply from: "${rootDir}/gradle/apk_module.gradle"`): it is an
    /// application module. A script that builds a library, or only tests for the plugin, leaves
    /// every file a root.
    @Test func anApplicationPluginFromAnAppliedScriptMakesAnAppModule() async throws {
        let debug = "        if (BuildConfig.DEBUG) { getInputViewContainer().addStripAction(mDevToolsAction, false); }"
        let scripts = [
            ("apply plugin: 'com.android.application'", Severity.note), ("apply plugin: 'com.android.library'", .error),
            ("if (project.plugins.hasPlugin('com.android.application')) { apply from: 'jacoco.gradle' }", .error),
        ]
        for (plugin, expected) in scripts {
            var files = Self.keyboard(debug)
            files["uhabits-android/build.gradle.kts"] = nil
            files["uhabits-android/build.gradle"] = #"apply from: "${rootDir}/gradle/apk_module.gradle"\#napply plugin: 'androidx.navigation.safeargs'"#
            files["gradle/apk_module.gradle"] = plugin + "\n"
            let severities = AndroidLayoutReachTests.severities(try await AndroidLayoutReachTests.scan(files))
            #expect(severities["dev_tools_action.xml"] == [expected], "\(plugin): \(severities)")
            #expect(severities["easter_egg_action.xml"] == [.error], "\(plugin): \(severities)")
        }
        #expect(AndroidResources.appliedScripts("apply from: 'https://example.com/x.gradle'", module: "/tmp").isEmpty)
    }

    /// Must fire: release builds may run the code that adds it (no condition, a negated or ored
    /// one, an `else`), or the class is used beyond its field.
    @Test func aLayoutReleaseCodeMayAddIsJudged() async throws {
        let cases = [
            "        getInputViewContainer().addStripAction(mDevToolsAction, false);",
            "        if (!BuildConfig.DEBUG) { getInputViewContainer().addStripAction(mDevToolsAction, false); }",
            "        if (BuildConfig.DEBUG || mForced) { getInputViewContainer().addStripAction(mDevToolsAction, false); }",
            "        if (BuildConfig.DEBUG) { log(); } else { getInputViewContainer().addStripAction(mDevToolsAction, false); }",
            "        if (BuildConfig.DEBUG) { getInputViewContainer().addStripAction(mDevToolsAction, false); }\n        register(mDevToolsAction);",
            "        if (BuildConfig.DEBUG) { log(); }\n        new DevStripActionProvider(this).inflateActionView(parent);",
        ]
        for body in cases {
            let severities = AndroidLayoutReachTests.severities(try await AndroidLayoutReachTests.scan(Self.keyboard(body)))
            #expect(severities["dev_tools_action.xml"] == [.error], "\(body): \(severities)")
            #expect(severities["easter_egg_action.xml"] == [.error], "\(body): \(severities)")
        }
    }
}
