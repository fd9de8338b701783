/// The phone screens `legible scan` lays Android layouts and Compose screens out at unless
/// `scan: screens: android:` lists its own, in dp, as `Tables/android-screen-widths.csv` lists
/// them with their sources.
///
/// ```swift
/// AndroidScreens.defaultWidths   // [320, 360, 411]: small, typical and large phones in portrait
/// ```
///
/// Each width is what Android reports for a real screen, `widthPixels × 160 / densityDpi`
/// rounded down (`Configuration.screenWidthDp` is an integer): 240 px at 120 dpi, 1080 px at 480
/// dpi and 1080 px at 420 dpi.
public enum AndroidScreens {
    /// One screen: its name, its size in dp and pixels, and whether the scan lays out at it by default.
    public struct Screen: Sendable, Hashable {
        /// `small`, `typical` or `large`.
        public let name: String
        /// The width in dp (portrait).
        public let width: Double
        /// The height in dp (portrait).
        public let height: Double
        /// The width in device pixels.
        public let widthPixels: Int
        /// The height in device pixels.
        public let heightPixels: Int
        /// The density the pixels are drawn at, in dots per inch (160 is 1 px per dp).
        public let dpi: Int
        /// Whether the scan lays out at it unless `scan: screens:` says otherwise.
        public let isAuditedByDefault: Bool
    }

    /// Every listed screen, in the table's order (narrowest first).
    public static let all: [Screen] = [
        Screen(name: "small", width: 320, height: 426, widthPixels: 240, heightPixels: 320, dpi: 120, isAuditedByDefault: true),
        Screen(name: "typical", width: 360, height: 640, widthPixels: 1080, heightPixels: 1920, dpi: 480, isAuditedByDefault: true),
        Screen(name: "large", width: 411, height: 891, widthPixels: 1080, heightPixels: 2340, dpi: 420, isAuditedByDefault: true),
    ]

    /// The widths Android text is laid out at unless `scan: screens:` lists its own, narrowest first.
    public static let defaultWidths: [Double] = all.filter(\.isAuditedByDefault).map(\.width).sorted()
}
