import Foundation
import LegibleColor
import LegibleReporting
import LegibleTokens
import Testing

/// A folder of files written for one test, removed afterwards.
struct ScratchFolder {
    let path: String

    /// Writes `files` (path relative to the folder → contents) into a new folder and runs `body`.
    static func with<Result>(_ files: [String: String], _ body: (ScratchFolder) throws -> Result) throws -> Result {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-tokens-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let folder = ScratchFolder(path: path)
        for (name, contents) in files {
            let file = folder.file(name)
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
        }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return try body(folder)
    }

    /// The path of a file in the folder.
    func file(_ name: String) -> String {
        (path as NSString).appendingPathComponent(name)
    }
}

/// The error reading throws, or a test failure when it does not throw.
func readingError(_ read: () throws(SourceFileError) -> Void, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> SourceFileError? {
    do {
        try read()
        Issue.record("expected an error", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

/// Reads token files written into a scratch folder: `files` maps a name to its JSON, and
/// `sources` lists (name, appearance) in order.
func readTokens(_ files: [String: String], sources: [(String, ColorAppearance?)]? = nil, limits: ColorTokenLimits = ColorTokenLimits()) throws -> ColorTokenSet {
    try ScratchFolder.with(files) { folder in
        let list = sources ?? files.keys.sorted().map { ($0, nil) }
        return try ColorTokenSet(sources: list.map { ColorSource(.designTokens, path: folder.file($0.0), appearance: $0.1) }, limits: limits)
    }
}

/// The error reading token files throws, with the scratch folder's path replaced by `DIR` so
/// messages can be compared whole.
func tokenError(_ files: [String: String], sources: [(String, ColorAppearance?)]? = nil, limits: ColorTokenLimits = ColorTokenLimits()) throws -> String {
    try ScratchFolder.with(files) { folder in
        let list = sources ?? files.keys.sorted().map { ($0, nil) }
        let error = readingError { () throws(SourceFileError) in
            _ = try ColorTokenSet(sources: list.map { ColorSource(.designTokens, path: folder.file($0.0), appearance: $0.1) }, limits: limits)
        }
        return error.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") } ?? ""
    }
}

/// `line:column` of the `occurrence`-th `needle` in `text`, counted here (lines and columns from
/// 1, columns in Unicode scalars) so error positions are checked against the text itself.
func position(of needle: String, in text: String, occurrence: Int = 1) -> String {
    var searchStart = text.startIndex
    var found: Range<String.Index>?
    for _ in 0..<occurrence {
        found = text.range(of: needle, range: searchStart..<text.endIndex)
        guard let range = found else { return "not found" }
        searchStart = range.upperBound
    }
    let before = text[..<found!.lowerBound]
    let line = before.filter { $0 == "\n" }.count + 1
    let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
    return "\(line):\(before[lineStart...].unicodeScalars.count + 1)"
}

/// WCAG 2.2 relative luminance and contrast ratio, written out here from the definitions
/// (sRGB threshold 0.04045, coefficients 0.2126/0.7152/0.0722) rather than taken from
/// LegibleColor, so tests of the sample compare with an independent implementation.
enum IndependentWCAG {
    static func luminance(red8: Int, green8: Int, blue8: Int) -> Double {
        func channel(_ value: Int) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(red8) + 0.7152 * channel(green8) + 0.0722 * channel(blue8)
    }

    /// The ratio of two opaque `#rrggbb` colours.
    static func ratio(_ first: String, _ second: String) -> Double {
        func rgb(_ hex: String) -> (Int, Int, Int) {
            let digits = Array(hex.dropFirst())
            func byte(_ index: Int) -> Int { Int(String(digits[index...index + 1]), radix: 16)! }
            return (byte(0), byte(2), byte(4))
        }
        let (a, b) = (rgb(first), rgb(second))
        let l1 = luminance(red8: a.0, green8: a.1, blue8: a.2)
        let l2 = luminance(red8: b.0, green8: b.1, blue8: b.2)
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }
}
