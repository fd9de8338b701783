import Foundation
import LegibleCatalogs
import LegibleReporting
import Testing

/// `CatalogLimits`: each limit is enforced before the work it guards and named in the error.
@Suite("Catalog limits")
struct CatalogLimitsTests {
    @Test func defaultsAreFarAboveRealProjects() {
        let limits = CatalogLimits()
        #expect(limits.maximumFileBytes == 268_435_456)
        #expect(limits.maximumLayoutSpecBytes == 16_777_216)
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
@Suite("YAML limits")
struct YAMLLimitsTests {
    /// A billion laughs in 359 bytes: nine levels of nine aliases describe 9⁹ (387 million)
    /// strings. Before, Yams expanded them and Legible walked the expansion: 15.9 GB, then a crash.
    static let aliasBomb = """
        # billion laughs
        a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
        b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
        c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
        d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
        e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
        f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
        g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
        h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
        i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]

        """

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
