import Foundation
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import Testing

@Suite("Format specifiers and sample values")
struct PlaceholderTests {
    let samples = PlaceholderSamples()

    @Test(arguments: [
        ("%@", "Alexandra"),
        ("%1$@ sent you %2$lld photos", "Alexandra sent you 12,345 photos"),
        ("%d %i %u %ld %lld %lu %llu %zd", "12,345 12,345 12,345 12,345 12,345 12,345 12,345 12,345"),
        ("%f", "1,234.56"),
        ("%.2f", "1,234.56"),
        ("%.1f", "1,234.6"),
        ("%.0f", "1,235"),
        ("%.3f", "1,234.560"),
        ("%d%% done", "12,345% done"),
        ("%x / %X", "7f3a / 7F3A"),
        ("%c", "W"),
        ("Android %s and %1$s and %2$d and %,d", "Android Alexandra and Alexandra and 12,345 and 12,345"),
        ("50%", "50%"),
        ("no placeholders", "no placeholders"),
        ("%#@files@ stays", "%#@files@ stays"),
    ])
    func substitutesRepresentativeValues(text: String, expected: String) {
        #expect(samples.substitute(in: text) == expected)
    }

    @Test func widthFlagsAndPrecision() {
        var samples = PlaceholderSamples()
        samples[.integer] = "42"
        #expect(samples.substitute(in: "[%5d]") == "[   42]")
        #expect(samples.substitute(in: "[%-5d]") == "[42   ]")
        #expect(samples.substitute(in: "[%05d]") == "[00042]")
        #expect(samples.substitute(in: "[%.3s]") == "[Ale]")
    }

    @Test func specifierParsing() {
        let specifiers = FormatSpecifier.specifiers(in: "%1$@ has %2$lld items (%.2f%%)")
        #expect(specifiers.map(\.literal) == ["%1$@", "%2$lld", "%.2f", "%%"])
        #expect(specifiers.map(\.argument) == [1, 2, nil, nil])
        #expect(specifiers.map(\.kind) == [.object, .integer, .float, nil])
        #expect(specifiers[1].lengthModifier == "ll")
        #expect(specifiers[2].precision == 2)
        #expect(FormatSpecifier.specifiers(in: "%#@files@").isEmpty)
        let references = FormatSpecifier.substitutionReferences(in: "%#@files@ in %1$#@folders@")
        #expect(references.map(\.name) == ["files", "folders"])
    }

    @Test func overridesParseFromKindValuePairs() throws {
        let samples = try PlaceholderSamples(parsing: ["object=Maximilian", "integer=7"])
        #expect(samples.substitute(in: "%@ has %d") == "Maximilian has 7")
        #expect(samples[.float] == "1,234.56")
        let error = #expect(throws: PlaceholderSampleError.self) { try PlaceholderSamples(parsing: ["colour=red"]) }
        #expect(
            error?.description
                == "sample 'colour=red': expected KIND=VALUE with KIND one of object, string, integer, float, hexadecimal, octal, character, pointer, boolean")
    }

    @Test func nonNumericFloatSampleIsUsedAsWritten() {
        var samples = PlaceholderSamples()
        samples[.float] = "1.234,56"
        #expect(samples.substitute(in: "%.1f") == "1.234,56")
    }
}

@Suite("Pseudo-localisation")
struct PseudolocalizationTests {
    @Test(arguments: [
        ("expand=40%", "Settings", "[Šéţţîñĝš one]"),
        ("expand=40%", "Hello %@", "[Ĥéļļö %@ on]"),
        ("expand=100%", "Save", "[Šáṽé one]"),
        ("expand=0%", "Save", "[Šáṽé]"),
        ("expand=50%,accents=off,brackets=off", "Save", "Save o"),
        ("expand=0.4", "%1$@ and %#@files@", "[%1$@ áñð %#@files@ o]"),
    ])
    func pseudoText(options: String, text: String, expected: String) throws {
        let pseudo = try Pseudolocalization(parsing: options)
        #expect(pseudo.apply(to: text) == expected)
    }

    @Test func lengthFollowsTheExpansion() throws {
        let pseudo = try Pseudolocalization(parsing: "expand=40%")
        let text = "Notification Settings"
        let body = pseudo.apply(to: text).dropFirst().dropLast()
        #expect(body.count == Int((Double(text.count) * 1.4).rounded(.up)))
    }

    @Test(arguments: ["expand=abc", "expand=-5%", "size=2", "accents=maybe", "expand"])
    func rejectsBadOptions(options: String) {
        #expect(throws: PseudolocalizationError.self) { try Pseudolocalization(parsing: options) }
    }
}

@Suite("Hostile input")
struct HostileInputTests {
    @Test func hugeWidthsAndPrecisionsAreIgnored() {
        let samples = PlaceholderSamples()
        #expect(samples.substitute(in: "%999999999d") == "12,345")
        #expect(samples.substitute(in: "%.999999f") == "1,234.56")
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let json = String(repeating: "[", count: 10_000)
        #expect(throws: SourceFileError.self) {
            try StringCatalog(data: Data(json.utf8), file: "deep.xcstrings", format: .xcstrings)
        }
        let xml = "<resources>" + String(repeating: "<b>", count: 10_000)
        #expect(throws: SourceFileError.self) {
            try StringCatalog(data: Data(xml.utf8), file: "deep.xml", format: .androidXML)
        }
        let yaml = String(repeating: "[", count: 2_000) + String(repeating: "]", count: 2_000)
        #expect(throws: SourceFileError.self) {
            try LayoutSpec(text: yaml, file: "deep.yaml", isJSON: false)
        }
    }
}
