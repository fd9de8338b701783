import Foundation
import LegibleSyntax
import LegibleTestSupport
import Testing

/// Leaving out the whitespace between elements changes nothing else: the sample's storyboard,
/// xib and Android layout, damaged at random, fail with the same error at the same line and
/// column with the option as without it, or read into the same elements, attributes and
/// non-whitespace text. (Seeded, so a failure reproduces.)
@Suite("XML reader: whitespace left out, on damaged files")
struct XMLWhitespaceMutationTests {
    /// The element tree without text that is only whitespace, one line per node.
    private func outline(_ node: XMLElementNode, depth: Int = 0, into lines: inout [String]) {
        let attributes = node.attributes.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
        lines.append("\(depth) <\(node.name) \(attributes)> at \(node.position)")
        for child in node.children {
            switch child {
            case .element(let element): outline(element, depth: depth + 1, into: &lines)
            case .text(let text, _): if text.contains(where: { !$0.isWhitespace }) { lines.append("\(depth + 1) text \(text)") }
            case .comment(let text): lines.append("\(depth + 1) comment \(text)")
            }
        }
    }

    private func read(_ text: String, dropping: Bool) -> Result<[String], SyntaxError> {
        do throws(SyntaxError) {
            var lines: [String] = []
            outline(try XMLReader.parse(text, file: "f.xml", droppingWhitespaceBetweenElements: dropping), into: &lines)
            return .success(lines)
        } catch {
            return .failure(error)
        }
    }

    @Test(arguments: [
        "Examples/ScanSample/ios/ScanSample/Base.lproj/Main.storyboard",
        "Examples/ScanSample/ios/ScanSample/Base.lproj/ProfileHeader.xib",
        "Examples/ScanSample/android/app/src/main/res/layout/activity_settings.xml",
    ])
    func damagedFilesReadAlikeWithAndWithoutWhitespace(file: String) throws {
        let original = Array(try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8).utf8)
        var generator = SplitMix64(seed: UInt64(file.utf8.count))
        let interesting = Array("<>/&;\"'= \n\t!?-[]".utf8)
        var failures = 0
        for _ in 0..<200 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &generator) where !bytes.isEmpty {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: bytes[index] = interesting.randomElement(using: &generator)!
                case 1: bytes.remove(at: index)
                case 2: bytes.insert(interesting.randomElement(using: &generator)!, at: index)
                default: bytes = Array(bytes[..<index])
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let kept = read(text, dropping: false)
            #expect(kept == read(text, dropping: true))
            if case .failure = kept { failures += 1 }
        }
        #expect(failures > 50)  // the damage does break files
    }
}
