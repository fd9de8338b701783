import LegibleReporting
import LegibleScan
import Testing

/// fresh-ios20: fixed sizes on symbols, not text a person reads, that were warnings. A digit centred
/// on a small image view built in code (OnionBrowser `SecurityShield.swift:46`), an empty round
/// label code fills with "✓" (OnionBrowser `SecurityLevelCell.xib:47`), an initial from a helper
/// over a small picture in a `ZStack` (deltachat-ios `DcWidget.swift:55`), a view's `emoji`
/// property every caller fills with emoji (ios-kMail `ReactionCell.swift:40`), and a font only
/// used to measure a string (omnivore `LabelsEntryView.swift:98`). Each beside what must still warn.
@Suite struct BadgeAndEmojiValueTests {
    static func fixedSizes(_ findings: [Finding]) -> [Int: Finding] {
        Dictionary(findings.filter { $0.rule == "text.fixed-size" }.map { ($0.location?.line ?? 0, $0) }) { first, _ in first }
    }

    // MARK: OnionBrowser SecurityShield.swift

    static let preset = """
        enum SecurityPreset {
            case insecure, medium, secure, custom
            var description: String { "Custom" }
            var shortcode: String {
                switch self {
                case .insecure: return Formatter.localize(3)
                case .medium: return Formatter.localize(2)
                default: return description.first?.uppercased() ?? "C"
                }
            }
            var title: String {
                switch self {
                case .insecure: return Formatter.localize(3)
                default: return description
                }
            }
        }
        class Formatter: NSObject {
            class func localize(_ value: Int) -> String {
                return NumberFormatter.localizedString(from: NSNumber(value: value), number: .none)
            }
        }
        """

    static func shield(text: String, side: String = "31 * 1.5") -> String {
        """
        class SecurityShield: UIView {
            private lazy var shield: UIImageView = {
                let view = UIImageView(image: UIImage(named: "shield"))
                view.widthAnchor.constraint(equalToConstant: \(side)).isActive = true
                view.heightAnchor.constraint(equalToConstant: 39 * 1.5).isActive = true
                return view
            }()

            private lazy var number: UILabel = {
                let view = UILabel()
                view.font = .systemFont(ofSize: 26, weight: .black)
                view.textAlignment = .center
                return view
            }()

            init(_ preset: SecurityPreset) {
                super.init(frame: .zero)
                number.text = \(text)
                addSubview(shield)
                shield.addSubview(number)
                number.centerXAnchor.constraint(equalTo: shield.centerXAnchor).isActive = true
                number.centerYAnchor.constraint(equalTo: shield.centerYAnchor).isActive = true
            }
        }
        """
    }

    @Test func aDigitMemberCentredOnASmallImageViewIsABadge() async throws {
        let found = Self.fixedSizes(try await scanFindings(swiftFiles: ["Preset.swift": Self.preset, "Shield.swift": Self.shield(text: "preset.shortcode")]))
        #expect(found[11]?.severity == .note, "\(found[11]?.message ?? "none")")
        #expect(found[11]?.message.contains("one letter (preset.shortcode) centred in a filled, rounded view or on a small picture") == true)
    }

    @Test func aWordOrALargePictureIsStillText() async throws {
        // Must warn: a member that may return a word, and a picture wider than a badge.
        for (text, side) in [("preset.title", "31 * 1.5"), ("preset.shortcode", "80")] {
            let found = Self.fixedSizes(try await scanFindings(swiftFiles: ["Preset.swift": Self.preset, "Shield.swift": Self.shield(text: text, side: side)]))
            #expect(found[11]?.severity == .warning, "\(text) \(side): \(found[11]?.message ?? "none")")
        }
    }

    // MARK: deltachat-ios DcWidget.swift

    static let utils = """
        public struct DcUtils {
            public static func getInitials(inputName: String) -> String {
                if let firstLetter = inputName.first {
                    return firstLetter.uppercased()
                } else {
                    return ""
                }
            }
            public static func getTitle(inputName: String) -> String {
                if let firstLetter = inputName.first { return firstLetter.uppercased() + inputName.dropFirst() }
                return ""
            }
        }
        """

