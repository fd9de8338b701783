import Foundation
import LegibleColor
import LegibleCore
import LegibleReporting
import LegibleSyntax
import LegibleTokens
import LegibleYAML

/// The `legible check` configuration: where a design system keeps its colours, which colours
/// must contrast, which palettes must stay distinguishable, and which colours are fixed.
///
/// ```yaml
/// sources:                              # later sources override earlier ones, per appearance
///   - tokens: tokens/base.tokens.json   # DTCG; no appearance = every appearance
///   - tokens: tokens/dark.tokens.json
///     appearance: dark                  # light | dark | lightIncreasedContrast | darkIncreasedContrast
///   - assets: App/Assets.xcassets       # carries its own appearances
///   - android: android/src/main/res         # values/ = light, values-night/ = dark
/// pairs:
///   - foreground: color.text.primary    # a token name, or a glob: "color.text.*"
///     background: color.surface.*
///     use: text                         # text | largeText | nonText
///   - foreground: ButtonLabel
///     background: BrandAccent
///     style: headline                   # or size: 15 (pt) and weight: semibold
/// palettes:
///   - name: chart
///     colors: [chart.1, chart.2, chart.3, chart.4]
///     background: color.surface.default
/// level: AA                             # or AAA
/// appearances: [light, dark, lightIncreasedContrast, darkIncreasedContrast]   # default: all four
/// lock: [BrandAccent, "color.palette.*"]   # never suggest changing these
/// ```
///
/// YAML or JSON with the same keys. Every key is checked: an unknown or misspelt one is an
/// error naming its file, line and column. Source paths are relative to the configuration
/// file.
///
/// ```swift
/// let file = try CheckConfiguration.defaultFile(in: ".")      // ./legible.yaml or ./legible.json
/// let configuration = try CheckConfiguration(contentsOfFile: file)
/// let colors = try ColorTokenSet(configuration: configuration)
/// ```
public struct CheckConfiguration: Sendable, Hashable {
    /// Where the colours come from, in order.
    public var sources: [ColorSource]
    /// The foreground/background pairs to check.
    public var pairs: [ColorPairDeclaration]
    /// The palettes to check for colour-vision deficiency.
    public var palettes: [PaletteDeclaration]
    /// The WCAG level: AA (default) or AAA.
    public var level: WCAGLevel
    /// The appearances to check, all four by default.
    public var appearances: [ColorAppearance]
    /// Names and globs of colours suggestions must not change (brand colours).
    public var lock: [String]
    /// The file the configuration was read from, when it was.
    public var file: String?
    /// Where each `lock` entry is written, when the configuration was read from a file, for an
    /// error about an entry that names no colour.
    package var lockLocations: [Finding.Location] = []

    /// A configuration built in code.
    ///
    /// - Parameters:
    ///   - sources: where the colours come from.
    ///   - pairs: the pairs to check.
    ///   - palettes: the palettes to check.
    ///   - level: the WCAG level.
    ///   - appearances: the appearances to check.
    ///   - lock: names and globs of colours suggestions must not change.
    ///   - file: the file it comes from, if any.
    public init(
        sources: [ColorSource], pairs: [ColorPairDeclaration] = [], palettes: [PaletteDeclaration] = [], level: WCAGLevel = .aa,
        appearances: [ColorAppearance] = ColorAppearance.allCases, lock: [String] = [], file: String? = nil
    ) {
        self.sources = sources
        self.pairs = pairs
        self.palettes = palettes
        self.level = level
        self.appearances = appearances
        self.lock = lock
        self.file = file
    }

    /// Whether suggestions must leave a colour alone: `lock` names it or has a glob matching it.
    ///
    /// - Parameter name: the token's name.
    public func isLocked(_ name: String) -> Bool {
        Self.isLocked(name, by: lock)
    }

