internal import CHarfBuzz
internal import CICU
import LegibleSyntax

/// Shapes one text with a font chain: splits it into bidi and script runs (and paragraphs), shapes
/// each run with the primary font, and reshapes the clusters it has no glyph for with each
/// fallback in turn. Owns one HarfBuzz buffer for the call.
struct Shaper {
    let chain: FontChain
    let features: [hb_feature_t]

    struct Result {
        var prefixes: [ClusterPrefix]
        var glyphRuns: [GlyphRun]
        var missing: [MissingCharacter]
        /// Whether the text has a line or paragraph separator.
        var hasLineSeparators: Bool
        /// Whether a face it was shaped with may have optional ligatures.
        var dependsOnOptionalLigatures: Bool
        /// `trailingTracking[i]`: the fonts' `trak` tracking, in em, after the last cluster that
        /// starts before offset `i` (which `prefixes` include); `nil` when none is applied.
        var trailingTracking: [Double]?
    }

    /// A run of text with one direction, one script and one font.
    struct Item {
        let range: Range<Int>
        let isRightToLeft: Bool
        let script: hb_script_t
        /// The index in the chain of the first font that maps the run's characters.
        let fontLevel: Int
    }

    func shape(_ utf16: [UInt16]) -> Result {
        let count = utf16.count
        // prefixes[i + 1] first collects the cluster starting at i, then the prefixes become
        // running sums.
        // An empty array given capacity and appended to: `init(repeating:count:)` and
        // `init(unsafeUninitializedCapacity:)` allocate through an unspecialised stdlib path.
        var state = State(prefixes: [])
        state.prefixes.reserveCapacity(count + 1)
        for _ in 0...count { state.prefixes.append(ClusterPrefix()) }
        if chain.tracking != nil { state.clusterTracking = [Double](repeating: 0, count: count + 1) }
        var hasLineSeparators = false
        if count > 0 {
            HarfBuzzBufferPool.shared.withBuffer { buffer in
                utf16.withUnsafeBufferPointer { text in
                    itemize(text, hasLineSeparators: &hasLineSeparators) { item in
                        shapeRange(item.range, item: item, level: item.fontLevel, text: text, buffer: buffer, state: &state)
                    }
                }
            }
        }
        if !state.clusterTracking.isEmpty {
            // Each offset gets the tracking of the last cluster starting before it (in slot index
            // or earlier), read before the slots become running sums.
            var last = 0.0
            for index in state.clusterTracking.indices {
                if state.prefixes[index].clusterCount > 0 { last = state.clusterTracking[index] }
                state.clusterTracking[index] = last
            }
        }
        state.prefixes.withUnsafeMutableBufferPointer { prefixes in
            var sum = ClusterPrefix()
            for index in prefixes.indices {
                sum.advance += prefixes[index].advance
                sum.clusterCount += prefixes[index].clusterCount
                prefixes[index] = sum
            }
        }
        if state.missing.count > 1 { state.missing.sort { $0.utf16Offset < $1.utf16Offset } }
        return Result(
            prefixes: state.prefixes, glyphRuns: state.runs, missing: state.missing,
            hasLineSeparators: hasLineSeparators, dependsOnOptionalLigatures: state.dependsOnOptionalLigatures,
            trailingTracking: state.clusterTracking.isEmpty ? nil : state.clusterTracking)
    }

    private struct State {
        var prefixes: [ClusterPrefix]
        var runs: [GlyphRun] = []
        var missing: [MissingCharacter] = []
        var dependsOnOptionalLigatures = false
        /// While shaping, `clusterTracking[i + 1]`: the `trak` tracking in em after the cluster
        /// starting at `i`; empty when no `trak` table is applied.
        var clusterTracking: [Double] = []
    }

