/// An attributes dictionary kept in a local that only draws or measures text: the text is a
/// picture or a size, not a label a person reads at a size they chose. VLC 12cd503e
/// `VLCRadioCountry.m:84-88` keeps `@{NSFontAttributeName: [UIFont systemFontOfSize:40.0]}` in
/// `attributes`, sizes a flag emoji with `sizeWithAttributes:attributes` and draws it with
/// `drawAtPoint:withAttributes:attributes` inside a `UIGraphicsImageRenderer`'s
/// `imageWithActions:` block; it was a `text.fixed-size` warning. (A dictionary written in the
/// drawing call itself was already left out, ``ObjCAttributedFonts``.)
enum ObjCDrawnAttributes {
    /// Selector parts that draw or measure text, the dictionary given after one of
    /// ``argumentLabels``.
    private static let drawing = ["drawAtPoint", "drawInRect", "drawWithRect", "sizeWithAttributes", "boundingRectWithSize"]

    /// The labels an attributes dictionary follows in those calls.
    private static let argumentLabels: Set<String> = ["withAttributes", "sizeWithAttributes", "attributes"]

    /// Whether `statement` declares a local dictionary (`NSDictionary *attributes = @{…}`) that
    /// the statements of its method after it use, and only as the attributes of a call that draws
    /// or measures text.
    static func onlyDrawn(_ statement: ObjCStatement, in file: ObjCFile) -> Bool {
        let tokens = statement.tokens
        guard statement.scope > 0, let first = tokens.first, first.kind == .name, first.text.hasPrefix("NS"), first.text.contains("Dictionary"),
            let equals = tokens.firstIndex(where: { $0.isSymbol("=") }), equals > tokens.startIndex, tokens[equals - 1].kind == .name
        else { return false }
        let name = tokens[equals - 1].text
        var used = false
        for other in file.statements where other.scope == statement.scope && other.tokens.startIndex > statement.tokens.startIndex {
            let slice = other.tokens
            for index in slice.indices where slice[index].isName(name) {
                // `label:name` where the call draws or measures: `[emoji drawAtPoint:p withAttributes:attributes]`.
                guard index - 2 >= slice.startIndex, slice[index - 1].isSymbol(":"), argumentLabels.contains(slice[index - 2].text),
                    slice.contains(where: { token in token.kind == .name && drawing.contains { token.text.hasPrefix($0) } })
                else { return false }
                used = true
            }
        }
        return used
    }
}
