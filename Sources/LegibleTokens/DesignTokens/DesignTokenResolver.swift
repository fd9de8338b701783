import LegibleColor
import LegibleReporting
import LegibleSyntax

/// Literal colours parsed once for all appearances, by file and `$value` position.
final class LiteralColors {
    var values: [String: (color: ParsedColor, original: String)] = [:]
}

/// Resolves the design tokens that serve one appearance: types (own, inherited from the nearest
/// group declaring one, or taken from an alias's target), aliases followed transitively, and
/// colour values, with every problem at its file, line and column.
struct DesignTokenResolver {
    /// A token and the file it comes from.
    struct Entry {
        var token: DesignTokenDocument.Token
        var file: String
    }

    /// What a token resolves to.
    private enum Resolution {
        /// A colour, where it is written, and the names followed from the token to it.
        case color(ParsedColor, original: String, definition: Finding.Location, names: [String])
        /// A token of another type (`dimension`, `fontFamily`…).
        case other(type: String)
    }

    let appearance: ColorAppearance
    /// The winning definition of every token name in this appearance.
    let entries: [String: Entry]
    /// Every group `$type` in this appearance, by dot-joined group path.
    let groupTypes: [String: String]
    let limits: ColorTokenLimits
    /// Colours already parsed, shared by the resolvers of all four appearances.
    let literals: LiteralColors
    /// The appearances a name has a token in, for the hint of a dangling alias.
    let appearancesDefining: (String) -> [ColorAppearance]
    private var resolved: [String: Resolution] = [:]

    init(
        appearance: ColorAppearance, entries: [String: Entry], groupTypes: [String: String], limits: ColorTokenLimits,
        literals: LiteralColors, appearancesDefining: @escaping (String) -> [ColorAppearance]
    ) {
        self.literals = literals
        self.appearance = appearance
        self.entries = entries
        self.groupTypes = groupTypes
        self.limits = limits
        self.appearancesDefining = appearancesDefining
    }

    /// The token's colour, or `nil` when it is not a colour token.
    mutating func value(of name: String) throws(SyntaxError) -> ColorTokenValue? {
        guard let entry = entries[name] else { return nil }
        guard case .color(let color, let original, let definition, let names) = try resolve(name, chain: []) else { return nil }
        guard names.count - 1 <= limits.maximumAliasDepth else { throw depthError(from: name) }
        return ColorTokenValue(
            color: color.color, wasGamutMapped: color.wasGamutMapped, original: original, kind: .tokens,
            location: location(entry), definition: definition, aliasChain: names)
    }

    /// The `$type` of a token ``value(of:)`` found not to be a colour (`dimension`, or a
    /// misspelt `colour`), `nil` for a colour or a token not looked at.
    func otherType(of name: String) -> String? {
        if case .other(let type) = resolved[name] { return type }
        return nil
    }

    private func location(_ entry: Entry) -> Finding.Location {
        Finding.Location(file: entry.file, line: entry.token.position.line, column: entry.token.position.column)
    }

    /// A token's type: its own `$type`, else the nearest enclosing group's.
    private func declaredType(_ token: DesignTokenDocument.Token) -> String? {
        if let type = token.type { return type }
        var path = token.path.dropLast()
        while true {
            if let type = groupTypes[path.joined(separator: ".")] { return type }
            if path.isEmpty { return nil }
            path = path.dropLast()
        }
    }

