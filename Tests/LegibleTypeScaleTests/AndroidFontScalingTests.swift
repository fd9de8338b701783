import LegibleTypeScale
import Testing

/// Expected values from AOSP's FontScaleConverterFactoryTest (frameworks/base, Android 14),
/// tolerance 0.05 as there, and from the published tables.
@Suite("Android non-linear font scaling")
struct AndroidFontScalingTests {
    static let tolerance = 0.05

    @Test func scale200IsTwiceAtSmallSizes() {
        for (sp, dp) in [(1.0, 2.0), (8, 16), (10, 20), (5, 10), (0, 0)] {
            #expect(abs(AndroidFontScaling.dp(fromSP: sp, fontScale: 2) - dp) < Self.tolerance)
        }
        // …and not at large ones: 14 sp → 26 dp, 30 sp → 38 dp, 100 sp stays 100.
        #expect(AndroidFontScaling.dp(fromSP: 14, fontScale: 2) == 26)
        #expect(AndroidFontScaling.dp(fromSP: 100, fontScale: 2) == 100)
        #expect(AndroidFontScaling.dp(fromSP: 400, fontScale: 2) == 400)
    }

    @Test func pastTheLastTableIsLinear() {
        for (sp, dp) in [(1.0, 3.0), (8, 24), (10, 30), (5, 15), (0, 0), (50, 150), (100, 300), (-20, -60)] {
            #expect(abs(AndroidFontScaling.dp(fromSP: sp, fontScale: 3) - dp) < Self.tolerance)
        }
        #expect(!AndroidFontScaling.isNonLinear(atFontScale: 3))
    }

    @Test func nearlyTwoUsesTheTwoTable() {
        for (sp, dp) in [(1.0, 2.0), (8, 16), (10, 20), (5, 10), (0, 0)] {
            #expect(abs(AndroidFontScaling.dp(fromSP: sp, fontScale: 1.9999) - dp) < Self.tolerance)
        }
    }

    @Test func betweenTablesInterpolates() {
        // 1.6 lies a third of the way from the 1.5 table to the 1.8 table.
        for sp in [1.0, 8, 10, 5, 0] {
            #expect(abs(AndroidFontScaling.dp(fromSP: sp, fontScale: 1.6) - sp * 1.6) < Self.tolerance)
        }
        #expect(AndroidFontScaling.dp(fromSP: 20, fontScale: 1.6) < 20 * 1.6)
        #expect(AndroidFontScaling.dp(fromSP: 100, fontScale: 1.6) < 100 * 1.6)
        // 30 sp: 30 at 1.5, 34.8 at 1.8 → 31.6.
        #expect(abs(AndroidFontScaling.dp(fromSP: 30, fontScale: 1.6) - 31.6) < 1e-5)
        #expect(AndroidFontScaling.isNonLinear(atFontScale: 1.6))
    }

    @Test func defaultAndSmallerScalesAreLinear() {
        for scale in [0.85, 1.0, 1.1, 1.14] {
            #expect(!AndroidFontScaling.isNonLinear(atFontScale: scale))
            #expect(abs(AndroidFontScaling.dp(fromSP: 50, fontScale: scale) - 50 * scale) < 1e-9)
        }
        #expect(abs(AndroidFontScaling.nonLinearThreshold - 1.13) < 1e-6)
    }

    @Test func belowEightSPInterpolatesFromZero() {
        // 1.5 table: 8 sp → 12 dp, so 4 sp → 6 dp.
        #expect(AndroidFontScaling.dp(fromSP: 4, fontScale: 1.5) == 6)
        #expect(AndroidFontScaling.dp(fromSP: -4, fontScale: 1.5) == -6)
    }

    @Test func dpToSPInvertsTheCurve() {
        for scale in [1.0, 1.15, 1.3, 1.4, 1.5, 1.8, 2, 2.5] {
            for sp in [0.0, 3, 8, 11, 14, 16, 22, 28, 57, 100, 150] {
                let dp = AndroidFontScaling.dp(fromSP: sp, fontScale: scale)
                #expect(abs(AndroidFontScaling.sp(fromDP: dp, fontScale: scale) - sp) < 1e-9, "\(sp) sp at \(scale)")
            }
        }
    }

    @Test func oddScalesDoNotCrash() {
        for scale in [-1.0, 0, .nan, .infinity, 1e12] {
            _ = AndroidFontScaling.dp(fromSP: 14, fontScale: scale)
            _ = AndroidFontScaling.sp(fromDP: 14, fontScale: scale)
        }
    }
}
