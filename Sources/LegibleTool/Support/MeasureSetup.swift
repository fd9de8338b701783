import Foundation
import LegibleShaping
import LegibleTypeScale

/// The measurer and layout options one `legible measure` run uses, built from its options.
struct MeasureSetup {
    let measurer: TextMeasurer
    let options: LayoutOptions
    /// What the size came from: "Body, AX5: 53 pt" or "17 pt".
    let sizeLabel: String
    /// Where the tracking came from: "SF Pro table", "font", "none", "fixed".
    let trackingLabel: String

    init(_ command: MeasureCommand) throws {
        var size: Double
        var leading: Double?
        var styleWeight = FontWeight.regular
        if let sizeText = command.size {
            if command.style != nil || command.category != nil || command.emphasized {
                throw InputError("measure: give --size, or --style/--category/--emphasized, not both")
            }
            size = try TypeScaleArguments.positiveNumber(sizeText, role: "size", unit: "points")
            guard size <= 10_000 else { throw InputError("size \"\(sizeText)\": expected at most 10000 points") }
            sizeLabel = "\(size.reportText(decimals: 3)) pt"
        } else {
            let style = try TypeScaleArguments.parse { () throws(TypeScaleError) in try TextStyle(parsing: command.style ?? "body") }
            let category = try TypeScaleArguments.parse { () throws(TypeScaleError) in
                try DynamicTypeCategory(parsing: command.category ?? "large")
            }
            let metrics = DynamicType.metrics(for: style, category: category)
            size = metrics.size
            leading = metrics.leading
            styleWeight = command.emphasized ? metrics.emphasizedWeight : metrics.weight
            sizeLabel = "\(style.displayName), \(category.displayName): \(size.reportText(decimals: 3)) pt"
        }

        let explicitWeight = try command.weight.map { text in try TypeScaleArguments.parse { () throws(TypeScaleError) in try FontWeight(parsing: text) } }
        let weight = explicitWeight ?? styleWeight
        let bundled = try? FontConfiguration.bundled(weight: weight)
        var configuration: FontConfiguration
        if let primary = command.font.first {
            configuration = FontConfiguration(text: FontSource(path: primary, faceIndex: command.faceIndex ?? 0))
            configuration.fallbacks = command.font.dropFirst().map { FontSource(path: $0) } + (bundled?.fallbacks ?? [])
        } else {
            guard command.faceIndex == nil else { throw InputError("--face-index: needs --font PATH (the bundled fonts are chosen by Legible)") }
            guard let bundled else {
                throw InputError("bundled fonts: cannot find the Fonts/ directory; set LEGIBLE_FONTS_DIR or pass --font PATH")
            }
            configuration = bundled
        }
        configuration.weight = weight
        do {
            var variations = try command.variations.map(FontVariation.parseList) ?? []
            if let explicitWeight {
                variations.removeAll { $0.axis == "wght" }
                variations.insert(try FontVariation(axis: "wght", value: explicitWeight.value), at: 0)
            }
            configuration.variations = variations
            configuration.language = command.language
            measurer = try TextMeasurer(configuration)
        } catch {
            throw InputError(error.description)
        }

        let trackingText = command.tracking ?? (command.font.isEmpty ? "hig" : "font")
        var tracking = try TypeScaleArguments.parse { () throws(TypeScaleError) in try TrackingMode(parsing: trackingText) }
        switch tracking {
        case .hig:
            let table = try TypeScaleArguments.parse { () throws(TypeScaleError) in try TrackingTable(parsing: command.trackingFamily) }
            tracking = .hig(table)
            trackingLabel = "\(table.displayName) table"
        case .font, .fontTrack: trackingLabel = "font's own"
        case .none: trackingLabel = "none"
        case .points: trackingLabel = "fixed"
        }

        let width = try command.width.map { text throws(InputError) in
            try TypeScaleArguments.positiveNumber(text, role: "width", unit: "points")
        }
        guard command.lines >= 0 else { throw InputError("lines \(command.lines): expected 0 (no limit) or more") }
        options = LayoutOptions(size: size, tracking: tracking, width: width, maxLines: command.lines, lineHeight: leading)
    }

    /// Measures one text.
    func report(for text: String) -> MeasureReport {
        MeasureReport(text: text, layout: measurer.measure(text, options),
                      font: measurer.familyName(forSize: options.size),
                      tracking: measurer.fontTrackingPoints(forSize: options.size, tracking: options.tracking)
                          ?? options.tracking.points(atSize: options.size))
    }
}
