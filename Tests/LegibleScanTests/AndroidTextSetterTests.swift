import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// A view handed to the app's own function that sets its text (ownCloud 73316e6f
/// ManageAccountsAdapter.kt:96 `updateQuota(quotaText = holder.binding.manageAccountsQuotaText, …)`,
/// whose body at :160 sets `quotaText.text = …`) shows the code's text: the layout's is a
/// placeholder (account_item.xml:150 had a wrong overflow finding). A function that only themes
/// the view leaves the layout's text audited.
@Suite struct AndroidTextSetterTests {
    static let layout = AndroidCodeTextTests.layout(["quota_text", "themed_text", "java_text", "other_text"])

    static func elements(_ sources: [String: String]) throws -> [String: ScannedElement] {
        try AndroidCodeTextTests.elements("account_item", ["res/layout/account_item.xml": layout].merging(sources) { $1 })
    }

    static let adapter = """
        class Adapter {
            fun bind(holder: Holder, binding: AccountItemBinding) {
                updateQuota(
                    quotaBar = holder.binding.bar,
                    quotaText = holder.binding.quotaText,
                )
                ThemeUtils.colorText(binding.themedText)
                Helpers.fill(binding.otherText, binding.javaText)
            }
            private fun updateQuota(quotaBar: ProgressBar, quotaText: TextView) {
                when {
                    used == -4L -> quotaText.text = context.getString(R.string.welcome)
                    used < 0 -> quotaText.text = DisplayUtils.bytesToHumanReadable(used)
                    else -> quotaBar.visibility = View.GONE
                }
            }
        }
        """

    static let helpers = """
        public class Helpers {
            public static void fill(final TextView first, TextView second) throws IOException {
                if (second != null) {
                    second.setText(R.string.welcome);
                }
            }
        }
        """

    static let theme = """
        object ThemeUtils {
            fun colorText(view: TextView) { view.setTextColor(Color.RED) }
        }
        """

    @Test func aNamedArgumentToAFunctionOfTheSameFileThatSetsItsTextIsCodeText() throws {
        let elements = try Self.elements(["java/app/Adapter.kt": Self.adapter, "java/app/Helpers.java": Self.helpers, "java/app/ThemeUtils.kt": Self.theme])
        // The readable text the body sets, not the layout's placeholder; the call it may be replaced by is kept (a warning).
        #expect(elements["quota_text"]?.text == ScannedText(key: "welcome", literal: "Welcome"))
        #expect(elements["quota_text"]?.codeText?.location.line == 12)
        #expect(elements["quota_text"]?.codeText?.mayBeReplacedBy == "DisplayUtils.bytesToHumanReadable(used)")
        // Positional, a Java function in another file: its second parameter's text is set, its first is not.
        #expect(elements["java_text"]?.text == ScannedText(key: "welcome", literal: "Welcome"))
        #expect(elements["java_text"]?.codeText?.location.file.hasSuffix("Helpers.java") == true)
        // Only a readable text set: nothing may replace it, so an overflow stays an error.
        #expect(elements["java_text"]?.codeText?.mayBeReplacedBy == nil)
        #expect(elements["other_text"]?.text == ScannedText(key: "sample", literal: "Sample text"))
        #expect(elements["other_text"]?.codeText == nil)
        // A theming helper sets a colour, not the text: the layout's text stays audited.
        #expect(elements["themed_text"]?.text == ScannedText(key: "sample", literal: "Sample text"))
        #expect(elements["themed_text"]?.codeText == nil)
    }

    /// Set only from a call the scan cannot read: no text audited, and the note says where.
    @Test func aTextTheBodySetsFromACallIsUnreadable() throws {
        let adapter = Self.adapter.replacingOccurrences(of: "used == -4L -> quotaText.text = context.getString(R.string.welcome)\n", with: "")
        let elements = try Self.elements(["java/app/Adapter.kt": adapter])
        #expect(elements["quota_text"]?.text == nil)
        #expect(elements["quota_text"]?.codeText?.value == .unreadable("DisplayUtils.bytesToHumanReadable(used)"))
    }

    @Test func aFunctionDeclaredTwiceElsewhereOrNotAtAllIsNotFollowed() throws {
        let second = Self.helpers.replacingOccurrences(of: "class Helpers", with: "class OtherHelpers")
        let elements = try Self.elements(["java/app/Adapter.kt": Self.adapter, "java/app/Helpers.java": Self.helpers, "java/app/OtherHelpers.java": second])
        // Which `fill` runs is not literal: the layout's text stays.
        #expect(elements["java_text"]?.codeText == nil)
        let none = try Self.elements(["java/app/Adapter.kt": Self.adapter])
        #expect(none["java_text"]?.codeText == nil)
        #expect(none["quota_text"]?.codeText?.location.line == 12)
    }

    @Test func declarationsAndTheirParameters() {
        let kotlin = "private fun <T> View.updateQuota(\n  @Suppress(\"x\") quotaText: TextView,\n  block: (Int) -> Unit,\n  vararg more: TextView\n): Boolean "
        #expect(AndroidTextSetterFacts.declaration(Array(kotlin.utf8), isJava: false)?.name == "updateQuota")
        #expect(AndroidTextSetterFacts.declaration(Array(kotlin.utf8), isJava: false)?.parameters == ["quotaText", "block", "more"])
        let java = "\n    @Override public void onBind(final Holder<String, Integer> holder, int position) throws IOException "
        #expect(AndroidTextSetterFacts.declaration(Array(java.utf8), isJava: true)?.parameters == ["holder", "position"])
        // A resource handed to a function is no view (`binding.title.setText(R.string.x)` beside an app's own `setText(textView, …)`).
        let handed = AndroidTextSetterFacts.handoffs(in: Array("setText(R.string.x, binding.title)".utf8), path: "A.kt", layouts: ["main"], aliases: [:])
        #expect(handed.map { $0.views.map(\.view) } == [["title"]])
        // Branches, calls with a trailing lambda, anonymous classes: no declaration.
        for header in ["if (x != null) ", "when (state) ", "val r = runCatching(x) ", "list.forEach(x) ", "return new Runnable() "] {
            #expect(AndroidTextSetterFacts.declaration(Array(header.utf8), isJava: header.contains("new")) == nil, "\(header)")
        }
    }
}
