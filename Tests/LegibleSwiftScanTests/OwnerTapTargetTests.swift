import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A field in a xib whose File's Owner adds a tap recogniser to itself that focuses the field is
/// tapped through the whole view (Habitica LoginEntryView.xib:24, a 419×21 pt field that
/// LoginEntryView.swift:81-84,126-127 focuses on a tap anywhere in the 471×66 pt entry view, was
/// a `target.small` error).
@Suite struct OwnerTapTargetTests {
    static func xib(rootHeight: Int = 66) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginEntryView">
                    <connections><outlet property="entryView" destination="JgA-lk-ft1" id="ikN-QZ-no7"/></connections>
                </placeholder>
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="471" height="\(rootHeight)"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" id="JgA-lk-ft1">
                            <rect key="frame" x="12" y="22.5" width="419" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </textField>
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    static func code(action: String) -> String {
        """
        import UIKit
        class LoginEntryView: UIView, UITextFieldDelegate {
            @IBOutlet weak var entryView: UITextField!
            var gestureRecognizer: UIGestureRecognizer?
            func xibSetup() {
                gestureRecognizer = UITapGestureRecognizer(target: self, action: #selector(tappedView))
                if let gestureRecognizer = self.gestureRecognizer {
                    addGestureRecognizer(gestureRecognizer)
                }
            }
            @objc
            func tappedView() {
                \(action)
            }
        }
        """
    }

    func targets(xib: String, code: String) async throws -> [Finding] {
        let report = try await scanXibWithCode(xib: xib, code: code, name: "LoginEntryView")
        return report.findings.findings.filter { $0.rule == "target.small" && $0.id == "JgA-lk-ft1" }
    }

    @Test func aFieldTheOwnersTapFocusesIsAsLargeAsTheView() async throws {
        // Must not fire: Habitica's 66 pt entry view takes the tap for its field.
        #expect(try await targets(xib: Self.xib(), code: Self.code(action: "entryView.becomeFirstResponder()")).isEmpty)
        // Must fire at the view's size when the view itself is too short.
        let short = try await targets(xib: Self.xib(rootHeight: 30), code: Self.code(action: "entryView.becomeFirstResponder()"))
        #expect(short.count == 1 && short[0].message.contains("471×30"), "\(short.map(\.message))")
    }

    @Test func aFieldTheOwnersTapDoesNotFocusIsJudgedAlone() async throws {
        // Must fire: the tap does something else (ends editing), so the field is its own 21 pt target.
        let alone = try await targets(xib: Self.xib(), code: Self.code(action: "endEditing(true)"))
        #expect(alone.count == 1 && alone[0].message.contains("419×21"), "\(alone.map(\.message))")
    }
}
