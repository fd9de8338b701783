import Foundation

/// The callers of a theme function that provides a local from its parameter, from files no
/// marker took (Primal f5d5ee2f: `ExtraColorSchemeProvider(extraColorScheme)` in
/// ExtraColorScheme.kt:15 provides `LocalExtraColors`; its caller `PrimalTheme(primalTheme:
/// PrimalTheme)` in AppTheme.kt:26 passes `primalTheme.extraColorScheme`, and the enum
/// `PrimalTheme` in domain/PrimalTheme.kt lists the palettes). Only those callers and the enum
/// classes their parameters are typed as are kept, within the pre-pass's limits.
extension ComposeThemeCollector {
    static func followProviderCallers(
        into files: inout [(path: String, file: KotlinFile)], from others: [String], bytes: inout Int, sources: KotlinSourceTexts
    ) {
        var declared = ComposeAppThemesCollector(constants: ComposeConstants())
        for (path, file) in files { declared.declarations(file.statements, owner: nil, path: path) }
        let providers = providingFunctions(files: files, locals: Set(declared.defaults.keys))
        guard !providers.isEmpty else { return }
        var known: Set<String> = []
        for (_, file) in files { for case .declaration(let declaration) in file.statements { known.insert(declaration.name) } }
        var types: Set<String> = []
        let mayCall = { (text: String) in providers.contains { KotlinDeclaredNames.contains(text, $0 + "(") } }
        let callers = take(from: others, files: &files, bytes: &bytes, sources: sources, mayHold: mayCall) { declaration in
            guard declaration.keyword == "fun", !known.contains(declaration.name), calls(declaration, providers) else { return false }
            let named = declaration.parameters.map { $0.type.hasSuffix("?") ? String($0.type.dropLast()) : $0.type }
            types.formUnion(named.filter { $0.first?.isUppercase == true && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
            return true
        }
        let wanted = types.subtracting(known)
        guard callers > 0, !wanted.isEmpty else { return }
        let mayDeclare = { (text: String) in
            KotlinDeclaredNames.contains(text, "enum class") && wanted.contains { KotlinDeclaredNames.contains(text, $0) }
        }
        _ = take(from: others, files: &files, bytes: &bytes, sources: sources, mayHold: mayDeclare) {
            $0.keyword == "class" && $0.modifiers.contains("enum") && wanted.contains($0.name)
        }
    }

    /// Top-level functions that provide one of `locals` from one of their parameters with no default.
    private static func providingFunctions(files: [(path: String, file: KotlinFile)], locals: Set<String>) -> Set<String> {
        var found: Set<String> = []
        for (_, file) in files {
            for case .declaration(let function) in file.statements where function.keyword == "fun" {
                let parameters = Set(function.parameters.filter { $0.defaultValue == nil }.map(\.name))
                KotlinWalk.expressions(in: function.body ?? []) { expression in
                    if case .binary("provides", let target, let value) = expression.kind, case .name(let local) = target.kind, locals.contains(local),
                        case .name(let name) = value.kind, parameters.contains(name)
                    {
                        found.insert(function.name)
                    }
                }
            }
        }
        return found
    }

    private static func calls(_ declaration: KotlinDeclaration, _ functions: Set<String>) -> Bool {
        var found = false
        KotlinWalk.expressions(in: declaration.body ?? []) { expression in
            if case .call(let callee, _, _) = expression.kind, case .name(let name) = callee.kind, functions.contains(name) { found = true }
        }
        return found
    }

    /// Adds, from the files among `others` whose text `mayHold`, their top-level declarations
    /// `keep` accepts; how many were added.
    private static func take(
        from others: [String], files: inout [(path: String, file: KotlinFile)], bytes: inout Int, sources: KotlinSourceTexts,
        mayHold: (String) -> Bool,
        keep: (KotlinDeclaration) -> Bool
    ) -> Int {
        var added = 0
        for path in others where files.count < maximumFiles {
            guard let size = sources.regularSize(path), size <= KotlinLimits.maximumFileBytes, bytes + size <= maximumBytes,
                let text = sources.text(path), mayHold(text)
            else { continue }
            var file = KotlinParser.parse(text)
            file.statements = file.statements.filter { statement in
                guard case .declaration(let declaration) = statement else { return false }
                return keep(declaration)
            }
            guard !file.statements.isEmpty else { continue }
            bytes += size
            added += file.statements.count
            files.append((path, file))
        }
        return added
    }
}
