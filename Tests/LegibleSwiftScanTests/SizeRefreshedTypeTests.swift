import LegibleReporting
import LegibleScan
import Testing

/// A text style's size read once in a type another file's size observer refreshes is read again
/// after every change (fresh iOS judge 14b, D2): Element X 5d0343c4
/// `ElementX/Sources/Other/HTMLParsing/AttributedStringBuilder.swift:149`,
/// `let fontPointSize = UIFont.preferredFont(forTextStyle: .body).pointSize` made into the HTML
/// message's fonts and cached, was a `text.not-live` warning, though `AppCoordinator.swift:1156-1165`
/// observes `UIContentSizeCategory.didChangeNotification` with `#selector(didChangeContentSizeCategory)`,
/// whose body is `AttributedStringBuilder.invalidateCaches()`.
@Suite struct SizeRefreshedTypeTests {
    /// Element X's builder, cut to the size read, the font made of it and the cache.
    static let builder = """
        import UIKit
        struct AttributedStringBuilder {
            private static var caches: [String: NSAttributedString] = [:]
            static func invalidateCaches() { caches.removeAll() }
            func attributedString(_ html: String) -> NSMutableAttributedString {
                let content = NSMutableAttributedString(string: html)
                let fontPointSize = UIFont.preferredFont(forTextStyle: .body).pointSize
                content.setFontPreservingSymbolicTraits(UIFont.boldSystemFont(ofSize: fontPointSize))
                return content
            }
        }
        """

    /// Element X's `AppCoordinator.swift:1156-1165`.
    static let coordinator = """
        import UIKit
        class AppCoordinator {
            func observe() {
                NotificationCenter.default.addObserver(self,
                                                       selector: #selector(didChangeContentSizeCategory),
                                                       name: UIContentSizeCategory.didChangeNotification,
                                                       object: nil)
            }
            @objc
            private func didChangeContentSizeCategory() {
                AttributedStringBuilder.invalidateCaches()
            }
        }
        """

    @Test func aSizeReadInATypeAnotherFilesObserverRefreshesIsLive() async throws {
        // Must NOT fire: every size change empties the builder's cache, so the size is read again.
        let found = try await scanFindings(swiftFiles: ["AttributedStringBuilder.swift": Self.builder, "AppCoordinator.swift": Self.coordinator])
        #expect(found.filter { $0.rule == "text.not-live" }.isEmpty, "\(found.map(\.message))")
    }

    @Test func aSizeReadInATypeNoObserverRefreshesIsStillNotLive() async throws {
        // Must fire: the observer refreshes another type, and another method is no observer.
        let other = Self.coordinator.replacingOccurrences(
            of: "AttributedStringBuilder.invalidateCaches()", with: "ImageCache.invalidateCaches()")
        let unregistered = Self.coordinator.replacingOccurrences(
            of: "UIContentSizeCategory.didChangeNotification", with: "UIApplication.willTerminateNotification")
        for coordinator in [other, unregistered] {
            let found = try await scanFindings(swiftFiles: ["AttributedStringBuilder.swift": Self.builder, "AppCoordinator.swift": coordinator])
            #expect(found.filter { $0.rule == "text.not-live" }.map { $0.location?.line ?? 0 } == [7], "\(found.map(\.message))")
        }
    }
}