    static func widget(_ helper: String, side: Int = 56) -> String {
        """
        struct ChatShortcutView: View {
            var chat: ChatShortcut
            var body: some View {
                Link(destination: chat.url) {
                    if let colorImage = UIImage(color: chat.color, size: CGSize(width: 56, height: 56)) {
                        ZStack {
                            Image(uiImage: colorImage)
                            Text(DcUtils.\(helper)(inputName: chat.title))
                                .foregroundStyle(.white)
                                .font(.system(size: 34))
                        }
                    }
                }
                .frame(width: \(side), height: \(side))
                .clipShape(Circle())
            }
        }
        """
    }

    @Test func anInitialFromAHelperOverASmallPictureIsABadge() async throws {
        let found = Self.fixedSizes(try await scanFindings(swiftFiles: ["DcUtils.swift": Self.utils, "DcWidget.swift": Self.widget("getInitials")]))
        #expect(found[8]?.severity == .note, "\(found[8]?.message ?? "none")")
    }

    @Test func aHelperReturningMoreOrALargePictureIsStillText() async throws {
        // Must warn: a helper whose return is longer than a letter, and the letter over a 120 pt picture.
        for (helper, side) in [("getTitle", 56), ("getInitials", 120)] {
            let found = Self.fixedSizes(try await scanFindings(swiftFiles: ["DcUtils.swift": Self.utils, "DcWidget.swift": Self.widget(helper, side: side)]))
            #expect(found[8]?.severity == .warning, "\(helper) \(side): \(found[8]?.message ?? "none")")
        }
    }

    // MARK: ios-kMail ReactionCell.swift

    static let cell = """
        struct ReactionCell: View {
            let emoji: String
            let author: UIReactionAuthor
            var body: some View {
                HStack {
                    Text(emoji)
                        .font(.system(size: 24))
                }
            }
        }

        #Preview {
            ReactionCell(emoji: "🙂", author: UIReactionAuthor(recipient: PreviewHelper.sampleRecipient1, bimi: nil))
        }
        """

    static func list(_ value: String) -> String {
        """
        struct ReactionsList: View {
            let reactions: [UIReaction]
            var body: some View {
                ForEach(reactions) { reaction in
                    ForEach(reaction.authors) { author in
                        ReactionCell(emoji: \(value), author: author)
                    }
                }
            }
        }
        """
    }

    @Test func anEmojiPropertyEveryCallerFillsWithEmojiIsANote() async throws {
        let found = Self.fixedSizes(try await scanFindings(swiftFiles: ["ReactionCell.swift": Self.cell, "ReactionsList.swift": Self.list("reaction.emoji")]))
        #expect(found[6]?.severity == .note, "\(found[6]?.message ?? "none")")
        #expect(found[6]?.message.contains("code gives it only \"🙂\" or reaction.emoji (every ReactionCell(emoji:))") == true, "\(found[6]?.message ?? "none")")
    }

    @Test func aCallerGivingAnotherValueKeepsItText() async throws {
        // Must warn: one caller passes a name that may be a word.
        for value in ["reaction.emojiName", "\"OK\""] {
            let found = Self.fixedSizes(try await scanFindings(swiftFiles: ["ReactionCell.swift": Self.cell, "ReactionsList.swift": Self.list(value)]))
            #expect(found[6]?.severity == .warning, "\(value): \(found[6]?.message ?? "none")")
        }
    }

    // MARK: omnivore LabelsEntryView.swift

    static func entry(use: String) -> String {
        """
        struct LabelsEntryView: View {
            @State var searchTerm = ""
            var textFieldString: NSAttributedString {
                #if os(iOS)
                  NSAttributedString(
                    string: searchTerm,
                    attributes: [
                      NSAttributedString.Key.font: UIFont.systemFont(ofSize: 14)
                    ]
                  )
                #else
                  NSAttributedString(string: searchTerm, attributes: [NSAttributedString.Key.font: NSFont.systemFont(ofSize: 14)])
                #endif
            }
            var body: some View {
                \(use)
            }
        }
        """
    }

