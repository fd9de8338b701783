import Foundation
import LegibleColor
import LegibleCore
import LegibleReporting
import LegibleTestSupport
import LegibleTokens
import Testing

/// Xcode asset catalogs: names and namespaces, component notations, colour spaces, iOS's
/// variant fallback, system colours, and malformed colour sets.
@Suite("Asset catalogs")
struct AssetCatalogTests {
    /// A colour entry as Xcode writes it.
    static func entry(_ color: String, appearances: [String] = [], idiom: String = "universal", gamut: String? = nil) -> String {
        let list = appearances.map { item -> String in
            let (kind, value) = item == "high" ? ("contrast", "high") : ("luminosity", item)
            return "{ \"appearance\" : \"\(kind)\", \"value\" : \"\(value)\" }"
        }
        let appearancesText = list.isEmpty ? "" : "\"appearances\" : [ \(list.joined(separator: ", ")) ],\n      "
        let gamutText = gamut.map { "\"display-gamut\" : \"\($0)\",\n      " } ?? ""
        return "{\n      \(appearancesText)\(gamutText)\"color\" : \(color),\n      \"idiom\" : \"\(idiom)\"\n    }"
    }

    /// An sRGB colour from three float strings.
    static func srgb(_ red: String, _ green: String, _ blue: String, alpha: String = "1.000", space: String = "srgb") -> String {
        "{ \"color-space\" : \"\(space)\", \"components\" : { \"alpha\" : \"\(alpha)\", \"blue\" : \"\(blue)\", \"green\" : \"\(green)\", \"red\" : \"\(red)\" } }"
    }

    /// A colour set's `Contents.json`.
    static func colorSet(_ entries: [String]) -> String {
        "{\n  \"colors\" : [\n    \(entries.joined(separator: ",\n    "))\n  ],\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n"
    }

    /// Reads a catalog made of `files` (paths inside `Assets.xcassets`).
    static func read(_ files: [String: String]) throws -> ColorTokenSet {
        try ScratchFolder.with(files.mapKeys { "Assets.xcassets/\($0)" }) { folder in
            try ColorTokenSet(sources: [ColorSource(.assets, path: folder.file("Assets.xcassets"))])
        }
    }

    /// The error reading `files` throws, the folder's path replaced by `DIR`.
    static func error(_ files: [String: String]) throws -> String {
        try ScratchFolder.with(files.mapKeys { "Assets.xcassets/\($0)" }) { folder in
            let error = readingError { () throws(SourceFileError) in
                _ = try ColorTokenSet(sources: [ColorSource(.assets, path: folder.file("Assets.xcassets"))])
            }
            return error?.description.replacingOccurrences(of: folder.path, with: "DIR") ?? ""
        }
    }

    @Test func namesNamespacesAndTheThreeNotations() throws {
        let set = try Self.read([
            "Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
            "Floats.colorset/Contents.json": Self.colorSet([Self.entry(Self.srgb("0.500", "0.250", "1.000"))]),
            "Text/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#,
            "Text/Bytes.colorset/Contents.json": Self.colorSet([Self.entry(Self.srgb("128", "64", "255"))]),
            "Text/Deeper/Hex.colorset/Contents.json": Self.colorSet([Self.entry(Self.srgb("0x80", "0x40", "0xFF", alpha: "0x80"))]),
            "Plain/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
            "Plain/Flat.colorset/Contents.json": Self.colorSet([Self.entry(Self.srgb("0.000", "0.000", "0.000"))]),
        ])
        // Only folders whose Contents.json provides a namespace add to the name.
        #expect(set.names == ["Floats", "Flat", "Text/Bytes", "Text/Hex"])
        #expect(set.color(named: "Floats", in: .light)?.color == SRGBColor(red: 0.5, green: 0.25, blue: 1))
        #expect(set.color(named: "Text/Bytes", in: .light)?.color == SRGBColor(red8: 128, green8: 64, blue8: 255))
        #expect(set.color(named: "Text/Hex", in: .light)?.color == SRGBColor(red8: 0x80, green8: 0x40, blue8: 0xFF, alpha8: 0x80))
        let bytes = try #require(set.color(named: "Text/Bytes", in: .dark))
        #expect(bytes.original == "srgb red 128 green 64 blue 255 alpha 1.000")
        #expect(bytes.kind == .assets && bytes.aliasChain == ["Text/Bytes"])
        #expect(bytes.location.file.hasSuffix("Text/Bytes.colorset/Contents.json"))
        let contents = Self.colorSet([Self.entry(Self.srgb("128", "64", "255"))])
        #expect("\(bytes.location.line!):\(bytes.location.column!)" == position(of: "{ \"alpha\"", in: contents))  // the components
    }

