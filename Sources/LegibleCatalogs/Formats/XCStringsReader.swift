import Foundation
import LegibleCore
import LegibleReporting
import LegibleSyntax

/// Reads Apple String Catalogs (`.xcstrings`): every localization, plural and device variation,
/// substitution (`%#@name@`) and App Shortcuts phrase set (`"stringSet"`), keeping states and
/// comments as metadata.
enum XCStringsReader {
    /// A text found under a localization, before substitutions are expanded.
    private struct Unit {
        var variant: [String]
        var text: String
        var state: String?
        var position: SyntaxPosition
    }

    private final class Context {
        let file: String
        /// What filling substitutions may still make in this catalog.
        var budget: SubstitutionExpansion.Budget

        init(file: String, limits: CatalogLimits) {
            self.file = file
            budget = SubstitutionExpansion.Budget(limits)
        }

        func error(_ message: String, at position: SyntaxPosition) -> SyntaxError {
            SyntaxError(file: file, position: position, message: message)
        }

        // `what` is only described when something is wrong: reading a catalog builds none of
        // these phrases.
        func object(_ value: PositionedValue, _ what: @autoclosure () -> String) throws(SyntaxError) -> [PositionedValue.Member] {
            guard let members = value.members else {
                throw error("\(what()) must be an object, found \(value.kindName)", at: value.position)
            }
            return members
        }

        func string(_ value: PositionedValue, _ what: @autoclosure () -> String) throws(SyntaxError) -> String {
            guard let text = value.string else {
                throw error("\(what()) must be a string, found \(value.kindName)", at: value.position)
            }
            return text
        }
    }

    /// Catalogs from this many bytes up are read on every core; for smaller ones the threads
    /// would cost more than they save.
    static let minimumParallelBytes = 1 << 20
    /// How much of a large catalog one thread reads at a time: small enough that the cores
    /// finish together, large enough that handing out runs costs nothing.
    static let bytesPerRun = 256 << 10

    /// - Parameter asXcode: a key written twice keeps its last value, with a note at it, as
    ///   `JSONSerialization` reads it, instead of failing the file (Mlem's catalog builds so).
    static func read(_ text: String, file: String, limits: CatalogLimits, asXcode: Bool = false) throws(SyntaxError) -> StringCatalog {
        if text.utf8.count >= minimumParallelBytes,
            let catalog = readInParallel(text, file: file, limits: limits, bytesPerRun: bytesPerRun)
        {
            return catalog
        }
        return try readSerially(text, file: file, limits: limits, asXcode: asXcode)
    }

    /// Reads the catalog in one go, stopping at its first error in document order.
    static func readSerially(_ text: String, file: String, limits: CatalogLimits, asXcode: Bool = false) throws(SyntaxError) -> StringCatalog {
        let context = Context(file: file, limits: limits)
        var duplicates: [JSONReader.Duplicate] = []
        let root: PositionedValue
        if asXcode {
            (root, duplicates) = try JSONReader.parseKeepingLastDuplicate(text, file: file)
        } else {
            root = try JSONReader.parse(text, file: file)
        }
        _ = try context.object(root, "a String Catalog")
        guard let stringsMember = root.member("strings") else {
            throw context.error("a String Catalog needs a \"strings\" object", at: root.position)
        }
        let sourceLanguage = try root.member("sourceLanguage").map { member throws(SyntaxError) in
            try context.string(member.value, "\"sourceLanguage\"")
        }
        var entries: [CatalogEntry] = []
        for keyMember in try context.object(stringsMember.value, "\"strings\"") {
            try readKey(keyMember, sourceLanguage: sourceLanguage, context: context, into: &entries)
        }
        var catalog = StringCatalog(file: file, format: .xcstrings, sourceLanguage: sourceLanguage, entries: entries)
        catalog.readingNotes = duplicates.map { duplicate in
            SourceFileError(
                SyntaxError(
                    file: file, position: duplicate.position,
                    message: "the key \"\(duplicate.key)\" is written a second time (first at \(duplicate.first)); "
                        + "read as JSONSerialization reads it, the last one wins"))
        }
        return catalog
    }

    /// What one run of the `"strings"` object makes.
    private struct RunResult: Sendable {
        var keys: [String]
        var entries: [CatalogEntry]
        var substitutedBytes: Int
        var substitutedTexts: Int
    }

