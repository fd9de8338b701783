import Foundation
import LegibleTestSupport
import Testing

/// Issue 15's hostile inputs end to end: each ends at once with exit status 2, a message naming
/// the input and the limit, and nothing on standard output.
@Suite("Hostile input")
struct HostileInputTests {
    private func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs `legible` and checks it refused the input: status 2, nothing on standard output,
    /// standard error `legible: <message>`, in well under the time the work would take.
    private func expectRefused(
        _ arguments: [String], input: String? = nil, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let start = Date()
        let run = try legible(arguments, input: input)
        #expect(run.status == 2, sourceLocation: sourceLocation)
        #expect(run.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(run.stderr == "legible: \(message)\n", sourceLocation: sourceLocation)
        #expect(Date().timeIntervalSince(start) < 10, sourceLocation: sourceLocation)
    }

    @Test func aYAMLAliasBombIsRefusedBeforeAnyAliasIsExpanded() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = folder.appendingPathComponent("layout.yaml")
        try Data("""
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

            """.utf8).write(to: layout)
        try expectRefused(
            ["audit", "Examples/overflow/Localizable.xcstrings", "--layout", layout.path],
            "\(layout.path):2:4: YAML anchors and aliases (&name, *name) are not supported; write each value out")
    }

    /// 61 KB that expands to 12,288 texts of 120 KB each (163 s and 6.2 GB before).
    @Test func aSubstitutionBombIsRefusedBeforeATextIsBuilt() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let variant = String(repeating: "x", count: 10_000)
        let localizations = ["en", "de", "fr"].map { locale in
            #""\#(locale)": {"stringUnit": {"state": "translated", "value": "\#(String(repeating: "%#@a@", count: 12))"}, "#
                + #""substitutions": {"a": {"argNum": 1, "formatSpecifier": "d", "variations": {"plural": {"#
                + #""one": {"stringUnit": {"state": "translated", "value": "\#(variant)"}}, "#
                + #""other": {"stringUnit": {"state": "translated", "value": "\#(variant)"}}}}}}}"#
        }
        let catalog = folder.appendingPathComponent("Bomb.xcstrings")
        try Data((#"{"sourceLanguage": "en", "version": "1.0", "strings": {"bomb": {"localizations": {"#
            + localizations.joined(separator: ", ") + "}}}}\n").utf8).write(to: catalog)
        try expectRefused(
            ["audit", catalog.path, "--width", "100"],
            "\(catalog.path):1:137: filling the substitutions of the en localization of \"bomb\" would bring the catalog's substituted text to "
                + "491520000 bytes, over the limit of 67108864 bytes (CatalogLimits.maximumSubstitutedBytes)")
    }

    @Test func aNullCharacterReferenceInXMLIsRefused() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = folder.appendingPathComponent("strings.xml")
        try Data("<resources>\n  <string name=\"save\">Save&#0;</string>\n</resources>\n".utf8).write(to: strings)
        try expectRefused(
            ["audit", strings.path, "--width", "100"],
            "\(strings.path):2:27: character reference &#0; is U+0000, a character XML does not allow")
    }
}
