import LegibleScan
import SwiftSyntax

/// Records a property a storyboard's runtime attribute may set whose setter makes the view's
/// font live: `@IBInspectable var vc_adjustsFontForContentSizeCategory: Bool { get { … } set {
/// self.titleLabel?.adjustsFontForContentSizeCategory = newValue } }` (element-ios
/// Riot/Categories/UIButton.swift:37-43). LiveLocationSharingBannerView.xib:30 and
/// SideMenuActionView.xib:22 set it to YES, and their Footnote and Body titles were reported as
/// not live (fresh-ios22a, class 5). ``LegibleScan/LiveViewClasses`` reads the record.
enum InspectableLiveFonts {
    static func variable(_ node: VariableDeclSyntax, scan: SwiftFileScan) {
        guard node.attributes.contains(where: { ["@IBInspectable", "@objc"].contains($0.trimmedDescription) }) else { return }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                case .accessors(let accessors)? = binding.accessorBlock?.accessors,
                let setter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) })?.body,
                setsLive(setter)
            else { continue }
            scan.setInCode.insert(LiveViewClasses.liveKey(keyPath: name))
        }
    }

    /// Whether the setter's one statement is `….adjustsFontForContentSizeCategory = newValue`
    /// (on the view itself or its `titleLabel`).
    private static func setsLive(_ body: CodeBlockSyntax) -> Bool {
        guard body.statements.count == 1, let sequence = body.statements.first?.item.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].trimmedDescription == "newValue" else { return false }
        let target = elements[0].trimmedDescription.filter { $0 != "?" && $0 != "!" }
        return [
            "adjustsFontForContentSizeCategory", "self.adjustsFontForContentSizeCategory", "titleLabel.adjustsFontForContentSizeCategory",
            "self.titleLabel.adjustsFontForContentSizeCategory",
        ].contains(target)
    }
}
