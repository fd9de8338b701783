import LegibleSyntax
import LegibleTypeScale

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Measures and wraps text with real fonts: HarfBuzz shapes, ICU finds line breaks, grapheme
/// boundaries and bidi runs, and fallback faces cover what the primary face lacks.
///
/// Build one per font setup and reuse it; it is immutable apart from an internal cache guarded by
/// a lock, so one measurer can serve many tasks at once (each call shapes into its own buffer).
///
/// ```swift
/// let measurer = try TextMeasurer(.bundled(weight: 400))
/// let layout = measurer.measure("Continue to payment", LayoutOptions(size: 17, width: 120, maxLines: 1))
/// print(layout.width, layout.fits, layout.lines.map(\.text))
/// ```
///
/// To lay the same text out at many sizes, shape once per ``ShapingKey`` with
/// ``shape(_:key:)`` and call ``ShapedText/layout(_:)`` for each size.
///
/// ## Measuring like iOS with Apple's own fonts
///
/// A user's SF Pro (or any font with an `opsz` axis and an AAT `trak` table) measures the way
/// CoreText sets it with the defaults: `opsz` follows the point size, clamped to the axis
/// (``FontConfiguration/followsOpticalSize``), and `TrackingMode.font` applies the font's own
/// `trak` table — the way UIKit gets SF Pro's tracking:
///
/// ```swift
/// let sfPro = try TextMeasurer(FontConfiguration(text: FontSource(path: "SF-Pro.ttf")))
/// sfPro.measure("Continue", LayoutOptions(size: 17, tracking: .font))
/// sfPro.fontTrackingPoints(forSize: 17, tracking: .font)   // what the table adds after each cluster
/// ```
///
/// The measurer applies the `trak` table itself, as CoreText does: linear interpolation between
/// the table's sizes, the first or last size's value outside them, interpolation between tracks
/// for `TrackingMode.fontTrack`, no rounding; the value is added after every cluster but the
/// last one on each line, like all tracking. `TrackingMode.hig` and
/// `TrackingMode.points` replace the table rather than add to it. HarfBuzz never sees the
/// table, so it is not applied twice whatever HarfBuzz is linked: up to 10.2 HarfBuzz applies it
/// when a point size is set (rounded, extrapolated beyond the table's ends, after every cluster),
/// and from 10.3 it applies it by itself to every font that also has a STAT table.
public final class TextMeasurer: Sendable {
    /// The setup this measurer was built from.
    public let configuration: FontConfiguration
    /// Explicit variations that could not be applied, each as a sentence naming the face and axis
    /// (for example `font 'Inter' has no 'wdth' axis; wdth=90 not applied`).
    public let unappliedVariations: [String]

    let textFace: FontFace
    let displayFace: FontFace?
    let fallbackFaces: [FontFace]
    /// Where the faces came from, and where the fonts of each key are made.
    private let cache: FontCache
    /// Whether `opsz` follows the size: asked for, and not set explicitly.
    private let followsOpticalSize: Bool
    private let chains = Locked<ChainCache>(ChainCache())

    /// The font chains built so far, and the last one asked for (most calls ask for the same key
    /// as the call before, which then needs no hashing).
    private struct ChainCache {
        var chains: [ShapingKey: FontChain] = [:]
        var last: (key: ShapingKey, chain: FontChain)?

        mutating func chain(for key: ShapingKey) -> FontChain? {
            if let last, last.key == key { return last.chain }
            guard let chain = chains[key] else { return nil }
            last = (key, chain)
            return chain
        }
    }

    /// Loads every face of `configuration`, or takes it from `cache` when a measurer built with
    /// the same cache has loaded it already.
    ///
    /// - Parameters:
    ///   - configuration: the fonts, weight, variations and language.
    ///   - cache: faces and fonts shared with other measurers; by default the measurer's own.
    /// - Throws: ``FontError`` naming the file when a font is missing, unreadable, not a font,
    ///   has no face at the given index, or has a `trak` table that cannot be read.
    public init(_ configuration: FontConfiguration, cache: FontCache = FontCache()) throws(FontError) {
        self.configuration = configuration
        self.cache = cache
        followsOpticalSize = configuration.followsOpticalSize && !configuration.variations.contains { $0.axis == "opsz" }
        textFace = try cache.face(configuration.text)
        if let display = configuration.display {
            displayFace = try cache.face(display)
        } else {
            displayFace = nil
        }
        var fallbacks: [FontFace] = []
        for source in configuration.fallbacks { fallbacks.append(try cache.face(source)) }
        fallbackFaces = fallbacks
        var unapplied: [String] = []
        for face in [textFace] + (displayFace.map { [$0] } ?? []) {
            for variation in configuration.variations {
                if let axis = face.axis(variation.axis) {
                    if variation.value < axis.minimum || variation.value > axis.maximum {
                        unapplied.append(
                            "font '\(face.familyName)' \(variation.axis) axis runs \(axis.minimum.formatted)…\(axis.maximum.formatted); \(variation) clamped to \(axis.clamp(variation.value).formatted)"
                        )
                    }
                } else {
                    unapplied.append("font '\(face.familyName)' has no '\(variation.axis)' axis; \(variation) not applied")
                }
            }
        }
        unappliedVariations = unapplied
    }

    /// The family name of the primary face used at `size`.
    public func familyName(forSize size: Double) -> String {
        primaryFace(usesDisplayFace: usesDisplayFace(atSize: size)).familyName
    }

