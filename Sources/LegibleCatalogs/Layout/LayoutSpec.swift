import Foundation
import LegibleReporting
import LegibleSyntax
import LegibleYAML

/// How each key is displayed: key globs mapped to a text style or size, weight, font, width,
/// line limit and tracking, with a default entry. Read from YAML or JSON, or built in code
/// (for example from command-line flags).
///
/// **First match wins**: a key takes the first entry of `labels` whose `match` glob matches it,
/// so list specific globs before general ones. Fields the entry leaves out come from
/// `default`, then from the built-in defaults (style `body`, weight `regular`, `maxLines: 1`,
/// tracking `hig`, `boldText: off`). A key that no entry matches uses `default` alone; when that gives no
/// width, the key is not laid out (``layout(forKey:)`` returns `nil`).
///
/// ```yaml
/// default:
///   style: body          # a text style; or `size: 17` for a fixed size in points
///   weight: regular      # ultraLight … black, or 1–1000
///   width: 320           # points available to the text
///   maxLines: 1          # 0 = no limit
///   tracking: hig        # hig | font | none | a number of points
///   font: ../Fonts/Inter.ttf        # relative to this file
///   fonts: { zh-Hans: ../Fonts/NotoSansSC.otf }   # per locale
///   boldText: both       # off | on | both: measure with iOS's Bold Text off, on, or each
///   faces: { semibold: Brand-Semibold.otf }       # heavier faces of a static font, for Bold Text
///   # a per-locale font with its heavier faces:
///   # fonts: { ar: { font: NotoSansArabic-Regular.ttf, faces: { bold: NotoSansArabic-Bold.ttf } } }
/// labels:
///   - match: "settings.*.button"     # or a list of globs
///     style: headline
///     width: 180
/// ```
///
/// Every field is validated; an error names the file, the line and column, and the field.
public struct LayoutSpec: Sendable, Hashable, Codable {
    /// The spec file, when read from one.
    public var file: String?
    /// The default entry (its `patterns` are empty).
    public var defaults: LayoutRule
    /// The `labels` entries, in file order.
    public var rules: [LayoutRule]

    /// A spec built in code, for example from command-line flags.
    public init(file: String? = nil, defaults: LayoutRule = LayoutRule(), rules: [LayoutRule] = []) {
        self.file = file
        self.defaults = defaults
        self.rules = rules
    }

    /// The layout for a key, or `nil` when neither a matching entry nor the default gives a width.
    public func layout(forKey key: String) -> LabelLayout? {
        layout(forRule: ruleIndex(forKey: key))
    }

    /// The index in ``rules`` of the first entry matching `key`, `nil` when only the default applies.
    public func ruleIndex(forKey key: String) -> Int? {
        rules.firstIndex { $0.matches(key: key) }
    }

    /// The layout of the keys that entry `index` of ``rules`` matches (`nil`: the keys no entry
    /// matches), or `nil` when it gives no width. A key's layout depends only on its entry, so a
    /// caller laying out many keys can work it out once per entry.
    public func layout(forRule index: Int?) -> LabelLayout? {
        let rule = index.map { rules[$0] } ?? LayoutRule()
        guard let width = rule.width ?? defaults.width else { return nil }
        return LabelLayout(
            sizing: rule.sizing ?? defaults.sizing ?? .textStyle(.body),
            weight: rule.weight ?? defaults.weight ?? .regular,
            font: rule.font ?? defaults.font,
            localeFonts: defaults.localeFonts.merging(rule.localeFonts) { _, specific in specific },
            width: width,
            maxLines: rule.maxLines ?? defaults.maxLines ?? 1,
            tracking: rule.tracking ?? defaults.tracking ?? .hig(.sfPro),
            ruleIndex: index,
            boldText: rule.boldText ?? defaults.boldText ?? .off,
            faces: rule.faces ?? defaults.faces ?? [],
            // A locale's faces go with its font: the entry that names the font names them.
            localeFaces: defaults.localeFaces.filter { rule.localeFonts[$0.key] == nil }.merging(rule.localeFaces) { _, specific in specific }
        )
    }

    /// Reads a spec file: `.json` as JSON, anything else as YAML.
    ///
    /// - Parameters:
    ///   - path: the file; it may also be a named pipe or `/dev/stdin`.
    ///   - limits: its ``CatalogLimits/maximumLayoutSpecBytes`` bounds the file's size.
    public init(contentsOfFile path: String, limits: CatalogLimits = .default) throws(SourceFileError) {
        let text = try SourceFileError.converting { () throws(SyntaxError) in
            try TextDecoding.decode(try FileReading.read(path, limit: limits.layoutSpecFile), file: path)
        }
        let isJSON = (path as NSString).pathExtension.lowercased() == "json"
        let base = (path as NSString).deletingLastPathComponent
        try self.init(text: text, file: path, isJSON: isJSON, baseDirectory: base.isEmpty ? nil : base, limits: limits)
    }

    /// Parses a spec from text.
    ///
    /// - Parameters:
    ///   - text: the spec's YAML or JSON.
    ///   - file: names the spec in errors.
    ///   - isJSON: JSON rather than YAML.
    ///   - baseDirectory: relative font paths are resolved against it; `nil` keeps them as written.
    ///   - limits: its ``CatalogLimits/maximumLayoutSpecBytes`` bounds the text's size.
    public init(text: String, file: String, isJSON: Bool, baseDirectory: String? = nil, limits: CatalogLimits = .default) throws(SourceFileError) {
        self = try SourceFileError.converting { () throws(SyntaxError) in
            let bytes = text.utf8.count
            guard bytes <= limits.maximumLayoutSpecBytes else {
                throw SyntaxError(file: file, message: limits.layoutSpecFile.message(size: bytes))
            }
            let root = isJSON ? try JSONReader.parse(text, file: file) : try YAMLTree.parse(text, file: file)
            return try LayoutSpecValidator(file: file, baseDirectory: baseDirectory).spec(from: root)
        }
    }
}
