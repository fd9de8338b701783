import Foundation
import LegibleObjCScan
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, fresh-ios12b D7: an Objective-C local bound to one of UIKit's size constants
/// (Moonlight da470355 `SettingsViewController.m:440-446`, `CGFloat fontSize = [UIFont
/// smallSystemFontSize]; … label1.font = [UIFont systemFontOfSize:fontSize];`) is the constant,
/// as the constant written in place is. Must not: a local assigned again, or bound to something
/// else.
@Suite struct ObjCLocalSizeConstantTests {
    @Test func aLocalBoundToAConstantIsFixed() async throws {
        let source = method(
            """
                CGFloat fontSize = [UIFont smallSystemFontSize];
                UILabel *label1 = [[UILabel alloc] init];
                label1.text = @"Set PC/Game resolution: ";
                label1.font = [UIFont systemFontOfSize:fontSize];
            """)
        #expect(try scanObjC(source).elements.compactMap(\.fixedSizeConstant) == ["a size from `fontSize` (UIFont.smallSystemFontSize)"])
        let findings = try await scanFindings(source, rule: "text.fixed-size")
        #expect(findings.map { $0.location?.line ?? 0 } == [10], "\(findings.map(\.message))")
    }

    @Test func aLocalAssignedAgainOrBoundElsewhereIsNot() throws {
        let source = method(
            """
                CGFloat fontSize = [UIFont smallSystemFontSize];
                fontSize = [[UIFontMetrics defaultMetrics] scaledValueForValue:fontSize];
                self.title.font = [UIFont systemFontOfSize:fontSize];
                CGFloat other = self.preferredSize;
                self.detail.font = [UIFont systemFontOfSize:other];
            """)
        #expect(try scanObjC(source).elements.compactMap(\.fixedSizeConstant).isEmpty)
    }
}

/// Issue 33, fresh-ios12b D8: `[self.outlet setText:…]` replaces the storyboard's text as
/// `self.outlet.text = …` does (Moonlight da470355 `SettingsViewController.m:467`,
/// `[self.bitrateLabel setText:[NSString stringWithFormat:bitrateFormat, _bitrate / 1000.]]`, for
/// `iPad.storyboard:112` "Bitrate: 10 Mbps"). Must not: a getter message, or another label's text.
@Suite struct ObjCSetTextMessageTests {
    static let code = """
        #import "SettingsViewController.h"
        static NSString* bitrateFormat = @"Bitrate: %.1f Mbps";
        @implementation SettingsViewController {
            NSInteger _bitrate;
        }
        - (void) updateBitrateText {
            // Display bitrate in Mbps
            [self.bitrateLabel setText:[NSString stringWithFormat:bitrateFormat, _bitrate / 1000.]];
            NSLog(@"%@", [self.codecLabel text]);
        }
        @end
        """

    @Test func aSetTextMessageIsCodeText() throws {
        let result = try scanObjC(Self.code, path: "SettingsViewController.m")
        #expect(result.setInCode.contains("SettingsViewController.bitrateLabel.text"), "\(result.setInCode)")
        #expect(!result.setInCode.contains { $0.hasPrefix("SettingsViewController.codecLabel.") }, "\(result.setInCode)")
        // The format's value is not read: the storyboard's element gets it as unreadable, for `overflow.text-in-code`.
        let texts = result.textsInCode["SettingsViewController.bitrateLabel"] ?? []
        #expect(texts.map(\.value) == [.unreadable("[NSString stringWithFormat:bitrateFormat, _bitrate / 1000.]")], "\(texts)")
        #expect(texts.first?.location.line == 8)
        #expect(result.textsInCode.count == 1, "\(result.textsInCode)")
    }
}

/// Issue 33, fresh-ios12b D1, decided against: Moonlight da470355
/// `StreamFrameViewController.m:281-285` sets the overlay's 24 pt in `#if TARGET_OS_TV` and 12 pt
/// in its `#else`. The judge read tvOS as having no text-size setting, like macOS; tvOS 27 has one
/// (Settings › Accessibility › Display › Text Size, Large up to Accessibility XXXL; WWDC26
/// session 221, "Prepare your tvOS apps for Dynamic Type", which names a fixed
/// `boldSystemFont(ofSize: 28)` as what to replace), so a fixed size there is judged as on iOS,
/// above tvOS's 23 pt minimum too. Must not: macOS, which has no Dynamic Type, at 24 pt.
@Suite struct ObjCTVOSFixedSizeTests {
    static let overlay = method(
        """
            _overlayView = [[UITextView alloc] init];
        #if TARGET_OS_TV
                [_overlayView setFont:[UIFont systemFontOfSize:24]];
        #else
                [_overlayView setFont:[UIFont systemFontOfSize:12]];
        #endif
        """, className: "StreamFrameViewController")

    @Test func aTVOSFixedSizeAboveTheMinimumIsStillAWarning() async throws {
        let findings = try await scanFindings(Self.overlay, rule: "text.fixed-size").sorted { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) }
        #expect(findings.compactMap(\.location?.line) == [9, 11])
        #expect(findings.allSatisfy { $0.severity == .warning }, "\(findings.map(\.message))")
        #expect(findings.first?.message.contains("tvOS's Caption 1 text style") == true, "\(findings.first?.message ?? "")")
    }

    @Test func aMacOSFixedSizeAboveItsMinimumIsNot() async throws {
        let mac = Self.overlay.replacingOccurrences(of: "TARGET_OS_TV", with: "TARGET_OS_OSX")
        let findings = try await scanFindings(mac, rule: "text.fixed-size")
        #expect(findings.compactMap(\.location?.line) == [11], "\(findings.map(\.message))")
    }
}