    @Test func variantsFallBackAsIOSDoes() throws {
        // Any, dark, high (any luminosity) and dark + high; light and light + high are missing.
        let full = Self.colorSet([
            Self.entry(Self.srgb("0.100", "0.100", "0.100")),
            Self.entry(Self.srgb("0.200", "0.200", "0.200"), appearances: ["dark"]),
            Self.entry(Self.srgb("0.300", "0.300", "0.300"), appearances: ["high"]),
            Self.entry(Self.srgb("0.400", "0.400", "0.400"), appearances: ["dark", "high"]),
        ])
        let onlyAny = Self.colorSet([
            Self.entry(Self.srgb("0.100", "0.100", "0.100")),
            Self.entry(Self.srgb("0.300", "0.300", "0.300"), appearances: ["high"]),
        ])
        let lightAndDark = Self.colorSet([
            Self.entry(Self.srgb("0.500", "0.500", "0.500"), appearances: ["light"]),
            Self.entry(Self.srgb("0.600", "0.600", "0.600"), appearances: ["light", "high"]),
            Self.entry(Self.srgb("0.700", "0.700", "0.700"), appearances: ["dark"]),
            Self.entry(Self.srgb("0.100", "0.100", "0.100")),
        ])
        let set = try Self.read(["Full.colorset/Contents.json": full, "OnlyAny.colorset/Contents.json": onlyAny, "LD.colorset/Contents.json": lightAndDark])
        func grey(_ name: String, _ appearance: ColorAppearance) -> Double? { set.color(named: name, in: appearance)?.color.red }
        #expect(grey("Full", .light) == 0.1)  // light → any
        #expect(grey("Full", .dark) == 0.2)  // dark
        #expect(grey("Full", .lightIncreasedContrast) == 0.3)  // light + high → light → high
        #expect(grey("Full", .darkIncreasedContrast) == 0.4)  // dark + high
        #expect(grey("OnlyAny", .dark) == 0.1)  // dark → any
        #expect(grey("OnlyAny", .darkIncreasedContrast) == 0.3)  // dark + high → dark → high
        #expect(grey("LD", .light) == 0.5)  // light before any
        #expect(grey("LD", .lightIncreasedContrast) == 0.6)
        #expect(grey("LD", .darkIncreasedContrast) == 0.7)  // dark before any
    }

    @Test func iPhoneBeatsUniversalAndP3BeatsSRGB() throws {
        let set = try Self.read([
            "Idiom.colorset/Contents.json": Self.colorSet([
                Self.entry(Self.srgb("0.100", "0.100", "0.100")),
                Self.entry(Self.srgb("0.200", "0.200", "0.200"), idiom: "iphone"),
                Self.entry(Self.srgb("0.300", "0.300", "0.300"), idiom: "ipad"),
            ]),
            "Gamut.colorset/Contents.json": Self.colorSet([
                Self.entry(Self.srgb("0.100", "0.100", "0.100"), gamut: "sRGB"),
                Self.entry(Self.srgb("1.000", "0.000", "0.000", space: "display-p3"), gamut: "display-P3"),
            ]),
            "Pad.colorset/Contents.json": Self.colorSet([Self.entry(Self.srgb("0.100", "0.100", "0.100"), idiom: "ipad")]),
        ])
        #expect(set.color(named: "Idiom", in: .light)?.color.red == 0.2)
        let gamut = try #require(set.color(named: "Gamut", in: .light))
        #expect(gamut.wasGamutMapped)
        #expect(gamut.color == (try ParsedColor(parsing: "color(display-p3 1 0 0)")).color)
        #expect(set.token(named: "Pad") == nil)
        #expect(set.unresolvedReason(for: "Pad", in: .dark)?.reason == "the colour set has no universal or iPhone colour")
    }

