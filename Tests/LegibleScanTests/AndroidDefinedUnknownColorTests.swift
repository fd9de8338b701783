import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// A colour resource the app defines but whose value is unknown in every mode (Material You's
/// `@android:color/system_neutral1_900` in `values-v31`, Mastodon 24ab4a0c `values-v31/colors.xml:21`
/// behind `?colorM3OnSurface`) is unknown, not "defined by no source": Mastodon had 295
/// `scan.unresolved` warnings saying no colors.xml defined `@color/m3_sys_light_on_surface`, which
/// its `values/colors.xml:29` does. A colour no folder defines is still that warning.
@Suite struct AndroidDefinedUnknownColorTests {
    /// A text whose colour is the theme's `colorInk`, set to `color`.
    static func unresolved(_ color: String) async throws -> [String: String] {
        let views = AndroidContrastReviewTests.text("label", "?attr/colorInk")
        var files = AndroidContrastReviewTests.project(views, themeItems: ##"<item name="colorInk">\##(color)</item>"##)
        files["res/values-v31/colors.xml"] = ##"<resources><color name="dynamic_ink">@android:color/system_neutral1_900</color></resources>"##
        files["res/values/dynamic.xml"] = ##"<resources><color name="dynamic_ink">#1B1B1F</color></resources>"##
        let report = try await AndroidTargetJudgingTests.scan(files)
        return Dictionary(report.findings.findings.filter { $0.rule == "scan.unresolved" }.map { ($0.id, $0.message) }) { first, _ in first }
    }

    @Test func aColourDefinedWithUnknownValuesIsNotAMissingOne() async throws {
        // Must not: the app defines it (values-v31 wins, a framework colour whose value is not known).
        let defined = try await Self.unresolved("@color/dynamic_ink")
        #expect(defined["label"] == nil, "\(defined["label"] ?? "")")
    }

    @Test func aColourNoFolderDefinesIsStillReported() async throws {
        // Must: nothing defines @color/nowhere.
        let missing = try await Self.unresolved("@color/nowhere")
        #expect(missing["label"]?.contains("@color/nowhere") == true, "\(missing["label"] ?? "nothing")")
    }
}
