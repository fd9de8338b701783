import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Damus 9d287c7c `damus/Shared/Media/Images/FullScreenCarouselView.swift:101`: a 30 × 30 pt label
/// with `.buttonStyle(PlayerCircleButtonStyle())`, whose `makeBody` in another file
/// (`damus/Shared/Media/Video/DamusVideoControlsView.swift:89-98`) pads the label by `padding`,
/// `init(padding: CGFloat = 8.0)`: 30 + 2 × 8 = 46 pt on each side, over the 44 pt minimum, was a
/// `target.small` error at 30 × 30.
@Suite struct ProjectButtonStyleTests {
    static let style = """
        struct PlayerCircleButtonStyle: ButtonStyle {
            let padding: CGFloat
            init(padding: CGFloat = 8.0) {
                self.padding = padding
            }
            func makeBody(configuration: Self.Configuration) -> some View {
                return configuration.label
                    .padding(padding)
                    .foregroundColor(Color.white)
            }
        }
        struct ThinStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(2)
            }
        }
        """

    static let views = """
        struct Carousel: View {
            var body: some View {
                Button(action: { dismiss() }, label: {
                    Image(systemName: "xmark")
                        .frame(width: 30, height: 30)
                })
                .buttonStyle(PlayerCircleButtonStyle())
                Button(action: { dismiss() }, label: {
                    Image(systemName: "xmark")
                        .frame(width: 30, height: 30)
                })
                .buttonStyle(PlayerCircleButtonStyle(padding: 4))
                Button(action: { dismiss() }, label: {
                    Image(systemName: "xmark")
                        .frame(width: 30, height: 30)
                })
                .buttonStyle(ThinStyle())
            }
        }
        """

    @Test func aStyleFromAnotherFilePadsTheLabel() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-style-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.style.write(to: folder.appendingPathComponent("Styles.swift"), atomically: true, encoding: .utf8)
        try Self.views.write(to: folder.appendingPathComponent("Carousel.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [SwiftSourceReader()]).scan()
        let small = report.findings.findings.filter { $0.rule == "target.small" && $0.severity >= .warning }
        // Must not fire: 30 + 2 × 8 = 46 pt (line 3). Must fire: 30 + 2 × 4 = 38 pt (line 8) and
        // 30 + 2 × 2 = 34 pt (line 13), both under 44.
        #expect(small.map { $0.location?.line ?? 0 }.sorted() == [8, 13])
    }

    /// A `--cache` scan does not keep the result of a file naming a style another file declares
    /// (the style's padding may change there); a file naming none is kept. The check looks the
    /// style's name up as a whole word (``SourceIdentifiers``): `ThinStyles` is not `ThinStyle`.
    @Test func aFileNamingAnotherFilesStyleIsReadAfresh() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-style-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let other = "struct Note: View { var body: some View { Text(\"ThinStyles\") } }"
        let paths = ["Styles.swift", "Carousel.swift", "Note.swift"].map { folder.appendingPathComponent($0).path }
        for (text, path) in zip([Self.style, Self.views, other], paths) { try text.write(toFile: path, atomically: true, encoding: .utf8) }
        let cache = SwiftScanCache(file: folder.appendingPathComponent("swift-scan.cache").path)
        let reader = SwiftSourceReader(cache: cache).prepared(forFiles: paths)
        for (text, path) in zip([Self.style, Self.views, other], paths) { _ = try reader.read(text: text, path: path, resources: ScanResources()) }
        #expect(!cache.containsEntry(text: Self.views, path: paths[1]))
        #expect(!cache.containsEntry(text: Self.style, path: paths[0]))
        #expect(cache.containsEntry(text: other, path: paths[2]))
    }
}
