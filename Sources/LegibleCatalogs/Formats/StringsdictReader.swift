import LegibleCore
import LegibleReporting
import LegibleSyntax

/// Reads `.stringsdict` property lists: plural rules (`NSStringPluralRuleType`) through
/// `NSStringLocalizedFormatKey` and its `%#@variables@`, device-specific
/// (`NSStringDeviceSpecificRuleType`) and width variants (`NSStringVariableWidthRuleType`).
///
/// Variants follow String Catalogs: a format that is a single variable gives `plural.one`;
/// other formats give `substitution.files.plural.one` parts joined by commas; device and width
/// rules give `device.iphone` and `width.20`.
enum StringsdictReader {
    private static let pluralForms = ["zero", "one", "two", "few", "many", "other"]

    /// Reads the file; with `asXcode` a plural without `other` is read with the forms it has and
    /// noted, since Xcode builds it and Foundation formats the counts it has forms for (Element X
    /// 5d0343c4's be/pl/ru/uk files give only one/few/many).
    static func read(_ text: String, file: String, locale: String, limits: CatalogLimits, asXcode: Bool = false) throws(SyntaxError) -> StringCatalog {
        let root = try PropertyListReader.parse(text, file: file)
        guard let keys = root.members else {
            throw SyntaxError(file: file, position: root.position, message: "a .stringsdict must hold a <dict> of keys")
        }
        var entries: [CatalogEntry] = []
        var budget = SubstitutionExpansion.Budget(limits)
        var reading = Reading(file: file, asXcode: asXcode)
        for member in keys {
            for (variant, text, position) in try variants(of: member.value, key: member.key, reading: &reading, budget: &budget) {
                entries.append(
                    CatalogEntry(
                        key: member.key, locale: locale, variant: variant, text: text, file: file,
                        position: TextPosition(position), keyPosition: TextPosition(member.keyPosition)
                    ))
            }
        }
        var catalog = StringCatalog(file: file, format: .stringsdict, entries: entries)
        catalog.readingNotes = (reading.note.map { [$0] } ?? []) + reading.skippedNotes
        return catalog
    }

    /// The file being read, whether to read it as Xcode does, and the plurals without `other`
    /// that reading found: one note for the file, since such a file lacks it in most of its keys.
    private struct Reading {
        let file: String
        let asXcode: Bool
        var withoutOther: [(SyntaxPosition, String)] = []
        /// Keys whose format names a variable the key does not define, or one without forms:
        /// Xcode builds the file, and such a key is skipped while the others are read
        /// (OnionBrowser 44edf9a8 el.lproj/Localizable.stringsdict:8, `%#@cookies@` with no
        /// `cookies`, made the whole file "cannot be read").
        var skipped: [(SyntaxPosition, String)] = []

        var skippedNotes: [SourceFileError] {
            skipped.map { position, problem in
                SourceFileError(SyntaxError(file: file, position: position, message: "\(problem); that key is skipped, the rest of the file is read"))
            }
        }

        var note: SourceFileError? {
            guard let (position, first) = withoutOther.first else { return nil }
            let count = withoutOther.count == 1 ? "" : " (and \(withoutOther.count - 1) more plural variables in this file)"
            let message = "\(first)\(count); Xcode builds it, and the forms it has are measured"
            return SourceFileError(SyntaxError(file: file, position: position, message: message))
        }
    }

    private static func error(_ file: String, _ position: SyntaxPosition, _ message: String) -> SyntaxError {
        SyntaxError(file: file, position: position, message: message)
    }

