import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// fresh-ios16c miss: Loop 710182e2 StatusBarHUDView.xib:37, the 30 pt Heavy glucose reading,
/// was a "shows only punctuation" note. The outlet's `didSet` gives it the localized placeholder
/// "– – –" (GlucoseValueHUDView.swift:29), but CGMStatusHUDView.swift:130 sets the reading
/// (`viewModel.glucoseValueString`): the font is judged. A label code only ever gives the dashes
/// stays a note.
@Suite struct SymbolPlaceholderTextTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CGMStatusHUDView">
                    <connections><outlet property="glucoseValueHUD" destination="gv" id="o1"/></connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="70"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="gv" customClass="GlucoseValueHUDView"><rect key="frame" x="0.0" y="0.0" width="92" height="44"/>
                            <subviews>
                                <label text="399" id="bni"><rect key="frame" x="0.0" y="0" width="92" height="36"/>
                                <fontDescription key="fontDescription" type="system" weight="heavy" pointSize="30"/></label>
                            </subviews>
                            <connections><outlet property="glucoseLabel" destination="bni" id="o2"/></connections>
                        </view>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    static let code = """
        import UIKit
        public class GlucoseValueHUDView: UIView {
            @IBOutlet public weak var glucoseLabel: UILabel! {
                didSet {
                    glucoseLabel.text = CGMStatusHUDViewModel.staleGlucoseRepresentation
                }
            }
        }
        public final class CGMStatusHUDView: UIView {
            @IBOutlet public weak var glucoseValueHUD: GlucoseValueHUDView!
            var viewModel: CGMStatusHUDViewModel!
            func updateDisplay() {
                glucoseValueHUD.glucoseLabel.text = viewModel.glucoseValueString
            }
        }
        class CGMStatusHUDViewModel {
            static let staleGlucoseRepresentation: String = NSLocalizedString("– – –", comment: "No glucose value")
            var glucoseValueString: String { "" }
        }
        """

    @Test func aReadingCodeSetsAfterTheDashesIsJudged() async throws {
        let found = try await FreshScanFourteenUIKitTests.scan(["StatusBarHUDView.xib": Self.xib, "HUD.swift": Self.code])
        let fixed = found.filter { $0.rule == "text.fixed-size" && $0.id == "bni" }
        // Must fire: the reading replaces the placeholder dashes.
        #expect(fixed.map(\.severity) == [.warning], "\(fixed.map(\.message))")
        // Must not fire: code gives the label only the dashes.
        let dashesOnly = Self.code.replacingOccurrences(of: "glucoseValueHUD.glucoseLabel.text = viewModel.glucoseValueString", with: "_ = viewModel")
        let only = try await FreshScanFourteenUIKitTests.scan(["StatusBarHUDView.xib": Self.xib, "HUD.swift": dashesOnly])
            .filter { $0.rule == "text.fixed-size" && $0.id == "bni" }
        #expect(only.map(\.severity) == [.note], "\(only.map(\.message))")
        #expect(only.first?.message.contains("only punctuation") == true, "\(only.map(\.message))")
    }
}
