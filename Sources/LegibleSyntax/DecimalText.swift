/// Numbers written for people in reports, messages and SVG: rounded to at most a number of
/// decimals, with no trailing zeros and no "-0". Foundation-free, so every module can use it.
package enum DecimalText {
    /// `value` rounded to at most `decimals` decimals.
    ///
    /// ```swift
    /// DecimalText.string(44, decimals: 2)          // "44"
    /// DecimalText.string(299.54, decimals: 1)      // "299.5"
    /// DecimalText.string(-0.001, decimals: 2)      // "0"
    /// ```
    package static func string(_ value: Double, decimals: Int) -> String {
        var text = ""
        withASCII(value, decimals: decimals) { text = String(decoding: $0, as: UTF8.self) }
        return text
    }

    /// ``string(_:decimals:)`` through Swift's own description of the rounded value: what
    /// ``withASCII(_:decimals:_:)`` writes digit by digit wherever it can.
    private static func describedString(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var factor = 1.0
        for _ in 0..<max(0, decimals) { factor *= 10 }
        var rounded = (value * factor).rounded() / factor
        if rounded == 0 { rounded = 0 }  // no "-0"
        let text = "\(rounded)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

extension DecimalText {
    /// Calls `body` with ``string(_:decimals:)``'s text as ASCII bytes, formatted digit by digit
    /// on the stack rather than through a `String`, for report writers that format many numbers.
    ///
    /// The digits of the rounded value are the text `string(_:decimals:)` gets from Swift's
    /// shortest round-trip description whenever that value has at most 15 significant digits
    /// and at most 4 decimals (no decimal with fewer digits lies within half an ulp of it, and
    /// Swift writes such numbers without an exponent); other values go through
    /// `string(_:decimals:)` itself.
    package static func withASCII(_ value: Double, decimals: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var factor = 1.0
        for _ in 0..<max(0, decimals) { factor *= 10 }
        // The same rounding as string(_:decimals:): the value times 10^decimals, rounded.
        let scaled = (value * factor).rounded()
        guard value.isFinite, decimals <= 4, abs(scaled) < 1e15 else {
            var text = describedString(value, decimals: decimals)
            text.withUTF8(body)
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { text in
            // Written from the end: the kept decimals, the point, the whole part, the sign.
            var start = text.count
            func prepend(_ byte: UInt8) {
                start -= 1
                text[start] = byte
            }
            let magnitude = UInt64(abs(scaled))
            let unit = UInt64(factor)
            var fraction = magnitude % unit
            if fraction > 0 {
                var places = decimals
                while fraction % 10 == 0 {
                    fraction /= 10
                    places -= 1
                }
                for _ in 0..<places {
                    prepend(UInt8(ascii: "0") + UInt8(fraction % 10))
                    fraction /= 10
                }
                prepend(UInt8(ascii: "."))
            }
            var whole = magnitude / unit
            repeat {
                prepend(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            } while whole > 0
            if scaled < 0 { prepend(UInt8(ascii: "-")) }  // not for 0 or -0: no "-0"
            body(UnsafeBufferPointer(rebasing: text[start...]))
        }
    }

    /// Calls `body` with the decimal digits of `value` as ASCII bytes.
    package static func withDigits(_ value: UInt64, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var value = value
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            } while value > 0
            body(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}

extension DecimalText {
    /// Calls `body` with Swift's shortest round-trip description of a finite `value` as ASCII
    /// bytes, without the trailing ".0" of a whole number: what `JSONEncoder` writes for a
    /// `Double` (`4.478089453577214`, `21`, `1e-05`). Made on the stack, no `String`: the standard
    /// library writes a number's digits straight to a stream that takes them (`_writeASCII`).
    package static func withShortestASCII(_ value: Double, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { space in
            var text = ASCIICapture(space: space)
            value.write(to: &text)
            var length = text.count
            if length >= 2, space[length - 2] == UInt8(ascii: "."), space[length - 1] == UInt8(ascii: "0") { length -= 2 }
            body(UnsafeBufferPointer(rebasing: space[..<length]))
        }
    }
}

/// The text a number writes of itself, kept in a small buffer on the stack.
private struct ASCIICapture: TextOutputStream {
    let space: UnsafeMutableBufferPointer<UInt8>
    var count = 0

    mutating func write(_ string: String) {
        for byte in string.utf8 { append(byte) }
    }

    /// What the standard library calls to print a number (a `TextOutputStream` requirement with
    /// a default that makes a String; this one copies the bytes).
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        for byte in buffer { append(byte) }
    }

    private mutating func append(_ byte: UInt8) {
        guard count < space.count else { return }  // a Double's text is at most 24 bytes
        space[count] = byte
        count += 1
    }
}
