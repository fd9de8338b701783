import Foundation
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// Buttons with an iOS 15 configuration (`<buttonConfiguration>`): a medium one's title gets the
/// button's solved width less 12 pt of content inset a side, in Body that follows Dynamic Type
/// when the file gives no font (`Tables/apple-button-defaults.csv`: an Apple engineer's
/// (7, 12, 7, 12), and Xcode's 75 × 34.33 pt frame of a plain "Button" at 17 pt). Each width is
/// worked out by hand beside it; sizes and settings whose insets are published nowhere stay notes.
@Suite("Button configurations' insets and title font")
struct IBButtonConfigurationTests {
    typealias Widths = ScanButtonCellWidthTests
    typealias Scene = IBConstraintSystemTests

    /// A button `b` with a configuration of `attributes` (and `children`), pinned to the root
    /// view's margins: 375 − 2·16 = 343 and 440 − 2·20 = 400 wide.
    static func pinned(_ attributes: String, _ children: String = "", title: String = "Save") -> String {
        Scene.scene(
            """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="16" y="0" width="343" height="44"/>
                <buttonConfiguration key="configuration" \(attributes) title="\(title)">\(children)</buttonConfiguration>
            </button>
            """,
            constraints: Widths.pinnedToMargins)
    }

    @Test func mediumTitleLosesTwelvePointsASide() throws {
        // Every style alike: 343 − 24 = 319 and 400 − 24 = 376.
        for style in ["plain", "gray", "tinted", "filled"] {
            let element = try Widths.elements(Self.pinned(#"style="\#(style)""#))["b"]
            #expect(Widths.widths(element) == [.fixed(319), .fixed(376)], "\(style)")
        }
        // Interface Builder's explicit medium is the default.
        #expect(Widths.widths(try Widths.elements(Self.pinned(#"style="filled" buttonSize="medium""#))["b"]) == [.fixed(319), .fixed(376)])
    }

    @Test func titleWithoutAFontIsBodyFollowingDynamicType() throws {
        let element = try Widths.elements(Self.pinned(#"style="plain""#))["b"]
        #expect(element?.font == .textStyle(.body, weight: nil, live: true))
        // A font the file gives is the title's.
        let headline = #"<fontDescription key="titleFontDescription" style="UICTFontTextStyleHeadline"/>"#
        let styled = try Widths.elements(Self.pinned(#"style="plain""#, headline))["b"]
        #expect(styled?.font == .textStyle(.headline, weight: nil, live: false))
    }

    @Test func otherSizesAndFileInsetsStayNotesThatSayWhy() throws {
        let insets = #"<directionalEdgeInsets key="contentInsets" top="4" leading="20" bottom="4" trailing="20"/>"#
        for (attributes, children, words) in [
            (#"style="plain" buttonSize="large""#, "", "a large button configuration"),
            (#"style="plain" buttonSize="small""#, "", "a small button configuration"),
            (#"style="plain""#, insets, "sets its button configuration's content insets"),
        ] {
            let element = try Widths.elements(Self.pinned(attributes, children))["b"]
            #expect(element?.screenTextWidths == [], "\(attributes)")
            guard case .unknown(let reason)? = element?.textWidth else {
                Issue.record("expected a note for \(attributes), got \(String(describing: element?.textWidth))")
                continue
            }
            #expect(reason.contains(words), "\(reason)")
        }
        // A small button's title font is not published either: not taken for Body.
        #expect(try Widths.elements(Self.pinned(#"style="plain" buttonSize="small""#))["b"]?.font == nil)
    }

    @Test func aMediumTitleIsAuditedAndALargeOneIsANote() async throws {
        // Two 160 pt buttons: the medium one's title is audited in 136 pt of Body (its lines wrap,
        // so it is measured, not cut); the large one's insets are not known, so it is a note.
        func button(_ id: String, _ size: String) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="16" y="0" width="160" height="44"/>
                <constraints><constraint firstAttribute="width" constant="160" id="w\(id)"/></constraints>
                <buttonConfiguration key="configuration" style="filled" \(size) title="Synchronise"/>
            </button>
            """
        }
        let subviews = button("medium", "") + button("large", #"buttonSize="large""#)
        let folder = try ScanFolder(["Sync.xib": ScanFolder.xib(subviews)])
        defer { folder.remove() }
        let report = try await folder.scan()
        let notes = report.ids("overflow.unknown-width")
        #expect(notes.contains { $0.hasPrefix("large") } && !notes.contains { $0.hasPrefix("medium") }, "\(notes)")
        let audited = report.labels.filter { $0.element.id == "medium" }
        #expect(!audited.isEmpty && audited.allSatisfy { $0.layout.width == 136 }, "\(audited.map(\.layout.width))")
        #expect(!report.labels.contains { $0.element.id == "large" })
    }

    @Test func theTableHoldsTheCodesInsetsAndFont() throws {
        let rows = try CSVTable.tables("apple-button-defaults.csv").rows
        let medium = rows.filter { $0["button_size"] == "medium" }
        for side in ["leading", "trailing"] {
            let row = try #require(medium.first { $0["property"] == "content_inset_\(side)" })
            #expect(Double(row["value"] ?? "") == IBButtonConfigurations.mediumSideInset)
        }
        let font = try #require(medium.first { $0["property"] == "title_text_style" })
        #expect(font["value"] == "body")
        #expect(IBButtonConfigurations.defaultTitleFont == .textStyle(.body, weight: nil, live: true))
        // Every row names where its number comes from.
        for row in rows { #expect(!(row["source"] ?? "").isEmpty, "\(row)") }
    }
}
