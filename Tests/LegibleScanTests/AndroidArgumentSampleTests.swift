import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33, LibreTorrent ae96f20b PeerListAdapter.java:127–149: format arguments whose source the
/// code shows are measured as what they are. `Formatter.formatFileSize(…)` is a byte size
/// ("12.34 MB", not "Alexandra"); a local that holds one of the app's strings (`connectionType`, a
/// `switch` of "BT", "Web", "μTP") is the longest of them; and a template of nothing but such
/// arguments (`peer_total_download_upload`, "↓ %1$s • ↑ %2$s", item_peers_list.xml:123) is audited
/// like `download_upload_speed_template` ("↓ %1$s/s | ↑ %2$s/s") already was. An argument the
/// code does not show (`item.client`) keeps the audit's sample, and an overflow only a guessed
/// sample brings forward says the size without it first.
@Suite struct AndroidArgumentSampleTests {
    static let java = """
        class PeerListAdapter {
            ItemPeersListBinding binding;
            void bind(PeerItem item, Context context) {
                String connectionType = switch (item.connectionType) {
                    case PeerInfo.ConnectionType.BITTORRENT -> context.getString(R.string.type_bt);
                    case PeerInfo.ConnectionType.WEB -> context.getString(R.string.type_web);
                    default -> "";
                };
                binding.connectionType.setText(context.getString(R.string.connection, connectionType));
                String upload = Formatter.formatFileSize(context, item.totalUpload);
                String download = android.text.format.Formatter.formatFileSize(context, item.totalDownload);
                binding.total.setText(context.getString(R.string.total, download, upload));
                binding.client.setText(context.getString(R.string.client, item.client));
                binding.names.setText(context.getString(R.string.total, item.client, upload));
            }
        }
        """

    static let strings = """
        <resources><string name="connection">Connection: %1$s</string><string name="type_bt">BT</string>\
        <string name="type_web">Web</string><string name="total">\\u2193 %1$s \\u2022 \\u2191 %2$s</string>\
        <string name="client">Client: %1$s</string></resources>
        """

    static func project(width: String = "100dp") -> [String: String] {
        let views = ["connection_type", "total", "client", "names"].map {
            #"<TextView android:id="@+id/\#($0)" android:layout_width="\#(width)" android:layout_height="wrap_content" android:maxLines="1" android:textSize="14sp" android:text="@string/client"/>"#
        }
        return [
            "AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.App"),
            "res/values/themes.xml": #"<resources><style name="Theme.App" parent="Theme.Material3.Light"/></resources>"#,
            "res/values/strings.xml": Self.strings,
            "res/layout/item_peers_list.xml": AndroidBesideTextTests.row(views.joined(), padding: "")
                .replacingOccurrences(of: "NS", with: AndroidLayoutReaderTests.namespaces)
                .replacingOccurrences(of: #"android:orientation="horizontal""#, with: #"android:orientation="vertical""#),
            "java/app/PeerListAdapter.java": Self.java,
        ]
    }

    static func messages(_ report: ScanReport, _ id: String) -> String {
        report.findings.findings.filter { $0.id.hasPrefix(id + " ") }.map { "\($0.rule) \($0.message) \($0.properties)" }.joined(separator: " | ")
    }

    // Must fire: the sizes and the strings are measured as the code gives them, in 100 dp.
    @Test func argumentsTheCodeShowsAreMeasuredAsWhatTheyAre() async throws {
        let report = try await AndroidTargetJudgingTests.scan(Self.project())
        let total = Self.messages(report, "total")
        #expect(total.contains("overflow.label"), "\(total)")
        #expect(total.contains("\u{2193} 12.34 MB \u{2022} \u{2191} 12.34 MB"), "\(total)")
        #expect(total.contains(#"a byte size as "12.34 MB""#), "\(total)")
        #expect(!total.contains("Alexandra"), "\(total)")
        let connection = Self.messages(report, "connection_type")
        #expect(connection.contains("Connection: Web"), "\(connection)")
    }

    // Must not: an argument the code does not show keeps the audit's sample; a template of only
    // arguments one of which is unknown stays a note.
    @Test func otherArgumentsKeepTheSampleOrStayUnread() async throws {
        let report = try await AndroidTargetJudgingTests.scan(Self.project())
        let client = Self.messages(report, "client")
        #expect(client.contains("Alexandra"), "\(client)")
        let names = report.findings.findings.filter { $0.id.hasPrefix("names") }
        #expect(names.map(\.rule) == ["overflow.text-in-code"], "\(names.map(\.message))")
    }

    // A guessed sample that brings the overflow forward comes second: 60 dp holds "Client: "
    // up to some size and "Client: Alexandra" at none.
    @Test func theSizeWithoutAGuessedSampleComesFirst() async throws {
        let report = try await AndroidTargetJudgingTests.scan(Self.project(width: "60dp"))
        let client = report.findings.findings.first { $0.id.hasPrefix("client ") && $0.rule == "overflow.label" }
        let message = client?.message ?? ""
        #expect(message.contains("without its arguments, from "), "\(message)")
        #expect(message.contains(#"with the sample argument "Alexandra""#), "\(message)")
        #expect(!message.contains("fits at no size"), "\(message)")
    }

    // Threema e2defbb8 SendMediaActivity.java:781: a `%s` given `Integer.toString(newSize)` is a number
    // ("12345", as `%d` is measured), not "Alexandra"; `item.client` beside it keeps the sample.
    @Test func aNumberTurnedToTextIsMeasuredAsANumber() async throws {
        var project = Self.project()
        project["java/app/PeerListAdapter.java"] = Self.java.replacingOccurrences(
            of: "binding.client.setText(context.getString(R.string.client, item.client));",
            with: "binding.client.setText(context.getString(R.string.client, Integer.toString(item.count)));")
        let report = try await AndroidTargetJudgingTests.scan(project)
        let client = Self.messages(report, "client")
        #expect(client.contains("Client: 12345"), "\(client)")
        #expect(!client.contains("Alexandra"), "\(client)")
        let names = Self.messages(report, "names")
        #expect(!names.contains("12345"), "\(names)")
    }

    // Threema e2defbb8 activity_wizard_restore_safe.xml:61: a `${app_name_short}` a Gradle plugin fills
    // at build time is not text the app shows, so a string holding one is not measured; the same
    // string with a plain word in its place still overflows 60 dp.
    @Test func aBuildTimePlaceholderIsNotMeasured() async throws {
        func clientRules(_ text: String) async throws -> [String] {
            var project = Self.project(width: "60dp")
            project["res/values/strings.xml"] = Self.strings.replacingOccurrences(of: "Client: %1$s", with: text)
            let report = try await AndroidTargetJudgingTests.scan(project)
            return report.findings.findings.filter { $0.id.hasPrefix("client ") && $0.severity >= .warning }.map(\.rule)
        }
        #expect(try await clientRules("Your ${app_name_short} identifier") == [])
        #expect(try await clientRules("Your app_name_short identifier").contains("overflow.label"))
    }
}
