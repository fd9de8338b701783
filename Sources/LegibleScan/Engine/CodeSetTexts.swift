import LegibleReporting

/// Interface Builder text that code replaces: a label's `Label` in a xib is only what Interface
/// Builder draws when its owner's code sets `titleLabel.text = NSLocalizedString("welcome", …)`.
/// The element is given the code's text, which is audited in every locale like a storyboard's own
/// localised text; when the code's text cannot be read (a variable, a model), the element has no
/// text to audit and `overflow.text-in-code` says why.
///
/// Code is matched to an element by its outlets (``ScannedElement/outlets``: `Owner.property` and
/// `CustomClass.self`) as ``ScanFileResult/textsInCode`` names views, and through the owner's
/// superclasses and subclasses. Not followed: a view reached through another object whose type the
/// code does not declare (`cells[0].titleLabel`). Text Objective-C sets is not read; it makes the
/// file's text a placeholder through ``CodeSetPlaceholders``, and when it comes from a variable or
/// a call its reader gives it here as unreadable.
enum CodeSetTexts {
    /// The kinds whose text code replaces: a text field's or text view's text is what a person types.
    private static let kinds: Set<ScannedElement.Kind> = [.label, .button]

    /// Gives each element reached through an outlet the text code sets on it.
    ///
    /// - Parameters:
    ///   - elements: the elements.
    ///   - results: every file's result: its ``ScanFileResult/textsInCode`` and
    ///     ``ScanFileResult/textConstants``.
    ///   - superclasses: every class's superclass: text a subclass's or superclass's code sets on
    ///     the outlet is set on it too (``CodeSetPlaceholders/related(_:superclasses:subclasses:)``).
    static func apply(to elements: inout [ScannedElement], results: [ScanFileResult], superclasses: [String: String] = [:]) {
        var texts: [String: [ScannedCodeText]] = [:]
        var constants: [String: ScannedText?] = [:]
        for result in results {
            for (view, set) in result.textsInCode { texts[view, default: []] += set }
            for (name, text) in result.textConstants {
                // A name two files define differently is no one text.
                if let existing = constants[name], existing != text { constants[name] = .some(nil) } else { constants[name] = text }
            }
        }
        guard !texts.isEmpty else { return }
        let subclasses = CodeSetPlaceholders.subclasses(superclasses)
        for index in elements.indices where elements[index].platform == .iOS && kinds.contains(elements[index].kind) {
            // What the owner's class and its superclasses set; only when they set nothing, what a
            // subclass sets (ChatSecure's PushAccountTableViewCell names one row "Push Registration":
            // its base cell's title, set from a model, is not that).
            let own = elements[index].outlets.flatMap { CodeSetPlaceholders.inherited($0, superclasses: superclasses) }
            let below = elements[index].outlets.flatMap {
                CodeSetPlaceholders.related($0, superclasses: superclasses, subclasses: subclasses).dropFirst(
                    CodeSetPlaceholders.inherited($0, superclasses: superclasses).count)
            }
            let owned = own.flatMap { texts[$0] ?? [] }
            let set = owned.isEmpty ? below.flatMap { texts[$0] ?? [] } : owned
            guard !set.isEmpty, let chosen = ScannedCodeText.chosen(set.map { resolved($0, constants: constants) }) else { continue }
            elements[index].codeText = chosen
            // An image button code titles shows that title in the file's font: Rocket.Chat
            // 3172a098 FileCell.xib:22, "Button" beside the "files" image, a fixed 16 pt Semibold
            // that FileCell.swift:51 titles with the file's name (and :27 makes shrink).
            if elements[index].font == nil, let font = elements[index].imageTitleFont { elements[index].font = font }
            switch chosen.value {
            case .text(let text): elements[index].text = text
            case .unreadable:
                // The file's icon-font glyph stands for the one code shows (ef-app_ios KnowledgeList.storyboard:39,
                // U+F129 in FontAwesome, `String(character)` in code): a picture either way (``EmojiText/isPrivateUseOnly(_:)``).
                if let literal = elements[index].text?.literal, EmojiText.isPrivateUseOnly(literal) {
                    elements[index].pictogram = elements[index].pictogram ?? literal
                }
                elements[index].text = nil
            }
        }
    }

    /// A text set from a constant another file declares (`Strings.welcome`), read through it.
    private static func resolved(_ text: ScannedCodeText, constants: [String: ScannedText?]) -> ScannedCodeText {
        guard case .unreadable(let expression) = text.value, let constant = constants[expression] ?? nil else { return text }
        return ScannedCodeText(.text(constant), location: text.location)
    }
}
