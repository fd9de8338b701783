import Foundation
import LegibleReporting
import Testing
import LegibleTestSupport

/// ``JSONWriter`` against Foundation's `JSONEncoder`, the independent truth: the same values
/// must give the same bytes, pretty and compact.
@Suite("JSON writer")
struct JSONWriterTests {
    /// A JSON value that encodes itself through `Encodable` (for `JSONEncoder`) and writes itself
    /// through a ``JSONWriter``; object members are kept sorted so `.sortedKeys` changes nothing.
    /// Decoded from any JSON (numbers as integers when they are), it lets Foundation write a
    /// document again for comparison.
    indirect enum Value: Codable {
        case object([(String, Value)])
        case array([Value])
        case string(String)
        case double(Double)
        case int(Int)
        case bool(Bool)
        case null

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: Decoder) throws {
            if let object = try? decoder.container(keyedBy: Key.self) {
                self = .object(try object.allKeys.map { ($0.stringValue, try object.decode(Value.self, forKey: $0)) }
                    .sorted { $0.0 < $1.0 })
            } else if var array = try? decoder.unkeyedContainer() {
                var elements: [Value] = []
                while !array.isAtEnd { elements.append(try array.decode(Value.self)) }
                self = .array(elements)
            } else {
                let single = try decoder.singleValueContainer()
                if single.decodeNil() {
                    self = .null
                } else if let flag = try? single.decode(Bool.self) {
                    self = .bool(flag)
                } else if let number = try? single.decode(Int.self) {
                    self = .int(number)
                } else if let number = try? single.decode(Double.self) {
                    self = .double(number)
                } else {
                    self = .string(try single.decode(String.self))
                }
            }
        }

        func encode(to encoder: Encoder) throws {
            switch self {
            case .object(let members):
                var container = encoder.container(keyedBy: Key.self)
                for (name, value) in members { try container.encode(value, forKey: Key(stringValue: name)) }
            case .array(let elements):
                var container = encoder.unkeyedContainer()
                for element in elements { try container.encode(element) }
            case .string(let text):
                var container = encoder.singleValueContainer()
                try container.encode(text)
            case .double(let number):
                var container = encoder.singleValueContainer()
                try container.encode(number)
            case .int(let number):
                var container = encoder.singleValueContainer()
                try container.encode(number)
            case .bool(let flag):
                var container = encoder.singleValueContainer()
                try container.encode(flag)
            case .null:
                var container = encoder.singleValueContainer()
                try container.encodeNil()
            }
        }

        func write(to json: inout JSONWriter) {
            switch self {
            case .object(let members):
                json.beginObject()
                for (name, value) in members {
                    json.key(name)
                    value.write(to: &json)
                }
                json.endObject()
            case .array(let elements):
                json.beginArray()
                for element in elements { element.write(to: &json) }
                json.endArray()
            case .string(let text): json.string(text)
            case .double(let number): json.number(number)
            case .int(let number): json.number(number)
            case .bool(let flag): json.bool(flag)
            case .null: json.null()
            }
        }
    }

    /// `json` read and written again by Foundation: pretty, sorted keys, slashes as they are.
    static func foundationRewrite(_ json: String) throws -> String {
        let value = try JSONDecoder().decode(Value.self, from: Data(json.utf8))
        return try JSONWriterTests().foundation(value, pretty: true)
    }

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
        try expectSameAsFoundation(.array(numbers.map(Value.double)))
    }

    static let strings: [String] = [
        "", "plain", "quote \" backslash \\ slash / end", "a/b//c", "tab\tline\nreturn\rfeed\u{0C}back\u{08}",
        "\u{00}\u{01}\u{1F}\u{7F}", "Änderungen speichern", "设置", "שלום", "مرحبا", "👩🏽‍💻 emoji", "\u{2028}\u{2029}",
        "é (e + combining) e\u{301}", "\r\n", "</script>",
    ]

    @Test func numbersAreWrittenAsFoundationWritesThem() throws {
        try expectSameAsFoundation(.array(Self.doubles.map(Value.double)))
        try expectSameAsFoundation(.array([Int.min, -1, 0, 1, 42, Int.max].map(Value.int)))
        for number in Self.doubles {
            try expectSameAsFoundation(.double(number))
        }
    }

    @Test func stringsEscapeLikeFoundation() throws {
        try expectSameAsFoundation(.array(Self.strings.map(Value.string)))
        try expectSameAsFoundation(.array(Self.strings.map(Value.string)), escapesSlashes: true)
        // Every control character, each alone.
        for scalar in (0..<0x20).compactMap(Unicode.Scalar.init) {
            try expectSameAsFoundation(.string("x\(Character(scalar))y"))
        }
        try expectSameAsFoundation(.object(Self.strings.sorted().enumerated().map { index, key in (key, .int(index)) }))
    }

    @Test func nestingAndEmptyContainersAreLaidOutLikeFoundation() throws {
        let value = Value.object([
            ("a", .array([])),
            ("b", .object([])),
            ("c", .array([.array([]), .object([]), .array([.null, .bool(true), .bool(false)])])),
            ("d", .object([("x", .object([("y", .array([.double(1.5), .string("z")]))]))])),
            ("e", .null),
        ])
        try expectSameAsFoundation(value)
        try expectSameAsFoundation(.array([]))
        try expectSameAsFoundation(.object([]))
        try expectSameAsFoundation(.string("top"))
    }

    /// The reports write their keys in Swift's `<` order; `.sortedKeys` puts the keys they use,
    /// camel case that differs in case or only after a common prefix, in the same order.
    @Test func sortedKeysOrderTheReportsKeysAsSwiftDoes() throws {
        let keys = ["ruleId", "ruleIndex", "uri", "uriBaseId", "$schema", "fitsUpTo", "file", "stale", "state", "size", "style",
                    "help", "helpUri", "informationUri", "informationURI", "measurements", "missingCharacters", "maxLines"]
        try expectSameAsFoundation(.object(keys.sorted().map { ($0, .null) }))
    }

    @Test func randomDocumentsMatchFoundation() throws {
        var generator = SplitMix(seed: 12)
        func value(depth: Int) -> Value {
            switch generator.next(below: depth > 3 ? 5 : 7) {
            case 0: return .string(Self.strings[generator.next(below: Self.strings.count)])
            case 1: return .double(Double(generator.next(below: 2_000_001) - 1_000_000) / Double(1 + generator.next(below: 1000)))
            case 2: return .int(generator.next(below: 2_000_001) - 1_000_000)
            case 3: return .bool(generator.next(below: 2) == 0)
            case 4: return .null
            case 5: return .array((0..<generator.next(below: 4)).map { _ in value(depth: depth + 1) })
            default:
                let keys = Set((0..<generator.next(below: 4)).map { _ in "k\(generator.next(below: 50))" }).sorted()
                return .object(keys.map { ($0, value(depth: depth + 1)) })
            }
        }
        for _ in 0..<300 {
            try expectSameAsFoundation(value(depth: 0))
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
        let value = Value.array((0..<200).map { .object([("index", .int($0)), ("text", .string(Self.strings[$0 % Self.strings.count]))]) })
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

/// A small seeded generator (SplitMix64), so the random documents are the same every run.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(bound))
    }
}
