import ArgumentParser
import Foundation
import LegibleTargets

struct TargetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "target",
        abstract: "Check one touch target's size and say how much to grow its hit area.",
        discussion: """
            Minimums: ios 44×44 pt (Apple HIG), android 48×48 dp (Material), wcag-aa 24×24 CSS px \
            (WCAG 2.2 SC 2.5.8; its spacing exception needs a whole screen, see 'legible targets'), \
            wcag-aaa 44×44 CSS px (SC 2.5.5). pt, dp and CSS px are treated as the same length.

            Pixel sizes (--unit px) are divided by the iOS scale factor (--scale) or the Android \
            density (--density); without either, 1 px = 1 pt. The expansion is split evenly \
            between opposite sides (40×40 for 44×44: 2 on each side).

            Exit status: 0 passes, 1 too small, 2 bad input.
            """)

    enum Unit: String, CaseIterable, ExpressibleByArgument {
        case pt, dp, px
    }

    @Argument(help: ArgumentHelp("Width × height, e.g. 40x40, 40×30 or 44 for a square.", valueName: "size"))
    var size: String

    @Option(help: "Whose minimum applies.")
    var platform: TargetPlatform = .ios

    @Option(help: "Unit of <size>: pt, dp or px (default pt, or px with --scale/--density).")
    var unit: Unit?

    @OptionGroup var pixels: PixelDensityOptions

    @Option(help: "Report format.")
    var format: ReportFormat = .text

    func run() throws {
        let given = try Self.parseSize(size)
        let density = try pixels.pixelDensity()
        let logical: TargetSize
        switch (unit, density) {
        case (.pt?, .some), (.dp?, .some):
            throw InputError("--scale and --density convert pixels; use them with --unit px")
        case (.px?, nil):
            logical = given  // 1 px per logical unit
        case (_, let density?):
            logical = density.logical(given)
        case (nil, nil), (.pt?, nil), (.dp?, nil):
            logical = given
        }
        let check = platform.check(logical)
        let isPixels = unit == .px || density != nil
        let report = TargetReport(
            check: check, platform: platform,
            pixels: isPixels ? PixelInput(size: given, density: (density ?? (platform == .android ? .mdpi : .ios1x)).name) : nil)
        print(format == .json ? try JSONOutput.string(report) : report.text)
        if !check.passes { throw ChecksFailed() }
    }

    /// `40x40`, `40X40`, `40×40` or `44` (a square); sides finite and not negative.
    static func parseSize(_ text: String) throws -> TargetSize {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { "xX×".contains($0) })
        let numbers = parts.map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard (1...2).contains(parts.count), let width = numbers.first ?? nil, let height = numbers.last ?? nil,
              width.isFinite, height.isFinite
        else {
            throw InputError("size '\(text)': expected width x height in numbers, such as 40x40 or 44")
        }
        guard width >= 0, height >= 0 else {
            throw InputError("size '\(text)': width and height must be 0 or more")
        }
        return TargetSize(width: width, height: height)
    }
}

/// Sizes given in device pixels, as reported back.
private struct PixelInput: Encodable {
    let size: TargetSize
    let density: String
}

/// `legible target`'s report; JSON keys sort to expansion, minimum, passes, pixels, platform,
/// size, unit.
private struct TargetReport: Encodable {
    let expansion: TargetInsets
    let minimum: TargetSize
    let passes: Bool
    let pixels: PixelInput?
    let platform: String
    let size: TargetSize
    let unit: String
    private let guideline: String

    init(check: TargetCheck, platform: TargetPlatform, pixels: PixelInput?) {
        expansion = check.expansion
        minimum = check.minimum
        passes = check.passes
        self.pixels = pixels
        self.platform = platform.rawValue
        size = check.size
        unit = platform.unit.symbol
        guideline = platform.guideline
    }

    private enum CodingKeys: String, CodingKey {
        case expansion, minimum, passes, pixels, platform, size, unit
    }

    var text: String {
        let input = pixels.map { "\($0.size) px \($0.density) = " } ?? ""
        let verdict = passes ? "passes" : "fails"
        var lines = ["\(input)\(size) \(unit): \(verdict) \(guideline), minimum \(minimum) \(unit)"]
        if !passes {
            lines.append("grow the hit area by \(expansion) \(unit)")
        }
        return lines.joined(separator: "\n")
    }
}