    /// Reads the `"strings"` object in runs of about `bytesPerRun` bytes on every core and the
    /// rest of the file around it, or returns `nil` when anything is wrong, for `readSerially`
    /// to report the first error in document order. Each run sees only its own text and pays
    /// its substitutions from a budget of its own, so what spans runs (a key written in two
    /// runs, the catalog's substituted bytes) is checked once every run is read.
    static func readInParallel(_ text: String, file: String, limits: CatalogLimits, bytesPerRun: Int) -> StringCatalog? {
        var text = text
        text.makeContiguousUTF8()
        let source = text
        guard let strings = JSONObjectRuns(member: "strings", ofRootIn: source, bytesPerRun: bytesPerRun),
            let (root, didSkip) = try? JSONReader.parse(source, file: file, skipping: strings), didSkip,
            root.members != nil, root.member("strings")?.value.members != nil
        else { return nil }
        let sourceLanguageMember = root.member("sourceLanguage")
        let sourceLanguage = sourceLanguageMember?.value.string
        guard sourceLanguageMember == nil || sourceLanguage != nil else { return nil }
        let results = ChunkedWork.collect(
            recordCount: strings.runs.count, recordsPerChunk: 1, concurrency: ProcessInfo.processInfo.activeProcessorCount
        ) { runs in
            runs.map { readRun(strings.runs[$0], of: strings, text: source, file: file, sourceLanguage: sourceLanguage, limits: limits) }
        }
        guard !results.contains(where: { $0 == nil }) else { return nil }
        var runs = results.compactMap { $0 }
        var keys = Set<String>(minimumCapacity: runs.reduce(0) { $0 + $1.keys.count })
        var substitutedBytes = 0
        var substitutedTexts = 0
        for run in runs {
            substitutedTexts += run.substitutedTexts
            guard substitutedTexts <= limits.maximumSubstitutedTexts else { return nil }
            for key in run.keys {
                guard keys.insert(key).inserted else { return nil }
            }
            let (total, overflow) = substitutedBytes.addingReportingOverflow(run.substitutedBytes)
            guard !overflow, total <= limits.maximumSubstitutedBytes else { return nil }
            substitutedBytes = total
        }
        // Swapped into place rather than copied: copying counts one more reference to every key
        // and text, touching as much memory again as reading them did.
        let placeholder = CatalogEntry(key: "", locale: "", text: "", file: "", position: TextPosition(line: 1, column: 1))
        var entries = Array(repeating: placeholder, count: runs.reduce(0) { $0 + $1.entries.count })
        var next = 0
        for index in runs.indices {
            for runIndex in runs[index].entries.indices {
                swap(&entries[next], &runs[index].entries[runIndex])
                next += 1
            }
        }
        return StringCatalog(file: file, format: .xcstrings, sourceLanguage: sourceLanguage, entries: entries)
    }

    /// The entries of one run of keys, or `nil` when the run cannot be read.
    private static func readRun(
        _ run: JSONObjectRuns.Run, of strings: JSONObjectRuns, text: String, file: String, sourceLanguage: String?,
        limits: CatalogLimits
    ) -> RunResult? {
        let context = Context(file: file, limits: limits)
        do throws(SyntaxError) {
            let members = try JSONReader.parseMembers(of: run, in: strings, text: text, file: file)
            var entries: [CatalogEntry] = []
            for keyMember in members {
                try readKey(keyMember, sourceLanguage: sourceLanguage, context: context, into: &entries)
            }
            return RunResult(keys: members.map(\.key), entries: entries, substitutedBytes: context.budget.bytes, substitutedTexts: context.budget.texts)
        } catch {
            return nil
        }
    }

