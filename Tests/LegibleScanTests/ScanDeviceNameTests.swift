import Testing

@testable import LegibleScan

/// An iOS overflow names the devices it happens on, by the names and widths of
/// `Tables/apple-screen-widths.csv`; Android's keep their dp widths.
@Suite("Scan findings name their devices")
struct ScanDeviceNameTests {
    @Test func iOSScreensAreNamedDevices() {
        #expect(ScanOverflowAudit.screenPhrase([375], platform: .iOS) == "on iPhone SE (2nd and 3rd generation), 375 pt")
        #expect(
            ScanOverflowAudit.screenPhrase([440, 375, 820], platform: .iOS)
                == "on iPhone SE (2nd and 3rd generation), 375 pt (also iPhone 16 Pro Max, 440 pt, and iPad Air (5th generation), 820 pt)")
        #expect(
            ScanOverflowAudit.screenPhrase([320, 744], platform: .iOS) == "on iPhone SE (1st generation), 320 pt (also iPad mini (6th generation), 744 pt)")
    }

    @Test func aWidthNoListedDeviceHasIsAScreen() {
        // `scan: screens: ios: [390]` names no device the table lists.
        #expect(ScanOverflowAudit.screenPhrase([390], platform: .iOS) == "on a 390 pt screen")
    }

    @Test func androidKeepsItsDpWidths() {
        #expect(ScanOverflowAudit.screenPhrase([360, 320], platform: .android) == "at 320 dp (also 360 dp)")
        #expect(ScanOverflowAudit.screenPhrase([411, 360, 320], platform: .android) == "at 320 dp (also 360 and 411 dp)")
    }

    @Test func iPadsAreNotIPhonesTheScanDefaultsTo() {
        // The iPads the table lists for naming do not widen the default iPhones.
        #expect(AppleScreens.iPhoneWidths(deploymentTarget: 17) == [375, 440])
        #expect(AppleScreens.iOSDeviceName(width: 820) == "iPad Air (5th generation)")
        #expect(AppleScreens.iOSDeviceName(width: 390) == nil)
    }
}
