import Foundation
import LegibleScan
import LegibleTestSupport
import Testing

/// `ScanRules.all` is generated from the rule files in Sources/LegibleScan/Rules: this test
/// writes it anew and fails when the checked-in file differs (`make generate` writes it).
@Suite("Scan rule registry")
struct ScanRuleRegistryTests {
    static let folder = packageRoot.appendingPathComponent("Sources/LegibleScan/Rules")
    static let registry = folder.appendingPathComponent("ScanRules+All.swift")

    @Test func generatedRegistryIsCurrent() throws {
        let expected = try Self.generatedRegistry()
        let actual = try String(contentsOf: Self.registry, encoding: .utf8)
        if expected != actual, ProcessInfo.processInfo.environment["LEGIBLE_GENERATE"] == "1" {
            try Data(expected.utf8).write(to: Self.registry)
            return
        }
        #expect(expected == actual, "ScanRules+All.swift is out of date: run `make generate`")
    }

    @Test func idsAreUniqueAndDocumented() {
        let ids = ScanRules.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids == ids.sorted())
        for rule in ScanRules.all {
            #expect(!(rule.descriptor.documentation ?? "").isEmpty, "\(rule.id) has no documentation")
            #expect(rule.descriptor.name != nil, "\(rule.id) has no name")
        }
    }

    /// The registry the rule files make: every `public static let NAME: ScanRule = ScanRule(` in the folder,
    /// in file-name order.
    static func generatedRegistry() throws -> String {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        var names: [String] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let trimmed = line.drop { $0 == " " }
                guard trimmed.hasPrefix("public static let "), trimmed.hasSuffix(": ScanRule = ScanRule(") else { continue }
                names.append(String(trimmed.dropFirst("public static let ".count).prefix { $0 != " " && $0 != ":" }))
            }
        }
        let list = names.map { "        \($0)," }.joined(separator: "\n")
        return """
            // Generated from the rule files in this folder (each `public static let NAME: ScanRule = ScanRule(`) by
            // ScanRuleRegistryTests; `make generate` writes it. Do not edit: a new rule is a file of its own.

            extension ScanRules {
                /// Every scan rule, in id order: the one list `legible.yaml`'s `rules:`, `legible rules`,
                /// SARIF's rule metadata, Documentation/Rules.md and the example tests are made from.
                public static let all: [ScanRule] = [
            \(list)
                ].sorted { $0.id < $1.id }
            }

            """
    }
}