    private static func variants(
        of value: PositionedValue, key: String, reading: inout Reading, budget: inout SubstitutionExpansion.Budget
    ) throws(SyntaxError) -> [(String?, String, SyntaxPosition)] {
        let file = reading.file
        if let text = value.string { return [(nil, text, value.position)] }
        guard value.members != nil else {
            throw error(file, value.position, "the key \"\(key)\" must hold a string or a <dict>, found \(value.kindName)")
        }
        for rule in ["NSStringDeviceSpecificRuleType", "NSStringVariableWidthRuleType"] {
            guard let ruleMember = value.member(rule) else { continue }
            guard let cases = ruleMember.value.members else {
                throw error(file, ruleMember.value.position, "\(rule) of \"\(key)\" must be a <dict>")
            }
            let prefix = rule == "NSStringDeviceSpecificRuleType" ? "device" : "width"
            var result: [(String?, String, SyntaxPosition)] = []
            for variantCase in cases {
                for (inner, text, position) in try variants(of: variantCase.value, key: key, reading: &reading, budget: &budget) {
                    let segment = "\(prefix).\(variantCase.key)"
                    result.append((inner.map { "\(segment).\($0)" } ?? segment, text, position))
                }
            }
            return result
        }
        guard let formatMember = value.member("NSStringLocalizedFormatKey") else {
            throw error(
                file, value.position, "the key \"\(key)\" needs NSStringLocalizedFormatKey, NSStringDeviceSpecificRuleType or NSStringVariableWidthRuleType")
        }
        guard let format = formatMember.value.string else {
            throw error(file, formatMember.value.position, "NSStringLocalizedFormatKey of \"\(key)\" must be a <string>")
        }
        let variables = try pluralVariables(in: value, key: key, reading: &reading)
        let references = FormatSpecifier.substitutionReferences(in: format)
        let isSingleVariable = references.count == 1 && references[0].range == format.startIndex..<format.endIndex
        let results: [SubstitutionExpansion.Result]
        do {
            results = try SubstitutionExpansion.expand(format, budget: &budget) { variables[$0] }
        } catch {
            let message =
                switch error {
                case .undefined(let name): "the format of \"\(key)\" uses %#@\(name)@ but there is no variable \"\(name)\""
                case .empty(let name): "the variable \"\(name)\" of \"\(key)\" has no plural forms"
                case .tooMany(let limit): "\"\(key)\" expands to more than \(limit) variants (CatalogLimits.maximumSubstitutionCombinations)"
                case .tooManyBytes(let bytes, let limit): SubstitutionExpansion.tooManyBytes(bytes, limit: limit, what: "\"\(key)\"")
                case .tooManyTexts(let texts, let limit): SubstitutionExpansion.tooManyTexts(texts, limit: limit, what: "\"\(key)\"")
                }
            if reading.asXcode, error.isUndefinedOrEmpty {
                reading.skipped.append((formatMember.value.position, message))
                return []
            }
            throw Self.error(file, formatMember.value.position, message)
        }
        return results.map { result in
            let variant: String? =
                if result.parts.isEmpty {
                    nil
                } else if isSingleVariable, let only = result.parts.first, let dot = only.dropFirst("substitution.".count).firstIndex(of: ".") {
                    String(only[only.index(after: dot)...])
                } else {
                    result.parts.joined(separator: ",")
                }
            return (variant, result.text, result.position ?? formatMember.value.position)
        }
    }

    /// The plural variables of one key: every member other than the format key that is a
    /// `NSStringPluralRuleType` dictionary.
    private static func pluralVariables(
        in value: PositionedValue, key: String, reading: inout Reading
    ) throws(SyntaxError) -> [String: [SubstitutionExpansion.Option]] {
        let file = reading.file
        var variables: [String: [SubstitutionExpansion.Option]] = [:]
        for member in value.members ?? [] where member.key != "NSStringLocalizedFormatKey" {
            guard let rule = member.value.member("NSStringFormatSpecTypeKey") else { continue }
            guard rule.value.string == "NSStringPluralRuleType" else {
                throw error(
                    file, rule.value.position,
                    "the variable \"\(member.key)\" of \"\(key)\" has rule type '\(rule.value.stringOrLiteral ?? "?")'; expected NSStringPluralRuleType")
            }
            var options: [SubstitutionExpansion.Option] = []
            for form in pluralForms {
                guard let formMember = member.value.member(form) else { continue }
                guard let text = formMember.value.string else {
                    throw error(file, formMember.value.position, "the \(form) form of \"\(member.key)\" in \"\(key)\" must be a <string>")
                }
                options.append(.init(variant: ["plural", form], text: text, state: nil, position: formMember.value.position))
            }
            if member.value.member("other") == nil {
                let problem = "the variable \"\(member.key)\" of \"\(key)\" has no 'other' form, which every language needs"
                guard reading.asXcode, !options.isEmpty else { throw error(file, member.keyPosition, problem) }
                reading.withoutOther.append((member.keyPosition, problem))
            }
            variables[member.key] = options
        }
        return variables
    }
}

extension SubstitutionExpansion.Failure {
    /// A fault of one key's own (a variable it names and does not define, or one without
    /// forms), not of the file or of the limits.
    fileprivate var isUndefinedOrEmpty: Bool {
        switch self {
        case .undefined, .empty: true
        case .tooMany, .tooManyBytes, .tooManyTexts: false
        }
    }
}
