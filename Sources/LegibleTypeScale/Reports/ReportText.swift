import LegibleSyntax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Double {
    /// The number with at most `decimals` decimals and no trailing zeros: "17", "0.38", "-0.435".
    func reportText(decimals: Int) -> String {
        DecimalText.string(self, decimals: decimals)
    }

    /// The number rounded to `decimals` decimals (never -0), as the JSON reports give it.
    func reportRounded(decimals: Int) -> Double {
        var scale = 1.0
        for _ in 0..<max(0, decimals) { scale *= 10 }
        let rounded = (self * scale).rounded() / scale
        return rounded == 0 ? 0 : rounded
    }
}
