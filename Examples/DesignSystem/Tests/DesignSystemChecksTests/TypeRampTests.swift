import DesignSystem
import Foundation
import Legible
import Testing

@testable import DesignSystemChecks

/// The type ramp against the HIG's tables: sizes and leading (`Tables/dynamic-type-ios.csv`),
/// emphasized weights (`Tables/ios-emphasized-weights.csv`), Bold Text (`Tables/ios-bold-text-weights.csv`)
/// and tracking (`Tables/tracking-sf-pro.csv`).
@Suite("Type ramp against the HIG's tables")
struct TypeRampTests {
    /// The weight a role is drawn in, by the tables' names: the style's own, its emphasized one,
    /// or Harbor's; then with Bold Text.
    static func weights(_ role: HarborTextRole) throws -> (regular: String, boldText: String) {
        let style = role.style.displayName
        let regular: String
        switch role.weight {
        case .standard: regular = try DynamicTypeTable().row(style, "Large")["weight"]!
        case .emphasized: regular = try #require(try tableRows("ios-emphasized-weights.csv").first { $0["style"] == style }?["emphasized_weight"])
        case .custom(let weight): regular = weight.name
        }
        let bold = try #require(try tableRows("ios-bold-text-weights.csv").first { $0["weight"] == regular }?["bold_text_weight"])
        return (regular, bold)
    }

    @Test func everyRoleAtEveryCategoryWithAndWithoutBoldText() throws {
        let table = try DynamicTypeTable()
        let ramp = resolveTypeRamp()
        let printed = ChecksRun.shared.section("Type ramp")
        #expect(table.categories.count == 12)
        for role in HarborTextRole.ramp {
            let (regular, boldText) = try Self.weights(role)
            var cells = [role.name, role.style.displayName]
            var trackingCells = [role.name]
            for (category, name) in zip(DynamicTypeCategory.allCases, table.categories) {
                let row = try table.row(role.style.displayName, name)
                let (size, leading) = (try number(row["size_pt"]), try number(row["leading_pt"]))
                let tracking = try sfProTracking(atSize: size)
                for (setting, weight) in [(TextLegibilityWeight.regular, regular), (.bold, boldText)] {
                    let resolved = try #require(ramp.style(role.name, at: category, legibilityWeight: setting))
                    #expect(resolved.size == size && resolved.leading == leading, "\(role.name) at \(name)")
                    #expect(resolved.weight.name == weight, "\(role.name) at \(name), Bold Text \(setting)")
                    #expect(abs(resolved.tracking.points - tracking) < 0.005, "\(role.name) at \(name)")
                }
                cells.append("\(String(format: "%g", size))/\(String(format: "%g", leading))")
                trackingCells.append(tracking == 0 ? "0" : String(format: "%g", tracking))
            }
            // The printed tables: the role's row of sizes with its two weights, and of tracking.
            let words: (Substring) -> [String] = { $0.split(separator: " ").map(String.init) }
            let expectedSizes = words(Substring((cells + [regular, boldText]).joined(separator: " ")))
            #expect(printed.contains { words($0) == expectedSizes }, "\(expectedSizes.joined(separator: " "))")
            #expect(printed.contains { words($0) == trackingCells }, "\(trackingCells.joined(separator: " "))")
        }
    }
}