    /// Xcode's unset colour (a new project's AccentColor: entries with an idiom and no
    /// "color") is no colour, not a damaged file: scanning IceCubesApp and simplenote-ios stopped
    /// at their AccentColor with exit 2. A set with one entry unset and one set still reads the set one.
    @Test func anUnsetColourIsUnresolvedNotAnError() throws {
        let unset = """
            {
              "colors" : [ { "idiom" : "universal" } ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """
        let set = try Self.read([
            "AccentColor.colorset/Contents.json": unset,
            "Half.colorset/Contents.json": Self.colorSet([
                #"{ "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ] }"#,
                Self.entry(Self.srgb("0.200", "0.200", "0.200")),
            ]),
        ])
        #expect(set.token(named: "AccentColor") == nil)
        #expect(set.unresolvedReason(for: "AccentColor", in: .light)?.reason.hasPrefix("the colour set is empty (Xcode's unset colour") == true)
        #expect(set.color(named: "Half", in: .light)?.color.red == 0.2)
        #expect(set.color(named: "Half", in: .dark)?.color.red == 0.2)  // the unset dark entry falls back to Any
    }

    /// Xcode builds a catalog whose `Contents.json` ends an object or a list with a comma
    /// (AlphaWallet e4e5cc89 `generation.imageset/Contents.json:5-6`, `"filename" : "…pdf",\n}`,
    /// reported unreadable): read as Xcode reads it. Other broken JSON is still an error.
    @Test func aTrailingCommaIsReadAsXcodeReadsIt() throws {
        let image = """
            {
              "images" : [
                {
                  "idiom" : "universal",
                  "filename" : "picture.pdf",
                },
              ],
              "info" : { "author" : "xcode", "version" : 1 },
            }
            """
        let brand = Self.colorSet([Self.entry(Self.srgb("0.200", "0.200", "0.200"))]).replacingOccurrences(of: "\n  ],", with: ",\n  ],")
        let set = try Self.read(["picture.imageset/Contents.json": image, "Brand.colorset/Contents.json": brand])
        #expect(set.color(named: "Brand", in: .light)?.color.red == 0.2)
        for broken in [#"{ "images" : [ , ] }"#, #"{ "images" : [ 1,, ] }"#, #"{ , }"#, #"{ "a" : 1,, }"#, #"[ 1, ]"# + " ,"] {
            #expect(try Self.error(["picture.imageset/Contents.json": broken]).isEmpty == false, "\(broken)")
        }
    }

