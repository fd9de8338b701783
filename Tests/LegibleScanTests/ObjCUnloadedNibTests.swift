import Foundation
import Testing

@testable import LegibleScan

/// Issue 33, fresh-ios22a class 1: element-ios 6c0bb4f6 keeps the MatrixKit nibs the app never
/// loads (about 146 of its 827 errors and warnings). `MXKTableViewCellWithLabelAndImageView.xib:20`
/// has a class only its own `.h`/`.m` and the umbrella header `MatrixKit.h` (`#import` lines)
/// name; `MXKPushRuleTableViewCell.xib` is dequeued only by `MXKNotificationSettingsViewController.m`,
/// a controller no file names but in imports. The app's one class lookup,
/// `NSClassFromString(kRCTSafeAreaViewClassName)` (JitsiViewController.m:288), reads a constant
/// set to `@"RCTSafeAreaView"`, so it makes no MatrixKit class. A use in another `.m`, a string
/// literal of the nib's name, a storyboard's custom class, a header's subclass, a `+load` method
/// or a lookup of a name code is given keeps the nib judged.
@Suite struct ObjCUnloadedNibTests {
    static func cellXib(_ name: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" id="cell" customClass="\(name)">
                    <subviews><label text="Label" id="l"/></subviews>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    /// element-ios's shape, reduced; `changes` replace or add files.
    static func app(_ changes: [String: String] = [:]) -> [String: String] {
        let cell = "MXKTableViewCellWithLabelAndImageView"
        let pushRule = "MXKPushRuleTableViewCell"
        let settings = "MXKNotificationSettingsViewController"
        return [
            // XcodeGen's spec; the `.xcodeproj` it makes is not kept.
            "project.yml": "name: Riot\ninclude:\n  - path: Riot/target.yml\n",
            "Riot/AppDelegate.swift":
                "import UIKit\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n    let settings = SettingsViewController()\n}\n",
            "Riot/Settings/SettingsViewController.h": "#import \"MatrixKit.h\"\n@interface SettingsViewController : UITableViewController\n@end\n",
            "Riot/Settings/SettingsViewController.m": """
            #import "SettingsViewController.h"
            @implementation SettingsViewController
            - (void)viewDidLoad { [super viewDidLoad]; }
            @end
            """,
            "Riot/Jitsi/JitsiViewController.m": """
            #import "JitsiViewController.h"
            static NSString * _Nonnull kRCTSafeAreaViewClassName = @"RCTSafeAreaView";
            @implementation JitsiViewController
            - (void)find { Class class1 = NSClassFromString(kRCTSafeAreaViewClassName); }
            @end
            """,
            "MatrixKit/MatrixKit.h": """
            //  MatrixKit.h
            @import Foundation;
            #import "\(cell).h"
            #import "\(pushRule).h"
            #import "\(settings).h"
            """,
            "MatrixKit/Views/\(cell).h":
                "#import \"MXKTableViewCell.h\"\n@interface \(cell) : MXKTableViewCell\n@property (weak, nonatomic) IBOutlet UILabel *mxkLabel;\n@end\n",
            "MatrixKit/Views/\(cell).m": """
            #import "\(cell).h"
            @implementation \(cell)
            + (UINib *)nib { return [UINib nibWithNibName:NSStringFromClass(\(cell).class) bundle:nil]; }
            @end
            """,
            "MatrixKit/Views/\(cell).xib": cellXib(cell),
            "MatrixKit/Views/\(pushRule).h": "@class \(settings);\n@interface \(pushRule) : MXKTableViewCell\n@end\n",
            "MatrixKit/Views/\(pushRule).m": "#import \"\(pushRule).h\"\n@implementation \(pushRule)\n@end\n",
            "MatrixKit/Views/\(pushRule).xib": cellXib(pushRule),
            "MatrixKit/Controllers/\(settings).h":
                "#import \"\(pushRule).h\"\n@interface \(settings) : UITableViewController\n- (void)show:(\(pushRule) *)cell;\n@end\n",
            "MatrixKit/Controllers/\(settings).m": """
            #import "\(settings).h"
            @implementation \(settings)
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                \(pushRule) *cell = [tableView dequeueReusableCellWithIdentifier:[\(pushRule) defaultReuseIdentifier]];
                if (!cell) { cell = [[\(pushRule) alloc] init]; }
                return cell;
            }
            @end
            """,
        ].merging(changes) { _, new in new }
    }

    @Test func matrixKitNibsNoCodeLoadsAreNotShown() throws {
        let found = try UnshownNibsTests.unshown(Self.app())
        // Must not judge: named only by its own code, its header and the umbrella header's imports.
        #expect(
            found["MXKTableViewCellWithLabelAndImageView.xib"]?.map(\.reason) == [
                "nothing loads MXKTableViewCellWithLabelAndImageView.xib (no code but MXKTableViewCellWithLabelAndImageView's own names it or its class)"
            ])
        // Must not judge: dequeued only by a controller no code makes.
        #expect(
            found["MXKPushRuleTableViewCell.xib"]?.map(\.reason) == [
                "only MXKNotificationSettingsViewController, which nothing in the app uses, dequeues or loads MXKPushRuleTableViewCell.xib"
            ])
    }

    @Test func aUseInCodeALiteralOrAStoryboardKeepsTheNibJudged() throws {
        let cell = "MXKTableViewCellWithLabelAndImageView"
        // Code of a class the app makes registers the cell.
        let settings = """
            #import "SettingsViewController.h"
            @implementation SettingsViewController
            - (void)viewDidLoad { [self.tableView registerNib:\(cell).nib forCellReuseIdentifier:@"cell"]; }
            @end
            """
        let registered = try UnshownNibsTests.unshown(Self.app(["Riot/Settings/SettingsViewController.m": settings]))
        #expect(registered["\(cell).xib"]?.isEmpty == true)
        // Only a string literal of the nib's name, in Objective-C or in Swift.
        let literal = try UnshownNibsTests.unshown(Self.app(["Riot/Loader.m": "static NSString *name = @\"\(cell)\";\n"]))
        #expect(literal["\(cell).xib"]?.isEmpty == true)
        let swift = try UnshownNibsTests.unshown(Self.app(["Riot/Loader.swift": "let nib = UINib(nibName: \"\(cell)\", bundle: nil)\n"]))
        #expect(swift["\(cell).xib"]?.isEmpty == true)
        // A storyboard's custom class.
        let storyboard = #"<document><scenes><scene><objects><tableViewCell id="c" customClass="\#(cell)"/></objects></scene></scenes></document>"#
        let placed = try UnshownNibsTests.unshown(Self.app(["Riot/Main.storyboard": storyboard]))
        #expect(placed["\(cell).xib"]?.isEmpty == true)
        // A subclass declared in a header beside its code, which no reader reads (its code may
        // load the nib by its runtime class: element-ios RoomOutgoingTextMsgWithoutSenderInfoBubbleCell.h:14).
        let header = "Riot/RiotCell.h"
        let subclass = try UnshownNibsTests.unshown(
            Self.app([header: "@interface RiotCell : \(cell)\n@end\n", "Riot/RiotCell.m": "@implementation RiotCell\n@end\n"]),
            unread: [header])
        #expect(subclass["\(cell).xib"]?.isEmpty == true)
        // A `+load` method runs when the app starts.
        let load = "#import \"\(cell).h\"\n@implementation \(cell)\n+ (void)load { [Registry add:self]; }\n@end\n"
        let loaded = try UnshownNibsTests.unshown(Self.app(["MatrixKit/Views/\(cell).m": load]))
        #expect(loaded["\(cell).xib"]?.isEmpty == true)
    }

    @Test func aMadeControllerOrALookupOfAnyNameKeepsItsCellsJudged() throws {
        let pushRule = "MXKPushRuleTableViewCell.xib"
        // The app makes the controller.
        let made = try UnshownNibsTests.unshown(
            Self.app([
                "Riot/AppDelegate.swift":
                    "import UIKit\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n    let settings = MXKNotificationSettingsViewController()\n}\n"
            ]))
        #expect(made[pushRule]?.isEmpty == true)
        // A lookup of a name code is given may make the controller.
        let jitsi = "@implementation JitsiViewController\n- (void)find:(NSString *)name { Class c = NSClassFromString(name); }\n@end\n"
        let dynamic = try UnshownNibsTests.unshown(Self.app(["Riot/Jitsi/JitsiViewController.m": jitsi]))
        #expect(dynamic[pushRule]?.isEmpty == true)
        // A constant assigned twice is no literal.
        let reassigned = """
            static NSString * _Nonnull kName = @"RCTSafeAreaView";
            @implementation JitsiViewController
            - (void)find:(NSString *)name { kName = name; Class c = NSClassFromString(kName); }
            @end
            """
        let twice = try UnshownNibsTests.unshown(Self.app(["Riot/Jitsi/JitsiViewController.m": reassigned]))
        #expect(twice[pushRule]?.isEmpty == true)
    }

    @Test func withoutAProjectNothingIsDecided() throws {
        // A yml that is no XcodeGen spec, and no project: the scan may hold part of the app.
        let found = try UnshownNibsTests.unshown(Self.app(["project.yml": "targets: []\n"]))
        #expect(found["MXKTableViewCellWithLabelAndImageView.xib"]?.isEmpty == true)
        #expect(found["MXKPushRuleTableViewCell.xib"]?.isEmpty == true)
    }

    @Test func importLinesAreBlanked() {
        let text = "#import \"A.h\"\n  @class B, C;\n@import UIKit;\n#importer x\n@classy y\nint z;\n"
        let blanked = String(decoding: UnshownNibs.withoutImports(Array(text.utf8)), as: UTF8.self)
        #expect(
            blanked.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "", "", "", "#importer x", "@classy y", "int z;", "",
            ])
    }
}
