import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// MovieSwiftUI 72eb4ae7 `MovieSwift/Shared/extensions/Color.swift:13-27` declares the app's
/// colours as `extension Color { public static var steam_blue: Color { Color("steam_blue", bundle:
/// nil) } }`, and `MyLists.swift:48` shows `Text("Create custom list").foregroundColor(.steam_blue)`
/// in a grouped `List`'s row (in a `Button` there, whose label's backdrop the scan does not
/// follow; here the row's own text): the asset's 128/172/169 on white, about 2.3:1, was never
/// measured because the member is in another file.
@Suite struct ExtensionColorTests {
    static let extensions = """
        import SwiftUI

        extension Color {
            public static var steam_white: Color {
                Color("steam_white", bundle: nil)
            }

            public static var steam_blue: Color {
                Color("steam_blue", bundle: nil)
            }

            // isowords c727d3a7 `Styleguide/Colors.swift:12-16`: hex numbers and a member naming another.
            public static let isowordsOrange = hex(0xEAA980)
            public static let solo = isowordsOrange

            // A colour by appearance: not read, so its uses stay unknown.
            public static var adaptiveGold: Color {
                Color(UIColor { $0.userInterfaceStyle == .dark ? .black : .yellow })
            }
        }

        extension ShapeStyle where Self == Color {
            static var paleGrey: Color { Color(red: 200 / 255, green: 200 / 255, blue: 200 / 255) }
        }
        """

    /// A type of the app's own whose static shares a name with nothing of `Color`'s: `.gold`
    /// where a colour is expected is not it.
    static let palette = """
        import SwiftUI

        struct Palette {
            static let gold = Color(red: 0.78, green: 0.65, blue: 0.26)
        }
        """

    static let lists = """
        import SwiftUI

        struct MyLists: View {
            var body: some View {
                List {
                    Section(header: Text("Custom Lists")) {
                        Text("Create custom list").foregroundColor(.steam_blue)
                        Text("Solo").foregroundColor(.solo)
                        Text("Pale").foregroundStyle(.paleGrey)
                        Text("Gold").foregroundColor(.gold)
                        Text("Adaptive").foregroundColor(.adaptiveGold)
                        Text("White").foregroundColor(Color.steam_white)
                    }
                }
                .listStyle(GroupedListStyle())
            }
        }
        """

    static func colorset(_ red: Int, _ green: Int, _ blue: Int) -> String {
        """
        {"info": {"version": 1, "author": "xcode"}, "colors": [{"idiom": "universal", "color": {"color-space": "srgb",
        "components": {"red": "\(red)", "green": "\(green)", "blue": "\(blue)", "alpha": "1.000"}}}]}
        """
    }

    /// A folder holding the app's files, an asset catalog with its two colours, and a scan of it:
    /// the `contrast.text` messages on MyLists.swift by line.
    static func scan(blue: (Int, Int, Int) = (128, 172, 169), in folder: URL, cache: SwiftScanCache? = nil) async throws -> [Int: String] {
        let assets = folder.appendingPathComponent("Assets.xcassets")
        for (name, rgb) in [("steam_blue", blue), ("steam_white", (255, 255, 255))] {
            let set = assets.appendingPathComponent("\(name).colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try colorset(rgb.0, rgb.1, rgb.2).write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        }
        try Self.palette.write(to: folder.appendingPathComponent("Palette.swift"), atomically: true, encoding: .utf8)
        try Self.lists.write(to: folder.appendingPathComponent("MyLists.swift"), atomically: true, encoding: .utf8)
        if !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Color.swift").path) {
            try Self.extensions.write(to: folder.appendingPathComponent("Color.swift"), atomically: true, encoding: .utf8)
        }
        let report = try await ProjectScanner(paths: [folder.path], readers: [SwiftSourceReader(cache: cache)]).scan()
        let found = report.findings.findings.filter { $0.rule == "contrast.text" && $0.location?.file.hasSuffix("MyLists.swift") == true }
        return Dictionary(found.map { ($0.location?.line ?? 0, $0.message) }) { first, _ in first }
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-colors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func membersOfAnotherFilesColorExtensionAreTheirColours() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let found = try await Self.scan(in: folder)
        // Must fire: steam_blue (line 7), the hex orange through `solo` (8), the pale grey of a
        // `ShapeStyle where Self == Color` member (9), each on the grouped row's white, and
        // `Color.steam_white` (12), white on white. Must not: `Palette.gold` is not `.gold` (10),
        // and a colour by appearance is unknown (11).
        #expect(found.keys.sorted() == [7, 8, 9, 12])
        #expect(found[7]?.contains("steam_blue (#80aca9)") == true, "\(found)")
        #expect(found[8]?.contains("#eaa980") == true, "\(found)")
    }

    /// The cache keeps the colours a file's result was read with: when another file changes a
    /// member, the using file's cached result is not used.
    @Test func aChangedMemberInAnotherFileIsNotReadFromTheCache() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cacheFile = folder.appendingPathComponent("cache/swift-scan.cache").path
        let first = SwiftScanCache(file: cacheFile)
        #expect(try await Self.scan(in: folder, cache: first)[8]?.contains("#eaa980") == true)
        try first.save()
        // The member changes in Color.swift; MyLists.swift's text is the same, its key is not.
        let redder = Self.extensions.replacingOccurrences(of: "hex(0xEAA980)", with: "hex(0xEA8080)")
        try redder.write(to: folder.appendingPathComponent("Color.swift"), atomically: true, encoding: .utf8)
        let second = SwiftScanCache(file: cacheFile)
        let found = try await Self.scan(in: folder, cache: second)
        #expect(found[8]?.contains("#ea8080") == true, "\(found)")
        // The palette file is unchanged and names no member: still read from the cache.
        #expect(second.containsEntry(text: Self.palette, path: folder.appendingPathComponent("Palette.swift").path))
    }
}
