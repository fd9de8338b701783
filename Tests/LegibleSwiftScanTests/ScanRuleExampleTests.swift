import Foundation
import LegibleKotlinScan
import LegibleObjCScan
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// One test per example of every scan rule (`ScanRule.examples`), run through the scan's own
/// readers and rules as `legible scan` runs them: the rule must fire on the examples that say it
/// fires, and must not on the others. A new rule's examples are tests without a line here.
@Suite("Scan rule examples")
struct ScanRuleExampleTests {
    /// A rule's example, named for the test list.
    struct Case: Sendable, CustomTestStringConvertible {
        let rule: String
        let example: ScanRuleExample
        var testDescription: String { "\(rule) \(example)" }
    }

    static let cases: [Case] = ScanRules.all.flatMap { rule in rule.examples.map { Case(rule: rule.id, example: $0) } }

    @Test(arguments: cases)
    func example(_ testCase: Case) async throws {
        let findings = try await Self.scan(testCase.example, switchingOn: testCase.rule).filter { $0.rule == testCase.rule }
        switch testCase.example.expectation {
        case .fires: #expect(!findings.isEmpty, "\(testCase.rule) did not fire on:\n\(testCase.example.source)")
        case .doesNotFire: #expect(findings.isEmpty, "\(testCase.rule) fired on:\n\(testCase.example.source)\n\(findings.map(\.message))")
        }
    }

    @Test func everyRuleHasExamplesBothWays() {
        for rule in ScanRules.all {
            #expect(rule.examples.contains { $0.expectation == .fires }, "\(rule.id) has no example it fires on")
            #expect(rule.examples.contains { $0.expectation == .doesNotFire }, "\(rule.id) has no example it must not fire on")
        }
    }

    /// Scans the example as a file of its kind in a folder of its own, with `rule` switched on
    /// (a rule that is off by default is still tested).
    static func scan(_ example: ScanRuleExample, switchingOn rule: String) async throws -> [Finding] {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-rule-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (name, text) = file(for: example)
        let path = (folder as NSString).appendingPathComponent(name)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        var configuration = ScanConfiguration()
        configuration.rules[rule] = ScanRules.rule(id: rule)?.defaultSeverity ?? .warning
        let readers: [any ScanFileReader] = [InterfaceBuilderReader(), AndroidLayoutReader(), SwiftSourceReader(), ComposeSourceReader(), ObjCSourceReader()]
        return try await ProjectScanner(paths: [folder], configuration: configuration, readers: readers).scan().findings.findings
    }

    /// The file an example is read as: its name in the scan folder and its text.
    static func file(for example: ScanRuleExample) -> (String, String) {
        switch example.kind {
        case .swift:
            // A bare SwiftUI expression is a view's body; a source with declarations is read as written.
            let declares = ["struct ", "class ", "extension ", "enum "].contains { example.source.contains($0) }
            let text = declares ? example.source : "import SwiftUI\n\nstruct Example: View {\n    var body: some View {\n        \(example.source)\n    }\n}\n"
            return ("Example.swift", text)
        case .storyboard:
            return ("App/Base.lproj/Main.storyboard", storyboard(example.source))
        case .androidLayout:
            return ("app/src/main/res/layout/example.xml", #"<?xml version="1.0" encoding="utf-8"?>"# + "\n" + example.source + "\n")
        case .compose:
            let imports = [
                "androidx.compose.foundation.*", "androidx.compose.foundation.layout.*", "androidx.compose.material3.*",
                "androidx.compose.runtime.*", "androidx.compose.ui.*", "androidx.compose.ui.graphics.*", "androidx.compose.ui.platform.*",
                "androidx.compose.ui.unit.*",
            ].map { "import \($0)\n" }.joined()
            let body = example.source.contains("fun ") ? example.source : "@Composable\nfun Example() {\n    \(example.source)\n}\n"
            return ("app/src/main/java/com/example/Example.kt", "package com.example\n\n" + imports + "\n" + body)
        case .objectiveC:
            let body =
                example.source.contains("@implementation")
                ? example.source
                : "@implementation ExampleViewController\n\n- (void)viewDidLoad {\n    [super viewDidLoad];\n    \(example.source)\n}\n\n@end\n"
            return ("App/ExampleViewController.m", "#import <UIKit/UIKit.h>\n\n" + body)
        }
    }

    /// A storyboard with one scene whose root view holds `subviews`.
    static func storyboard(_ subviews: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }
}
