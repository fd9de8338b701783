// Measures the benchmark strings with LegibleShaping the way `legible measure` does: shaping with
// fallback, bidi and script runs, ICU line breaks and graphemes, then wrapping into 200 pt at
// 17 pt with HIG tracking, at most 2 lines.
//
// Usage: MeasureBenchmark FONTS_DIR strings.tsv PASSES
// Prints the fastest pass in seconds and a checksum of the widths.

import Foundation
import LegibleShaping

let arguments = CommandLine.arguments
guard arguments.count == 4, let passes = Int(arguments[3]),
      let contents = try? String(contentsOfFile: arguments[2], encoding: .utf8) else {
    FileHandle.standardError.write(Data("usage: MeasureBenchmark FONTS_DIR strings.tsv PASSES\n".utf8))
    exit(2)
}
let texts = contents.split(separator: "\n").compactMap { line in line.split(separator: "\t", maxSplits: 1).last.map(String.init) }
let measurer: TextMeasurer
do {
    measurer = try TextMeasurer(.bundled(weight: 400, directory: arguments[1]))
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}
let options = LayoutOptions(size: 17, tracking: .hig(.sfPro), width: 200, maxLines: 2)

var best = Double.infinity
var checksum = 0.0
for pass in 0...passes {
    let start = DispatchTime.now().uptimeNanoseconds
    checksum = 0
    for text in texts {
        checksum += measurer.measure(text, options).width
    }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    if pass > 0 { best = min(best, elapsed) }  // pass 0 warms up
}
print(String(format: "%.6f %.3f", best, checksum))
