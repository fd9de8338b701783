import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A screen built only by a static factory nothing calls is on no screen (fresh-ios26a pattern
/// 1), reduced from unstoppable-wallet-ios 426cdf59: `SwapModule.viewController(tokenFrom:)`
/// (packages/WalletCore/Sources/WalletCore/Modules/Swap/SwapModule.swift:46-55), which no code
/// calls, makes `SwapProviderManager`, which makes `UniswapModule`
/// (SwapProviderManager.swift:59), which makes `UniswapDataSource` (UniswapModule.swift:63), whose
/// `SwapPriceCell()` (UniswapDataSource.swift:19) gave `text.fixed-size` warnings
/// (SwapPriceCell.swift:55).
@Suite struct UncalledFactoryTests {
    private func scan(_ files: [String: String]) async throws -> [Finding] {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-uncalled-factory-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        var all = files
        all["Package.swift"] = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Wallet\")\n"
        for (name, text) in all {
            try Data(text.utf8).write(to: URL(fileURLWithPath: (root as NSString).appendingPathComponent(name)))
        }
        let report = try await ProjectScanner(paths: [root], configuration: ScanConfiguration(), readers: [SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "text.fixed-size" }
    }

    static let module = """
        import UIKit
        enum SwapModule {
            static func viewController(tokenFrom: String? = nil) -> UIViewController? {
                let swapDexManager = SwapProviderManager(tokenFrom: tokenFrom)
                let viewController = SwapViewController(dataSourceManager: swapDexManager)
                return viewController
            }
        }
        extension SwapModule {
            struct DataSourceState { var tokenFrom: String? }
        }
        """

    /// An instance requirement of the same name (WalletConnectRequestChain.swift:13) calls no static function.
    static let chain = """
        import UIKit
        protocol IWalletConnectRequestHandler {
            func viewController(request: String) -> UIViewController?
        }
        class WalletConnectRequestChain {
            var handlers: [IWalletConnectRequestHandler] = []
            func show(request: String) -> UIViewController? { handlers.first?.viewController(request: request) }
        }
        """

    static let manager = """
        import UIKit
        class SwapProviderManager {
            init(tokenFrom: String?) {}
            func dataSource() -> UniswapDataSource { UniswapDataSource() }
        }
        class SwapViewController: UIViewController {
            init(dataSourceManager: SwapProviderManager) { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
        }
        """

    static let dataSource = """
        import UIKit
        class UniswapDataSource {
            private let buyPriceCell = SwapPriceCell()
            let state = SwapModule.DataSourceState(tokenFrom: nil)
        }
        """

    static let cell = """
        import UIKit
        class SwapPriceCell: UITableViewCell {
            let priceButton = UIButton()
            func setup() {
                priceButton.titleLabel?.font = UIFont.systemFont(ofSize: 14, weight: .medium)
            }
        }
        """

    static let app = """
        import UIKit
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """

    private func files(app: String = Self.app, module: String = Self.module) -> [String: String] {
        [
            "SwapModule.swift": module, "SwapProviderManager.swift": Self.manager, "UniswapDataSource.swift": Self.dataSource,
            "SwapPriceCell.swift": Self.cell, "AppDelegate.swift": app, "WalletConnectRequestChain.swift": Self.chain,
        ]
    }

    @Test func aCellOnlyAnUncalledFactoryReachesIsANote() async throws {
        let found = try await scan(files())
        #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
        #expect(
            found.first?.message.hasPrefix("SwapPriceCell is only reached from SwapModule.viewController, which nothing calls") == true,
            "\(found.map(\.message))")
        // Still a note when another module's factory of the same name is called (Earn's, not Swap's).
        let earn = Self.module + "\nenum EarnModule {\n    static func viewController() -> UIViewController? { nil }\n}\n"
        let other = Self.app.replacingOccurrences(of: "var window: UIWindow?", with: "var window: UIWindow?\n    let earn = EarnModule.viewController()")
        let stillNote = try await scan(files(app: other, module: earn))
        #expect(stillNote.map(\.severity) == [.note], "\(stillNote.map(\.message))")
        // And when an enum's static `var` of that name is read (ContactBookViewController.swift:124).
        let settings = Self.module + "\nenum ContactBookSettingsModule {\n    static var viewController: UIViewController? { nil }\n}\n"
        let read = Self.app.replacingOccurrences(
            of: "var window: UIWindow?", with: "var window: UIWindow?\n    let settings = ContactBookSettingsModule.viewController")
        #expect(try await scan(files(app: read, module: settings)).map(\.severity) == [.note])
    }

    @Test func aFactoryCalledFromAnAppDelegateMethodShows() async throws {
        // Must fire: UIKit calls the delegate's method, which calls the factory.
        let app = Self.app.replacingOccurrences(
            of: "var window: UIWindow?",
            with: """
                var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.rootViewController = SwapModule.viewController()
                        return true
                    }
                """)
        let found = try await scan(files(app: app))
        #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
    }

    @Test func aFactoryCalledFromASwiftUIBodyOrASelectorShows() async throws {
        // Must fire: a SwiftUI view's body, and an @objc method a #selector names, call it.
        let view = """
            import SwiftUI
            struct SwapButton: View {
                var body: some View {
                    Button("Swap") { _ = SwapModule.viewController(tokenFrom: nil) }
                }
            }
            """
        var withView = files()
        withView["SwapButton.swift"] = view
        #expect(try await scan(withView).map(\.severity) == [.warning])
        let selector = Self.app.replacingOccurrences(
            of: "var window: UIWindow?",
            with: """
                var window: UIWindow?
                    func setUp(button: UIButton) { button.addTarget(self, action: #selector(onTapSwap), for: .touchUpInside) }
                    @objc private func onTapSwap() { _ = SwapModule.viewController() }
                """)
        #expect(try await scan(files(app: selector)).map(\.severity) == [.warning])
    }

    @Test func aProtocolRequirementOrALiveStaticCallerKeepsItCalled() async throws {
        // Must fire: called through a protocol's requirement on a generic metatype.
        let required = """
            import UIKit
            protocol ModuleFactory { static func viewController(tokenFrom: String?) -> UIViewController? }
            """ + Self.module.replacingOccurrences(of: "enum SwapModule {", with: "enum SwapModule: ModuleFactory {")
        let generic = Self.app.replacingOccurrences(
            of: "var window: UIWindow?",
            with: "var window: UIWindow?\n    func open<M: ModuleFactory>(_ module: M.Type) { _ = module.viewController(tokenFrom: nil) }")
        #expect(try await scan(files(app: generic, module: required)).map(\.severity) == [.warning])
        // Must fire: a static function live code calls calls the factory unqualified (a fixed point, not one hop).
        let chained = Self.module.replacingOccurrences(
            of: "enum SwapModule {", with: "enum SwapModule {\n    static func start() -> UIViewController? { viewController() }")
        let caller = Self.app.replacingOccurrences(of: "var window: UIWindow?", with: "var window: UIWindow?\n    let first = SwapModule.start()")
        #expect(try await scan(files(app: caller, module: chained)).map(\.severity) == [.warning])
        // Must NOT: the same chain with nothing calling `start()` either.
        #expect(try await scan(files(module: chained)).map(\.severity) == [.note])
    }
}
