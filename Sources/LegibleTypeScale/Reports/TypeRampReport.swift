import LegibleReporting

/// A design system's type ramp as iOS draws it: each role — a text style in one of its weights —
/// resolved at every content size category, with Bold Text off and on, to the size, leading,
/// weight and tracking to hand to a font (``ResolvedTextStyle``).
///
/// ```swift
/// let ramp = TypeRampReport(roles: [
///     TypeRampReport.Role("display", .largeTitle, weight: .emphasized),
///     TypeRampReport.Role("body", .body),
///     TypeRampReport.Role("button", .body, weight: .custom(.semibold)),
/// ])
/// ramp.style("button", at: .ax3)?.size                          // 40
/// ramp.style("button", at: .ax3, legibilityWeight: .bold)?.weight   // .heavy: Semibold with Bold Text
/// print(ramp.rendered(as: .text), terminator: "")
/// ```
///
/// ## Formats
/// - `text`: a table of the roles (rows) at the categories (columns), `size/leading` in points,
///   then each role's weight and its weight with Bold Text; then the tracking in points at each
///   role's size, from the tracking table.
/// - `json`: an array of objects, one per role, category and Bold Text setting, in that order:
///   `role`, `style`, `category`, `boldText`, `size`, `leading`, `weight` (name), `weightValue`,
///   `tracking` (points) and `tracking1000em`; keys sorted.
///
/// A type ramp is reference data, so the report never ``fails``.
public struct TypeRampReport: CheckReport, Hashable, Codable {
    /// The formats the report renders.
    public enum Format: String, CaseIterable, Sendable {
        /// Tables for people.
        case text
        /// An array of objects, one per role, category and Bold Text setting.
        case json
    }

    /// One role of the ramp: a name, the text style it scales with and the weight it is drawn in.
    public struct Role: Sendable, Hashable, Codable {
        /// The role's name in the design system, such as `display` or `button`.
        public let name: String
        /// The text style the role scales with.
        public let style: TextStyle
        /// The style's own weight, its emphasized weight, or a weight of the design system's.
        public let weight: ResolvedTextStyle.Weight

        /// A role.
        ///
        /// - Parameters:
        ///   - name: the role's name, as reports show it.
        ///   - style: the text style it scales with.
        ///   - weight: the style's own weight (the default), its emphasized weight or a custom one.
        public init(_ name: String, _ style: TextStyle, weight: ResolvedTextStyle.Weight = .standard) {
            self.name = name
            self.style = style
            self.weight = weight
        }
    }

    /// The roles, in the order given.
    public let roles: [Role]
    /// The content size categories, in the order given.
    public let categories: [DynamicTypeCategory]
    /// The family whose tracking table gives the tracking.
    public let trackingTable: TrackingTable
    /// Every role at every category, Bold Text off then on: role by role, then by setting, then
    /// by category.
    public let styles: [ResolvedTextStyle]

    /// Resolves a type ramp.
    ///
    /// - Parameters:
    ///   - roles: the roles, in the order to show them.
    ///   - categories: the content size categories; all twelve by default.
    ///   - trackingTable: the font family's tracking table; SF Pro by default.
    public init(roles: [Role], categories: [DynamicTypeCategory] = DynamicTypeCategory.allCases, trackingTable: TrackingTable = .sfPro) {
        self.roles = roles
        self.categories = categories
        self.trackingTable = trackingTable
        styles = roles.flatMap { role in
            TextLegibilityWeight.allCases.flatMap { legibilityWeight in
                categories.map { category in
                    ResolvedTextStyle(
                        role.style, category: category, weight: role.weight, legibilityWeight: legibilityWeight, trackingTable: trackingTable)
                }
            }
        }
    }

