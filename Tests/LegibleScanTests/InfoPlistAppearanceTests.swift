import Foundation
import LegibleTestSupport
import LegibleTokens
import Testing

@testable import LegibleScan

/// The appearances an app shows, from its `Info.plist`'s `UIUserInterfaceStyle`: read with the
/// property-list reader within the scan's file limit, never by searching the text.
@Suite("Info.plist appearances")
struct InfoPlistAppearanceTests {
    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>
        """
    }

    @Test func aLightOnlyAppIsMeasuredInLight() throws {
        try ScratchFolder.with(["Info.plist": Self.plist("<key>UIUserInterfaceStyle</key>\n<string>Light</string>")]) { folder in
            #expect(ProjectScanner.supportedAppearances(infoPropertyLists: [folder.file("Info.plist")]) == [.light, .lightIncreasedContrast])
        }
    }

    @Test func aKeyInACommentOrAnotherDictionaryIsNotTheAppsStyle() throws {
        // Both said Light to the substring search the scan once made.
        let commented = Self.plist("<!-- <key>UIUserInterfaceStyle</key><string>Light</string> -->\n<key>CFBundleName</key>\n<string>App</string>")
        let nested = Self.plist("<key>Other</key>\n<dict>\n<key>UIUserInterfaceStyle</key>\n<string>Light</string>\n</dict>")
        try ScratchFolder.with(["A/Info.plist": commented, "B/Info.plist": nested]) { folder in
            for path in ["A/Info.plist", "B/Info.plist"] {
                #expect(ProjectScanner.supportedAppearances(infoPropertyLists: [folder.file(path)]) == ColorAppearance.allCases, "\(path)")
            }
        }
    }

    @Test func anUnreadableInfoPlistSaysNothingAndNeverBlocks() throws {
        try ScratchFolder.with(["Big/Info.plist": Self.plist(String(repeating: "<key>k</key><string>v</string>\n", count: 40))]) { folder in
            // Over the limit: not read.
            var limits = ScanLimits()
            limits.maximumFileBytes = 64
            #expect(ProjectScanner.supportedAppearances(infoPropertyLists: [folder.file("Big/Info.plist")], limits: limits) == ColorAppearance.allCases)
            // A named pipe is never opened (it would block the scan forever).
            let pipe = folder.file("Info.plist")
            #expect(mkfifo(pipe, 0o644) == 0)
            #expect(ProjectScanner.supportedAppearances(infoPropertyLists: [pipe]) == ColorAppearance.allCases)
        }
    }
}
