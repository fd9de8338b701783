/// Private functions only previews use: `private fun FolderImagePreview()` that the `@Preview`
/// functions call (Pocket Casts FolderImage.kt:233), `private fun ButtonRowPreview(…)` under
/// helpers that only previews call (Element X Button.kt:554), the methods of a private object
/// only previews use (ListItem.kt:587). Like the previews, they show
/// sample data in Android Studio and are not read.
enum ComposePreviewHelpers {
    /// The names of the private functions of `statements` that are called in the file, and only
    /// from previews or from other such functions.
    static func names(in statements: [KotlinStatement]) -> Set<String> {
        var functions: [(declaration: KotlinDeclaration, isPrivate: Bool)] = []
        collect(statements, into: &functions, inPrivate: false, depth: 0)
        let previews = Set(functions.map(\.declaration).filter(isPreview).map(\.name))
        // A name declared public anywhere in the file may be called from other files.
        let open = Set(functions.filter { !$0.isPrivate }.map(\.declaration.name))
        var callers: [String: Set<String>] = [:]
        for function in functions.map(\.declaration) {
            var body = function.body ?? []
            if let initializer = function.initializer { body.append(.expression(initializer)) }
            KotlinWalk.expressions(in: body) { expression in
                // `PreviewItems.text()` too: a method of a private object.
                guard case .call(let callee, _, _) = expression.kind else { return }
                switch callee.kind {
                case .name(let name), .member(_, let name, _): callers[name, default: []].insert(function.name)
                default: return
                }
            }
        }
        var helpers: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for function in functions.map(\.declaration)
            where !helpers.contains(function.name) && !previews.contains(function.name) && !open.contains(function.name) {
                guard let calledBy = callers[function.name], !calledBy.isEmpty, calledBy.isSubset(of: previews.union(helpers)) else { continue }
                helpers.insert(function.name)
                changed = true
            }
        }
        return helpers
    }

    static func isPreview(_ declaration: KotlinDeclaration) -> Bool {
        declaration.annotations.contains { $0.name.contains("Preview") }
    }

    /// The file's functions, and whether each is private: itself, or inside a private class or
    /// object (Element X ListItem.kt:504 `private object PreviewItems`).
    private static func collect(
        _ statements: [KotlinStatement], into functions: inout [(declaration: KotlinDeclaration, isPrivate: Bool)], inPrivate: Bool, depth: Int
    ) {
        guard depth < 4 else { return }
        for case .declaration(let declaration) in statements {
            let isPrivate = inPrivate || declaration.modifiers.contains("private")
            if declaration.keyword == "fun", !declaration.name.isEmpty {
                functions.append((declaration, isPrivate))
            } else if ["class", "object", "interface"].contains(declaration.keyword) {
                collect(declaration.body ?? [], into: &functions, inPrivate: isPrivate, depth: depth + 1)
            }
        }
    }
}
