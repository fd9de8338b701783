import Foundation
import LegibleSyntax

/// Why a piece of colour text was rejected; ``ParsedColor`` adds the input and accepted forms.
struct ColorSyntaxError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

/// The grammar of the colour forms ``ParsedColor`` accepts, on trimmed, lower-cased text.
///
/// Returns colours that may lie outside the sRGB gamut; mapping is the caller's job.
enum ColorSyntax {
    static func color(from source: String) throws(ColorSyntaxError) -> SRGBColor {
        if source.isEmpty { throw ColorSyntaxError("the text is empty") }
        if let open = source.firstIndex(of: "(") {
            let name = String(source[..<open]).trimmingWhitespace
            guard source.hasSuffix(")") else {
                throw ColorSyntaxError("\(EchoedText.unquoted(name))( is missing its closing parenthesis")
            }
            let arguments = String(source[source.index(after: open)..<source.index(before: source.endIndex)])
            return try function(named: name, arguments: arguments)
        }
        if let named = CSSNamedColors.color(named: source) { return named }
        return try hex(source)
    }

    // MARK: Hex

    static func hex(_ source: String) throws(ColorSyntaxError) -> SRGBColor {
        let digits = source.hasPrefix("#") ? String(source.dropFirst()) : source
        let values = digits.compactMap(\.hexDigitValue)
        guard values.count == digits.count, digits.allSatisfy(\.isASCII) else {
            if source.hasPrefix("#") { throw ColorSyntaxError("a hex colour has only the digits 0–9 and a–f") }
            if let near = CSSNamedColors.nearestName(to: source) {
                throw ColorSyntaxError("not a known colour name (did you mean \(near)?)")
            }
            throw ColorSyntaxError("not a hex colour, colour function or CSS colour name")
        }
        func byte(_ high: Int, _ low: Int) -> UInt8 { UInt8(high * 16 + low) }
        switch values.count {
        case 3, 4:
            let bytes = values.map { byte($0, $0) }
            return SRGBColor(red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha8: values.count == 4 ? bytes[3] : 255)
        case 6, 8:
            let bytes = stride(from: 0, to: values.count, by: 2).map { byte(values[$0], values[$0 + 1]) }
            return SRGBColor(red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha8: values.count == 8 ? bytes[3] : 255)
        default:
            throw ColorSyntaxError("a hex colour has 3, 4, 6 or 8 digits, not \(values.count)")
        }
    }

    // MARK: Functions

    static func function(named name: String, arguments: String) throws(ColorSyntaxError) -> SRGBColor {
        let list = try ArgumentList(arguments, function: name)
        switch name {
        case "rgb", "rgba":
            try list.expect(count: 3, function: name)
            let channels = try list.channels.map { token throws(ColorSyntaxError) in
                try token.value(percentScale: 255, function: name) / 255
            }
            return SRGBColor(
                red: clampUnit(channels[0]), green: clampUnit(channels[1]), blue: clampUnit(channels[2]),
                alpha: try list.alpha(function: name))
        case "hsl", "hsla":
            try list.expect(count: 3, function: name)
            let hue = try list.channels[0].hue(function: name)
            let saturation = clampUnit(try list.channels[1].value(percentScale: 100, function: name) / 100)
            let lightness = clampUnit(try list.channels[2].value(percentScale: 100, function: name) / 100)
            return hsl(hue: hue, saturation: saturation, lightness: lightness, alpha: try list.alpha(function: name))
        case "color":
            return try colorFunction(list)
        case "oklab":
            try list.modernOnly(function: name)
            try list.expect(count: 3, function: name)
            let lightness = clampUnit(try list.channels[0].value(percentScale: 1, function: name))
            let a = try list.channels[1].value(percentScale: 0.4, function: name)
            let b = try list.channels[2].value(percentScale: 0.4, function: name)
            return SRGBColor(oklab: OKLab(lightness: lightness, a: a, b: b), alpha: try list.alpha(function: name))
        case "oklch":
            try list.modernOnly(function: name)
            try list.expect(count: 3, function: name)
            let lightness = clampUnit(try list.channels[0].value(percentScale: 1, function: name))
            let chroma = max(0, try list.channels[1].value(percentScale: 0.4, function: name))
            let hue = try list.channels[2].hue(function: name)
            return SRGBColor(
                oklch: OKLCH(lightness: lightness, chroma: chroma, hue: hue), alpha: try list.alpha(function: name))
        case "":
            throw ColorSyntaxError("a parenthesis needs a function name such as rgb or hsl before it")
        default:
            throw ColorSyntaxError("\(EchoedText.unquoted(name))() is not a supported colour function")
        }
    }

