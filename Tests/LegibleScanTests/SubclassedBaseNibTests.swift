import Foundation
import Testing

@testable import LegibleScan

/// Issue 33, fresh-ios22a class 1 (element-ios 6c0bb4f6), the nibs last round's check let
/// through. `MXKContactTableCell.xib:30` is dequeued only by `MXKContactListViewController.m:341`,
/// a controller no code makes, whose own xib names it only as File's Owner (which the nib does not
/// make). `BetaAnnounceCell.xib:27` has a class only its own file names, but that file also
/// declares a nested `enum Constants`. `MXKCallViewController.xib:291` is loaded by the runtime
/// class's name (`NSStringFromClass(self.class)`), and code makes only its subclass
/// `CallViewController`, which has its own xib; `MXKAuthenticationViewController.xib:76` names
/// itself in `+nib`, which its one subclass overrides; `MXKDeviceView.xib:41`'s one subclass,
/// `DeviceView`, is made by no code. A making of the base, or of a subclass that runs the base's
/// self-naming code, keeps the nib judged.
@Suite struct SubclassedBaseNibTests {
    /// A xib whose File's Owner is `owner` and whose one top-level object, a `root`, has the class `rootClass`.
    static func xib(owner: String? = nil, root: String = "view", rootClass: String? = nil) -> String {
        let ownerClass = owner.map { " customClass=\"\($0)\"" } ?? ""
        let objectClass = rootClass.map { " customClass=\"\($0)\"" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"\(ownerClass)>
                        <connections><outlet property="view" destination="v" id="o"/></connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <\(root) contentMode="scaleToFill" id="v"\(objectClass)>
                        <subviews><label text="Label" id="l"/></subviews>
                    </\(root)>
                </objects>
            </document>
            """
    }

    static func cellXib(_ name: String) -> String { xib(root: "tableViewCell", rootClass: name) }

    /// element-ios's shape, reduced; `changes` replace or add files.
    static func app(_ changes: [String: String] = [:]) -> [String: String] {
        let list = "MXKContactListViewController"
        let call = "MXKCallViewController"
        let auth = "MXKAuthenticationViewController"
        let device = "MXKDeviceView"
        return [
            "project.yml": "name: Riot\n",
            // The app uses the presenter: code in a class nothing uses loads no nib.
            "Riot/AppDelegate.swift": "import UIKit\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n    let presenter = CallPresenter()\n}\n",
            "Riot/CallPresenter.swift": """
            final class CallPresenter: NSObject {
                func present(_ call: MXCall) { guard let newCallVC = CallViewController(call) else { return } }
                func dismiss(_ callViewController: \(call)!, completion: (() -> Void)!) {}
                func showAuth() { let auth = AuthenticationViewController.authenticationViewController() }
            }
            """,
            "Riot/Spaces/BetaAnnounceCell.swift": """
            import UIKit
            @objc protocol BetaAnnounceCellDelegate: AnyObject {
                func betaAnnounceCellDidTapCloseButton(_ cell: BetaAnnounceCell)
            }
            final class BetaAnnounceCell: UITableViewCell {
                private enum Constants {
                    static let cardBackgroundViewCornersRadius: CGFloat = 8.0
                }
                @objc weak var delegate: BetaAnnounceCellDelegate?
            }
            extension BetaAnnounceCell {
                @objc static var nib: UINib { return UINib(nibName: String(describing: self), bundle: Bundle(for: self)) }
            }
            """,
            "Riot/Spaces/BetaAnnounceCell.xib": cellXib("BetaAnnounceCell"),
            "MatrixKit/MatrixKit.h": "#import \"\(list).h\"\n#import \"MXKContactTableCell.h\"\n#import \"\(call).h\"\n",
            "MatrixKit/Views/MXKContactTableCell.h": "@interface MXKContactTableCell : MXKTableViewCell\n@end\n",
            "MatrixKit/Views/MXKContactTableCell.m": "#import \"MXKContactTableCell.h\"\n@implementation MXKContactTableCell\n@end\n",
            "MatrixKit/Views/MXKContactTableCell.xib": cellXib("MXKContactTableCell"),
            "MatrixKit/Controllers/\(list).h": "@interface \(list) : MXKViewController\n@end\n",
            "MatrixKit/Controllers/\(list).m": """
            #import "\(list).h"
            @implementation \(list)
            - (void)finalizeInit { self.contactTableViewCellClass = [MXKContactTableCell class]; }
            @end
            """,
            "MatrixKit/Controllers/\(list).xib": xib(owner: list),
            // Loaded by the runtime class's name; code makes only the subclass.
            "MatrixKit/Controllers/\(call).h": "@interface \(call) : MXKViewController\n+ (instancetype)callViewController:(MXCall *)call;\n@end\n",
            "MatrixKit/Controllers/\(call).m": """
            #import "\(call).h"
            @implementation \(call)
            + (UINib *)nib
            {
                return [UINib nibWithNibName:NSStringFromClass(self.class) bundle:[NSBundle bundleForClass:self.class]];
            }
            + (instancetype)callViewController:(MXCall*)call
            {
                \(call) *instance = [[[self class] alloc] initWithNibName:NSStringFromClass(self.class) bundle:nil];
                MXLogDebug(@"[\(call)] made");
                return instance;
            }
            @end
            """,
            "MatrixKit/Controllers/\(call).xib": xib(owner: call),
            "Riot/Call/CallViewController.h": "#import \"\(call).h\"\n@interface CallViewController : \(call)\n@end\n",
            "Riot/Call/CallViewController.m":
                "#import \"CallViewController.h\"\n@implementation CallViewController\n- (void)viewDidLoad { [super viewDidLoad]; }\n@end\n",
            "Riot/Call/CallViewController.xib": xib(owner: "CallViewController"),
            // Names its own nib in `+nib` and its factory, which the subclass overrides.
            "MatrixKit/Controllers/\(auth).h": "@interface \(auth) : MXKViewController\n@end\n",
            "MatrixKit/Controllers/\(auth).m": """
            #import "\(auth).h"
            @interface \(auth) ()
            @end
            @implementation \(auth)
            + (UINib *)nib
            {
                return [UINib nibWithNibName:NSStringFromClass([\(auth) class]) bundle:[NSBundle bundleForClass:[\(auth) class]]];
            }
            + (instancetype)authenticationViewController
            {
                return [[[self class] alloc] initWithNibName:NSStringFromClass([\(auth) class]) bundle:nil];
            }
            @end
            """,
            "MatrixKit/Controllers/\(auth).xib": xib(owner: auth),
            "Riot/Authentication/AuthenticationViewController.h": "@interface AuthenticationViewController : \(auth)\n@end\n",
            "Riot/Authentication/AuthenticationViewController.m": """
            #import "AuthenticationViewController.h"
            @implementation AuthenticationViewController
            + (UINib *)nib
            {
                return [UINib nibWithNibName:NSStringFromClass(self.class) bundle:nil];
            }
            + (instancetype)authenticationViewController
            {
                return [[[self class] alloc] initWithNibName:NSStringFromClass(self.class) bundle:nil];
            }
            @end
            """,
            "Riot/Authentication/AuthenticationViewController.xib": xib(owner: "AuthenticationViewController"),
            // Falls back to its own nib by name; its one subclass is made by no code.
            "MatrixKit/Views/\(device).h": "@interface \(device) : MXKView\n@end\n",
            "MatrixKit/Views/\(device).m": """
            #import "\(device).h"
            @implementation \(device)
            + (UINib *)nib
            {
                NSString *path = [mainBundle pathForResource:NSStringFromClass([self class]) ofType:@"nib"];
                if (path) { return [UINib nibWithNibName:NSStringFromClass([self class]) bundle:mainBundle]; }
                return [UINib nibWithNibName:NSStringFromClass([\(device) class]) bundle:nil];
            }
            @end
            """,
            "MatrixKit/Views/\(device).xib": xib(rootClass: device),
            "Riot/Settings/DeviceView.h": "#import \"\(device).h\"\n@interface DeviceView : \(device)\n@end\n",
            "Riot/Settings/DeviceView.m": "#import \"DeviceView.h\"\n@implementation DeviceView\n- (void)customizeViewRendering {}\n@end\n",
            "Riot/Settings/DeviceView.xib": xib(rootClass: "DeviceView"),
        ].merging(changes) { _, new in new }
    }

    static let unshownNibs = [
        "MXKContactTableCell.xib", "BetaAnnounceCell.xib", "MXKCallViewController.xib", "MXKAuthenticationViewController.xib", "MXKDeviceView.xib",
    ]

    @Test func nibsNoScreenLoadsAreNotShown() throws {
        let found = try UnshownNibsTests.unshown(Self.app())
        // Must not judge: each of these nibs.
        for nib in Self.unshownNibs { #expect(found[nib]?.isEmpty == false, "\(nib)") }
        #expect(
            found["MXKCallViewController.xib"]?.map(\.reason) == [
                "nothing loads MXKCallViewController.xib: no code makes a MXKCallViewController itself (its subclasses CallViewController load their own nibs or are never made)"
            ])
        #expect(
            found["BetaAnnounceCell.xib"]?.map(\.reason) == ["nothing loads BetaAnnounceCell.xib (no code but BetaAnnounceCell's own names it or its class)"])
        // Must judge: the subclasses' nibs code loads.
        #expect(found["CallViewController.xib"]?.isEmpty == true)
        #expect(found["AuthenticationViewController.xib"]?.isEmpty == true)
    }

    @Test func aMakingOfTheClassKeepsItsNibJudged() throws {
        // A storyboard scene of the contact list controller makes one.
        let scene =
            #"<document><scenes><scene><objects><viewController id="s" customClass="MXKContactListViewController"/></objects></scene></scenes></document>"#
        let placed = try UnshownNibsTests.unshown(Self.app(["Riot/Main.storyboard": scene]))
        #expect(placed["MXKContactTableCell.xib"]?.isEmpty == true)
        // Code loads the beta cell's nib.
        let loader = "final class SpaceList { func setUp(_ t: UITableView) { t.register(BetaAnnounceCell.nib, forCellReuseIdentifier: \"beta\") } }\n"
        let uses = "import UIKit\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n    let spaces = SpaceList()\n}\n"
        let registered = try UnshownNibsTests.unshown(Self.app(["Riot/SpaceList.swift": loader, "Riot/AppDelegate.swift": uses]))
        #expect(registered["BetaAnnounceCell.xib"]?.isEmpty == true)
        // Swift makes the base call controller itself.
        let presenter = "final class CallPresenter { func present(_ call: MXCall) { let vc = MXKCallViewController(call) } }\n"
        let made = try UnshownNibsTests.unshown(Self.app(["Riot/CallPresenter.swift": presenter]))
        #expect(made["MXKCallViewController.xib"]?.isEmpty == true)
        // A literal of the nib's name.
        let literal = try UnshownNibsTests.unshown(Self.app(["Riot/Loader.m": "static NSString *name = @\"MXKCallViewController\";\n"]))
        #expect(literal["MXKCallViewController.xib"]?.isEmpty == true)
    }

    @Test func aSubclassRunningTheBaseSelfNamingCodeKeepsItJudged() throws {
        // The subclass does not override `+nib`, which names the base's nib.
        let plain = "#import \"AuthenticationViewController.h\"\n@implementation AuthenticationViewController\n@end\n"
        let inherited = try UnshownNibsTests.unshown(Self.app(["Riot/Authentication/AuthenticationViewController.m": plain]))
        #expect(inherited["MXKAuthenticationViewController.xib"]?.isEmpty == true)
        // Code makes the device view, whose `+nib` falls back to the base's nib by name.
        let settings = "@implementation SettingsViewController\n- (void)show { DeviceView *view = [[DeviceView alloc] init]; }\n@end\n"
        let device = try UnshownNibsTests.unshown(Self.app(["Riot/Settings/SettingsViewController.m": settings]))
        #expect(device["MXKDeviceView.xib"]?.isEmpty == true)
        // A subclass with no nib of its own.
        let noNib = try UnshownNibsTests.unshown(Self.app().filter { $0.key != "Riot/Call/CallViewController.xib" })
        #expect(noNib["MXKCallViewController.xib"]?.isEmpty == true)
    }

    @Test func selectorsAreReadFromMethodLines() {
        #expect(UnshownNibs.selector("+ (UINib *)nib") == "+nib")
        #expect(UnshownNibs.selector("- (void)call:(MXCall *)call stateDidChange:(MXCallState)state reason:(MXEvent *)event") == "-call:stateDidChange:reason:")
        #expect(UnshownNibs.selector("    [self nib];") == nil)
        #expect(UnshownNibs.codeOnly("x = @\"[Name] a\"; // Name") == "x = @\"\";")
    }
}
