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
    var from: String

    @Option(help: "The unit to convert to (same names); every unit when omitted.")
    var to: String?

    @Option(help: "Android density for a bare px: ldpi, mdpi, tvdpi, hdpi, xhdpi, xxhdpi, xxxhdpi (or dpi: 480).")
    var density: String?

    @Option(help: "Android font scale for sp (Settings › Font size), e.g. 1.3 or 2; 1 by default.")
    var fontScale: String?

    @Option(help: "text or json (one object with --to, an array of every unit without).")
    var format: ReportFormat = .text

    private struct Conversion: Encodable {
        let value: Double
        let from: String
        let result: Double
        let to: String
        let fontScale: Double?
        let note: String?
    }

    func run() throws {
        let text = try TypeScaleArguments.single(value, role: "VALUE")
        let amount = try TypeScaleArguments.number(text, role: "value")
        let androidDensity = try density.map { name in
            try TypeScaleArguments.parse { try AndroidDensity(parsing: name) }
        }
        let source = try unit(from, option: "--from", density: androidDensity)
        let target = try to.map { try unit($0, option: "--to", density: androidDensity) }
        let usesBarePixels = [from, to].contains { $0?.lowercased() == "px" }
        if androidDensity != nil && !usesBarePixels {
            throw InputError("--density \"\(density ?? "")\": applies only to a bare px unit (or write px@xxhdpi)")
        }
        let scale = try fontScale.map { try TypeScaleArguments.positiveNumber($0, role: "font scale", unit: "times the default size") }
        let targets = target.map { [$0] } ?? Self.everyUnit
        if scale != nil && source != .sp && target.map({ $0 != .sp }) ?? false {
            throw InputError("--font-scale \"\(fontScale ?? "")\": applies only to conversions from or to sp")
        }
        let conversions = targets.map { target in
            let involvesSP = source == .sp || target == .sp
            return Conversion(
                value: amount, from: source.description,
                result: LengthUnit.convert(amount, from: source, to: target, fontScale: scale ?? 1).reportRounded(decimals: 4),
                to: target.description, fontScale: involvesSP ? scale ?? 1 : nil,
                note: source.platform == target.platform ? nil : "assumes 1 pt = 1 dp = 1 css-px")
        }
        switch format {
        case .json:
            print(try JSONOutput.string(target == nil ? AnyEncodable(conversions) : AnyEncodable(conversions[0])))
        case .text:
            print(report(conversions, single: target != nil))
        }
    }

    /// Every unit, for a conversion without --to.
    private static let everyUnit: [LengthUnit] = [.point, .applePixel(scale: 1), .applePixel(scale: 2), .applePixel(scale: 3), .dp, .sp]
        + AndroidDensity.allCases.map { .androidPixel($0) } + [.cssPixel, .cssPoint]

    private func unit(_ text: String, option: String, density: AndroidDensity?) throws -> LengthUnit {
        if text.lowercased() == "px", let density {
            return .androidPixel(density)
        }
        do {
            return try LengthUnit(parsing: text)
        } catch {
            throw InputError("\(option) \(error.description)")
        }
    }

    private func report(_ conversions: [Conversion], single: Bool) -> String {
        if single, let conversion = conversions.first {
            var line = "\(conversion.value.reportText(decimals: 4)) \(conversion.from) = \(conversion.result.reportText(decimals: 4)) \(conversion.to)"
            if let scale = conversion.fontScale { line += " (font scale \(scale.reportText(decimals: 3)))" }
            if let note = conversion.note { line += "\nnote: \(note)" }
            return line
        }
        var table: [[String]] = []
        for conversion in conversions {
            let remark = conversion.to == "sp" ? conversion.fontScale.map { "at font scale \($0.reportText(decimals: 3))" } ?? "" : ""
            table.append([conversion.to, conversion.result.reportText(decimals: 4), remark])
        }
        var amount = conversions.first.map { "\($0.value.reportText(decimals: 4)) \($0.from)" } ?? from
        if let first = conversions.first, first.from == "sp", let scale = first.fontScale {
            amount += " at font scale \(scale.reportText(decimals: 3))"
        }
        let footnote = conversions.contains { $0.note != nil } ? "\n\nBetween platforms: 1 pt = 1 dp = 1 css-px (the usual design convention)." : ""
        return "\(amount) is\n\n" + TypeScaleTextTable.render(table) + footnote
    }
}

/// Encodes either one conversion or a list of them with the same JSON encoder.
private struct AnyEncodable: Encodable {
    private let encodeValue: (Encoder) throws -> Void

    init<Value: Encodable>(_ value: Value) {
        encodeValue = value.encode(to:)
    }

    func encode(to encoder: Encoder) throws {
        try encodeValue(encoder)
    }
}
