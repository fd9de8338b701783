import LegibleScan
import Testing

@testable import LegibleSwiftScan

/// A branch on a Bool `let` initialised to a literal never runs when the literal says so, so its
/// code is not read (Threema a92bb3b9 `ChatSearchResultsTableViewCell.swift:17`, `:26`, `:32-34`:
/// `private let debug = false` and `if debug { label.backgroundColor = .systemBlue }`, judged as
/// the label's background by `contrast.text`).
@Suite struct ConstantFlagBranchTests {
    /// Threema's shape, reduced: a cell whose lazy label sets a debug background under a flag.
    private func cell(flag: String, condition: String = "debug") -> String {
        """
        final class SearchCell: UITableViewCell {
            \(flag)
            private lazy var nameLabel: UILabel = {
                let label = UILabel()
                label.font = UIFont.preferredFont(forTextStyle: .headline)
                label.textColor = .label
                label.adjustsFontForContentSizeCategory = true
                if \(condition) {
                    label.backgroundColor = .systemBlue
                }
                return label
            }()
        }
        """
    }

    private func contrast(_ source: String) async throws -> [Int] {
        try await scanFindings(swift: source).filter { $0.rule == "contrast.text" }.compactMap { $0.location?.line }
    }

    @Test func aBranchOnALetFalseIsNotRead() async throws {
        // Must NOT: the blue background under `if debug` never ships.
        #expect(try await contrast(cell(flag: "private let debug = false")).isEmpty)
        #expect(try await contrast(cell(flag: "private let debug = false", condition: "self.debug")).isEmpty)
        #expect(try await contrast(cell(flag: "static let debug = true", condition: "!debug")).isEmpty)
    }

    @Test func aBranchThatMayRunIsStillRead() async throws {
        // Must fire: a `var` may be changed, a `true` constant runs the branch, and an unknown
        // flag may be either; label on systemBlue is below 4.5:1.
        for flag in ["private var debug = false", "private let debug = true", "private let debug: Bool", "private let other = false"] {
            #expect(try await !contrast(cell(flag: flag)).isEmpty, "\(flag)")
        }
        #expect(try await !contrast(cell(flag: "private let debug = false", condition: "!debug")).isEmpty)
    }

    @Test func theElseOfALetTrueIsNotRead() async throws {
        // Must NOT: the `else` of a `let` that is `true` never runs.
        let elseBranch = "showsReal { _ = 0 } else"
        #expect(try await contrast(cell(flag: "private let showsReal = true", condition: elseBranch)).isEmpty)
        // Must fire: a `var` may be changed, so its `else` may run.
        #expect(try await !contrast(cell(flag: "private var showsReal = true", condition: elseBranch)).isEmpty)
    }

    @Test func aLocalOfTheSameNameIsTheFlagRead() async throws {
        // Must fire: inside the closure a local `debug` that may be true shadows the constant.
        let source = cell(flag: "private let debug = false").replacingOccurrences(
            of: "let label = UILabel()", with: "let label = UILabel()\n        let debug = ProcessInfo.processInfo.environment[\"D\"] != nil")
        #expect(try await !contrast(source).isEmpty)
    }
}
