import Testing

@testable import LegibleScan

/// Issue 33: a contrast message cut at 200 characters must still hold the ratio and the failing
/// appearance. SeriesGuide 72ea839fc `fragment_shows_popular.xml:42`'s background named the theme
/// code picks at length, and the cut fell before "is 1.06:1 in light".
@Suite struct ContrastMessageFitTests {
    static let background =
        "#000000 at 40% over the window background (?android:attr/windowBackground) in the theme Theme.SeriesGuide.Launch "
        + "(assumed: code picks the theme at run time, setTheme(this, getCustomTheme()) at BaseThemeActivity.kt:32): "
        + "#000000 at 16% over @color/sg_color_background in the theme Theme.SeriesGuide.Launch: #dcdcdc"
    static let tail = " is 1.06:1 in light, below 4.5:1, the WCAG AA minimum for text at 12 sp Regular"

    @Test func aLongAssumedThemeKeepsTheRatioInTheMessage() throws {
        let message = "#e3e3e3 on \(Self.background)" + Self.tail
        let fitted = try #require(ContrastMessageFit.fitted(message, text: "#e3e3e3", background: Self.background))
        #expect(fitted.count <= CodeSetPlaceholders.messageLimit)
        #expect(fitted == "#e3e3e3 on #dcdcdc (theme assumed)" + Self.tail)
    }

    @Test func theAssumptionAloneIsMadeBriefWhenThatFits() throws {
        let background =
            "?android:attr/colorBackground in the theme Theme.SeriesGuide.Launch (assumed: code picks the theme at run time, setTheme(this, getCustomTheme()) at BaseThemeActivity.kt:32): #ebebeb"
        let message = "#66000000 on \(background)" + Self.tail
        let fitted = try #require(ContrastMessageFit.fitted(message, text: "#66000000", background: background))
        #expect(fitted == "#66000000 on ?android:attr/colorBackground in the theme Theme.SeriesGuide.Launch (theme assumed): #ebebeb" + Self.tail)
    }

    /// OsmAnd-iOS bb362bba `OAChangePositionViewController.xib:39`: the brief message said
    /// "#ffffff on #ffffff is 2.28:1", the translucent orange bar's backdrop standing for the bar.
    @Test func aTranslucentFillKeepsItsOwnValueBesideItsBackdrop() throws {
        let background = "navBarBgColorPrimary (#ff8800f0) over groupBg (#ffffff)"
        let message =
            "navBarTextColorPrimary (#ffffff) on \(background) is 2.28:1 in light and 2.28:1 in lightIncreasedContrast, "
            + "below 4.5:1, the WCAG AA minimum for text at 17 pt Regular"
        let fitted = try #require(ContrastMessageFit.fitted(message, text: "navBarTextColorPrimary (#ffffff)", background: background))
        #expect(fitted.hasPrefix("#ffffff on #ff8800f0 over #ffffff is 2.28:1 in light"))
        #expect(ContrastTextRule.compactName(background) == "#ff8800f0 over #ffffff")
        // Must not change: one colour's name, and an Android composite that names its result.
        #expect(ContrastTextRule.compactName("groupBg (#ffffff)") == "#ffffff")
        #expect(ContrastMessageFit.valueOnly(Self.background) == "#dcdcdc (theme assumed)")
    }

    @Test func aMessageThatFitsIsLeftAlone() {
        // Must not change: a short message keeps its names.
        #expect(ContrastMessageFit.fitted("#9b9b9b on #ffffff" + Self.tail, text: "#9b9b9b", background: "#ffffff") == nil)
    }
}

/// GoMap `Changeset.storyboard:130`: "#aeaeb2) on #ffffff is 2.21:1 in light and as low as 3.26:1
/// in lightIncreasedContrast" lost systemGray2's name, kept half a parenthesis, and named as
/// "as low as" a ratio above the first.
@Suite struct ContrastMessageNamesTests {
    @Test func aSystemColourKeepsItsNameWhenTheSourceGoes() throws {
        #expect(ContrastMessageFit.sourceDropped("systemGray2 (Apple HIG: #aeaeb2)") == "systemGray2 (#aeaeb2)")
        #expect(ContrastMessageFit.valueOnly("systemGray2 (Apple HIG: #aeaeb2)") == "#aeaeb2")
        // Must not change: a name of several words, or one without a source.
        #expect(ContrastMessageFit.sourceDropped("systemBackground (#ffffff)") == "systemBackground (#ffffff)")
        #expect(ContrastMessageFit.valueOnly("?attr/colorPrimary in the theme AppTheme: colorPrimary (#217aba)") == "#217aba")
        // 205 characters, so it is cut; without the source it is 194.
        let tail =
            " is 2.21:1 in light and 3.26:1 in lightIncreasedContrast (2 other appearances fail), below 4.5:1, "
            + "the WCAG AA minimum for text at 15 pt Regular"
        let message = "systemGray2 (Apple HIG: #aeaeb2) on systemBackground (#ffffff)" + tail
        let fitted = try #require(ContrastMessageFit.fitted(message, text: "systemGray2 (Apple HIG: #aeaeb2)", background: "systemBackground (#ffffff)"))
        #expect(fitted == "systemGray2 (#aeaeb2) on systemBackground (#ffffff)" + tail)
    }
}
