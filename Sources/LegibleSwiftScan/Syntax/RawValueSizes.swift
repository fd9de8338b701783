import SwiftSyntax

/// The number raw values of the app's own enums (`enum FontSize: CGFloat { case body1 = 16.0 }`),
/// for a font sized `.body1.rawValue` or `FontSize.body1.rawValue`: a case's raw value is one
/// number that no text size changes. breadwallet-ios a81bc58d `Theme.swift:61-69` sizes every
/// `Theme` font so (`UIFont(name: name.rawValue, size: size.rawValue)`, :198-201); `Theme.body1`
/// (:120) was an unknown font, its fixed 16 pt missed and its shrinking
/// (`BiometricsSettingsViewController.swift:85`) reported as undoing a chosen size
/// (fresh-ios24a patterns 4 and 8). Read from the files ``AppFonts`` parses. A case name that two
/// enums give different values is not read when written without its type.
struct RawValueSizes: Sendable, Equatable {
    /// `body1` and `FontSize.body1` → 16.
    private(set) var values: [String: Double] = [:]

    var isEmpty: Bool { values.isEmpty }

    static let numberTypes: Set<String> = ["CGFloat", "Double", "Float", "Int"]

    /// The number cases of the enums `trees` declare, at any depth.
    static func declared(in trees: [SourceFileSyntax]) -> RawValueSizes {
        let collector = Collector()
        for tree in trees { collector.walk(tree) }
        var table = RawValueSizes()
        for (key, found) in collector.found where !found.contains(where: \.isNaN) && Set(found).count == 1 { table.values[key] = found[0] }
        return table
    }

    /// The size `expression` is, when it is `.case.rawValue` or `Enum.case.rawValue` of a case
    /// kept; `nil` otherwise.
    func size(_ expression: ExprSyntax?) -> Double? {
        guard !values.isEmpty, let member = expression?.unparenthesized.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "rawValue", let named = member.base?.as(MemberAccessExprSyntax.self)
        else { return nil }
        let name = named.declName.baseName.text
        guard let base = named.base else { return values[name] }
        guard let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        else { return nil }
        return values["\(type).\(name)"]
    }

    private final class Collector: SyntaxVisitor {
        var found: [String: [Double]] = [:]

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let raw = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription, RawValueSizes.numberTypes.contains(raw) else {
                return .visitChildren
            }
            for member in node.memberBlock.members {
                guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in cases.elements {
                    let name = element.name.text
                    // A case without a literal value (implicit numbering) is not read.
                    guard let value = element.rawValue?.value, let number = Constants().number(value) else {
                        found[name, default: []].append(.nan)
                        continue
                    }
                    found[name, default: []].append(number)
                    found["\(node.name.text).\(name)", default: []].append(number)
                }
            }
            return .visitChildren
        }
    }
}
