import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// fresh-ios17b: session-ios 5bddc10f and zashi-ios 2488b266, reduced.
@Suite struct FreshScanSeventeenBTests {
    /// session-ios `SessionUIKit/Style Guide/Values.swift:11-20`, shortened, with a size code may
    /// assign and one that scales, which say nothing.
    static let values = """
        import UIKit
        public enum Values {
            public static let verySmallFontSize = isIPhone5OrSmaller ? CGFloat(10) : CGFloat(12)
            public static let mediumFontSize = isIPhone5OrSmaller ? CGFloat(15) : CGFloat(17)
            public static let massiveFontSize = CGFloat(50)
            public static var userFontSize: CGFloat = 17
            public static let scaledFontSize = UIFontMetrics.default.scaledValue(for: 17)
        }
        """

    /// session-ios `MediaPageViewController.swift:813-831` and `LandingScreen.swift:55`, reduced.
    static let captions = """
        import UIKit
        import SwiftUI
        final class CaptionViewController: UIViewController {
            private lazy var senderNameLabel: UILabel = {
                let label = UILabel()
                label.font = .systemFont(ofSize: Values.mediumFontSize)
                label.adjustsFontSizeToFitWidth = true
                label.minimumScaleFactor = 0.8
                return label
            }()
            private lazy var sentAtLabel: UILabel = {
                let label = UILabel()
                label.font = .systemFont(ofSize: Values.userFontSize)
                label.adjustsFontSizeToFitWidth = true
                label.minimumScaleFactor = 0.8
                return label
            }()
            override func viewDidLoad() {
                view.addSubview(senderNameLabel)
                view.addSubview(sentAtLabel)
            }
        }
        struct LandingScreen: View {
            var compact: Bool
            var body: some View {
                VStack {
                    Text("Create account")
                        .font(.system(size: Values.verySmallFontSize).bold())
                    Text("Restore account")
                        .font(.system(size: Values.scaledFontSize))
                    Text("Recovery password")
                        .font(.system(size: (compact ?
                            Values.verySmallFontSize :
                            Values.mediumFontSize
                        )))
                }
            }
        }
        """

    @Test func aSizeFromAnAppConstantOfNumbersIsFixed() async throws {
        let found = try await scanFindings(swiftFiles: ["Values.swift": Self.values, "Captions.swift": Self.captions])
        let fixed = found.filter { $0.rule == "text.fixed-size" }
        // Must fire: both values are fixed, and the message says them.
        #expect(fixed.map { $0.location?.line } == [6, 27, 31], "\(fixed.map(\.message))")
        #expect(fixed.first?.message.contains("`Values.mediumFontSize` (a constant of the app: 15 or 17 pt)") == true, "\(fixed.map(\.message))")
        #expect(fixed.dropFirst().first?.message.contains("10 or 12 pt") == true, "\(fixed.map(\.message))")
        // A choice between constants, written over lines, is named on one with every value.
        #expect(
            fixed.last?.message.contains("`(compact ? Values.verySmallFontSize : Values.mediumFontSize)` (a constant of the app: 10, 12, 15 or 17 pt)") == true,
            "\(fixed.map(\.message))")
        #expect(fixed.allSatisfy { $0.severity == .warning })
        // Must not fire: shrinking the fixed font undoes no size a person chose; the shrink of
        // the assignable size (line 13) is still judged.
        #expect(found.filter { $0.rule == "text.shrinks" }.map { $0.location?.line } == [14], "\(found.map(\.message))")
    }

    @Test func aSizeConstantDeclaredTwiceWithOtherValuesIsNotKnown() async throws {
        let other = "import UIKit\nextension Values {\n    static let mediumFontSize = UIFont.preferredFont(forTextStyle: .body).pointSize\n}\n"
        let found = try await scanFindings(swiftFiles: ["Values.swift": Self.values, "Other.swift": other, "Captions.swift": Self.captions])
        #expect(found.filter { $0.rule == "text.fixed-size" }.map { $0.location?.line } == [27], "\(found.map(\.message))")
    }

    /// zashi-ios `ZashiButton.swift:69-72`, `SwapAndPayForm.swift:318-326` and `ActionRow.swift:77-84`, reduced.
    static let fixedSizes = """
        import SwiftUI
        struct ZashiButton: View {
            let title: String
            var body: some View {
                VStack {
                    Text(title)
                        .font(.custom("Inter-SemiBold", size: 16))
                        .fixedSize()
                        .minimumScaleFactor(0.5)
                    VStack(alignment: .leading, spacing: 0) {
                        Text(title).font(.custom("Inter-Medium", size: 12))
                    }
                    .padding(.horizontal, 4)
                    .fixedSize()
                    .minimumScaleFactor(0.7)
                    Text(title)
                        .font(.custom("Inter-SemiBold", size: 16))
                        .fixedSize(horizontal: false, vertical: true)
                        .minimumScaleFactor(0.6)
                        .lineLimit(1)
                    Text(title)
                        .font(.custom("Inter-SemiBold", size: 16))
                        .frame(width: 80)
                        .fixedSize()
                        .minimumScaleFactor(0.6)
                        .lineLimit(1)
                }
            }
        }
        """

    @Test func aShrinkAfterFixedSizeOnBothAxesIsNone() async throws {
        let found = try await scanFindings(swift: Self.fixedSizes).filter { $0.rule == "text.shrinks" }
        // Must not fire: lines 6 and 10 (both axes fixed). Must fire: the height alone (16), and
        // a fixed size around a frame of its own width (21).
        #expect(found.map { $0.location?.line } == [16, 21], "\(found.map(\.message))")
    }

    /// zashi-ios `UIComponents/Text/ZashiText.swift:37-44`, reduced.
    static let styledRuns = """
        import SwiftUI
        func styled(_ attrString: inout AttributedString, run: AttributedString.Runs.Run, italic: Bool) {
            if italic {
                attrString[run.range].font = .system(size: 14).italic()
            } else {
                attrString[run.range].font = .system(size: 14, weight: .bold)
            }
        }
        """

    @Test func aFontWithAModifierAssignedToARunIsOneFinding() async throws {
        let found = try await scanFindings(swift: Self.styledRuns).filter { $0.rule == "text.fixed-size" }
        #expect(found.map { $0.location?.line } == [4, 6], "\(found.map(\.message))")
        #expect(Set(found.compactMap { $0.location?.line }).count == found.count, "\(found.map(\.message))")
    }

    /// zashi-ios `Features/SwapAndPayForm/SwapComponents.swift:302-324`, reduced, with a text of
    /// no size and one tall enough.
    static let chips = """
        import SwiftUI
        struct SlippageChips: View {
            @State var selected = 0
            var body: some View {
                HStack {
                    Text("0.5%")
                        .font(.body)
                        .frame(maxWidth: .infinity)
                        .frame(height: 36)
                        .onTapGesture { selected = 0 }
                    Text("Terms")
                        .font(.body)
                        .onTapGesture { selected = 1 }
                    Text("1%")
                        .font(.body)
                        .frame(height: 48)
                        .onTapGesture { selected = 2 }
                }
            }
        }
        """

    @Test func aTappedTextIsATarget() async throws {
        let found = try await scanFindings(swift: Self.chips).filter { $0.rule == "target.small" }
        // Must fire: the 36 pt chip. Must not: a text of no known size (11), a 48 pt one (14).
        #expect(found.map { $0.location?.line } == [6], "\(found.map(\.message))")
    }
}
