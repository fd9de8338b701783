import LegibleTypeScale
import Testing

@testable import LegibleKotlinScan

/// Material 3 Expressive's `ButtonDefaults.textStyleFor(buttonHeight)` is the type role for the
/// button's height (androidx Button.kt; heights from tokens/Button*Tokens.kt): a large button's
/// 24 sp headlineSmall is large text, held to 3:1. Meshtastic 10d52c8e FirmwareUpdateScreen.kt:648
/// (4.06:1) was held to 4.5:1. #777777 on white is 4.48:1 by WCAG's formula (L = 0.1845;
/// 1.05 / 0.2345), over 3 and under 4.5.
@Suite struct ButtonTextStyleTests {
    static func body(_ height: String) -> String {
        """
        Box(Modifier.background(Color.White)) {
            Text("Update", color = Color(0xFF777777), style = ButtonDefaults.textStyleFor(\(height)))
        }
        """
    }

    @Test(arguments: ["ButtonDefaults.LargeContainerHeight", "ButtonDefaults.ExtraLargeContainerHeight", "96.dp"])
    func aLargeButtonsStyleIsLargeText(height: String) async throws {
        #expect(try await scanProject(Self.body(height)).filter { $0.contains("contrast") }.isEmpty)
    }

    @Test(arguments: ["ButtonDefaults.MediumContainerHeight", "ButtonDefaults.ExtraSmallContainerHeight", "95.dp"])
    func aSmallerButtonsStyleIsNot(height: String) async throws {
        #expect(try await scanProject(Self.body(height)).filter { $0.contains("contrast") } == ["4:5 contrast.text error"])
    }

    @Test func theRoleFollowsAndroidxsThresholds() {
        #expect(ComposeTextStyle.buttonRole(height: 32) == .labelLarge)
        #expect(ComposeTextStyle.buttonRole(height: 55.9) == .labelLarge)
        #expect(ComposeTextStyle.buttonRole(height: 56) == .titleMedium)
        #expect(ComposeTextStyle.buttonRole(height: 96) == .headlineSmall)
        #expect(ComposeTextStyle.buttonRole(height: 136) == .headlineLarge)
        #expect(ComposeTextStyle.buttonRole(height: nil) == nil)
    }
}
