import LegibleTypeScale
import SwiftSyntax

/// The `#else` of an `#if` whose every clause before it only checks `os(…)`: code compiled for
/// every Apple platform those clauses do not name. omnivore `ShareExtensionView.swift:289-296`,
/// `#if os(iOS) iOSBody #else macOSBody #endif` in a package built for iOS and macOS: what the
/// `#else` holds is the Mac's (with ``PlatformConditions``' other clauses, the file's platforms
/// that it allows are kept). A clause that checks anything else (`targetEnvironment(…)`,
/// `canImport(…)`, a flag, a `!`, an `&&`) may be false on a named platform too: then the
/// `#else` decides nothing.
enum PlatformElse {
    /// The platforms `clause` compiles for when it is such an `#else`, `nil` otherwise.
    static func found(_ clause: IfConfigClauseSyntax, converter: SourceLocationConverter) -> PlatformConditions.Found? {
        guard clause.poundKeyword.tokenKind == .poundElse, let list = clause.parent?.as(IfConfigClauseListSyntax.self) else { return nil }
        var named: Set<ApplePlatform> = []
        var first: IfConfigClauseSyntax?
        for other in list {
            if other.id == clause.id { break }
            guard let condition = other.condition, let platforms = osPlatforms(in: condition) else { return nil }
            named.formUnion(platforms)
            first = first ?? other
        }
        guard let first, let condition = first.condition else { return nil }
        return others(than: named, said: "#else of #if", condition, at: first, limit: 30, converter: converter)
    }

    /// The platforms a clause of negated checks alone compiles for: `#if !os(macOS)` (or
    /// `!os(macOS) && !os(tvOS)`) is every platform it does not name, as the `#else` of `#if
    /// os(macOS)` is. UTM e4a4c34b `VMConfigSoundView.swift:28-31`: a Text in `#if !os(macOS)` was
    /// judged "(also on macOS)".
    static func negated(_ clause: IfConfigClauseSyntax, converter: SourceLocationConverter) -> PlatformConditions.Found? {
        guard clause.poundKeyword.tokenKind != .poundElse, let condition = clause.condition else { return nil }
        guard let named = osPlatforms(in: condition, negated: true).map(Set.init) else { return nil }
        return others(than: named, said: clause.poundKeyword.text, condition, at: clause, limit: 40, converter: converter)
    }

    /// Every platform but `named` (iPadOS goes with iOS), the condition said as `said` and the
    /// condition (cut to `limit` characters) at `clause`'s line; `nil` when none is left.
    private static func others(
        than named: Set<ApplePlatform>, said: String, _ condition: ExprSyntax, at clause: IfConfigClauseSyntax, limit: Int,
        converter: SourceLocationConverter
    ) -> PlatformConditions.Found? {
        let left = ApplePlatform.allCases.filter { $0 != .iPadOS && !named.contains($0) }
        guard !left.isEmpty else { return nil }
        let line = clause.startLocation(converter: converter, afterLeadingTrivia: true).line
        let text = condition.trimmedDescription
        let shown = text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
        return PlatformConditions.Found(platforms: left, condition: "\(said) \(shown) at line \(line)")
    }

    /// The platforms of a condition made only of `os(NAME)` checks of Apple platforms joined by `||`
    /// or, `negated`, only of `!os(NAME)` checks joined by `&&`; `nil` for any other condition.
    private static func osPlatforms(in condition: ExprSyntax, negated: Bool = false) -> [ApplePlatform]? {
        let tokens = Array(condition.tokens(viewMode: .sourceAccurate))
        let join: TokenKind = .binaryOperator(negated ? "&&" : "||")
        let start = negated ? 1 : 0
        var platforms: [ApplePlatform] = []
        var index = 0
        while index < tokens.count {
            // `os ( NAME )` (after a `!` when negated), then the join or the end.
            guard index + start + 3 < tokens.count, !negated || tokens[index].tokenKind == .prefixOperator("!"),
                tokens[index + start].tokenKind == .identifier("os"), tokens[index + start + 1].tokenKind == .leftParen,
                tokens[index + start + 3].tokenKind == .rightParen, let platform = names[tokens[index + start + 2].text]
            else { return nil }
            platforms.append(platform)
            index += start + 4
            if index < tokens.count {
                guard tokens[index].tokenKind == join, index + 1 < tokens.count else { return nil }
                index += 1
            }
        }
        return platforms.isEmpty ? nil : platforms
    }

    private static let names: [String: ApplePlatform] = [
        "iOS": .iOS, "watchOS": .watchOS, "tvOS": .tvOS, "macOS": .macOS, "OSX": .macOS, "visionOS": .visionOS, "xrOS": .visionOS,
    ]
}