    /// Appends the entries of one key to `entries`.
    private static func readKey(
        _ keyMember: PositionedValue.Member, sourceLanguage: String?, context: Context, into entries: inout [CatalogEntry]
    ) throws(SyntaxError) {
        let key = keyMember.key
        // Described only for an error, like `Context.object`'s `what`: every key and locale
        // building its phrase was a tenth of reading a catalog.
        func what() -> String { "the string \"\(key)\"" }
        _ = try context.object(keyMember.value, what())
        var metadata = EntryMetadata()
        if let comment = keyMember.value.member("comment") {
            metadata.comment = try context.string(comment.value, "\"comment\" of \(what())")
        }
        if let extraction = keyMember.value.member("extractionState") {
            metadata.extractionState = try context.string(extraction.value, "\"extractionState\" of \(what())")
        }
        if let shouldTranslate = keyMember.value.member("shouldTranslate") {
            guard case .bool(let flag) = shouldTranslate.value.kind else {
                throw context.error("\"shouldTranslate\" of \(what()) must be true or false", at: shouldTranslate.value.position)
            }
            metadata.shouldTranslate = flag
        }
        let firstEntry = entries.count
        var hasSourceLocalization = false
        if let localizations = keyMember.value.member("localizations") {
            for localeMember in try context.object(localizations.value, "\"localizations\" of \(what())") {
                let locale = localeMember.key
                hasSourceLocalization = hasSourceLocalization || locale == sourceLanguage
                func localeWhat() -> String { "the \(locale) localization of \"\(key)\"" }
                var units: [Unit] = []
                try collectUnits(localeMember.value, path: [], what: localeWhat(), context: context, into: &units)
                let substitutions = try readSubstitutions(localeMember.value, what: localeWhat(), context: context)
                for unit in units {
                    try expand(unit, substitutions: substitutions, what: localeWhat(), context: context) { expanded in
                        var unitMetadata = metadata
                        unitMetadata.state = expanded.state
                        entries.append(
                            CatalogEntry(
                                key: key, locale: locale, variant: expanded.variant,
                                text: expanded.text, file: context.file, position: TextPosition(expanded.position),
                                keyPosition: TextPosition(keyMember.keyPosition), metadata: unitMetadata
                            ))
                    }
                }
            }
        }
        if let sourceLanguage, !hasSourceLocalization {
            var sourceMetadata = metadata
            sourceMetadata.textIsKey = true
            let implicit = CatalogEntry(
                key: key, locale: sourceLanguage, text: key, file: context.file,
                position: TextPosition(keyMember.keyPosition), keyPosition: TextPosition(keyMember.keyPosition), metadata: sourceMetadata
            )
            entries.insert(implicit, at: firstEntry)
        }
    }

    /// Appends every string unit under a localization or variation node to `units`, depth first.
    private static func collectUnits(
        _ node: PositionedValue, path: [String], what: @autoclosure () -> String, context: Context, into units: inout [Unit]
    ) throws(SyntaxError) {
        _ = try context.object(node, what())
        let stringUnit = node.member("stringUnit")
        let variations = node.member("variations")
        if let stringUnit {
            _ = try context.object(stringUnit.value, "\"stringUnit\" of \(what())")
            guard let value = stringUnit.value.member("value") else {
                throw context.error("\"stringUnit\" of \(what()) needs a \"value\"", at: stringUnit.value.position)
            }
            let text = try context.string(value.value, "\"value\" of \(what())")
            let state = try stringUnit.value.member("state").map { member throws(SyntaxError) in
                try context.string(member.value, "\"state\" of \(what())")
            }
            units.append(Unit(variant: path, text: text, state: state, position: value.value.position))
        }
        if let variations {
            for kind in try context.object(variations.value, "\"variations\" of \(what())") {
                for variantCase in try context.object(kind.value, "the \(kind.key) variations of \(what())") {
                    try collectUnits(
                        variantCase.value, path: path + [kind.key, variantCase.key],
                        what: "the \(kind.key) variation \"\(variantCase.key)\" of \(what())", context: context, into: &units
                    )
                }
            }
        }
        let stringSet = node.member("stringSet")
        if let stringSet {
            try collectStringSet(stringSet.value, path: path, what: what(), context: context, into: &units)
        }
        if stringUnit == nil && variations == nil && stringSet == nil && node.member("substitutions") == nil {
            throw context.error("\(what()) has neither a \"stringUnit\", a \"stringSet\" nor \"variations\"", at: node.position)
        }
    }

    /// Appends each phrase of a `"stringSet"` to `units`, as the variant `stringSet.0`,
    /// `stringSet.1`…: App Shortcuts catalogs (`AppShortcuts.xcstrings`, read by App Intents)
    /// give each localization a set of alternative phrases Siri and Shortcuts accept, where other
    /// catalogs give one `"stringUnit"` (CotEditor 611b0ce5 `AppShortcuts.xcstrings:7`). The
    /// phrases are spoken, not laid out: a scan measures them only for a label that names their
    /// table and key, as any catalog text.
    private static func collectStringSet(
        _ node: PositionedValue, path: [String], what: @autoclosure () -> String, context: Context, into units: inout [Unit]
    ) throws(SyntaxError) {
        _ = try context.object(node, "\"stringSet\" of \(what())")
        guard let values = node.member("values") else {
            throw context.error("\"stringSet\" of \(what()) needs \"values\"", at: node.position)
        }
        guard let phrases = values.value.elements else {
            throw context.error("\"values\" of \(what()) must be a list, found \(values.value.kindName)", at: values.value.position)
        }
        let state = try node.member("state").map { member throws(SyntaxError) in
            try context.string(member.value, "\"state\" of \(what())")
        }
        for (index, phrase) in phrases.enumerated() {
            let text = try context.string(phrase, "phrase \(index + 1) of \(what())")
            units.append(Unit(variant: path + ["stringSet", String(index)], text: text, state: state, position: phrase.position))
        }
    }

