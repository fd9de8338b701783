/// An Objective-C expression, as far as the scan reads one: message sends, dotted paths, literals
/// and C calls; anything else is kept as its text.
indirect enum ObjCExpression: Sendable, Hashable {
    /// `[receiver selector:argument …]`: `selector` joined as Objective-C writes it
    /// (`systemFontOfSize:weight:`), one argument per colon.
    case message(receiver: ObjCExpression, selector: String, arguments: [ObjCExpression])
    /// A name or a dotted path (`UIFont`, `self.label.font`, `UIFontTextStyleBody`), with `->`
    /// read as `.`.
    case path([String])
    /// A number literal, its value.
    case number(Double)
    /// A string literal (`@"…"`, adjacent ones joined), its contents as written.
    case string(String)
    /// `YES`, `NO`, `true`, `false` (boxed or not).
    case boolean(Bool)
    /// A C function call (`UIColorFromRGB(0x333333)`, `CGRectMake(…)`).
    case call(name: String, arguments: [ObjCExpression])
    /// A dictionary literal `@{key: value, …}`.
    case dictionary([DictionaryEntry])
    /// Anything else (an operation, a ternary, a block), as its tokens' text.
    case other(String)

    /// One `key: value` of a dictionary literal.
    struct DictionaryEntry: Sendable, Hashable {
        var key: ObjCExpression
        var value: ObjCExpression
    }

    /// The dotted path as written (`self.label`), or for a getter message `[self label]` the same
    /// path; `nil` for anything else.
    var pathText: String? {
        switch self {
        case .path(let names): return names.joined(separator: ".")
        case .message(let receiver, let selector, let arguments) where arguments.isEmpty:
            return receiver.pathText.map { $0 + "." + selector }
        default: return nil
        }
    }

    /// The single name of a one-part path.
    var name: String? {
        if case .path(let names) = self, names.count == 1 { return names[0] }
        return nil
    }

    /// The number, when it is one (a boxed `@17` or a cast number too).
    var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }
}

/// Reads Objective-C numbers: decimal and hexadecimal, with C suffixes (`f`, `F`, `L`, `U`).
enum ObjCNumber {
    /// The value of a number token, `nil` when it is not a number C reads.
    static func value(_ text: String) -> Double? {
        let lower = text.lowercased()
        if lower.hasPrefix("0x") {
            let digits = lower.dropFirst(2).prefix { $0.isHexDigit }
            return UInt64(digits, radix: 16).map { Double($0) }
        }
        var body = Substring(lower)
        while let last = body.last, last == "f" || last == "l" || last == "u" { body = body.dropLast() }
        if body.hasSuffix(".") { body = body.dropLast() }
        return Double(body)
    }
}
