// Measures the benchmark strings with LegibleShaping the way `legible measure` does, in one of two
// configurations at 17 pt with HIG tracking:
//   measure  widths only (no width given): shaping with fallback, bidi and script runs, layout;
//   wrap     also wrapping into 200 pt, at most 2 lines, tail truncation (ICU line breaks and
//            graphemes where a string does not fit on one line).
//
// Usage: MeasureBenchmark FONTS_DIR strings.tsv PASSES [measure|wrap]   (measure by default)
// Prints the fastest pass in seconds and a checksum of the widths.

import Foundation
import LegibleShaping

let arguments = CommandLine.arguments
let configurations = [
    "measure": LayoutOptions(size: 17, tracking: .hig(.sfPro)),
    "wrap": LayoutOptions(size: 17, tracking: .hig(.sfPro), width: 200, maxLines: 2),
]
guard arguments.count == 4 || arguments.count == 5, let passes = Int(arguments[3]),
    let options = configurations[arguments.count == 5 ? arguments[4] : "measure"],
    let contents = try? String(contentsOfFile: arguments[2], encoding: .utf8)
else {
    FileHandle.standardError.write(Data("usage: MeasureBenchmark FONTS_DIR strings.tsv PASSES [measure|wrap]\n".utf8))
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
