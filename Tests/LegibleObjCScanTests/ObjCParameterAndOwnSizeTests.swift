import Foundation
import LegibleObjCScan
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// INaturalistIOS 3ab22038, reduced.
/// - `ObservationsViewController.m:1017-1025`: `- (void)configureHeaderForActiveUploading:(MeHeaderView *)view`
///   gives `view.iconButton` an attributed title with its own fonts, so `MeHeaderView.xib:23`'s
///   UIKit-default 15 pt never shows; it was a `text.fixed-size` warning (fresh-ios22c class 5).
/// - `AnonHeaderView.m:34`: `self.loginButton.titleLabel.font = [UIFont
///   boldSystemFontOfSize:self.loginButton.titleLabel.font.pointSize]` keeps `AnonHeaderView.xib:30`'s
///   fixed 15 pt, which was filed as a placeholder note (fresh-ios22c miss).
@Suite struct ObjCParameterAndOwnSizeTests {
    static func xib(owner: String, outlet: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" id="root" customClass="\(owner)">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <subviews>
                        <button opaque="NO" buttonType="system" id="b">
                            <rect key="frame" x="20" y="20" width="200" height="44"/>
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                            <state key="normal" title="Log In"/>
                        </button>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <connections><outlet property="\(outlet)" destination="b" id="o1"/></connections>
                </view>
            </objects>
        </document>
        """
    }

    static let header = """
        @implementation ObservationsViewController
        - (void)configureHeaderForActiveUploading:(MeHeaderView *)view count:(NSInteger)count {
            FAKIcon *stopIcon = [FAKIonIcons iosCloseOutlineIconWithSize:50];
            [view.iconButton setAttributedTitle:stopIcon.attributedString forState:UIControlStateNormal];
        }
        @end
        """

    static func anon(_ size: String) -> String {
        """
        @implementation AnonHeaderView
        - (void)awakeFromNib {
            [super awakeFromNib];
            self.loginButton.titleLabel.font = [UIFont boldSystemFontOfSize:\(size)];
        }
        @end
        """
    }

    static func fixedSize(xib: String, code: String, name: String) async throws -> [Finding] {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-objc-param-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (file, text) in ["App/View.xib": xib, "App/\(name).m": code] {
            let path = (folder as NSString).appendingPathComponent(file)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let report = try await ProjectScanner(paths: [folder], readers: [InterfaceBuilderReader(), ObjCSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "text.fixed-size" && $0.location?.file.hasSuffix(".xib") == true }
    }

    @Test func aMethodsObjectParameterNamesItsClassesOutlet() async throws {
        let result = try scanObjC(Self.header, path: "ObservationsViewController.m")
        #expect(result.setInCode.contains("MeHeaderView.iconButton.font"))
        #expect(!result.setInCode.contains { $0.hasPrefix("NSInteger.") })
        // Must not fire: the xib's font is a placeholder for the attributed title's own.
        let placeholder = try await Self.fixedSize(xib: Self.xib(owner: "MeHeaderView", outlet: "iconButton"), code: Self.header, name: "Observations")
        #expect(placeholder.map(\.severity) == [.note])
        // Must fire: another class's button of that name is not the parameter's.
        let other = try await Self.fixedSize(xib: Self.xib(owner: "OtherHeaderView", outlet: "iconButton"), code: Self.header, name: "Observations")
        #expect(other.map(\.severity) == [.warning])
    }

    @Test func aFontMadeAtTheViewsOwnPointSizeKeepsTheFilesFixedSize() async throws {
        let own = try scanObjC(Self.anon("self.loginButton.titleLabel.font.pointSize"), path: "AnonHeaderView.m")
        #expect(!own.setInCode.contains("AnonHeaderView.loginButton.font"))
        // Must fire: the file's fixed 15 pt shows, bold.
        let kept = try await Self.fixedSize(
            xib: Self.xib(owner: "AnonHeaderView", outlet: "loginButton"), code: Self.anon("self.loginButton.titleLabel.font.pointSize"), name: "AnonHeaderView"
        )
        #expect(kept.map(\.severity) == [.warning])
        // Must not fire on the file: a number, or another view's size, replaces the file's font.
        for size in ["17", "self.signupButton.titleLabel.font.pointSize"] {
            let replaced = try scanObjC(Self.anon(size), path: "AnonHeaderView.m")
            #expect(replaced.setInCode.contains("AnonHeaderView.loginButton.font"), "\(size)")
        }
    }

    /// TaxonDetailViewController.m:282-330: one method declares `cell` three times, each of
    /// another class; `cell.firstNameLabel.text = …` (:306) is the summary cell's, so
    /// `MainStoryboard.storyboard:1251`'s "Common Name" is a placeholder (its Latvian overflow was an error).
    @Test func aLocalDeclaredAgainIsTheClassOfItsNearestDeclaration() throws {
        let code = """
            @implementation TaxonDetailViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                if (indexPath.section == 0) {
                    if (indexPath.item == 0) {
                        TaxonSelectButtonCell *cell = [tableView dequeueReusableCellWithIdentifier:@"selectButton"
                                                                                      forIndexPath:indexPath];
                        [cell.button setTitle:@"Select" forState:UIControlStateNormal];
                        return cell;
                    } else {
                        TaxonSummaryCell *cell = [tableView dequeueReusableCellWithIdentifier:@"nameInfo"
                                                                                 forIndexPath:indexPath];
                        cell.firstNameLabel.text = self.fullTaxon.displayFirstName;
                        return cell;
                    }
                } else {
                    TaxonMapCell *cell = [tableView dequeueReusableCellWithIdentifier:@"taxonMap" forIndexPath:indexPath];
                    cell.noObservationsLabel.text = @"None";
                    return cell;
                }
            }
            @end
            """
        let result = try scanObjC(code, path: "TaxonDetailViewController.m")
        #expect(result.setInCode.contains("TaxonSummaryCell.firstNameLabel.text"))
        #expect(result.setInCode.contains("TaxonSelectButtonCell.button.text"))
        #expect(result.setInCode.contains("TaxonMapCell.noObservationsLabel.text"))
        // Must not be taken for the last declaration's class.
        #expect(!result.setInCode.contains("TaxonMapCell.firstNameLabel.text"))
        #expect(!result.setInCode.contains("TaxonMapCell.button.text"))
    }
}
