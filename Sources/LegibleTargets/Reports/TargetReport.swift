import LegibleReporting

/// One hit area checked against a guideline's minimum, with how much to grow it: what
/// `legible target` prints.
///
/// ```swift
/// let report = TargetReport(size: try TargetSize(parsing: "88x88"), platform: .ios, density: .ios2x)
/// report.check.passes          // true: 88 px at @2x is 44 pt
/// print(report.rendered(as: .text), terminator: "")
/// // 88×88 px @2x = 44×44 pt: passes Apple HIG, minimum 44×44 pt
/// ```
///
/// ## Formats
/// - `text`: the size (and the pixels it came from), the verdict and the minimum; when it fails,
///   how much to grow the hit area on each side.
/// - `json`: an object with `expansion`, `minimum`, `passes`, `pixels` (`size` and `density`,
///   when the size was given in pixels), `platform`, `size` and `unit`, keys sorted.
///
/// The report ``fails`` when the size is under the minimum.
public struct TargetReport: CheckReport, Hashable, Codable {
    /// The formats the report renders.
    public enum Format: String, CaseIterable, Sendable {
        /// One or two lines for people.
        case text
        /// One object, keys sorted.
        case json
    }

    /// A size given in device pixels, as the report repeats it.
    public struct PixelInput: Sendable, Hashable, Codable {
        /// The size in pixels, as given.
        public let size: TargetSize
        /// The density that converted it to logical units.
        public let density: PixelDensity
    }

    /// Whose minimum applied.
    public let platform: TargetPlatform
    /// The size in the platform's logical unit against the minimum.
    public let check: TargetCheck
    /// The size in pixels, when it was given in pixels.
    public let pixels: PixelInput?

    /// Checks one hit area.
    ///
    /// - Parameters:
    ///   - size: the hit area, in the platform's logical unit (pt, dp and CSS px count as the
    ///     same length), or in device pixels when `density` is given.
    ///   - platform: whose minimum applies.
    ///   - density: the pixel density of a size in device pixels (use
    ///     ``TargetPlatform/baselineDensity`` for one pixel per unit); `nil` for logical units.
    public init(size: TargetSize, platform: TargetPlatform, density: PixelDensity? = nil) {
        self.platform = platform
        check = platform.check(density.map { $0.logical(size) } ?? size)
        pixels = density.map { PixelInput(size: size, density: $0) }
    }

    /// True when the hit area is under the minimum.
    public var fails: Bool { !check.passes }

    /// Writes the report in `format`, ending with a newline.
    ///
    /// - Parameters:
    ///   - format: text or JSON.
    ///   - output: where to write it.
    public func write<Output: TextOutputStream>(_ format: Format, to output: inout Output) {
        let unit = platform.unit.symbol
        switch format {
        case .json:
            output.write(SortedJSON.string(JSONForm(self)) + "\n")
        case .text:
            let input = pixels.map { "\($0.size) px \($0.density.name) = " } ?? ""
            let verdict = check.passes ? "passes" : "fails"
            output.write("\(input)\(check.size) \(unit): \(verdict) \(platform.guideline), minimum \(check.minimum) \(unit)\n")
            if !check.passes {
                output.write("grow the hit area by \(check.expansion) \(unit)\n")
            }
        }
    }

    /// The JSON format's object.
    private struct JSONForm: Encodable {
        struct Pixels: Encodable {
            let size: TargetSize
            let density: String
        }

        let expansion: TargetInsets
        let minimum: TargetSize
        let passes: Bool
        let pixels: Pixels?
        let platform: String
        let size: TargetSize
        let unit: String

        init(_ report: TargetReport) {
            expansion = report.check.expansion
            minimum = report.check.minimum
            passes = report.check.passes
            pixels = report.pixels.map { Pixels(size: $0.size, density: $0.density.name) }
            platform = report.platform.rawValue
            size = report.check.size
            unit = report.platform.unit.symbol
        }
    }
}
