import LegibleScan
import LegibleSwiftScan
import LegibleTypeScale
import Testing

/// `text.not-live`: a UIKit text style is live only with `adjustsFontForContentSizeCategory =
/// true` on the same view; SwiftUI text styles are always live.
@Suite struct TextNotLiveTests {
    @Test func preferredFontWithoutAdjustsIsNotLive() throws {
        let source = """
            final class Header: UIView {
                let title = UILabel()
                func setUp() {
                    title.font = .preferredFont(forTextStyle: .headline)
                }
            }
            """
        #expect(try fonts(source) == [.textStyle(.headline, weight: nil, live: false)])
    }

    @Test func adjustsOnTheSameViewMakesItLiveWhereverInTheType() throws {
        let source = """
            final class Header: UIView {
                let title = UILabel()
                let subtitle = UILabel()
                init() {
                    title.adjustsFontForContentSizeCategory = true
                }
                func setUp() {
                    self.title.font = UIFont.preferredFont(forTextStyle: .title1)
                    subtitle.font = UIFont.preferredFont(forTextStyle: .body)
                    subtitle.adjustsFontForContentSizeCategory = false
                }
            }
            """
        #expect(try fonts(source) == [.textStyle(.title1, weight: nil, live: true), .textStyle(.body, weight: nil, live: false)])
    }

    @Test func aLocalLabelInAnotherFunctionIsAnotherView() throws {
        let source = """
            final class Screen {
                func a() {
                    let label = UILabel()
                    label.font = .preferredFont(forTextStyle: .body)
                    label.adjustsFontForContentSizeCategory = true
                    addSubview(label)
                }
                func b() {
                    let label = UILabel()
                    label.font = .preferredFont(forTextStyle: .caption1)
                    addSubview(label)
                }
            }
            """
        #expect(try fonts(source) == [.textStyle(.body, weight: nil, live: true), .textStyle(.caption1, weight: nil, live: false)])
    }

    @Test func configurationClosuresAreTheirOwnScope() throws {
        let source = """
            let title: UILabel = {
                let label = UILabel()
                label.font = .preferredFont(forTextStyle: .headline)
                label.adjustsFontForContentSizeCategory = true
                return label
            }()
            let other = UILabel().then {
                $0.font = .preferredFont(forTextStyle: .footnote)
            }
            """
        #expect(try fonts(source) == [.textStyle(.headline, weight: nil, live: true), .textStyle(.footnote, weight: nil, live: false)])
    }

    @Test func swiftUITextStylesAreLive() throws {
        #expect(try fonts(#"Text("a").font(.footnote)"#) == [.textStyle(.footnote, weight: nil, live: true)])
    }

    @Test func aFileThatObservesSizeChangesKeepsStylesLive() throws {
        let source = """
            final class Cell: UITableViewCell {
                func apply() { title.font = .preferredFont(forTextStyle: .body) }
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    if previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory { apply() }
                }
            }
            """
        #expect(try fonts(source) == [.textStyle(.body, weight: nil, live: true)])
    }

    @Test func withSizePinsAPreferredFont() throws {
        let source = "label.font = UIFont.preferredFont(forTextStyle: .body).withSize(20)"
        #expect(try fonts(source) == [.fixed(size: 20, unit: "pt", weight: .regular, family: nil)])
    }

    /// Amperfy d3513f85 HomeVC.swift:440: `withWeight(_:)` is the app's own UIFont method
    /// (:495-501); the Title 3 under it was missed.
    @Test func anAppsWithWeightKeepsTheTextStyle() throws {
        let source = """
            final class SectionHeaderView: UIView {
                private let titleLabel: UILabel = {
                    let lbl = UILabel()
                    lbl.font = UIFont.preferredFont(forTextStyle: .title3).withWeight(.semibold)
                    return lbl
                }()
                private let liveLabel: UILabel = {
                    let lbl = UILabel()
                    lbl.font = UIFont.preferredFont(forTextStyle: .title3).withWeight(.semibold)
                    lbl.adjustsFontForContentSizeCategory = true
                    return lbl
                }()
                func setUp() { [titleLabel, liveLabel].forEach(addSubview) }
            }
            """
        // Must fire (not live) on the first; must not on the second, which adjusts.
        #expect(try fonts(source) == [.textStyle(.title3, weight: .semibold, live: false), .textStyle(.title3, weight: .semibold, live: true)])
    }
}
