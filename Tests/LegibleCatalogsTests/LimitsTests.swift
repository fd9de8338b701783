import Foundation
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleTestSupport
import Testing

/// `CatalogLimits`: each limit is enforced before the work it guards and named in the error.
@Suite("Catalog limits")
struct CatalogLimitsTests {
    @Test func defaultsAreFarAboveRealProjects() {
        let limits = CatalogLimits()
        #expect(limits.maximumFileBytes == 268_435_456)
        #expect(limits.maximumLayoutSpecBytes == 16_777_216)
        #expect(limits.maximumSubstitutionCombinations == 4096)
        #expect(limits.maximumSubstitutedBytes == 67_108_864)
        #expect(CatalogLimits.default == limits)
    }

    @Test func aCatalogOverTheFileLimitIsRefused() {
        let limits = CatalogLimits(maximumFileBytes: 100)
        let path = example("Localizable.xcstrings")
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        let error = expectSourceError { _ = try StringCatalog(contentsOfFile: path, limits: limits) }
        #expect(error?.message == "\(size) bytes, over the limit of 100 bytes for a string catalog (CatalogLimits.maximumFileBytes)")
        let fromData = expectSourceError {
            _ = try StringCatalog(data: Data(repeating: 0x20, count: 101), file: "x.json", format: .json, limits: limits)
        }
        #expect(fromData?.description == "x.json: 101 bytes, over the limit of 100 bytes for a string catalog (CatalogLimits.maximumFileBytes)")
        #expect((try? StringCatalog(contentsOfFile: path)) != nil)
    }

    @Test func aLayoutSpecOverItsLimitIsRefused() {
        let limits = CatalogLimits(maximumLayoutSpecBytes: 10)
        let error = expectSourceError { _ = try LayoutSpec(contentsOfFile: example("layout.yaml"), limits: limits) }
        #expect(error?.message.hasSuffix("bytes, over the limit of 10 bytes for a layout spec (CatalogLimits.maximumLayoutSpecBytes)") == true)
        let text = expectSourceError { _ = try LayoutSpec(text: "default: {width: 100}", file: "l.yaml", isJSON: false, limits: limits) }
        #expect(text?.description == "l.yaml: 21 bytes, over the limit of 10 bytes for a layout spec (CatalogLimits.maximumLayoutSpecBytes)")
    }
}

/// YAML is walked as libyaml's events before Yams composes a tree: anchors and aliases are refused
/// where they appear, before any alias is expanded, and the node count and depth are bounded.
/// Substitutions are paid for before any text is built: the combinations of one text, and the
/// bytes of all texts they make in one catalog.
@Suite("Substitution limits")
struct SubstitutionLimitsTests {
    /// One key in `locales`, its text `reference` `references` times, the substitution `a` with
    /// two plural variants of `variantBytes` bytes each.
    static func catalog(locales: [String], references: Int, variantBytes: Int) -> Data {
        let variant = String(repeating: "x", count: variantBytes)
        let localizations = locales.map { locale in
            """
            "\(locale)": {"stringUnit": {"state": "translated", "value": "\(String(repeating: "%#@a@", count: references))"},
              "substitutions": {"a": {"argNum": 1, "formatSpecifier": "d", "variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "\(variant)"}},
                "other": {"stringUnit": {"state": "translated", "value": "\(variant)"}}}}}}}
            """
        }
        return Data(
            #"{"sourceLanguage": "en", "version": "1.0", "strings": {"bomb": {"localizations": {"#.utf8
                + Data(localizations.joined(separator: ",\n").utf8) + Data("}}}}\n".utf8))
    }