    private static func colorFunction(_ list: ArgumentList) throws(ColorSyntaxError) -> SRGBColor {
        try list.modernOnly(function: "color")
        guard let space = list.channels.first?.text else {
            throw ColorSyntaxError("color() needs a colour space and three components")
        }
        let components = ArgumentList(channels: Array(list.channels.dropFirst()), alphaToken: list.alphaToken)
        let function = "color(\(EchoedText.unquoted(space)) …)"
        try components.expect(count: 3, function: function)
        let values = try components.channels.map { token throws(ColorSyntaxError) in
            try token.value(percentScale: 1, function: function)
        }
        let alpha = try components.alpha(function: function)
        switch space {
        case "srgb":
            return SRGBColor(red: values[0], green: values[1], blue: values[2], alpha: alpha)
        case "srgb-linear":
            return SRGBColor(linear: LinearRGB(red: values[0], green: values[1], blue: values[2]), alpha: alpha)
        case "display-p3":
            return SRGBColor(displayP3Red: values[0], green: values[1], blue: values[2], alpha: alpha)
        default:
            throw ColorSyntaxError("color() supports the spaces srgb, srgb-linear and display-p3, not \(EchoedText.unquoted(space))")
        }
    }

    /// CSS Color 4 §7.1 `hslToRgb`.
    static func hsl(hue: Double, saturation: Double, lightness: Double, alpha: Double) -> SRGBColor {
        let hue = hue.truncatingRemainder(dividingBy: 360) + (hue < 0 ? 360 : 0)
        func component(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SRGBColor(red: component(0), green: component(8), blue: component(4), alpha: alpha)
    }

    static func clampUnit(_ value: Double) -> Double { min(max(value, 0), 1) }
}

/// The arguments inside a colour function: legacy comma-separated (`rgb(1, 2, 3, 0.5)`) or
/// modern space-separated with an optional `/ alpha` (`rgb(1 2 3 / 50%)`).
struct ArgumentList {
    var channels: [ArgumentToken]
    var alphaToken: ArgumentToken?
    var isLegacy = false

    init(channels: [ArgumentToken], alphaToken: ArgumentToken?) {
        self.channels = channels
        self.alphaToken = alphaToken
    }

    init(_ arguments: String, function: String) throws(ColorSyntaxError) {
        let body = arguments.trimmingWhitespace
        if body.contains(",") {
            if body.contains("/") {
                throw ColorSyntaxError("\(function)() mixes commas with the / alpha separator; use one style")
            }
            let parts = body.split(separator: ",", omittingEmptySubsequences: false)
                .map { String($0).trimmingWhitespace }
            if parts.contains(where: { $0.isEmpty || $0.contains(where: \.isWhitespace) }) {
                throw ColorSyntaxError("\(function)() has an empty or space-separated value between commas")
            }
            let tokens = parts.map(ArgumentToken.init)
            channels = Array(tokens.prefix(3))
            alphaToken = tokens.count == 4 ? tokens[3] : nil
            if tokens.count > 4 {
                throw ColorSyntaxError("\(function)() takes three values and an optional alpha, not \(tokens.count) values")
            }
            isLegacy = true
            return
        }
        let halves = body.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { throw ColorSyntaxError("\(function)() has more than one /") }
        channels = halves[0].split(whereSeparator: \.isWhitespace).map { ArgumentToken(String($0)) }
        if halves.count == 2 {
            let alphaParts = halves[1].split(whereSeparator: \.isWhitespace)
            guard alphaParts.count == 1 else {
                throw ColorSyntaxError("\(function)() needs exactly one alpha value after /")
            }
            alphaToken = ArgumentToken(String(alphaParts[0]))
        }
    }

