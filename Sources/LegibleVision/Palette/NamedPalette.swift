import LegibleColor

/// A palette published for colour-blind-safe (or deliberately unsafe) use, built into Legible.
///
/// ```swift
/// let okabeIto = try NamedPalette.named("okabe-ito")
/// okabeIto.colors.map(\.color.hex)   // ["#000000", "#e69f00", …]
/// NamedPalette.all.map(\.id)         // ["okabe-ito", "tol-bright", …]
/// ```
///
/// The same data is in `Tables/palettes.csv`; a test compares every cell.
public struct NamedPalette: Sendable, Hashable, Codable {
    /// The identifier used on the command line, e.g. `okabe-ito`, `tol-bright`, `viridis-8`.
    public let id: String
    /// Where the colours come from.
    public let source: String
    /// The colours in their published order, each with its published name.
    public let colors: [PaletteColor]

    init(id: String, source: String, entries: [(name: String, hex: String)]) {
        self.id = id
        self.source = source
        colors = entries.map { PaletteColor(color: Self.decode(hex: $0.hex), name: $0.name) }
    }

    /// Whether the palette is one of the deliberately unsafe examples (`naive-rgb`, `traffic-light`).
    public var isNegativeExample: Bool { source.hasPrefix("negative control") }

    /// Finds a built-in palette by identifier; underscores and hyphens are interchangeable and
    /// case does not matter (`okabe_ito`, `Okabe-Ito`).
    public static func named(_ name: String) throws(VisionError) -> NamedPalette {
        let key = String(name.lowercased().map { $0 == "_" ? "-" : $0 })
        guard let palette = all.first(where: { $0.id == key }) else {
            throw VisionError(
                "palette '\(name)': no built-in palette by that name; expected one of \(all.map(\.id).joined(separator: ", "))")
        }
        return palette
    }

    // The table holds only `#rrggbb` literals (checked by a test).
    private static func decode(hex: String) -> SRGBColor {
        let digits = hex.dropFirst().compactMap(\.hexDigitValue)
        guard digits.count == 6 else { return .black }
        func byte(_ i: Int) -> UInt8 { UInt8(digits[i] * 16 + digits[i + 1]) }
        return SRGBColor(red8: byte(0), green8: byte(2), blue8: byte(4))
    }

    /// Every built-in palette, in the order of `Tables/palettes.csv`.
    public static let all: [NamedPalette] = [
        NamedPalette(
            id: "okabe-ito",
            source: "Okabe & Ito 2008 Color Universal Design (as in R grDevices::palette.colors('Okabe-Ito') minus grey #999999)",
            entries: [
                ("black", "#000000"),
                ("orange", "#e69f00"),
                ("sky blue", "#56b4e9"),
                ("bluish green", "#009e73"),
                ("yellow", "#f0e442"),
                ("blue", "#0072b2"),
                ("vermillion", "#d55e00"),
                ("reddish purple", "#cc79a7"),
            ]),
        NamedPalette(
            id: "tol-bright",
            source: "tol-colors 2.2.0 tol_colors.bright (Paul Tol)",
            entries: [
                ("blue", "#4477aa"),
                ("red", "#ee6677"),
                ("green", "#228833"),
                ("yellow", "#ccbb44"),
                ("cyan", "#66ccee"),
                ("purple", "#aa3377"),
                ("grey", "#bbbbbb"),
            ]),
        NamedPalette(
            id: "tol-vibrant",
            source: "tol-colors 2.2.0 tol_colors.vibrant (Paul Tol)",
            entries: [
                ("orange", "#ee7733"),
                ("blue", "#0077bb"),
                ("cyan", "#33bbee"),
                ("magenta", "#ee3377"),
                ("red", "#cc3311"),
                ("teal", "#009988"),
                ("grey", "#bbbbbb"),
            ]),
        NamedPalette(
            id: "tol-muted",
            source: "tol-colors 2.2.0 tol_colors.muted (Paul Tol)",
            entries: [
                ("rose", "#cc6677"),
                ("indigo", "#332288"),
                ("sand", "#ddcc77"),
                ("green", "#117733"),
                ("cyan", "#88ccee"),
                ("wine", "#882255"),
                ("teal", "#44aa99"),
                ("olive", "#999933"),
                ("purple", "#aa4499"),
                ("pale_grey", "#dddddd"),
            ]),
        NamedPalette(
            id: "tol-high-contrast",
            source: "tol-colors 2.2.0 tol_colors.high_contrast (Paul Tol)",
            entries: [
                ("black", "#000000"),
                ("blue", "#004488"),
                ("red", "#bb5566"),
                ("yellow", "#ddaa33"),
                ("white", "#ffffff"),
            ]),
        NamedPalette(
            id: "tol-medium-contrast",
            source: "tol-colors 2.2.0 tol_colors.medium_contrast (Paul Tol)",
            entries: [
                ("white", "#ffffff"),
                ("light_blue", "#6699cc"),
                ("dark_blue", "#004488"),
                ("light_yellow", "#eecc66"),
                ("dark_yellow", "#997700"),
                ("light_red", "#ee99aa"),
                ("dark_red", "#994455"),
                ("black", "#000000"),
            ]),
        NamedPalette(
            id: "tol-light",
            source: "tol-colors 2.2.0 tol_colors.light (Paul Tol)",
            entries: [
                ("light_blue", "#77aadd"),
                ("orange", "#ee8866"),
                ("light_yellow", "#eedd88"),
                ("pink", "#ffaabb"),
                ("light_cyan", "#99ddff"),
                ("mint", "#44bb99"),
                ("pear", "#bbcc33"),
                ("olive", "#aaaa00"),
                ("pale_grey", "#dddddd"),
            ]),
        NamedPalette(
            id: "ibm-design-library",
            source: "IBM Design Library colour-blind-safe palette (5 colours)",
            entries: [
                ("ultramarine", "#648fff"),
                ("indigo", "#785ef0"),
                ("magenta", "#dc267f"),
                ("orange", "#fe6100"),
                ("gold", "#ffb000"),
            ]),
        NamedPalette(
            id: "viridis-8",
            source: "matplotlib 3.11.2 colormaps['viridis'] sampled at i/7, to_hex rounding",
            entries: [
                ("t=0.0000", "#440154"),
                ("t=0.1429", "#46327e"),
                ("t=0.2857", "#365c8d"),
                ("t=0.4286", "#277f8e"),
                ("t=0.5714", "#1fa187"),
                ("t=0.7143", "#4ac16d"),
                ("t=0.8571", "#a0da39"),
                ("t=1.0000", "#fde725"),
            ]),
        NamedPalette(
            id: "naive-rgb",
            source: "negative control: not CVD safe",
            entries: [
                ("red", "#ff0000"),
                ("green", "#00ff00"),
                ("blue", "#0000ff"),
                ("yellow", "#ffff00"),
            ]),
        NamedPalette(
            id: "traffic-light",
            source: "negative control: matplotlib tab10 red/orange/green",
            entries: [
                ("red", "#d62728"),
                ("amber", "#ff7f0e"),
                ("green", "#2ca02c"),
            ]),
    ]
}
