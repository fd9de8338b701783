import LegibleColor

/// The series colours of Harbor's status chart: a project on track, at risk, or off track.
/// They are matplotlib's tab10 green, orange and red, as many dashboards ship them.
public enum HarborChart {
    /// The series, in legend order.
    public static let statusSeries: [(name: String, color: SRGBColor)] = [
        ("on track", SRGBColor(red8: 0x2c, green8: 0xa0, blue8: 0x2c)),
        ("at risk", SRGBColor(red8: 0xff, green8: 0x7f, blue8: 0x0e)),
        ("off track", SRGBColor(red8: 0xd6, green8: 0x27, blue8: 0x28)),
    ]
}
