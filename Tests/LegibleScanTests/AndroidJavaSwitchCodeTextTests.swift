import Foundation
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33: Java's `switch` picks a view's text as Kotlin's `when` does, and a local variable
/// holds what its function assigns it. LibreTorrent ae96f20b TorrentListAdapter.java:225–236:
/// `String statusString = switch (item.stateCode) { case DOWNLOADING ->
/// context.getString(R.string.torrent_status_downloading); … default -> ""; };
/// binding.status.setText(statusString);` was a note ("code sets the text from statusString"), so
/// item_torrent_list.xml:61 was never audited.
@Suite struct AndroidJavaSwitchCodeTextTests {
    static func elements(java: String? = nil, kotlin: String? = nil, ids: [String]) throws -> [String: ScannedElement] {
        var files = ["res/values/strings.xml": AndroidWhenCodeTextTests.strings, "res/layout/steps.xml": AndroidCodeTextTests.layout(ids)]
        if let java { files["java/app/StepsAdapter.java"] = java }
        if let kotlin { files["java/app/StepsFragment.kt"] = kotlin }
        return try AndroidContentViewTests.elements("steps", files)
    }

    @Test func aSwitchIntoALocalIsEachBranch() throws {
        let java = """
            class StepsAdapter {
                StepsBinding binding;
                void bind(Item item, Context context) {
                    String statusString = switch (item.stateCode) {
                        case SAVING -> context.getString(R.string.save);
                        case IDLE, PAUSED -> context.getString(R.string.start);
                        case STOPPED ->
                                context.getString(R.string.stop);
                        default -> "";
                    };
                    binding.status.setText(statusString);
                    binding.label.setText(switch (item.stateCode) { case A: yield R.string.stop; default: throw new IllegalStateException(); });
                }
            }
            """
        let elements = try Self.elements(java: java, ids: ["status", "label"])
        #expect(elements["status"]?.text == ScannedText(key: "save", literal: "Save"))
        #expect(elements["status"]?.codeText?.otherBranches.map(\.key) == ["start", "stop"])
        #expect(elements["label"]?.text == ScannedText(key: "stop", literal: "Stop"))
    }

    @Test func aLocalAssignedInBranchesOrOnceIsItsValues() throws {
        let kotlin = """
            class StepsFragment : BoundFragment<StepsBinding>() {
                fun update(running: Boolean) {
                    val title: String = if (running) getString(R.string.stop) else getString(R.string.start)
                    binding.title.text = title
                    val summary = getString(R.string.charging, current)
                    binding.summary.text = summary
                }
            }
            """
        let java = """
            class StepsAdapter {
                StepsBinding binding;
                void bind(Item item) {
                    String label;
                    switch (item.state) {
                        case A: label = getString(R.string.save); break;
                        default: label = getString(R.string.stop);
                    }
                    binding.label.setText(label);
                }
            }
            """
        let kotlinElements = try Self.elements(kotlin: kotlin, ids: ["title", "summary"])
        #expect(kotlinElements["title"]?.text == ScannedText(key: "stop", literal: "Stop"))
        #expect(kotlinElements["title"]?.codeText?.otherBranches.map(\.key) == ["start"])
        #expect(kotlinElements["summary"]?.text?.key == "charging")
        #expect(kotlinElements["summary"]?.codeText?.formatsArguments == true)
        let javaElements = try Self.elements(java: java, ids: ["label"])
        #expect(javaElements["label"]?.text == ScannedText(key: "save", literal: "Save"))
        #expect(javaElements["label"]?.codeText?.otherBranches.map(\.key) == ["stop"])
    }

    /// Must not: a branch the scan cannot read, a parameter, a field, or a local changed after
    /// its assignment keeps the text unreadable.
    @Test func aLocalTheScanCannotFollowStaysUnreadable() throws {
        let java = """
            class StepsAdapter {
                StepsBinding binding;
                String field = "x";
                void bind(Item item, String given) {
                    String status = switch (item.stateCode) {
                        case SAVING -> context.getString(R.string.save);
                        default -> item.name;
                    };
                    binding.status.setText(status);
                    binding.label.setText(given);
                    binding.title.setText(field);
                    String summary = getString(R.string.save);
                    summary += item.name;
                    binding.summary.setText(summary);
                }
            }
            """
        let elements = try Self.elements(java: java, ids: ["status", "label", "title", "summary"])
        for id in ["status", "label", "title", "summary"] {
            guard case .unreadable? = elements[id]?.codeText?.value else {
                Issue.record("\(id): \(String(describing: elements[id]?.codeText))")
                continue
            }
            #expect(elements[id]?.text == nil, "\(id)")
        }
    }
}
