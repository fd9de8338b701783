import LegibleColor
import LegibleReporting
import LegibleTokens

/// How one check of a design system came out.
public enum DesignCheckStatus: String, CaseIterable, Sendable, Hashable, Codable {
    /// The check ran and passed.
    case pass
    /// The check ran and failed.
    case fail
    /// The check could not run: a colour has no value in the appearance.
    case missing
}

/// One foreground/background pair of a design system, after globs are expanded, with its
/// result in each appearance checked: a row of the `legible check` matrix.
///
/// ```swift
/// let report = try DesignCheckReport(configurationFile: "legible.yaml")
/// let row = report.pairs[0]
/// row.foreground                        // "color.text.secondary"
/// row.requirement.minimumRatio          // 4.5
/// row.cells.map(\.status)               // [.pass, .fail, .pass, .fail]
/// row.cell(in: .dark)?.result?.measurement.ratio   // 1.58…
/// ```
public struct CheckedPair: Sendable, Hashable, Codable {
    /// The pair in one appearance.
    public struct Cell: Sendable, Hashable, Codable {
        /// The appearance.
        public let appearance: ColorAppearance
        /// The foreground token's value in the appearance, `nil` when it has none.
        public let foreground: ColorTokenValue?
        /// The background token's value in the appearance, `nil` when it has none.
        public let background: ColorTokenValue?
        /// What a translucent background is composited over: the declared `backdrop`, else
        /// white in the light appearances and black in the dark ones.
        public let backdrop: SRGBColor?
        /// The WCAG ratio (worst case, translucency resolved), the requirement, pass or fail
        /// and the APCA Lc; `nil` when a colour is missing.
        public let result: ContrastResult?
        /// Why the pair could not be measured, when it could not.
        public let missingReason: String?
        /// For an increased-contrast appearance, the unrounded ratio of the same pair in the
        /// standard appearance (`dark` for `darkIncreasedContrast`), when both colours have a
        /// value there; `nil` otherwise.
        public let standardRatio: Double?

        /// A measured cell.
        ///
        /// - Parameters:
        ///   - appearance: the appearance.
        ///   - foreground: the foreground's value.
        ///   - background: the background's value.
        ///   - backdrop: what a translucent background is composited over.
        ///   - result: the measurement against the requirement.
        ///   - standardRatio: for an increased-contrast appearance, the standard appearance's ratio.
        public init(
            appearance: ColorAppearance, foreground: ColorTokenValue, background: ColorTokenValue, backdrop: SRGBColor,
            result: ContrastResult, standardRatio: Double? = nil
        ) {
            self.appearance = appearance
            self.foreground = foreground
            self.background = background
            self.backdrop = backdrop
            self.result = result
            missingReason = nil
            self.standardRatio = standardRatio
        }

        /// A cell that could not be measured.
        ///
        /// - Parameters:
        ///   - appearance: the appearance.
        ///   - foreground: the foreground's value, when it has one.
        ///   - background: the background's value, when it has one.
        ///   - missingReason: why it could not be measured.
        public init(appearance: ColorAppearance, foreground: ColorTokenValue?, background: ColorTokenValue?, missingReason: String) {
            self.appearance = appearance
            self.foreground = foreground
            self.background = background
            backdrop = nil
            result = nil
            self.missingReason = missingReason
            standardRatio = nil
        }

        /// Pass, fail, or missing.
        public var status: DesignCheckStatus {
            guard let result else { return .missing }
            return result.passes ? .pass : .fail
        }

        /// For an increased-contrast appearance with a measured standard counterpart, whether
        /// Increase Contrast raises the ratio; `nil` otherwise. Apple asks increased-contrast
        /// variants to contrast more, so `false` earns a note.
        public var gainsContrast: Bool? {
            guard appearance.isIncreasedContrast, let standardRatio, let result else { return nil }
            return result.measurement.ratio > standardRatio
        }
    }

    /// The foreground token's name, as the configuration's glob expanded it.
    public let foreground: String
    /// The background token's name.
    public let background: String
    /// What the foreground is drawn as: `use`, `style` at Large, or `size` and `weight`.
    public let kind: ForegroundKind
    /// The requirement at the configured level for ``kind``.
    public let requirement: WCAGRequirement
    /// The index of the `pairs` entry it comes from.
    public let declarationIndex: Int
    /// Where the configuration declares that entry, when it was read from a file.
    public let declaration: Finding.Location?
    /// One cell per checked appearance, in the configuration's order.
    public let cells: [Cell]

    /// A row.
    ///
    /// - Parameters:
    ///   - foreground: the foreground token's name.
    ///   - background: the background token's name.
    ///   - kind: what the foreground is drawn as.
    ///   - requirement: the requirement at the configured level.
    ///   - declarationIndex: the index of its `pairs` entry.
    ///   - declaration: where that entry is declared.
    ///   - cells: one per checked appearance.
    public init(
        foreground: String, background: String, kind: ForegroundKind, requirement: WCAGRequirement, declarationIndex: Int,
        declaration: Finding.Location?, cells: [Cell]
    ) {
        self.foreground = foreground
        self.background = background
        self.kind = kind
        self.requirement = requirement
        self.declarationIndex = declarationIndex
        self.declaration = declaration
        self.cells = cells
    }

    /// Whether the pair fails in some appearance.
    public var fails: Bool { cells.contains { $0.status == .fail } }

    /// The cell of an appearance, when it was checked.
    ///
    /// - Parameter appearance: the appearance.
    public func cell(in appearance: ColorAppearance) -> Cell? {
        cells.first { $0.appearance == appearance }
    }

    /// `color.text.primary on color.surface.default`.
    public var title: String { "\(foreground) on \(background)" }
}
