/// One row of `Tables/ios-bold-text-weights.csv`: a standard weight, its UIKit raw value and
/// its weight with Bold Text on.
struct PublishedStandardWeight: Sendable, Hashable {
    let weight: FontWeight
    let uiKitRawValue: Double
    let boldText: FontWeight
}

extension FontWeight {
    /// The weight iOS draws this weight at when Bold Text is on (Settings › Accessibility ›
    /// Display & Text Size › Bold Text, `legibilityWeight == .bold`).
    ///
    /// | Weight | With Bold Text |
    /// | --- | --- |
    /// | Ultralight, Thin, Light | one step heavier: Thin, Light, Regular |
    /// | Regular, Medium, Semibold | two steps heavier: Semibold, Bold, Heavy |
    /// | Bold, Heavy, Black | Black |
    ///
    /// ```swift
    /// FontWeight.regular.withBoldText    // .semibold: Body with Bold Text
    /// FontWeight.semibold.withBoldText   // .heavy: Headline with Bold Text
    /// FontWeight(value: 650).withBoldText  // .heavy: as Semibold, the standard weight below it
    /// ```
    ///
    /// Apple publishes no such table. CoreText maps the system font's weight through a private
    /// lookup over the nine standard weights (`CTFontGetAccessibilityBoldWeightOfWeight`, the
    /// same table for text styles and `systemFont(ofSize:weight:)`) that leaves Black unchanged;
    /// the values are as observed on iOS and published by YMatterType (2023). A weight between
    /// two standard weights maps as the standard weight below it, as CoreText's lookup does; a
    /// weight above Black is unchanged. The result is never lighter than the weight itself.
    /// `Tables/ios-bold-text-weights.csv` and its README section give the sources and how sure
    /// each row is.
    public var withBoldText: FontWeight {
        guard value <= FontWeight.black.value else { return self }
        let rows = Self.publishedStandardWeights
        let row = rows.last { $0.weight.value <= value } ?? rows[0]
        return max(row.boldText, self)
    }

    /// This weight as drawn with a Bold Text setting: itself with Bold Text off,
    /// ``withBoldText`` with it on.
    ///
    /// - Parameter legibilityWeight: the Bold Text setting.
    public func applying(_ legibilityWeight: TextLegibilityWeight) -> FontWeight {
        legibilityWeight.isBoldText ? withBoldText : self
    }
}
