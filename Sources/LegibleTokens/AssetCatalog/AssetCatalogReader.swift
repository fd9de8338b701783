import Foundation
import LegibleColor
import LegibleReporting
import LegibleSyntax

/// Reads every colour set of an Xcode asset catalog (`*.xcassets`) as iOS resolves it on an
/// iPhone.
///
/// - Names: the `.colorset` folder's name without the extension, after the names of the
///   enclosing folders whose `Contents.json` sets `"provides-namespace": true` (`Text/Body`).
/// - Variants: entries for the `universal` or `iphone` idiom (an `iphone` entry wins, as on an
///   iPhone), with `appearances` `luminosity: light|dark` and `contrast: high`; where an entry
///   has a `display-gamut`, the `display-P3` one wins (iPhones have P3 displays).
/// - Fallback per appearance, as iOS: light → any; dark → any; light + high → light → high →
///   any; dark + high → dark → high → any.
/// - Components as Xcode writes them: floats (`"0.500"`), hex bytes (`"0x80"`) or 8-bit
///   integers (`"128"`); alpha as a float or hex byte. Colour spaces `srgb`, `display-p3`,
///   `extended-srgb`, `extended-linear-srgb`, `gray-gamma-22` and `extended-gray`.
/// - System colours (`"platform": "ios", "reference": "systemBlueColor"`) take the HIG's
///   values in the appearance being resolved (``AppleSystemColor``); ones without published
///   values are reported as unresolved.
struct AssetCatalogReader {
    let limits: ColorTokenLimits
    var tokenBudget: Int
    private var entryBudget: Int
    private var colorSetCount = 0
    private(set) var colors = SourceColors()

    static func read(_ path: String, limits: ColorTokenLimits, tokenBudget: Int) throws(SyntaxError) -> SourceColors {
        try SourceFiles.requireFolder(path, what: "an asset catalog folder (.xcassets)")
        var reader = AssetCatalogReader(limits: limits, tokenBudget: tokenBudget)
        try reader.walk(path, namespace: [])
        return reader.colors
    }

    private init(limits: ColorTokenLimits, tokenBudget: Int) {
        self.limits = limits
        self.tokenBudget = tokenBudget
        entryBudget = limits.maximumDirectoryEntries
    }

    private mutating func walk(_ folder: String, namespace: [String]) throws(SyntaxError) {
        for entry in try SourceFiles.entries(of: folder, budget: &entryBudget, limits: limits) where entry.isFolder {
            if entry.name.hasSuffix(".colorset") {
                colorSetCount += 1
                guard colorSetCount <= limits.maximumColorSets, colors.names.count < tokenBudget else {
                    let (limit, property) =
                        colorSetCount > limits.maximumColorSets
                        ? (limits.maximumColorSets, "maximumColorSets") : (limits.maximumTokens, "maximumTokens")
                    throw SyntaxError(file: entry.path, message: "more than \(limit) colour sets (ColorTokenLimits.\(property))")
                }
                let name = (namespace + [String(entry.name.dropLast(".colorset".count))]).joined(separator: "/")
                try readColorSet(at: entry.path, name: name)
            } else {
                let contents = (entry.path as NSString).appendingPathComponent("Contents.json")
                let names = try providesNamespace(contents) ? namespace + [entry.name] : namespace
                try walk(entry.path, namespace: names)
            }
        }
    }

    /// Whether a folder's `Contents.json` sets `properties.provides-namespace`.
    private func providesNamespace(_ contents: String) throws(SyntaxError) -> Bool {
        guard FileManager.default.fileExists(atPath: contents) else { return false }
        let root = try JSONReader.parseAllowingTrailingCommas(try SourceFiles.text(at: contents, limits: limits), file: contents)
        guard case .bool(let flag)? = root.member("properties")?.value.member("provides-namespace")?.value.kind else { return false }
        return flag
    }

    // MARK: One colour set

    /// One `colors` entry: which variant it is and what it holds.
    private struct Variant {
        var luminosity: String?
        var highContrast: Bool
        var idiom: String
        var gamut: String?
        var color: PositionedValue
    }

