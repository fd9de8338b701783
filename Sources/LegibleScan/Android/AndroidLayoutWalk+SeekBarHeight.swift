import LegibleSyntax

// A `wrap_content` SeekBar is as tall as its thumb when its track is no taller (issue 33;
// vlc-android 4ffb22b6 `player_hud.xml:241`, `audio_player.xml:616`, `dialog_playback_speed.xml:213`:
// a 28 dp thumb over a 1 dp track, a 28 dp tall target the scan did not size).
extension AndroidLayoutWalk {
    /// The height of a `wrap_content` SeekBar, as AOSP `AbsSeekBar.onMeasure` measures it:
    /// `dh = max(thumb's intrinsic height, clamp(track's intrinsic height, minHeight, maxHeight))
    /// + paddingTop + paddingBottom`, resolved against the parent's spec with no minimum of the
    /// view's own (`resolveSizeAndState(dh, spec, 0)`). The track's drawable is not read: the
    /// height is known only when the file's `maxHeight` is at most the thumb's height (the thumb
    /// then decides it) or `minHeight` equals `maxHeight` (the track is exactly that tall).
    ///
    /// `nil` for a view that is no seek bar, a style of its own (which may pad it or size its
    /// track), a background of its own (a drawable's padding pads the view), or a thumb or
    /// track size the file does not give.
    mutating func seekBarHeight(_ view: AndroidView) throws(SyntaxError) -> Double? {
        guard AndroidViewKinds.isSeekBar(view.tag), view.attributes["style"] == nil, Self.hasPlainBackground(view),
            let thumb = iconDrawable(view.android("thumb"))?.height?.dp, let written = view.android("maxHeight"),
            case .known(let maximum) = try length(written, what: "maxHeight", zero: nil)
        else { return nil }
        let minimum: Double? =
            if let written = view.android("minHeight"), case .known(let value) = try length(written, what: "minHeight", zero: nil) { value } else { nil }
        let track: Double
        if maximum <= thumb {
            track = 0
        } else if let minimum, minimum == maximum {
            track = maximum
        } else {
            return nil
        }
        guard case .known(let padding) = try insets(view, "padding", horizontal: false) else { return nil }
        return max(thumb, track) + padding
    }

    /// Whether the view's background draws no padding of its own: none, a colour, or the
    /// platform's selectable-item ripples a SeekBar's default style uses.
    private static func hasPlainBackground(_ view: AndroidView) -> Bool {
        guard let background = view.android("background") else { return true }
        let ripples = [
            "?attr/selectableItemBackground", "?attr/selectableItemBackgroundBorderless", "?android:attr/selectableItemBackground",
            "?android:attr/selectableItemBackgroundBorderless", "?selectableItemBackground", "?selectableItemBackgroundBorderless",
        ]
        return background == "@null" || background.hasPrefix("#") || background.hasPrefix("@color/") || background.hasPrefix("@android:color/")
            || ripples.contains(background)
    }
}
