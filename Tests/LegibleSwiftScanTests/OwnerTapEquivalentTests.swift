import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// falcon 45aa1439 CheckView.xib:27: an 18×18 pt check box whose `touched:` action the File's
/// Owner also gives its whole 400×60 pt view (`addGestureRecognizer(UITapGestureRecognizer(target:
/// self, action: .touched))`, CheckView.swift:39, `.touched` a `Selector` constant at :88), and
/// NewOpDestinationFilledDataView.xib:44, a 24×24 pt button whose only action is the tap
/// recogniser NewOpDestinationFilledDataView.swift:69-71 adds to it and to the view: a tap beside
/// the small control does what a tap on it does (WCAG 2.5.8's "Equivalent" exception), yet each
/// was a `target.small` error (fresh-ios30a).
@Suite struct OwnerTapEquivalentTests {
    /// The check row; `action` is the box's action in the file, if any.
    static func xib(action: String?) -> String {
        let connections = action.map { #"<connections><action selector="\#($0)" destination="-1" eventType="touchUpInside" id="a1"/></connections>"# } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="TickRow">
                        <connections><outlet property="tickButton" destination="tick" id="o1"/></connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="60"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" id="tick">
                                <rect key="frame" x="3" y="3" width="18" height="18"/>
                                \(connections)
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
    }

    /// The row's class; `setUp` is the body of its set-up method.
    static func code(_ setUp: String) -> String {
        """
        import UIKit
        final class TickRow: UIView {
            @IBOutlet private weak var tickButton: UIButton!
            func setUp() {
                \(setUp)
            }
            @IBAction fileprivate func toggled(_ sender: Any) {}
            @objc func explain() {}
        }
        fileprivate extension Selector {
            static let toggled = #selector(TickRow.toggled)
            static let explain = #selector(TickRow.explain)
        }
        """
    }

    func targets(action: String?, setUp: String) async throws -> [Finding] {
        let report = try await scanXibWithCode(xib: Self.xib(action: action), code: Self.code(setUp), name: "TickRow")
        return report.findings.findings.filter { $0.rule == "target.small" && $0.id == "tick" }
    }

    @Test func aButtonWhoseActionTheOwnersViewAlsoTakesIsANote() async throws {
        // Must not fire: the file's `toggled:` is what a tap anywhere on the 400×60 pt row calls.
        let same = try await targets(action: "toggled:", setUp: "addGestureRecognizer(UITapGestureRecognizer(target: self, action: .toggled))")
        #expect(same.map(\.severity) == [.note], "\(same.map(\.message))")
        #expect(same.first?.message.contains("TickRow's own view") == true)
        // Must not fire: code gives the button and the row one tap recogniser's method.
        let coded = try await targets(
            action: nil,
            setUp: """
                tickButton.addGestureRecognizer(UITapGestureRecognizer(target: self, action: .explain))
                        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(explain)))
                """)
        #expect(coded.map(\.severity) == [.note], "\(coded.map(\.message))")
    }

    @Test func aButtonWhoseActionTheOwnersViewDoesNotTakeIsJudged() async throws {
        // Must fire: the row's tap calls another method.
        let other = try await targets(action: "toggled:", setUp: "addGestureRecognizer(UITapGestureRecognizer(target: self, action: .explain))")
        #expect(other.map(\.severity) == [.error], "\(other.map(\.message))")
        // Must fire: the recogniser is on the button alone, not on the row.
        let own = try await targets(action: "toggled:", setUp: "tickButton.addGestureRecognizer(UITapGestureRecognizer(target: self, action: .toggled))")
        #expect(own.map(\.severity) == [.error], "\(own.map(\.message))")
    }
}