    private mutating func readColorSet(at folder: String, name: String) throws(SyntaxError) {
        let file = (folder as NSString).appendingPathComponent("Contents.json")
        let root = try JSONReader.parseAllowingTrailingCommas(try SourceFiles.text(at: file, limits: limits), file: file)
        try colors.add(name, at: Finding.Location(file: file, root.position), what: "the colour set")
        guard let entries = root.member("colors")?.value else {
            colors.unresolved.append(
                .init(
                    name: name, appearances: ColorAppearance.allCases, location: Finding.Location(file: file, root.position),
                    reason: "the colour set has no colors"))
            return
        }
        guard let elements = entries.elements else {
            throw SyntaxError(file: file, position: entries.position, message: "colors must be a list of colour entries, found \(entries.kindName)")
        }
        var variants: [Variant] = []
        for element in elements {
            if let variant = try variant(element, file: file) { variants.append(variant) }
        }
        var values: [ColorAppearance: ColorTokenValue] = [:]
        var missing: [(ColorAppearance, String)] = []
        for appearance in ColorAppearance.allCases {
            guard let variant = try pick(appearance, from: variants, file: file) else {
                missing.append(
                    (
                        appearance,
                        variants.isEmpty
                            ? (elements.isEmpty || elements.contains { $0.member("color") != nil }
                                ? "the colour set has no universal or iPhone colour"
                                : "the colour set is empty (Xcode's unset colour, as a new project's AccentColor: the system's default applies)")
                            : "the colour set has no variant for \(appearance.rawValue) or Any"
                    ))
                continue
            }
            switch try value(of: variant.color, in: appearance, file: file) {
            case .success(let value): values[appearance] = value
            case .failure(let reason): missing.append((appearance, reason.message))
            }
        }
        colors.values[name] = values
        for reason in Set(missing.map(\.1)).sorted() {
            colors.unresolved.append(
                .init(
                    name: name, appearances: missing.filter { $0.1 == reason }.map(\.0),
                    location: Finding.Location(file: file, root.position), reason: reason))
        }
    }

    /// An entry of `colors`, or `nil` for another device.
    private func variant(_ element: PositionedValue, file: String) throws(SyntaxError) -> Variant? {
        guard element.members != nil else {
            throw SyntaxError(file: file, position: element.position, message: "a colour entry must be an object, found \(element.kindName)")
        }
        let idiom = try string(element, "idiom", file: file) ?? "universal"
        guard idiom == "universal" || idiom == "iphone" else { return nil }
        var variant = Variant(luminosity: nil, highContrast: false, idiom: idiom, gamut: try string(element, "display-gamut", file: file), color: element)
        if let appearances = element.member("appearances")?.value {
            guard let list = appearances.elements else {
                throw SyntaxError(file: file, position: appearances.position, message: "appearances must be a list, found \(appearances.kindName)")
            }
            for item in list {
                let kind = try string(item, "appearance", file: file)
                let value = try string(item, "value", file: file)
                switch (kind, value) {
                case ("luminosity", "light"), ("luminosity", "dark"): variant.luminosity = value
                case ("contrast", "high"): variant.highContrast = true
                default:
                    throw SyntaxError(
                        file: file, position: item.position,
                        message: "unknown appearance \(kind ?? "(none)") = \(value ?? "(none)"); expected luminosity light or dark, or contrast high")
                }
            }
        }
        // Xcode writes an entry without "color" for a colour left unset (a new project's
        // AccentColor): no colour for that appearance, not a damaged file.
        guard let color = element.member("color")?.value else { return nil }
        variant.color = color
        return variant
    }

    /// The variant iOS shows in `appearance`: dark + high → dark → high → any (light likewise).
    private func pick(_ appearance: ColorAppearance, from variants: [Variant], file: String) throws(SyntaxError) -> Variant? {
        let luminosity = appearance.isDark ? "dark" : "light"
        let order: [(String?, Bool)] =
            appearance.isIncreasedContrast
            ? [(luminosity, true), (luminosity, false), (nil, true), (nil, false)]
            : [(luminosity, false), (nil, false)]
        for (wanted, high) in order {
            let matches = variants.filter { $0.luminosity == wanted && $0.highContrast == high }
            guard !matches.isEmpty else { continue }
            func rank(_ variant: Variant) -> Int {
                (variant.idiom == "iphone" ? 2 : 0) + (variant.gamut?.lowercased() == "display-p3" ? 1 : 0)
            }
            let best = matches.map(rank).max()!
            let winners = matches.filter { rank($0) == best }
            if winners.count > 1 {
                throw SyntaxError(file: file, position: winners[1].color.position, message: "two colour entries for the same appearance, idiom and gamut")
            }
            return winners[0]
        }
        return nil
    }

    // MARK: Colours

    private struct Unavailable: Error {
        let message: String
    }

