/// Conversions to and from UIKit's and SwiftUI's font weights, for a design system that reads
/// or writes them without importing either framework.
///
/// | Legible | ``caseName`` (`UIFont.Weight`, SwiftUI `Font.Weight`) | ``uiKitRawValue`` |
/// | --- | --- | --- |
/// | ``ultraLight`` (100) | `.ultraLight` | −0.8 |
/// | ``regular`` (400) | `.regular` | 0 |
/// | ``semibold`` (600) | `.semibold` | 0.3 |
/// | ``black`` (900) | `.black` | 0.62 |
///
/// The raw values of all nine are in `Tables/ios-bold-text-weights.csv`.
extension FontWeight {
    /// The standard weight with a `UIFont.Weight` or SwiftUI `Font.Weight` case name, written as
    /// in code: `"semibold"`, `".semibold"`, `"Font.Weight.semibold"`; `nil` for any other name.
    ///
    /// - Parameter caseName: the case name, matched exactly (case included).
    public init?(caseName: String) {
        let name = bareCaseName(caseName, typeNames: ["UIFont.Weight", "Font.Weight", "Weight"])
        guard let weight = Self.standard.first(where: { $0.caseName == String(name) }) else { return nil }
        self = weight
    }

    /// UIKit's `UIFont.Weight` raw value (`UIFontDescriptor.TraitKey.weight`, −1 … 1) for this
    /// weight: the published value for the nine standard weights (0 for Regular, 0.3 for
    /// Semibold), linear between them, −0.8 for anything lighter than Ultralight and 0.62 for
    /// anything heavier than Black.
    ///
    /// UIKit keeps these constants at `Float` precision (`0.3` reads back as
    /// `0.30000001192092896`), so compare with a tolerance rather than `==`.
    public var uiKitRawValue: Double {
        let rows = Self.publishedStandardWeights
        guard let upper = rows.firstIndex(where: { $0.weight.value >= value }) else { return rows[rows.count - 1].uiKitRawValue }
        guard upper > 0, rows[upper].weight.value != value else { return rows[upper].uiKitRawValue }
        let (low, high) = (rows[upper - 1], rows[upper])
        let fraction = (value - low.weight.value) / (high.weight.value - low.weight.value)
        return low.uiKitRawValue + (high.uiKitRawValue - low.uiKitRawValue) * fraction
    }

    /// The weight with a UIKit `UIFont.Weight` raw value: a standard weight for a value within
    /// 0.001 of its published one (so `Float`-precision constants match), linear between them,
    /// Ultralight below −0.8, Black above 0.62, Regular for NaN.
    ///
    /// - Parameter uiKitRawValue: `UIFont.Weight.rawValue` or a font's weight trait, −1 … 1.
    public init(uiKitRawValue: Double) {
        let rows = Self.publishedStandardWeights
        guard !uiKitRawValue.isNaN else {
            self = .regular
            return
        }
        if let exact = rows.first(where: { abs($0.uiKitRawValue - uiKitRawValue) <= 0.001 }) {
            self = exact.weight
            return
        }
        guard let upper = rows.firstIndex(where: { $0.uiKitRawValue > uiKitRawValue }) else {
            self = rows[rows.count - 1].weight
            return
        }
        guard upper > 0 else {
            self = rows[0].weight
            return
        }
        let (low, high) = (rows[upper - 1], rows[upper])
        let fraction = (uiKitRawValue - low.uiKitRawValue) / (high.uiKitRawValue - low.uiKitRawValue)
        self.init(value: low.weight.value + (high.weight.value - low.weight.value) * fraction)
    }
}
