import Foundation
import LegibleReporting
import LegibleSyntax

extension ColorTokenSet {
    /// Reads sources and resolves every colour in each of the four appearances.
    ///
    /// Sources layer per appearance: those for every appearance first, then those declared for
    /// the standard variant (`dark` serves `darkIncreasedContrast` too), then those declared for
    /// exactly the appearance; within a layer, later sources override earlier ones. The same
    /// name in two sources is an error unless the later one declares an appearance (an
    /// override). Design-token aliases resolve against all token files serving the
    /// appearance, merged, as Style Dictionary and Terrazzo resolve them.
    ///
    /// Reading is all-or-nothing; an error names the file, line and column and what was
    /// expected:
    ///
    /// ```swift
    /// do {
    ///     _ = try ColorTokenSet(sources: [ColorSource(.designTokens, path: "tokens.json")])
    /// } catch {
    ///     print(error)  // tokens.json:7:17: the alias {color.blue.600} refers to no token in any source
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - sources: the sources, in order.
    ///   - limits: the limits in force.
    /// - Throws: `SourceFileError` for a missing or unreadable file or folder (at the
    ///   configuration line declaring it, when known), a malformed file, a dangling alias, an
    ///   alias cycle (with the whole chain), a non-colour where a colour is needed, a bad
    ///   component, an unknown colour space, a duplicate name, or a limit reached.
    public init(sources: [ColorSource], limits: ColorTokenLimits = ColorTokenLimits()) throws(SourceFileError) {
        self = try SourceFileError.converting { () throws(SyntaxError) in
            var reading = SourceLayering(limits: limits)
            for (index, source) in sources.enumerated() {
                try reading.read(source, index: index)
            }
            try reading.checkDuplicates()
            return try reading.resolve()
        }
    }
}

/// What one source holds before the sources are layered.
private struct SourceContents {
    var source: ColorSource
    var index: Int
    /// A token file's tokens, resolved once the appearance's files are merged.
    var document: DesignTokenDocument?
    /// An asset catalog's or Android folder's colours; for a token file, its names and locations.
    var colors: SourceColors
}

/// Reads sources, checks their names, then layers and resolves them per appearance.
private struct SourceLayering {
    let limits: ColorTokenLimits
    var contents: [SourceContents] = []
    var tokenCount = 0

    init(limits: ColorTokenLimits) {
        self.limits = limits
    }

    mutating func read(_ source: ColorSource, index: Int) throws(SyntaxError) {
        let path = source.resolvedPath
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let wantsFolder = source.kind != .designTokens
        if let declaration = source.declaration, !exists || isDirectory.boolValue != wantsFolder {
            let what = wantsFolder ? "folder" : "file"
            throw SyntaxError(
                file: declaration.file, position: declaration.syntaxPosition, codingPath: "sources[\(index)].\(source.kind.rawValue)",
                message: exists ? "\(path) is a \(wantsFolder ? "file" : "folder"); expected a \(what)" : "no such \(what): \(path)")
        }
        let budget = limits.maximumTokens - tokenCount
        var entry = SourceContents(source: source, index: index, document: nil, colors: SourceColors())
        switch source.kind {
        case .designTokens:
            let document = try DesignTokenDocument(
                parsing: try SourceFiles.text(at: path, limits: limits), file: path, tokenBudget: budget, limits: limits)
            for token in document.tokens {
                try entry.colors.add(token.name, at: Finding.Location(file: path, token.position), what: "the token")
            }
            entry.document = document
        case .assetCatalog:
            entry.colors = try AssetCatalogReader.read(path, limits: limits, tokenBudget: budget)
        case .android:
            entry.colors = try AndroidColorReader.read(path, limits: limits, tokenBudget: budget)
        }
        tokenCount += entry.colors.names.count
        contents.append(entry)
    }

    /// The same name in two sources that share an appearance is an error unless the later
    /// source declares an appearance.
    func checkDuplicates() throws(SyntaxError) {
        var seen: [String: [Int]] = [:]
        for entry in contents {
            for name in entry.colors.names {
                for earlier in seen[name, default: []] where entry.source.appearance == nil {
                    let other = contents[earlier]
                    guard ColorAppearance.allCases.contains(where: { other.source.serves($0) && entry.source.serves($0) }) else { continue }
                    let location = entry.colors.locations[name]!
                    throw SyntaxError(
                        file: location.file, position: location.syntaxPosition,
                        message: "\"\(name)\" is already defined at \(other.colors.locations[name]!.described) (sources[\(earlier)]); "
                            + "a later source overrides an earlier one only when it declares an appearance (appearance: dark)")
                }
                seen[name, default: []].append(entry.index)
            }
        }
    }

    func resolve() throws(SyntaxError) -> ColorTokenSet {
        var order: [String] = []
        var seen = Set<String>()
        for entry in contents {
            for name in entry.colors.names where seen.insert(name).inserted { order.append(name) }
        }
        var designNames: [ColorAppearance: Set<String>] = [:]
        for appearance in ColorAppearance.allCases {
            for entry in contents where entry.source.serves(appearance) {
                designNames[appearance, default: []].formUnion(entry.document?.tokens.map(\.name) ?? [])
            }
        }
        var values: [String: [ColorAppearance: ColorTokenValue]] = [:]
        let literals = LiteralColors()
        for appearance in ColorAppearance.allCases {
            let serving = contents.filter { $0.source.serves(appearance) }
                .sorted { ($0.source.rank(for: appearance), $0.index) < ($1.source.rank(for: appearance), $1.index) }
            var winners: [String: Int] = [:]
            var entries: [String: DesignTokenResolver.Entry] = [:]
            var groupTypes: [String: String] = [:]
            for entry in serving {
                for name in entry.colors.names { winners[name] = entry.index }
                if let document = entry.document {
                    for token in document.tokens { entries[token.name] = .init(token: token, file: document.file) }
                    groupTypes.merge(document.groupTypes) { _, later in later }
                }
            }
            var resolver = DesignTokenResolver(
                appearance: appearance, entries: entries, groupTypes: groupTypes, limits: limits, literals: literals,
                appearancesDefining: { name in ColorAppearance.allCases.filter { designNames[$0]?.contains(name) == true } })
            for name in order {
                guard let index = winners[name] else { continue }
                let value = contents[index].document != nil
                    ? try resolver.value(of: name)
                    : contents[index].colors.values[name]?[appearance]
                if var value {
                    if value.aliasChain.isEmpty { value.aliasChain = [name] }
                    values[name, default: [:]][appearance] = value
                }
            }
        }
        let tokens = order.compactMap { name in values[name].map { ColorToken(name: name, values: $0) } }
        let unresolved = contents.flatMap(\.colors.unresolved).compactMap { record -> UnresolvedColorToken? in
            var record = record
            record.appearances.removeAll { values[record.name]?[$0] != nil }
            return record.appearances.isEmpty ? nil : record
        }
        return ColorTokenSet(tokens: tokens, unresolved: unresolved)
    }
}
