extension ShapedText {
    /// ICU's UAX #14 line-break opportunities, as UTF-16 offsets after which a line may end
    /// (ascending, the last one the text's length), each marked mandatory or not. Computed on each
    /// call; ``layout(_:)`` finds them itself when it needs them.
    public var lineBreakOpportunities: [(utf16Offset: Int, isMandatory: Bool)] {
        utf16.withUnsafeBufferPointer { BreakAnalysis.lineBreaks($0) }.map { ($0.offset, $0.isHard) }
    }

    /// ICU's UAX #29 grapheme cluster boundaries as UTF-16 offsets, from 0 to the text's length.
    /// Computed on each call.
    public var graphemeBoundaries: [Int] {
        utf16.isEmpty ? [0] : utf16.withUnsafeBufferPointer { BreakAnalysis.graphemeBoundaries($0) }
    }

    /// The advance, in em, of the clusters starting in `utf16Range` (multiply by the point size for
    /// points), before tracking in points or from Apple's table: the building block for measuring
    /// any part of the text. When the key applies the fonts' own `trak` tables, their tracking is
    /// included after each of those clusters but the last, as if the range were a line.
    public func advanceInEm(of utf16Range: Range<Int>) -> Double {
        trackedAdvance(of: utf16Range.clamped(to: 0..<utf16.count)).advance
    }
}
