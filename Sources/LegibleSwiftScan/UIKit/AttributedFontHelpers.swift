import SwiftSyntax

/// The app's own attributed-string helpers that take a `UIFont` parameter and give it to the
/// string's font attribute: ProtonVPN e3e40470 `apps/ios/Shared/UIKitString+Extension.swift:38`,
/// `func attributed(withColor color: UIColor, font: UIFont, …) -> NSAttributedString`, which hands
/// `font` to `addTextAttributes(withColor:font:…)` (`NSMutableAttributedString+Extension.swift:30`),
/// which calls `addAttribute(NSAttributedString.Key.font, value: font, range:)`. A fixed font given
/// at a call (`StatusViewModel.swift:332`, `.attributed(withColor: …, font: .systemFont(ofSize: 15))`)
/// is the attributed text's font as much as the same font in an attributes dictionary is, and was
/// missed: the dictionary the scan reads (``AttributedFonts``) names only the parameter.
///
/// Read before the files are scanned, from functions that return an attributed string or extend
/// `NSMutableAttributedString`: a parameter typed `UIFont` whose name is the value of a font
/// attribute that ``AttributedFonts`` reads (so a helper that only measures or draws its text, as
/// `size(withAttributes: [.font: font])` does, is not one), or the argument of another helper's
/// font parameter, until no more are found. Keyed by the function's name, with the labels of those
/// parameters; a name and label another function of the app declares without giving the font to
/// attributed text is not taken (that function may measure with it).
enum AttributedFontHelpers {
    /// The most rounds of helpers calling helpers followed.
    private static let maximumDepth = 4

    static func helpers(files: SwiftPrePassTexts) -> [String: Set<String>] {
        let indices = files.indices.filter { files.contains($0, "UIFont") && files.contains($0, "func ") }
        var functions: [FunctionDeclSyntax] = []
        for index in indices {
            let collector = FontParameterFunctions()
            collector.walk(files.tree(index))
            functions += collector.found
        }
        var helpers: [String: Set<String>] = [:]
        for _ in 0..<maximumDepth {
            var found: [String: Set<String>] = [:]
            for function in functions {
                let labels = fontLabels(of: function, helpers: helpers)
                if !labels.isEmpty { found[function.name.text, default: []].formUnion(labels) }
            }
            if found == helpers { break }
            helpers = found
        }
        // Another declaration with the same name and label that does not style text vetoes it.
        for function in functions {
            let own = fontLabels(of: function, helpers: helpers)
            for label in fontParameters(of: function).map(\.label) where !own.contains(label) {
                helpers[function.name.text]?.remove(label)
            }
        }
        return helpers.filter { !$0.value.isEmpty }
    }

    /// The labels of `function`'s `UIFont` parameters that its body gives to attributed text.
    private static func fontLabels(of function: FunctionDeclSyntax, helpers: [String: Set<String>]) -> Set<String> {
        guard let body = function.body else { return [] }
        let parameters = fontParameters(of: function)
        guard !parameters.isEmpty else { return [] }
        let uses = AttributedFontUses(helpers: helpers)
        uses.walk(body)
        return Set(parameters.filter { uses.names.contains($0.name) }.map(\.label))
    }

    /// The labelled parameters typed `UIFont` or `UIFont?`: their label and their name in the body.
    private static func fontParameters(of function: FunctionDeclSyntax) -> [(label: String, name: String)] {
        function.signature.parameterClause.parameters.compactMap { parameter -> (label: String, name: String)? in
            let type = parameter.type.trimmedDescription.filter { $0 != "?" && $0 != "!" }
            let label = parameter.firstName.text
            guard type == "UIFont" || type == "UIKit.UIFont", label != "_" else { return nil }
            return (label, parameter.secondName?.text ?? label)
        }
    }

    /// The font argument of `call` when it calls one of `helpers` at one of its font labels.
    static func font(in call: FunctionCallExprSyntax, helpers: [String: Set<String>]) -> ExprSyntax? {
        guard let name = call.calledName, let labels = helpers[name] else { return nil }
        return call.arguments.first { $0.label.map { labels.contains($0.text) } == true }?.expression
    }
}

/// The functions of a file with a parameter typed `UIFont`.
private final class FontParameterFunctions: SyntaxVisitor {
    private(set) var found: [FunctionDeclSyntax] = []
    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.signature.parameterClause.parameters.contains(where: { $0.type.trimmedDescription.contains("UIFont") }), Self.buildsText(node) {
            found.append(node)
        }
        return .visitChildren
    }

    /// Whether the function returns an attributed string, or styles the mutable attributed string
    /// it extends: a helper that makes a view or a button configuration is read as one elsewhere
    /// (``ViewFontInitializers``, the configuration factories), at the same argument.
    private static func buildsText(_ function: FunctionDeclSyntax) -> Bool {
        if function.signature.returnClause?.type.trimmedDescription.hasSuffix("AttributedString") == true { return true }
        guard let block = function.parent?.parent?.parent?.as(MemberBlockSyntax.self),
            let extended = block.parent?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
        else { return false }
        return extended == "NSMutableAttributedString"
    }
}

/// The plain names a body gives to attributed text as its font: an attributes dictionary's `.font`
/// value, `addAttribute(.font, value:…)`'s value, or a known helper's font argument.
private final class AttributedFontUses: SyntaxVisitor {
    private let helpers: [String: Set<String>]
    private(set) var names: Set<String> = []

    init(helpers: [String: Set<String>]) {
        self.helpers = helpers
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DictionaryExprSyntax) -> SyntaxVisitorContinueKind {
        for value in AttributedFonts.fonts(in: node) { note(value) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let value = AttributedFonts.font(in: node) { note(value) }
        if let value = AttributedFontHelpers.font(in: node, helpers: helpers) { note(value) }
        return .visitChildren
    }

    private func note(_ value: ExprSyntax) {
        if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text { names.insert(name) }
    }
}
