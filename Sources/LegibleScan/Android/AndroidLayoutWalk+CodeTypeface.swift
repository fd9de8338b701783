import LegibleSyntax

/// A view of the app's own class that sets its typeface in code draws its text in a font the
/// layout does not name (issue 33, Kickstarter e5ba636b D7): `IconTextView.onFinishInflate`
/// (`IconTextView.java:61`) sets `Typeface.createFromAsset(…, "fonts/MaterialIcons-Regular.ttf")`,
/// so `discovery_drawer_parent_filter_view.xml:29`'s `IconButton` (an `IconTextView`) shows
/// `\ue313` as an arrow. Measured in the bundled fonts it was "no font covers 7 Unknown
/// characters": the text is not audited, with a note naming the class.
extension AndroidSourceFacts {
    /// Whether the file assigns Kotlin's `typeface` property of its own class: `typeface = …` or
    /// `this.typeface = …` at the start of a statement.
    static func setsOwnTypefaceProperty(_ code: [UInt8]) -> Bool {
        occurrences(of: Array("typeface".utf8), in: code[...]).contains { start in
            var before = start
            if before >= 5, code[(before - 5)..<before].elementsEqual("this.".utf8) { before -= 5 }
            guard before == 0 || [UInt8(ascii: "\n"), UInt8(ascii: " "), UInt8(ascii: "{"), UInt8(ascii: "\t")].contains(code[before - 1]) else { return false }
            // Not a receiver's (`title.typeface`): what precedes on the line is only blanks.
            var index = before
            while index > 0, code[index - 1] == UInt8(ascii: " ") || code[index - 1] == UInt8(ascii: "\t") { index -= 1 }
            guard index == 0 || code[index - 1] == UInt8(ascii: "\n") || code[index - 1] == UInt8(ascii: "{") else { return false }
            var after = start + "typeface".utf8.count
            while after < code.count, code[after] == UInt8(ascii: " ") { after += 1 }
            return after + 1 < code.count && code[after] == UInt8(ascii: "=") && code[after + 1] != UInt8(ascii: "=")
        }
    }
}

extension AndroidLayoutWalk {
    /// The app's class, the view's own or one it extends, that sets its typeface in code
    /// (``AndroidSourceFacts/typefaceClasses``); `nil` for none.
    func typefaceSetInCode(byClass tag: String) -> String? {
        guard let facts = resources.sourceFacts, !facts.typefaceClasses.isEmpty else { return nil }
        var name = AndroidViewKinds.simpleName(tag)
        // Up the app's own classes (a short chain; a cycle stops at the bound).
        for _ in 0..<8 {
            if facts.typefaceClasses.contains(name) { return name }
            guard let parent = facts.viewSuperclasses[name] else { return nil }
            name = parent
        }
        return nil
    }
}
