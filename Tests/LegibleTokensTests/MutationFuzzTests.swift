import Foundation
import LegibleCore
import LegibleReporting
import LegibleTestSupport
import LegibleTokens
import Testing

/// A small, deterministic fuzz run over every reader: the sample's files with bytes flipped,
/// deleted, duplicated and cut short must either read or fail with a `SourceFileError` — never
/// crash or hang. (A seeded generator, so a failure reproduces.)
@Suite("Mutation fuzzing")
struct MutationFuzzTests {
    /// `bytes` with one to four random edits, favouring the characters the syntaxes care about.
    static func mutate(_ bytes: [UInt8], using generator: inout SplitMix64) -> [UInt8] {
        var result = bytes
        let interesting = Array("{}[]\":,#<>/\\$.0x-".utf8) + [0, 0xFF]
        for _ in 0..<Int.random(in: 1...4, using: &generator) where !result.isEmpty {
            let index = Int.random(in: 0..<result.count, using: &generator)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: result[index] = interesting.randomElement(using: &generator)!
            case 1: result.remove(at: index)
            case 2: result.insert(result[index], at: index)
            case 3: result = Array(result[..<index])
            default: result[index] = UInt8.random(in: 0...255, using: &generator)
            }
        }
        return result
    }

    @Test(arguments: [
        ("tokens/base.tokens.json", ColorSourceKind.tokens),
        ("App/Assets.xcassets/BrandAccent.colorset/Contents.json", .assets),
        ("android/src/main/res/values/colors.xml", .android),
    ])
    func mutatedFilesReadOrFailCleanly(file: String, kind: ColorSourceKind) throws {
        let sample = packageRoot.appendingPathComponent("Examples/design-system")
        let original = [UInt8](try Data(contentsOf: sample.appendingPathComponent(file)))
        var generator = SplitMix64(seed: UInt64(file.utf8.count))
        let (sourcePath, filePath): (String, String) =
            switch kind {
            case .tokens: ("t.json", "t.json")
            case .assets: ("Assets.xcassets", "Assets.xcassets/X.colorset/Contents.json")
            case .android: ("res", "res/values/colors.xml")
            }
        try ScratchFolder.with([filePath: ""]) { folder in
            var failures = 0
            for _ in 0..<300 {
                try Data(Self.mutate(original, using: &generator)).write(to: URL(fileURLWithPath: folder.file(filePath)))
                do throws(SourceFileError) {
                    _ = try ColorTokenSet(sources: [ColorSource(kind, path: folder.file(sourcePath))])
                } catch {
                    #expect(!error.message.isEmpty && error.file.hasPrefix(folder.path))
                    failures += 1
                }
            }
            #expect(failures > 0)  // the mutations do break files
        }
    }
}
