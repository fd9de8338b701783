import ArgumentParser
import LegibleTypeScale

struct UnitsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "units",
        abstract: "Convert between pt, px at @1x/@2x/@3x, dp, sp and CSS px.",
        discussion: """
            Units:
              pt                   Apple point (UIKit, SwiftUI, the HIG)
              px@1x px@2x px@3x    Apple device pixels: 1 pt = 1, 2 or 3 px
              dp                   Android density-independent pixel
              sp                   Android scale-independent pixel
              px@ldpi … px@xxxhdpi Android device pixels: 1 dp = dpi ÷ 160 px
                                   (or px with --density)
              css-px css-pt        CSS pixel and point: 1 css-px = 0.75 css-pt

            Densities: ldpi 120 (0.75×), mdpi 160 (1×), tvdpi 213 (1.33125×), hdpi 240 \
            (1.5×), xhdpi 320 (2×), xxhdpi 480 (3×), xxxhdpi 640 (4×).

            sp converts to dp with Android 14's non-linear font scaling at --font-scale (1 by \
            default): from 1.15 up, large text grows less than small text and 100 sp does not \
            grow; below that it is linear.

            Between platforms the usual design convention applies: 1 pt = 1 dp = 1 css-px (all \
            logical pixels at 1×); the output says so when it relies on it.

            Without --to, VALUE is shown in every unit.

            Examples:
              legible units 100 --from px@1x --to px@3x
              legible units 48 --from dp --to px --density xxhdpi
              legible units 14 --from sp --to dp --font-scale 2
              legible units 16 --from css-px --to css-pt
            """
    )

    @Argument(parsing: .allUnrecognized, help: "The value to convert (negative values are fine).")
    var value: [String] = []

    @Option(help: "The unit of VALUE: pt, px@1x, px@2x, px@3x, dp, sp, px@<density> (or px with --density), css-px, css-pt.")
    var from: Parsed<LengthUnit>

    @Option(help: "The unit to convert to (same names); every unit when omitted.")
    var to: Parsed<LengthUnit>?

    @Option(help: "Android density for a bare px: ldpi, mdpi, tvdpi, hdpi, xhdpi, xxhdpi, xxxhdpi (or dpi: 480).")
    var density: Parsed<AndroidDensity>?

    @Option(
        help: "Android font scale for sp (Settings › Font size), e.g. 1.3 or 2; 1 by default.",
        transform: Parsed.number(role: "font scale", in: TypeScaleNumber.fontScales, unit: "times the default size"))
    var fontScale: Parsed<Double>?

    @Option(help: "text or json (one object with --to, an array of every unit without).")
    var format: UnitConversionReport.Format = .text

    @OptionGroup var destination: ReportDestination

    func run() throws {
        try destination.refuseExisting()
        let amount = try TypeScaleNumber.parse(
            TypeScaleArguments.single(value, role: "VALUE"), role: "value", in: -TypeScaleNumber.maximumLength...TypeScaleNumber.maximumLength,
            unit: from.description)
        let androidDensity = try density?.value()
        let source = try unit(from, option: "--from", density: androidDensity)
        let target = try to.map { try unit($0, option: "--to", density: androidDensity) }
        if let density, ![from, to].contains(where: { $0.map(\.isBarePixel) ?? false }) {
            throw InputError("--density \"\(density)\": applies only to a bare px unit (or write px@xxhdpi)")
        }
        let scale = try fontScale?.value()
        if let fontScale, source != .sp, let target, target != .sp {
            throw InputError("--font-scale \"\(fontScale)\": applies only to conversions from or to sp")
        }
        try destination.emit(UnitConversionReport(value: amount, from: source, to: target, fontScale: scale), as: format)
    }

    /// The unit an option names: a bare px is an Android pixel of `--density`.
    private func unit(_ option: Parsed<LengthUnit>, option name: String, density: AndroidDensity?) throws -> LengthUnit {
        if option.isBarePixel, let density {
            return .androidPixel(density)
        }
        do {
            return try option.value()
        } catch {
            throw InputError("\(name) \(error.localizedDescription)")
        }
    }
}

extension Parsed<LengthUnit> {
    /// Whether the option says just `px`, which needs `--density`.
    fileprivate var isBarePixel: Bool { description.lowercased() == "px" }
}
