import LegibleSyntax
import LegibleTestSupport
import Testing

@testable import LegibleCatalogs

/// Large String Catalogs are read on every core (`XCStringsReader.readInParallel`); reading them
/// in one go (`readSerially`, which the other suites check against fixtures) is the reference.
@Suite("String Catalogs read on every core")
struct ParallelReadingTests {
    static let keyCount = 2500

    /// What one key of the generated catalog is written as, and where a test plants a problem.
    struct Plan {
        /// Replaces the key's name, by index.
        var names: [Int: String] = [:]
        /// Replaces the key's German text, as the JSON value written, by index.
        var germanValues: [Int: String] = [:]
        /// Written between the last key and the `}` that closes `"strings"`.
        var afterLastKey = ""
        /// Written after `"strings"`, in the root object.
        var afterStrings = #", "version" : "1.0""#
    }

    /// A catalog over the parallel threshold: every key has a comment, a German text with
    /// non-ASCII letters, and an English text filled by a plural substitution whose variants
    /// are "a" and "bb", so filling it makes 3 bytes of text; every third key leaves its
    /// English text to the key itself.
    static func catalog(_ plan: Plan = Plan()) -> String {
        var text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        for index in 0..<keyCount {
            let name = plan.names[index] ?? "screen.\(index).title"
            let german = plan.germanValues[index] ?? "\"Überschrift Nummer \(index) — größer\""
            let english =
                index % 3 == 0
                ? ""
                : """
                ,
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@files@" },
                          "substitutions" : { "files" : { "formatSpecifier" : "lld", "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "a" } },
                            "other" : { "stringUnit" : { "state" : "new", "value" : "bb" } } } } } } }
                """
            text += """
                    "\(name)" : {
                      "comment" : "Title of screen \(index)",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : \(german) } }\(english)
                      }
                    }\(index == keyCount - 1 ? "" : ",")

                """
        }
        return text + plan.afterLastKey + "  }" + plan.afterStrings + "\n}\n"
    }

    static let keysWithEnglish = (0..<keyCount).count { $0 % 3 != 0 }
    /// Bytes that filling every substitution of ``catalog(_:)`` makes: 3 for each key with an
    /// English text.
    static let substitutedBytes = 3 * keysWithEnglish

    @Test(.tags(.slow), .skippedWhenQuick) func aLargeCatalogIsTheSameReadOnEveryCore() throws {
        let text = Self.catalog()
        try #require(text.utf8.count >= XCStringsReader.minimumParallelBytes)
        let serial = try XCStringsReader.readSerially(text, file: "Large.xcstrings", limits: .default)
        let parallel = try #require(
            XCStringsReader.readInParallel(
                text, file: "Large.xcstrings", limits: .default, bytesPerRun: XCStringsReader.bytesPerRun
            ))
        #expect(parallel == serial)
        // German, two plural forms in English, or the key standing in for its English text.
        #expect(serial.entries.count == Self.keyCount + 2 * Self.keysWithEnglish + (Self.keyCount - Self.keysWithEnglish))
        #expect(try XCStringsReader.read(text, file: "Large.xcstrings", limits: .default) == serial)
    }

    @Test func runsOfOneKeyEachGiveTheSameEntries() throws {
        // Every comma between keys starts a run: each run boundary's line and column is counted.
        let text = "\u{FEFF}" + Self.catalog().replacingOccurrences(of: "\n", with: "\r\n")
        let serial = try XCStringsReader.readSerially(text, file: "Large.xcstrings", limits: .default)
        let parallel = XCStringsReader.readInParallel(text, file: "Large.xcstrings", limits: .default, bytesPerRun: 1)
        #expect(parallel == serial)
    }

    @Test(.tags(.slow), .skippedWhenQuick) func theCatalogWideSubstitutionBudgetStillRefusesTheLastKey() throws {
        let text = Self.catalog()
        var limits = CatalogLimits()
        limits.maximumSubstitutedBytes = Self.substitutedBytes
        #expect(throws: Never.self) { try XCStringsReader.readSerially(text, file: "Large.xcstrings", limits: limits) }
        #expect(XCStringsReader.readInParallel(text, file: "Large.xcstrings", limits: limits, bytesPerRun: XCStringsReader.bytesPerRun) != nil)
        // One byte less: no run alone passes the limit, all of them together do.
        limits.maximumSubstitutedBytes = Self.substitutedBytes - 1
        let error = try #require(Self.error { () throws(SyntaxError) in try XCStringsReader.read(text, file: "Large.xcstrings", limits: limits) })
        #expect(error.message.contains("maximumSubstitutedBytes"))
        let lastKeyWithEnglish = try #require((0..<Self.keyCount).last { $0 % 3 != 0 })
        #expect(error.message.contains("screen.\(lastKeyWithEnglish).title"))
        #expect(error == Self.error { () throws(SyntaxError) in try XCStringsReader.readSerially(text, file: "Large.xcstrings", limits: limits) })
        #expect(XCStringsReader.readInParallel(text, file: "Large.xcstrings", limits: limits, bytesPerRun: XCStringsReader.bytesPerRun) == nil)
    }

    static let late = keyCount - 10

    @Test(arguments: [
        ("a wrong value late", Plan(germanValues: [late: "3"]), "must be a string"),
        ("a key written again in a later run", Plan(names: [late: "screen.2.title"]), "duplicate key"),
        ("a key written again in the same run", Plan(names: [late: "screen.\(late - 1).title"]), "duplicate key"),
        ("a bad escape late", Plan(germanValues: [late: #""Titel \q""#]), "invalid escape"),
        ("an undefined substitution late", Plan(germanValues: [late: #""%#@undefined@""#]), "defines no substitution"),
        ("a missing comma between keys", Plan(names: [late: #"screen.late.title" : {} "next"#]), "expected ',' or '}'"),
        ("a comma before the closing brace", Plan(afterLastKey: ",\n"), "expected a quoted key"),
        ("an error after the strings", Plan(afterStrings: #", "version" : 1.0x"#), "expected ',' or '}'"),
        ("\"strings\" written twice", Plan(afterStrings: #", "strings" : {}"#), "duplicate key \"strings\""),
    ])
    func anErrorIsTheOneReadingInOneGoFinds(_ place: String, _ plan: Plan, _ message: String) throws {
        let text = Self.catalog(plan)
        try #require(text.utf8.count >= XCStringsReader.minimumParallelBytes)
        let serial = try #require(Self.error { () throws(SyntaxError) in try XCStringsReader.readSerially(text, file: "Bad.xcstrings", limits: .default) })
        #expect(serial.message.contains(message), "\(place): \(serial.message)")
        for bytesPerRun in [1, 4096, XCStringsReader.bytesPerRun] {
            #expect(XCStringsReader.readInParallel(text, file: "Bad.xcstrings", limits: .default, bytesPerRun: bytesPerRun) == nil, "\(place)")
        }
        #expect(Self.error { () throws(SyntaxError) in try XCStringsReader.read(text, file: "Bad.xcstrings", limits: .default) } == serial)
    }

    static func error(_ body: () throws(SyntaxError) -> StringCatalog) -> SyntaxError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }
}
