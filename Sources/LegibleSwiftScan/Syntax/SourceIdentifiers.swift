/// The identifiers a Swift file's text contains, read once per file so that asking whether the
/// file may name one of an app's many members costs a set lookup, not a search of the whole
/// text. Home Assistant d722d781 declares hundreds of colour and icon members; searching each
/// of its 1,622 files once per member took a fifth of a 40-second scan.
///
/// A word is a run of ASCII letters, digits and `_`, or of any non-ASCII bytes (Swift allows
/// Unicode identifiers). A name with any other character (`Theme.primary`) is searched for in
/// the text, as before.
struct SourceIdentifiers {
    private let text: String
    private let words: Set<Substring>

    init(_ text: String) {
        self.text = text
        var words: Set<Substring> = []
        let utf8 = text.utf8
        var start: String.Index?
        var index = utf8.startIndex
        while index != utf8.endIndex {
            if Self.isWordByte(utf8[index]) {
                if start == nil { start = index }
            } else if let begin = start {
                words.insert(text[begin..<index])
                start = nil
            }
            index = utf8.index(after: index)
        }
        if let begin = start { words.insert(text[begin..<utf8.endIndex]) }
        self.words = words
    }

    /// Whether the text may name `name`: as a whole word when `name` is one word, else as a
    /// substring anywhere.
    func mayName<S: StringProtocol>(_ name: S) -> Bool {
        guard !name.isEmpty, name.utf8.allSatisfy(Self.isWordByte) else { return text.contains(name) }
        return words.contains(Substring(name))
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), 0x80...:
            true
        default: false
        }
    }
}
