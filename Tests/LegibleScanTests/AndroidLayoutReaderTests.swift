import Foundation
import LegibleCore
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// The Android layout reader on small layouts written for each case: widths, sizes, styles,
/// suppressions, and every malformed input with the file, line and column it names.
@Suite struct AndroidLayoutReaderTests {
    static let namespaces =
        #"xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto" xmlns:tools="http://schemas.android.com/tools""#

    /// Reads `layout` (its root tag gets the namespaces) with `values` as res/values/values.xml.
    static func read(_ layout: String, values: String = "", folder: String = "layout", screenWidth: Double? = nil) throws -> ScanFileResult {
        let text = layout.replacingOccurrences(of: "NS", with: namespaces)
        return try ScratchFolder.with(["res/values/values.xml": "<resources>\(values)</resources>", "res/\(folder)/main.xml": text]) { folder in
            let resources = try AndroidResources(resFolders: [folder.file("res")])
            return try AndroidLayoutReader(screenWidth: screenWidth).read(text: text, path: "res/layout/main.xml", android: resources)
        }
    }

    static func error(_ layout: String, values: String = "") -> SourceFileError? {
        do {
            _ = try read(layout, values: values)
            return nil
        } catch let error as SourceFileError {
            return error
        } catch {
            return nil
        }
    }

    @Test func readsOnlyLayoutFoldersOfResFolders() {
        let reader = AndroidLayoutReader()
        #expect(reader.reads(path: "app/src/main/res/layout/main.xml"))
        #expect(reader.reads(path: "app/src/main/res/layout-sw600dp-land/main.xml"))
        #expect(!reader.reads(path: "app/src/main/res/values/strings.xml"))
        #expect(!reader.reads(path: "app/src/main/res/layout/main.json"))
        #expect(!reader.reads(path: "web/layout/page.xml"))  // not in a res folder
        #expect(!reader.reads(path: "app/src/main/res/layouts/main.xml"))
    }

