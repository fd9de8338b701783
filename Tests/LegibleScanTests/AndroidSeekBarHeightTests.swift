import LegibleScan
import Testing

/// A `wrap_content` SeekBar's height, as AOSP `AbsSeekBar.onMeasure` measures it: the larger of
/// its thumb's height and its track's (`clamp(track drawable, minHeight, maxHeight)`), plus its
/// top and bottom padding.
@Suite struct AndroidSeekBarHeightTests {
    typealias Solve = AndroidLayoutSolveTests

    /// vlc-android 4ffb22b6 `res/drawable/ic_seekbar_thumb.xml`: a selector of two 28 dp vectors
    /// (`ic_seekbar_thumb_normal.xml`, `ic_seekbar_thumb_pressed.xml`), and a 12 dp one for a thumb
    /// smaller than the track.
    static let drawables = [
        "res/drawable/ic_seekbar_thumb.xml": #"""
        <selector xmlns:android="http://schemas.android.com/apk/res/android">
            <item android:drawable="@drawable/ic_seekbar_thumb_pressed" android:state_pressed="true"/>
            <item android:drawable="@drawable/ic_seekbar_thumb_normal"/>
        </selector>
        """#,
        "res/drawable/ic_seekbar_thumb_normal.xml": vector(28),
        "res/drawable/ic_seekbar_thumb_pressed.xml": vector(28),
        "res/drawable/small_thumb.xml": vector(12),
    ]

    static func vector(_ side: Int) -> String {
        #"<vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="\#(side)dp" android:height="\#(side)dp" android:viewportWidth="14" android:viewportHeight="14"/>"#
    }

    /// vlc-android 4ffb22b6 `player_hud.xml:241` (the video player's seek bar, an `AccessibleSeekBar`,
    /// here the `AppCompatSeekBar` it extends) and `dialog_playback_speed.xml:213`: `wrap_content`
    /// tall, `minHeight`/`maxHeight` `@dimen/seekbar_height` (1dip), the 28 dp thumb, no vertical
    /// padding. `EXTRA` adds attributes.
    static func layout(tag: String = "androidx.appcompat.widget.AppCompatSeekBar", thumb: String = "@drawable/ic_seekbar_thumb", extra: String = "") -> String {
        #"""
        <FrameLayout NS android:layout_width="match_parent" android:layout_height="match_parent">
            <\#(tag) android:id="@+id/player_overlay_seekbar" android:layout_width="match_parent" android:layout_height="wrap_content"
                android:focusable="true" android:maxHeight="@dimen/seekbar_height" android:minHeight="@dimen/seekbar_height"
                android:paddingStart="0dp" android:paddingEnd="0dp" android:splitTrack="false" android:thumb="\#(thumb)" \#(extra)/>
        </FrameLayout>
        """#
    }

    static func height(_ layout: String) throws -> Double? {
        let elements = try Solve.read(layout, screens: [360], others: drawables, values: #"<dimen name="seekbar_height">1dip</dimen>"#)
        let seekBar = try #require(elements["player_overlay_seekbar"])
        #expect(seekBar.kind == .slider)
        return seekBar.height
    }

    // Must fire: the thumb (28 dp) is taller than the 1 dp track, so the bar is 28 dp tall.
    @Test func aSeekBarIsAsTallAsItsThumb() throws {
        #expect(try Self.height(Self.layout()) == 28)
        #expect(try Self.height(Self.layout(tag: "SeekBar")) == 28)
        // vlc `audio_player.xml:616`: `android:padding="0dp"` as well.
        #expect(try Self.height(Self.layout(extra: #"android:padding="0dp""#)) == 28)
        // Top and bottom padding add to it: 28 + 2 × 10.
        #expect(try Self.height(Self.layout(extra: #"android:paddingVertical="10dp""#)) == 48)
        // A track exactly 20 dp (minHeight = maxHeight) over a 12 dp thumb: 20 dp.
        let fixedTrack = Self.layout(thumb: "@drawable/small_thumb").replacingOccurrences(of: "@dimen/seekbar_height", with: "20dp")
        #expect(try Self.height(fixedTrack) == 20)
    }

    // Must not fire: a style of its own may pad the bar or size its track, a drawable
    // background may pad it, and a thumb smaller than a track the file does not size leaves the
    // track's drawable to decide; none is known.
    @Test func aSeekBarWhoseTrackOrPaddingIsUnknownIsNotSized() throws {
        #expect(try Self.height(Self.layout(extra: #"style="@style/Widget.AppCompat.SeekBar""#)) == nil)
        #expect(try Self.height(Self.layout(extra: #"android:background="@drawable/ic_seekbar_thumb""#)) == nil)
        let smallThumb = Self.layout(thumb: "@drawable/small_thumb").replacingOccurrences(of: #"android:minHeight="@dimen/seekbar_height""#, with: "")
            .replacingOccurrences(of: "@dimen/seekbar_height", with: "20dp")
        #expect(try Self.height(smallThumb) == nil)
    }
}
