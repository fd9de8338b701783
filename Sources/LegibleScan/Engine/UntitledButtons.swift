/// A storyboard or xib button with no title in any state, that no code titles, draws no text: its
/// font and title colour are not judged (iSH 00f1c0e5 Terminal.storyboard:125, the arrow key
/// `ArrowBarButton`, which draws its arrows with layers, was a `text.fixed-size` warning for the
/// 24 pt font it never shows). The same as an empty label that nothing fills (``EmptyLabels``).
enum UntitledButtons {
    /// Clears the font and colours of each untitled button code does not title: no text of code's
    /// (``CodeSetTexts``), no `Class.view.text` or `attributedText` set through a name that reaches it.
    static func apply(to elements: inout [ScannedElement], setInCode: Set<String>, superclasses: [String: String]) {
        guard elements.contains(where: \.untitledButton) else { return }
        let subclasses = CodeSetPlaceholders.subclasses(superclasses)
        for index in elements.indices where elements[index].untitledButton && elements[index].text == nil && elements[index].codeText == nil {
            let related = elements[index].outlets.flatMap { CodeSetPlaceholders.related($0, superclasses: superclasses, subclasses: subclasses) }
            if related.contains(where: { setInCode.contains("\($0).text") || setInCode.contains("\($0).attributedText") }) { continue }
            elements[index].font = nil
            elements[index].textColor = nil
            elements[index].textColorStates = []
        }
    }
}
