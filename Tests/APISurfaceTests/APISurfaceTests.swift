import Foundation
import LegibleTestSupport
import Testing

/// What a design-system package sees of Legible: every public type named through `import Legible`
/// (AllPublicTypes.swift, which this target compiles), the list of them kept current, and no
/// top-level name that SwiftUI, UIKit, CoreGraphics or Foundation also uses.
@Suite("Public API surface")
struct APISurfaceTests {
    static let directory = packageRoot.appendingPathComponent("Tests/APISurfaceTests")
    static let script = directory.appendingPathComponent("make-all-public-types.py")
    /// The build's Modules folder, beside the test executable: what `swift test` has just built.
    static let modules = legibleExecutable.deletingLastPathComponent().appendingPathComponent("Modules")

    /// Reading symbol graphs needs python3 and swift-symbolgraph-extract (part of every Swift
    /// toolchain) and the built modules; without them the tests are skipped, visibly.
    static let canReadSymbolGraphs: Bool = {
        let tools = ["python3", "swift-symbolgraph-extract"].allSatisfy { tool in
            (try? runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["sh", "-c", "command -v \(tool)"]))?.status == 0
        }
        return tools && FileManager.default.fileExists(atPath: modules.appendingPathComponent("LegibleColor.swiftmodule").path)
    }()

    /// One run of the script over the symbol graphs: it prints the top-level names and exits 1,
    /// with a diff on standard error, when the committed AllPublicTypes.swift is stale.
    static let symbolGraphs = Result {
        try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["python3", script.path, "--modules", modules.path, "--check", "--top-level"])
    }

    @Test(.enabled(if: canReadSymbolGraphs, "needs python3, swift-symbolgraph-extract and the built modules"), .tags(.slow), .skippedWhenQuick)
    func theListOfPublicTypesIsCurrent() throws {
        let run = try Self.symbolGraphs.get()
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test(.enabled(if: canReadSymbolGraphs, "needs python3, swift-symbolgraph-extract and the built modules"))
    func noTopLevelTypeIsNamedLikeAnAppleUIType() throws {
        let run = try Self.symbolGraphs.get()
        let ours = Set(run.stdout.split(separator: "\n").map(String.init))
        #expect(ours.count > 100, "the symbol graphs name only \(ours.count) top-level types: \(run.stderr)")
        #expect(ours.contains("SRGBColor") && ours.contains("DynamicTypeCategory"))

        let apple = try Self.appleTypeNames()
        #expect(
            apple.isSuperset(of: ["Color", "Font", "Text", "Image", "View", "EdgeInsets", "ContentSizeCategory", "DynamicTypeSize", "Size", "Rect", "Point"]))
        #expect(apple.isSuperset(of: ["SourceLocation", "Test", "Issue", "Tag", "Trait", "XCTestCase", "XCTSkip"]))
        let collisions = ours.intersection(apple).sorted()
        #expect(collisions.isEmpty, "public types named like Apple UI types: \(collisions.joined(separator: ", "))")
    }

    /// The committed list, without comments and blank lines.
    static func appleTypeNames() throws -> Set<String> {
        let text = try String(contentsOf: directory.appendingPathComponent("apple-type-names.txt"), encoding: .utf8)
        return Set(
            text.split(separator: "\n").compactMap { line in
                let name = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].trimmingCharacters(in: .whitespaces)
                return name.isEmpty ? nil : name
            })
    }

    /// The check can fail: a name from the list, given to a type, is found.
    @Test func theListCatchesARenamedType() throws {
        let apple = try Self.appleTypeNames()
        #expect(Set(["SRGBColor", "Color"]).intersection(apple) == ["Color"])
        #expect(Set(["TargetSize", "Size"]).intersection(apple) == ["Size"])
    }
}
