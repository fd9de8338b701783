import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A cell class the app only registers, under an identifier made of its own name, is on no
/// screen (second judge of round 28): Mastodon a9e088a9 `ThreadViewController.swift:41`,
/// `tableView.register(ThreadReplyLoaderTableViewCell.self, forCellReuseIdentifier:
/// String(describing: ThreadReplyLoaderTableViewCell.self))`, is the only line naming the cell
/// outside its own file, and every dequeue in the app names its class, so the not-live button
/// font at `ThreadReplyLoaderTableViewCell.swift:28` is on no screen.
@Suite struct RegisteredCellTests {
    private func scan(_ files: [String: String]) async throws -> [Finding] {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-registered-cell-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        var all = files
        all["Package.swift"] = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Mastodon\")\n"
        for (name, text) in all {
            try Data(text.utf8).write(to: URL(fileURLWithPath: (root as NSString).appendingPathComponent(name)))
        }
        let report = try await ProjectScanner(paths: [root], configuration: ScanConfiguration(), readers: [SwiftSourceReader()]).scan()
        let rules = ["text.fixed-size", "text.not-live"]
        return report.findings.findings.filter { rules.contains($0.rule) && $0.location?.file.hasSuffix("Loader.swift") == true }
    }

    /// The cell's own file, as Mastodon's: its delegate protocol, its body and an extension
    /// name it, none of which makes one. Its not-live font in a closure (Mastodon's `:28`) is a
    /// finding with no element, placed in the class by its line.
    static let cell = """
        import UIKit
        protocol ThreadReplyLoaderTableViewCellDelegate: AnyObject {
            func threadReplyLoaderTableViewCell(_ cell: ThreadReplyLoaderTableViewCell, loadMoreButtonDidPressed button: UIButton)
        }
        final class ThreadReplyLoaderTableViewCell: UITableViewCell {
            static let cellHeight: CGFloat = 44
            static let reuseIdentifier = "ThreadReplyLoaderTableViewCell"
            let loadMoreButton = UIButton(type: .system)
            let retryButton: UIButton = {
                let button = UIButton(type: .system)
                button.titleLabel?.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 15, weight: .semibold))
                return button
            }()
            weak var delegate: ThreadReplyLoaderTableViewCellDelegate?
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                loadMoreButton.titleLabel?.font = UIFont.systemFont(ofSize: 11, weight: .thin)
                contentView.addSubview(loadMoreButton)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        extension ThreadReplyLoaderTableViewCell {
            func setup() {
                loadMoreButton.heightAnchor.constraint(equalToConstant: ThreadReplyLoaderTableViewCell.cellHeight).isActive = true
                loadMoreButton.addTarget(self, action: #selector(ThreadReplyLoaderTableViewCell.pressed(_:)), for: .touchUpInside)
            }
            @objc func pressed(_ sender: UIButton) {}
        }
        """

    /// The controller: `REGISTER` registers the loader cell, `DEQUEUE` makes the row's cell.
    static let controller = """
        import UIKit
        class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }
        class StatusTableViewCell: UITableViewCell {}
        extension UITableView {
            func dequeueReusableCell<T: UITableViewCell>(for indexPath: IndexPath) -> T {
                dequeueReusableCell(withIdentifier: String(describing: T.self), for: indexPath) as! T
            }
        }
        class ThreadViewController: UIViewController, UITableViewDataSource {
            let tableView = UITableView()
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(StatusTableViewCell.self, forCellReuseIdentifier: String(describing: StatusTableViewCell.self))
                REGISTER
                tableView.dataSource = self
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                if indexPath.row == 1 {
                    DEQUEUE
                }
                return tableView.dequeueReusableCell(withIdentifier: String(describing: StatusTableViewCell.self), for: indexPath) as! StatusTableViewCell
            }
        }
        """

    private static let described =
        "tableView.register(ThreadReplyLoaderTableViewCell.self, forCellReuseIdentifier: String(describing: ThreadReplyLoaderTableViewCell.self))"

