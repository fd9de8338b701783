import LegibleTypeScale
import SwiftSyntax

/// The `else` of `if #available(macOS 13.0, *)`: code only a Mac older than that runs. Every
/// other platform matches the `*`, so there the first branch always runs (Strongbox 7807c1ae
/// watch `TwoFactorCodeView.swift:103`, the `else` of `if #available(macOS 13.0, *)`, was judged
/// for the watch, fresh-ios19 W2). The `else` is judged as an `#if os(macOS)` block would be.
///
/// Only a condition that names macOS alone (and `*`) counts; one that also names iOS or
/// watchOS, `#unavailable`, or any other condition beside it decides nothing.
enum MacAvailabilityElse {
    /// The platform of `node` when it is the `else` block of such an `if`, `nil` otherwise.
    static func found(_ node: Syntax, converter: SourceLocationConverter) -> PlatformConditions.Found? {
        guard let block = node.as(CodeBlockSyntax.self), let branch = block.parent?.as(IfExprSyntax.self),
            case .codeBlock(let otherwise)? = branch.elseBody, otherwise.id == block.id,
            branch.conditions.count == 1, case .availability(let availability)? = branch.conditions.first?.condition,
            availability.availabilityKeyword.tokenKind == .poundAvailable
        else { return nil }
        var names: [String] = []
        for argument in availability.availabilityArguments {
            switch argument.argument {
            case .token(let token) where token.tokenKind == .binaryOperator("*"): continue
            case .availabilityVersionRestriction(let restriction): names.append(restriction.platform.text)
            default: return nil
            }
        }
        guard !names.isEmpty, names.allSatisfy({ $0 == "macOS" || $0 == "OSX" }) else { return nil }
        let line = branch.startLocation(converter: converter, afterLeadingTrivia: true).line
        return PlatformConditions.Found(platforms: [.macOS], condition: "else of #available(\(names[0]) …, *) at line \(line)")
    }
}
