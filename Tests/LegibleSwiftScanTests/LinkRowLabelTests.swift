import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Home Assistant iOS d722d781 (issue 33, fourteenth round): three of seven `NavigationLink { }
/// label: { }` rows were still not measured on the row's colour. `FocusSettingsView.swift:80`
/// and `:97` put their `.secondary` caption in a `Label { VStack { … } } icon: { … }`, and
/// `ComplicationListView.swift:85`, an iPhone settings screen, sits in a folder named
/// `AppleWatch`, which the reader took for a watch app's.
@Suite struct LinkRowLabelTests {
    /// `FocusSettingsView.swift:73-89`, cut to what decides the case; `label` is the link's label.
    static func focusSettings(label: String) -> String {
        """
        import SwiftUI

        struct FocusSettingsView: View {
            var body: some View {
                List {
                    Section(header: Text("Reported")) {
                        NavigationLink {
                            SensorListView()
                        } label: {
                            \(label)
                        }
                    }
                }
            }
        }
        """
    }

    static let titled = """
        Label {
                                VStack(alignment: .leading) {
                                    Text("Focus sensor disabled")
                                    Text("Enable the sensor to report focus")
                                        .font(.caption)
                                        .foregroundStyle(.secondary)
                                }
                            } icon: {
                                Image(systemName: "exclamationmark.triangle")
                                    .foregroundStyle(.orange)
                            }
        """

    static func contrast(_ source: String) async throws -> [Finding] {
        try await scanFindings(swift: source).filter { $0.rule == "contrast.text" }
    }

    // Must fire: a `Label`'s title draws nothing under its text, so the caption is on the row.
    @Test func aLabelsTitleInALinkRowIsOnTheRow() async throws {
        let found = try await Self.contrast(Self.focusSettings(label: Self.titled))
        #expect(found.map(\.location?.line) == [13], "\(found.map(\.message))")
        #expect(found.first?.message.contains("on secondarySystemGroupedBackground") == true, "\(found.map(\.message))")
        // `Label(title: { … }, icon: { … })` is the same label.
        let argument = "Label(title: { Text(\"Enable\").foregroundStyle(.secondary) }, icon: { Image(systemName: \"x\") })"
        #expect(try await Self.contrast(Self.focusSettings(label: argument)).count == 1)
    }

    // Must not fire: a label that paints its own background is the text's backdrop, not the row.
    @Test func aPaintedLabelIsNotOnTheRow() async throws {
        let painted = Self.titled + "\n.background(theme.card)"
        let found = try await Self.contrast(Self.focusSettings(label: painted))
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// `ComplicationListView.swift:11-19` and `:69-87`: the rows come from a computed property
    /// the `List` shows, through `ForEach`, `if let`, `Section` and a link's `label:`.
    static let complications = """
        import SwiftUI

        struct ComplicationListView: View {
            var body: some View {
                List {
                    groupSections
                }
                .navigationTitle(Text("Complications"))
            }

            @ViewBuilder
            private var groupSections: some View {
                ForEach(groups, id: \\.self) { group in
                    if let items = byGroup[group], !items.isEmpty {
                        Section {
                            ForEach(items, id: \\.identifier) { complication in
                                NavigationLink {
                                    ComplicationEditView(config: complication)
                                } label: {
                                    HStack {
                                        Text(complication.family)
                                        Spacer()
                                        Text(complication.displayName)
                                            .foregroundColor(.secondary)
                                    }
                                }
                            }
                        } header: {
                            Text(group.name)
                        }
                    }
                }
            }
        }
        """

    /// The scan of `complications` at `Sources/App/Settings/AppleWatch/`, with `legible.yaml`'s
    /// platform for that folder when given (`"iOS"`, `"watchOS"`).
    static func complicationFindings(platform: String?) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-swift-\(UUID().uuidString)")
        let file = folder.appendingPathComponent("Sources/App/Settings/AppleWatch/ComplicationListView.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try complications.write(to: file, atomically: true, encoding: .utf8)
        var configuration = ScanConfiguration()
        configuration.baseDirectory = folder.path
        if let platform {
            configuration.platformOverrides = [ScanPlatformOverride(glob: "Sources/App/**", platform: platform == "iOS" ? .iOS : .watchOS)]
        }
        let scanner = ProjectScanner(paths: [folder.path], configuration: configuration, readers: [SwiftSourceReader()])
        return try await scanner.scan().findings.findings.filter { $0.rule == "contrast.text" }
    }

    // Must fire: the project (here `legible.yaml`) says the file is the iPhone app's, whatever its folder.
    @Test func anIPhoneScreenInAWatchNamedFolderIsOnAnIOSRow() async throws {
        let found = try await Self.complicationFindings(platform: "iOS")
        #expect(found.map(\.location?.line) == [23], "\(found.map(\.message))")
        #expect(found.first?.message.contains("on secondarySystemGroupedBackground") == true, "\(found.map(\.message))")
    }

    // Must fire: a `#if targetEnvironment(macCatalyst)` block is the iPad app's UIKit rows on the
    // Mac (Home Assistant `GeneralSettingsView.swift:227`). An `#if os(macOS)` one is on a Mac list
    // row, white in light as well (iina 3e7e879c `JavascriptDevTool.swift:319`), but its `.secondary`
    // is AppKit's `secondaryLabelColor`, whose values the table does not have (WWDC 67266753
    // DownloadManagerView.swift:145 was reported with UIKit's): not measured. The watch's dark
    // platter (below) is the must-not.
    @Test func aCatalystBlockAndAMacOneKeepTheRow() async throws {
        func source(_ condition: String) -> String {
            Self.focusSettings(label: "#if \(condition)\nText(\"Launch\").foregroundStyle(.secondary)\n#endif")
        }
        #expect(try await Self.contrast(source("targetEnvironment(macCatalyst)")).count == 1)
        #expect(try await Self.contrast(source("os(macOS)")).isEmpty)
    }

    // Must not fire: judged for watchOS (by the folder alone, or the project), the row is a dark platter.
    @Test(arguments: [nil, "watchOS"])
    func aWatchRowIsNotAnIOSRow(_ platform: String?) async throws {
        let found = try await Self.complicationFindings(platform: platform)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}
