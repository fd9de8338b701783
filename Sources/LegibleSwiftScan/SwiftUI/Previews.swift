import SwiftSyntax

/// Xcode previews: `#Preview { … }` and the `previews` of a `PreviewProvider`. Their views are
/// a developer's samples in the canvas, never a screen a person sees, so nothing in them is
/// judged (Trio 29350e31 `LogoBurstSplash.swift:158`, a preview's gray "Main Content" on white,
/// was a contrast error).
enum Previews {
    /// Whether a macro is `#Preview`.
    static func isPreview(_ macroName: TokenSyntax) -> Bool {
        macroName.text == "Preview"
    }

    /// Whether a struct conforms to `PreviewProvider` where it is declared.
    static func isPreviewProvider(_ declaration: StructDeclSyntax) -> Bool {
        declaration.inheritanceClause?.inheritedTypes.contains { type in
            let name = type.type.trimmedDescription
            return name == "PreviewProvider" || name == "SwiftUI.PreviewProvider"
        } ?? false
    }
}
