import LegibleCatalogs
import Testing

/// Issue 33: Android formats a string resource's arguments with Java's `Formatter`
/// (`getString(R.string.x, n)` is `String.format(locale, …)`), which writes no grouping separator
/// unless the `,` flag asks for one. The expected strings are written by hand from the
/// `java.util.Formatter` documentation: `%d` of 12345 is "12345" and `%,d` is "12,345" (the
/// locale's separator every three digits, Locale.US here); `%.2f` of 1234.56 is "1234.56",
/// `%.1f` rounds half up to "1234.6", `%,.2f` is "1,234.56"; a width pads on the left with
/// spaces, with zeros for the `0` flag, on the right for `-`. The samples were "12,345" and
/// "1,234.56" everywhere, one character wider than what the app shows.
@Suite struct JavaGroupingSampleTests {
    static var java: PlaceholderSamples {
        var samples = PlaceholderSamples()
        samples.followsJavaGrouping = true
        return samples
    }

    @Test(arguments: [
        ("%d", "12345"),
        ("%1$d of %2$d", "12345 of 12345"),
        ("%,d", "12,345"),
        ("%2$,d photos", "12,345 photos"),
        ("%d%% done", "12345% done"),
        ("[%8d]", "[   12345]"),
        ("[%-8d]", "[12345   ]"),
        ("[%08d]", "[00012345]"),
        ("[%,8d]", "[  12,345]"),
        ("%.2f MB", "1234.56 MB"),
        ("%.1f", "1234.6"),
        ("%.0f", "1235"),
        ("%,.2f", "1,234.56"),
        ("%x %s", "7f3a Alexandra"),
    ])
    func numbersAreWrittenAsJavasFormatterWritesThem(text: String, expected: String) {
        #expect(Self.java.substitute(in: text) == expected)
    }

    /// A sample set without separators is grouped only where Java groups; one that is not a plain
    /// number is written as given.
    @Test func overriddenSamplesFollowTheFlagToo() {
        var samples = Self.java
        samples[.integer] = "1234567"
        #expect(samples.substitute(in: "%d / %,d") == "1234567 / 1,234,567")
        samples[.integer] = "about 12,000"
        #expect(samples.substitute(in: "%d") == "about 12,000")
    }

    /// Must not: Apple's samples stay grouped ("12,345"), as `String.localizedStringWithFormat`
    /// and a string catalog's `%lld` write them; the samples themselves are the same.
    @Test func applesSamplesKeepTheirGrouping() throws {
        #expect(PlaceholderSamples().substitute(in: "%d and %.2f") == "12,345 and 1,234.56")
        #expect(Self.java.values == PlaceholderSamples().values)
    }
}
