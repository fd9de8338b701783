import LegibleColor
import LegibleSyntax

/// A DTCG colour value: a colour string (`"#0a84ff"`, as the format's earlier drafts and most
/// tools write it, or any CSS colour `legible contrast` reads) or the colour object
/// `{colorSpace, components, alpha, hex}` of the Design Tokens colour module, whose components
/// are authoritative (`hex` is only a fallback for tools that cannot convert).
enum DesignTokenColor {
    /// The colour a literal `$value` writes, mapped into sRGB, and its text for people.
    ///
    /// - Parameters:
    ///   - value: the `$value`.
    ///   - file: names the file in errors.
    ///   - number: resolves a `{"$ref": …}` standing for a component or the alpha.
    static func parse(
        _ value: PositionedValue, file: String, number: (DesignTokenPointer) throws(SyntaxError) -> Double
    ) throws(SyntaxError) -> (color: ParsedColor, original: String) {
        func error(_ position: SyntaxPosition, _ message: String) -> SyntaxError {
            SyntaxError(file: file, position: position, message: message)
        }
        if let text = value.string {
            do {
                return (try ParsedColor(parsing: text), text)
            } catch {
                throw SyntaxError(
                    file: file, position: value.position,
                    message:
                        "\(EchoedText.quoted(text)) is not a colour (\(error.reason)); expected a hex colour such as \"#0a84ff\" or a colour object such as {\"colorSpace\": \"srgb\", \"components\": [0, 0.52, 1]}"
                )
            }
        }
        guard let members = value.members else {
            throw error(value.position, "expected a colour (a hex string or a {colorSpace, components} object), found \(value.kindName)")
        }
        let known = ["colorSpace", "components", "alpha", "hex"]
        if let unknown = members.first(where: { !known.contains($0.key) }) {
            throw error(unknown.keyPosition, "unknown key \"\(unknown.key)\" in a colour value; expected \(known.joined(separator: ", "))")
        }
        guard let spaceMember = value.member("colorSpace") else {
            throw error(value.position, "a colour object needs \"colorSpace\" (one of \(spaceNames))")
        }
        guard let spaceName = spaceMember.value.string, let space = CSSColorSpace(rawValue: spaceName) else {
            let found = spaceMember.value.string.map { "\"\($0)\"" } ?? spaceMember.value.kindName
            throw error(spaceMember.value.position, "unknown colour space \(found); expected one of \(spaceNames)")
        }
        guard let componentsMember = value.member("components") else {
            throw error(
                value.position, "a colour object needs \"components\": \(space.componentNames.joined(separator: ", ")) (the hex fallback is not enough)")
        }
        guard let elements = componentsMember.value.elements, elements.count == 3 else {
            let found = componentsMember.value.elements.map { "\($0.count) components" } ?? componentsMember.value.kindName
            throw error(
                componentsMember.value.position, "expected 3 components for \(space.rawValue) (\(space.componentNames.joined(separator: ", "))), found \(found)"
            )
        }
        var components: [Double] = []
        var texts: [String] = []
        for (index, element) in elements.enumerated() {
            let name = "component \(index + 1) (\(space.componentNames[index]))"
            if element.string == "none" {
                components.append(0)  // CSS Color 4: a missing component converts as zero
                texts.append("none")
                continue
            }
            let component = try self.number(element, what: name, file: file, resolve: number)
            try checkRange(component, index: index, space: space, name: name, position: element.position, file: file)
            components.append(component)
            texts.append(DecimalText.string(component, decimals: 6))
        }
        var alpha = 1.0
        if let alphaMember = value.member("alpha") {
            alpha = try self.number(alphaMember.value, what: "alpha", file: file, resolve: number)
            guard (0...1).contains(alpha) else {
                throw error(alphaMember.value.position, "alpha \(DecimalText.string(alpha, decimals: 6)) is outside 0–1 (0 transparent, 1 opaque)")
            }
        }
        if let hex = value.member("hex") {
            guard let text = hex.value.string, text.count == 7, text.hasPrefix("#"), text.dropFirst().allSatisfy(\.isHexDigit) else {
                throw error(hex.value.position, "hex must be a 6-digit fallback such as \"#ff00ff\" (alpha goes in \"alpha\")")
            }
        }
        let original = cssText(space: space, components: texts, alpha: alpha)
        do {
            return (try ParsedColor(space, components: components, alpha: alpha, input: original), original)
        } catch {
            throw SyntaxError(file: file, position: componentsMember.value.position, message: "\(original): \(error.reason)")
        }
    }

    private static let spaceNames = CSSColorSpace.allCases.map(\.rawValue).joined(separator: ", ")

    /// A number, or a `{"$ref": pointer}` standing for one.
    private static func number(
        _ value: PositionedValue, what: String, file: String, resolve: (DesignTokenPointer) throws(SyntaxError) -> Double
    ) throws(SyntaxError) -> Double {
        if let number = value.number { return number }
        if let members = value.members, members.count == 1, members[0].key == "$ref", let pointer = members[0].value.string {
            return try resolve(try DesignTokenPointer(pointer, file: file, position: value.position))
        }
        let found = value.string.map { "the string \"\($0)\"" } ?? value.kindName
        throw SyntaxError(file: file, position: value.position, message: "\(what) must be a number\(what == "alpha" ? "" : " or \"none\""), found \(found)")
    }

    /// The ranges of the colour module's table. RGB components are 0–1 (a 255 is someone's
    /// 8-bit habit); XYZ is left open, since the D65 white's Z is 1.089.
    private static func checkRange(
        _ value: Double, index: Int, space: CSSColorSpace, name: String, position: SyntaxPosition, file: String
    ) throws(SyntaxError) {
        let range: ClosedRange<Double>?
        switch (space, index) {
        case (.srgb, _), (.srgbLinear, _), (.displayP3, _), (.a98RGB, _), (.prophotoRGB, _), (.rec2020, _):
            range = 0...1
        case (.hsl, 1), (.hsl, 2), (.hwb, 1), (.hwb, 2), (.lab, 0), (.lch, 0):
            range = 0...100
        case (.oklab, 0), (.oklch, 0):
            range = 0...1
        case (.lch, 1), (.oklch, 1):
            range = 0...Double.greatestFiniteMagnitude
        default:
            range = nil
        }
        guard let range, !range.contains(value) else { return }
        let shown = DecimalText.string(value, decimals: 6)
        let bounds =
            range.upperBound == .greatestFiniteMagnitude
            ? "0 or more" : "\(DecimalText.string(range.lowerBound, decimals: 0))–\(DecimalText.string(range.upperBound, decimals: 0))"
        var message = "\(name) is \(shown), outside \(bounds) for \(space.rawValue)"
        if range.upperBound == 1, value > 1, value <= 255 { message += " (components are 0–1, not 0–255)" }
        throw SyntaxError(file: file, position: position, message: message)
    }

    /// The colour in CSS syntax: `color(display-p3 1 0.2 0.1 / 0.5)`, `oklch(0.7 0.1 200)`.
    static func cssText(space: CSSColorSpace, components: [String], alpha: Double) -> String {
        let alphaText = alpha < 1 ? " / \(DecimalText.string(alpha, decimals: 6))" : ""
        let body = components.joined(separator: " ") + alphaText
        switch space {
        case .hsl, .hwb, .lab, .lch, .oklab, .oklch: return "\(space.rawValue)(\(body))"
        default: return "color(\(space.rawValue) \(body))"
        }
    }
}
