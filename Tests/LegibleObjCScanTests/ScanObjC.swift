import Foundation
import LegibleObjCScan
import LegibleReporting
import LegibleScan

/// Reads `source` as `View.m` with the Objective-C reader.
func scanObjC(_ source: String, path: String = "View.m") throws -> ScanFileResult {
    try ObjCSourceReader().read(text: source, path: path, resources: ScanResources())
}

/// The fonts of the elements read from `source`, in file order (elements with no font left out).
func fonts(_ source: String) throws -> [ScannedFont] {
    try scanObjC(source).elements.compactMap(\.font)
}

/// `source` wrapped in an `@implementation` with one method, as most UIKit code is written.
func method(_ body: String, className: String = "ProfileViewController") -> String {
    "#import <UIKit/UIKit.h>\n\n@implementation \(className)\n\n- (void)viewDidLoad {\n    [super viewDidLoad];\n\(body)\n}\n\n@end\n"
}

/// Scans `source` as `App/View.m` the way `legible scan` does (its rules judge the elements), and
/// returns the findings of `rule`.
func scanFindings(_ source: String, rule: String) async throws -> [Finding] {
    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-objc-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = (folder as NSString).appendingPathComponent("App/View.m")
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(source.utf8).write(to: URL(fileURLWithPath: path))
    var configuration = ScanConfiguration()
    configuration.rules[rule] = ScanRules.rule(id: rule)?.defaultSeverity ?? .warning
    let report = try await ProjectScanner(paths: [folder], configuration: configuration, readers: [ObjCSourceReader()]).scan()
    return report.findings.findings.filter { $0.rule == rule }
}