    private func severities(register: String = described, dequeue: String = "") async throws -> [Finding] {
        let controller = Self.controller.replacingOccurrences(of: "REGISTER", with: register).replacingOccurrences(of: "DEQUEUE", with: dequeue)
        return try await scan(["ThreadReplyLoader.swift": Self.cell, "ThreadViewController.swift": controller])
    }

    @Test func aCellOnlyRegisteredUnderItsOwnNameIsANote() async throws {
        // Must NOT be a warning: registered under its own name and dequeued nowhere, in each way
        // the 64 apps register a class under its own name.
        for register in [
            Self.described,
            "tableView.register(ThreadReplyLoaderTableViewCell.self, forCellReuseIdentifier: ThreadReplyLoaderTableViewCell.reuseIdentifier)",
            "tableView.register(ThreadReplyLoaderTableViewCell.self, forCellReuseIdentifier: \"\\(ThreadReplyLoaderTableViewCell.self)\")",
            "tableView.register(ThreadReplyLoaderTableViewCell.self, forCellReuseIdentifier: \"ThreadReplyLoaderTableViewCell\")",
            "tableView.register(\n    ThreadReplyLoaderTableViewCell.self,\n    forCellReuseIdentifier: String(describing: ThreadReplyLoaderTableViewCell.self)\n)",
        ] {
            let found = try await severities(register: register)
            #expect(found.map(\.severity) == [.note, .note], "\(register): \(found.map(\.message))")
            #expect(found.allSatisfy { $0.message.hasPrefix("the app registers ThreadReplyLoaderTableViewCell but no code dequeues or makes one") })
        }
    }

    @Test func aCellDequeuedOrRegisteredUnderAnotherNameStaysAWarning() async throws {
        // Must fire: each way the 64 apps dequeue or make a registered cell names it again.
        let cell = "ThreadReplyLoaderTableViewCell"
        for dequeue in [
            "return tableView.dequeueReusableCell(withIdentifier: String(describing: \(cell).self), for: indexPath)",
            "return tableView.dequeueReusableCell(withIdentifier: \(cell).reuseIdentifier, for: indexPath)",
            "return tableView.dequeueReusableCell(withIdentifier: \"\(cell)\", for: indexPath)",
            "return tableView.dequeueReusableCell(for: indexPath) as \(cell)",
            "let cell: \(cell) = tableView.dequeueReusableCell(for: indexPath); return cell",
            "if let cell = tableView.dequeueReusableCell(withIdentifier: \"\\(\(cell).self)\") as? \(cell) { return cell }",
            "return \(cell)(style: .default, reuseIdentifier: nil)",
        ] {
            let found = try await severities(dequeue: dequeue)
            #expect(found.map(\.severity) == [.warning, .warning], "\(dequeue): \(found.map(\.message))")
        }
        // Must fire: an identifier not made of the class's name may be dequeued by code that
        // never names the class (`"Cell"`, a constant), and a class registered in a list of
        // types is named outside any registration.
        for register in [
            "tableView.register(\(cell).self, forCellReuseIdentifier: \"Loader\")",
            "tableView.register(\(cell).self, forCellReuseIdentifier: loaderIdentifier)",
            "[\(cell).self].forEach { tableView.register($0, forCellReuseIdentifier: String(describing: $0)) }",
        ] {
            let found = try await severities(register: register, dequeue: "return tableView.dequeueReusableCell(withIdentifier: \"Loader\", for: indexPath)")
            #expect(found.map(\.severity) == [.warning, .warning], "\(register): \(found.map(\.message))")
        }
    }

    @Test func aDiffableDataSourceOrADelegateKeepsItJudged() async throws {
        // Must fire: a diffable data source's cell registration names the class, and so does a
        // delegate method another type implements (conservatively: a receiver, not a maker).
        let registration = "let registration = UICollectionView.CellRegistration<ThreadReplyLoaderTableViewCell, Int> { _, _, _ in }"
        let delegate = "func threadReplyLoaderTableViewCell(_ cell: ThreadReplyLoaderTableViewCell, loadMoreButtonDidPressed button: UIButton) {}"
        for dequeue in [registration, delegate] {
            let found = try await severities(dequeue: dequeue)
            #expect(found.map(\.severity) == [.warning, .warning], "\(dequeue): \(found.map(\.message))")
        }
    }
}
