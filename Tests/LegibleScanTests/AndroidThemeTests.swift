import Foundation
import LegibleColor
import LegibleCore
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Theme attributes (`?attr/colorOnSurface`) resolved in the application theme the manifest
/// names: the app's own `<style>` chain, `values-night` in dark mode, Material 3's baseline for a
/// Material 3 parent, and unresolved — with why — for everything else.
///
/// Ratios are WCAG's formula over the raw hex (``IndependentWCAG``):
///
///     #777777: 119/255 → L 0.18447 → on white 1.05 / 0.23447 = 4.478 (fails 4.5; shown 4.47:1)
///     #767676: 118/255 → L 0.18116 → on white 1.05 / 0.23116 = 4.542 (passes)
@Suite struct AndroidThemeTests {
    static let namespaces = #"xmlns:android="http://schemas.android.com/apk/res/android""#
    static func manifest(_ theme: String) -> String {
        #"<manifest \#(namespaces)><application android:theme="\#(theme)"><activity android:name=".A" android:theme="@style/Other"/></application></manifest>"#
    }

    /// A text view in `color` on a white LinearLayout.
    static func layout(_ color: String) -> String {
        #"""
        <LinearLayout \#(namespaces) android:layout_width="200dp" android:layout_height="wrap_content" android:orientation="vertical" android:background="#FFFFFF">
            <TextView android:id="@+id/status" android:layout_width="180dp" android:layout_height="wrap_content" android:text="Offline" android:textSize="14sp" android:textColor="\#(color)"/>
        </LinearLayout>
        """#
    }

    /// The status view's text colour, read with `files` as the project (paths under `app/src/main`).
    static func textColor(_ files: [String: String]) throws -> ScannedColor? {
        try element(files)?.textColor
    }

    static func element(_ files: [String: String]) throws -> ScannedElement? {
        try ScratchFolder.with(files.reduce(into: [:]) { $0["app/src/main/\($1.key)"] = $1.value }) { folder in
            let resources = try AndroidResources(resFolders: [folder.file("app/src/main/res")])
            let result = try AndroidLayoutReader().read(
                text: files["res/layout/main.xml"] ?? "", path: folder.file("app/src/main/res/layout/main.xml"), android: resources)
            return result.elements.first { $0.id == "status" }
        }
    }

    static func resources(_ themes: String, night: String? = nil) -> [String: String] {
        var files = ["AndroidManifest.xml": manifest("@style/Theme.App"), "res/values/themes.xml": "<resources>\(themes)</resources>"]
        if let night { files["res/values-night/themes.xml"] = "<resources>\(night)</resources>" }
        return files
    }

    static func hex(_ value: UInt32) -> ScannedColor {
        .literal(SRGBColor(red8: UInt8(value >> 16 & 0xFF), green8: UInt8(value >> 8 & 0xFF), blue8: UInt8(value & 0xFF)), alpha: 1)
    }

    @Test func materialTableEqualsTablesFileInEveryCell() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Tables/material3-baseline-colors.csv"), encoding: .utf8)
        let rows = text.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
        #expect(rows.count == 8)
        #expect(Set(rows.map { $0[0] }) == Set(AndroidMaterialThemeColors.baseline.keys))
        for row in rows {
            let pair = try #require(AndroidMaterialThemeColors.baseline[row[0]])
            #expect(pair.light.hex.uppercased() == row[1].uppercased(), "\(row[0]) light")
            #expect(pair.dark.hex.uppercased() == row[2].uppercased(), "\(row[0]) dark")
        }
    }

    @Test func theAppsThemeChainGivesEachModeItsColour() throws {
        // Dotted parent (Theme.App.Base ← Theme.App), an ?attr/ item followed to another, values-night first in dark.
        let color = try Self.textColor(
            Self.resources(
                #"<style name="Theme.App.Base" parent="Theme.AppCompat.DayNight"><item name="colorOnSurface">?attr/brandText</item><item name="brandText">#777777</item></style><style name="Theme.App" parent="Theme.App.Base"/><style name="Other"><item name="colorOnSurface">#000000</item></style>"#,
                night: #"<style name="Theme.App" parent="Theme.App.Base"><item name="brandText">#767676</item></style>"#
            )
            .merging(["res/layout/main.xml": Self.layout("?attr/colorOnSurface")]) { $1 })
        #expect(color == .themed("?attr/colorOnSurface", theme: "Theme.App", light: Self.hex(0x777777), dark: Self.hex(0x767676)))
        // The activity's own theme (Other) is not used: a layout does not say which activity shows it.
    }

    @Test func aMaterial3ParentGivesTheBaselineAndOthersStayUnresolved() throws {
        let layout = ["res/layout/main.xml": Self.layout("?android:attr/textColorPrimary")]
        let material = try Self.textColor(Self.resources(#"<style name="Theme.App" parent="Theme.Material3.DayNight.NoActionBar"/>"#).merging(layout) { $1 })
        #expect(
            material
                == .themed(
                    "?android:attr/textColorPrimary", theme: "Theme.App, from Theme.Material3.DayNight.NoActionBar's Material 3 baseline colours",
                    light: Self.hex(0x1D1B20), dark: Self.hex(0xE6E0E9)))
        let light = try Self.textColor(Self.resources(#"<style name="Theme.App" parent="Theme.Material3.Light"/>"#).merging(layout) { $1 })
        #expect(
            light
                == .themed(
                    "?android:attr/textColorPrimary", theme: "Theme.App, from Theme.Material3.Light's Material 3 baseline colours",
                    light: Self.hex(0x1D1B20), dark: Self.hex(0x1D1B20)))
        // Must NOT be guessed: AppCompat's values outside its text colours (Tables/android-dialog-theme-colors.csv),
        // dynamic colour, an attribute outside the table, no manifest.
        for (parent, attribute) in [
            ("Theme.AppCompat.DayNight", "?attr/colorSurface"),
            ("Theme.Material3.DynamicColors.DayNight", "?attr/colorOnSurface"),
            ("Theme.Material3.DayNight", "?attr/colorTertiary"),
        ] {
            let color = try Self.textColor(
                Self.resources(#"<style name="Theme.App" parent="\#(parent)"/>"#)
                    .merging(["res/layout/main.xml": Self.layout(attribute)]) { $1 })
            guard case .themed(_, "Theme.App", .unresolved(_, let reason), .unresolved) = color else {
                Issue.record("\(parent) \(attribute): \(String(describing: color))")
                continue
            }
            #expect(reason.contains("inherits it from \(parent), whose values Legible does not ship"))
        }
        var noManifest = Self.resources(#"<style name="Theme.App" parent="Theme.Material3.DayNight"/>"#).merging(layout) { $1 }
        noManifest["AndroidManifest.xml"] = nil
        guard case .unresolved(_, let reason) = try Self.textColor(noManifest) else {
            Issue.record("resolved without a manifest")
            return
        }
        #expect(reason.contains("no AndroidManifest.xml"))
    }

    @Test func aThemeColourBelowTheMinimumIsReportedNamingTheTheme() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("legible-theme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = Self.resources(
            #"<style name="Theme.App" parent="Theme.Material3.DayNight"><item name="colorOnSurface">#777777</item></style>"#,
            night: #"<style name="Theme.App" parent="Theme.Material3.DayNight"><item name="colorOnSurface">#767676</item></style>"#
        )
        .merging([
            "res/layout/main.xml": Self.layout("?attr/colorOnSurface"),
            "res/layout/fine.xml": Self.layout("?attr/colorOnSurfaceVariant").replacingOccurrences(of: "#FFFFFF", with: "?attr/colorSurface"),
        ]) { $1 }
        for (path, text) in files {
            let url = root.appendingPathComponent("app/src/main/\(path)")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let report = try await ProjectScanner(paths: [root.path], readers: [AndroidLayoutReader()]).scan()
        let contrast = report.findings.findings.filter { $0.rule == "contrast.text" }
        // 4.48:1 in light only (dark's #767676 is 4.54:1). fine.xml: the baseline onSurfaceVariant on the baseline
        // surface, #49454F on #FEF7FF = 8.65:1 in light, #CAC4D0 on #141218 = 10.9:1 in dark — no finding.
        #expect(contrast.count == 1)
        let message = try #require(contrast.first?.message)
        #expect(message.contains("?attr/colorOnSurface in the theme Theme.App"), "\(message)")
        #expect(message.contains("4.47:1 in light"), "\(message)")  // 4.478 shown cut to two decimals, as every ratio is
        #expect(!message.contains("in dark"), "\(message)")
        #expect(contrast.first?.location?.file.hasSuffix("layout/main.xml") == true)
        #expect(abs(IndependentWCAG.ratio(luminance: IndependentWCAG.luminance(red8: 119, green8: 119, blue8: 119), 1) - 4.478) < 0.001)
        #expect(report.findings.findings.allSatisfy { $0.rule != "scan.unresolved" })
    }

    @Test func aMalformedManifestIsAnErrorAtItsLineAndColumn() {
        var files = Self.resources("").merging(["res/layout/main.xml": Self.layout("?attr/colorOnSurface")]) { $1 }
        files["AndroidManifest.xml"] = "<manifest \(Self.namespaces)>\n  <application android:theme=\"@style/Theme.App\">\n</manifest>"
        do {
            _ = try Self.textColor(files)
            Issue.record("a malformed manifest was accepted")
        } catch let error as SourceFileError {
            #expect(error.file.hasSuffix("app/src/main/AndroidManifest.xml"))
            #expect(error.position?.line == 3 && error.position?.column == 1, "\(error)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func aTransparentThemeColourBehindAViewIsNoFill() throws {
        // NewPipe's splash theme sets colorPrimary to @android:color/transparent; a view with
        // android:background="?colorPrimary" then shows its parent's background, not a transparent "fill"
        // (which measured #ffffff text against #00000000 as 1:1 before).
        let themes =
            #"<style name="Theme.App" parent="Theme.AppCompat.DayNight"><item name="colorPrimary">@android:color/transparent</item><item name="colorSecondary">#80FF0000</item></style>"#
        func background(_ written: String, parent: String) throws -> ScannedColor? {
            let layout = Self.layout("#FFFFFF").replacingOccurrences(of: ##"android:background="#FFFFFF""##, with: parent)
                .replacingOccurrences(of: #"android:textSize"#, with: #"android:background="\#(written)" android:textSize"#)
            return try Self.element(Self.resources(themes).merging(["res/layout/main.xml": layout]) { $1 })?.backgroundColor
        }
        #expect(try background("?colorPrimary", parent: ##"android:background="#000000""##) == Self.hex(0x000000))
        guard case .unresolved(let written, _)? = try background("?colorPrimary", parent: "") else {
            Issue.record("no window background")
            return
        }
        #expect(written == "the window background")
        // Half-transparent red over black, composited in each appearance: 128/255 of #ff0000 is #800000.
        guard
            case .themed(_, _, .literal(let light, 1), .literal(let dark, 1))? = try background(
                "?attr/colorSecondary", parent: ##"android:background="#000000""##)
        else {
            Issue.record("a translucent theme colour over black was not composited")
            return
        }
        #expect(light == dark && abs(light.red - 128.0 / 255) < 1e-9 && light.green == 0 && light.blue == 0)
        // Over nothing known a tinted wash is not measured.
        guard case .unresolved? = try background("?attr/colorSecondary", parent: "") else {
            Issue.record("a tinted translucent theme colour over the unknown was measured")
            return
        }
    }
}
