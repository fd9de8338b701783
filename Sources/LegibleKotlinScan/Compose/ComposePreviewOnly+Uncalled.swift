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
        var found: [String: Set<String>] = [:]
        var parsed = 0
        for path in composeFiles where parsed < maximumFiles {
            guard let text = sources.text(path) else { continue }
            let once = Set(declaredFunctionNames(text).filter { counts[$0] == 1 })
            guard !once.isEmpty else { continue }
            parsed += 1
            let names = topLevelComposables(in: KotlinParser.parse(text).statements).intersection(once)
            if !names.isEmpty { found[path] = names }
        }
        return found
    }

    /// The file's top-level `@Composable` functions with no receiver, previews, overrides and
    /// `expect`/`actual` declarations aside.
    static func topLevelComposables(in statements: [KotlinStatement]) -> Set<String> {
        var names: Set<String> = []
        for case .declaration(let declaration) in statements where declaration.keyword == "fun" && declaration.receiver == nil {
            guard declaration.annotations.contains(where: { $0.name == "Composable" }), !ComposePreviewHelpers.isPreview(declaration),
                !declaration.modifiers.contains(where: { ["override", "expect", "actual"].contains($0) }), !declaration.name.isEmpty
            else { continue }
            names.insert(declaration.name)
        }
        return names
    }

    /// The names written after `fun ` and before `(` (no receiver, no type parameters), by bytes.
    static func declaredFunctionNames(_ text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let range = rest.range(of: "fun ") {
            rest = rest[range.upperBound...]
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
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
