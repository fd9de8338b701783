import Foundation
import LegibleSyntax

/// One W3C Design Tokens (DTCG) file, read into its tokens and group types but not yet resolved:
/// aliases are resolved later, against every token file serving an appearance, as Style
/// Dictionary and Terrazzo merge token files before resolving.
///
/// Format: Design Tokens Format Module 2025.10 (groups, `$type` inherited from groups, `$root`
/// tokens, `$extends`, `{group.token}` aliases and `$ref` JSON pointers) and its colour module.
struct DesignTokenDocument {
    /// One token as written.
    struct Token {
        /// The dot-joined path, such as `color.text.primary`.
        var name: String
        /// The path's segments.
        var path: [String]
        /// The token's own `$type`.
        var type: String?
        /// What its `$value` says.
        var value: Value
        /// Where the `$value` (or the `$ref` standing for it) is.
        var position: SyntaxPosition
    }

    /// A token's value before resolution.
    enum Value {
        /// `"{group.token}"` or a `$ref` to a whole token: the named token's value.
        case alias(String)
        /// Anything else, checked when its type is known.
        case literal(PositionedValue)
    }

    var file: String
    var tokens: [Token]
    /// The `$type` of each group that declares one, by dot-joined path (`""` for the root).
    var groupTypes: [String: String]
    /// Objects with neither a `$value` nor tokens inside (`"x": { "$type": "color" }`), by
    /// dot-joined path: most likely tokens whose `$value` is missing, told so when named.
    var emptyGroups: [(name: String, position: SyntaxPosition)]
    /// The file's root object, for JSON pointers.
    var root: PositionedValue

    /// Reads a DTCG file's text.
    ///
    /// - Parameters:
    ///   - text: the JSON.
    ///   - file: names the file in errors and locations.
    ///   - tokenBudget: how many more tokens may be read before ``ColorTokenLimits/maximumTokens``.
    ///   - limits: the limits in force.
    init(parsing text: String, file: String, tokenBudget: Int, limits: ColorTokenLimits) throws(SyntaxError) {
        root = try JSONReader.parse(text, file: file)
        guard root.members != nil else {
            throw SyntaxError(
                file: file, position: root.position, message: "expected a design-token file: an object of groups and tokens, found \(root.kindName)")
        }
        self.file = file
        tokens = []
        groupTypes = [:]
        emptyGroups = []
        var walker = Walker(file: file, root: root, tokenBudget: tokenBudget, limits: limits)
        try walker.group(root, path: [], extending: [])
        tokens = walker.tokens
        groupTypes = walker.groupTypes
        emptyGroups = walker.emptyGroups
    }
}

/// Walks groups depth first, in file order.
private struct Walker {
    let file: String
    let root: PositionedValue
    let tokenBudget: Int
    let limits: ColorTokenLimits
    var tokens: [DesignTokenDocument.Token] = []
    var groupTypes: [String: String] = [:]
    var emptyGroups: [(name: String, position: SyntaxPosition)] = []

    init(file: String, root: PositionedValue, tokenBudget: Int, limits: ColorTokenLimits) {
        self.file = file
        self.root = root
        self.tokenBudget = tokenBudget
        self.limits = limits
    }

    private func error(_ position: SyntaxPosition, _ message: String) -> SyntaxError {
        SyntaxError(file: file, position: position, message: message)
    }

    /// A group's members (after `$extends`), its `$type`, then each child token or group.
    /// `extending` holds the groups being extended on the way here, to stop cycles.
    mutating func group(_ value: PositionedValue, path: [String], extending: [String]) throws(SyntaxError) {
        let members = try effectiveMembers(of: value, path: path, extending: extending)
        if !path.isEmpty, !members.contains(where: { !$0.key.hasPrefix("$") || $0.key == "$root" }) {
            emptyGroups.append((path.joined(separator: "."), value.position))
        }
        for member in members where member.key.hasPrefix("$") {
            switch member.key {
            case "$type":
                guard let type = member.value.string else {
                    throw error(member.value.position, "$type must be a string such as \"color\", found \(member.value.kindName)")
                }
                groupTypes[path.joined(separator: ".")] = type
            case "$root":
                try token(member, path: path + ["$root"])
            default:
                continue  // $description, $extensions, $deprecated, $schema and other metadata
            }
        }
        for member in members where !member.key.hasPrefix("$") {
            try checkName(member)
            guard member.value.members != nil else {
                throw error(
                    member.value.position,
                    "\"\(member.key)\" must be a token (an object with $value) or a group (an object of tokens), found \(member.value.kindName)")
            }
            if isToken(member.value) {
                try token(member, path: path + [member.key])
            } else {
                try group(member.value, path: path + [member.key], extending: extending)
            }
        }
    }

