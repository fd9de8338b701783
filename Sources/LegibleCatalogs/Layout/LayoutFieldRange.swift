/// The numbers a layout spec accepts, shared by its validator and by what writes a spec (`legible
/// scan --emit-layout`), so that every spec Legible writes, `legible audit --layout` reads back.
package enum LayoutFieldRange {
    /// `width`, in points: half a point to 100,000 (`LabelArguments.widths`).
    package static let width: ClosedRange<Double> = 0.5...100_000
    /// `size` (points) and `sp`.
    package static let size: ClosedRange<Double> = 1...1000
    /// `maxLines`; 0 is no limit.
    package static let maxLines: ClosedRange<Double> = 0...10_000

    /// A line limit read from a file (a number of lines, `Int.max`, `1e300`) as a layout spec
    /// says it: a whole number from 0 to 10,000; a larger one is no limit (0), as no label shows
    /// that many lines; a negative, fractional or non-finite one is `nil` (not known).
    package static func lineLimit(_ value: Double) -> Int? {
        guard value.isFinite, value >= 0, value == value.rounded() else { return nil }
        return value > maxLines.upperBound ? 0 : Int(value)
    }
}
