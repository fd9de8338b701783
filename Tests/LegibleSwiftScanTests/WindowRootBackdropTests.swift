import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// swift-paperless `DatabaseBootstrapView.swift:93` and `:152`: a `.secondary` and a red caption
/// in a bare `VStack` of the view a `switch` in the `WindowGroup`'s content shows
/// (`swift_paperlessApp.swift:409`), on the window's white or black, never judged (fresh-ios29b).
@Suite struct WindowRootBackdropTests {
    static let app = """
        import SwiftUI
        @main
        struct LedgerApp: App {
            @State private var loader = StoreLoader()
            var body: some Scene {
                WindowGroup {
                    LoaderView(loader: loader)
                }
            }
        }
        """

    static let views = """
        import SwiftUI
        struct LoaderView: View {
            let loader: StoreLoader
            var body: some View {
                switch loader.state {
                case .ready: Text("Ready")
                case .failed(let reason): LoadFailureView(reason: reason)
                }
            }
        }
        struct LoadFailureView: View {
            let reason: String
            @State private var wipeError: String?
            var body: some View {
                VStack(spacing: 20) {
                    Text(reason)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    Button("Retry") {}
                        .foregroundStyle(.red)
                    if let wipeError {
                        Text(wipeError)
                            .font(.caption)
                            .foregroundStyle(.red)
                    }
                }
                .padding()
            }
        }
        """

    @Test func aTextStraightOnTheWindowsRootIsOnSystemBackground() async throws {
        let contrast = try await scanFindings(swiftFiles: ["LedgerApp.swift": Self.app, "Views.swift": Self.views]).filter { $0.rule == "contrast.text" }
        #expect(contrast.map { $0.location?.line ?? 0 } == [16, 22], "\(contrast.map { "\($0.location?.line ?? 0) \($0.message)" })")
        #expect(contrast.last?.message.contains("on systemBackground (#ffffff)") == true, "\(contrast.last?.message ?? "")")
    }

    /// The same view also shown in a sheet, or no window showing it, or a colour scheme the app
    /// asks for: its container is not known, so nothing is measured.
    @Test func aViewAlsoShownElsewhereOrNoWindowsIsNotJudged() async throws {
        let sheet = """
            import SwiftUI
            struct SettingsView: View {
                @State private var shown = false
                var body: some View {
                    Text("Settings").sheet(isPresented: $shown) { LoadFailureView(reason: "x") }
                }
            }
            """
        let cases: [[String: String]] = [
            ["LedgerApp.swift": Self.app, "Views.swift": Self.views, "Settings.swift": sheet],
            ["Views.swift": Self.views],
            [
                "LedgerApp.swift": Self.app.replacingOccurrences(of: "(loader: loader)", with: "(loader: loader).preferredColorScheme(.dark)"),
                "Views.swift": Self.views,
            ],
        ]
        for files in cases {
            let contrast = try await scanFindings(swiftFiles: files).filter { $0.rule == "contrast.text" }
            #expect(contrast.isEmpty, "\(files.keys.sorted()): \(contrast.map(\.message))")
        }
    }
}
