import LegibleReporting
import LegibleScan
import Testing

/// Focus `ShortcutView.swift:40`: a UIKit label showing one capital (`letterLabel.text = $0.capital`)
/// centred in a filled, rounded 36 pt view is a monogram badge: a note, as in SwiftUI and Interface Builder.
@Suite struct CodeMonogramTests {
    static func shortcutView(text: String, cornerRadius: String = "innerView.layer.cornerRadius = 4") -> String {
        """
        class ShortcutView: UIView {
            private lazy var innerView: UIView = {
                let innerView = UIView()
                innerView.backgroundColor = .foundation
                \(cornerRadius)
                innerView.addSubview(letterLabel)
                NSLayoutConstraint.activate([
                    letterLabel.centerXAnchor.constraint(equalTo: innerView.centerXAnchor),
                    letterLabel.centerYAnchor.constraint(equalTo: innerView.centerYAnchor)
                ])
                return innerView
            }()

            private lazy var letterLabel: UILabel = {
                let letterLabel = UILabel()
                letterLabel.textColor = .primaryText
                letterLabel.font = UIFont.systemFont(ofSize: 20)
                return letterLabel
            }()

            func update(_ shortcut: Shortcut) {
                self.letterLabel.text = \(text)
            }
        }
        """
    }

    @Test func oneCapitalInAFilledRoundedTileIsANote() async throws {
        let found = try await scanFindings(swift: Self.shortcutView(text: "shortcut.capital")).filter { $0.rule == "text.fixed-size" }
        #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
        #expect(found.first?.location?.line == 17)
        #expect(
            found.first?.message.contains("it is one letter (shortcut.capital) centred in a filled, rounded view or on a small picture: a monogram badge")
                == true)
    }

    @Test func aNameOrAnUnroundedViewIsText() async throws {
        // Must still warn: a name, and one letter in a square view with no rounded corners.
        for source in [Self.shortcutView(text: "shortcut.name"), Self.shortcutView(text: "shortcut.capital", cornerRadius: "")] {
            let found = try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" }
            #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
        }
    }
}
