import Foundation
import LegibleScan

/// The top-level composables no code of an app names (issue 33, round 25, pattern 3): green_android
/// 370cd508 utils/TextField.kt:46 `fun TextInputClear(…)` is named nowhere else in the repository,
/// so its 24 dp clear icon (:50) is never shown, and was an error. Its sibling `TextInputPaste`
/// (:24), called from seven screens, stays judged.
///
/// Conservative, by words: the function's name is a word of no other place of the app's Kotlin
/// (comments and strings count, so do a reference `::Name`, an `expect`/`actual` pair and a call
/// from another module), only its declaration. Java is not searched: it cannot call a composable
/// (the Compose compiler gives each a `Composer` parameter only Kotlin's calls pass). Tests do not
/// count (the scan reads none). And only in a repository that builds an
/// app (some module's Gradle file applies `com.android.application`): there a module's composable
/// is the app's to call, while a library repository's public composables are its API.
extension ComposePreviewOnly {
    /// File path → its top-level composables no code names, in a repository that builds an app.
    static func uncalled(sources: KotlinSourceTexts) -> [String: Set<String>] {
        let modules = Set(sources.paths.compactMap(AndroidResources.module(of:)))
        guard modules.contains(where: AndroidResources.isApplicationModule) else { return [:] }
        var counts: [String: Int] = [:]
        var composeFiles: [String] = []
        for path in sources.paths {
            // A file the pre-pass cannot read may name any of them.
            guard let text = sources.text(path) else { return [:] }
            countWords(text, into: &counts)
            if KotlinDeclaredNames.contains(text, "@Composable") { composeFiles.append(path) }
        }
        var declared: [String: [KotlinDeclaration]] = [:]
        var lines: [String: [Substring]] = [:]
        var parsed = 0
        for path in composeFiles where parsed < maximumFiles {
            guard let text = sources.text(path) else { continue }
            guard declaredFunctionNames(text).contains(where: { counts[$0] == 1 }) else { continue }
            parsed += 1
            declared[path] = topLevelComposables(in: KotlinParser.parse(text).statements)
            lines[path] = text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        return deadComposables(declared, lines: lines, counts: counts)
    }

    /// The composables of `declared` no live code names: first those whose name is a word once in
    /// the app (their declaration), then, over again, those whose every other mention is inside one
    /// found so far (Neo-Store TopBar.kt:109 `CollapsedSearchView`, called only by the uncalled
    /// `ExpandableSearchAction` at :80). Only the files that hold a first one are read.
    static func deadComposables(_ declared: [String: [KotlinDeclaration]], lines: [String: [Substring]], counts: [String: Int])
        -> [String: Set<String>]
    {
        var found = declared.mapValues { Set($0.map(\.name).filter { counts[$0] == 1 }) }
        var deadMentions: [String: Int] = [:]
        var counted: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for (path, declarations) in declared {
                for declaration in declarations where found[path]?.contains(declaration.name) == true && counted.insert("\(path)#\(declaration.name)").inserted
                {
                    let body = lines[path]?[max(0, declaration.position.line - 1)..<min(lines[path]?.count ?? 0, declaration.endLine)] ?? []
                    countWords(body.joined(separator: "\n"), into: &deadMentions)
                }
            }
            for (path, declarations) in declared {
                for declaration in declarations where found[path]?.contains(declaration.name) != true {
                    // Its own declaration, and every other mention dead.
                    guard let count = counts[declaration.name], count - 1 == deadMentions[declaration.name, default: 0] else { continue }
                    found[path, default: []].insert(declaration.name)
                    changed = true
                }
            }
        }
        return found.filter { !$0.value.isEmpty }
    }

    /// The file's top-level `@Composable` functions, with a receiver (`fun RowScope.Name(`) or not,
    /// previews, overrides and `expect`/`actual` declarations aside.
    static func topLevelComposables(in statements: [KotlinStatement]) -> [KotlinDeclaration] {
        var found: [KotlinDeclaration] = []
        for case .declaration(let declaration) in statements where declaration.keyword == "fun" {
            guard declaration.annotations.contains(where: { $0.name == "Composable" }), !ComposePreviewHelpers.isPreview(declaration),
                !declaration.modifiers.contains(where: { ["override", "expect", "actual"].contains($0) }), !declaration.name.isEmpty
            else { continue }
            found.append(declaration)
        }
        return found
    }

    /// The names written after `fun ` (and a receiver's `Type.`) and before `(` (no type
    /// parameters), by bytes.
    static func declaredFunctionNames(_ text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let range = rest.range(of: "fun ") {
            rest = rest[range.upperBound...]
            var name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            // `fun RowScope.ExpandedSearchView(`: the name after the receiver.
            if !name.isEmpty, rest.dropFirst(name.count).first == "." {
                let after = rest.dropFirst(name.count + 1)
                name = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                rest = after
            }
            if !name.isEmpty, rest.dropFirst(name.count).first == "(" { names.append(String(name)) }
        }
        return names
    }

    /// Adds each word of `text` (a run of letters, digits and `_`) to `counts`.
    static func countWords(_ text: String, into counts: inout [String: Int]) {
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                guard isWordByte(bytes[index]) else {
                    index += 1
                    continue
                }
                var end = index
                while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
                counts[String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self), default: 0] += 1
                index = end
            }
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
    }
}
