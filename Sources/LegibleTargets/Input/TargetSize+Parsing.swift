import LegibleSyntax

extension TargetSize {
    /// Reads a size as people type it: `40x40`, `40X40`, `40×40`, or `44` for a square.
    ///
    /// Each side is a decimal number (`43.9`, `1e2`) from 0 to 1,000,000 (as in a screen file,
    /// `ScreenLimits.maximumCoordinate`); spaces around a side are allowed. The unit is the caller's: points, dp, CSS px or device pixels.
    ///
    /// ```swift
    /// try TargetSize(parsing: "40×30")   // 40×30
    /// try TargetSize(parsing: "44")      // 44×44
    /// ```
    ///
    /// - Parameter text: the size.
    /// - Throws: ``TargetInputError`` naming the text when it is not one or two numbers joined by
    ///   `x`, `X` or `×`, or when a side is negative or beyond 1,000,000.
    public init(parsing text: String) throws(TargetInputError) {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { "xX×".contains($0) })
        let numbers = parts.map { DecimalNumber.parse($0) }
        guard (1...2).contains(parts.count), let width = numbers.first ?? nil, let height = numbers.last ?? nil else {
            throw TargetInputError("size '\(text)': expected width x height in numbers, such as 40x40 or 44")
        }
        guard width >= 0, height >= 0 else {
            throw TargetInputError("size '\(text)': width and height must be 0 or more")
        }
        // As in a screen file: 1e308x1e308 printed "inf×inf pt" and passed.
        let limit = ScreenLimits.default.maximumCoordinate
        guard width <= limit, height <= limit else {
            throw TargetInputError(
                "size '\(text)': width and height must be at most \(DecimalText.string(limit, decimals: 0)), as any number in a screen file (ScreenLimits.maximumCoordinate)"
            )
        }
        self.init(width: width, height: height)
    }
}
