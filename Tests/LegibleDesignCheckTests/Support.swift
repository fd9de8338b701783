import Foundation
import LegibleDesignCheck
import LegibleTestSupport
import LegibleTokens
import Testing

/// `Examples/design-system`.
let sampleRoot = packageRoot.appendingPathComponent("Examples/design-system")

/// The sample checked through its `legible.yaml`.
func sampleReport(suggesting: Bool = false) throws -> DesignCheckReport {
    try DesignCheckReport(configurationFile: sampleRoot.appendingPathComponent("legible.yaml").path, suggesting: suggesting)
}

/// The sample's colours read from the raw files with a few lines of Foundation: JSON through
/// `JSONSerialization`, Android XML through a regular expression, aliases, references and iOS's
/// variant fallbacks followed here, none of it through LegibleTokens. Colours are sRGB-encoded
/// red, green, blue and alpha in `0...1`, unrounded.
struct RawSample {
    let base: [String: Any]
    let dark: [String: Any]

    init() throws {
        func json(_ path: String) throws -> [String: Any] {
            try JSONSerialization.jsonObject(with: Data(contentsOf: sampleRoot.appendingPathComponent(path))) as! [String: Any]
        }
        base = try json("tokens/base.tokens.json")
        dark = try json("tokens/dark.tokens.json")
    }

    /// A colour by the name the configuration uses, in an appearance; `nil` when it lies
    /// outside sRGB (a Display P3 colour is mapped into sRGB, which is checked elsewhere).
    func color(_ name: String, in appearance: ColorAppearance) throws -> [Double]? {
        if name.contains(".") { return try token(name, dark: appearance.isDark) }
        if name.contains("_") { return try android(name, night: appearance.isDark) }
        return try colorSet(name, appearance)
    }

    // MARK: Design tokens: a dark file over the base file, `{aliases}` followed

    private func token(_ name: String, dark isDark: Bool) throws -> [Double]? {
        func lookup(_ tree: [String: Any]) -> Any? {
            var node: Any? = tree
            for key in name.split(separator: ".") { node = (node as? [String: Any])?[String(key)] }
            return (node as? [String: Any])?["$value"]
        }
        let value = (isDark ? lookup(dark) : nil) ?? lookup(base)
        if let text = value as? String {
            if text.hasPrefix("{") { return try token(String(text.dropFirst().dropLast()), dark: isDark) }
            return Self.hex(text)
        }
        let object = try #require(value as? [String: Any], "\(name)")
        guard object["colorSpace"] as? String == "srgb" else { return nil }
        return (object["components"] as! [NSNumber]).map(\.doubleValue) + [(object["alpha"] as? NSNumber)?.doubleValue ?? 1]
    }

    /// `#rgb`, `#rrggbb`, `#rrggbbaa`.
    static func hex(_ text: String) -> [Double] {
        var digits = Array(text.dropFirst())
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        if digits.count == 6 { digits += ["f", "f"] }
        return stride(from: 0, to: 8, by: 2).map { Double(Int(String(digits[$0...$0 + 1]), radix: 16)!) / 255 }
    }

    // MARK: Asset catalog: variants, iOS's fallback order, Xcode's three component notations

    private func colorSet(_ name: String, _ appearance: ColorAppearance) throws -> [Double]? {
        let url = sampleRoot.appendingPathComponent("App/Assets.xcassets/\(name).colorset/Contents.json")
        let entries = (try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any])["colors"] as! [[String: Any]]
        // Dark + high contrast → dark → high contrast → any, as iOS falls back.
        let order: [(String?, Bool)] =
            switch appearance {
            case .light: [(nil, false)]
            case .dark: [("dark", false), (nil, false)]
            case .lightIncreasedContrast: [(nil, true), (nil, false)]
            case .darkIncreasedContrast: [("dark", true), ("dark", false), (nil, true), (nil, false)]
            }
        for (luminosity, high) in order {
            for entry in entries {
                let appearances = (entry["appearances"] as? [[String: String]]) ?? []
                guard appearances.first(where: { $0["appearance"] == "luminosity" })?["value"] == luminosity,
                    appearances.contains(where: { $0["appearance"] == "contrast" && $0["value"] == "high" }) == high
                else { continue }
                return try Self.component(entry["color"] as! [String: Any], appearance: appearance)
            }
        }
        Issue.record("\(name) has no variant for \(appearance)")
        return nil
    }

    private static func component(_ color: [String: Any], appearance: ColorAppearance) throws -> [Double]? {
        if let reference = color["reference"] as? String {
            let name = reference.replacingOccurrences(of: "Color", with: "")
            let row = try #require(try CSVTable.tables("apple-system-colors.csv").rows.first { $0["name"] == name && $0["appearance"] == appearance.rawValue })
            return hex(row["hex"]!)
        }
        let components = color["components"] as! [String: String]
        func value(_ text: String) -> Double {
            if text.hasPrefix("0x") { return Double(Int(text.dropFirst(2), radix: 16)!) / 255 }
            return text.contains(".") ? Double(text)! : Double(Int(text)!) / 255
        }
        let alpha = value(components["alpha"]!)
        switch color["color-space"] as! String {
        case "srgb": return [value(components["red"]!), value(components["green"]!), value(components["blue"]!), alpha]
        case "gray-gamma-22":
            // Gamma 2.2 to linear light, then the sRGB encoding.
            let linear = pow(value(components["white"]!), 2.2)
            let encoded = linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
            return [encoded, encoded, encoded, alpha]
        default: return nil
        }
    }

    // MARK: Android: values/, values-night/ over it, @color/ references, #ARGB forms

    private func android(_ name: String, night: Bool) throws -> [Double]? {
        func definitions(_ folder: String) throws -> [String: String] {
            try rawAndroidColors(in: String(contentsOf: sampleRoot.appendingPathComponent("android/src/main/res/\(folder)/colors.xml"), encoding: .utf8))
        }
        var table = try definitions("values")
        if night { table.merge(try definitions("values-night")) { $1 } }
        func resolve(_ value: String) -> [Double] {
            if value.hasPrefix("@color/") { return resolve(table[String(value.dropFirst(7))]!) }
            if value == "@android:color/white" { return [1, 1, 1, 1] }
            // Android writes alpha first: #ARGB and #AARRGGBB.
            var digits = Array(value.dropFirst())
            if digits.count <= 4 { digits = digits.flatMap { [$0, $0] } }
            if digits.count == 6 { digits = ["f", "f"] + digits }
            let bytes = stride(from: 0, to: 8, by: 2).map { Double(Int(String(digits[$0...$0 + 1]), radix: 16)!) / 255 }
            return Array(bytes[1...]) + [bytes[0]]
        }
        return resolve(try #require(table[name]))
    }
}

/// The WCAG ratio of a raw foreground on a raw background, both made opaque as WCAG's
/// Understanding 1.4.3 and browsers do: a translucent background over the backdrop, then a
/// translucent foreground over that.
func independentRatio(_ foreground: [Double], on background: [Double], backdrop: [Double]) -> Double {
    let shownBackground = IndependentWCAG.composite(background, over: backdrop)
    let shownForeground = IndependentWCAG.composite(foreground, over: shownBackground)
    return IndependentWCAG.ratio(
        luminance: IndependentWCAG.luminance(shownForeground[0], shownForeground[1], shownForeground[2]),
        IndependentWCAG.luminance(shownBackground[0], shownBackground[1], shownBackground[2]))
}
