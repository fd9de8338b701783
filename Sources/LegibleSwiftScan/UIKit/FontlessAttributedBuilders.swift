import SwiftSyntax

/// The app's functions that return an attributed string and whose file never names a font, so
/// that `label.attributedText = builder(…)` replaces the view's colour at most, never its font.
/// green_ios afb597d8 (fresh-ios24b pattern 5): `lblBalanceValue.attributedText =
/// Common.obfuscate(color: .white, size: 24, length: 5)` (BalanceCell.swift:119-121) draws asterisk
/// image attachments (gaios/Helpers/Common.swift:14-36, no font in the file) only while the balance
/// is hidden; the balance itself shows in the xib's fixed 30 pt bold (BalanceCell.xib:56-58),
/// which was taken for a font code sets and its `text.fixed-size` warning became a note.
///
/// A name any declaration of which sits in a file that names `font` (in any case: `UIFont`,
/// `.font:`) is not taken: its string may carry a font (``AttributedTextKeys``).
enum FontlessAttributedBuilders {
    static func declared(files: SwiftPrePassTexts) -> Set<String> {
        var fontless: Set<String> = []
        var others: Set<String> = []
        for index in files.indices where files.contains(index, "AttributedString") {
            let namesFont = SwiftPrePassTexts.containsIgnoringASCIICase(files.texts[index], "font")
            let builders = AttributedBuilders()
            builders.walk(files.tree(index))
            if namesFont { others.formUnion(builders.found) } else { fontless.formUnion(builders.found) }
        }
        return fontless.subtracting(others)
    }
}

/// The names of a file's functions whose declared result is an attributed string.
private final class AttributedBuilders: SyntaxVisitor {
    private(set) var found: Set<String> = []
    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let result = node.signature.returnClause?.type.trimmedDescription,
            result.hasSuffix("AttributedString") || result.hasSuffix("AttributedString?")
                || result.hasSuffix("AttributedString!")
        {
            found.insert(node.name.text)
        }
        return .skipChildren
    }
}