    func expect(count: Int, function: String) throws(ColorSyntaxError) {
        guard channels.count == count else {
            throw ColorSyntaxError(
                "\(function)() takes \(count) values and an optional alpha, but has \(channels.count + (alphaToken == nil ? 0 : 1))")
        }
    }

    func modernOnly(function: String) throws(ColorSyntaxError) {
        if isLegacy { throw ColorSyntaxError("\(function)() separates its values with spaces, not commas") }
    }

    /// The alpha value, 1 when absent; numbers 0–1 or percentages, clamped as CSS does.
    func alpha(function: String) throws(ColorSyntaxError) -> Double {
        guard let alphaToken else { return 1 }
        return ColorSyntax.clampUnit(try alphaToken.value(percentScale: 1, function: function))
    }
}

/// One value inside a colour function: a number, percentage, angle or `none`.
struct ArgumentToken {
    let text: String

    init(_ text: String) { self.text = text }

    /// The value as a plain number; `percentScale` is what 100% means (255 for rgb channels).
    func value(percentScale: Double, function: String) throws(ColorSyntaxError) -> Double {
        if text == "none" { return 0 }
        guard let (number, unit) = ArgumentToken.split(text) else { throw invalid(function) }
        switch unit {
        case "": return number
        case "%": return number / 100 * percentScale
        default: throw invalid(function)
        }
    }

    /// The largest hue angle accepted, in degrees.
    static let maximumHueDegrees = 1e15

    /// A hue in degrees: a plain number or one with a `deg`, `grad`, `rad` or `turn` unit.
    func hue(function: String) throws(ColorSyntaxError) -> Double {
        if text == "none" { return 0 }
        guard let (number, unit) = ArgumentToken.split(text) else { throw invalid(function) }
        let degrees: Double
        switch unit {
        case "", "deg": degrees = number
        case "grad": degrees = number * 0.9
        case "rad": degrees = number * 180 / .pi
        case "turn": degrees = number * 360
        default: throw ColorSyntaxError("\(function)() hue \(EchoedText.quoted(text)) needs no unit or deg, grad, rad or turn")
        }
        // 1e308turn is a finite number of turns but no finite number of degrees: wrapped, it
        // would become nan, and nan draws as white. Far below that, 1e308 degrees wraps to a hue
        // chosen by rounding: above 2^53 a Double cannot even tell whole degrees apart, so
        // every angle beyond 1e15 degrees (in size) is refused, in every unit alike.
        guard degrees.isFinite, abs(degrees) <= Self.maximumHueDegrees else {
            throw ColorSyntaxError(
                "\(function)() hue \(EchoedText.quoted(text)) is too large: expected an angle of at most 1e15 degrees in size "
                    + "(beyond it rounding, not the number, picks the hue)")
        }
        let wrapped = degrees.truncatingRemainder(dividingBy: 360)
        return wrapped < 0 ? wrapped + 360 : wrapped
    }

    private func invalid(_ function: String) -> ColorSyntaxError {
        ColorSyntaxError("\(function)() value \(EchoedText.quoted(text)) is not a number or percentage")
    }

    /// Splits a CSS number with an optional unit (`12`, `-.5`, `1e2`, `50%`, `90deg`).
    /// Rejects what `Double.init` would wrongly accept, such as `inf`, `nan` and hex floats.
    static func split(_ text: String) -> (Double, String)? {
        let characters = Array(text)
        var index = 0
        func digits() -> Int {
            let start = index
            while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
            return index - start
        }
        if index < characters.count, characters[index] == "+" || characters[index] == "-" { index += 1 }
        var count = digits()
        if index < characters.count, characters[index] == "." {
            index += 1
            count += digits()
        }
        guard count > 0 else { return nil }
        if index < characters.count, characters[index] == "e" {
            let mark = index
            index += 1
            if index < characters.count, characters[index] == "+" || characters[index] == "-" { index += 1 }
            if digits() == 0 { index = mark }
        }
        guard let number = Double(String(characters[..<index])), number.isFinite else { return nil }
        return (number, String(characters[index...]))
    }
}
