import Foundation
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleTestSupport
import Testing

/// `legible audit FOLDER`: the catalogs a folder holds, in name order, and what it leaves out.
@Suite("Catalogs in a folder")
struct CatalogFolderTests {
    static func tree(_ files: [String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("legible-catalogs-\(UUID().uuidString)")
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("\"k\" = \"v\";\n".utf8).write(to: url)
        }
        return root
    }

    @Test func aFolderYieldsItsCatalogsInNameOrder() throws {
        let root = try Self.tree([
            "App/en.lproj/Localizable.strings", "App/de.lproj/Localizable.strings", "App/de.lproj/Plural.stringsdict",
            "App/Catalog.xcstrings", "res/values/strings.xml", "res/values-de/strings.xml",
            // Must not be yielded: not catalogs, or not the app's.
            "res/values/colors.xml", "res/layout/main.xml", "App/package.json", "App/table.csv", "App/.hidden/x.strings",
            ".build/debug/x.strings", "Pods/Lib/en.lproj/Lib.strings", "build/y.strings", "DerivedData/z.strings",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = try CatalogFolder.expand([root.path]).map { String($0.dropFirst(root.path.count + 1)) }
        #expect(
            found == [
                "App/Catalog.xcstrings", "App/de.lproj/Localizable.strings", "App/de.lproj/Plural.stringsdict",
                "App/en.lproj/Localizable.strings", "res/values/strings.xml", "res/values-de/strings.xml",
            ])
    }

    @Test func filesStayAsNamedAndInOrder() throws {
        let root = try Self.tree(["a/x.strings"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(
            try CatalogFolder.expand(["z.json", root.appendingPathComponent("a").path, "b.csv"])
                == ["z.json", root.appendingPathComponent("a/x.strings").path, "b.csv"])
    }

    @Test func aFolderWithoutCatalogsIsAnError() throws {
        let root = try Self.tree(["notes/readme.json"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: SourceFileError.self) { try CatalogFolder.expand([root.path]) }
    }
}
