import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, twenty-fifth round (fresh-ios25b, misses 4b), CovidCertificate-App-iOS
/// `Verifier/Screens/Check/RetryButton.swift:42-44`: `VerifyInfoButton: UBButton` (a `UIButton`)
/// makes itself 40 pt tall with SnapKit, `snp.makeConstraints { make in make.height.equalTo(40) }`;
/// the scan read no SnapKit and never judged it.
@Suite struct SnapKitSizedButtonTests {
    static let subclass = """
        import UIKit
        class VerifyInfoButton: UBButton {
            override init() {
                super.init()
                setImage(UIImage(named: "ic-retry"), for: .normal)
                snp.makeConstraints { make in
                    make.height.equalTo(40)
                }
            }
        }
        """

    private func small(_ source: String) async throws -> [Finding] {
        try await scanFindings(swift: source).filter { $0.rule == "target.small" && $0.severity >= .warning }
    }

    @Test func aButtonSubclassSnapKitMakesFortyPointsTallIsJudged() async throws {
        let found = try await small(Self.subclass)
        #expect(found.map { $0.location?.line ?? 0 } == [7])
        #expect(found.first?.message.contains("40") == true)
    }

    @Test func fortyFourPointsARelativeHeightOrAPlainViewIsNot() async throws {
        // Must not fire: 44 pt; a height relative to another view, or with an offset or a
        // priority; an upper bound only; a view that is no control.
        for replacement in [
            "make.height.equalTo(44)", "make.height.equalTo(otherView)", "make.height.equalTo(40).offset(10)",
            "make.height.equalTo(40).priority(.high)", "make.height.lessThanOrEqualTo(40)", "make.height.equalTo(titleLabel.snp.height)",
        ] {
            #expect(try await small(Self.subclass.replacingOccurrences(of: "make.height.equalTo(40)", with: replacement)).isEmpty, "\(replacement)")
        }
        #expect(try await small(Self.subclass.replacingOccurrences(of: ": UBButton", with: ": UIView")).isEmpty)
        // Two different heights (a remake in another state) leave the height unknown.
        let remade = Self.subclass.replacingOccurrences(
            of: "    }\n}", with: "    }\n    func grow() { snp.remakeConstraints { make in make.height.equalTo(60) } }\n}")
        #expect(try await small(remade).isEmpty)
    }

    static let property = """
        import UIKit
        class PlayerView: UIView {
            enum Constants { static let side: CGFloat = 30 }
            private let closeButton = UIButton(type: .system)
            private let iconButton = UIButton(type: .custom)
            private let wideButton = UIButton(type: .system)
            func setup() {
                closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
                wideButton.addTarget(self, action: #selector(close), for: .touchUpInside)
                closeButton.snp.makeConstraints { make in
                    make.width.height.equalTo(Constants.side)
                }
                iconButton.snp.makeConstraints { make in
                    make.size.equalTo(30)
                }
                wideButton.snp.makeConstraints { make in
                    make.size.equalTo(CGSize(width: 60, height: 44))
                }
            }
            @objc func close() {}
        }
        """

    @Test func aButtonPropertySizedBySnapKitConstantsIsJudged() async throws {
        // Must fire: line 11, 30×30 pt through a type's constant. Must not: `iconButton`, given
        // no action; `wideButton`, 60×44 pt.
        let found = try await small(Self.property)
        #expect(found.map { $0.location?.line ?? 0 } == [11])
        #expect(found.first?.message.contains("30×30") == true)
        let narrow = Self.property.replacingOccurrences(of: "CGSize(width: 60, height: 44)", with: "CGSize(width: 30, height: 44)")
        #expect(try await small(narrow).map { $0.location?.line ?? 0 } == [11, 17])
    }
}
