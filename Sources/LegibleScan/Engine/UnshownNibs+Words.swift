import LegibleSyntax

extension UnshownNibs {
    /// The module of a top-level object's class from a library (`customModule` not the app's
    /// target) when that class cannot load the nib: the nib is not named after it (or it after the
    /// nib, as a view controller with no nib name finds `NameController`'s `Name.xib`) and no code
    /// names the class or its module (raivo-ios `CenteredBanner.xib:36`, a SwiftMessages
    /// `MessageView` no file imports or names; a library loads an app's nib only by a name it is
    /// given or its class's name). `nil` for any other class, which may load it.
    func unnamedLibraryModule(of object: XMLElementNode, nib: String) -> String? {
        guard let name = object.attribute("customClass"), ![nib, nib + "Controller"].contains(name), let module = object.attribute("customModule"),
            object.attribute("customModuleProvider") != "target", !code.values.contains(where: { $0.declared.contains(Substring(name)) })
        else { return nil }
        return codeTexts.values.contains { Self.containsWord($0, name) || Self.containsWord($0, module) } ? nil : module
    }

    /// Whether `word` occurs in `text` with no identifier character on either side.
    static func containsWord(_ text: String, _ word: String) -> Bool {
        guard !word.isEmpty else { return false }
        // By UTF-8 bytes (`memchr`/`memcmp`): Foundation's `range(of:)` here was 40% of
        // element-ios's scan once the subclassed-base check asked it per nib and class.
        var text = text
        return text.withUTF8 { bytes in
            Array(word.utf8).withUnsafeBufferPointer { needle in
                var start = 0
                while start < bytes.count, let offset = ByteSearch.firstOffset(of: needle, in: UnsafeBufferPointer(rebasing: bytes[start...])) {
                    let found = start + offset, end = found + needle.count
                    if !identifierEnds(bytes, at: found, backward: true) && !identifierEnds(bytes, at: end, backward: false) { return true }
                    start = found + 1
                }
                return false
            }
        }
    }

    /// Whether the character just before `index` (`backward`) or at it is part of an identifier:
    /// an ASCII letter, digit or `_`, or a non-ASCII letter or number (decoded from its bytes).
    private static func identifierEnds(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, backward: Bool) -> Bool {
        var start = backward ? index - 1 : index
        guard start >= 0, start < bytes.count else { return false }
        if bytes[start] < 0x80 { return isIdentifier(Character(Unicode.Scalar(bytes[start]))) }
        if backward { while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 } }
        var end = start + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return isIdentifier(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self).first)
    }

    fileprivate static func isIdentifier(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isLetter || character.isNumber || character == "_"
    }
}
