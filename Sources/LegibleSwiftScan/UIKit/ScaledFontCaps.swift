import LegibleReporting
import LegibleScan
import LegibleTypeScale
import SwiftSyntax

/// `text.clamped` for `UIFontMetrics(…).scaledFont(for:maximumPointSize:)` (and its
/// `compatibleWith:` form): the font grows with its style until it reaches the cap, so from the
/// content size category where it does, larger text settings change nothing.
enum ScaledFontCaps {
    /// Reports the cap of a `scaledFont(for:maximumPointSize:)` call wherever the font goes (a
    /// view, a constant, an attributes dictionary): the cap belongs to the font.
    static func call(_ call: FunctionCallExprSyntax, scan: SwiftFileScan) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "scaledFont",
            let capExpression = call.argument("maximumPointSize"), let cap = scan.constants.number(capExpression),
            let reading = scan.fonts.read(ExprSyntax(call)), let (size, style) = sizeAndStyle(reading.font),
            let upper = upperCategory(size: size, style: style, cap: cap)
        else { return }
        let written = "scaledFont(for:maximumPointSize: \(capExpression.trimmedDescription))"
        if let finding = DynamicTypeRange.finding(upper: upper, written: written, id: scan.elementID(call), location: scan.location(of: call)) {
            scan.findings.append(finding)
        }
    }

    /// The size at Large and the style whose growth a scaled font follows.
    private static func sizeAndStyle(_ font: ScannedFont) -> (Double, TextStyle)? {
        switch font {
        case .scaled(let size, let style, _, _): return (size, style ?? .body)
        case .textStyle(let style, _, _): return (DynamicType.metrics(for: style, category: .large).size, style)
        default: return nil
        }
    }

    /// The smallest content size category at which `size`, scaled with `style`, reaches `cap`:
    /// the text grows no further from there. `nil` when it stays under the cap even at AX5.
    static func upperCategory(size: Double, style: TextStyle, cap: Double) -> DynamicTypeCategory? {
        DynamicTypeCategory.allCases.first { DynamicType.scaled(size, style: style, category: $0) >= cap }
    }
}