    @Test func colourSpaces() throws {
        func set(_ color: String) -> String { Self.colorSet([Self.entry(color)]) }
        let catalog = try Self.read([
            "P3.colorset/Contents.json": set(Self.srgb("0.900", "0.600", "0.400", space: "display-p3")),
            "Extended.colorset/Contents.json": set(Self.srgb("1.100", "-0.050", "0.500", space: "extended-srgb")),
            "Linear.colorset/Contents.json": set(Self.srgb("0.214", "0.214", "0.214", space: "extended-linear-srgb")),
            "Gray.colorset/Contents.json": set(#"{ "color-space" : "gray-gamma-22", "components" : { "alpha" : "1.000", "white" : "0.500" } }"#),
            "XGray.colorset/Contents.json": set(#"{ "color-space" : "extended-gray", "components" : { "alpha" : "0.500", "white" : "1.000" } }"#),
        ])
        // Display P3 inside sRGB, converted with the CSS Color 4 matrices written out here.
        let p3 = try #require(catalog.color(named: "P3", in: .light)?.color)
        let linear = [0.9, 0.6, 0.4].map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        let x = 0.4865709486482162 * linear[0] + 0.26566769316909306 * linear[1] + 0.1982172852343625 * linear[2]
        let y = 0.2289745640697488 * linear[0] + 0.6917385218365064 * linear[1] + 0.079286914093745 * linear[2]
        let z = 0.04511338185890264 * linear[1] + 1.043944368900976 * linear[2]
        let srgbLinear = [
            3.2409699419045226 * x - 1.537383177570094 * y - 0.4986107602930034 * z,
            -0.9692436362808796 * x + 1.8759675015077202 * y + 0.04155505740717559 * z,
            0.05563007969699366 * x - 0.20397695888897652 * y + 1.0569715142428786 * z,
        ].map { $0 <= 0.0031308 ? 12.92 * $0 : 1.055 * pow($0, 1 / 2.4) - 0.055 }
        #expect(abs(p3.red - srgbLinear[0]) < 1e-9 && abs(p3.green - srgbLinear[1]) < 1e-9 && abs(p3.blue - srgbLinear[2]) < 1e-9)
        #expect(catalog.color(named: "Extended", in: .light)?.wasGamutMapped == true)
        #expect(abs((catalog.color(named: "Linear", in: .light)?.color.red ?? 0) - 0.5) < 1e-3)  // linear 0.214 ≈ sRGB 0.5
        // Gray gamma 2.2: luminance 0.5^2.2, shown as the sRGB grey of that luminance.
        let gray = try #require(catalog.color(named: "Gray", in: .light)?.color)
        #expect(abs(gray.linear.red - pow(0.5, 2.2)) < 1e-12 && gray.red == gray.blue)
        #expect(catalog.color(named: "XGray", in: .light)?.color.hex == "#ffffff80")
    }

    @Test func systemColoursTakeTheHIGValuesInEachAppearance() throws {
        let reference = #"{ "platform" : "ios", "reference" : "systemBlueColor" }"#
        let set = try Self.read([
            "Link.colorset/Contents.json": Self.colorSet([Self.entry(reference)]),
            "Label.colorset/Contents.json": Self.colorSet([
                Self.entry(#"{ "platform" : "ios", "reference" : "labelColor" }"#),
                Self.entry(Self.srgb("1.000", "1.000", "1.000"), appearances: ["dark"]),
            ]),
            "Mac.colorset/Contents.json": Self.colorSet([Self.entry(#"{ "platform" : "osx", "reference" : "controlAccentColor" }"#)]),
        ])
        // Tables/apple-system-colors.csv, systemBlue.
        let table = try CSVTable.tables("apple-system-colors.csv").rows.filter { $0["name"] == "systemBlue" }
        #expect(table.count == 4)
        for row in table {
            let appearance = try #require(ColorAppearance(rawValue: row["appearance"]!))
            #expect(set.color(named: "Link", in: appearance)?.color.hex == row["hex"])
            #expect(set.color(named: "Link", in: appearance)?.original == "systemBlueColor (HIG: \(row["hex"]!))")
        }
        #expect(set.color(named: "Label", in: .light) == nil)
        #expect(set.color(named: "Label", in: .dark)?.color == .white)
        let label = try #require(set.unresolvedReason(for: "Label", in: .light))
        #expect(label.appearances == [.light, .lightIncreasedContrast])
        #expect(label.reason == "the colour set uses a system colour Legible cannot check: Apple publishes no values for labelColor")
        #expect(
            set.unresolvedReason(for: "Mac", in: .dark)?.reason
                == "the colour set uses a system colour Legible cannot check: it refers to the osx colour controlAccentColor")
    }

    // MARK: Malformed colour sets

    @Test func badComponentsAndUnknownColourSpaces() throws {
        func check(_ color: String, at needle: String, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
            let json = Self.colorSet([Self.entry(color)])
            let expected = "DIR/Assets.xcassets/Bad.colorset/Contents.json:\(position(of: needle, in: json)): \(message)"
            #expect(try Self.error(["Bad.colorset/Contents.json": json]) == expected, sourceLocation: sourceLocation)
        }
        try check(
            Self.srgb("1.500", "0.000", "0.000"), at: #""1.500""#, "red 1.500 is outside 0–1 (an extended colour space such as extended-srgb allows more)")
        try check(Self.srgb("300", "0", "0"), at: #""300""#, #"red "300" is outside 0–255"#)
        try check(Self.srgb("0xG0", "0", "0"), at: #""0xG0""#, #"red "0xG0" is not a hex byte such as "0x80""#)
        try check(
            Self.srgb("half", "0", "0"), at: #""half""#,
            #"red "half" is not a component: expected a float ("0.500"), a hex byte ("0x80") or an integer 0–255 ("128")"#)
        try check(
            Self.srgb("0.5", "0.5", "0.5", alpha: "1"), at: #""1""#,
            #"alpha "1": write alpha as Xcode does, as a decimal such as "1.000" (a whole number could mean 1/255 or opaque)"#)
        try check(
            Self.srgb("0.5", "0.5", "0.5", space: "cmyk"), at: #""cmyk""#,
            #"unknown colour space "cmyk"; expected srgb, display-p3, extended-srgb, extended-linear-srgb, gray-gamma-22 or extended-gray"#)
        try check(
            #"{ "color-space" : "srgb", "components" : { "red" : "1.000", "green" : "1.000", "alpha" : "1.000" } }"#, at: #"{ "red""#,
            "srgb components need red, green, blue, alpha; blue is missing")
        try check(
            #"{ "color-space" : "gray-gamma-22", "components" : { "red" : "1.000", "white" : "1.000", "alpha" : "1.000" } }"#, at: #""red""#,
            #"unknown component "red" for gray-gamma-22; expected white, alpha"#)
    }

    @Test func badAppearancesAndDuplicates() throws {
        let weird = Self.colorSet([
            #"{ "appearances" : [ { "appearance" : "luminosity", "value" : "purple" } ], "color" : { "platform" : "ios", "reference" : "systemRedColor" }, "idiom" : "universal" }"#
        ])
        #expect(
            try Self.error(["W.colorset/Contents.json": weird])
                == "DIR/Assets.xcassets/W.colorset/Contents.json:\(position(of: "{ \"appearance\"", in: weird)): unknown appearance luminosity = purple; expected luminosity light or dark, or contrast high"
        )
        let twice = Self.colorSet([Self.entry(Self.srgb("0.1", "0.1", "0.1")), Self.entry(Self.srgb("0.2", "0.2", "0.2"))])
        #expect(
            try Self.error(["T.colorset/Contents.json": twice])
                == "DIR/Assets.xcassets/T.colorset/Contents.json:\(position(of: "{ \"color-space\"", in: twice, occurrence: 2)): two colour entries for the same appearance, idiom and gamut"
        )
        let one = Self.colorSet([Self.entry(Self.srgb("0.1", "0.1", "0.1"))])
        #expect(
            try Self.error(["A/Same.colorset/Contents.json": one, "B/Same.colorset/Contents.json": one])
                == #"DIR/Assets.xcassets/B/Same.colorset/Contents.json:1:1: the colour set "Same" is defined twice; the first is at DIR/Assets.xcassets/A/Same.colorset/Contents.json:1:1"#
        )
        let broken = "{ \"colors\" : [ } "
        #expect(
            try Self.error(["Broken.colorset/Contents.json": broken])
                == "DIR/Assets.xcassets/Broken.colorset/Contents.json:\(position(of: "}", in: broken)): expected a JSON value, found '}'")
    }

    @Test func missingCatalogAndLimits() throws {
        try ScratchFolder.with([
            "Assets.xcassets/A.colorset/Contents.json": Self.colorSet([Self.entry(Self.srgb("0.1", "0.1", "0.1"))]),
            "Assets.xcassets/B.colorset/Contents.json": Self.colorSet([Self.entry(Self.srgb("0.2", "0.2", "0.2"))]),
        ]) { folder in
            let missing = folder.file("Nope.xcassets")
            #expect(
                readingError { () throws(SourceFileError) in _ = try ColorTokenSet(sources: [ColorSource(.assets, path: missing)]) }?.description
                    == "\(missing): no such folder; expected an asset catalog folder (.xcassets)")
            var limits = ColorTokenLimits()
            limits.maximumColorSets = 1
            let catalog = folder.file("Assets.xcassets")
            #expect(
                readingError { () throws(SourceFileError) in _ = try ColorTokenSet(sources: [ColorSource(.assets, path: catalog)], limits: limits) }?
                    .description
                    == "\(catalog)/B.colorset: more than 1 colour sets (ColorTokenLimits.maximumColorSets)")
            limits = ColorTokenLimits()
            limits.maximumDirectoryEntries = 1
            #expect(
                readingError { () throws(SourceFileError) in _ = try ColorTokenSet(sources: [ColorSource(.assets, path: catalog)], limits: limits) }?
                    .description
                    == "\(catalog): more than 1 files and folders to look through (ColorTokenLimits.maximumDirectoryEntries); is this the right folder?")
        }
    }
}

extension Dictionary where Key == String {
    /// The same values under new keys.
    func mapKeys(_ transform: (String) -> String) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
