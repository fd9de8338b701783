extension ShapedText {
    /// How many lines the text needs at `options.size` in `options.width`, without a line limit:
    /// ``TextLayout/neededLineCount`` of ``layout(_:)``, without building the lines, for callers
    /// that lay one shaped text out at many sizes and only need the count (an overflow audit).
    ///
    /// ```swift
    /// let shaped = measurer.shape("Einstellungen für Benachrichtigungen", key: key)
    /// shaped.neededLineCount(LayoutOptions(size: 17, width: 150))   // 3
    /// ```
    public func neededLineCount(_ options: LayoutOptions) -> Int {
        wrap(limit: options.width, Scale(size: options.size, tracking: options.trackingPoints)).count
    }
}
