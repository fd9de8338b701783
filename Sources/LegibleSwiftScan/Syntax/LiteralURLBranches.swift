import SwiftSyntax

/// The `else` of `if let url = URL(string: "https://example.com") { … } else { … }`: a string
/// literal that is an absolute URL always parses, so that branch never runs and its views are
/// never on a screen (Hackers `SettingsView.swift:350-355`: the `else` draws
/// `Text("Weiran Zhang")` in `.secondary`, a `contrast.text` error, while the screen shows the
/// `Link` of the `if`). Like an `#if DEBUG` clause, the scan does not read it.
///
/// Only the plain shape counts: one condition, an optional binding of `URL(string:)` whose only
/// argument is a literal with no interpolation or escape, a scheme, `://` and a host, and only
/// characters a URL may hold unencoded. A variable, an interpolation or a literal such as
/// `"not a url"` may fail to parse, and that `else` is read as code that runs.
enum LiteralURLBranches {
    /// Whether `node` is the `else` block (or `else if`) of such an `if`.
    static func isNeverTaken(_ node: some SyntaxProtocol) -> Bool {
        guard let condition = node.parent?.as(IfExprSyntax.self), let otherwise = condition.elseBody else { return false }
        switch otherwise {
        case .codeBlock(let block): guard block.id == node.id else { return false }
        case .ifExpr(let next): guard next.id == node.id else { return false }
        }
        guard condition.conditions.count == 1,
            let binding = condition.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
            let call = binding.initializer?.value.as(FunctionCallExprSyntax.self)
        else { return false }
        return isLiteralURL(call)
    }

    /// `URL(string: "scheme://host…")` (or `Foundation.URL`), with that one argument.
    private static func isLiteralURL(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression.trimmedDescription
        guard callee == "URL" || callee == "Foundation.URL", call.trailingClosure == nil, call.arguments.count == 1,
            let argument = call.arguments.first, argument.label?.text == "string",
            let literal = argument.expression.as(StringLiteralExprSyntax.self), literal.openingPounds == nil,
            literal.openingQuote.tokenKind == .stringQuote, literal.segments.count == 1,
            let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return false }
        return isAbsoluteURL(segment.content.text)
    }

    /// A scheme (a letter, then letters, digits, `+`, `-`, `.`), `://`, a host that is not
    /// empty, and nothing but characters RFC 3986 allows unencoded outside a host literal (no
    /// space, `\`, `[`, a second `#`, or a `%` not followed by two hex digits), which every
    /// Foundation parses.
    static func isAbsoluteURL(_ text: String) -> Bool {
        guard let separator = text.range(of: "://") else { return false }
        let scheme = text[..<separator.lowerBound]
        guard let first = scheme.unicodeScalars.first, isLetter(first),
            scheme.unicodeScalars.allSatisfy({ isLetter($0) || isDigit($0) || "+-.".unicodeScalars.contains($0) })
        else { return false }
        // `user@host:port`: the host is what follows the last `@` and comes before a `:`.
        let authority = text[separator.upperBound...].prefix { !"/?#".contains($0) }
        let host = (authority.split(separator: "@", omittingEmptySubsequences: false).last ?? "").prefix { $0 != ":" }
        let scalars = Array(text.unicodeScalars)
        guard !host.isEmpty, scalars.filter({ $0 == "#" }).count <= 1 else { return false }
        for (index, scalar) in scalars.enumerated() {
            guard isLetter(scalar) || isDigit(scalar) || allowed.unicodeScalars.contains(scalar) else { return false }
            if scalar == "%" {
                guard index + 2 < scalars.count, isHex(scalars[index + 1]), isHex(scalars[index + 2]) else { return false }
            }
        }
        return true
    }

    private static let allowed = "-._~:/?#@!$&'()*+,;=%"

    private static func isHex(_ scalar: Unicode.Scalar) -> Bool {
        isDigit(scalar) || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
