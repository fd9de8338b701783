import Foundation

/// What an app's Objective-C headers (`.h`) tell the reader of its `.m` files: the `#define`s
/// that name numbers (`#define FONT_SCALING_NONE 1.0` in a shared header, used as a
/// `minimumScaleFactor`) and the superclasses `@interface Name : Superclass` declares (a header
/// declares them; the `.m` file only extends the class).
///
/// Headers are found beside the scanned `.m` files and in the folders between them and the
/// folder they share (where a project keeps its shared macros), at most ``maximumHeaders`` of at
/// most ``maximumHeaderBytes`` each; a header that cannot be read, or that is larger, says
/// nothing. A name two headers define differently is left unknown.
struct ObjCHeaderFacts: Sendable, Hashable {
    /// The most headers read in one scan.
    static let maximumHeaders = 2_000
    /// The largest header read, in bytes (1 MiB).
    static let maximumHeaderBytes = 1 << 20

    /// `#define NAME value`, by name.
    var defines: [String: ObjCExpression] = [:]
    /// `@interface Name : Superclass`, by class.
    var superclasses: [String: String] = [:]

    init() {}

    /// The facts of the headers near `paths` (the `.m` files a scan reads), up to the folder
    /// every file of `all` (the scan's interface files) shares.
    init(near paths: [String], within all: [String] = []) {
        var conflicting: Set<String> = []
        for header in Self.headers(near: paths, within: all) {
            guard let file = Self.read(header) else { continue }
            for (name, value) in file.defines {
                if let existing = defines[name], existing != value { conflicting.insert(name) } else { defines[name] = value }
            }
            superclasses.merge(file.superclasses) { first, _ in first }
        }
        for name in conflicting { defines[name] = nil }
    }

    /// The superclasses of the classes a `.m` file implements (`@implementation Name`), found
    /// without lexing the file: its subclasses' views inherit what the class's code sets.
    func superclasses(implementedIn text: String) -> [String: String] {
        guard !superclasses.isEmpty else { return [:] }
        var result: [String: String] = [:]
        for part in text.components(separatedBy: "@implementation").dropFirst() {
            let name = String(part.drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if let superclass = superclasses[name] { result[name] = superclass }
        }
        return result
    }

    /// The header files in the folders of `paths` and the folders between them and the folder
    /// they and `all` share, sorted, at most ``maximumHeaders``.
    static func headers(near paths: [String], within all: [String] = []) -> [String] {
        let folders = paths.map { ($0 as NSString).deletingLastPathComponent }
        guard let first = folders.first else { return [] }
        var common = first.split(separator: "/", omittingEmptySubsequences: false)
        for folder in folders.dropFirst() + all.map({ ($0 as NSString).deletingLastPathComponent }) {
            let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        let root = common.joined(separator: "/")
        var searched: Set<String> = []
        for folder in Set(folders) {
            var current = folder
            while searched.insert(current).inserted, current.count > root.count, current.hasPrefix(root) {
                current = (current as NSString).deletingLastPathComponent
            }
            searched.insert(root)
        }
        var headers: [String] = []
        for folder in searched.sorted() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
            for name in names.sorted() where name.hasSuffix(".h") {
                headers.append(folder.isEmpty ? name : folder + "/" + name)
                if headers.count >= maximumHeaders { return headers }
            }
        }
        return headers
    }

    /// The header's `#define`s and `@interface` lines read as Objective-C, `nil` when it cannot
    /// be read. Only those lines are lexed: the rest of a header declares, and a header the
    /// lexer refuses still gives its macros.
    private static func read(_ path: String) -> ObjCFile? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maximumHeaderBytes + 1), data.count <= maximumHeaderBytes,
            let text = String(data: data, encoding: .utf8)
        else { return nil }
        var kept = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("#define") || trimmed.hasPrefix("@interface") {
                kept += trimmed.hasPrefix("@interface") ? line + "\n@end\n" : line + "\n"
            } else {
                kept += "\n"
            }
        }
        return try? ObjCFile.read(kept)
    }
}