    /// The family names of the faces `text`'s glyphs come from, each once, in the order they
    /// first appear: the primary face and the fallbacks that covered what it lacks (Japanese
    /// text under an Inter primary comes from Noto Sans CJK). Empty for text without glyphs.
    ///
    /// - Parameter text: text this measurer shaped.
    public func familyNames(usedBy text: ShapedText) -> [String] {
        let faces = [textFace] + (displayFace.map { [$0] } ?? []) + fallbackFaces
        var names: [String] = []
        for run in text.glyphRuns where !run.glyphs.isEmpty {
            guard let face = faces.first(where: { $0.source == run.font }), !names.contains(face.familyName) else { continue }
            names.append(face.familyName)
        }
        return names
    }

    /// The axes of the text face (the display face's may differ).
    public var textFaceAxes: [FontAxis] { textFace.axes }

    /// The shaping setup a size uses. When two sizes give equal keys, a ``ShapedText`` shaped for
    /// one lays out correctly at the other; when the key changes, shape again.
    ///
    /// With `TrackingMode.font` or `TrackingMode.fontTrack` and a face that has a `trak`
    /// table, the key holds the size: the table's value changes with it. Optional ligatures stay
    /// on under a font's `trak` table, as CoreText keeps them (only tracking asked for on top, in
    /// points or from Apple's table, turns them off), and under tracking up to the
    /// configuration's ``FontConfiguration/ligatureSpacingLimit`` (0.03 em on Android).
    public func shapingKey(forSize size: Double, tracking: TrackingMode) -> ShapingKey {
        let display = usesDisplayFace(atSize: size)
        let primary = primaryFace(usesDisplayFace: display)
        let opticalSize = followsOpticalSize ? primary.opticalSizeAxis?.clamp(size) : nil
        var track: Double?
        switch tracking {
        case .font: track = 0
        case .fontTrack(let value): track = value
        case .none, .points, .hig: track = nil
        }
        if track != nil, !([primary] + fallbackFaces).contains(where: { $0.trakTable != nil }) { track = nil }
        // CoreText: any tracking; Minikin: more than 0.03 em (the configuration's limit).
        let disablesLigatures = abs(tracking.points(atSize: size)) > configuration.ligatureSpacingLimit * size
        return ShapingKey(
            usesDisplayFace: display, opticalSize: opticalSize, fontTrackingSize: track == nil ? nil : size,
            fontTrack: track, disablesOptionalLigatures: disablesLigatures)
    }

    /// The points the primary face's own `trak` table adds after each cluster at `size` (the
    /// display face's from its switch size), or `nil` when `tracking` does not apply the table
    /// (it is not `TrackingMode.font` or `TrackingMode.fontTrack`) or the face has none.
    /// Fallback faces apply their own tables to their own clusters.
    ///
    /// ```swift
    /// let measurer = try TextMeasurer(FontConfiguration(text: FontSource(path: "SF-Pro.ttf")))
    /// measurer.fontTrackingPoints(forSize: 17, tracking: .font)   // the normal track at 17 pt
    /// ```
    public func fontTrackingPoints(forSize size: Double, tracking: TrackingMode) -> Double? {
        let key = shapingKey(forSize: size, tracking: tracking)
        let primary = primaryFace(usesDisplayFace: key.usesDisplayFace)
        guard let track = key.fontTrack, let table = primary.trakTable else { return nil }
        return table.value(atSize: size, track: track) / Double(primary.unitsPerEm) * size
    }

    /// Shapes, lays out and wraps `text` in one call (shaping with the key of `options`).
    public func measure(_ text: String, _ options: LayoutOptions) -> TextLayout {
        shape(text, key: shapingKey(forSize: options.size, tracking: options.tracking)).layout(options)
    }

    private func usesDisplayFace(atSize size: Double) -> Bool {
        displayFace != nil && size >= configuration.displaySwitchSize
    }

    func primaryFace(usesDisplayFace: Bool) -> FontFace {
        usesDisplayFace ? (displayFace ?? textFace) : textFace
    }

    /// The fonts for a key, primary first then the fallbacks, created once and cached.
    func fontChain(for key: ShapingKey) -> FontChain {
        if let chain = chains.withLock({ $0.chain(for: key) }) { return chain }
        let faces = [primaryFace(usesDisplayFace: key.usesDisplayFace)] + fallbackFaces
        let instances = faces.enumerated().map { index, face in
            cache.instance(of: face, variations: variations(for: face, isPrimary: index == 0, key: key))
        }
        let chain = FontChain(
            instances: instances, language: configuration.language,
            disablesOptionalLigatures: key.disablesOptionalLigatures,
            trackingSize: key.fontTrackingSize, track: key.fontTrack)
        // Two tasks may build the same chain at once; both are equal and the first one stored wins.
        return chains.withLock { cache in
            if let existing = cache.chain(for: key) { return existing }
            cache.chains[key] = chain
            cache.last = (key, chain)
            return chain
        }
    }

    /// The axis values for one face: the weight and optical size where the face has those axes,
    /// then (on the primary face) the explicit settings it has axes for.
    private func variations(for face: FontFace, isPrimary: Bool, key: ShapingKey) -> [FontVariation] {
        var settings: [FontVariation] = []
        let explicit = isPrimary ? configuration.variations.filter { face.axis($0.axis) != nil } : []
        if let weight = configuration.weight, let axis = face.axis("wght"), !explicit.contains(where: { $0.axis == "wght" }),
            let setting = try? FontVariation(axis: "wght", value: axis.clamp(weight.value))
        {
            settings.append(setting)
        }
        if let opticalSize = key.opticalSize, let axis = face.axis("opsz"),
            let setting = try? FontVariation(axis: "opsz", value: axis.clamp(opticalSize))
        {
            settings.append(setting)
        }
        return settings + explicit
    }
}
