import LegibleColor
import LegibleReporting

/// The built-in palettes as a report: what `legible palette --list` prints.
///
/// ```swift
/// print(PaletteListReport().rendered(as: .text), terminator: "")
/// ```
///
/// ## Formats
/// - `text`: each palette's identifier and colours on one line, its source on the next.
/// - `json`: `{"palettes": [{"id", "colors", "names", "source"}]}`, colours as `#rrggbb`.
///
/// A listing never ``fails``.
public struct PaletteListReport: CheckReport, Hashable, Codable {
    /// The formats the report renders.
    public enum Format: String, CaseIterable, Sendable {
        /// Two lines per palette.
        case text
        /// One object with every palette.
        case json
    }

    /// The palettes listed, in order.
    public let palettes: [NamedPalette]

    /// Lists palettes.
    ///
    /// - Parameter palettes: the palettes, every built-in one by default.
    public init(palettes: [NamedPalette] = NamedPalette.all) {
        self.palettes = palettes
    }

    /// A listing is not a check.
    public var fails: Bool { false }

    /// Writes the report in `format`, ending with a newline.
    ///
    /// - Parameters:
    ///   - format: text or JSON.
    ///   - output: where to write it.
    public func write<Output: TextOutputStream>(_ format: Format, to output: inout Output) {
        switch format {
        case .json:
            let listed = palettes.map {
                JSONPalette(id: $0.id, colors: $0.colors.map(\.color.hex), names: $0.colors.map { $0.name ?? "" }, source: $0.source)
            }
            output.write(SortedJSON.string(["palettes": listed]) + "\n")
        case .text:
            let lines = palettes.map { palette in
                VisionText.padded(palette.id, 22) + palette.colors.map(\.color.hex).joined(separator: " ")
                    + "\n" + String(repeating: " ", count: 22) + palette.source
            }
            output.write(lines.joined(separator: "\n") + "\n")
        }
    }

    private struct JSONPalette: Encodable {
        let id: String
        let colors: [String]
        let names: [String]
        let source: String
    }
}
