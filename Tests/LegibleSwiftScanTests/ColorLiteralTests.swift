import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// `color.literal` (off by default): colours written as numbers outside the design system's own
/// definitions.
@Suite struct ColorLiteralTests {
    @Test func literalsInAViewFire() throws {
        let source = """
            struct Card: View {
                var body: some View {
                    Text("a").foregroundStyle(Color(red: 0.1, green: 0.2, blue: 0.3))
                    Rectangle().fill(Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1))
                }
            }
            final class Cell {
                func f() {
                    label.textColor = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
                    view.backgroundColor = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)
                    view.tintColor = UIColor(white: 0.2, alpha: 1)
                }
            }
            """
        let result = try findings(source, rule: "color.literal")
        #expect(result.map(\.location!.line) == [3, 4, 9, 10, 11])
        #expect(result.allSatisfy { $0.severity == .note })
    }

    @Test func designSystemDefinitionsAndNamedColoursDoNot() throws {
        let source = """
            extension Color {
                static let brand = Color(red: 0.1, green: 0.2, blue: 0.3)
            }
            extension UIColor {
                static let card = UIColor(white: 0.95, alpha: 1)
            }
            enum Palette {
                static let accent = Color(red: 1, green: 0.5, blue: 0)
            }
            struct AppTheme {
                let text = #colorLiteral(red: 0, green: 0, blue: 0, alpha: 1)
            }
            struct V: View {
                var body: some View {
                    Text("a").foregroundStyle(Color("Brand")).background(.white)
                }
            }
            """
        #expect(try findings(source, rule: "color.literal").isEmpty)
    }
}
