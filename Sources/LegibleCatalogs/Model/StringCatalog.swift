import Foundation
import LegibleCore
import LegibleReporting
import LegibleSyntax

/// The file formats ``StringCatalog`` reads.
public enum CatalogFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// Apple String Catalog (`.xcstrings`, JSON).
    case xcstrings
    /// Legacy `.strings` (`"key" = "text";`), UTF-8 or UTF-16, or a property list of strings
    /// (XML or binary), which Xcode accepts too.
    case strings
    /// `.stringsdict` property list with plural rules.
    case stringsdict
    /// Android `res/values*/strings.xml`.
    case androidXML = "android"
    /// CSV with `key,text` rows, or a header naming `key`, `text` and optionally `locale`, `comment`.
    case csv
    /// JSON: `{"key": "text"}` or `[{"key": …, "text": …, "locale": …}]`.
    case json

    /// The format a path's extension implies (`.xml` means Android), or `nil`.
    public init?(path: String) {
        switch PathParts.pathExtension(path).lowercased() {
        case "xcstrings": self = .xcstrings
        case "strings": self = .strings
        case "stringsdict": self = .stringsdict
        case "xml": self = .androidXML
        case "csv": self = .csv
        case "json": self = .json
        default: return nil
        }
    }
}

/// The strings of one catalog file, in every locale it holds, in file order.
///
/// Reading is all-or-nothing: a malformed file throws a `SourceFileError` with the position
/// of the problem and never yields a partial catalog.
///
/// ```swift
/// let catalog = try StringCatalog(contentsOfFile: "Examples/overflow/Localizable.xcstrings")
/// catalog.locales          // ["ar", "de", "en", "zh-Hans"]
/// catalog.entries.count    // every (key, locale, variant)
/// ```
public struct StringCatalog: Sendable, Hashable, Codable {
    /// The file as the caller named it; every entry's `file`.
    public var file: String
    /// The format the file was read as.
    public var format: CatalogFormat
    /// The development language when the file declares one (String Catalogs do).
    public var sourceLanguage: String?
    /// Every (key, locale, variant) in file order.
    public var entries: [CatalogEntry]
    /// The parts of the file that were skipped while the rest was read (an Android resource
    /// without a name, text outside any resource), each at its line and column. Not encoded.
    public var skipped: [SourceFileError] = []
    /// What a catalog read as Xcode reads it held that a strict reading refuses (a key written
    /// twice, a plural without its `other` form), each at its line and column with how it was
    /// read. Empty unless `asXcode` was asked for. Not encoded.
    public var readingNotes: [SourceFileError] = []
    /// Where Foundation stops reading the file at run time, dropping every entry after it (a
    /// `.strings` file's stray `;`), read as Xcode reads it; `nil` when the whole file is read.
    /// Not encoded.
    public var truncation: SourceFileError? = nil

    // `skipped` says how the file was read, not what it holds: it stays out of the JSON.
    private enum CodingKeys: String, CodingKey {
        case file, format, sourceLanguage, entries
    }

    /// Whether a part in ``skipped`` is text written as comments between an Android file's
    /// resources (`// standard app bar 4dp`), or punctuation alone (a stray `¨`): the Android Gradle plugin's resource merger keeps
    /// only elements, so the text is dropped and no resource is lost (aapt2 alone would refuse
    /// the file). Kept in ``skipped``, told apart by its message, so the type's layout is unchanged.
    public static func isStrayComment(_ part: SourceFileError) -> Bool {
        part.message.hasPrefix(AndroidStringsReader.strayCommentLead) || part.message.hasPrefix(AndroidStringsReader.strayPunctuationLead)
    }

    /// A catalog from entries already in hand.
    public init(file: String, format: CatalogFormat, sourceLanguage: String? = nil, entries: [CatalogEntry]) {
        self.file = file
        self.format = format
        self.sourceLanguage = sourceLanguage
        self.entries = entries
    }

    /// The locales that have at least one entry, sorted.
    public var locales: [String] { Set(entries.map(\.locale)).sorted() }

    /// The keys in first-appearance order.
    public var keys: [String] {
        var seen = Set<String>()
        return entries.compactMap { seen.insert($0.key).inserted ? $0.key : nil }
    }

    /// Reads a catalog file.
    ///
    /// - Parameters:
    ///   - path: the file; its extension picks the format unless `format` is given.
    ///   - format: overrides the extension.
    ///   - locale: the locale of single-locale formats (`.strings`, `.stringsdict`,
    ///     `strings.xml`, CSV and JSON without a locale column). When `nil` it comes from the
    ///     folder (`de.lproj`, `values-de-rAT`), else it is `en`.
    ///   - limits: the largest catalog to accept; the file may also be a named pipe or
    ///     `/dev/stdin`, read up to ``CatalogLimits/maximumFileBytes``.
    ///   - asXcode: read what Xcode builds and Foundation reads although a strict reading
    ///     refuses it — a String Catalog key written twice (the last wins), a `.stringsdict`
    ///     plural without `other` (the forms present are used) — and say so in
    ///     ``readingNotes``. `false` (strict) for `legible audit`, which refuses them.
    public init(
        contentsOfFile path: String, format: CatalogFormat? = nil, locale: String? = nil, limits: CatalogLimits = .default,
        asXcode: Bool = false
    ) throws(SourceFileError) {
        guard let format = format ?? CatalogFormat(path: path) else {
            throw SourceFileError(
                file: path,
                message: "unknown catalog format; expected a file ending in .xcstrings, .strings, .stringsdict, .xml (Android), .csv or .json"
            )
        }
        let data = try SourceFileError.converting { () throws(SyntaxError) in try FileReading.read(path, limit: limits.catalogFile) }
        try self.init(data: data, file: path, format: format, locale: locale, limits: limits, asXcode: asXcode)
    }

