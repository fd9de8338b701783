import Foundation
import LegibleCatalogs
import LegibleShaping
import LegibleTypeScale

/// The fonts one label is measured with: its font file (or the bundled fonts), weight and
/// language. Labels with equal setups share one `TextMeasurer`.
struct FontSetup: Sendable, Hashable {
    /// The primary font as the layout spec gives it (`path` or `path#faceIndex`), `nil` for the
    /// bundled Inter Text/Display.
    let font: String?
    /// The weight drawn: the layout's, made heavier with Bold Text on.
    let weight: FontWeight
    /// The locale, given to HarfBuzz as the language for language-specific glyphs.
    let language: String
    /// Whether Bold Text made the weight heavier but the layout names no face heavy enough, so
    /// only a `wght` axis on ``font`` can draw it (checked once the font is loaded).
    let needsWeightAxis: Bool
    /// The locale's font as the layout names it, before a heavier face replaced it.
    let layoutFont: String?
    /// The platform: without a font of its own, an Android label is drawn in Roboto.
    let platform: TextSizePlatform

    init(layout: LabelLayout, locale: String, legibilityWeight: TextLegibilityWeight = .regular) {
        platform = layout.platform
        let primary = layout.font(forLocale: locale)
        weight = layout.weight(legibilityWeight)
        language = locale
        layoutFont = primary
        if primary != nil, let face = layout.boldTextFace(for: legibilityWeight, locale: locale) {
            font = face.font
            needsWeightAxis = false
        } else {
            // No face is heavy enough: the heaviest one heavier than the design weight comes
            // closest (a static family's Bold for Semibold → Heavy), and is reported as short.
            let closest = weight > layout.weight ? layout.faces(forLocale: locale).last { $0.weight > layout.weight } : nil
            font = closest?.font ?? primary
            needsWeightAxis = primary != nil && weight > layout.weight
        }
    }

    /// The configuration: the primary font, then the bundled fallbacks (Arabic, Hebrew, CJK,
    /// emoji) for whatever it lacks.
    func configuration(fontsDirectory: String?) throws(AuditError) -> FontConfiguration {
        let bundled: FontConfiguration
        do {
            bundled =
                platform == .android && font == nil
                ? try FontConfiguration.bundledAndroid(weight: weight, directory: fontsDirectory)
                : try FontConfiguration.bundled(weight: weight, directory: fontsDirectory)
        } catch {
            throw AuditError(wrapping: error)
        }
        var configuration = bundled
        if let font {
            do {
                configuration = FontConfiguration(text: try FontSource(parsing: font))
            } catch {
                throw AuditError(wrapping: error)
            }
            configuration.fallbacks = bundled.fallbacks
            configuration.weight = weight
        }
        configuration.language = language
        // Android keeps optional ligatures under small letter spacing, whichever font draws it.
        if platform == .android { configuration.ligatureSpacingLimit = FontConfiguration.minikinLigatureSpacingLimit }
        return configuration
    }
}

/// The measurers of an audit, one per ``FontSetup``, all loaded before measuring starts so a
/// missing font is reported before any output.
struct MeasurerSet: Sendable {
    private let measurers: [FontSetup: TextMeasurer]

    /// The setups whose Bold Text weight their static font cannot draw (no `wght` axis, no
    /// heavier face named), in a stable order.
    var setupsMissingBoldTextFaces: [FontSetup] {
        measurers.filter { setup, measurer in setup.needsWeightAxis && !measurer.textFaceAxes.contains { $0.tag == "wght" } }
            .keys.sorted { ($0.font ?? "", $0.weight, $0.language) < ($1.font ?? "", $1.weight, $1.language) }
    }

    /// - Parameter origin: where a layout spec names a font file (`layout.yaml:12:5: `), put
    ///   before the message of a font that cannot be loaded.
    init(setups: Set<FontSetup>, fontsDirectory: String?, origin: (String) -> String = { _ in "" }) throws(AuditError) {
        var measurers: [FontSetup: TextMeasurer] = [:]
        // Setups differ in weight and language far more often than in fonts: each file loaded once.
        let cache = FontCache()
        // Sorted so that, of several bad fonts, the same one is reported every run.
        for setup in setups.sorted(by: { ($0.font ?? "", $0.weight, $0.language) < ($1.font ?? "", $1.weight, $1.language) }) {
            let prefix = setup.font.map(origin) ?? ""
            do throws(AuditError) {
                let configuration = try setup.configuration(fontsDirectory: fontsDirectory)
                do {
                    measurers[setup] = try TextMeasurer(configuration, cache: cache)
                } catch {
                    throw AuditError(wrapping: error)
                }
            } catch {
                throw AuditError(wrapping: error, prefix: prefix)
            }
        }
        self.measurers = measurers
    }

    /// The measurer of one of the setups the set was built for (it has one for each, or it
    /// would not have been built).
    subscript(setup: FontSetup) -> TextMeasurer { measurers[setup]! }
}

/// An audit that cannot run: a font that cannot be loaded, or no label to audit. The
/// description names the input and says what was expected.
public struct AuditError: Error, Sendable, CustomStringConvertible {
    /// The message.
    public let description: String
    /// The error this one reports, kept whole (a `FontError`, or a `SourceFileError` with its
    /// file, line and column) when the audit failed because of it; `nil` for the audit's own.
    public let underlying: (any Error)?

    package init(_ description: String) {
        self.description = description
        underlying = nil
    }

    /// An error reporting `error` with its message (after `prefix`), keeping `error` itself.
    package init(wrapping error: any Error & CustomStringConvertible, prefix: String = "") {
        // An audit error already wrapping another is unwrapped: the original stays reachable.
        let inner = (error as? AuditError)?.underlying ?? error
        description = prefix + error.description
        underlying = inner
    }
}

extension AuditError: LocalizedError {
    /// The ``description``, so `localizedDescription` names the input too.
    public var errorDescription: String? { description }
}
