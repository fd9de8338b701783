import LegibleTargets
import LegibleTypeScale
import Testing

/// Control sizes of Apple's platforms, typed from the HIG (Accessibility › Mobility, "Offer
/// sufficiently sized controls": default and minimum control size per platform).
@Suite("Touch targets on every Apple platform")
struct PlatformTargetTests {
    @Test func defaultAndMinimumControlSizesAreTheHIGs() {
        let published: [(TargetPlatform, Double, Double)] = [(.ios, 44, 28), (.macos, 28, 20), (.tvos, 66, 56), (.visionos, 60, 28), (.watchos, 44, 28)]
        for (platform, defaultSize, minimum) in published {
            #expect(platform.minimum == TargetSize(square: defaultSize), "\(platform)")
            #expect(platform.smallestControlSize == TargetSize(square: minimum), "\(platform)")
            #expect(platform.unit == .point)
        }
        for platform in [TargetPlatform.android, .wcagAA, .wcagAAA] { #expect(platform.smallestControlSize == nil) }
    }

    @Test func aFiftyPointButtonPassesOnIPhoneAndWatchAndFailsOnVisionProAndTV() {
        let button = TargetSize(square: 50)
        #expect(TargetPlatform.ios.check(button).passes)
        #expect(TargetPlatform.watchos.check(button).passes)
        #expect(TargetPlatform.macos.check(button).passes)
        // 60 − 50 = 10, 5 on each side; tvOS 66 − 50 = 16, 8 on each side.
        #expect(TargetPlatform.visionos.check(button).expansion == TargetInsets(all: 5))
        #expect(TargetPlatform.tvos.check(button).expansion == TargetInsets(all: 8))
    }

    @Test func macOSPassesWhatIOSFails() {
        #expect(TargetPlatform.macos.check(TargetSize(square: 28)).passes)
        #expect(!TargetPlatform.macos.check(TargetSize(width: 27.9, height: 28)).passes)
        #expect(!TargetPlatform.ios.check(TargetSize(square: 28)).passes)
    }

    @Test func platformsMapBothWays() throws {
        #expect(try TargetPlatform(parsing: "iPadOS") == .ios)
        #expect(try TargetPlatform(parsing: "visionOS") == .visionos)
        #expect(TargetPlatform(.iPadOS) == .ios)
        for platform in ApplePlatform.allCases where platform != .iPadOS {
            #expect(TargetPlatform(platform).applePlatform == platform)
        }
        #expect(TargetPlatform.android.applePlatform == nil)
    }

    @Test func rulesNameThePlatform() {
        #expect(TargetRules.size(.visionos).id == "target.size.visionos")
        #expect(TargetRules.size(.visionos).summary.contains("Apple HIG (visionOS) minimum of 60×60 pt"))
        #expect(TargetRules.size(.watchos).helpURI == TargetRules.size(.ios).helpURI)
        #expect(TargetRules.rules(for: .watchos).map(\.id) == ["target.size.watchos", "target.tabbar.width", "target.spacing", "target.overlap"])
    }
}
