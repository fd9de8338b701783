import Foundation
import LegibleSyntax
import SwiftParser
import SwiftSyntax

/// The texts of the Swift files the app-wide pre-passes read before any file is scanned
/// (``SwiftAppFacts``): each file of at most `maximumBytes` that is UTF-8, read once and handed to
/// every pass. A pass tests a file's bytes for what it looks for (``contains(_:_:)``, memchr and
/// memcmp rather than Foundation's `String.contains`, which went through UTF-16) and parses only
/// the files that name it, through ``tree(_:)``: each file is parsed at most once for all the
/// passes (eight of them parsed Pocket Casts iOS's files again each), as the Compose side's
/// `KotlinSourceTexts` reads each Kotlin file once.
///
/// The trees are kept while the texts they were parsed from stay within ``maximumKeptBytes``
/// (a tree takes several times its text); a file past that is parsed again when asked for, as
/// before. The store lives only as long as `prepared(forFiles:)`, which runs once, on one thread,
/// before any file is read: it is not shared between threads, and not `Sendable`.
///
/// A file that cannot be read is left to the scan, which reports it where it reads it.
final class SwiftPrePassTexts {
    /// The most bytes of text whose trees are kept at once.
    static let maximumKeptBytes = 16 << 20

    /// The files' texts, in the scan's order.
    let texts: [String]
    /// Each text's path, or none when the texts were given without (tests of one module): what
    /// tells two modules' declarations of one name apart (``OverwrittenStyleClosures``).
    let paths: [String]
    private let maximumKeptBytes: Int
    private var trees: [Int: SourceFileSyntax] = [:]
    private var keptBytes = 0
    /// How many times a file was parsed (for the tests: once each, within the budget).
    private(set) var parses = 0

    init(texts: [String], paths: [String] = [], maximumKeptBytes: Int = SwiftPrePassTexts.maximumKeptBytes) {
        self.texts = texts
        self.paths = paths.count == texts.count ? paths : []
        self.maximumKeptBytes = maximumKeptBytes
    }

    /// The files among `paths` of at most `maximumBytes` that are UTF-8.
    static func read(_ paths: [String], maximumBytes: Int) -> SwiftPrePassTexts {
        let read = paths.compactMap { path -> (String, String)? in
            guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= maximumBytes,
                let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
            else { return nil }
            return (path, text)
        }
        return SwiftPrePassTexts(texts: read.map(\.1), paths: read.map(\.0))
    }

    /// The module of file `index` (``SwiftModules/module(of:)``), `""` when no paths were given.
    func module(_ index: Int) -> String { paths.isEmpty ? "" : SwiftModules.module(of: paths[index]) }

    var indices: Range<Int> { texts.indices }

    /// The tree of file `index`, parsed on the first request.
    func tree(_ index: Int) -> SourceFileSyntax {
        if let tree = trees[index] { return tree }
        let tree = SwiftParsing.parse(texts[index])
        parses += 1
        let bytes = texts[index].utf8.count
        if keptBytes + bytes <= maximumKeptBytes {
            keptBytes += bytes
            trees[index] = tree
        }
        return tree
    }

    /// Each folder's compilation conditions (``XcodeGenConditions``), filled as files ask.
    private var folderConditions: [String: Set<String>] = [:]

    /// The compilation conditions every build of file `index` compiles with, from the XcodeGen
    /// target spec nearest above it (``XcodeGenConditions``); none when the texts have no paths.
    func conditions(_ index: Int) -> Set<String> {
        guard index < paths.count else { return [] }
        return XcodeGenConditions.conditions(forFile: paths[index], cache: &folderConditions)
    }

    /// Whether file `index` has `needle`, by UTF-8 bytes (as written: no case or normalisation).
    func contains(_ index: Int, _ needle: String) -> Bool { Self.contains(texts[index], needle) }

    /// Whether file `index` has one of `needles`.
    func containsAny(_ index: Int, _ needles: [String]) -> Bool { needles.contains { Self.contains(texts[index], $0) } }

    /// Whether `text` has `needle`, by UTF-8 bytes.
    static func contains(_ text: String, _ needle: String) -> Bool { ByteSearch.contains(needle, in: text) }

    /// Whether `text` has `needle` (ASCII) with its letters in either case, by bytes: a test before
    /// Foundation's case-blind search, never false where that one finds the needle in ASCII.
    static func containsIgnoringASCIICase(_ text: String, _ needle: String) -> Bool {
        let wanted = Array(needle.lowercased().utf8)
        guard let first = wanted.first else { return true }
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= wanted.count else { return false }
            for start in 0...(bytes.count - wanted.count) where bytes[start] | 0x20 == first {
                if (1..<wanted.count).allSatisfy({ bytes[start + $0] | 0x20 == wanted[$0] }) { return true }
            }
            return false
        }
    }
}
