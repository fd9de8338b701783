import Foundation
import LegibleObjCScan
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, iOS: what Objective-C code reaches without an outlet (Kodi Remote's cells, filled
/// through `viewWithTag:`), and the values its shared headers give names to.
@Suite struct ObjCTagAndHeaderTests {
    /// Scans `files` (relative path → text) with the Interface Builder and Objective-C readers.
    static func scan(_ files: [String: String]) async throws -> [Finding] {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-objc-tags-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text) in files {
            let path = (folder as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let report = try await ProjectScanner(paths: [folder], readers: [InterfaceBuilderReader(), ObjCSourceReader()]).scan()
        return report.findings.findings
    }

    /// `#define`s in a header the `.m` files import, as Kodi's `ConvenienceMacros.h` holds them.
    static let macros = """
        #define FONT_SCALING_MIN 0.8
        #define FONT_SCALING_NONE 1.0
        #define XIB_MAIN_MENU_CELL_TITLE 3
        @interface NSObject (Macros)
        @end
        """

    /// A minimumScaleFactor of 1 (a header's `FONT_SCALING_NONE`) does not shrink; 0.8 does, and the
    /// finding is on the `adjustsFontSizeToFitWidth` line, not on the line that sets the font.
    @Test func aHeadersScaleFactorDecidesWhetherTextShrinks() async throws {
        let cell = """
            #import "ConvenienceMacros.h"
            @implementation PosterCell
            - (void)setUp {
                _posterLabel.font = [UIFont systemFontOfSize:13];
                _posterLabel.adjustsFontSizeToFitWidth = YES;
                _posterLabel.minimumScaleFactor = FONT_SCALING_NONE;
                _genreLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
                _genreLabel.adjustsFontSizeToFitWidth = YES;
                _genreLabel.minimumScaleFactor = FONT_SCALING_MIN;
            }
            @end
            """
        let delegate = "@implementation AppDelegate\n@end\n"
        let findings = try await Self.scan(["App/ConvenienceMacros.h": Self.macros, "App/Cells/PosterCell.m": cell, "App/AppDelegate.m": delegate])
        let shrinks = findings.filter { $0.rule == "text.shrinks" }
        #expect(shrinks.count == 1)
        #expect(shrinks.first?.location?.line == 8)
        #expect(shrinks.first?.message.contains("down to 80% of its size") == true)
    }

    /// A xib cell's label with `tag="3"` whose font the code that loads the nib sets through
    /// `viewWithTag:` (the tag a header's `#define`): the file's font is a placeholder, a note.
    /// Its neighbour with tag 4, which no code touches, keeps its warning.
    @Test func aViewTheLoadingCodeFindsByTagIsAPlaceholder() async throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <tableViewCell contentMode="scaleToFill" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <label text="Title" tag="3" id="title"><rect key="frame" x="50" y="0" width="200" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/></label>
                            <label text="Subtitle" tag="4" id="subtitle"><rect key="frame" x="50" y="22" width="200" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="12"/></label>
                        </subviews>
                    </tableViewCell>
                </objects>
            </document>
            """
        let controller = """
            #import "ConvenienceMacros.h"
            @implementation MasterViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"menu"];
                if (cell == nil) {
                    NSArray *nib = [[NSBundle mainBundle] loadNibNamed:@"CellView" owner:self options:nil];
                    cell = nib[0];
                }
                UILabel *title = (UILabel *)[cell viewWithTag:XIB_MAIN_MENU_CELL_TITLE];
                title.font = [UIFont fontWithName:@"Roboto-Regular" size:13];
                return cell;
            }
            @end
            """
        let findings = try await Self.scan(["App/ConvenienceMacros.h": Self.macros, "App/CellView.xib": xib, "App/MasterViewController.m": controller])
        let fixed = Dictionary(findings.filter { $0.rule == "text.fixed-size" }.map { ($0.id, $0) }) { first, _ in first }
        #expect(fixed["subtitle"]?.severity == .warning)
        let title = try #require(fixed["title"])
        #expect(title.severity == .note)
        #expect(title.message.hasPrefix("code sets nib:CellView.tag3.font, so the file's value is a placeholder"))
        // The code's own 13 pt font is still judged where it is written.
        #expect(fixed["MasterViewController:10"]?.severity == .warning)
    }

    /// `self.overrideUserInterfaceStyle = UIUserInterfaceStyleLight;` in the xib's owner: its
    /// #555555 text on systemBackground (2.82:1 on black) is not judged in dark. The same xib
    /// owned by a controller that sets nothing is.
    @Test func anObjectiveCControllerForcedLightIsNotJudgedInDark() async throws {
        func xib(_ owner: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                        <subviews>
                            <label text="Shown" id="label-\(owner)"><rect key="frame" x="0" y="0" width="200" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                            <color key="textColor" red="0.33333333" green="0.33333333" blue="0.33333333" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></label>
                        </subviews>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                </objects>
            </document>
            """
        }
        let code = """
            @implementation HostViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.overrideUserInterfaceStyle = UIUserInterfaceStyleLight;
            }
            @end
            """
        let findings = try await Self.scan([
            "App/Host.xib": xib("HostViewController"), "App/Other.xib": xib("OtherViewController"), "App/HostViewController.m": code,
        ])
        let contrast = Set(findings.filter { $0.rule == "contrast.text" }.map(\.id))
        #expect(contrast == ["label-OtherViewController"])
    }

    /// The headers near the scanned files: beside them and in the folders up to the one they share
    /// (`App/Macros.h` for `App/Views/View.m` and `App/Cells/Cell.m`), not a folder beside those
    /// that no scanned file is under (`Vendor/`).
    @Test func headersAreLookedForBetweenTheFilesAndTheirCommonFolder() throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-objc-headers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = ["App/Macros.h": "#define TITLE_SIZE 17\n", "App/Cells/Cell.m": "", "App/Views/View.m": "", "Vendor/Other.h": "#define BODY_SIZE 12\n"]
        for (name, text) in files {
            let path = (folder as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let reader = ObjCSourceReader().prepared(forFiles: ["\(folder)/App/Cells/Cell.m", "\(folder)/App/Views/View.m"])
        let source = """
            @implementation V
            - (void)a { title.font = [UIFont systemFontOfSize:TITLE_SIZE]; body.font = [UIFont systemFontOfSize:BODY_SIZE]; }
            @end
            """
        let result = try reader.read(text: source, path: "\(folder)/App/Views/View.m", resources: ScanResources())
        #expect(result.elements.compactMap(\.font) == [.fixed(size: 17, unit: "pt", weight: .regular, family: nil)])
    }
}