    /// A role resolved at a category and Bold Text setting; `nil` when the report has no such
    /// role or category (the first role of that name counts).
    ///
    /// - Parameters:
    ///   - role: the role's name.
    ///   - category: the content size category.
    ///   - legibilityWeight: the Bold Text setting; off by default.
    public func style(_ role: String, at category: DynamicTypeCategory, legibilityWeight: TextLegibilityWeight = .regular) -> ResolvedTextStyle? {
        guard let roleIndex = roles.firstIndex(where: { $0.name == role }), let categoryIndex = categories.firstIndex(of: category) else {
            return nil
        }
        let role = styles(ofRoleAt: roleIndex, legibilityWeight)
        return role[role.startIndex + categoryIndex]
    }

    /// The role at `index` at every category, in order, with one Bold Text setting.
    private func styles(ofRoleAt index: Int, _ legibilityWeight: TextLegibilityWeight) -> ArraySlice<ResolvedTextStyle> {
        let settings = TextLegibilityWeight.allCases
        let start = (index * settings.count + settings.firstIndex(of: legibilityWeight)!) * categories.count
        return styles[start..<(start + categories.count)]
    }

    /// A type ramp never fails: it is reference data, not a check.
    public var fails: Bool { false }

    /// Writes the report in `format`, ending with a newline.
    ///
    /// - Parameters:
    ///   - format: text or JSON.
    ///   - output: where to write it.
    public func write<Output: TextOutputStream>(_ format: Format, to output: inout Output) {
        switch format {
        case .text: output.write(text() + "\n")
        case .json: output.write(SortedJSON.string(jsonRows()) + "\n")
        }
    }
}

extension TypeRampReport {
    private enum CodingKeys: String, CodingKey {
        case roles, categories, trackingTable, styles
    }

    /// Decodes the roles, categories and tracking table, and resolves the styles again from them,
    /// so the styles always follow from the ramp.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            roles: try container.decode([Role].self, forKey: .roles),
            categories: try container.decode([DynamicTypeCategory].self, forKey: .categories),
            trackingTable: try container.decode(TrackingTable.self, forKey: .trackingTable))
    }

    /// Encodes the roles, categories, tracking table and every resolved style.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(roles, forKey: .roles)
        try container.encode(categories, forKey: .categories)
        try container.encode(trackingTable, forKey: .trackingTable)
        try container.encode(styles, forKey: .styles)
    }

    private func text() -> String {
        var sizes = [["Role", "Style"] + categories.map(\.displayName) + ["Weight", "Bold Text"]]
        var tracking = [["Role"] + categories.map(\.displayName)]
        for (index, role) in roles.enumerated() {
            let regular = styles(ofRoleAt: index, .regular), bold = styles(ofRoleAt: index, .bold)
            sizes.append(
                [role.name, role.style.displayName]
                    + regular.map { "\($0.size.reportText(decimals: 2))/\($0.leading.reportText(decimals: 2))" }
                    + [regular.first?.weight.name ?? "", bold.first?.weight.name ?? ""])
            tracking.append([role.name] + regular.map { $0.tracking.points.reportText(decimals: 2) })
        }
        return """
            Type ramp, iOS Dynamic Type (HIG), points: size/leading at each content size category; weight, and with Bold Text

            \(TextTable.render(sizes))

            Tracking (\(trackingTable.displayName) table), points

            \(TextTable.render(tracking))
            """
    }

    private struct JSONRow: Encodable {
        let role: String
        let style: String
        let category: String
        let boldText: Bool
        let size: Double
        let leading: Double
        let weight: String
        let weightValue: Double
        let tracking: Double
        let tracking1000em: Double
    }

    private func jsonRows() -> [JSONRow] {
        roles.enumerated().flatMap { index, role in
            TextLegibilityWeight.allCases.flatMap { legibilityWeight in
                styles(ofRoleAt: index, legibilityWeight).map { resolved in
                    JSONRow(
                        role: role.name, style: role.style.displayName, category: resolved.category.displayName,
                        boldText: legibilityWeight.isBoldText, size: resolved.size, leading: resolved.leading, weight: resolved.weight.name,
                        weightValue: resolved.weight.value, tracking: resolved.tracking.points, tracking1000em: resolved.tracking.perMille)
                }
            }
        }
    }
}
