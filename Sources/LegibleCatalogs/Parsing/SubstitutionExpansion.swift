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
        case tooMany
    }

    /// How many combinations one text may expand to.
    static let maximumCombinations = 4096

    /// Every combination of variants for the references in `text`, in reference order.
    static func expand(_ text: String, options: (String) -> [Option]?) throws(Failure) -> [Result] {
        var results = [Result(parts: [], text: "", state: nil, position: nil)]
        var remainder = Substring(text)
        for reference in FormatSpecifier.substitutionReferences(in: text) {
            guard let choices = options(reference.name) else { throw .undefined(reference.name) }
            guard !choices.isEmpty else { throw .empty(reference.name) }
            let before = remainder[..<reference.range.lowerBound]
            remainder = remainder[reference.range.upperBound...]
            var next: [Result] = []
            for partial in results {
                for choice in choices {
                    let part = (["substitution", reference.name] + choice.variant).joined(separator: ".")
                    next.append(Result(
                        parts: partial.parts + [part], text: partial.text + before + choice.text,
                        state: partial.state ?? choice.state, position: partial.position ?? choice.position
                    ))
                }
            }
            guard next.count <= maximumCombinations else { throw .tooMany }
            results = next
        }
        return results.map { partial in
            var result = partial
            result.text += remainder
            return result
        }
    }
}
