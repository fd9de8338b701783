import LegibleColor
import LegibleScan
import LegibleSwiftScan
import Testing

/// `contrast.text`: the text and background colours the reader pairs.
@Suite struct ContrastTextTests {
    @Test func foregroundAndBackgroundInOneChain() throws {
        let source = """
            Text("a").foregroundStyle(Color("Brand")).background(Color(.systemBackground))
            Text("b").foregroundColor(.secondary).background(.white)
            Text("c").foregroundStyle(Color(red: 0.2, green: 0.4, blue: 0.6)).background(RoundedRectangle(cornerRadius: 4).fill(Color.black))
            Text("d").foregroundStyle(Color(.brand)).background { Color.orange }
            Text("e").foregroundStyle(.primary).background(Color(uiColor: .secondarySystemBackground), in: Capsule())
            """
        let pairs = try scanSwift(source).elements.map { [$0.textColor, $0.backgroundColor] }
        #expect(
            pairs == [
                [.asset("Brand"), .system("systemBackground")],
                [.system("secondaryLabel"), .literal(.white, alpha: 1)],
                [.literal(SRGBColor(red: 0.2, green: 0.4, blue: 0.6), alpha: 1), .literal(.black, alpha: 1)],
                [.asset("brand"), .system("systemOrange")],
                [.system("label"), .system("secondarySystemBackground")],
            ])
    }

    @Test func uiKitTextAndBackgroundOfTheSameView() throws {
        let source = """
            final class Badge: UIView {
                let label = UILabel()
                func setUp() {
                    label.textColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
                    label.backgroundColor = .systemRed
                    button.setTitleColor(#colorLiteral(red: 0, green: 0, blue: 0, alpha: 1), for: .normal)
                    other.textColor = .label
                    other.backgroundColor = UIColor(named: "Card")
                    plain.textColor = .red
                }
            }
            """
        let pairs = try scanSwift(source).elements.map { [$0.textColor, $0.backgroundColor] }
        // A text colour without the view's own background is no pair (the superview is not known).
        #expect(
            pairs == [
                [.literal(.white, alpha: 1), .system("systemRed")],
                [nil, nil],
                [.system("label"), .asset("Card")],
                [nil, nil],
            ])
    }

    @Test func coloursThatAreNotKnownAreLeftOut() throws {
        let source = """
            Text("a").foregroundStyle(theme.text).background(Color.accentColor)
            Text("b").foregroundStyle(Color.brandPrimary).background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            Text("c").foregroundStyle(Color(hue: h, saturation: 1, brightness: 1))
            """
        for element in try scanSwift(source).elements {
            #expect(element.textColor == nil && element.backgroundColor == nil, "\(element.id)")
        }
    }

    @Test func opacityIsCarriedOnLiterals() throws {
        let element = try #require(try scanSwift(#"Text("a").foregroundStyle(Color.black.opacity(0.5)).background(.white)"#).elements.first)
        #expect(element.textColor == .literal(.black, alpha: 0.5))
    }

    @Test func aTextColourWithoutABackgroundInTheChainIsNotPaired() throws {
        let source = """
            Text("a").foregroundColor(.white)
            Text("b").background(Color.black)
            Text("c").foregroundColor(.black).background(Color.clear)
            Text("d").foregroundColor(.black).background(Color.white.opacity(0.5))
            button.setTitleColor(.black, for: .normal)
            button.backgroundColor = .clear
            """
        #expect(try scanSwift(source).elements.allSatisfy { $0.textColor == nil && $0.backgroundColor == nil })
    }

    @Test func uiKitsRedIsPureRed() throws {
        let source = """
            plain.textColor = .red
            plain.backgroundColor = UIColor.white
            """
        let element = try #require(try scanSwift(source).elements.first)
        #expect(element.textColor == .literal(SRGBColor(red: 1, green: 0, blue: 0), alpha: 1))
    }
}