    private struct Substitution {
        var units: [Unit]
        var argumentSpecifier: String
    }

    private static func readSubstitutions(
        _ node: PositionedValue, what: @autoclosure () -> String, context: Context
    ) throws(SyntaxError) -> [String: Substitution] {
        guard let substitutions = node.member("substitutions") else { return [:] }
        var result: [String: Substitution] = [:]
        for member in try context.object(substitutions.value, "\"substitutions\" of \(what())") {
            func subWhat() -> String { "the substitution \"\(member.key)\" of \(what())" }
            _ = try context.object(member.value, subWhat())
            var specifier = "%"
            if let argNum = member.value.member("argNum") {
                guard let number = argNum.value.number, (1...999).contains(number), number == number.rounded() else {
                    throw context.error("\"argNum\" of \(subWhat()) must be a whole number from 1 to 999", at: argNum.value.position)
                }
                specifier += "\(Int(number))$"
            }
            if let format = member.value.member("formatSpecifier") {
                specifier += try context.string(format.value, "\"formatSpecifier\" of \(subWhat())")
            } else {
                specifier += "@"
            }
            var units: [Unit] = []
            try collectUnits(member.value, path: [], what: subWhat(), context: context, into: &units)
            result[member.key] = Substitution(units: units, argumentSpecifier: specifier)
        }
        return result
    }

    /// A text with its substitutions filled in, ready to become an entry.
    private struct Expanded {
        var variant: String?
        var text: String
        var state: String?
        var position: SyntaxPosition
    }

    /// Replaces each `%#@name@` with every variant of its substitution. Variation segments are
    /// joined with dots; each substitution adds a comma-separated part such as
    /// `substitution.files.plural.one`. The entry keeps the position of its main text.
    private static func expand(
        _ unit: Unit, substitutions: [String: Substitution], what: @autoclosure () -> String, context: Context,
        each add: (Expanded) -> Void
    ) throws(SyntaxError) {
        if FormatSpecifier.substitutionReferences(in: unit.text).isEmpty {
            // Most texts fill nothing: each is its own one result, without the arrays filling builds.
            add(
                Expanded(
                    variant: unit.variant.isEmpty ? nil : unit.variant.joined(separator: "."),
                    text: unit.text, state: unit.state, position: unit.position
                ))
            return
        }
        let base = unit.variant.isEmpty ? [] : [unit.variant.joined(separator: ".")]
        let results: [SubstitutionExpansion.Result]
        do {
            results = try SubstitutionExpansion.expand(unit.text, budget: &context.budget) { name in
                substitutions[name].map { substitution in
                    substitution.units.map { option in
                        SubstitutionExpansion.Option(
                            variant: option.variant,
                            text: option.text.replacingOccurrences(of: "%arg", with: substitution.argumentSpecifier),
                            state: option.state, position: option.position
                        )
                    }
                }
            }
        } catch {
            switch error {
            case .undefined(let name):
                throw context.error("\(what()) uses %#@\(name)@ but defines no substitution \"\(name)\"", at: unit.position)
            case .empty(let name):
                throw context.error("the substitution \"\(name)\" of \(what()) has no variations", at: unit.position)
            case .tooMany(let limit):
                throw context.error("\(what()) expands to more than \(limit) variants (CatalogLimits.maximumSubstitutionCombinations)", at: unit.position)
            case .tooManyBytes(let bytes, let limit):
                throw context.error(SubstitutionExpansion.tooManyBytes(bytes, limit: limit, what: what()), at: unit.position)
            case .tooManyTexts(let texts, let limit):
                throw context.error(SubstitutionExpansion.tooManyTexts(texts, limit: limit, what: what()), at: unit.position)
            }
        }
        for result in results {
            let parts = base + result.parts
            add(
                Expanded(
                    variant: parts.isEmpty ? nil : parts.joined(separator: ","),
                    text: result.text, state: unit.state ?? result.state, position: unit.position
                ))
        }
    }
}