    /// Names may not contain the characters aliases use.
    private func checkName(_ member: PositionedValue.Member) throws(SyntaxError) {
        if member.key.isEmpty || member.key.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) {
            throw error(member.keyPosition, "\"\(member.key)\" is not a valid token or group name: names are not empty and contain no '.', '{' or '}'")
        }
    }

    /// An object with `$value` is a token; so is one holding only a `$ref` to a token (or to
    /// something outside this file). A `$ref` to a group, or beside child tokens, extends a group.
    private func isToken(_ value: PositionedValue) -> Bool {
        if value.member("$value") != nil { return true }
        guard value.member("$ref") != nil, !Self.hasChildren(value) else { return false }
        guard let pointer = value.member("$ref")?.value.string, let target = try? pointerTarget(pointer, at: value.position) else {
            return true
        }
        return target.value.member("$value") != nil || !Self.hasChildren(target.value)
    }

    private static func hasChildren(_ value: PositionedValue) -> Bool {
        value.members?.contains { !$0.key.hasPrefix("$") } ?? false
    }

    private mutating func token(_ member: PositionedValue.Member, path: [String]) throws(SyntaxError) {
        guard let members = member.value.members else {
            throw error(member.value.position, "\"\(member.key)\" must be a token (an object with $value), found \(member.value.kindName)")
        }
        if let child = members.first(where: { !$0.key.hasPrefix("$") }) {
            throw error(
                child.keyPosition,
                "\"\(child.key)\" is inside the token \(path.joined(separator: ".")), which has a $value: an object is either a token or a group")
        }
        var type: String?
        if let typeMember = member.value.member("$type") {
            guard let text = typeMember.value.string else {
                throw error(typeMember.value.position, "$type must be a string such as \"color\", found \(typeMember.value.kindName)")
            }
            type = text
        }
        let value: DesignTokenDocument.Value
        let position: SyntaxPosition
        if let valueMember = member.value.member("$value") {
            position = valueMember.value.position
            value = try Self.value(of: valueMember.value, file: file)
        } else if let reference = member.value.member("$ref") {
            position = reference.value.position
            guard let pointer = reference.value.string else {
                throw error(reference.value.position, "$ref must be a JSON pointer string such as \"#/color/blue\", found \(reference.value.kindName)")
            }
            value = .alias(try DesignTokenPointer(pointer, file: file, position: position).tokenName())
        } else {
            throw error(member.value.position, "the token \(path.joined(separator: ".")) has no $value")
        }
        guard tokens.count < tokenBudget else {
            throw error(member.keyPosition, "more than \(limits.maximumTokens) tokens (ColorTokenLimits.maximumTokens); is this a design-token file?")
        }
        tokens.append(.init(name: path.joined(separator: "."), path: path, type: type, value: value, position: position))
    }

    /// What a `$value` says: an alias (`"{a.b}"`, `{"$ref": "#/a/b"}`) or a literal.
    static func value(of value: PositionedValue, file: String) throws(SyntaxError) -> DesignTokenDocument.Value {
        if let text = value.string, let name = try DesignTokenAlias.name(in: text, file: file, position: value.position) {
            return .alias(name)
        }
        if let members = value.members, members.count == 1, let pointer = members[0].value.string, members[0].key == "$ref" {
            return .alias(try DesignTokenPointer(pointer, file: file, position: value.position).tokenName())
        }
        return .literal(value)
    }

    // MARK: Extending groups

    /// A group's members with those of the group its `$extends` (or JSON-schema `$ref`) names
    /// merged in below its own, deeply: child groups present on both sides merge too.
    private func effectiveMembers(
        of group: PositionedValue, path: [String], extending: [String]
    ) throws(SyntaxError) -> [PositionedValue.Member] {
        let own = group.members ?? []
        guard let base = own.first(where: { $0.key == "$extends" || $0.key == "$ref" }) else { return own }
        guard let reference = base.value.string else {
            throw error(base.value.position, "\(base.key) must name a group, such as \"{button}\", found \(base.value.kindName)")
        }
        let target: (path: [String], value: PositionedValue)
        if base.key == "$extends" {
            guard let name = try DesignTokenAlias.name(in: reference, file: file, position: base.value.position) else {
                throw error(base.value.position, "$extends must name a group in braces, such as \"{button}\"; found \"\(reference)\"")
            }
            let segments = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard let found = DesignTokenDocument.navigate(root, segments) else {
                throw error(base.value.position, "$extends \"\(reference)\" names no group in this file")
            }
            target = (segments, found)
        } else {
            target = try pointerTarget(reference, at: base.value.position)
        }
        guard target.value.members != nil, target.value.member("$value") == nil else {
            throw error(base.value.position, "\(base.key) \"\(reference)\" names a token; it must name a group")
        }
        let targetName = target.path.joined(separator: ".")
        if extending.contains(targetName) || targetName == path.joined(separator: ".") {
            let chain = (extending + [path.joined(separator: "."), targetName]).map { "{\($0)}" }.joined(separator: " → ")
            throw error(base.value.position, "groups extend each other in a cycle: \(chain)")
        }
        guard extending.count < limits.maximumAliasDepth else {
            throw error(base.value.position, "groups extend more than \(limits.maximumAliasDepth) levels deep (ColorTokenLimits.maximumAliasDepth)")
        }
        let inherited = try effectiveMembers(of: target.value, path: target.path, extending: extending + [path.joined(separator: ".")])
        return Self.merge(inherited, own.filter { $0.key != base.key })
    }

    /// `local` over `inherited`: same-named groups merge, anything else local wins.
    private static func merge(_ inherited: [PositionedValue.Member], _ local: [PositionedValue.Member]) -> [PositionedValue.Member] {
        var result = inherited
        for member in local {
            guard let index = result.firstIndex(where: { $0.key == member.key }) else {
                result.append(member)
                continue
            }
            let old = result[index].value
            if let oldMembers = old.members, let newMembers = member.value.members,
                old.member("$value") == nil, member.value.member("$value") == nil, !member.key.hasPrefix("$")
            {
                var merged = member
                merged.value = PositionedValue(kind: .object(merge(oldMembers, newMembers)), position: member.value.position)
                result[index] = merged
            } else {
                result[index] = member
            }
        }
        return result
    }

    private func pointerTarget(_ pointer: String, at position: SyntaxPosition) throws(SyntaxError) -> (path: [String], value: PositionedValue) {
        let segments = try DesignTokenPointer(pointer, file: file, position: position).segments
        guard let value = DesignTokenDocument.navigate(root, segments) else {
            throw error(position, "$ref \"\(pointer)\" points at nothing in this file")
        }
        return (segments, value)
    }
}

