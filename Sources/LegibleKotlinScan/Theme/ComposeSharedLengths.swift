import Foundation

/// The app's lengths written once in one file and used by name in others: a top-level
/// `val ICON_SIZE_SMALL = 24.dp`, a `const val PADDING = 8`, or a member of a top-level object
/// (`object Dimens { val small = 4.dp }`, used as `Dimens.small`). Neo-Backup b27516fc
/// `Constants.kt:208` declares `val ICON_SIZE_SMALL = 24.dp`, and `DevTools.kt:412` and
/// `TerminalPage.kt:543` size clickable icons with `Modifier.size(ICON_SIZE_SMALL)`: without it
/// those 24 dp targets were not known.
///
/// Literal, never a guess:
/// - only a number with `.dp` (or a bare number for `const val`), not an expression;
/// - the name (for a member, its object) is declared with `val`, `class` or `object` in exactly one
///   of the app's Kotlin files read here, anywhere in it (a local `val` of the same name in
///   another file is enough to leave it unknown);
/// - not `private`, and a file sees it only as Kotlin does: in the same package, or through
///   `import pkg.NAME` or `import pkg.*`; and not where the file has a parameter of that name.
///
/// Bounded: at most ``maximumFiles`` files and ``maximumBytes`` bytes are read; only files that
/// declare such a value are parsed.
package struct ComposeSharedLengths: Sendable {
    /// The most files (and bytes) read.
    static let maximumFiles = 2_000
    static let maximumBytes = 32 << 20

    /// One length: where it is declared, and its value as written.
    struct Length: Sendable {
        /// The declaring file's package (`nil` for the default package).
        var package: String?
        /// The top-level name an import names: the `val`'s, or the object's for a member.
        var topName: String
        var value: KotlinExpression
    }

    /// The name as used (`ICON_SIZE_SMALL`, `Dimens.small`) → its length.
    private var lengths: [String: Length] = [:]

    package init() {}

    /// The names known, sorted (for tests and messages).
    var names: [String] { lengths.keys.sorted() }

    /// A value declared at the start of a line: `val X = 2…`, `const val X: Int = 8`.
    private static let declarationPattern = #"(?m)^[ \t]*(?:(?:public|internal)[ \t]+)?(?:const[ \t]+)?val[ \t]+\w+[ \t]*(?::[ \t]*\w+[ \t]*)?=[ \t]*[0-9]"#

    /// The lengths the Kotlin files among `sources` declare.
    static func collect(sources: KotlinSourceTexts) -> ComposeSharedLengths {
        collect(texts: KotlinPrePassFiles.texts(sources: sources, maximumFiles: maximumFiles, maximumBytes: maximumBytes) { _ in true })
    }

    /// The lengths the files' texts declare (also the tests' entry point).
    static func collect(texts: [String]) -> ComposeSharedLengths {
        var declaringFiles: [String: Int] = [:]
        var candidates: [(name: String, length: Length)] = []
        for text in texts {
            for name in KotlinDeclaredNames(text).names { declaringFiles[name, default: 0] += 1 }
            guard text.range(of: declarationPattern, options: .regularExpression) != nil else { continue }
            let file = KotlinParser.parse(text)
            for case .declaration(let declaration) in file.statements where !declaration.modifiers.contains("private") {
                if declaration.keyword == "val", declaration.receiver == nil, let value = length(declaration) {
                    candidates.append((declaration.name, Length(package: file.package, topName: declaration.name, value: value)))
                } else if declaration.keyword == "object", !declaration.name.isEmpty {
                    for case .declaration(let member) in declaration.body ?? []
                    where member.keyword == "val" && member.receiver == nil && !member.modifiers.contains("private") {
                        guard let value = length(member) else { continue }
                        candidates.append((declaration.name + "." + member.name, Length(package: file.package, topName: declaration.name, value: value)))
                    }
                }
            }
        }
        var shared = ComposeSharedLengths()
        for (name, length) in candidates where declaringFiles[length.topName] == 1 {
            // Declared twice in its own file (overloads cannot be `val`s): not one value.
            shared.lengths[name] = shared.lengths[name] == nil ? length : nil
        }
        return shared
    }

    /// `24.dp`, or a bare number for a `const val`; `nil` for anything else.
    private static func length(_ declaration: KotlinDeclaration) -> KotlinExpression? {
        guard let value = declaration.initializer, !declaration.name.contains(",") else { return nil }
        switch value.kind {
        case .member(let base, "dp", false):
            if case .literal(let token) = base.kind, case .number = token.kind { return value }
            return nil
        case .literal(let token):
            if case .number = token.kind, declaration.modifiers.contains("const") { return value }
            return nil
        default:
            return nil
        }
    }

    /// The lengths `file` sees, by the name it uses, as constants under its own.
    func visible(in file: KotlinFile) -> ComposeConstants {
        guard !lengths.isEmpty else { return ComposeConstants() }
        let shadowing = Self.parameterNames(in: file)
        var seen: [String: KotlinExpression] = [:]
        for (name, length) in lengths where !shadowing.contains(length.topName) {
            let path = length.package.map { $0 + "." } ?? ""
            guard file.package == length.package || file.imports.contains(path + length.topName) || file.imports.contains(path + "*") else { continue }
            seen[name] = length.value
        }
        return ComposeConstants(values: seen)
    }

    /// The names of the file's function and lambda parameters, which hide a top-level name.
    private static func parameterNames(in file: KotlinFile) -> Set<String> {
        var names: Set<String> = []
        KotlinWalk.statements(in: file.statements) { statement in
            if case .declaration(let declaration) = statement { names.formUnion(declaration.parameters.map(\.name)) }
        }
        KotlinWalk.expressions(in: file.statements) { expression in
            if case .lambda(let lambda) = expression.kind { names.formUnion(lambda.parameters) }
            if case .call(_, _, let lambda?) = expression.kind { names.formUnion(lambda.parameters) }
        }
        return names
    }
}
