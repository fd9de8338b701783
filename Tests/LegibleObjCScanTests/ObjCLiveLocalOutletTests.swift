import Foundation
import LegibleObjCScan
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// fresh-ios24c, pattern 1: a text style code sets on a view reached through a local of an app
/// class keeps that view's `adjustsFontForContentSizeCategory`, which setting `font` does not
/// clear. OsmAnd-iOS bb362bba `OAExportItemsSelectionViewController.mm:523` sets Headline on
/// `cell.titleLabel` of an `OASimpleTableViewCell`, live in `OASimpleTableViewCell.xib:72`; and
/// `OAMapSettingsCategoryScreen.mm:295` sets Footnote on `customHeader.label`, which
/// `OATableViewCustomHeaderView.m:67` makes live. Both were wrong `text.not-live` warnings. Must
/// still fire: the xib label without the flag, a header class that does not set it, and a local
/// of another class.
@Suite struct ObjCLiveLocalOutletTests {
    static func xib(live: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <tableViewCell contentMode="scaleToFill" id="cell" customClass="OASimpleTableViewCell">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="48"/>
                    <tableViewCellContentView key="contentView" opaque="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="48"/>
                        <subviews>
                            <label opaque="NO" text="Title" \(live ? "adjustsFontForContentSizeCategory=\"YES\" " : "")id="VOO-4x-SVF">
                                <rect key="frame" x="20" y="13" width="374" height="22"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="titleLabel" destination="VOO-4x-SVF" id="o1"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    /// OAExportItemsSelectionViewController.mm:505-523, shortened.
    static func cellCode(cellClass: String = "OASimpleTableViewCell") -> String {
        """
        @implementation OAExportItemsSelectionViewController
        - (nonnull UITableViewCell *)tableView:(nonnull UITableView *)tableView cellForRowAtIndexPath:(nonnull NSIndexPath *)indexPath
        {
            \(cellClass) *cell = [tableView dequeueReusableCellWithIdentifier:[\(cellClass) getCellIdentifier]];
            cell.titleLabel.textColor = [UIColor colorNamed:ACColorNameTextColorActive];
            cell.titleLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleHeadline];
            return cell;
        }
        @end
        """
    }

    /// OATableViewCustomHeaderView.m:64-67 and OAMapSettingsCategoryScreen.mm:293-295, shortened.
    static func header(flag: String?) -> String {
        """
        @interface OATableViewCustomHeaderView : UITableViewHeaderFooterView
        @end
        @implementation OATableViewCustomHeaderView
        - (void) setupView
        {
            _label = [[UITextView alloc] init];
            _label.backgroundColor = [UIColor clearColor];
            _label.font = self.class.font;
            \(flag.map { "_label.adjustsFontForContentSizeCategory = \($0);" } ?? "")
        }
        @end
        """
    }

    static let screen = """
        @implementation OAMapSettingsCategoryScreen
        - (UIView *) tableView:(UITableView *)tableView viewForHeaderInSection:(NSInteger)section
        {
            OATableViewCustomHeaderView *customHeader = [tableView dequeueReusableHeaderFooterViewWithIdentifier:@"header"];
            customHeader.label.text = @"Routes";
            customHeader.label.font = [UIFont preferredFontForTextStyle:UIFontTextStyleFootnote];
            return customHeader;
        }
        @end
        """

    /// The `text.not-live` findings in the `.mm` files of a scan of `files`.
    static func codeNotLive(_ files: [String: String]) async throws -> [Finding] {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-objc-live-local-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text) in files {
            let path = (folder as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let report = try await ProjectScanner(paths: [folder], readers: [InterfaceBuilderReader(), ObjCSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "text.not-live" && $0.location?.file.hasSuffix(".mm") == true }
    }

    @Test func aTextStyleOnALiveXibOutletOfALocalCellIsLive() async throws {
        let files = ["App/OASimpleTableViewCell.xib": Self.xib(live: true), "App/OAExportItemsSelectionViewController.mm": Self.cellCode()]
        #expect(try await Self.codeNotLive(files).isEmpty)
    }

    @Test func theSameOutletWithoutTheFlagOrALocalOfAnotherClassStillFires() async throws {
        let off = ["App/OASimpleTableViewCell.xib": Self.xib(live: false), "App/OAExportItemsSelectionViewController.mm": Self.cellCode()]
        #expect(try await Self.codeNotLive(off).count == 1)
        let other = [
            "App/OASimpleTableViewCell.xib": Self.xib(live: true),
            "App/OAExportItemsSelectionViewController.mm": Self.cellCode(cellClass: "OAOtherTableViewCell"),
        ]
        #expect(try await Self.codeNotLive(other).count == 1)
    }

    @Test func aTextStyleOnALabelItsClassMakesLiveIsLive() async throws {
        let files = ["App/OATableViewCustomHeaderView.m": Self.header(flag: "YES"), "App/OAMapSettingsCategoryScreen.mm": Self.screen]
        #expect(try await Self.codeNotLive(files).isEmpty)
    }

    @Test func aHeaderClassThatDoesNotMakeItsLabelLiveStillFires() async throws {
        #expect(
            try await Self.codeNotLive(["App/OATableViewCustomHeaderView.m": Self.header(flag: nil), "App/OAMapSettingsCategoryScreen.mm": Self.screen]).count
                == 1)
        #expect(
            try await Self.codeNotLive(["App/OATableViewCustomHeaderView.m": Self.header(flag: "NO"), "App/OAMapSettingsCategoryScreen.mm": Self.screen]).count
                == 1)
    }
}
