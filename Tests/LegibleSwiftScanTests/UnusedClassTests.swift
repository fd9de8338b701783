import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A Swift class no file names is on no screen when the scan holds the project and the app's
/// entry (issue 33, fresh-ios13b D4): Jami a8d4bcb1 `ConfirmationAlert.swift:30`, `class
/// ConfirmationAlert`, named by no file but its own, gave a `text.fixed-size` warning at `:81`
/// (a fixed 11 pt Thin text field font); its method `configure` shares its name with other
/// types' methods, so the member check could not tell.
/// The `text.fixed-size` findings of a scan of `files` in a Swift package named Ring, whose
/// `Package.swift` makes the scan hold the project (both suites here need it).
private func scanRingPackage(_ files: [String: String], readers: [any ScanFileReader]) async throws -> [Finding] {
    let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-unused-class-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    var all = files
    all["Package.swift"] = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Ring\")\n"
    for (name, text) in all {
        try Data(text.utf8).write(to: URL(fileURLWithPath: (root as NSString).appendingPathComponent(name)))
    }
    let report = try await ProjectScanner(paths: [root], configuration: ScanConfiguration(), readers: readers).scan()
    return report.findings.findings.filter { $0.rule == "text.fixed-size" }
}

@Suite struct UnusedClassTests {
    private func scan(_ files: [String: String]) async throws -> [Finding] {
        try await scanRingPackage(files, readers: [SwiftSourceReader()])
    }

    static let alert = """
        import UIKit
        class ConfirmationAlert {
            var alert = UIAlertController()
            func configure(title: String) {
                alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                alert.addTextField { textField in
                    textField.font = UIFont.systemFont(ofSize: 11, weight: .thin)
                }
            }
        }
        """

    static let app = """
        import UIKit
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func start(cell: MessageCell) { cell.configure(title: "x") }
        }
        class MessageCell: UITableViewCell {
            func configure(title: String) {}
        }
        """

    @Test func aClassNoFileNamesIsANote() async throws {
        // Must NOT be a warning: only ConfirmationAlert.swift names ConfirmationAlert.
        let found = try await scan(["ConfirmationAlert.swift": Self.alert, "AppDelegate.swift": Self.app])
        #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix("nothing in the app uses ConfirmationAlert, so no screen shows it") == true)
    }

    @Test func aClassAnotherFileNamesStaysAWarning() async throws {
        // Must fire: the app makes one.
        let app = Self.app.replacingOccurrences(of: "cell.configure(title: \"x\")", with: "ConfirmationAlert().configure(title: \"x\")")
        let found = try await scan(["ConfirmationAlert.swift": Self.alert, "AppDelegate.swift": app])
        #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
        // Must fire: without the app's entry, code outside the scan may use it.
        let other = Self.app.replacingOccurrences(of: ": UIResponder, UIApplicationDelegate", with: "")
        let alone = try await scan(["ConfirmationAlert.swift": Self.alert, "Other.swift": other])
        #expect(alone.map(\.severity) == [.warning], "\(alone.map(\.message))")
        // Must fire: an app that makes classes from names at run time (Sileo's depiction views,
        // `Bundle.main.classNamed("Sileo.\(className)")`) may make it.
        let lookup = Self.app + "\nfunc make(_ name: String) -> AnyClass? { Bundle.main.classNamed(\"Ring.\\(name)\") }\n"
        let made = try await scan(["ConfirmationAlert.swift": Self.alert, "AppDelegate.swift": lookup])
        #expect(made.map(\.severity) == [.warning], "\(made.map(\.message))")
    }
}

/// A class only its own code names is on no screen (fresh-ios27a, tinode-ios 68c9f73c
/// `MultilineAlertView.swift:10`): `MultilineAlertViewController` reads its own static colour
/// in its own body and is File's Owner of a xib, but nothing constructs it, so the fixed 16 pt
/// font its `viewDidLoad` sets (`:44`) shows on no screen.
@Suite struct SelfNamedClassTests {
    static let editor = """
        import UIKit
        class NoteEditorController: UIViewController {
            private static let kBorder = UIColor.lightGray
            @IBOutlet weak var editor: UITextView!
            init(with text: String?) {
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder aDecoder: NSCoder) { fatalError("no") }
            override func viewDidLoad() {
                super.viewDidLoad()
                editor.font = UIFont.systemFont(ofSize: 16)
                editor.layer.borderColor = NoteEditorController.kBorder.cgColor
            }
        }
        """

    /// The nib the class would load with `nibName: nil`, naming it only as its File's Owner.
    static let nib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NoteEditorController" customModule="Ring">
                    <connections>
                        <outlet property="editor" destination="ed-1" id="o-1"/>
                    </connections>
                </placeholder>
                <textView clipsSubviews="YES" id="ed-1"/>
            </objects>
        </document>
        """

    private func scan(_ files: [String: String]) async throws -> [Finding] {
        try await scanRingPackage(files, readers: [InterfaceBuilderReader(), SwiftSourceReader()])
            .filter { $0.location?.file.hasSuffix(".swift") == true }
    }

    @Test func aClassOnlyItsOwnCodeNamesIsANote() async throws {
        // Must NOT be a warning: its own `NoteEditorController.kBorder` read makes none.
        let found = try await scan(["NoteEditor.swift": Self.editor, "NoteEditorController.xib": Self.nib, "AppDelegate.swift": UnusedClassTests.app])
        #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
        #expect(
            found.first?.message.hasPrefix("nothing in the app uses NoteEditorController but its own code and protocols' requirements, so no screen shows it")
                == true)
    }

    @Test func aClassOtherCodeMakesStaysAWarning() async throws {
        // Must fire: the app makes one.
        let app = UnusedClassTests.app.replacingOccurrences(of: "cell.configure(title: \"x\")", with: "_ = NoteEditorController(with: \"x\")")
        let found = try await scan(["NoteEditor.swift": Self.editor, "NoteEditorController.xib": Self.nib, "AppDelegate.swift": app])
        #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
        // Must fire: a storyboard scene of its class makes one.
        let scene = Self.nib.replacingOccurrences(of: "<textView", with: "<viewController customClass=\"NoteEditorController\" id=\"vc-1\"/>\n<textView")
        let made = try await scan(["NoteEditor.swift": Self.editor, "Main.storyboard": scene, "AppDelegate.swift": UnusedClassTests.app])
        #expect(made.map(\.severity) == [.warning], "\(made.map(\.message)) \(made.map(\.location))")
    }
}
