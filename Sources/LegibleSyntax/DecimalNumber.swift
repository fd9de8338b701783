/// Numbers as people type them: decimal only, finite, in plain or exponent notation.
///
/// Swift's `Double(_:)` also reads `0x1p3`, `inf`, `nan` and `1e999` (infinity); no option or
/// file field of Legible means any of those, so every number read from a person goes through
/// here instead.
package enum DecimalNumber {
    /// The longest number text read; longer text is not a number a person meant.
    package static let maximumLength = 64

    /// `text` as a finite `Double`, or `nil` unless it is `[+-]digits[.digits][e[+-]digits]`
    /// (at least one digit before or after the point), surrounded by optional spaces or tabs.
    ///
    /// ```swift
    /// DecimalNumber.parse("-0.4")    // -0.4
    /// DecimalNumber.parse(" 17 ")    // 17
    /// DecimalNumber.parse("1e3")     // 1000
    /// DecimalNumber.parse("0x10")    // nil
    /// DecimalNumber.parse("1e999")   // nil: not finite
    /// ```
    package static func parse<Text: StringProtocol>(_ text: Text) -> Double? {
        let bytes = Array(text.utf8)
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        guard end - start <= maximumLength, isDecimal(bytes[start..<end]) else { return nil }
        guard let value = Double(String(decoding: bytes[start..<end], as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    /// A whole number in `text` (`"3"`, `"-2"`, `"+10"`, with optional spaces or tabs around it),
    /// or `nil` when it is not one or does not fit an `Int`.
    package static func parseInteger<Text: StringProtocol>(_ text: Text) -> Int? {
        var digits = Substring(text)
        while let first = digits.first, first == " " || first == "\t" { digits.removeFirst() }
        while let last = digits.last, last == " " || last == "\t" { digits.removeLast() }
        if digits.first == "+" { digits.removeFirst() }
        let unsigned = digits.first == "-" ? digits.dropFirst() : digits
        guard !unsigned.isEmpty, unsigned.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(digits)
    }

    private static func isDecimal(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        func digits() -> Int {
            let start = index
            while index < bytes.endIndex, (0x30...0x39).contains(bytes[index]) { index += 1 }
            return index - start
        }
        if index < bytes.endIndex, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
        var count = digits()
        if index < bytes.endIndex, bytes[index] == 0x2E {
            index += 1
            count += digits()
        }
        guard count > 0 else { return false }
        if index < bytes.endIndex, bytes[index] == 0x65 || bytes[index] == 0x45 {
            index += 1
            if index < bytes.endIndex, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == bytes.endIndex
    }
}
