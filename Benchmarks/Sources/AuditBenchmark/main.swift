// The overflow audit benchmark: a catalog (make-audit-catalog.py) audited at the 12 content size
// categories, by `OverflowAuditor` (shapes each text once per font instance, lays out every
// size from it, in parallel) and by the naive way with the same library (shape and lay out each
// text at each size, one after another), with the same fonts, layouts and results.
//
// Usage: AuditBenchmark FONTS_DIR catalog.xcstrings layout.json audit|naive|both ROUNDS
// Prints one line per mode: mode, fastest round in seconds, overflowing (string, category)
// pairs, strings overflowing somewhere; the counts must agree between modes. `both` also times
// the audit on one core (`audit-1core`), which separates the shape-once gain from parallelism.

import Foundation
import Legible

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("AuditBenchmark: \(message)\n".utf8))
    exit(2)
}

let arguments = CommandLine.arguments
guard arguments.count == 6, ["audit", "naive", "both"].contains(arguments[4]), let rounds = Int(arguments[5]), rounds > 0 else {
    fail("usage: AuditBenchmark FONTS_DIR catalog.xcstrings layout.json audit|naive|both ROUNDS")
}
let fontsDirectory = arguments[1]
let catalog: StringCatalog
let spec: LayoutSpec
do {
    catalog = try StringCatalog(contentsOfFile: arguments[2])
    spec = try LayoutSpec(contentsOfFile: arguments[3])
} catch {
    fail("\(error)")
}
let categories = DynamicTypeCategory.allCases

/// The audit as `legible audit` runs it, on every core or on `cores` of them.
func audit(cores: Int? = nil) async throws -> (pairs: Int, strings: Int) {
    let options = AuditOptions(fontsDirectory: fontsDirectory, concurrency: cores)
    let result = try await OverflowAuditor(spec: spec, options: options).audit([catalog])
    // Counted in place, as the naive way counts: no arrays built in the timed section.
    var pairs = 0
    var strings = 0
    for label in result.labels {
        let overflows = label.measurements.reduce(0) { $0 + ($1.fits ? 0 : 1) }
        pairs += overflows
        if overflows > 0 { strings += 1 }
    }
    return (pairs, strings)
}

/// The naive way: every text shaped and laid out afresh at every size, on one thread.
func naive(_ measurers: [String: TextMeasurer]) -> (pairs: Int, strings: Int) {
    var pairs = 0
    var strings = 0
    let samples = PlaceholderSamples()
    for entry in catalog.entries {
        guard let layout = spec.layout(forKey: entry.key),
            let measurer = measurers["\(layout.weight) \(entry.locale)"]
        else { continue }
        let text = entry.displayText(using: samples)
        var overflows = false
        for category in categories {
            if !measurer.measure(text, OverflowAuditor.layoutOptions(layout, category: category)).fits {
                pairs += 1
                overflows = true
            }
        }
        if overflows { strings += 1 }
    }
    return (pairs, strings)
}

/// The same measurers the audit builds: bundled fonts at each weight, each locale's language,
/// sharing their loaded faces.
func naiveMeasurers() throws -> [String: TextMeasurer] {
    var measurers: [String: TextMeasurer] = [:]
    let cache = FontCache()
    for entry in catalog.entries {
        guard let layout = spec.layout(forKey: entry.key) else { continue }
        let key = "\(layout.weight) \(entry.locale)"
        guard measurers[key] == nil else { continue }
        var configuration = try FontConfiguration.bundled(weight: Double(layout.weight), directory: fontsDirectory)
        configuration.language = entry.locale
        measurers[key] = try TextMeasurer(configuration, cache: cache)
    }
    return measurers
}

func time<T>(_ body: () async throws -> T) async rethrows -> (Double, T) {
    let start = DispatchTime.now().uptimeNanoseconds
    let value = try await body()
    return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, value)
}

do {
    let mode = arguments[4]
    let measurers = try naiveMeasurers()
    var best: [String: (Double, (pairs: Int, strings: Int))] = [:]
    for _ in 0..<rounds {
        // Alternate the two so that both see the same machine load.
        if mode != "naive" {
            let (seconds, counts) = try await time { try await audit() }
            if seconds < best["audit"]?.0 ?? .infinity { best["audit"] = (seconds, counts) }
        }
        if mode == "both" {
            let (seconds, counts) = try await time { try await audit(cores: 1) }
            if seconds < best["audit-1core"]?.0 ?? .infinity { best["audit-1core"] = (seconds, counts) }
        }
        if mode != "audit" {
            let (seconds, counts) = await time { naive(measurers) }
            if seconds < best["naive"]?.0 ?? .infinity { best["naive"] = (seconds, counts) }
        }
    }
    for name in ["audit", "audit-1core", "naive"] {
        guard let (seconds, counts) = best[name] else { continue }
        print(String(format: "%@ %.6f %d %d", name, seconds, counts.pairs, counts.strings))
    }
} catch {
    fail("\(error)")
}
