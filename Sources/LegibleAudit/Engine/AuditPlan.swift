import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleTypeScale

/// One entry to measure, and the index of its ``LabelGroup`` in ``AuditPlan/groups``.
struct PlannedLabel: Sendable {
    let entry: CatalogEntry
    let isPseudo: Bool
    let group: Int
    /// The caller's number for the label (``CallerLabel/id``), `nil` for a catalog's.
    var callerID: Int? = nil
}

/// Labels with one layout, Bold Text setting and font setup share their sizes and shaping keys,
/// worked out once.
struct LabelGroup: Sendable {
    let layout: LabelLayout
    let legibilityWeight: TextLegibilityWeight
    let setup: FontSetup
}

/// A key that no layout rule gives a width, so it is not measured.
public struct UnlaidKey: Sendable, Hashable {
    /// The key.
    public let key: String
    /// The catalog file it comes from.
    public let file: String
    /// Where the key's first entry is written.
    public let position: TextPosition
}

/// Turns catalogs into the list of labels to measure: locales filtered, layouts resolved, and
/// pseudo-localised copies added for untranslated keys when asked.
struct AuditPlan: Sendable {
    var labels: [PlannedLabel] = []
    var groups: [LabelGroup] = []
    var unlaidKeys: [UnlaidKey] = []
    /// Group indexes by layout rule and locale: a key's layout depends only on the rule it matches.
    private var groupNumbers = AppearanceNumbers<GroupKey>()
    /// The layout of each spec entry so far (`nil` key: the default entry).
    private var layouts: [Int?: LabelLayout?] = [:]

    private struct GroupKey: Hashable, Sendable {
        let rule: Int?
        let locale: String
        let legibilityWeight: TextLegibilityWeight
    }

    init(catalogs: [StringCatalog], spec: LayoutSpec, options: AuditOptions) {
        // Labels are large (each holds its entry): growing the array by doubling would copy them
        // over and over. Pseudo-localised copies, when asked for, may still grow it.
        labels.reserveCapacity(catalogs.reduce(0) { $0 + $1.entries.count })
        let lookup = LayoutRuleLookup(spec)
        for catalog in catalogs {
            plan(catalog, spec: spec, lookup: lookup, options: options)
        }
    }

    private mutating func plan(_ catalog: StringCatalog, spec: LayoutSpec, lookup: LayoutRuleLookup, options: AuditOptions) {
        let wanted = { (locale: String) in options.locales.isEmpty || options.locales.contains(locale) }
        // One pass over the entries: each key's entries (as indexes), the keys in order of first
        // appearance, and the locales.
        let all = catalog.entries
        var keys = KeyedIndexes()
        var locales = AppearanceNumbers<String>()
        // Entries are read in place, not copied (each holds a dozen strings).
        for index in all.indices {
            keys.add(index, key: all[index].key)
            locales.number(of: all[index].locale)
        }
        let sourceLocale = catalog.sourceLanguage ?? locales.values.min() ?? "en"
        let targetLocales = locales.values.sorted().filter { $0 != sourceLocale && wanted($0) }
        let catalogLocales = Set(locales.values)
        for (key, indexes) in zip(keys.keys, keys.indexes) {
            guard let layout = layout(spec, rule: lookup.ruleIndex(forKey: key)) else {
                if let first = indexes.first.map({ all[$0] }) {
                    unlaidKeys.append(UnlaidKey(key: key, file: first.file, position: first.keyPosition ?? first.position))
                }
                continue
            }
            let legibilityWeights = (options.boldText ?? layout.boldText).legibilityWeights
            func add(_ entry: CatalogEntry, isPseudo: Bool) {
                for legibilityWeight in legibilityWeights {
                    labels.append(
                        PlannedLabel(
                            entry: entry, isPseudo: isPseudo,
                            group: group(layout, locale: entry.locale, legibilityWeight: legibilityWeight)))
                }
            }
            guard let pseudo = options.pseudolocalization else {
                for index in indexes where wanted(all[index].locale) { add(all[index], isPseudo: false) }
                continue
            }
            let entries = indexes.map { all[$0] }
            let sources = entries.filter { $0.locale == sourceLocale && $0.metadata.shouldTranslate }
            let untranslated = Set(
                targetLocales.filter { locale in
                    let translations = entries.filter { $0.locale == locale }
                    return !sources.isEmpty && (translations.isEmpty || translations.allSatisfy { $0.metadata.state == "new" })
                })
            for entry in entries where wanted(entry.locale) && !untranslated.contains(entry.locale) {
                add(entry, isPseudo: false)
            }
            for locale in targetLocales where untranslated.contains(locale) {
                for source in sources { add(source.pseudolocalized(pseudo, locale: locale), isPseudo: true) }
            }
            if wanted(options.pseudoLocale), !catalogLocales.contains(options.pseudoLocale) {
                for source in sources { add(source.pseudolocalized(pseudo, locale: options.pseudoLocale), isPseudo: true) }
            }
        }
    }

    /// The labels a caller lays out itself: each entry of each label in the spec entry it names,
    /// in every wanted locale and Bold Text setting. No key is matched against patterns, and no
    /// pseudo-localised copy is made (a caller's labels are its own texts, not a catalog's keys).
    init(callerLabels: [CallerLabel], spec: LayoutSpec, options: AuditOptions) {
        labels.reserveCapacity(callerLabels.reduce(0) { $0 + $1.entries.count })
        for label in callerLabels {
            guard spec.rules.indices.contains(label.layoutRule), let layout = layout(spec, rule: label.layoutRule) else { continue }
            for entry in label.entries where options.locales.isEmpty || options.locales.contains(entry.locale) {
                for legibilityWeight in (options.boldText ?? layout.boldText).legibilityWeights {
                    labels.append(
                        PlannedLabel(
                            entry: entry, isPseudo: false, group: group(layout, locale: entry.locale, legibilityWeight: legibilityWeight),
                            callerID: label.id))
                }
            }
        }
    }

    /// The layout of a spec entry, worked out once per entry (many keys match each).
    private mutating func layout(_ spec: LayoutSpec, rule: Int?) -> LabelLayout? {
        if let known = layouts[rule] { return known }
        let layout = spec.layout(forRule: rule)
        layouts[rule] = layout
        return layout
    }

    /// The index of the group of a layout in a locale with a Bold Text setting, added when new.
    private mutating func group(_ layout: LabelLayout, locale: String, legibilityWeight: TextLegibilityWeight) -> Int {
        let (number, isNew) = groupNumbers.number(of: GroupKey(rule: layout.ruleIndex, locale: locale, legibilityWeight: legibilityWeight))
        if isNew {
            groups.append(
                LabelGroup(
                    layout: layout, legibilityWeight: legibilityWeight,
                    setup: FontSetup(layout: layout, locale: locale, legibilityWeight: legibilityWeight)))
        }
        return number
    }

    /// Every distinct font setup the labels need.
    var fontSetups: Set<FontSetup> { Set(groups.map(\.setup)) }
}
