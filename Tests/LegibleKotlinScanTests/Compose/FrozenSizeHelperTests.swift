import Foundation
import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// The app's own helpers that freeze a text size against the font scale: Pocket Casts 7fef4bbd
/// `val Int.nonScaledSp` (extensions/Int.kt:7, used at Toolbar.kt:334 and 7 more), Wire d34c49fc
/// `val TextUnit.nonScaledSp` (WireTypography.kt:87, UserProfileAvatar.kt:343), Bitwarden d817f6b4
/// `fun Dp.toUnscaledTextUnit()` (DensityExtensions.kt:50, BitwardenAccountActionItem.kt:56).
@Suite struct FrozenSizeHelperTests {
    static let helpers = """
        import androidx.compose.ui.platform.LocalDensity
        val Int.nonScaledSp
            @Composable
            get() = (this / LocalDensity.current.fontScale).sp
        val TextUnit.nonScaledSp2
            @Composable
            get() = (this.value / LocalDensity.current.fontScale).sp
        @Composable
        fun Dp.toUnscaledTextUnit(): TextUnit {
            val scalingFactor = LocalConfiguration.current.fontScale
            return TextUnit(value / scalingFactor, TextUnitType.Sp)
        }
        val Int.scaledSp @Composable get() = (this * LocalDensity.current.fontScale).sp
        fun Float.half(): TextUnit = (this / 2).sp
        """

    static func fonts(_ body: String, helpers: String = helpers) throws -> [ScannedFont?] {
        var theme = ComposeTheme()
        theme.frozenSizeHelpers = ComposeFrozenSizeHelpers.collect(files: [KotlinParser.parse(helpers)])
        return try ComposeThemeTests.screen(body, theme: theme).map(\.font)
    }

    @Test func aHelperDividingByTheScaleIsFixed() throws {
        let fonts = try Self.fonts(
            """
            Text("a", fontSize = 14.nonScaledSp)
            Text("b", fontSize = (20.sp / 2.5).nonScaledSp2)
            Text("c", fontSize = 11.dp.toUnscaledTextUnit())
            Text("d", style = TextStyle(fontSize = 12.nonScaledSp))
            """)
        #expect(fonts[0] == .fixed(size: 14, unit: "dp", weight: .regular, family: nil))
        #expect(fonts[1] == .fixed(size: 8, unit: "dp", weight: .regular, family: nil))
        #expect(fonts[2] == .fixed(size: 11, unit: "dp", weight: .regular, family: nil))
        #expect(fonts[3] == .fixed(size: 12, unit: "dp", weight: .regular, family: nil))
    }

    @Test func otherHelpersAndUnknownNamesAreNotFixed() throws {
        // Multiplying by the scale, or dividing by a number, is no freezing; an unknown name is unknown.
        let fonts = try Self.fonts(
            """
            Text("a", fontSize = 14.scaledSp)
            Text("b", fontSize = 14f.half())
            Text("c", fontSize = 14.mysterySp)
            Text("d", fontSize = 14.sp)
            """)
        for font in fonts.prefix(3) {
            if case .fixed? = font { Issue.record("not frozen, got \(String(describing: font))") }
        }
        #expect(fonts[3] == .scaled(size: 14, relativeTo: nil, weight: .regular, family: nil))
        // A name declared twice, once frozen and once not (two modules), is neither.
        let twice = Self.helpers + "\nval Int.nonScaledSp get() = this.sp"
        #expect(try Self.fonts("Text(\"a\", fontSize = 14.nonScaledSp)", helpers: twice).first != .fixed(size: 14, unit: "dp", weight: .regular, family: nil))
    }

    @Test func theWholeScanWarnsAtTheUse() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-frozen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.helpers.write(to: folder.appendingPathComponent("Int.kt"), atomically: true, encoding: .utf8)
        try (composeHeader + "@Composable fun S() {\n    Text(\"a\", fontSize = 14.nonScaledSp)\n    Text(\"b\", fontSize = 14.scaledSp)\n}\n")
            .write(to: folder.appendingPathComponent("Screen.kt"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [ComposeSourceReader()]).scan()
        let fixed = report.findings.findings.filter { $0.rule == "text.fixed-size" }
        #expect(fixed.map(\.location?.line) == [4], "\(fixed.map(\.message))")
    }
    /// Pocket Casts PlaylistToolbar.kt:93-95: `textStyle.merge(fontSize = textStyle.fontSize.value.nonScaledSp, …)`
    /// freezes a size the file does not give: fixed, without a size. Not a plain `.sp`, nor a
    /// `merge` of another style, which the reader does not follow.
    @Test func aHelperOfAnUnknownSizeInAMergedStyleIsFixedWithoutASize() throws {
        var theme = ComposeTheme()
        theme.frozenSizeHelpers = ComposeFrozenSizeHelpers.collect(files: [KotlinParser.parse(Self.helpers)])
        let elements = try ComposeThemeTests.screen(
            """
            @Composable fun Title(title: String, other: TextStyle) {
                val textStyle = LocalTextStyle.current
                val nonScaledTextStyle = textStyle.merge(fontSize = textStyle.fontSize.value.nonScaledSp, lineHeight = textStyle.lineHeight.value.nonScaledSp)
                Text(text = title, style = nonScaledTextStyle)
                Text(text = title, style = textStyle.merge(fontSize = textStyle.fontSize.value.sp))
                Text(text = title, style = MaterialTheme.typography.bodyLarge.merge(other))
            }
            """, theme: theme)
        #expect(elements.map { $0.fixedSizeConstant?.contains("nonScaledSp") == true } == [true, false, false])
        #expect(elements[2].font == nil)
    }
}
