extension ShapedText {
    /// The width the text needs to sit on one line at `options.size` with its tracking: the
    /// width of a label that never wraps it.
    ///
    /// `TextLayout.width` is the widest line *after wrapping* at `options.width`, which is this
    /// width only when the text fits on one line; to know how wide a button must be for its
    /// title, ask this. Hard line breaks (newlines) still break: the widest of those lines is
    /// returned. Trailing whitespace does not count, and tracking goes after every cluster but
    /// the last, as in ``layout(_:)``. `options.width` and `options.maxLines` are ignored.
    ///
    /// ```swift
    /// let key = measurer.shapingKey(forSize: 17, tracking: .hig(.sfPro))
    /// let title = measurer.shape("Datenschutzeinstellungen verwalten", key: key)
    /// let options = LayoutOptions(size: 17, tracking: .hig(.sfPro), width: 150, maxLines: 2)
    /// title.oneLineWidth(options)      // 277.47: the button must be this wide for one line
    /// title.layout(options).width      // 146.63: the wider of its two wrapped lines
    /// ```
    ///
    /// - Parameter options: the size and tracking; use text shaped for their shaping key.
    public func oneLineWidth(_ options: LayoutOptions) -> Double {
        var unwrapped = options
        unwrapped.width = nil
        unwrapped.maxLines = 0
        return layout(unwrapped).width
    }
}
