import DesignSystem
import Legible

/// Task 4: every control of the settings screen against Apple's 44 × 44 pt.
func checkTouchTargets() -> TargetsReport {
    TargetsReport(screen: HarborScreen.settings, platform: .ios)
}
