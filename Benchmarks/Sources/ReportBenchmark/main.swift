// The audit report writers alone: a catalog audited once, then its report written in each
// format ROUNDS times to a stream that only counts bytes, so the time is the writer's and not
// the terminal's or the disk's. Prints, per format, the fastest round in seconds and the size.
//
// Usage: ReportBenchmark FONTS_DIR catalog.xcstrings layout.json ROUNDS [FORMAT…]

import Foundation
import Legible

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("ReportBenchmark: \(message)\n".utf8))
    exit(2)
}

/// Counts what is written and drops it.
struct ByteCounter: TextOutputStream {
    var bytes = 0
    mutating func write(_ text: String) { bytes += text.utf8.count }
}

let arguments = CommandLine.arguments
guard arguments.count >= 5, let rounds = Int(arguments[4]), rounds > 0 else {
    fail("usage: ReportBenchmark FONTS_DIR catalog.xcstrings layout.json ROUNDS [FORMAT…]")
}
let formats = arguments.count > 5 ? arguments[5...].map { name in
    guard let format = AuditFormat(rawValue: name) else { fail("unknown format \(name)") }
    return format
} : AuditFormat.allCases
let report: AuditReport
do {
    let catalog = try StringCatalog(contentsOfFile: arguments[2])
    let spec = try LayoutSpec(contentsOfFile: arguments[3])
    let result = try await OverflowAuditor(spec: spec, options: AuditOptions(fontsDirectory: arguments[1])).audit([catalog])
    report = AuditReport(result)
} catch {
    fail("\(error)")
}
let clock = ContinuousClock()
for format in formats {
    var best = Duration.seconds(1_000_000)
    var bytes = 0
    for _ in 0..<rounds {
        var output = ByteCounter()
        let elapsed = clock.measure { report.write(format, to: &output) }
        best = min(best, elapsed)
        bytes = output.bytes
    }
    let seconds = Double(best.components.seconds) + Double(best.components.attoseconds) / 1e18
    print(format.rawValue, String(format: "%.4f", seconds), bytes)
}