    /// `chain` holds the tokens whose aliases led here, outermost first.
    private mutating func resolve(_ name: String, chain: [String]) throws(SyntaxError) -> Resolution {
        if let known = resolved[name] { return known }
        guard let entry = entries[name] else {
            // Only reached through an alias: the last token in the chain names a missing token.
            let referrer = entries[chain[chain.count - 1]]!
            var message = "the alias {\(name)} refers to no token"
            let elsewhere = appearancesDefining(name)
            if elsewhere.isEmpty {
                message += " in any source"
            } else {
                message += " in the \(appearance.rawValue) appearance (only the sources for \(elsewhere.map(\.rawValue).joined(separator: ", ")) define it)"
            }
            throw error(referrer, message)
        }
        if let start = chain.firstIndex(of: name) {
            let loop = (chain[start...] + [name]).map { step in "{\(step)} (\(location(entries[step]!).described))" }
            throw error(entries[chain[chain.count - 1]]!, "aliases form a cycle: \(loop.joined(separator: " → "))")
        }
        guard chain.count <= limits.maximumAliasDepth else { throw depthError(from: chain[0]) }
        let type = declaredType(entry.token)
        let resolution: Resolution
        switch entry.token.value {
        case .literal(let value):
            guard let type else {
                throw error(
                    entry,
                    "the token \(name) has no $type, on itself or on a group around it, so its type cannot be determined; add \"$type\": \"color\" to it or its group"
                )
            }
            guard type == "color" else {
                resolution = .other(type: type)
                break
            }
            let parsed: (color: ParsedColor, original: String)
            let key = "\(entry.file):\(entry.token.position)"
            if let known = literals.values[key] {
                parsed = known
            } else {
                var usesPointers = false
                parsed = try DesignTokenColor.parse(value, file: entry.file) { (pointer) throws(SyntaxError) in
                    usesPointers = true
                    return try self.number(at: pointer, depth: 0)
                }
                // A colour written out is the same in every appearance; one with $ref components may not be.
                if !usesPointers { literals.values[key] = parsed }
            }
            let (color, original) = parsed
            resolution = .color(color, original: original, definition: location(entry), names: [name])
        case .alias(let target):
            let targetResolution = try resolve(target, chain: chain + [name])
            switch targetResolution {
            case .color(let color, let original, let definition, let names) where type == nil || type == "color":
                resolution = .color(color, original: original, definition: definition, names: [name] + names)
            case .other(let targetType) where type == "color":
                throw error(entry, "a colour is needed here, but the alias {\(target)} refers to a \(targetType) token")
            case .other(let targetType):
                resolution = .other(type: type ?? targetType)
            case .color:
                resolution = .other(type: type ?? "color")
            }
        }
        resolved[name] = resolution
        return resolution
    }

    /// The number a `$ref` points at inside a token's value (`#/base/blue/$value/components/0`).
    private func number(at pointer: DesignTokenPointer, depth: Int) throws(SyntaxError) -> Double {
        let (name, inside) = try pointer.valuePath()
        func error(_ message: String) -> SyntaxError {
            SyntaxError(file: pointer.file, position: pointer.position, message: "$ref \"\(pointer.text)\": \(message)")
        }
        guard depth < limits.maximumAliasDepth else {
            throw error("references nest more than \(limits.maximumAliasDepth) deep (ColorTokenLimits.maximumAliasDepth)")
        }
        guard let entry = entries[name] else { throw error("there is no token \(name) in the \(appearance.rawValue) appearance") }
        guard case .literal(let value) = entry.token.value, let target = DesignTokenDocument.navigate(value, inside) else {
            throw error("the token \(name) has nothing at that path in its $value")
        }
        if let number = target.number { return number }
        if let members = target.members, members.count == 1, members[0].key == "$ref", let next = members[0].value.string {
            return try self.number(at: DesignTokenPointer(next, file: entry.file, position: target.position), depth: depth + 1)
        }
        throw error("it points at \(target.kindName), not a number")
    }

    private func depthError(from name: String) -> SyntaxError {
        error(entries[name]!, "the alias chain from {\(name)} is longer than \(limits.maximumAliasDepth) (ColorTokenLimits.maximumAliasDepth)")
    }

    private func error(_ entry: Entry, _ message: String) -> SyntaxError {
        SyntaxError(file: entry.file, position: entry.token.position, message: message)
    }
}
