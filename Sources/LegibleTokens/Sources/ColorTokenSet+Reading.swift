import Foundation
import LegibleCore
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
    ///     _ = try ColorTokenSet(sources: [ColorSource(.tokens, path: "tokens.json")])
    /// } catch {
    ///     print(error)  // tokens.json:7:17: the alias {color.blue.600} refers to no token in any source
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - sources: the sources, in order.
    ///   - limits: the limits in force.
    ///   - requiresColors: whether a source that holds no colour is an error (the default: it is
    ///     most likely the wrong folder); `false` for sources found by looking, such as every
    ///     asset catalog of a project, which may hold only images.
    /// - Throws: `SourceFileError` for a missing or unreadable file or folder (at the
    ///   configuration line declaring it, when known), a malformed file, a dangling alias, an
    ///   alias cycle (with the whole chain), a non-colour where a colour is needed, a bad
    ///   component, an unknown colour space, a duplicate name, or a limit reached.
    public init(sources: [ColorSource], limits: ColorTokenLimits = ColorTokenLimits(), requiresColors: Bool = true) throws(SourceFileError) {
        self = try SourceFileError.converting { () throws(SyntaxError) in
            var reading = SourceLayering(limits: limits)
            reading.requiresColors = requiresColors
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
    var requiresColors = true
    var contents: [SourceContents] = []
    var tokenCount = 0

    init(limits: ColorTokenLimits) {
        self.limits = limits
    }

    mutating func read(_ source: ColorSource, index: Int) throws(SyntaxError) {
        let path = source.resolvedPath
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let wantsFolder = source.kind != .tokens
        if let declaration = source.declaration, !exists || isDirectory.boolValue != wantsFolder {
            let what = wantsFolder ? "folder" : "file"
            throw SyntaxError(
                file: declaration.file, position: declaration.syntaxPosition, codingPath: "sources[\(index)].\(source.kind.rawValue)",
                message: exists ? "\(path) is a \(wantsFolder ? "file" : "folder"); expected a \(what)" : "no such \(what): \(path)")
        }
        let budget = limits.maximumTokens - tokenCount
        var entry = SourceContents(source: source, index: index, document: nil, colors: SourceColors())
        switch source.kind {
        case .tokens:
            let document = try DesignTokenDocument(
                parsing: try SourceFiles.text(at: path, limits: limits), file: path, tokenBudget: budget, limits: limits)
            for token in document.tokens {
                try entry.colors.add(token.name, at: Finding.Location(file: path, token.position), what: "the token")
            }
            entry.document = document
            // An object without $value or tokens inside is most likely a token missing its
            // value: a pair naming it is told so, at the object.
            for empty in document.emptyGroups where entry.colors.locations[empty.name] == nil {
                entry.colors.unresolved.append(
                    UnresolvedColorToken(
                        name: empty.name, appearances: ColorAppearance.allCases.filter(source.serves), location: Finding.Location(file: path, empty.position),
                        reason: "it has no $value (an object with neither $value nor tokens inside)"))
            }
        case .assets:
            entry.colors = try AssetCatalogReader.read(path, limits: limits, tokenBudget: budget)
        case .android:
            entry.colors = try AndroidColorReader.read(path, limits: limits, tokenBudget: budget)
        }
        if requiresColors, entry.colors.names.isEmpty { throw Self.emptySourceError(source, index: index, path: path) }
        tokenCount += entry.colors.names.count
        contents.append(entry)
    }

    /// A source that holds no colour is a mistake (most often the folder above `res/`, or an
    /// asset catalog's parent): the error says what was looked for, at the configuration line
    /// declaring the source when known, with the folder that was probably meant.
    private static func emptySourceError(_ source: ColorSource, index: Int, path: String) -> SyntaxError {
        var message: String
        switch source.kind {
        case .tokens:
            message = "\(path) holds no design tokens: looked for objects with a $value (W3C Design Tokens format)"
        case .assets:
            message = "\(path) holds no colour sets: looked for *.colorset folders with a Contents.json, at any depth of the asset catalog"
        case .android:
            message =
                "\(path) holds no colour resources: looked for <color> and <item type=\"color\"> in the *.xml files of values/, "
                + "values-night/ and their API-level variants directly inside it (it should be a res folder)"
            let candidates = ["res", "src/main/res", "app/src/main/res"].map { (path as NSString).appendingPathComponent($0) }
            var isFolder: ObjCBool = false
            if let meant = candidates.first(where: { FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue }) {
                message += "; did you mean \(meant)?"
            }
        }
        guard let declaration = source.declaration else { return SyntaxError(file: path, message: message) }
        return SyntaxError(
            file: declaration.file, position: declaration.syntaxPosition, codingPath: "sources[\(index)].\(source.kind.rawValue)", message: message)
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
        // Tokens whose $type misspells "color" ("colour", "Color"): meant as colours, so a pair
        // naming one is told why it has no value, at the token.
        var misspelt: [String: UnresolvedColorToken] = [:]
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
                let value =
                    contents[index].document != nil
                    ? try resolver.value(of: name)
                    : contents[index].colors.values[name]?[appearance]
                if var value {
                    if value.aliasChain.isEmpty { value.aliasChain = [name] }
                    values[name, default: [:]][appearance] = value
                } else if let type = resolver.otherType(of: name), type != "color", type.lowercased().hasPrefix("colo"),
                    let location = contents[index].colors.locations[name]
                {
                    misspelt[
                        name,
                        default: UnresolvedColorToken(
                            name: name, appearances: [], location: location,
                            reason: "its $type is \"\(type)\"; a colour token's $type is \"color\" (Design Tokens Format Module)")
                    ].appearances.append(appearance)
                }
            }
        }
        let tokens = order.compactMap { name in values[name].map { ColorToken(name: name, values: $0) } }
        let unresolved = (contents.flatMap(\.colors.unresolved) + order.compactMap { misspelt[$0] }).compactMap { record -> UnresolvedColorToken? in
            var record = record
            record.appearances.removeAll { values[record.name]?[$0] != nil }
            return record.appearances.isEmpty ? nil : record
        }
        return ColorTokenSet(tokens: tokens, unresolved: unresolved)
    }
}
