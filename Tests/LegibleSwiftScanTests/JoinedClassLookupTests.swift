import Foundation
import LegibleObjCScan
import LegibleReporting
import LegibleSwiftScan
import Testing

@testable import LegibleScan

/// Issue 33 (ios65, item 5): blink 3e07c90f `Blink/SmarterKeys/CommandControl.swift:61`, a fixed
/// 13 pt Semibold in `CommandControl`, was a `text.fixed-size` warning: the class is named only by
/// its subclass `CreateShellCommandControl` (`:153`), and both only in comments
/// (`CommandsHUDView.swift:81-99`, the old HUD commented out). The unused-class check was off for
/// the whole app because `KB/Native/Views/KBWebViewBase.m:104` calls `NSClassFromString(clsName)`,
/// `clsName` being literals joined into WebKit's `WKContentView` (`:95-101`), read as a lookup that
/// may make any class (``ClassLookups/joinedArgument(_:in:)``).
@Suite struct JoinedClassLookupTests {
    static let control = """
        import UIKit

        class CommandControl: UIControl {
          let label = UILabel()
          override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = UIFont.systemFont(ofSize: 13, weight: .semibold)
          }
        }

        class CreateShellCommandControl: CommandControl {
          init() { super.init(frame: .zero) }
        }

        extension CreateShellCommandControl: UIDragInteractionDelegate {
        }
        """

    static let hud = """
        import UIKit
        class CommandsHUDView: UIView {
        //  private var _lockControl = CommandControl(title: "Lock", symbol: "lock.slash", accessibilityLabel: "Lock layout")
        //      CreateShellCommandControl()
          let other = UILabel()
        }
        let hud = CommandsHUDView()
        """

    static let scene = """
        import UIKit
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
        }
        """

    /// `KBWebViewBase.m:95-104`, trimmed; `items` replaces the joined literals.
    static func webView(_ items: String = #"@"W",//e\#n      @"K",//now this is not\#n      @"C", //ool.\#n      @"ontent",\#n      @"View","#) -> String {
        """
        #import "KBWebViewBase.h"
        @implementation KBWebViewBase
        + (void)_fixTraits {
          NSString * clsName = [@[
              \(items)
          ] componentsJoinedByString:@""];
          Class cls = NSClassFromString(clsName);
        }
        @end
        """
    }

    static func severity(_ files: [String: String]) async throws -> Severity? {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-joined-lookup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        var all = files
        all["Package.swift"] = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Blink\")\n"
        for (name, text) in all { try Data(text.utf8).write(to: URL(fileURLWithPath: (root as NSString).appendingPathComponent(name))) }
        let report = try await ProjectScanner(paths: [root], configuration: ScanConfiguration(), readers: [SwiftSourceReader(), ObjCSourceReader()]).scan()
        return report.findings.findings.first { $0.rule == "text.fixed-size" && $0.location?.file.hasSuffix("CommandControl.swift") == true }?.severity
    }

    @Test func literalsJoinedMakeOneClass() {
        #expect(ClassLookups([Self.webView()]).dynamic == false)
        #expect(ClassLookups([Self.webView()]).named == ["WKContentView"])
        #expect(ClassLookups(["let name = [\"W\", \"K\"].joined()\nlet c = NSClassFromString(name)"]).named == ["WK"])
        // A variable among the items, or a separator, may spell anything.
        #expect(ClassLookups([Self.webView(#"@"W", prefix,"#)]).dynamic)
        #expect(ClassLookups(["let name = [\"W\", \"K\"].joined(separator: kind)\nlet c = NSClassFromString(name)"]).dynamic)
    }

    @Test func blinksCommandControlOnlyCommentsNameIsANote() async throws {
        let files = [
            "CommandControl.swift": Self.control, "CommandsHUDView.swift": Self.hud, "SceneDelegate.swift": Self.scene, "KBWebViewBase.m": Self.webView(),
        ]
        // Must not fire: only comments and an unused subclass name `CommandControl`.
        #expect(try await Self.severity(files) == .note)
        // Must fire: the HUD makes the subclass, or the lookup's name is not fixed.
        var made = files
        made["CommandsHUDView.swift"] = Self.hud.replacingOccurrences(of: "let other = UILabel()", with: "let create = CreateShellCommandControl()")
        #expect(try await Self.severity(made) == .warning)
        var dynamic = files
        dynamic["KBWebViewBase.m"] = Self.webView(#"@"W", prefix,"#)
        #expect(try await Self.severity(dynamic) == .warning)
    }
}
