import LegibleSyntax

/// Fills `%#@name@` references with each of their variants: shared by String Catalog
/// substitutions and `.stringsdict` variables.
enum SubstitutionExpansion {
    /// One way to fill a reference.
    struct Option {
        /// Variant segments inside the substitution, for example `["plural", "one"]`.
        var variant: [String]
        var text: String
        var state: String?
        var position: SyntaxPosition
    }

    /// A fully filled text.
    struct Result {
        /// One part per substitution, such as `substitution.files.plural.one`.
        var parts: [String]
        var text: String
        var state: String?
        /// Where the first substituted variant is written, or `nil` without substitutions.
        var position: SyntaxPosition?
    }

    enum Failure: Error {
        case undefined(String)
        case empty(String)
        /// More combinations than the limit allows.
        case tooMany(limit: Int)
        /// Filling the references would make `bytes` bytes of text in all, with what the budget
        /// already paid for, over `limit`.
        case tooManyBytes(Int, limit: Int)
        /// Filling the references would make `texts` texts in all, with what the budget already
        /// paid for, over `limit`.
        case tooManyTexts(Int, limit: Int)
    }

    /// What filling substitutions may still make in one catalog: the combinations per text, and
    /// the bytes of text left for the whole catalog.
    struct Budget {
        let maximumCombinations: Int
        let maximumBytes: Int
        let maximumTexts: Int
        private(set) var bytes = 0
        private(set) var texts = 0

        init(_ limits: CatalogLimits) {
            maximumCombinations = limits.maximumSubstitutionCombinations
            maximumBytes = limits.maximumSubstitutedBytes
            maximumTexts = limits.maximumSubstitutedTexts
        }

        /// Pays for `more` texts, or throws when they would pass the limit.
        mutating func spend(texts more: Int) throws(Failure) {
            guard texts + more <= maximumTexts else { throw .tooManyTexts(texts + more, limit: maximumTexts) }
            texts += more
        }

        /// Pays for `bytes` more bytes of text, or throws when they would pass the limit.
        mutating func spend(_ more: Int) throws(Failure) {
            let (total, overflow) = bytes.addingReportingOverflow(more)
            guard !overflow, total <= maximumBytes else { throw .tooManyBytes(overflow ? Int.max : total, limit: maximumBytes) }
            bytes = total
        }
    }

    /// The message for ``Failure/tooManyBytes(_:limit:)`` about `what` (`the de localization of "files"`).
    static func tooManyBytes(_ bytes: Int, limit: Int, what: String) -> String {
        let amount = bytes == Int.max ? "more bytes than can be counted" : "\(bytes) bytes"
        return "filling the substitutions of \(what) would bring the catalog's substituted text to \(amount), "
            + "over the limit of \(limit) bytes (CatalogLimits.maximumSubstitutedBytes)"
    }

    /// The message for ``Failure/tooManyTexts(_:limit:)`` about `what`.
    static func tooManyTexts(_ texts: Int, limit: Int, what: String) -> String {
        "filling the substitutions of \(what) would bring the catalog's substituted texts to \(texts), "
            + "over the limit of \(limit) texts (CatalogLimits.maximumSubstitutedTexts)"
    }

    /// Every combination of variants for the references in `text`, in reference order. The
    /// number of combinations and the bytes of all their texts are worked out from the variants
    /// and paid for from `budget` before any text is built; a text without references costs
    /// nothing.
    static func expand(_ text: String, budget: inout Budget, options: (String) -> [Option]?) throws(Failure) -> [Result] {
        let references = FormatSpecifier.substitutionReferences(in: text)
        guard !references.isEmpty else { return [Result(parts: [], text: text, state: nil, position: nil)] }
        var choiceLists: [[Option]] = []
        for reference in references {
            guard let choices = options(reference.name) else { throw .undefined(reference.name) }
            guard !choices.isEmpty else { throw .empty(reference.name) }
            choiceLists.append(choices)
        }
        try budget.spend(try expandedBytes(text, references: references, choiceLists: choiceLists, maximumCombinations: budget.maximumCombinations))
        // Within maximumCombinations: expandedBytes checked the product.
        try budget.spend(texts: choiceLists.reduce(1) { $0 * $1.count })
        var results = [Result(parts: [], text: "", state: nil, position: nil)]
        var remainder = Substring(text)
        for (reference, choices) in zip(references, choiceLists) {
            let before = remainder[..<reference.range.lowerBound]
            remainder = remainder[reference.range.upperBound...]
            var next: [Result] = []
            next.reserveCapacity(results.count * choices.count)
            for partial in results {
                for choice in choices {
                    let part = (["substitution", reference.name] + choice.variant).joined(separator: ".")
                    next.append(
                        Result(
                            parts: partial.parts + [part], text: partial.text + before + choice.text,
                            state: partial.state ?? choice.state, position: partial.position ?? choice.position
                        ))
                }
            }
            results = next
        }
        return results.map { partial in
            var result = partial
            result.text += remainder
            return result
        }
    }

    /// The bytes of every text the expansion makes: each combination has the text outside the
    /// references once, and each variant of a reference appears in every combination of the
    /// other references' variants. Throws when the combinations pass `maximumCombinations`.
    private static func expandedBytes(
        _ text: String, references: [(name: String, range: Range<String.Index>)], choiceLists: [[Option]], maximumCombinations: Int
    ) throws(Failure) -> Int {
        var combinations = 1
        for choices in choiceLists {
            let (product, overflow) = combinations.multipliedReportingOverflow(by: choices.count)
            guard !overflow, product <= maximumCombinations else { throw .tooMany(limit: maximumCombinations) }
            combinations = product
        }
        let referenceBytes = references.reduce(0) { $0 + text.utf8[$1.range].count }
        var (total, overflow) = combinations.multipliedReportingOverflow(by: text.utf8.count - referenceBytes)
        guard !overflow else { return Int.max }
        for choices in choiceLists {
            let variantBytes = choices.reduce(0) { $0 + $1.text.utf8.count }
            let (each, overflow) = (combinations / choices.count).multipliedReportingOverflow(by: variantBytes)
            let (sum, overflowed) = total.addingReportingOverflow(each)
            guard !overflow, !overflowed else { return Int.max }
            total = sum
        }
        return total
    }
}