extension DesignTokenDocument {
    /// The value at `segments` below `value`: object keys, or array indexes.
    static func navigate(_ value: PositionedValue, _ segments: [String]) -> PositionedValue? {
        var current = value
        for segment in segments {
            if let members = current.members {
                guard let next = members.first(where: { $0.key == segment }) else { return nil }
                current = next.value
            } else if let elements = current.elements, let index = Int(segment), elements.indices.contains(index) {
                current = elements[index]
            } else {
                return nil
            }
        }
        return current
    }
}

/// `{group.token}` references.
enum DesignTokenAlias {
    /// The token name a whole-string alias names, `nil` when the text is no alias, or an error
    /// for a malformed one (`{}`, `{a..b}`, braces inside other text).
    static func name(in text: String, file: String, position: SyntaxPosition) throws(SyntaxError) -> String? {
        guard text.contains("{") || text.contains("}") else { return nil }
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count >= 2 else {
            throw SyntaxError(
                file: file, position: position,
                message: "\"\(text)\": an alias is a whole value in braces, such as \"{color.blue.500}\"; aliases inside other text are not supported")
        }
        let name = String(text.dropFirst().dropLast())
        let segments = name.split(separator: ".", omittingEmptySubsequences: false)
        guard !name.isEmpty, !segments.contains(where: \.isEmpty), !name.contains("{"), !name.contains("}") else {
            throw SyntaxError(
                file: file, position: position,
                message: "\"\(text)\" is not a valid alias: expected a dot-separated token path in braces, such as \"{color.blue.500}\"")
        }
        return name
    }
}

/// A `$ref` JSON pointer (RFC 6901) into the same document: `#/color/blue/$value/components/0`.
struct DesignTokenPointer {
    /// The unescaped segments (`~1` is `/`, `~0` is `~`).
    var segments: [String]
    let text: String
    let file: String
    let position: SyntaxPosition

    init(_ text: String, file: String, position: SyntaxPosition) throws(SyntaxError) {
        self.text = text
        self.file = file
        self.position = position
        guard text.hasPrefix("#/"), text.count > 2 else {
            throw SyntaxError(
                file: file, position: position,
                message: "$ref \"\(text)\": expected a JSON pointer into this file, such as \"#/color/blue\" (other files are not supported)")
        }
        segments = text.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    /// The token a pointer to a whole token (or its `$value`) names, as a dot-joined path.
    func tokenName() throws(SyntaxError) -> String {
        var path = segments
        if path.last == "$value" { path.removeLast() }
        guard !path.isEmpty, !path.contains("$value"), !path.contains(where: \.isEmpty) else {
            throw SyntaxError(
                file: file, position: position, message: "$ref \"\(text)\" must point at a token (\"#/color/blue\") where a whole value is expected")
        }
        return path.joined(separator: ".")
    }

    /// For a pointer into a token's value (`#/color/blue/$value/components/0`): the token's name
    /// and the path inside its value.
    func valuePath() throws(SyntaxError) -> (token: String, inside: [String]) {
        guard let index = segments.firstIndex(of: "$value"), index > 0, index + 1 < segments.count else {
            throw SyntaxError(
                file: file, position: position,
                message: "$ref \"\(text)\" must point inside a token's $value here, such as \"#/color/blue/$value/components/0\"")
        }
        return (segments[..<index].joined(separator: "."), Array(segments[(index + 1)...]))
    }
}