    /// Parses a catalog from its bytes; `file` names it in entries and errors.
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - file: names the catalog in entries and errors.
    ///   - format: the file's format.
    ///   - locale: the locale of single-locale formats, as for ``init(contentsOfFile:format:locale:limits:asXcode:)``.
    ///   - limits: the largest catalog to accept.
    ///   - asXcode: read what Xcode accepts and a strict reading refuses, as for
    ///     ``init(contentsOfFile:format:locale:limits:asXcode:)``.
    public init(
        data: Data, file: String, format: CatalogFormat, locale: String? = nil, limits: CatalogLimits = .default, asXcode: Bool = false
    ) throws(SourceFileError) {
        let locale = locale ?? Self.locale(fromPath: file, format: format) ?? "en"
        self = try SourceFileError.converting { () throws(SyntaxError) in
            guard data.count <= limits.maximumFileBytes else {
                throw SyntaxError(file: file, message: limits.catalogFile.message(size: data.count))
            }
            // Xcode reads `.strings` saved as binary or XML property lists too.
            if format == .strings, StringsPropertyListReader.isBinary(data) {
                return try StringsPropertyListReader.readBinary(data, file: file, locale: locale)
            }
            let text = try TextDecoding.decode(data, file: file)
            switch format {
            case .xcstrings: return try XCStringsReader.read(text, file: file, limits: limits, asXcode: asXcode)
            case .strings:
                if StringsPropertyListReader.isXML(text) { return try StringsPropertyListReader.readXML(text, file: file, locale: locale) }
                return try StringsFileReader.read(text, file: file, locale: locale, asXcode: asXcode)
            case .stringsdict: return try StringsdictReader.read(text, file: file, locale: locale, limits: limits, asXcode: asXcode)
            case .androidXML: return try AndroidStringsReader.read(text, file: file, locale: locale)
            case .csv: return try CSVCatalogReader.read(text, file: file, locale: locale)
            case .json: return try JSONCatalogReader.read(text, file: file, locale: locale)
            }
        }
        entries.removeAll { Self.isInContextPlaceholder($0.text) }
    }

    /// Whether a translation is Crowdin's in-context placeholder (`crwdns154482:0crwdne154482:0`),
    /// which its pseudo-language (`lol`, `ach`) holds in place of every string so the web editor
    /// can find it on screen. Nobody sees it in the app: the scan of Open Food Facts measured 150
    /// of them as labels that overflow. Such entries are dropped when a catalog is read.
    public static func isInContextPlaceholder(_ text: String) -> Bool {
        text.hasPrefix("crwdns") && text.contains("crwdne") && text.utf8.count <= 64
            && text.utf8.allSatisfy { $0 == UInt8(ascii: ":") || (0x30...0x39).contains($0) || (0x61...0x7A).contains($0) }
    }

    /// Whether a locale's strings are ever shown to someone using the app. Not shown: `qq` and
    /// `qqq`, where translatewiki.net-style projects (Wikipedia's apps, among others) keep each
    /// message's documentation for translators, and Android's pseudolocales `en-XA` and `ar-XB`,
    /// which only a developer option turns on. Measuring them reports translator notes as labels
    /// that overflow.
    public static func isShownLocale(_ locale: String) -> Bool {
        !["qq", "qqq", "en-XA", "ar-XB"].contains(locale)
    }

    /// The locale a file's folder names: `de.lproj` → `de`, `values-pt-rBR` → `pt-BR`,
    /// `values-b+sr+Latn` → `sr-Latn`, `values` → `nil` (the default resources).
    public static func locale(fromPath path: String, format: CatalogFormat) -> String? {
        let folder = PathParts.folderName(path)
        switch format {
        case .strings, .stringsdict:
            guard folder.hasSuffix(".lproj") else { return nil }
            let name = String(folder.dropLast(".lproj".count))
            return name.isEmpty || name == "Base" ? nil : name
        case .androidXML:
            return androidLocale(folder: folder, path: path)
        case .xcstrings, .csv, .json:
            return nil
        }
    }

    /// Whether `path` is a moko-resources strings file (`commonMain/moko-resources/base/strings.xml`,
    /// `moko-resources/de/strings.xml`): Kotlin Multiplatform's Android-format strings, one folder
    /// per locale (`base` the default), read as `values`/`values-de`.
    package static func isMokoStrings(_ path: String) -> Bool {
        guard path.hasSuffix(".xml") else { return false }
        return PathParts.name(PathParts.folder(PathParts.folder(path))) == "moko-resources"
    }

    private static func androidLocale(folder: String, path: String) -> String? {
        if isMokoStrings(path) { return folder == "base" ? nil : androidLocale(folder: "values-" + folder, path: "") }
        guard folder.hasPrefix("values-") else { return nil }
        let qualifiers = AndroidResourceSyntax.qualifiers(ofFolder: folder)
        guard let first = qualifiers.first else { return nil }
        if first.hasPrefix("b+") {
            return first.dropFirst(2).split(separator: "+").joined(separator: "-")
        }
        guard first.count == 2 || first.count == 3, first.allSatisfy(\.isLowercase) else { return nil }
        if qualifiers.count > 1, qualifiers[1].hasPrefix("r"), qualifiers[1].count == 3 {
            return "\(first)-\(qualifiers[1].dropFirst())"
        }
        return first
    }
}
