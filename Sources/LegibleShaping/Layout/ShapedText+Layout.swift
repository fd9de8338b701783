extension ShapedText {
    /// Lays the shaped text out at `options.size`: greedy line filling by shaped width at ICU's
    /// line-break opportunities, hard breaks honoured, a word wider than the line broken between
    /// grapheme clusters (as UILabel does), and tail truncation with "…" past `maxLines`.
    ///
    /// Widths: the sum of the HarfBuzz advances of the line's clusters at the size, plus tracking
    /// after every cluster except the line's last. CoreText treats tracking as trailing whitespace
    /// (`kCTTrackingAttributeName`), and trailing whitespace does not count toward a line's width
    /// when it is filled, so neither the last cluster's tracking nor trailing spaces count here.
    /// With `LayoutOptions.tracksLineEnds` (Android 14's Minikin) a line gets one tracking more:
    /// half before its first cluster and half after its last.
    ///
    /// Use it with text shaped for `measurer.shapingKey(forSize: options.size, tracking: options.tracking)`.
    public func layout(_ options: LayoutOptions) -> TextLayout {
        let limit = options.width
        let scale = Scale(options)
        let lines = wrap(limit: limit, scale)
        // One pass over the lines: the widest of all, the shown ones (all but those past the
        // limit, the last shown one replaced by its truncation) and the widths past the limit.
        let isTruncated = options.maxLines > 0 && lines.count > options.maxLines
        let untruncatedCount = isTruncated ? options.maxLines - 1 : lines.count
        var shown: [TextLayout.Line] = []
        shown.reserveCapacity(isTruncated ? options.maxLines : lines.count)
        var widest: Double?
        var shownWidest: Double?
        var hiddenWidth = 0.0
        for (index, range) in lines.enumerated() {
            let content = range.lowerBound..<contentEnd(of: range)
            let lineWidth = width(of: content, scale)
            widest = max(widest ?? lineWidth, lineWidth)
            if index < untruncatedCount {
                shown.append(
                    TextLayout.Line(
                        source: text, utf16Range: content, isTruncated: false, width: lineWidth,
                        isWholeSource: content.lowerBound == 0 && content.upperBound == utf16.count))
                shownWidest = max(shownWidest ?? lineWidth, lineWidth)
            } else if isTruncated, index >= options.maxLines {
                hiddenWidth += lineWidth
            }
        }
        var overflow = limit.map { max(0, (widest ?? 0) - $0) } ?? 0
        if overflow <= Self.tolerance { overflow = 0 }
        var truncation: TextLayout.Truncation?
        if isTruncated {
            overflow += hiddenWidth
            let lastShown = lines[options.maxLines - 1].lowerBound..<lines[options.maxLines].upperBound
            let (line, cut) = truncatedLine(lastShown, limit: limit, scale)
            shown.append(line)
            shownWidest = max(shownWidest ?? line.width, line.width)
            truncation = TextLayout.Truncation(source: text, utf16Offset: cut)
        }
        let lineHeight = options.lineHeight ?? lineMetrics.lineHeight * options.size
        return TextLayout(
            size: options.size, lines: shown, width: shownWidest ?? 0,
            height: Double(shown.count) * lineHeight, lineHeight: lineHeight, fits: overflow == 0,
            overflow: overflow, neededLineCount: lines.count, truncation: truncation, missingCharacters: missingCharacters)
    }

    /// Widths within this many points of the limit count as fitting (floating-point noise).
    static let tolerance = 1e-9

    /// The lines as ranges of the text, each running to its break (trailing whitespace and the
    /// line separator included). `lineBreaks`: the text's break opportunities when the caller
    /// already has them (wrapping one text at several sizes).
    func wrap(limit: Double?, _ scale: Scale, lineBreaks: [LineBreakOpportunity]? = nil) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        wrap(limit: limit, scale, lineBreaks: lineBreaks) { lines.append($0) }
        return lines
    }

    /// The same greedy wrap, handing each line to `body` as it is found rather than collecting
    /// them (counting lines at many sizes needs no arrays). Inlined, so that each caller's
    /// `body` is too.
    @inline(__always)
    func wrap(limit: Double?, _ scale: Scale, lineBreaks: [LineBreakOpportunity]?, _ body: (Range<Int>) -> Void) {
        guard !utf16.isEmpty else { return }
        func fits(_ range: Range<Int>) -> Bool {
            guard let limit else { return true }
            return width(of: range.lowerBound..<contentEnd(of: range), scale) <= limit + Self.tolerance
        }
        // Text on one line with no hard break needs no line breaker.
        if !hasHardLineBreaks, fits(0..<utf16.count) { return body(0..<utf16.count) }
        let breaks = lineBreaks ?? utf16.withUnsafeBufferPointer { BreakAnalysis.lineBreaks($0) }
        var start = 0
        var next = 0
        while start < utf16.count, next < breaks.count {
            while next < breaks.count, breaks[next].offset <= start { next += 1 }
            guard next < breaks.count else { break }
            var end: Int?
            var candidate = next
            while candidate < breaks.count, fits(start..<breaks[candidate].offset) {
                end = breaks[candidate].offset
                if breaks[candidate].isHard { break }
                candidate += 1
            }
            let lineEnd = end ?? splitBetweenGraphemes(start..<breaks[next].offset, limit: limit ?? .infinity, scale)
            body(start..<lineEnd)
            start = lineEnd
        }
        if start < utf16.count { body(start..<utf16.count) }
    }

    /// The end of the longest run of whole grapheme clusters from the start of `segment` that
    /// fits `limit` — at least one cluster, so a cluster wider than the line still makes progress.
    private func splitBetweenGraphemes(_ segment: Range<Int>, limit: Double, _ scale: Scale) -> Int {
        let (first, last) = graphemeBoundaries(segment) { width(of: segment.lowerBound..<$0, scale) <= limit + Self.tolerance }
        return last ?? first ?? segment.upperBound
    }

    /// The first grapheme boundary after the start of `range`, and the last one up to which
    /// `fits` holds (`fits` must hold for a prefix of the offsets and then stop holding). ICU
    /// starts from the last boundary before the point where `fits` stops, rather than walking
    /// every boundary from the start, so cutting a very long text stays linear.
    private func graphemeBoundaries(_ range: Range<Int>, fitting fits: (Int) -> Bool) -> (first: Int?, last: Int?) {
        var reach = range.lowerBound
        while reach < range.upperBound, fits(reach + 1) { reach += 1 }
        let (first, last) = utf16.withUnsafeBufferPointer { text in
            BreakAnalysis.graphemeBoundaries(UnsafeBufferPointer(rebasing: text[range]), fittingUpTo: reach - range.lowerBound) {
                fits($0 + range.lowerBound)
            }
        }
        return (first.map { $0 + range.lowerBound }, last.map { $0 + range.lowerBound })
    }

    /// The last shown line, cut after as many grapheme clusters of `candidates` as fit before "…",
    /// and the cut offset. `candidates` runs from the line's start to the end of the next line:
    /// the cut cannot lie beyond the text that did not fit.
    private func truncatedLine(_ candidates: Range<Int>, limit: Double?, _ scale: Scale) -> (TextLayout.Line, Int) {
        let start = candidates.lowerBound
        var paragraphEnd = start
        while paragraphEnd < candidates.upperBound, !Shaper.isLineSeparator(UInt32(utf16[paragraphEnd])) { paragraphEnd += 1 }
        let ellipsis = ellipsisAdvance * scale.size
        // The last cluster before "…" is no longer the line's last: its tracking counts.
        func truncatedWidth(_ cut: Int) -> Double {
            let content = start..<contentEnd(of: start..<cut)
            guard !content.isEmpty else { return ellipsis }
            let hanging = trailingTracking.map { $0[content.upperBound] * scale.size } ?? 0
            return width(of: content, scale) + hanging + scale.tracking + ellipsis
        }
        var cut = paragraphEnd
        if let limit {
            cut = graphemeBoundaries(start..<paragraphEnd) { truncatedWidth($0) <= limit + Self.tolerance }.last ?? start
        }
        let content = start..<contentEnd(of: start..<cut)
        return (
            TextLayout.Line(source: text, utf16Range: content, isTruncated: true, width: truncatedWidth(cut), isWholeSource: false),
            content.upperBound
        )
    }

    /// The point size, the tracking in points it gives and what a line's ends add, resolved once
    /// per layout.
    struct Scale {
        let size: Double
        let tracking: Double
        let lineEnds: Double

        init(_ options: LayoutOptions) {
            size = options.size
            tracking = options.trackingPoints
            lineEnds = options.lineEndPoints
        }
    }

    /// Width in points of `range` set as a line: its advances at the size plus tracking between
    /// its clusters (the fonts' `trak` tables' or the options'), and at its ends when the
    /// options track them (Android 14).
    func width(of range: Range<Int>, _ scale: Scale) -> Double {
        guard !range.isEmpty else { return 0 }
        let (advance, clusters) = trackedAdvance(of: range)
        return advance * scale.size + scale.tracking * Double(max(0, clusters - 1)) + scale.lineEnds
    }

    /// The end of `range` without its trailing whitespace and line separators.
    private func contentEnd(of range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, Self.isTrailingWhitespace(utf16[end - 1]) { end -= 1 }
        return end
    }

    /// Whitespace that hangs past the line end: spaces (not the no-break ones) and line separators.
    private static func isTrailingWhitespace(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x09...0x0D, 0x20, 0x85, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x2028, 0x2029, 0x205F, 0x3000: true
        default: false
        }
    }
}
