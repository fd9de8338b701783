import Foundation
import LegibleColor
import LegibleCore
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// Issue 37, "the scan under attack", at the library level: resource cycles that crashed the
/// scan, blow-ups that were quadratic, and elements that were silently not elements.
@Suite("Scan under attack")
struct ScanUnderAttackTests {
    static let namespaces = #"xmlns:android="http://schemas.android.com/apk/res/android""#

    /// A white-less layout: a text view in #D9D9D9 over `background` (none: the window's).
    static func layout(background: String?) -> String {
        let fill = background.map { #" android:background="\#($0)""# } ?? ""
        return #"""
            <LinearLayout \#(namespaces) android:layout_width="200dp" android:layout_height="wrap_content" android:orientation="vertical"\#(fill)>
                <TextView android:id="@+id/status" android:layout_width="180dp" android:layout_height="wrap_content" android:text="Offline" android:textSize="14sp" android:textColor="#D9D9D9"/>
            </LinearLayout>
            """#
    }

    /// The layout's findings, read with `files` (paths under `app/src/main`) as the project.
    static func androidFindings(_ files: [String: String]) throws -> [Finding] {
        var files = files
        files["AndroidManifest.xml"] = #"<manifest \#(namespaces)><application android:theme="@style/Theme.App"/></manifest>"#
        return try ScratchFolder.with(files.reduce(into: [:]) { $0["app/src/main/\($1.key)"] = $1.value }) { folder in
            let resources = try AndroidResources(resFolders: [folder.file("app/src/main/res")])
            return try AndroidLayoutReader().read(
                text: files["res/layout/main.xml"] ?? "", path: folder.file("app/src/main/res/layout/main.xml"), android: resources
            ).findings
        }
    }

    // MARK: Resource cycles (signal 11 before)

    @Test func aThemeAttributeWhoseColourStateListDrawsItIsReportedNotFollowedForever() throws {
        let findings = try Self.androidFindings([
            "res/values/themes.xml":
                #"<resources><style name="Theme.App" parent="Theme.Material3.Light"><item name="colorSurface">@color/surface_list</item></style></resources>"#,
            "res/color/surface_list.xml": #"<selector \#(Self.namespaces)><item android:color="?attr/colorSurface"/></selector>"#,
            "res/layout/main.xml": Self.layout(background: "?attr/colorSurface"),
        ])
        let unresolved = findings.filter { $0.rule == ScanRules.unresolved.id }
        #expect(unresolved.map(\.message) == ["?attr/colorSurface refers to itself through @color/surface_list → ?attr/colorSurface"])
    }

    @Test func aThemeAttributeWhoseDrawableIsFilledWithItIsReportedNotFollowedForever() throws {
        let findings = try Self.androidFindings([
            "res/values/themes.xml":
                #"<resources><style name="Theme.App" parent="Theme.Material3.Light"><item name="colorSurface">@drawable/bg</item></style></resources>"#,
            "res/drawable/bg.xml": #"<shape \#(Self.namespaces)><solid android:color="?attr/colorSurface"/></shape>"#,
            "res/layout/main.xml": Self.layout(background: "?attr/colorSurface"),
        ])
        let unresolved = findings.filter { $0.rule == ScanRules.unresolved.id }
        #expect(unresolved.map(\.message) == ["?attr/colorSurface refers to itself through @drawable/bg → ?attr/colorSurface"])
    }

    @Test func aThemeWhoseParentsAreACycleIsReportedInsteadOfLeavingTheContrastUnmeasured() throws {
        // #D9D9D9 on the window background: nothing at all was said (exit 0).
        let findings = try Self.androidFindings([
            "res/values/themes.xml": #"<resources><style name="Theme.App" parent="Theme.Base"/><style name="Theme.Base" parent="Theme.App"/></resources>"#,
            "res/layout/main.xml": Self.layout(background: nil),
        ])
        let unresolved = findings.filter { $0.rule == ScanRules.unresolved.id }
        #expect(unresolved.count == 1)
        #expect(unresolved.first?.message.contains("@style/Theme.App refers to itself through its parents @style/Theme.Base → @style/Theme.App") == true)
        #expect(unresolved.first?.location?.line == 1)
    }

    @Test func styleAndDimensionCyclesAreFindingsAtTheElementNotErrorsThatStopTheScan() throws {
        let findings = try Self.androidFindings([
            "res/values/values.xml":
                #"<resources><style name="A" parent="B"/><style name="B" parent="A"/><dimen name="d">@dimen/e</dimen><dimen name="e">@dimen/d</dimen></resources>"#,
            "res/layout/main.xml": #"<TextView \#(Self.namespaces) android:id="@+id/t" style="@style/A" android:textSize="@dimen/d" android:text="x"/>"#,
        ])
        let messages = findings.filter { $0.rule == ScanRules.unresolved.id }.map(\.message)
        #expect(messages.contains { $0.contains("@style/A refers to itself through its parents @style/B → @style/A") }, "\(messages)")
        #expect(messages.contains("android:textSize: @dimen/d refers to itself through @dimen/e → @dimen/d"), "\(messages)")
    }

    // MARK: Interface Builder

    /// A storyboard whose root holds `subviews`.
    static func storyboard(_ subviews: String, constraints: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="s"><objects>
        <viewController id="vc" sceneMemberID="viewController"><view key="view" id="root">
        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/><color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        <subviews>
        \(subviews)
        </subviews><constraints>\(constraints)</constraints></view></viewController></objects></scene></scenes>
        </document>
        """
    }

    @Test func aLabelWithoutAFrameIsStillAnElement() throws {
        // No <rect key="frame">: a 9 pt fixed font in #D9D9D9 on white went unreported.
        let label = #"""
            <label text="Fine print" translatesAutoresizingMaskIntoConstraints="NO" id="fine">
                <fontDescription key="fontDescription" type="system" pointSize="9"/>
                <color key="textColor" red="0.85098039215686272" green="0.85098039215686272" blue="0.85098039215686272" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </label>
            """#
        let elements = try InterfaceBuilderReader().read(text: Self.storyboard(label), path: "Main.storyboard", resources: ScanResources()).elements
        let element = try #require(elements.first { $0.id == "fine" })
        #expect(element.font == .fixed(size: 9, unit: "pt", weight: .regular, family: nil))
        #expect(element.textColor != nil && element.backgroundColor != nil)
        let rules = ElementRules(resources: ScanResources(), configuration: ScanConfiguration(), level: .aa, appearances: [.light])
        let found = Set(rules.findings(for: element).map(\.rule))
        #expect(found.isSuperset(of: [ScanRules.textFixedSize.id, ScanRules.contrastText.id]), "\(found)")
    }

    @Test func labelsPinnedToOneContainerAreReadInLinearTime() throws {
        func pinned(_ count: Int) -> String {
            let labels = (0..<count).map {
                #"<label text="L" translatesAutoresizingMaskIntoConstraints="NO" id="l\#($0)"><rect key="frame" x="0" y="0" width="10" height="20"/><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>"#
            }
            let constraints = (0..<count).map {
                #"<constraint firstItem="l\#($0)" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="8" id="a\#($0)"/><constraint firstItem="box" firstAttribute="trailing" secondItem="l\#($0)" secondAttribute="trailing" constant="8" id="b\#($0)"/>"#
            }
            let box =
                #"<view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0" y="0" width="300" height="800"/><subviews>\#(labels.joined())</subviews><constraints>\#(constraints.joined())</constraints></view>"#
            return Self.storyboard(
                box,
                constraints:
                    #"<constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/><constraint firstItem="root" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="16" id="c2"/>"#
            )
        }
        func seconds(_ count: Int) throws -> (Double, [ScannedElement]) {
            let text = pinned(count)
            var elements: [ScannedElement] = []
            let spent = try threadSeconds {
                elements = try InterfaceBuilderReader().read(text: text, path: "Main.storyboard", resources: ScanResources()).elements
            }
            return (spent, elements)
        }
        _ = try seconds(50)
        let (short, _) = try seconds(150)
        let (long, elements) = try seconds(1_200)
        // 8× the labels took 58× the time: each label went through every constraint naming the box.
        #expect(long / max(short, 0.001) < 24, "150 labels: \(short) s, 1200: \(long) s")
        // The screen less 16 + 16 for the box, less 8 + 8 for each label.
        #expect(elements.filter { $0.kind == .label }.allSatisfy { $0.textWidth == .screen(minus: 48) })
    }

    // MARK: String catalogs no screen uses

    @Test func theVariantsOfAllCatalogsCountTogetherAgainstTheScansLimit() throws {
        // Each catalog: one key whose plural has two variants of 100 bytes.
        let stringsdict = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>\(String(repeating: "a", count: 100))</string><key>other</key><string>\(String(repeating: "b", count: 100))</string>
            </dict></dict></dict></plist>
            """
        let names = (0..<16).map { String(format: "en.lproj/T%02d.stringsdict", $0) }
        try ScratchFolder.with(Dictionary(uniqueKeysWithValues: names.map { ($0, stringsdict) })) { folder in
            var files = ScanFileSet()
            files.appleCatalogs = names.map(folder.file)
            var limits = ScanLimits()
            // Five catalogs are 1,000 bytes; the sixth passes the limit (16 × 64 MiB passed 1 GB).
            limits.maximumVariantBytes = 1_000
            // Past the limit the scan goes on without the catalogs not yet read, and says so once
            // (a `scan.unreadable` finding), as for any catalog it cannot read.
            let over = try ScanResources(loading: files, configuration: ScanConfiguration(), limits: limits, concurrency: 1)
            #expect(over.unreadableFiles == [SourceFileError(file: folder.file("en.lproj/T05.stringsdict"), message: Self.variantBytesMessage)])
            #expect(over.catalogs.count == 5)
            limits.maximumVariantBytes = 3_200
            limits.maximumVariantTexts = 31
            let overTexts = try ScanResources(loading: files, configuration: ScanConfiguration(), limits: limits, concurrency: 1)
            #expect(overTexts.unreadableFiles == [SourceFileError(file: folder.file("en.lproj/T15.stringsdict"), message: Self.variantTextsMessage)])
            limits.maximumVariantTexts = 32
            let resources = try ScanResources(loading: files, configuration: ScanConfiguration(), limits: limits, concurrency: 1)
            #expect(resources.catalogs.count == 16)
            #expect(resources.unreadableFiles.isEmpty)
        }
    }

    static let variantBytesMessage =
        "the scan's string catalogs hold more than 1000 bytes of variant texts (plural, device and width variants and filled substitutions, "
        + "all catalogs together), over the limit (ScanLimits.maximumVariantBytes); narrow the paths"
    static let variantTextsMessage =
        "the scan's string catalogs hold more than 31 variant texts (plural, device and width variants and filled substitutions, "
        + "all catalogs together), over the limit (ScanLimits.maximumVariantTexts); narrow the paths"

    // MARK: legible.yaml ignores

    @Test func ignoreEntriesAreIndexedAndMatchAsBefore() throws {
        func finding(_ file: String, _ id: String, rule: String = "text.fixed-size") -> ScanFindingRecord {
            ScanFindingRecord(
                finding: Finding(id: id, rule: rule, severity: .warning, message: "m", location: .init(file: file, line: 1, column: 1)), element: nil)
        }
        func kept(_ records: [ScanFindingRecord], _ ignores: [ScanIgnore]) -> [String] {
            let configuration = ScanConfiguration(ignores: ignores, baseDirectory: "/p")
            return ScanSuppressions(configuration: configuration).apply(to: records, elements: []).findings
                .filter { $0.rule != ScanRules.suppressionWithoutReason.id }.map { "\($0.location?.file ?? ""):\($0.id)" }
        }
        let records = [
            finding("/p/App/Base.lproj/Main.storyboard", "a"), finding("/p/App/Base.lproj/Main.storyboard", "b"),
            finding("/p/App/Other.storyboard", "c"), finding("/p/Lib/View.swift", "d", rule: "target.small"), finding("/q/Elsewhere.xib", "e"),
        ]
        let ignores = [
            ScanIgnore(file: "Main.storyboard", id: "a", rule: "text.fixed-size", reason: "r"),  // the end of a path
            ScanIgnore(file: "App/Other.storyboard", rule: "*", reason: "r"),  // relative to the configuration
            ScanIgnore(file: "Lib/*.swift", id: "d", rule: "target.small", reason: "r"),  // a glob
            ScanIgnore(file: "Elsewhere.xib", id: "x", rule: "*", reason: "r"),  // another element
            ScanIgnore(file: "ain.storyboard", rule: "*", reason: "r"),  // not at a folder boundary
        ]
        #expect(kept(records, ignores) == ["/p/App/Base.lproj/Main.storyboard:b", "/q/Elsewhere.xib:e"])
    }

    @Test func twentyThousandIgnoresAreAppliedInLinearTime() throws {
        func seconds(_ count: Int) -> Double {
            let records = (0..<count).map {
                ScanFindingRecord(
                    finding: Finding(
                        id: "l\($0)", rule: "text.fixed-size", severity: .warning, message: "m", location: .init(file: "App/S\($0).storyboard", line: 1)),
                    element: nil)
            }
            // Every entry names another file: each was tried on every finding (20,000: 110 s).
            let ignores = (0..<count).map { ScanIgnore(file: "App/T\($0).storyboard", id: "l\($0)", rule: "*", reason: "r") }
            let suppressions = ScanSuppressions(configuration: ScanConfiguration(ignores: ignores))
            var kept = 0
            let spent = threadSeconds { kept = suppressions.apply(to: records, elements: []).findings.count }
            #expect(kept == count)
            return spent
        }
        // The thread's own processor time, fastest of three runs each: on a shared, loaded machine
        // wall-clock runs made the ratio 28-41 (linear is 8, quadratic 64).
        _ = seconds(500)
        let short = (0..<3).map { _ in seconds(2_500) }.min() ?? 0
        let long = (0..<3).map { _ in seconds(20_000) }.min() ?? 0
        #expect(long / max(short, 0.001) < 24, "2,500: \(short) s, 20,000: \(long) s")
    }
}
