import Foundation
import LegibleColor
import LegibleDesignCheck
import LegibleReporting
import LegibleTestSupport
import LegibleTokens
import Testing

/// `Examples/design-system` read through `legible.yaml`, every resolved colour compared with a
/// value worked out here from the raw files: JSON through Foundation's `JSONSerialization`, the
/// Android XML through regular expressions, aliases followed by hand, conversions written out
/// from CSS Color 4's published matrices — none of it through LegibleTokens' readers.
@Suite("Sample design system")
struct SampleDesignSystemTests {
    static let root = packageRoot.appendingPathComponent("Examples/design-system")

    static func read() throws -> (CheckConfiguration, ColorTokenSet) {
        let configuration = try CheckConfiguration(contentsOfFile: root.appendingPathComponent("legible.yaml").path)
        return (configuration, try ColorTokenSet(configuration: configuration))
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static func json(_ path: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(try text(path).utf8)) as! [String: Any]
    }

    // MARK: Independent colour arithmetic

    static func hex(_ red: Double, _ green: Double, _ blue: Double) -> String {
        "#" + [red, green, blue].map { String(format: "%02x", Int((min(max($0, 0), 1) * 255).rounded())) }.joined()
    }

    static func encode(_ linear: Double) -> Double { linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055 }
    static func decode(_ encoded: Double) -> Double { encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4) }

    /// CSS Color 4 `XYZ_to_lin_sRGB`, decimal form.
    static func srgb(x: Double, y: Double, z: Double) -> [Double] {
        [
            3.2409699419045226 * x - 1.537383177570094 * y - 0.4986107602930034 * z,
            -0.9692436362808796 * x + 1.8759675015077202 * y + 0.04155505740717559 * z,
            0.05563007969699366 * x - 0.20397695888897652 * y + 1.0569715142428786 * z,
        ].map(encode)
    }

    /// Display P3 → sRGB through CSS Color 4's `lin_P3_to_XYZ`.
    static func p3(_ c: [Double]) -> [Double] {
        let l = c.map(decode)
        return srgb(
            x: 0.4865709486482162 * l[0] + 0.26566769316909306 * l[1] + 0.1982172852343625 * l[2],
            y: 0.2289745640697488 * l[0] + 0.6917385218365064 * l[1] + 0.079286914093745 * l[2],
            z: 0.04511338185890264 * l[1] + 1.043944368900976 * l[2])
    }

    /// OKLCH → sRGB through CSS Color 4's `OKLab_to_XYZ` (not Ottosson's sRGB matrices).
    static func oklch(_ c: [Double]) -> [Double] {
        let (l, a, b) = (c[0], c[1] * cos(c[2] * .pi / 180), c[1] * sin(c[2] * .pi / 180))
        let lms = [
            0.99999999845051981432 * l + 0.39633779217376785678 * a + 0.21580375806075880339 * b,
            1.0000000088817607767 * l - 0.1055613423236563494 * a - 0.063854174771705903402 * b,
            1.0000000546724109177 * l - 0.089484182094965759684 * a - 1.2914855378640917399 * b,
        ].map { $0 * $0 * $0 }
        return srgb(
            x: 1.2268798733741557 * lms[0] - 0.5578149965554813 * lms[1] + 0.28139105017721583 * lms[2],
            y: -0.04057576262431372 * lms[0] + 1.1122868293970594 * lms[1] - 0.07171106666151701 * lms[2],
            z: -0.07637294974672142 * lms[0] - 0.4214933239627914 * lms[1] + 1.5869240244272418 * lms[2])
    }

    // MARK: Design tokens

    /// Every colour token of a DTCG tree: name → `$value`.
    static func tokens(_ tree: [String: Any], path: [String] = []) -> [String: Any] {
        var result: [String: Any] = [:]
        for (key, value) in tree where !key.hasPrefix("$") {
            guard let object = value as? [String: Any] else { continue }
            if let tokenValue = object["$value"] {
                result[(path + [key]).joined(separator: ".")] = tokenValue
            } else if object["$type"] as? String != "dimension" {
                result.merge(tokens(object, path: path + [key])) { $1 }
            }
        }
        return result
    }

    /// The hex a token's value comes to, following `{aliases}` by hand; `nil` for a colour
    /// outside sRGB (checked separately).
    static func expectedHex(_ value: Any, in tokens: [String: Any]) -> String? {
        if let text = value as? String {
            if text.hasPrefix("{") { return expectedHex(tokens[String(text.dropFirst().dropLast())]!, in: tokens) }
            return text.count == 7 ? text.lowercased() : nil
        }
        let object = value as! [String: Any]
        let components = (object["components"] as! [NSNumber]).map(\.doubleValue)
        let alpha = (object["alpha"] as? NSNumber)?.doubleValue ?? 1
        let rgb: [Double]
        switch object["colorSpace"] as! String {
        case "srgb": rgb = components
        case "display-p3": rgb = p3(components)
        case "oklch": rgb = oklch(components)
        default: return nil
        }
        guard rgb.allSatisfy({ (-1e-9...(1 + 1e-9)).contains($0) }) else { return nil }
        let opaque = hex(rgb[0], rgb[1], rgb[2])
        return alpha < 1 ? opaque + String(format: "%02x", Int((alpha * 255).rounded())) : opaque
    }

    @Test func designTokensResolveToTheValuesInTheFiles() throws {
        let (_, set) = try Self.read()
        let base = Self.tokens(try Self.json("tokens/base.tokens.json"))
        let dark = base.merging(Self.tokens(try Self.json("tokens/dark.tokens.json"))) { $1 }
        #expect(base.count == 23)
        for (appearances, tokens) in [([ColorAppearance.light, .lightIncreasedContrast], base), ([.dark, .darkIncreasedContrast], dark)] {
            for (name, value) in tokens {
                for appearance in appearances {
                    let resolved = try #require(set.color(named: name, in: appearance), "\(name) in \(appearance)")
                    if let expected = Self.expectedHex(value, in: tokens) {
                        #expect(resolved.color.hex == expected, "\(name) in \(appearance)")
                        #expect(!resolved.wasGamutMapped, "\(name)")
                    } else {
                        #expect(resolved.wasGamutMapped, "\(name) lies outside sRGB")
                    }
                }
            }
        }
        // The Display P3 orange beyond sRGB is mapped as `legible contrast` maps the same colour.
        let vivid = try #require(set.color(named: "color.brand.vivid", in: .light))
        #expect(vivid.color == (try ParsedColor(parsing: "color(display-p3 1 0.3 0)")).color)
        #expect(set.token(named: "spacing.small") == nil)
    }

    @Test func locationsPointAtTheValueInTheFile() throws {
        let (_, set) = try Self.read()
        for (name, appearance, file, needle) in [
            ("color.text.secondary", ColorAppearance.dark, "tokens/dark.tokens.json", #""{color.palette.gray.700}""#),
            ("color.text.secondary", .light, "tokens/base.tokens.json", #""{color.palette.gray.600}""#),
            ("color.surface.scrim", .darkIncreasedContrast, "tokens/base.tokens.json", #"{ "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.4"#),
        ] {
            let value = try #require(set.color(named: name, in: appearance))
            #expect(value.location.file == Self.root.appendingPathComponent(file).path)
            #expect("\(value.location.line!):\(value.location.column!)" == position(of: needle, in: try Self.text(file)), "\(name)")
        }
        let secondary = try #require(set.color(named: "color.text.secondary", in: .dark))
        #expect(secondary.aliasChain == ["color.text.secondary", "color.palette.gray.700"])
        #expect("\(secondary.definition.line!):\(secondary.definition.column!)" == position(of: ##""#48484a""##, in: try Self.text("tokens/base.tokens.json")))
    }

    // MARK: Asset catalog

    /// A colour set's variant, read here from the raw `Contents.json`.
    static func assetHex(_ colorSet: String, luminosity: String?, high: Bool) throws -> (hex: String?, components: [String: String]) {
        let contents = try json("App/Assets.xcassets/\(colorSet).colorset/Contents.json")
        for entry in contents["colors"] as! [[String: Any]] {
            let appearances = (entry["appearances"] as? [[String: String]]) ?? []
            guard appearances.first(where: { $0["appearance"] == "luminosity" })?["value"] == luminosity,
                appearances.contains(where: { $0["appearance"] == "contrast" }) == high
            else { continue }
            let color = entry["color"] as! [String: Any]
            if let reference = color["reference"] as? String {
                return (reference, [:])
            }
            let components = color["components"] as! [String: String]
            func value(_ text: String) -> Double {
                if text.hasPrefix("0x") { return Double(Int(text.dropFirst(2), radix: 16)!) / 255 }
                if text.contains(".") { return Double(text)! }
                return Double(Int(text)!) / 255
            }
            switch color["color-space"] as! String {
            case "srgb": return (hex(value(components["red"]!), value(components["green"]!), value(components["blue"]!)), components)
            case "gray-gamma-22":
                let grey = encode(pow(value(components["white"]!), 2.2))
                return (hex(grey, grey, grey), components)
            default: return (nil, components)  // display-p3, checked separately
            }
        }
        Issue.record("\(colorSet) has no variant \(luminosity ?? "any")\(high ? " + high" : "")")
        return (nil, [:])
    }

    @Test func assetCatalogColoursFollowIOSFallbacks() throws {
        let (_, set) = try Self.read()
        #expect(set.names.filter { !$0.contains(".") && !$0.contains("_") }.sorted() == ["BrandAccent", "ButtonLabel", "Surface", "Text/Body", "Text/Link"])
        // What each sample colour set defines, and so which variant each appearance falls back to.
        let variants: [String: [ColorAppearance: (String?, Bool)]] = [
            "BrandAccent": [.light: (nil, false), .dark: ("dark", false), .lightIncreasedContrast: (nil, true), .darkIncreasedContrast: ("dark", true)],
            "ButtonLabel": [.light: (nil, false), .dark: ("dark", false), .lightIncreasedContrast: (nil, false), .darkIncreasedContrast: ("dark", false)],
            "Surface": [.light: (nil, false), .dark: ("dark", false), .lightIncreasedContrast: (nil, false), .darkIncreasedContrast: ("dark", false)],
            "Text/Body": [.light: (nil, false), .dark: ("dark", false), .lightIncreasedContrast: (nil, false), .darkIncreasedContrast: ("dark", true)],
        ]
        for (name, byAppearance) in variants {
            for (appearance, (luminosity, high)) in byAppearance {
                let resolved = try #require(set.color(named: name, in: appearance))
                let (expected, components) = try Self.assetHex(name, luminosity: luminosity, high: high)
                if let expected {
                    #expect(resolved.color.hex == expected, "\(name) in \(appearance)")
                } else {
                    let c = ["red", "green", "blue"].map { Double(components[$0]!)! }
                    let mapped = try ParsedColor(parsing: "color(display-p3 \(c[0]) \(c[1]) \(c[2]))")
                    #expect(resolved.color == mapped.color && resolved.wasGamutMapped == mapped.wasGamutMapped, "\(name) in \(appearance)")
                }
            }
        }
        // Text/Link refers to systemBlueColor: the HIG's values from Tables/, in all four appearances.
        let blue = try CSVTable.tables("apple-system-colors.csv").rows.filter { $0["name"] == "systemBlue" }
        for row in blue {
            #expect(set.color(named: "Text/Link", in: ColorAppearance(rawValue: row["appearance"]!)!)?.color.hex == row["hex"])
        }
        #expect(set.unresolved.isEmpty)
    }

    // MARK: Android

    @Test func androidColoursFollowNightMode() throws {
        let (_, set) = try Self.read()
        func definitions(_ path: String) throws -> [String: String] {
            try rawAndroidColors(in: try Self.text("android/src/main/res/\(path)/colors.xml"))
        }
        let light = try definitions("values")
        let dark = light.merging(try definitions("values-night")) { $1 }
        func expected(_ name: String, _ table: [String: String]) -> String {
            let value = table[name]!
            if value.hasPrefix("@color/") { return expected(String(value.dropFirst(7)), table) }
            if value == "@android:color/white" { return "#ffffff" }
            let digits = Array(value.dropFirst().lowercased())
            let expanded = digits.count <= 4 ? digits.flatMap { [$0, $0] } : digits
            let argb = expanded.count == 6 ? Array("ff") + expanded : expanded
            let alpha = String(argb[0...1]), rgb = String(argb[2...])
            return "#" + rgb + (alpha == "ff" ? "" : alpha)
        }
        for (appearances, table) in [([ColorAppearance.light, .lightIncreasedContrast], light), ([.dark, .darkIncreasedContrast], dark)] {
            for name in table.keys {
                for appearance in appearances {
                    #expect(set.color(named: name, in: appearance)?.color.hex == expected(name, table), "\(name) in \(appearance)")
                }
            }
        }
    }

    // MARK: The configuration and its intended failures

    @Test func configurationDeclaresWhatTheCheckNeeds() throws {
        let (configuration, set) = try Self.read()
        #expect(configuration.sources.map(\.kind) == [.tokens, .tokens, .assets, .android])
        #expect(configuration.pairs.count == 8)
        #expect(configuration.pairs.contains { $0.textRole == .style(.headline) })
        #expect(configuration.pairs.contains { ColorTokenSet.isPattern($0.foreground) })
        #expect(configuration.palettes.map(\.name) == ["chart"])
        #expect(set.names(matching: configuration.palettes[0].colors[0]) == ["chart.1", "chart.2", "chart.3", "chart.4"])
        #expect(configuration.isLocked("BrandAccent") && configuration.isLocked("color.palette.gray.900") && !configuration.isLocked("color.text.primary"))
        // Every name and glob of every pair and palette selects something.
        for pair in configuration.pairs {
            #expect(!set.names(matching: pair.foreground).isEmpty, "\(pair.foreground)")
            #expect(!set.names(matching: pair.background).isEmpty, "\(pair.background)")
        }
    }

    @Test func theSecondaryTextPairFailsInDarkModeOnPurpose() throws {
        // From the raw files: base gray 600 #636366 on gray 50 #f5f5f7; dark gray 700 #48484a on gray 800 #2c2c2e.
        #expect(IndependentWCAG.ratio("#636366", "#f5f5f7") >= 4.5)
        #expect(IndependentWCAG.ratio("#48484a", "#2c2c2e") < 3)
        let (_, set) = try Self.read()
        #expect(set.color(named: "color.text.secondary", in: .light)?.color.hex == "#636366")
        #expect(set.color(named: "color.surface.raised", in: .light)?.color.hex == "#f5f5f7")
        #expect(set.color(named: "color.text.secondary", in: .dark)?.color.hex == "#48484a")
        #expect(set.color(named: "color.surface.raised", in: .dark)?.color.hex == "#2c2c2e")
    }
}
