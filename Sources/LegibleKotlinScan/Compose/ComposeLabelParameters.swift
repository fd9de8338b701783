/// The parameters of a file's private composables that every call in the file passes a label
/// the app writes (a literal, `stringResource(…)`): a Text showing one is as short as those
/// labels, so its one line is judged (``ComposeFileScan/textLineHeight(_:context:)``).
/// AuroraStore 3ab3943f AppUpdateSheet.kt:247, `private fun Item(label: String, onClick: () -> Unit)`
/// is a clickable bodyLarge Text with 8 + 8 dp padding, 40 dp tall; its five calls pass
/// `stringResource(…)`, and it was not judged while the same row written with a literal was.
///
/// Literal: the function is private (no other file calls it), declared once in the file, never
/// passed as a reference (`::Item`), and called at least once; every call passes the parameter,
/// by its label or by position, a written label.
enum ComposeLabelParameters {
    /// Function name → the parameters every call passes a written label.
    static func find(in statements: [KotlinStatement]) -> [String: Set<String>] {
        var declared: [String: [KotlinDeclaration]] = [:]
        for case .declaration(let declaration) in statements where declaration.keyword == "fun" && !declaration.name.isEmpty {
            declared[declaration.name, default: []].append(declaration)
        }
        var calls: [String: [[KotlinArgument]]] = [:]
        var referenced: Set<String> = []
        KotlinWalk.expressions(in: statements) { expression in
            switch expression.kind {
            case .call(let callee, let arguments, _):
                if case .name(let name) = callee.kind, declared[name] != nil { calls[name, default: []].append(arguments) }
            case .reference(_, let name):
                referenced.insert(name)
            default: break
            }
        }
        var found: [String: Set<String>] = [:]
        for (name, declarations) in declared where declarations.count == 1 && !referenced.contains(name) {
            let function = declarations[0]
            guard function.modifiers.contains("private"), function.annotations.contains(where: { $0.name == "Composable" }),
                let sites = calls[name], !sites.isEmpty
            else { continue }
            var labels: Set<String> = []
            for (index, parameter) in function.parameters.enumerated() where parameter.type == "String" {
                let passed = sites.map { arguments in
                    arguments.first { $0.name == parameter.name }?.value
                        ?? (index < arguments.count && arguments[...index].allSatisfy { $0.name == nil } ? arguments[index].value : nil)
                }
                if passed.allSatisfy(ComposeFileScan.isWrittenLabel) { labels.insert(parameter.name) }
            }
            if !labels.isEmpty { found[name] = labels }
        }
        return found
    }
}
