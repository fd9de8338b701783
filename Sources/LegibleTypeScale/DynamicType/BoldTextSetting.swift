/// Which Bold Text settings to measure a label with: off (as designed), on (every weight
/// heavier, ``FontWeight/withBoldText``), or both, reporting the label once for each.
///
/// Bold Text is a person's setting (Settings › Accessibility › Display & Text Size › Bold Text),
/// so an audit that wants to know whether labels survive it measures them `both` ways.
///
/// ```swift
/// try BoldTextSetting(parsing: "both").legibilityWeights   // [.regular, .bold]
/// BoldTextSetting.on.legibilityWeights                     // [.bold]
/// BoldTextSetting.off.legibilityWeights                    // [.regular]
/// ```
public enum BoldTextSetting: String, CaseIterable, Sendable, Hashable {
    /// Bold Text off: weights as designed (the default).
    case off
    /// Bold Text on: every weight drawn heavier.
    case on
    /// Each label measured twice, with Bold Text off and on.
    case both

    /// The settings to measure with, off before on.
    public var legibilityWeights: [TextLegibilityWeight] {
        switch self {
        case .off: [.regular]
        case .on: [.bold]
        case .both: [.regular, .bold]
        }
    }

    /// Parses a setting, ignoring case, spaces and punctuation: `off` (`regular`, `false`,
    /// `no`), `on` (`bold`, `true`, `yes`) or `both`.
    ///
    /// - Parameter text: the setting as typed.
    /// - Throws: ``TypeScaleError`` naming the input and the accepted values.
    public init(parsing text: String) throws(TypeScaleError) {
        let spellings: [(BoldTextSetting, [String])] = [
            (.off, ["off", "regular", "false", "no"]),
            (.on, ["on", "bold", "true", "yes"]),
            (.both, ["both"]),
        ]
        guard let setting = lookUp(text, prefixes: [], in: spellings) else {
            throw .unknown("Bold Text setting", text, expected: ["off", "on", "both"])
        }
        self = setting
    }
}

extension BoldTextSetting: CodableBySpelling {}