    /// The colour a `color` object gives in `appearance`, or why it has none.
    private func value(of color: PositionedValue, in appearance: ColorAppearance, file: String) throws(SyntaxError) -> Result<ColorTokenValue, Unavailable> {
        let location = Finding.Location(file: file, color.position)
        if let reference = try string(color, "reference", file: file) {
            let platform = try string(color, "platform", file: file) ?? "ios"
            guard platform == "ios", let system = AppleSystemColor.named(reference) else {
                let why = platform == "ios" ? "Apple publishes no values for \(reference)" : "it refers to the \(platform) colour \(reference)"
                return .failure(Unavailable(message: "the colour set uses a system colour Legible cannot check: \(why)"))
            }
            let value = system.color(in: appearance)
            return .success(
                ColorTokenValue(
                    color: value, original: "\(reference) (HIG: \(value.hex))", kind: .assets, location: location))
        }
        let space = try string(color, "color-space", file: file) ?? "srgb"
        guard let componentsValue = color.member("components")?.value, componentsValue.members != nil else {
            throw SyntaxError(file: file, position: color.position, message: "a colour needs \"components\" (or a system colour \"reference\")")
        }
        let isGray = space == "gray-gamma-22" || space == "extended-gray"
        let cssSpace: CSSColorSpace
        switch space {
        case "srgb", "extended-srgb": cssSpace = .srgb
        case "display-p3": cssSpace = .displayP3
        case "extended-linear-srgb", "gray-gamma-22", "extended-gray": cssSpace = .srgbLinear
        default:
            throw SyntaxError(
                file: file, position: color.member("color-space")!.value.position,
                message: "unknown colour space \"\(space)\"; expected srgb, display-p3, extended-srgb, extended-linear-srgb, gray-gamma-22 or extended-gray")
        }
        let extended = space.hasPrefix("extended")
        let names = isGray ? ["white", "alpha"] : ["red", "green", "blue", "alpha"]
        if let unknown = componentsValue.members!.first(where: { !names.contains($0.key) }) {
            throw SyntaxError(
                file: file, position: unknown.keyPosition,
                message: "unknown component \"\(unknown.key)\" for \(space); expected \(names.joined(separator: ", "))")
        }
        var numbers: [Double] = []
        var texts: [String] = []
        for name in names {
            guard let member = componentsValue.member(name) else {
                throw SyntaxError(
                    file: file, position: componentsValue.position, message: "\(space) components need \(names.joined(separator: ", ")); \(name) is missing")
            }
            let (number, text) = try component(member.value, name: name, extended: extended && name != "alpha", file: file)
            numbers.append(number)
            texts.append("\(name) \(text)")
        }
        let alpha = numbers.removeLast()
        if isGray {
            let white = numbers[0]
            let linear = white < 0 ? -pow(-white, 2.2) : pow(white, 2.2)  // gamma 2.2, extended by reflection
            numbers = [linear, linear, linear]
        }
        let original = ([space] + texts).joined(separator: " ")
        do {
            let parsed = try ParsedColor(cssSpace, components: numbers, alpha: alpha, input: original)
            return .success(
                ColorTokenValue(
                    color: parsed.color, wasGamutMapped: parsed.wasGamutMapped, original: original, kind: .assets,
                    location: Finding.Location(file: file, componentsValue.position)))
        } catch {
            throw SyntaxError(file: file, position: componentsValue.position, message: "\(original): \(error.reason)")
        }
    }

    /// A component as Xcode writes it: a float `"0.500"`, a hex byte `"0x80"`, or an 8-bit
    /// integer `"128"` (alpha: a float or a hex byte). Floats are 0–1 unless `extended`.
    private func component(_ value: PositionedValue, name: String, extended: Bool, file: String) throws(SyntaxError) -> (Double, String) {
        func error(_ message: String) -> SyntaxError {
            SyntaxError(file: file, position: value.position, message: "\(name) \(message)")
        }
        let number: Double
        let text: String
        if let literal = value.number {
            number = literal
            text = DecimalText.string(literal, decimals: 6)
        } else if let string = value.string {
            text = string
            let trimmed = string.trimmingWhitespace
            if trimmed.lowercased().hasPrefix("0x") {
                let digits = trimmed.dropFirst(2)
                guard (1...2).contains(digits.count), let byte = Int(digits, radix: 16) else {
                    throw error("\"\(string)\" is not a hex byte such as \"0x80\"")
                }
                return (Double(byte) / 255, text)
            } else if trimmed.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
                guard let float = DecimalNumber.parse(trimmed) else { throw error("\"\(string)\" is not a number") }
                number = float
            } else if let integer = DecimalNumber.parseInteger(trimmed) {
                guard name != "alpha" else {
                    throw error("\"\(string)\": write alpha as Xcode does, as a decimal such as \"1.000\" (a whole number could mean 1/255 or opaque)")
                }
                guard (0...255).contains(integer) else { throw error("\"\(string)\" is outside 0–255") }
                return (Double(integer) / 255, text)
            } else {
                throw error("\"\(string)\" is not a component: expected a float (\"0.500\"), a hex byte (\"0x80\") or an integer 0–255 (\"128\")")
            }
        } else {
            throw error("must be a string such as \"0.500\", found \(value.kindName)")
        }
        if !extended, !(0...1).contains(number) {
            throw error("\(text) is outside 0–1 (an extended colour space such as extended-srgb allows more)")
        }
        return (number, text)
    }

    /// An optional string member.
    private func string(_ value: PositionedValue, _ key: String, file: String) throws(SyntaxError) -> String? {
        guard let member = value.member(key) else { return nil }
        guard let text = member.value.string else {
            throw SyntaxError(file: file, position: member.value.position, message: "\(key) must be a string, found \(member.value.kindName)")
        }
        return text
    }
}