    /// The colours `lock` keeps fixed: the names it lists and those its globs match.
    ///
    /// ```swift
    /// configuration.lock                       // ["BrandAccent", "color.palette.*"]
    /// configuration.lockedNames(in: colors)    // ["BrandAccent", "color.palette.gray.0", …]
    /// ```
    ///
    /// - Parameter colors: the colours the names and globs select from.
    public func lockedNames(in colors: ColorTokenSet) -> Set<String> {
        // The globs indexed once by their literal prefix, each name tried against the globs that
        // can match it: 100,000 globs tried on each of 10,000 names took 15 s.
        let isGlob = { (entry: String) in entry.unicodeScalars.contains { $0 == "*" || $0 == "?" || $0 == "\\" } }
        let plain = Set(lock.filter { !isGlob($0) })
        let globs = KeyGlobIndex(lock.filter(isGlob))
        return Set(colors.names.filter { plain.contains($0) || globs.firstMatch(forKey: $0) != nil })
    }

    /// Whether a `lock` list names a colour or has a glob matching it.
    ///
    /// - Parameters:
    ///   - name: the token's name.
    ///   - lock: names and globs, as `lock:` lists them.
    public static func isLocked(_ name: String, by lock: [String]) -> Bool {
        lock.contains { $0 == name || (ColorTokenSet.isPattern($0) && GlobPattern.matches($0, name)) }
    }

    // MARK: Files

    /// The names looked for in a folder, in order.
    public static let defaultFileNames = ["legible.yaml", "legible.json"]