    @Test func qualifiersComeFromTheFolder() throws {
        let resources = AndroidResources()
        let element = try #require(
            try AndroidLayoutReader().read(
                text: #"<TextView NS android:text="x"/>"#.replacingOccurrences(of: "NS", with: Self.namespaces),
                path: "res/layout-sw600dp-land/main.xml", android: resources
            ).elements.first)
        #expect(element.qualifiers == ["sw600dp", "land"])
    }

    @Test func spSizesRolesAndFortyEightDpButtonsRaiseNothingToFix() throws {
        let result = try Self.read(
            #"""
            <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                <TextView android:id="@+id/a" android:layout_width="wrap_content" android:layout_height="wrap_content" android:textSize="14sp" android:text="a"/>
                <TextView android:id="@+id/b" android:layout_width="wrap_content" android:layout_height="wrap_content" android:textAppearance="@style/TextAppearance.Material3.LabelSmall" android:text="b"/>
                <Button android:id="@+id/c" android:layout_width="48dp" android:layout_height="48dp"/>
                <ImageButton android:id="@+id/d" android:layout_width="wrap_content" android:layout_height="wrap_content" android:minWidth="48dp" android:minHeight="56dp"/>
            </LinearLayout>
            """#)
        #expect(result.findings.isEmpty)
        let byID = Dictionary(uniqueKeysWithValues: result.elements.map { ($0.id, $0) })
        #expect(byID["a"]?.font == .scaled(size: 14, relativeTo: nil, weight: .regular, family: nil))
        #expect(byID["b"]?.font == .materialRole(.labelSmall))
        #expect(byID["c"]?.width == 48 && byID["c"]?.height == 48)
        // wrap_content with minimums that reach 48 dp: known to be big enough.
        #expect(byID["d"]?.width == 48 && byID["d"]?.height == 56)
    }

    @Test func unitsAndWeights() throws {
        let result = try Self.read(
            #"""
            <FrameLayout NS android:layout_width="match_parent" android:layout_height="match_parent">
                <TextView android:id="@+id/pt" android:textSize="9pt" android:textStyle="bold|italic" android:text="a"/>
                <TextView android:id="@+id/dip" android:textSize="13dip" android:fontFamily="sans-serif-medium" android:text="b"/>
                <TextView android:id="@+id/weight" android:textSize="13sp" android:textFontWeight="600" android:fontFamily="@font/brand" android:text="c"/>
                <TextView android:id="@+id/role" android:textAppearance="?attr/textAppearanceTitleMedium" android:textStyle="bold" android:text="d"/>
                <TextView android:id="@+id/old" android:textAppearance="?android:attr/textAppearanceMedium" android:text="e"/>
                <TextView android:id="@+id/none" android:text="f"/>
            </FrameLayout>
            """#)
        let byID = Dictionary(uniqueKeysWithValues: result.elements.map { ($0.id, $0) })
        #expect(byID["pt"]?.font == .fixed(size: 9, unit: "pt", weight: .bold, family: nil))
        #expect(byID["dip"]?.font == .fixed(size: 13, unit: "dp", weight: .medium, family: nil))
        #expect(byID["weight"]?.font == .scaled(size: 13, relativeTo: nil, weight: .semibold, family: "brand"))
        // Title Medium is 16 sp Medium; bold makes it a 16 sp Bold size rather than the role.
        #expect(byID["role"]?.font == .scaled(size: 16, relativeTo: nil, weight: .bold, family: nil))
        // The framework's TextAppearance.Medium is 18 sp.
        #expect(byID["old"]?.font == .scaled(size: 18, relativeTo: nil, weight: .regular, family: nil))
        // No size anywhere: TextView's default style's textAppearanceSmall, 14 sp (AndroidThemeTextSizeTests).
        #expect(byID["none"]?.font == .scaled(size: 14, relativeTo: nil, weight: .regular, family: nil))
    }

    @Test func widthsTheLayoutCannotFixAreUnknownWithAReason() throws {
        let result = try Self.read(
            #"""
            <LinearLayout NS android:layout_width="300dp" android:layout_height="wrap_content" android:orientation="horizontal">
                <TextView android:id="@+id/row" android:layout_width="wrap_content" android:text="a"/>
                <TextView android:id="@+id/weighted" android:layout_width="0dp" android:layout_weight="1" android:text="b"/>
                <TextView android:id="@+id/ems" android:layout_width="wrap_content" android:ems="10" android:text="c"/>
                <TextView android:id="@+id/capped" android:layout_width="wrap_content" android:maxWidth="150dp" android:paddingStart="4dp" android:paddingEnd="6dp" android:text="d"/>
                <TextView android:id="@+id/px" android:layout_width="100px" android:text="e"/>
            </LinearLayout>
            """#)
        let byID = Dictionary(uniqueKeysWithValues: result.elements.map { ($0.id, $0) })
        for id in ["row", "weighted", "ems", "px"] {
            guard case .unknown(let reason) = byID[id]?.textWidth else {
                Issue.record("\(id) should have an unknown width")
                continue
            }
            #expect(!reason.isEmpty)
        }
        #expect(byID["capped"]?.textWidth == .maximum(150 - 4 - 6))
    }

    @Test func matchParentTakesTheScreenLessPaddingAndMargins() throws {
        let layout = #"""
            <LinearLayout NS android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical" android:paddingHorizontal="16dp">
                <TextView android:id="@+id/full" android:layout_width="match_parent" android:layout_marginStart="8dp" android:paddingEnd="4dp" android:text="a"/>
                <TextView android:id="@+id/icon" android:layout_width="match_parent" android:drawableStart="@drawable/none" android:text="b"/>
            </LinearLayout>
            """#
        let result = try Self.read(layout, screenWidth: 360)
        // 360 − 2 × 16 (parent padding) − 8 (margin) − 4 (padding) = 316.
        #expect(result.elements.first { $0.id == "full" }?.textWidth == .fixed(316))
        guard case .unknown = result.elements.first(where: { $0.id == "icon" })?.textWidth else {
            Issue.record("a compound drawable of unknown width leaves the text width unknown")
            return
        }
    }

    @Test func suppressionsInheritAndAllMeansEveryRule() throws {
        let result = try Self.read(
            #"""
            <FrameLayout NS android:layout_width="match_parent" android:layout_height="match_parent" tools:ignore="LegibleTargetSmall, HardcodedText">
                <!-- decorative -->
                <View android:id="@+id/dot" android:layout_width="8dp" android:layout_height="8dp" android:clickable="true" tools:ignore="All"/>
                <Button android:id="@+id/small" android:layout_width="40dp" android:layout_height="40dp" tools:ignore="LegibleNoSuchRule"/>
            </FrameLayout>
            """#)
        let dot = try #require(result.elements.first { $0.id == "dot" })
        #expect(dot.suppressions.map(\.rule) == ["target.small", "*"])
        #expect(dot.suppressions.map(\.reason) == [nil, "decorative"])
        #expect(dot.suppressions.map(\.location.line) == [1, 3])
        let small = try #require(result.elements.first { $0.id == "small" })
        #expect(small.suppressions.map(\.rule) == ["target.small"])
        #expect(result.findings.map(\.rule) == ["scan.unresolved"])
        #expect(result.findings.first?.message.contains("LegibleNoSuchRule") == true)
        #expect(result.findings.first?.location?.line == 4)
    }

    @Test func missingReferencesAreFindingsNotErrors() throws {
        let result = try Self.read(
            #"""
            <FrameLayout NS android:layout_width="match_parent" android:layout_height="match_parent">
                <TextView android:id="@+id/a" android:text="@string/missing" android:textSize="@dimen/missing" android:textColor="@color/missing" style="@style/Missing"/>
                <TextView android:id="@+id/b" android:text="@android:string/ok" style="@style/Widget.MaterialComponents.TextView"/>
            </FrameLayout>
            """#)
        #expect(result.findings.count == 4)
        #expect(result.findings.allSatisfy { $0.rule == "scan.unresolved" && $0.location?.line == 2 })
        #expect(result.elements.first { $0.id == "a" }?.font == nil)
    }

    @Test func otherNamespacePrefixesAreResolved() throws {
        let text = #"<TextView xmlns:a="http://schemas.android.com/apk/res/android" a:id="@+id/x" a:layout_width="90dp" a:textSize="11dp" a:text="y"/>"#
        let element = try #require(try AndroidLayoutReader().read(text: text, path: "res/layout/x.xml", android: AndroidResources()).elements.first)
        #expect(element.id == "x")
        #expect(element.textWidth == .fixed(90))
        #expect(element.font == .fixed(size: 11, unit: "dp", weight: .regular, family: nil))
    }

    @Test func aWeightedSideIsOnlyAMinimum() throws {
        let result = try Self.read(
            #"""
            <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
                <ImageButton android:id="@+id/grows" android:layout_width="36dp" android:layout_height="36dp" android:layout_weight="1" android:background="@null"/>
                <ImageButton android:id="@+id/fixed" android:layout_width="36dp" android:layout_height="36dp" android:background="@null"/>
            </LinearLayout>
            """#)
        let grows = try #require(result.elements.first { $0.id == "grows" })
        // layout_weight adds a share of the row's spare width: at least 36, so unknown; its height is exact.
        #expect(grows.width == nil && grows.height == 36)
        let fixed = try #require(result.elements.first { $0.id == "fixed" })
        #expect(fixed.width == 36 && fixed.height == 36)
    }

    @Test func translucentAndMissingBackgroundsAreNotGuessed() throws {
        let result = try Self.read(
            #"""
            <FrameLayout NS android:layout_width="match_parent" android:layout_height="match_parent">
                <TextView android:id="@+id/bare" android:text="a" android:textColor="#FFFFFF"/>
                <TextView android:id="@+id/scrim" android:text="b" android:textColor="#FFFFFF" android:background="#80000000"/>
                <FrameLayout android:layout_width="match_parent" android:layout_height="match_parent" android:background="#FFFFFF">
                    <TextView android:id="@+id/over_white" android:text="c" android:textColor="#FFFFFF" android:background="#80000000"/>
                    <TextView android:id="@+id/clear" android:text="d" android:textColor="#000000" android:background="@android:color/transparent"/>
                </FrameLayout>
            </FrameLayout>
            """#)
        let byID = Dictionary(uniqueKeysWithValues: result.elements.map { ($0.id, $0) })
        // Nothing in the file is behind "bare": the theme decides, so it is not measured.
        guard case .unresolved = byID["bare"]?.backgroundColor else {
            Issue.record("no background must stay unresolved")
            return
        }
        // A translucent black scrim over nothing known (a video, an image) is judged over black
        // or white, whichever is more legible: white text is on black (AndroidTranslucentBackgroundTests).
        guard case .themed(_, _, .literal(let best, 1), _)? = byID["scrim"]?.backgroundColor else {
            Issue.record("a scrim over the unknown must be judged at its best")
            return
        }
        #expect(best.red == 0 && best.green == 0 && best.blue == 0)
        // Over an opaque white: 0x80 / 255 black over white = 1 − 128/255 of white in each channel.
        guard case .literal(let mixed, 1)? = byID["over_white"]?.backgroundColor else {
            Issue.record("expected a composited colour")
            return
        }
        #expect(abs(mixed.red - (1 - 128.0 / 255)) < 1e-9 && abs(mixed.green - mixed.red) < 1e-12 && abs(mixed.blue - mixed.red) < 1e-12)
        // Fully transparent: the parent's white shows through.
        guard case .literal(let white, 1)? = byID["clear"]?.backgroundColor else {
            Issue.record("expected the parent's white")
            return
        }
        #expect(white.red == 1 && white.green == 1 && white.blue == 1)
    }

    // MARK: Malformed input

    @Test func malformedXMLNamesFileLineAndColumn() {
        let error = Self.error("<LinearLayout NS>\n  <TextView android:text=\"a\">\n</LinearLayout>")
        #expect(error?.file == "res/layout/main.xml")
        #expect(error?.position?.line == 3)
    }

    /// Issue 37: a cycle is a `scan.unresolved` finding at the element that uses it, not an error
    /// that stops the scan.
    @Test func styleAndDimensionCyclesAreFindingsAtTheElement() throws {
        let styles = #"<style name="A" parent="B"><item name="android:textSize">12sp</item></style><style name="B" parent="A"/>"#
        let styled = try Self.read(#"<TextView NS android:id="@+id/t" style="@style/A" android:text="x"/>"#, values: styles)
        #expect(styled.findings.map(\.message).contains("@style/A cannot be resolved: @style/A refers to itself through its parents @style/B → @style/A"))
        #expect(styled.findings.allSatisfy { $0.rule == "scan.unresolved" && $0.id == "t" && $0.location?.line == 1 })
        let dimens = #"<dimen name="a">@dimen/b</dimen><dimen name="b">@dimen/a</dimen>"#
        let sized = try Self.read(#"<TextView NS android:id="@+id/t" android:textSize="@dimen/a" android:text="x"/>"#, values: dimens)
        #expect(sized.findings.map(\.message) == ["android:textSize: @dimen/a refers to itself through @dimen/b → @dimen/a"])
    }

    @Test func malformedValuesFilesStopReadingResources() {
        #expect(throws: SourceFileError.self) {
            try ScratchFolder.with(["res/values/styles.xml": "<resources><style><item name=\"a\">1</item></style></resources>"]) { folder in
                try AndroidResources(resFolders: [folder.file("res")])
            }
        }
        #expect(throws: SourceFileError.self) {
            try ScratchFolder.with(["res/values/styles.xml": "<resources><style name=\"S\"><bogus/></style></resources>"]) { folder in
                try AndroidResources(resFolders: [folder.file("res")])
            }
        }
        #expect(throws: SourceFileError.self) { try AndroidResources(resFolders: ["/no/such/res"]) }
    }

    @Test func limitsAreEnforcedAndNamed() throws {
        var limits = AndroidResourceLimits()
        limits.maximumLayoutElements = 2
        let text = "<FrameLayout \(Self.namespaces)><TextView/><TextView/></FrameLayout>"
        #expect(throws: SourceFileError.self) {
            try AndroidLayoutReader(limits: limits).read(text: text, path: "res/layout/x.xml", android: AndroidResources())
        }
        do {
            _ = try AndroidLayoutReader(limits: limits).read(text: text, path: "res/layout/x.xml", android: AndroidResources())
        } catch {
            #expect(error.message.contains("AndroidResourceLimits.maximumLayoutElements"))
        }
        let chain = (0..<70).map { #"<style name="S\#($0)" parent="S\#($0 + 1)"/>"# }.joined()
        let result = try Self.read(#"<TextView NS style="@style/S0" android:text="x"/>"#, values: chain)
        #expect(result.findings.contains { $0.rule == "scan.unresolved" && $0.message.contains("AndroidResourceLimits.maximumReferenceDepth") })
    }
}
