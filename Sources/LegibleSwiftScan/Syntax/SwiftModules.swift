import Foundation
import LegibleSyntax

/// Which Swift module a file is in, by its path: a package target's files are under
/// `Sources/TARGET/`, and an `internal` name declared there is that module's alone (ProtonVPN
/// ios-mac-app e3e40470 declares `baseTextStyle` and `textButtonStyle` in both
/// `libraries/Search/Sources/Search` and `libraries/Modals/Sources/Modals-iOS`). Files outside any
/// `Sources/` folder (an Xcode project's targets) are one module, `""`: their uses are counted together.
enum SwiftModules {
    /// `…/Sources/TARGET` for a file under a package's `Sources` folder, else `""`.
    static func module(of path: String) -> String {
        guard let range = path.range(of: "/Sources/", options: .backwards) ?? (path.hasPrefix("Sources/") ? path.range(of: "Sources/") : nil)
        else { return "" }
        let rest = path[range.upperBound...]
        guard let slash = rest.firstIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// How many times `name` is written as a whole identifier in `texts` (comments included).
    static func wordCount(_ name: String, in texts: [String]) -> Int {
        let needle = Array(name.utf8)
        var count = 0
        for text in texts where ByteSearch.contains(name, in: text) {
            let bytes = Array(text.utf8)
            var start = 0
            while let found = ByteSearch.firstIndex(of: needle, in: bytes[start...]) {
                let end = found + needle.count
                if !isIdentifierByte(bytes, found - 1), !isIdentifierByte(bytes, end) { count += 1 }
                start = found + 1
            }
        }
        return count
    }

    /// A letter, digit, `_` or `$`, or any byte of a non-ASCII character, at `index`.
    private static func isIdentifierByte(_ bytes: [UInt8], _ index: Int) -> Bool {
        guard index >= 0, index < bytes.count else { return false }
        let byte = bytes[index]
        return byte >= 0x80 || byte == 95 || byte == 36 || (byte >= 48 && byte <= 57) || (byte | 0x20 >= 97 && byte | 0x20 <= 122)
    }
}
