import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33, class 10, for `text.clamped`: a Dynamic Type cap is judged by the platform the file
/// is built for. macOS has no Dynamic Type (the HIG), so a cap there cuts nothing; watchOS's sizes
/// stop at AX3 (its published table: xSmall, Small, Large … xxxLarge, AX1–AX3), so a cap at AX3
/// cuts nothing and one at xxxLarge cuts AX1–AX3; iOS's go to AX5.
@Suite struct ClampedPlatformTests {
    static func view(_ cap: String) -> String {
        "import SwiftUI\nstruct Face: View {\n    var body: some View {\n        Text(\"Steps\").dynamicTypeSize(...DynamicTypeSize.\(cap))\n    }\n}\n"
    }

    @Test func eachCapIsJudgedByItsFilesPlatform() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-clamped-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "Steps Watch App/Face.swift": Self.view("xxxLarge"),
            "Steps Watch App/Ring.swift": Self.view("accessibility3"),
            "Steps macOS/Face.swift": Self.view("xxxLarge"),
            "Steps/Face.swift": Self.view("accessibility3"),
            "Steps/Ring.swift": Self.view("xxxLarge"),
        ]
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let report = try await ProjectScanner(paths: [folder.path], readers: [SwiftSourceReader()]).scan()
        let clamped = report.findings.findings.filter { $0.rule == "text.clamped" }
        func finding(_ file: String) -> Finding? { clamped.first { $0.location?.file.hasSuffix(file) == true } }
        // watchOS: xxxLarge cuts AX1–AX3 (a warning); AX3 is its largest size.
        let watch = finding("Steps Watch App/Face.swift")
        #expect(watch?.severity == .warning)
        #expect(watch?.message.contains("at xxxLarge on watchOS: people who set AX1–AX3 get xxxLarge") == true)
        #expect(finding("Steps Watch App/Ring.swift") == nil)
        // macOS: no Dynamic Type, nothing cut.
        #expect(finding("Steps macOS/Face.swift") == nil)
        // iOS: AX3 cuts AX4–AX5 (a note); xxxLarge cuts AX1–AX5 (a warning).
        #expect(finding("Steps/Face.swift")?.severity == .note)
        #expect(finding("Steps/Ring.swift")?.message.contains("people who set AX1–AX5") == true)
        #expect(clamped.count == 3)
    }
}
