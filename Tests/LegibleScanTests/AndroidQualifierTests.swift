import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Qualified values folders applied to the matching layout folders, and `<include>` sizes
/// passed to the included layout's root — each with the cases that must leave things alone.
@Suite struct AndroidQualifierTests {
    static let namespaces = #"xmlns:android="http://schemas.android.com/apk/res/android""#

    /// Reads the layout at `path` of a scratch project holding `files` (paths under `res/`).
    static func elements(_ files: [String: String], reading path: String) throws -> [String: ScannedElement] {
        try ScratchFolder.with(files.reduce(into: [:]) { $0["res/\($1.key)"] = $1.value }) { folder in
            let resources = try AndroidResources(resFolders: [folder.file("res")])
            let result = try AndroidLayoutReader().read(text: files[path] ?? "", path: folder.file("res/\(path)"), android: resources)
            return Dictionary(result.elements.map { ($0.id, $0) }) { first, _ in first }
        }
    }

    static let button =
        #"<Button \#(namespaces) android:id="@+id/b" android:layout_width="@dimen/side" android:layout_height="@dimen/side" android:text="Go" style="@style/Widget.App.Text"/>"#

    @Test func valuesOfMatchingFoldersApplyToTheirLayoutsOverTheDefaults() throws {
        var files = [
            "values/dimens.xml":
                #"<resources><dimen name="side">36dp</dimen><style name="Widget.App.Text"><item name="android:textSize">14sp</item></style></resources>"#,
            "values-sw600dp/dimens.xml":
                #"<resources><dimen name="side">48dp</dimen><style name="Widget.App.Text"><item name="android:textSize">18dp</item></style></resources>"#,
            "values-land/dimens.xml": #"<resources><dimen name="side">40dp</dimen></resources>"#,
            "values-de/strings.xml": #"<resources><string name="x">y</string></resources>"#,
        ]
        // Android's precedence: smallest width outranks orientation; w600dp is not sw600dp; v21 does not matter.
        let expected: [(String, Double)] = [
            ("layout", 36), ("layout-sw600dp", 48), ("layout-land", 40), ("layout-sw600dp-land", 48),
            ("layout-w600dp", 36), ("layout-sw600dp-v21", 48), ("layout-port", 36),
        ]
        for (folder, _) in expected { files["\(folder)/main.xml"] = Self.button }
        for (folder, side) in expected {
            let element = try #require(try Self.elements(files, reading: "\(folder)/main.xml")["b"])
            #expect(element.width == side && element.height == side, "\(folder): \(String(describing: element.width))")
            // The style comes from values-sw600dp where it applies, else from values (land defines none).
            if case .fixed(18, "dp", _, _)? = element.font {
                #expect(folder.hasPrefix("layout-sw600dp"), "\(folder)")
            } else if case .scaled(14, _, _, _)? = element.font {
                #expect(!folder.hasPrefix("layout-sw600dp"), "\(folder)")
            } else {
                Issue.record("\(folder): \(String(describing: element.font))")
            }
        }
    }

    static let row = #"""
        <LinearLayout \#(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
            <TextView android:id="@+id/t" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Title" android:textSize="16sp"/>
        </LinearLayout>
        """#

    static func including(_ attributes: [String]) -> [String: String] {
        var files = ["layout/row.xml": row]
        for (index, written) in attributes.enumerated() {
            files["layout/host\(index).xml"] =
                #"<FrameLayout \#(namespaces) android:layout_width="match_parent" android:layout_height="match_parent"><include layout="@layout/row" \#(written)/></FrameLayout>"#
        }
        return files
    }

    @Test func anIncludesSizeBecomesTheIncludedRootsSize() throws {
        let sized = try #require(
            try Self.elements(Self.including([#"android:layout_width="120dp" android:layout_height="wrap_content""#]), reading: "layout/row.xml")["t"])
        #expect(sized.textWidth == .fixed(120))
        #expect(sized.location.file.hasSuffix("layout/row.xml") && sized.location.line == 2)
        // Must NOT apply: nothing includes it; an include with only a width (LayoutInflater then keeps the root's);
        // includes that disagree.
        for attributes in [
            [], [#"android:layout_width="120dp""#],
            [#"android:layout_width="120dp" android:layout_height="wrap_content""#, #"android:layout_width="200dp" android:layout_height="wrap_content""#],
        ] {
            let element = try #require(try Self.elements(Self.including(attributes), reading: "layout/row.xml")["t"])
            #expect(element.textWidth == .screen(minus: 0), "\(attributes)")
        }
        // Two includes that agree apply; a data-binding <layout> passes the size to the view inside.
        let agreeing = Self.including(Array(repeating: #"android:layout_width="@dimen/row" android:layout_height="wrap_content""#, count: 2))
            .merging(["values/dimens.xml": #"<resources><dimen name="row">150dp</dimen></resources>"#]) { $1 }
        #expect(try Self.elements(agreeing, reading: "layout/row.xml")["t"]?.textWidth == .fixed(150))
        var binding = Self.including([#"android:layout_width="120dp" android:layout_height="wrap_content""#])
        binding["layout/row.xml"] = "<layout \(Self.namespaces)><data/>\(Self.row.replacingOccurrences(of: " \(Self.namespaces)", with: ""))</layout>"
        #expect(try Self.elements(binding, reading: "layout/row.xml")["t"]?.textWidth == .fixed(120))
    }
}