    /// A substitution bomb: 61 KB that expands to 12,288 texts of 120 KB (1.5 GB), which took
    /// 163 s and 6.2 GB before. The 4,096 combinations per text are within their limit; the bytes
    /// are not, and are refused before a text is built.
    @Test func aSmallCatalogDescribingGigabytesIsRefusedAtOnce() throws {
        let data = Self.catalog(locales: ["en", "de", "fr"], references: 12, variantBytes: 10_000)
        #expect((60_000..<62_000).contains(data.count))
        let start = Date()
        let error = expectSourceError { _ = try StringCatalog(data: data, file: "bomb.xcstrings", format: .xcstrings) }
        #expect(Date().timeIntervalSince(start) < 2)
        #expect(
            error?.message == "filling the substitutions of the en localization of \"bomb\" would bring the catalog's substituted text to "
                + "491520000 bytes, over the limit of 67108864 bytes (CatalogLimits.maximumSubstitutedBytes)")
        #expect(error?.position?.line == 1)  // the en text
    }

    @Test func theBytesAreCountedForTheWholeCatalog() throws {
        // 2 references × 2 variants: 4 texts of 2 × 1000 bytes, 8000 bytes per locale.
        let data = Self.catalog(locales: ["en", "de", "fr"], references: 2, variantBytes: 1000)
        let enough = CatalogLimits(maximumSubstitutedBytes: 24_000)
        #expect(try StringCatalog(data: data, file: "c.xcstrings", format: .xcstrings, limits: enough).entries.count == 12)
        let error = expectSourceError {
            _ = try StringCatalog(data: data, file: "c.xcstrings", format: .xcstrings, limits: CatalogLimits(maximumSubstitutedBytes: 23_999))
        }
        #expect(
            error?.message.hasPrefix("filling the substitutions of the fr localization of \"bomb\" would bring the catalog's substituted text to 24000 bytes")
                == true)
    }

    @Test func combinationsAreCountedBeforeTheyAreBuilt() throws {
        let data = Self.catalog(locales: ["en"], references: 13, variantBytes: 1)
        let error = expectSourceError { _ = try StringCatalog(data: data, file: "c.xcstrings", format: .xcstrings) }
        #expect(error?.message == "the en localization of \"bomb\" expands to more than 4096 variants (CatalogLimits.maximumSubstitutionCombinations)")
        let twelve = Self.catalog(locales: ["en"], references: 12, variantBytes: 1)
        #expect(try StringCatalog(data: twelve, file: "c.xcstrings", format: .xcstrings).entries.count == 4096)
    }

    @Test func stringsdictVariablesHaveTheSameLimits() throws {
        let forms = "<key>one</key><string>\(String(repeating: "y", count: 100))</string><key>other</key><string>z</string>"
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>k</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@ %#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>\(forms)</dict>
            </dict></dict></plist>
            """
        // Four texts: 1 space each, and "y"×100 or "z" in each of two places: 4 + 2 × 2 × 101 = 408 bytes.
        let limits = CatalogLimits(maximumSubstitutedBytes: 407)
        let error = expectSourceError { _ = try StringCatalog(data: Data(plist.utf8), file: "L.stringsdict", format: .stringsdict, limits: limits) }
        #expect(
            error?.message == "filling the substitutions of \"k\" would bring the catalog's substituted text to 408 bytes, "
                + "over the limit of 407 bytes (CatalogLimits.maximumSubstitutedBytes)")
        let entries = try StringCatalog(data: Data(plist.utf8), file: "L.stringsdict", format: .stringsdict).entries
        #expect(entries.reduce(0) { $0 + $1.text.utf8.count } == 408)
    }
}

@Suite("YAML limits")
struct YAMLLimitsTests {
    static let aliasBomb = HostileInputs.yamlAliasBomb

    private func error(_ yaml: String) -> SourceFileError? {
        expectSourceError { _ = try LayoutSpec(text: yaml, file: "layout.yaml", isJSON: false) }
    }

    @Test func theAliasBombIsRefusedAtItsFirstAnchor() {
        #expect(Self.aliasBomb.utf8.count == 359)
        let failure = error(Self.aliasBomb)
        #expect(failure?.description == "layout.yaml:2:4: YAML anchors and aliases (&name, *name) are not supported; write each value out")
    }

    @Test func anAliasAsAMappingKeyIsRefusedBeforeYamsHashesIt() {
        // Yams checks mapping keys for duplicates by hashing them: an aliased key of 9⁸ nodes
        // would take minutes. The anchor is refused first.
        let keys = Self.aliasBomb.replacingOccurrences(of: "i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]", with: "? *h\n: 1")
        #expect(error(keys)?.position == TextPosition(line: 2, column: 4))
    }

    @Test func anchorsAndAliasesAreRefusedWhereTheyAre() {
        #expect(error("default: {width: 100, style: *x}\n")?.position == TextPosition(line: 1, column: 30))
        #expect(error("default:\n  width: &w 100\n")?.position == TextPosition(line: 2, column: 10))
        #expect(error("labels:\n  - &a {match: y, width: 1}\n")?.message == "YAML anchors and aliases (&name, *name) are not supported; write each value out")
    }

    @Test func nestingAndNodeCountAreBounded() {
        let deep = "default:\n  width: " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "\n"
        #expect(error(deep)?.description == "layout.yaml:2:264: nested more than 256 levels deep")
        let many = "labels: [" + Array(repeating: "1", count: 1_000_001).joined(separator: ",") + "]\n"
        #expect(error(many)?.message == "more than 1000000 YAML nodes (values, lists and mappings), the most Legible reads from one file")
    }

    @Test func syntaxErrorsAreStillYamsErrorsWithTheirPosition() {
        let failure = error("default:\n  width: [1, 2\n")
        #expect(failure?.message.hasPrefix("invalid YAML:") == true)
        #expect(failure?.position != nil)
    }
}
