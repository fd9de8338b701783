import DesignSystem
import Foundation
import Legible
import Testing

@testable import DesignSystemChecks

/// The settings screen's controls against Apple's minimum in `Tables/touch-targets.csv`, worked
/// out from each frame and its insets by hand.
@Suite("Touch targets against the HIG's minimum")
struct TouchTargetTests {
    @Test func everyControlAgainst44Points() throws {
        let ios = try #require(try tableRows("touch-targets.csv").first { $0["platform"] == "ios" })
        let (minimumWidth, minimumHeight) = (try number(ios["minimum_width"]), try number(ios["minimum_height"]))
        var expectedErrors: [String] = []
        for element in HarborScreen.settings.elements where element.isInteractive {
            let insets = element.hitAreaInsets
            var (width, height) = (element.frame.width + insets.left + insets.right, element.frame.height + insets.top + insets.bottom)
            if case .tabBar(let tabs) = element.role { width /= Double(tabs) }
            guard width < minimumWidth || height < minimumHeight else { continue }
            let (growX, growY) = (max(0, minimumWidth - width) / 2, max(0, minimumHeight - height) / 2)
            let grow =
                growX == growY
                ? "by \(String(format: "%g", growX)) pt on every side"
                : growX == 0 ? "by \(String(format: "%g", growY)) pt top and bottom" : "by \(String(format: "%g", growX)) pt left and right"
            expectedErrors.append(
                "error: \(element.id): hit area \(String(format: "%g", width))×\(String(format: "%g", height)) pt is under the Apple HIG minimum of "
                    + "\(String(format: "%g", minimumWidth))×\(String(format: "%g", minimumHeight)) pt; grow it \(grow) [target.size.ios]")
        }
        #expect(expectedErrors.count == 2)
        let report = checkTouchTargets()
        #expect(report.audit.findings.filter { $0.severity == .error }.count == expectedErrors.count)
        #expect(report.fails == !expectedErrors.isEmpty)
        let printed = ChecksRun.shared.section("Touch targets").filter { $0.hasPrefix("error:") }.map(String.init)
        #expect(printed == expectedErrors)
    }
}
