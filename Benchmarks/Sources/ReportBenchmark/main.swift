// The phases of `legible audit` apart: reading the catalog and auditing it (once each, timed),
// then the report written in each format ROUNDS times to a stream that only counts bytes, so
// the time is the writer's and not the terminal's or the disk's. Prints `read SECONDS`,
// `audit SECONDS`, then per format the fastest round in seconds and the report's size in bytes.
//
// Usage: ReportBenchmark FONTS_DIR catalog.xcstrings layout.json ROUNDS [FORMAT…]

import Foundation
import Legible

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("ReportBenchmark: \(message)\n".utf8))
    exit(2)
}

/// Counts what is written and drops it; takes bytes as they are, as the tool's standard output does.
struct ByteCounter: UTF8OutputStream {
    var bytes = 0
    mutating func write(_ text: String) { bytes += text.utf8.count }
    mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>) { self.bytes += bytes.count }
}

let arguments = CommandLine.arguments
guard arguments.count >= 5, let rounds = Int(arguments[4]), rounds > 0 else {
    fail("usage: ReportBenchmark FONTS_DIR catalog.xcstrings layout.json ROUNDS [FORMAT…]")
}
let formats =
    arguments.count > 5
    ? arguments[5...].map { name in
        guard let format = AuditReport.Format(rawValue: name) else { fail("unknown format \(name)") }
        return format
    } : AuditReport.Format.allCases
let clock = ContinuousClock()

func seconds(_ duration: Duration) -> String {
    String(format: "%.4f", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
}

let report: AuditReport
do {
    var catalog: StringCatalog?
    let reading = try clock.measure { catalog = try StringCatalog(contentsOfFile: arguments[2]) }
    print("read", seconds(reading))
    let spec = try LayoutSpec(contentsOfFile: arguments[3])
    let start = clock.now
    let result = try await OverflowAuditor(spec: spec, options: AuditOptions(fontsDirectory: arguments[1])).audit([catalog!])
    print("audit", seconds(clock.now - start))
    report = AuditReport(result)
} catch {
    fail("\(error)")
}
for format in formats {
    var best = Duration.seconds(1_000_000)
    var bytes = 0
    for _ in 0..<rounds {
        var output = ByteCounter()
        let elapsed = clock.measure { report.write(format, to: &output) }
        best = min(best, elapsed)
        bytes = output.bytes
    }
    print(format.rawValue, seconds(best), bytes)
}
