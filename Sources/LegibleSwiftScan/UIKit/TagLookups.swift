import SwiftSyntax

/// `viewWithTag(N)`: code that finds a storyboard's view by its tag. Recorded in
/// ``LegibleScan/ScanFileResult/setInCode`` as `viewWithTag.N` (`viewWithTag.*` when the tag is
/// not a number the reader reads), so an empty label found so may be filled by code and is still
/// judged, while one whose tag no code looks up shows nothing (openHAB eb34c7f5
/// `Main.storyboard:34`, tag 100, which no code reads).
enum TagLookups {
    static func call(_ node: FunctionCallExprSyntax, scan: SwiftFileScan) {
        guard node.calledName == "viewWithTag" else { return }
        if let number = scan.constants.number(node.arguments.first?.expression), number >= 0, number < 1e9, number == number.rounded() {
            scan.setInCode.insert("viewWithTag.\(Int(number))")
        } else {
            scan.setInCode.insert("viewWithTag.*")
        }
    }
}
