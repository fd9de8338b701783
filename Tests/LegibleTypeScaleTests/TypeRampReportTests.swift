import Foundation
import LegibleReporting
import LegibleTestSupport
import LegibleTypeScale
import Testing

/// A design system's type ramp as a report, against the HIG's tables in `Tables/`: sizes and
/// leading (dynamic-type-ios.csv), emphasized weights, Bold Text weights and SF Pro's tracking.
@Suite("Type ramp report")
struct TypeRampReportTests {
    static let roles = [
        TypeRampReport.Role("display", .largeTitle, weight: .emphasized),
        TypeRampReport.Role("body", .body),
        TypeRampReport.Role("button", .body, weight: .custom(.semibold)),
        TypeRampReport.Role("caption", .caption1),
    ]

    /// A style's row of the HIG's table at a category, by the table's names.
    static func published(_ style: String, _ category: String) throws -> [String: String] {
        try #require(try CSVTable.tables("dynamic-type-ios.csv").rows.first { $0["style"] == style && $0["category"] == category })
    }

    /// The weight a role is drawn in with Bold Text off and on, by the tables' names.
    static func weights(_ role: TypeRampReport.Role) throws -> (String, String) {
        let style = role.style.displayName
        let design =
            switch role.weight {
            case .standard: try published(style, "Large")["weight"] ?? ""
            case .emphasized: try CSVTable.tables("ios-emphasized-weights.csv").rows.first { $0["style"] == style }?["emphasized_weight"] ?? ""
            case .custom(let weight): weight.name
            }
        let bold = try CSVTable.tables("ios-bold-text-weights.csv").rows.first { $0["weight"] == design }?["bold_text_weight"] ?? ""
        return (design, bold)
    }

    private struct Row: Decodable, Equatable {
        let role: String, style: String, category: String, boldText: Bool
        let size: Double, leading: Double, weight: String, weightValue: Double, tracking: Double, tracking1000em: Double
    }

    @Test func jsonHasEveryRoleAtEveryCategoryWithBoldTextOffAndOn() throws {
        let tracking = try CSVTable.tables("tracking-sf-pro.csv").rows.filter { $0["family"] == "SF Pro" }
        let report = TypeRampReport(roles: Self.roles)
        let rows = try JSONDecoder().decode([Row].self, from: Data(report.rendered(as: .json).utf8))
        #expect(rows.count == Self.roles.count * 2 * 12)
        var index = 0
        for role in Self.roles {
            let (design, bold) = try Self.weights(role)
            for (boldText, weight) in [(false, design), (true, bold)] {
                for category in DynamicTypeCategory.allCases {
                    let row = rows[index]
                    index += 1
                    let published = try Self.published(role.style.displayName, category.displayName)
                    #expect(row.role == role.name && row.style == role.style.displayName && row.category == category.displayName && row.boldText == boldText)
                    let (size, leading) = (try number(published["size_pt"]), try number(published["leading_pt"]))
                    #expect(row.size == size && row.leading == leading, "\(row)")
                    #expect(row.weight == weight, "\(row)")
                    let sfPro = try #require(tracking.first { (try? number($0["size_pt"])) == row.size })
                    let (points, perMille) = (try number(sfPro["tracking_pt"]), try number(sfPro["tracking_1000em"]))
                    #expect(row.tracking == points && row.tracking1000em == perMille, "\(row)")
                }
            }
        }
    }

    @Test func textHasARowOfSizesAndWeightsAndARowOfTrackingPerRole() throws {
        let report = TypeRampReport(roles: Self.roles)
        let text = report.rendered(as: .text)
        #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
        let lines = text.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(lines.contains(["Role", "Style"] + DynamicTypeCategory.allCases.map(\.displayName) + ["Weight", "Bold", "Text"]))
        for role in Self.roles {
            let published = try DynamicTypeCategory.allCases.map { try Self.published(role.style.displayName, $0.displayName) }
            let sizes = try published.map { "\(DecimalText(try number($0["size_pt"])))/\(DecimalText(try number($0["leading_pt"])))" }
            let (design, bold) = try Self.weights(role)
            let styleWords = role.style.displayName.split(separator: " ").map(String.init)
            #expect(lines.contains([role.name] + styleWords + sizes + [design, bold]), "\(role.name)")
            let tracking = try CSVTable.tables("tracking-sf-pro.csv").rows.filter { $0["family"] == "SF Pro" }
            let points = try published.map { row in
                DecimalText(try number(try #require(tracking.first { $0["size_pt"] == row["size_pt"] })["tracking_pt"])).description
            }
            #expect(lines.contains([role.name] + points), "\(role.name) tracking")
        }
    }

    @Test func stylesAreFoundByRoleCategoryAndSettingInAnyOrderOfCategories() throws {
        let categories: [DynamicTypeCategory] = [.ax5, .large, .xSmall]
        let report = TypeRampReport(roles: Self.roles, categories: categories, trackingTable: .newYork)
        #expect(report.styles.count == Self.roles.count * 2 * categories.count)
        for role in Self.roles {
            for category in categories {
                for setting in TextLegibilityWeight.allCases {
                    let expected = ResolvedTextStyle(role.style, category: category, weight: role.weight, legibilityWeight: setting, trackingTable: .newYork)
                    #expect(report.style(role.name, at: category, legibilityWeight: setting) == expected, "\(role.name) \(category) \(setting)")
                }
            }
        }
        #expect(report.style("button", at: .ax1) == nil)  // not among the categories
        #expect(report.style("footnote", at: .large) == nil)
        #expect(!report.fails)
    }

    @Test func decodingResolvesTheStylesAgain() throws {
        let report = TypeRampReport(roles: Self.roles, categories: [.large, .ax3])
        let decoded = try JSONDecoder().decode(TypeRampReport.self, from: try JSONEncoder().encode(report))
        #expect(decoded == report)
        // Styles that do not follow from the ramp are resolved again, never trusted.
        var object = try #require(try JSONSerialization.jsonObject(with: try JSONEncoder().encode(report)) as? [String: Any])
        object["styles"] = []
        let tampered = try JSONDecoder().decode(TypeRampReport.self, from: try JSONSerialization.data(withJSONObject: object))
        #expect(tampered == report)
        #expect(tampered.style("display", at: .ax3, legibilityWeight: .bold)?.weight == .black)
    }
}

/// A number as the reports print it: at most two decimals, no trailing zeros.
private struct DecimalText: CustomStringConvertible {
    let value: Double
    init(_ value: Double) { self.value = value }
    var description: String {
        var text = String(format: "%.2f", value)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
