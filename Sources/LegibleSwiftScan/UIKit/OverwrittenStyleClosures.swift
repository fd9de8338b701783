import LegibleScan
import SwiftSyntax

/// A style closure's font or text colour that every use sets again afterwards: the base style of
/// Overture `concat` wrappers (``AppStyleClosures``) that no code calls itself. ProtonVPN
/// ios-mac-app e3e40470 `libraries/Search/Sources/Search/Extensions/Styling.swift:27`,
/// `baseTextStyle`'s 17 pt, reaches labels only through `centeredTextStyle` (`:37`, which only
/// `titleStyle` and `subtitleStyle` use, each setting a font after it) and `upsell…Style`, each
/// setting one too; `libraries/Modals/Sources/Modals-iOS/Extensions/Styling.swift:36`,
/// `textButtonStyle`'s 17 pt, only through `actionTextButtonStyle`, which sets 15 pt after it.
/// The `text.fixed-size` warnings at the bases judged a font no label shows.
///
/// A style is overwritten for a property when its name is written, in its module's files, only
/// in its declaration and as parts of `let X = concat(…)` declarations, at least once, and in each
/// the parts after it set the property or X is itself overwritten for it. A closure that is a
/// part of a `concat` is overwritten when the parts after it set the property. The two modules'
/// `baseTextStyle` and `textButtonStyle` are told apart by module (``SwiftModules``): Search's
/// `textButtonStyle` is called as it is (`RecentSearchesHeaderView.swift:51`) and stays judged.
enum OverwrittenStyleClosures {
    /// The properties read: a label's and a button title's font and colour.
    static let properties: Set<String> = ["font", "textColor"]

    /// `module|name|part|property` for each closure part whose property every use sets again
    /// (part 0 of a `let name = { … }`, part N of a `let name = concat(…)`).
    static func declared(files: SwiftPrePassTexts) -> Set<String> {
        var styles: [String: [String: [[AppStyleClosures.Part]]]] = [:]
        var texts: [String: [String]] = [:]
        for index in files.indices {
            let module = files.module(index)
            texts[module, default: []].append(files.texts[index])
            guard files.containsAny(index, ["-> Void", "concat("]) else { continue }
            for item in files.tree(index).statements {
                guard let declared = topLevelLet(item.item), let parts = AppStyleClosures.parts(of: declared.value) else { continue }
                styles[module, default: [:]][declared.name, default: []].append(parts)
            }
        }
        var found: Set<String> = []
        for (module, declared) in styles {
            let single = declared.compactMapValues { $0.count == 1 ? $0[0] : nil }
            let graph = StyleGraph(parts: single, all: declared, texts: texts[module] ?? [])
            for (name, parts) in single {
                for index in parts.indices {
                    guard case .sets = parts[index] else { continue }
                    for property in properties where graph.isOverwritten(name, part: index, property, depth: 0) {
                        found.insert("\(module)|\(name)|\(index)|\(property)")
                    }
                }
            }
        }
        return found
    }

    /// `let name = value` at a file's top level.
    static func topLevelLet(_ item: CodeBlockItemSyntax.Item) -> (name: String, value: ExprSyntax)? {
        guard let variable = item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let), variable.bindings.count == 1,
            let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value
        else { return nil }
        return (name, value)
    }

    /// Whether the scan's reading of `receiver.property = …` at `node` sets what every use of its
    /// style closure sets again.
    static func isOverwritten(_ property: String, receiver: String, node: some SyntaxProtocol, scan: SwiftFileScan) -> Bool {
        guard properties.contains(property), !scan.facts.overwrittenStyles.isEmpty, let style = stylePart(around: node),
            receiver == style.parameter || receiver == style.parameter + ".titleLabel"
        else { return false }
        let module = SwiftModules.module(of: scan.path)
        return scan.facts.overwrittenStyles.contains("\(module)|\(style.name)|\(style.part)|\(property)")
    }

    /// The style, part and parameter of the closure around `node` when it is a top-level `let`'s
    /// value or one of its `concat(…)`'s parts.
    private static func stylePart(around node: some SyntaxProtocol) -> (name: String, part: Int, parameter: String)? {
        var current = node.parent
        while let syntax = current, !syntax.is(ClosureExprSyntax.self) { current = syntax.parent }
        guard let closure = current?.as(ClosureExprSyntax.self), let parameter = AppStyleClosures.parameterName(of: closure) else { return nil }
        var value = ExprSyntax(closure)
        var part = 0
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "concat"
        {
            let arguments = call.arguments.map(\.expression) + [call.trailingClosure.map(ExprSyntax.init)].compactMap { $0 }
            // Counted as ``AppStyleClosures/parts(of:)`` counts them: names and one-parameter closures.
            let counted = arguments.filter {
                $0.is(DeclReferenceExprSyntax.self) || $0.as(ClosureExprSyntax.self).flatMap(AppStyleClosures.parameterName) != nil
            }
            guard let index = counted.firstIndex(where: { $0.id == closure.id }) else { return nil }
            (value, part) = (ExprSyntax(call), index)
        }
        guard let binding = value.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let item = binding.parent?.parent?.parent?.as(CodeBlockItemSyntax.self), item.parent?.parent?.is(SourceFileSyntax.self) == true,
            let declared = topLevelLet(item.item)
        else { return nil }
        return (declared.name, part, parameter)
    }
}

/// One module's style declarations and texts, asked which parts are overwritten.
private struct StyleGraph {
    /// Styles declared once in the module, with their parts; `all` keeps those declared twice.
    let parts: [String: [AppStyleClosures.Part]]
    let all: [String: [[AppStyleClosures.Part]]]
    let texts: [String]

    /// The styles whose `concat` names `name`, with the part it is.
    private func users(of name: String) -> [(String, Int)] {
        parts.flatMap { user, parts in
            parts.indices.compactMap { index in
                if case .style(let named) = parts[index], named == name { return (user, index) }
                return nil
            }
        }
    }

    func isOverwritten(_ name: String, part: Int, _ property: String, depth: Int) -> Bool {
        guard depth < 16, let own = parts[name] else { return false }
        var resolved: [String: Set<String>] = [:]
        let later = AppStyleClosures.set(by: Array(own[(part + 1)...]), parts: all, resolved: &resolved, depth: 0)
        return later.contains(property) || isWhollyOverwritten(name, property, depth: depth + 1)
    }

    /// Every writing of `name` but its declaration is a part of another style that overwrites it.
    private func isWhollyOverwritten(_ name: String, _ property: String, depth: Int) -> Bool {
        let users = users(of: name)
        guard !users.isEmpty, SwiftModules.wordCount(name, in: texts) == 1 + users.count else { return false }
        return users.allSatisfy { user, index in isOverwritten(user, part: index, property, depth: depth) }
    }
}