    @Test func aFontOnlyMeasuredIsNotJudged() async throws {
        let measured = "TextField(\"\", text: $searchTerm).frame(width: max(25.0, Double(Int(textFieldString.size().width + 28))))"
        let found = Self.fixedSizes(try await scanFindings(swift: Self.entry(use: measured)))
        #expect(found[8] == nil, "\(found[8]?.message ?? "none")")
        // Measured where it is made: no view shows it either.
        let inline = "let w = NSAttributedString(string: s, attributes: [.font: UIFont.systemFont(ofSize: 14)]).size().width"
        #expect(try await scanFindings(swift: "func f(_ s: String) -> CGFloat {\n\(inline)\nreturn w\n}").filter { $0.rule == "text.fixed-size" }.isEmpty)
    }

    @Test func aMeasuredStringAlsoShownIsJudged() async throws {
        // Must warn: the same string is also drawn by a label.
        let shown = "Text(AttributedString(textFieldString)).frame(width: textFieldString.size().width)"
        let found = Self.fixedSizes(try await scanFindings(swift: Self.entry(use: shown)))
        #expect(found[8]?.severity == .warning, "\(found[8]?.message ?? "none")")
    }

    // MARK: OnionBrowser SecurityLevelCell.xib

    static func radioCell(radius: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" id="cell" customClass="SecurityLevelCell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="64"/>
                    <tableViewCellContentView key="contentView" opaque="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="64"/>
                        <subviews>
                            <label opaque="NO" clipsSubviews="YES" text="" textAlignment="center" id="radio">
                                <rect key="frame" x="280" y="20" width="24" height="24"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <userDefinedRuntimeAttributes>\(radius)
                                    <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                                        <integer key="value" value="1"/>
                                    </userDefinedRuntimeAttribute>
                                </userDefinedRuntimeAttributes>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="radioLb" destination="radio" id="o1"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    static func radioCode(_ text: String) -> String {
        """
        class SecurityLevelCell: UITableViewCell {
            @IBOutlet weak var radioLb: UILabel!
            override func setSelected(_ selected: Bool, animated: Bool) {
                super.setSelected(selected, animated: animated)
                if selected {
                    radioLb.backgroundColor = .ok
                    radioLb.text = \(text)
                } else {
                    radioLb.backgroundColor = .clear
                    radioLb.text = nil
                }
            }
        }
        """
    }

    static let roundRadius = """
        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="12"/></userDefinedRuntimeAttribute>
        """

    @Test func aCheckMarkInARoundLabelIsABadge() async throws {
        let (report, _) = try await CodeSetTextTests.scan([
            "App/SecurityLevelCell.xib": Self.radioCell(radius: Self.roundRadius), "App/SecurityLevelCell.swift": Self.radioCode(#""\u{2713}""#),
        ])
        let finding = report.findings.findings.first { $0.rule == "text.fixed-size" && $0.id == "radio" }
        #expect(finding?.severity == .note, "\(finding?.message ?? "none")")
        #expect(finding?.message.contains("one character (\"✓\") filling a 24×24 pt badge") == true, "\(finding?.message ?? "none")")
    }

    @Test func aWordOrASquareLabelIsStillText() async throws {
        // Must warn: a word in the round label, and the mark in a label with no rounded corners.
        for (radius, text) in [(Self.roundRadius, #""On""#), ("", #""\u{2713}""#)] {
            let (report, _) = try await CodeSetTextTests.scan([
                "App/SecurityLevelCell.xib": Self.radioCell(radius: radius), "App/SecurityLevelCell.swift": Self.radioCode(text),
            ])
            let finding = report.findings.findings.first { $0.rule == "text.fixed-size" && $0.id == "radio" }
            #expect(finding?.severity == .warning, "\(text): \(finding?.message ?? "none")")
        }
    }
}
