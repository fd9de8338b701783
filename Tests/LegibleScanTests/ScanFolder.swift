import Foundation
import LegibleReporting
import LegibleScan

/// A scratch app folder for one scan test, removed when the test ends.
struct ScanFolder {
    let path: String

    /// Writes `files` (relative path → text or bytes) into a new folder.
    init(_ files: [String: Any]) throws {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-scan-\(UUID().uuidString)")
        for (name, contents) in files {
            let file = (path as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            let data = (contents as? Data) ?? Data(((contents as? String) ?? "").utf8)
            try data.write(to: URL(fileURLWithPath: file))
        }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// Scans the folder (or `paths` in it) with the Interface Builder reader.
    func scan(_ paths: [String]? = nil, configuration: ScanConfiguration = ScanConfiguration()) async throws -> ScanReport {
        let named = (paths ?? [""]).map { $0.isEmpty ? path : (path as NSString).appendingPathComponent($0) }
        return try await ProjectScanner(paths: named, configuration: configuration, readers: [InterfaceBuilderReader()]).scan()
    }

    /// A xib whose top-level view holds `subviews`; `connections` go on the file's owner.
    static func xib(_ subviews: String, connections: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                    <connections>
        \(connections)
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </view>
            </objects>
        </document>
        """
    }
}

extension ScanReport {
    /// The findings of `rule`, by the id of their element.
    func ids(_ rule: String) -> Set<String> {
        Set(findings.findings.filter { $0.rule == rule }.map(\.id))
    }
}