    /// Shapes `range` with the font at `level`; clusters it lacks go to the next level. Ranges no
    /// font covers are shaped with the primary font in the end and reported missing.
    private func shapeRange(
        _ range: Range<Int>, item: Item, level: Int, text: UnsafeBufferPointer<UInt16>,
        buffer: OpaquePointer, state: inout State, isFinal: Bool = false
    ) {
        let instance = chain.instances[level]
        state.dependsOnOptionalLigatures = state.dependsOnOptionalLigatures || instance.face.mayHaveOptionalLigatures
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        hb_buffer_set_direction(buffer, item.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, item.script)
        hb_buffer_set_language(buffer, chain.language)
        features.withUnsafeBufferPointer { hb_shape(instance.font, buffer, $0.baseAddress, UInt32($0.count)) }

        var glyphCount: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &glyphCount),
            let positions = hb_buffer_get_glyph_positions(buffer, nil), glyphCount > 0
        else { return }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(glyphCount))
        var hasMissing = false
        for index in 0..<Int(glyphCount) {
            let (info, position) = (infos[index], positions[index])
            hasMissing = hasMissing || info.codepoint == 0
            glyphs.append(
                ShapedGlyph(
                    glyphID: info.codepoint, cluster: Int(info.cluster), advance: position.x_advance,
                    xOffset: position.x_offset, yOffset: position.y_offset))
        }
        if !hasMissing || isFinal {
            accept(glyphs, from: instance, level: level, item: item, state: &state)
            if isFinal { recordMissing(range, text: text, state: &state) }
            return
        }
        let missingClusters = Set(glyphs.lazy.filter { $0.glyphID == 0 }.map(\.cluster))
        let isLast = level == chain.instances.count - 1
        accept(glyphs.filter { !missingClusters.contains($0.cluster) }, from: instance, level: level, item: item, state: &state)
        let clusterStarts = Set(glyphs.map(\.cluster)).sorted()
        for missingRange in Self.mergedRanges(of: missingClusters, clusterStarts: clusterStarts, end: range.upperBound) {
            if isLast {
                shapeRange(missingRange, item: item, level: 0, text: text, buffer: buffer, state: &state, isFinal: true)
            } else {
                shapeRange(missingRange, item: item, level: level + 1, text: text, buffer: buffer, state: &state)
            }
        }
    }

    /// Adjacent missing clusters joined into ranges of text, in logical order.
    private static func mergedRanges(of missing: Set<Int>, clusterStarts: [Int], end: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for (index, start) in clusterStarts.enumerated() where missing.contains(start) {
            let clusterEnd = index + 1 < clusterStarts.count ? clusterStarts[index + 1] : end
            if let last = ranges.last, last.upperBound == start {
                ranges[ranges.count - 1] = last.lowerBound..<clusterEnd
            } else {
                ranges.append(start..<clusterEnd)
            }
        }
        return ranges
    }

    /// Adds the glyphs' advances to the clusters they belong to, and the font's `trak` tracking
    /// once to each cluster.
    private func accept(_ glyphs: [ShapedGlyph], from instance: FontInstance, level: Int, item: Item, state: inout State) {
        guard !glyphs.isEmpty else { return }
        let unitsPerEm = instance.unitsPerEm
        let tracking = chain.tracking?[level] ?? 0
        if tracking != 0 {
            let trackingInEm = tracking / unitsPerEm
            for glyph in glyphs where state.prefixes[glyph.cluster + 1].clusterCount == 0 {
                state.prefixes[glyph.cluster + 1].advance += trackingInEm
                state.prefixes[glyph.cluster + 1].clusterCount = 1
                state.clusterTracking[glyph.cluster + 1] = trackingInEm
            }
        }
        state.prefixes.withUnsafeMutableBufferPointer { prefixes in
            for glyph in glyphs {
                prefixes[glyph.cluster + 1].advance += Double(glyph.advance) / unitsPerEm
                prefixes[glyph.cluster + 1].clusterCount = 1
            }
        }
        state.runs.append(
            GlyphRun(
                font: instance.face.source, variations: instance.variations,
                unitsPerEm: instance.face.unitsPerEm, isRightToLeft: item.isRightToLeft,
                trackingPerCluster: tracking, glyphs: glyphs))
    }

    /// Reports the characters in `range` that no font maps (controls and default-ignorable characters
    /// such as joiners and variation selectors are invisible by design and not reported).
    private func recordMissing(_ range: Range<Int>, text: UnsafeBufferPointer<UInt16>, state: inout State) {
        var offset = range.lowerBound
        for scalar in String(decoding: text[range], as: UTF16.self).unicodeScalars {
            defer { offset += scalar.utf16.count }
            if scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .control { continue }
            if !chain.instances.contains(where: { $0.covers(scalar) }) {
                state.missing.append(MissingCharacter(scalar: scalar, utf16Offset: offset))
            }
        }
    }
}

/// Idle HarfBuzz buffers, reused across calls (creating one allocates). Each call takes one for
/// itself, so no two threads ever share a buffer.
final class HarfBuzzBufferPool: @unchecked Sendable {
    static let shared = HarfBuzzBufferPool()
    private let idle = Locked<[OpaquePointer]>([])

    func withBuffer<Result>(_ body: (OpaquePointer) -> Result) -> Result {
        let buffer: OpaquePointer = idle.withLock { $0.popLast() } ?? hb_buffer_create()
        defer {
            hb_buffer_clear_contents(buffer)
            idle.withLock { $0.append(buffer) }
        }
        return body(buffer)
    }
}
