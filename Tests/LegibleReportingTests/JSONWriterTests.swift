import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

/// ``JSONWriter`` against Foundation's `JSONEncoder`, the independent truth: the same values
/// must give the same bytes, pretty and compact.
@Suite("JSON writer")
struct JSONWriterTests {
    /// Foundation's reading of a JSON value (LegibleTestSupport), written through a ``JSONWriter``.
    typealias Value = FoundationJSON

    func foundation(_ value: some Encodable, pretty: Bool, escapesSlashes: Bool = false) throws -> String {
        let encoder = JSONEncoder()
        var formatting: JSONEncoder.OutputFormatting = [.sortedKeys]
        if pretty { formatting.insert(.prettyPrinted) }
        if !escapesSlashes { formatting.insert(.withoutEscapingSlashes) }
        encoder.outputFormatting = formatting
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    func written(_ value: Value, style: JSONWriter.Style, escapesSlashes: Bool = false) -> String {
        var json = JSONWriter(style: style, escapesSlashes: escapesSlashes)
        value.write(to: &json)
        let complete = json.isComplete
        #expect(complete)
        var output = ""
        json.flush(to: &output)
        return output
    }

    func expectSameAsFoundation(_ value: Value, escapesSlashes: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        for style in [JSONWriter.Style.pretty, .compact] {
            let expected = try foundation(value, pretty: style == .pretty, escapesSlashes: escapesSlashes)
            #expect(written(value, style: style, escapesSlashes: escapesSlashes) == expected, sourceLocation: sourceLocation)
        }
    }

    static let doubles: [Double] = [
        0.1, 1e-7, 1e21, 12.5, -0.0, 0, 343, -1.5, 1e16, 1e15, 123456789.123, 0.30000000000000004, .leastNonzeroMagnitude,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNormalMagnitude, 378.63, 2.675, 100, 1e-5, 0.001,
        1.0 / 3, -3.25, 143.6560774147727, 1e-6, 0.000123, 1e22, 9_999_999_999_999_998, 1e16 + 2, 9_007_199_254_740_991,
        9_007_199_254_740_992, -9_007_199_254_740_992, 123_456_789_012_345_680,
        4_503_599_627_370_496.5, 2.2250738585072014e-308, .pi, 2.5e-3, 1.5e300,
    ]

    @Test func numbersOfEveryMagnitudeAndRandomBitPatternsMatchFoundation() throws {
        var generator = SplitMix64(seed: 20_261_123)
        var numbers: [Double] = []
        for exponent in -30...30 {
            numbers.append(pow(10, Double(exponent)))
            numbers.append(-Double(Int.random(in: 1...999, using: &generator)) * pow(10, Double(exponent)))
        }
        for _ in 0..<2_000 {
            numbers.append(Double(Int.random(in: -100_000...100_000, using: &generator)) / 100)
            numbers.append(Double(Int.random(in: -(1 << 60)...(1 << 60), using: &generator)))
            let bits = Double(bitPattern: generator.next())
            if bits.isFinite { numbers.append(bits) }
        }
        try expectSameAsFoundation(.array(numbers.map(Value.number)))
    }

    static let strings: [String] = [
        "", "plain", "quote \" backslash \\ slash / end", "a/b//c", "tab\tline\nreturn\rfeed\u{0C}back\u{08}",
        "\u{00}\u{01}\u{1F}\u{7F}", "Änderungen speichern", "设置", "שלום", "مرحبا", "👩🏽‍💻 emoji", "\u{2028}\u{2029}",
        "é (e + combining) e\u{301}", "\r\n", "</script>",
    ]

    @Test func numbersAreWrittenAsFoundationWritesThem() throws {
        try expectSameAsFoundation(.array(Self.doubles.map(Value.number)))
        try expectSameAsFoundation(.array([Int.min, -1, 0, 1, 42, Int.max].map(Value.integer)))
        for number in Self.doubles {
            try expectSameAsFoundation(.number(number))
        }
    }

    @Test func stringsEscapeLikeFoundation() throws {
        try expectSameAsFoundation(.array(Self.strings.map(Value.string)))
        try expectSameAsFoundation(.array(Self.strings.map(Value.string)), escapesSlashes: true)
        // Every control character, each alone.
        for scalar in (0..<0x20).compactMap(Unicode.Scalar.init) {
            try expectSameAsFoundation(.string("x\(Character(scalar))y"))
        }
        try expectSameAsFoundation(.object(Self.strings.sorted().enumerated().map { index, key in Value.Member(key, .integer(index)) }))
    }

    @Test func nestingAndEmptyContainersAreLaidOutLikeFoundation() throws {
        let value = Value.object([
            .init("a", .array([])),
            .init("b", .object([])),
            .init("c", .array([.array([]), .object([]), .array([.null, .bool(true), .bool(false)])])),
            .init("d", .object([.init("x", .object([.init("y", .array([.number(1.5), .string("z")]))]))])),
            .init("e", .null),
        ])
        try expectSameAsFoundation(value)
        try expectSameAsFoundation(.array([]))
        try expectSameAsFoundation(.object([]))
        try expectSameAsFoundation(.string("top"))
    }

    /// The reports write their keys in Swift's `<` order; `.sortedKeys` puts the keys they use,
    /// camel case that differs in case or only after a common prefix, in the same order.
    @Test func sortedKeysOrderTheReportsKeysAsSwiftDoes() throws {
        let keys = [
            "ruleId", "ruleIndex", "uri", "uriBaseId", "$schema", "fitsUpTo", "file", "stale", "state", "size", "style",
            "help", "helpUri", "informationUri", "informationURI", "measurements", "missingCharacters", "maxLines",
        ]
        try expectSameAsFoundation(.object(keys.sorted().map { Value.Member($0, .null) }))
    }

    @Test func randomDocumentsMatchFoundation() throws {
        var generator = SplitMix64(seed: 12)
        func value(depth: Int) -> Value {
            switch generator.next(below: depth > 3 ? 5 : 7) {
            case 0: return .string(Self.strings[generator.next(below: Self.strings.count)])
            case 1: return .number(Double(generator.next(below: 2_000_001) - 1_000_000) / Double(1 + generator.next(below: 1000)))
            case 2: return .integer(generator.next(below: 2_000_001) - 1_000_000)
            case 3: return .bool(generator.next(below: 2) == 0)
            case 4: return .null
            case 5: return .array((0..<generator.next(below: 4)).map { _ in value(depth: depth + 1) })
            default:
                let keys = Set((0..<generator.next(below: 4)).map { _ in "k\(generator.next(below: 50))" }).sorted()
                return .object(keys.map { Value.Member($0, value(depth: depth + 1)) })
            }
        }
        for _ in 0..<300 {
            try expectSameAsFoundation(value(depth: 0))
        }
    }

    /// `encoded(_:)` puts a value that went through `JSONEncoder` at any depth, re-indented: the
    /// document reads as if encoded whole, empty containers (JSONEncoder's empty line) included.
    @Test func encodedValuesSitAtAnyDepthAsIfEncodedWhole() throws {
        var generator = SplitMix64(seed: 24)
        func value(depth: Int) -> Value {
            switch generator.next(below: depth > 3 ? 3 : 5) {
            case 0: return .string(Self.strings[generator.next(below: Self.strings.count)])
            case 1: return .number(Double(generator.next(below: 2_000_001) - 1_000_000) / 7)
            case 2: return .null
            case 3: return .array((0..<generator.next(below: 4)).map { _ in value(depth: depth + 1) })
            default:
                let keys = Set((0..<generator.next(below: 4)).map { _ in "k\(generator.next(below: 50))" }).sorted()
                return .object(keys.map { Value.Member($0, value(depth: depth + 1)) })
            }
        }
        func write(_ value: Value, to json: inout JSONWriter, depth: Int) {
            // Below the top, a container is handed to encoded(_:) one time in three.
            if depth > 0, generator.next(below: 3) == 0 {
                json.encoded(value)
                return
            }
            switch value {
            case .object(let members):
                json.beginObject()
                for member in members {
                    json.key(member.name)
                    write(member.value, to: &json, depth: depth + 1)
                }
                json.endObject()
            case .array(let elements):
                json.beginArray()
                for element in elements { write(element, to: &json, depth: depth + 1) }
                json.endArray()
            default:
                value.write(to: &json)
            }
        }
        for _ in 0..<300 {
            let document = Value.array([value(depth: 1), .object([Value.Member("a", .array([])), Value.Member("b", value(depth: 1))])])
            var json = JSONWriter()
            write(document, to: &json, depth: 0)
            var output = ""
            json.flush(to: &output)
            #expect(output == (try foundation(document, pretty: true)))
        }
    }

    @Test func nonFiniteNumbersBecomeNull() {
        var json = JSONWriter(style: .compact)
        json.beginArray()
        json.number(.infinity)
        json.number(-.infinity)
        json.number(.nan)
        json.endArray()
        var output = ""
        json.flush(to: &output)
        #expect(output == "[null,null,null]")
    }

    @Test func flushingInChunksGivesTheSameText() throws {
        let value = Value.array((0..<200).map { .object([.init("index", .integer($0)), .init("text", .string(Self.strings[$0 % Self.strings.count]))]) })
        var json = JSONWriter()
        var output = ""
        var flushes = 0
        json.beginArray()
        guard case .array(let elements) = value else { return }
        for element in elements {
            element.write(to: &json)
            let before = output.utf8.count
            json.flush(to: &output, whenLargerThan: 512)
            if output.utf8.count > before { flushes += 1 }
        }
        json.endArray()
        json.flush(to: &output)
        #expect(flushes > 5)
        #expect(output == (try foundation(value, pretty: true)))
    }

    @Test func findingsAndToolWriteWhatTheirCodableFormGives() throws {
        for finding in ReportingFixture.findings {
            var json = JSONWriter()
            json.value(finding)
            var output = ""
            json.flush(to: &output)
            #expect(output == (try foundation(finding, pretty: true)))
        }
        for tool in [ToolInfo(), ToolInfo(name: "x", version: "1.0", informationURI: "https://example.com/a/b")] {
            var json = JSONWriter(style: .compact)
            json.value(tool)
            var output = ""
            json.flush(to: &output)
            #expect(output == (try foundation(tool, pretty: false)))
        }
    }
}

extension FoundationJSON {
    func write(to json: inout JSONWriter) {
        switch self {
        case .object(let members):
            json.beginObject()
            for member in members {
                json.key(member.name)
                member.value.write(to: &json)
            }
            json.endObject()
        case .array(let elements):
            json.beginArray()
            for element in elements { element.write(to: &json) }
            json.endArray()
        case .string(let text): json.string(text)
        case .number(let number): json.number(number)
        case .integer(let number): json.number(number)
        case .bool(let flag): json.bool(flag)
        case .null: json.null()
        }
    }
}
