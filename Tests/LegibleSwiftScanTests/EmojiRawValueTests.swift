import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// fresh-ios17b classes 3 and 4, session-ios 5bddc10f reduced: a UIKit view whose only text is
/// an emoji type's `rawValue` (`EmojiPickerCollectionView.swift:287`, `:303`;
/// `EmojiSkinTonePicker.swift:302-303`) is an emoji-only note, and a font given only to text
/// drawn off screen (`Emoji+Available.swift:106-111`) is no finding.
@Suite struct EmojiRawValueTests {
    /// `Session/Emoji/Emoji.swift` and `EmojiWithSkinTones.swift:33-45`, shortened, with a
    /// category enum of words.
    static let model = """
        enum Emoji: String, CaseIterable, Equatable {
            case grinning = "😀"
            case smiley = "😃"
            case thumbsUp = "👍"
        }
        enum EmojiCategory: String {
            case smileys = "Smileys & People"
            case animals = "Animals"
        }
        public struct EmojiWithSkinTones: Hashable {
            let baseEmoji: Emoji?
            let skinTones: [String]?
            let unsupportedValue: String?
            var rawValue: String {
                if let baseEmoji = baseEmoji {
                    if let skinTones = skinTones {
                        return baseEmoji.variants?[skinTones] ?? baseEmoji.rawValue
                    } else {
                        return baseEmoji.rawValue
                    }
                }
                if let unsupportedValue = unsupportedValue {
                    return unsupportedValue
                }
                return ""
            }
        }
        """

    static let picker = """
        import UIKit
        private class EmojiCell: UICollectionViewCell {
            let emojiLabel = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                emojiLabel.font = .boldSystemFont(ofSize: 32)
                contentView.addSubview(emojiLabel)
            }
            func configure(emoji: EmojiWithSkinTones) {
                emojiLabel.text = emoji.rawValue
            }
        }
        private class CategoryHeader: UICollectionReusableView {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                label.font = .boldSystemFont(ofSize: 15)
            }
            func configure(category: EmojiCategory) {
                label.text = category.rawValue
            }
        }
        final class ExpandingReactionButton: UIView {
            private let emojis: [EmojiWithSkinTones]
            private let titles: [String]
            func setUpViewHierarchy() {
                for emoji in self.emojis.reversed() {
                    let emojiLabel: UILabel = UILabel()
                    emojiLabel.font = .systemFont(ofSize: 12)
                    emojiLabel.text = emoji.rawValue
                    addSubview(emojiLabel)
                }
                for title in titles {
                    let titleLabel: UILabel = UILabel()
                    titleLabel.font = .systemFont(ofSize: 12)
                    titleLabel.text = title
                    addSubview(titleLabel)
                }
            }
        }
        class EmojiSkinTonePicker: UIView {
            func button(for emoji: EmojiWithSkinTones) -> UIButton {
                let button = UIButton()
                button.titleLabel?.font = .boldSystemFont(ofSize: 32)
                button.setTitle(emoji.rawValue, for: .normal)
                return button
            }
        }
        """

    @Test func aViewShowingOnlyAnEmojiTypesRawValueIsANote() async throws {
        let found = try await scanFindings(swiftFiles: ["Emoji.swift": Self.model, "Picker.swift": Self.picker]).filter { $0.rule == "text.fixed-size" }
        let severities = Dictionary(uniqueKeysWithValues: found.compactMap { finding in finding.location?.line.map { ($0, finding.severity) } })
        // Must not fire: the emoji label (6), a loop's emoji label (29) and the skin-tone button (44).
        // Must fire: the category's words (17), a loop's titles (35).
        #expect(severities == [6: .note, 17: .warning, 29: .note, 35: .warning, 44: .note], "\(found.map(\.message))")
    }

    /// `ReactionView.swift:143` sizes its emoji with the app's `Values.verySmallFontSize`: the
    /// constant's finding is a note as a literal size's is.
    @Test func anEmojiSizedByAnAppConstantIsANote() async throws {
        let values = "import UIKit\npublic enum Values {\n    public static let verySmallFontSize = isIPhone5OrSmaller ? CGFloat(10) : CGFloat(12)\n}\n"
        let constant = "Label.font = .systemFont(ofSize: Values.verySmallFontSize)"
        let picker = Self.picker.replacingOccurrences(of: "Label.font = .systemFont(ofSize: 12)", with: constant)
        let found = try await scanFindings(swiftFiles: ["Emoji.swift": Self.model, "Picker.swift": picker, "Values.swift": values])
            .filter { $0.rule == "text.fixed-size" }
        let severities = Dictionary(uniqueKeysWithValues: found.compactMap { finding in finding.location?.line.map { ($0, finding.severity) } })
        // Must not fire: the loop's emoji label (29). Must fire: the loop's titles (35), same constant.
        #expect(severities[29] == .note, "\(found.map(\.message))")
        #expect(severities[35] == .warning, "\(found.map(\.message))")
        #expect(found.first { $0.location?.line == 29 }?.message.contains("Values.verySmallFontSize") == true)
    }

    @Test func aRawValueThatMayBeAWordStaysAWarning() async throws {
        let model = Self.model.replacingOccurrences(of: "return \"\"", with: "return \"Unknown\"")
        let found = try await scanFindings(swiftFiles: ["Emoji.swift": model, "Picker.swift": Self.picker]).filter { $0.rule == "text.fixed-size" }
        #expect(found.filter { $0.location?.line == 6 }.map(\.severity) == [.warning], "\(found.map(\.message))")
    }

    /// `Session/Emoji/Emoji+Available.swift:105-115`, with the same attributes given to a label.
    static let available = """
        import UIKit
        extension String {
            var unicodeStringPngRepresentation: Data? {
                let attributes = [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 8)]
                let size = (self as NSString).size(withAttributes: attributes)
                UIGraphicsBeginImageContext(size)
                defer { UIGraphicsEndImageContext() }
                (self as NSString).draw(at: CGPoint(x: 0, y: 0), withAttributes: attributes)
                guard let unicodeImage = UIGraphicsGetImageFromCurrentImageContext() else { return nil }
                return unicodeImage.pngData()
            }
            func shown(in label: UILabel) {
                let attributes = [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 8)]
                label.attributedText = NSAttributedString(string: self, attributes: attributes)
            }
        }
        """

    @Test func aFontOnlyDrawnOffScreenIsNoFinding() async throws {
        let found = try await scanFindings(swift: Self.available).filter { $0.rule == "text.fixed-size" }
        // Must not fire: line 4 (drawn and measured only). Must fire: line 13 (shown by a label).
        #expect(found.map { $0.location?.line } == [13], "\(found.map(\.message))")
    }
}
