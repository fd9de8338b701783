import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A collection view cell is as wide as its layout makes it, not as Xcode drew it: the flow
/// layout's `itemSize` when the file gives one and no code sizes the items, else unknown (a note).
/// DuckDuckGo's iPad tab bar drew its cell 100 pt wide (a 36 pt label) while its controller's
/// `sizeForItemAt` makes it at least 68: 23 wrong overflow errors.
@Suite struct CollectionCellWidthTests {
    /// A scene of `TabsViewController`: a table and a collection view, each across the screen,
    /// each with one cell whose label is 10 pt in from its content view's edges. The collection
    /// view's cell is drawn 60 pt wide; `layout` is its `<collectionViewFlowLayout>`'s content.
    static func storyboard(layout: String = #"<size key="itemSize" width="200" height="50"/>"#, layoutAttributes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s"><objects>
                <viewController id="vc" customClass="TabsViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <tableView translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                <rect key="frame" x="0" y="0" width="390" height="400"/>
                                <prototypes>
                                    <tableViewCell id="row">
                                        <rect key="frame" x="0" y="50" width="390" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" id="rowContent">
                                            <rect key="frame" x="0" y="0" width="390" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>\(label("rowLabel"))</subviews>
                                            <constraints>\(pinned("rowLabel", in: "rowContent"))</constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                            <collectionView translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                                <rect key="frame" x="0" y="400" width="390" height="400"/>
                                <collectionViewFlowLayout key="collectionViewLayout" \(layoutAttributes) minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                                    \(layout)
                                </collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell contentMode="center" reuseIdentifier="Tab" id="cell" customClass="TabCell">
                                        <rect key="frame" x="0" y="0" width="60" height="50"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <collectionViewCellContentView key="contentView" id="content">
                                            <rect key="frame" x="0" y="0" width="60" height="50"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>\(label("cellLabel"))</subviews>
                                            <constraints>\(pinned("cellLabel", in: "content"))</constraints>
                                        </collectionViewCellContentView>
                                    </collectionViewCell>
                                </cells>
                                <connections><outlet property="delegate" destination="vc" id="o1"/></connections>
                            </collectionView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t1"/>
                            <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="t2"/>
                            <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="g1"/>
                            <constraint firstAttribute="trailing" secondItem="grid" secondAttribute="trailing" id="g2"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    static func label(_ id: String) -> String {
        """
        <label text="Startseite" numberOfLines="1" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="10" y="0" width="40" height="20"/><fontDescription key="fontDescription" type="system" pointSize="15"/></label>
        """
    }

    static func pinned(_ id: String, in content: String) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(content)" secondAttribute="leading" constant="10" id="\(id)L"/>
        <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="10" id="\(id)T"/>
        """
    }

    /// The storyboard (and `code`, when given) scanned as a project, its elements by id.
    static func scan(_ storyboard: String, code: String?) async throws -> [String: ScannedElement] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-collection-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try storyboard.write(to: folder.appendingPathComponent("Tabs.storyboard"), atomically: true, encoding: .utf8)
        if let code { try code.write(to: folder.appendingPathComponent("TabsViewController.swift"), atomically: true, encoding: .utf8) }
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        return Dictionary(report.elements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    static func widths(_ element: ScannedElement?) -> [ScannedWidth] {
        element?.screenTextWidths.map(\.width) ?? []
    }

    static func unknownReason(_ element: ScannedElement?) -> String? {
        guard element?.screenTextWidths.isEmpty == true, case .unknown(let reason)? = element?.textWidth else { return nil }
        return reason
    }

    /// Sizes the items in `type`'s code.
    static func sizing(in type: String) -> String {
        """
        import UIKit
        final class \(type): UIViewController {}
        extension \(type): UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: max(68, collectionView.bounds.width / 4), height: 40)
            }
        }
        """
    }

    @Test func aFlowLayoutsItemSizeIsTheCellsWidth() async throws {
        // 200 − 10 − 10 = 180 on every phone, not the 40 pt the file draws; the table's label spans
        // its table as before: W − 20, 355 at 375 and 420 at 440.
        let elements = try await Self.scan(Self.storyboard(), code: nil)
        #expect(Self.widths(elements["cellLabel"]) == [.fixed(180), .fixed(180)])
        #expect(Self.widths(elements["rowLabel"]) == [.fixed(355), .fixed(420)])
        #expect(elements["cellLabel"]?.collectionOwners?.contains("TabsViewController") == true)
        #expect(elements["rowLabel"]?.collectionOwners == nil)
    }

    @Test func codeOfAnotherClassSizingItemsLeavesTheItemSize() async throws {
        let elements = try await Self.scan(Self.storyboard(), code: Self.sizing(in: "SettingsViewController"))
        #expect(Self.widths(elements["cellLabel"]) == [.fixed(180), .fixed(180)])
    }

    @Test func cellsTheirOwnersCodeSizesHaveAnUnknownWidth() async throws {
        let elements = try await Self.scan(Self.storyboard(), code: Self.sizing(in: "TabsViewController"))
        let reason = Self.unknownReason(elements["cellLabel"])
        #expect(reason?.hasPrefix("code sizes its collection view's cells (TabsViewController)") == true, "\(String(describing: reason))")
        // The table's cell is not a collection view's: unchanged.
        #expect(Self.widths(elements["rowLabel"]) == [.fixed(355), .fixed(420)])
    }

    @Test func codeSizingInASuperclassOfTheOwnerCounts() async throws {
        let base = Self.sizing(in: "BaseGridController").replacingOccurrences(of: "final class BaseGridController", with: "class BaseGridController")
        let elements = try await Self.scan(Self.storyboard(), code: base + "\nfinal class TabsViewController: BaseGridController {}\n")
        #expect(Self.unknownReason(elements["cellLabel"])?.contains("(BaseGridController)") == true)
    }

    @Test func cellsWithoutAnItemSizeHaveAnUnknownWidth() async throws {
        // Self-sizing (Xcode's "Estimate Size: Automatic", or an estimated size) or no item size:
        // the layout sizes the cell from its content, which the file does not say.
        let automatic = Self.storyboard(layoutAttributes: #"automaticEstimatedItemSize="YES""#)
        let estimated = Self.storyboard(layout: #"<size key="itemSize" width="200" height="50"/><size key="estimatedItemSize" width="68" height="68"/>"#)
        let none = Self.storyboard(layout: "")
        for storyboard in [automatic, estimated, none] {
            let elements = try await Self.scan(storyboard, code: nil)
            #expect(Self.unknownReason(elements["cellLabel"])?.contains("no flow layout item size, or self-sizing cells") == true)
            #expect(Self.widths(elements["rowLabel"]) == [.fixed(355), .fixed(420)])
        }
    }

    @Test func aCellInItsOwnXibHasAnUnknownWidth() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <collectionViewCell contentMode="center" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="60" height="50"/>
                        <collectionViewCellContentView key="contentView" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="60" height="50"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>\(Self.label("cellLabel"))</subviews>
                            <constraints>\(Self.pinned("cellLabel", in: "content"))</constraints>
                        </collectionViewCellContentView>
                    </collectionViewCell>
                </objects>
            </document>
            """
        let element = try InterfaceBuilderReader().read(text: xib, path: "TabCell.xib", resources: ScanResources()).elements.first { $0.id == "cellLabel" }
        #expect(Self.unknownReason(element)?.contains("sized by the layout that shows it") == true)
    }

    @Test func theSwiftReaderNamesTheTypesThatSizeItems() throws {
        let code = """
            final class A: UIViewController {
                func collectionView(_ c: UICollectionView, layout l: UICollectionViewLayout, sizeForItemAt i: IndexPath) -> CGSize { .zero }
            }
            final class B { func setUp(_ layout: UICollectionViewFlowLayout) { layout.estimatedItemSize = .zero } }
            final class C { let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)) }
            final class D: UIViewController {
                // Not sizing: a cell for an item, an item size read.
                func collectionView(_ c: UICollectionView, cellForItemAt i: IndexPath) -> UICollectionViewCell { fatalError() }
                func width(_ layout: UICollectionViewFlowLayout) -> CGFloat { layout.itemSize.width }
            }
            func configure(_ layout: UICollectionViewFlowLayout) { layout.itemSize = CGSize(width: 10, height: 10) }
            """
        let result = try SwiftSourceReader().read(text: code, path: "Grid.swift", resources: ScanResources())
        #expect(result.sizesCollectionItems == ["A", "B", "C", ""])
    }
}
