import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTypeScale
import Testing

/// `text.fixed-size`: the fonts the reader gives the rule. A `.fixed` font fires; text styles,
/// `.scaled` sizes and unknown fonts must not.
@Suite struct TextFixedSizeTests {
    @Test func swiftUISystemSizeIsFixed() throws {
        let source = """
            struct V: View {
                var body: some View {
                    Text("title").font(.system(size: 17))
                    Text("subtitle").font(Font.system(size: 13, weight: .semibold, design: .rounded))
                    Text("code").font(.custom("Menlo", fixedSize: 12))
                }
            }
            """
        let result = try scanSwift(source)
        #expect(
            result.elements.map(\.font) == [
                .fixed(size: 17, unit: "pt", weight: .regular, family: nil),
                .fixed(size: 13, unit: "pt", weight: .semibold, family: nil),
                .fixed(size: 12, unit: "pt", weight: .regular, family: "Menlo"),
            ])
        // Lines and columns of the Text calls, counted by hand.
        #expect(result.elements.map(\.location.description) == ["View.swift:3:9", "View.swift:4:9", "View.swift:5:9"])
        #expect(result.elements.first?.id == "V:3")
    }

    @Test func fontWeightAndBoldApplyToTheFont() throws {
        let source = """
            Text("a").font(.system(size: 15)).fontWeight(.heavy)
            Text("b").bold().font(.system(size: 15))
            Text("c").font(.system(size: 15).weight(.light))
            """
        #expect(
            try fonts(source) == [
                .fixed(size: 15, unit: "pt", weight: .heavy, family: nil),
                .fixed(size: 15, unit: "pt", weight: .bold, family: nil),
                .fixed(size: 15, unit: "pt", weight: .light, family: nil),
            ])
    }

    @Test func uiKitFontsAssignedToAViewAreFixed() throws {
        let source = """
            final class Cell: UITableViewCell {
                let titleLabel = UILabel()
                func setUp() {
                    titleLabel.font = UIFont.systemFont(ofSize: 17, weight: .medium)
                    button.titleLabel?.font = .boldSystemFont(ofSize: 14)
                    let field = UITextField()
                    field.font = UIFont(name: "Avenir-Book", size: 16)!
                    contentView.addSubview(field)
                }
            }
            """
        #expect(
            try fonts(source) == [
                .fixed(size: 17, unit: "pt", weight: .medium, family: nil),
                .fixed(size: 14, unit: "pt", weight: .bold, family: nil),
                .fixed(size: 16, unit: "pt", weight: .regular, family: "Avenir-Book"),
            ])
        #expect(try scanSwift(source).elements.map(\.kind) == [.label, .button, .textField])
    }

    @Test func scaledSizesAreNotFixed() throws {
        let source = """
            struct V: View {
                @ScaledMetric var size = 17
                var body: some View {
                    Text("a").font(.custom("Avenir", size: 17, relativeTo: .headline))
                    Text("b").font(.system(size: size))
                    Text("c").font(.headline)
                    Text("d").font(.system(.body, design: .serif))
                }
            }
            final class C {
                func f() {
                    label.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: UIFont.systemFont(ofSize: 22))
                    other.font = UIFontMetrics.default.scaledFont(for: UIFont(name: "Avenir", size: 17)!)
                }
            }
            """
        let all = try fonts(source)
        #expect(
            all == [
                .scaled(size: 17, relativeTo: .headline, weight: .regular, family: "Avenir"),
                .textStyle(.headline, weight: nil, live: true),
                .textStyle(.body, weight: nil, live: true),
                .scaled(size: 22, relativeTo: .title2, weight: .regular, family: nil),
                .scaled(size: 17, relativeTo: .body, weight: .regular, family: "Avenir"),
            ])
    }

    @Test func customSizeScalesWithBodyAndANoteSuggestsTheMatchingStyle() throws {
        let source = """
            Text("a").font(.custom("Avenir", size: 13))
            Text("b").font(.custom("Avenir", size: 17))
            Text("c").font(.custom("Avenir", size: 14))
            """
        #expect(try fonts(source).first == .scaled(size: 13, relativeTo: nil, weight: .regular, family: "Avenir"))
        // Its own rule (issue 33): the font scales, so it is never a text.fixed-size finding.
        #expect(try findings(source, rule: "text.fixed-size").isEmpty)
        let notes = try findings(source, rule: "text.custom-relative")
        // 13 pt is Footnote at Large (HIG table); 17 is Body itself; 14 pt is no style's size.
        #expect(notes.count == 1)
        #expect(notes.first?.severity == .note)
        #expect(notes.first?.message.contains("relativeTo: .footnote") == true)
        #expect(notes.first?.location?.line == 1)
    }

    @Test func fontsDefinedOutsideAModifierAreReportedWhereTheyAreWritten() throws {
        let source = """
            extension Font {
                static let heading = Font.system(size: 28, weight: .bold)
                static let body2 = Font.body
            }
            """
        let result = try scanSwift(source)
        #expect(result.elements.map(\.font) == [.fixed(size: 28, unit: "pt", weight: .bold, family: nil)])
        #expect(result.elements.first?.location.line == 2)
    }

    @Test func symbolImagesAndUnknownSizesAreNotText() throws {
        let source = """
            Image(systemName: "star").font(.system(size: 24))
            Image(systemName: "star").font(isLarge ? .system(size: 30) : .body)
            Text("a").font(.system(size: theme.size))
            Text("b").font(Theme.title)
            let font = UIFont.systemFont(ofSize: 12)
            attributes[.font] = UIFont.systemFont(ofSize: 12)
            Button { close() } label: { Image(systemName: "xmark") }.font(.system(size: 20))
            """
        #expect(try fonts(source).isEmpty)
    }

    @Test func aContainerFontIsOneElementAtTheModifier() throws {
        let source = """
            VStack {
                Text("a")
                Text("b")
            }
            .font(.system(size: 12))
            """
        let result = try scanSwift(source)
        let fonted = result.elements.filter { $0.font != nil }
        #expect(fonted.count == 1)
        #expect(fonted.first?.location.description == "View.swift:5:2")
    }

    @Test func constantsOfTheFileAreRead() throws {
        let source = """
            private let captionSize: CGFloat = 11
            Text("a").font(.system(size: captionSize))
            """
        #expect(try fonts(source) == [.fixed(size: 11, unit: "pt", weight: .regular, family: nil)])
    }
}