    /// The configuration file of a folder: `legible.yaml`, else `legible.json`.
    ///
    /// - Parameter directory: the folder, such as `"."`.
    /// - Returns: the file's path (`directory` joined with its name).
    /// - Throws: `SourceFileError` naming the folder when it has neither.
    public static func defaultFile(in directory: String) throws(SourceFileError) -> String {
        for name in defaultFileNames {
            let path = (directory as NSString).appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        throw SourceFileError(file: directory, message: "no \(defaultFileNames.joined(separator: " or ")) here; give the configuration file's path")
    }

    /// Reads a configuration file: `.json` as JSON, anything else as YAML. Source paths become
    /// relative to the file's folder.
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - limits: its `ColorTokenLimits.maximumFileBytes` bounds the file's size.
    /// - Throws: `SourceFileError` when the file is missing, too large, or not a valid
    ///   configuration (see ``init(parsing:file:isJSON:baseDirectory:)``).
    public init(contentsOfFile path: String, limits: ColorTokenLimits = ColorTokenLimits()) throws(SourceFileError) {
        let text = try SourceFileError.converting { () throws(SyntaxError) in try SourceFiles.text(at: path, limits: limits) }
        let directory = (path as NSString).deletingLastPathComponent
        try self.init(
            parsing: text, file: path, isJSON: (path as NSString).pathExtension.lowercased() == "json",
            baseDirectory: directory.isEmpty ? nil : directory)
    }

    /// Parses a configuration.
    ///
    /// ```swift
    /// do {
    ///     _ = try CheckConfiguration(parsing: "sources:\n  - token: a.json\n", file: "legible.yaml", isJSON: false)
    /// } catch {
    ///     print(error)  // legible.yaml:2:5: sources[0]: unknown key "token"; expected "tokens", "assets", …
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - text: the YAML or JSON.
    ///   - file: names the configuration in errors and in the sources', pairs' and palettes'
    ///     `declaration`.
    ///   - isJSON: JSON rather than YAML.
    ///   - baseDirectory: the folder source paths start from; `nil` keeps them as written.
    /// - Throws: `SourceFileError` with the line, column and field of the first problem.
    public init(parsing text: String, file: String, isJSON: Bool, baseDirectory: String? = nil) throws(SourceFileError) {
        let root = try SourceFileError.converting { () throws(SyntaxError) in try Self.parseFile(text, file: file, isJSON: isJSON) }
        try self.init(root: root, file: file, baseDirectory: baseDirectory)
    }

    /// Reads the configuration from a file already parsed: `legible scan` parses `legible.yaml`
    /// once and hands each command's reader the same tree.
    ///
    /// - Parameters:
    ///   - root: the parsed file.
    ///   - file: names the configuration in errors and declarations.
    ///   - baseDirectory: the folder source paths start from.
    package init(root: PositionedValue, file: String, baseDirectory: String?) throws(SourceFileError) {
        self = try SourceFileError.converting { () throws(SyntaxError) in
            var configuration = try PositionedValueDecoder(rejectsUnknownKeys: true).decode(CheckConfiguration.self, from: root, file: file)
            configuration.file = file
            configuration.attachDeclarations(from: root, file: file, baseDirectory: baseDirectory)
            return configuration
        }
    }

    /// Parses `legible.yaml` (or `.json`) into positioned values: the one parse of the file every
    /// command's section is read from.
    ///
    /// - Parameters:
    ///   - text: the file's text.
    ///   - file: names the file in errors.
    ///   - isJSON: JSON rather than YAML.
    package static func parseFile(_ text: String, file: String, isJSON: Bool) throws(SyntaxError) -> PositionedValue {
        isJSON ? try JSONReader.parse(text, file: file) : try YAMLTree.parse(text, file: file)
    }

    /// Every top-level key `legible.yaml` may have: `legible check`'s and the `scan` section. The
    /// one list both commands' readers check the file against.
    package static let topLevelKeys: [String] = CodingKeys.allCases.map(\.rawValue)

    /// Records where each source, pair and palette is declared, and the sources' folder.
    private mutating func attachDeclarations(from root: PositionedValue, file: String, baseDirectory: String?) {
        func positions(_ key: String) -> [Finding.Location] {
            (root.member(key)?.value.elements ?? []).map { Finding.Location(file: file, line: $0.position.line, column: $0.position.column) }
        }
        for (index, location) in positions("sources").enumerated() where sources.indices.contains(index) {
            sources[index].declaration = location
            sources[index].baseDirectory = baseDirectory
        }
        for (index, location) in positions("pairs").enumerated() where pairs.indices.contains(index) {
            pairs[index].declaration = location
        }
        for (index, location) in positions("palettes").enumerated() where palettes.indices.contains(index) {
            palettes[index].declaration = location
        }
        lockLocations = positions("lock")
    }
}

extension CheckConfiguration: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case sources, pairs, palettes, level, appearances, lock
        /// `legible scan`'s section (`ScanConfiguration` in LegibleScan reads it): known here so
        /// one file serves both commands.
        case scan
    }

    /// Decodes the keys of `legible.yaml`; `sources` is required and not empty, `appearances`
    /// not empty and without repeats.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sources = try container.decode([ColorSource].self, forKey: .sources)
        guard !sources.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .sources, in: container, debugDescription: "expected at least one source (tokens, assets or android)")
        }
        pairs = try container.decodeIfPresent([ColorPairDeclaration].self, forKey: .pairs) ?? []
        palettes = try container.decodeIfPresent([PaletteDeclaration].self, forKey: .palettes) ?? []
        level = try container.decodeIfPresent(WCAGLevel.self, forKey: .level) ?? .aa
        appearances = try container.decodeIfPresent([ColorAppearance].self, forKey: .appearances) ?? ColorAppearance.allCases
        guard !appearances.isEmpty, Set(appearances).count == appearances.count else {
            throw DecodingError.dataCorruptedError(
                forKey: .appearances, in: container,
                debugDescription: "expected one or more of \(ColorAppearance.allCases.map(\.rawValue).joined(separator: ", ")), each once")
        }
        lock = try container.decodeIfPresent([String].self, forKey: .lock) ?? []
        _ = container.contains(.scan)
        file = nil
    }

    /// Encodes the keys of `legible.yaml` (source paths as written).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sources, forKey: .sources)
        try container.encode(pairs, forKey: .pairs)
        try container.encode(palettes, forKey: .palettes)
        try container.encode(level, forKey: .level)
        try container.encode(appearances, forKey: .appearances)
        try container.encode(lock, forKey: .lock)
    }
}
