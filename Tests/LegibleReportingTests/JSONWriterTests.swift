import Foundation
import LegibleReporting
import Testing

/// `JSONWriter` against Foundation's `JSONEncoder`, the form every JSON report had before it was
/// streamed: the same value written both ways must give the same bytes.
@Suite("JSONWriter")
struct JSONWriterTests {
    /// A JSON value that both encodes through `JSONEncoder` and writes itself through `JSONWriter`.
    indirect enum Tree: Encodable {
        case number(Double)
        case integer(Int)
        case string(String)
        case bool(Bool)
        case null
        case array([Tree])
        case object([String: Tree])

        struct Key: CodingKey {
            let stringValue: String
            init(stringValue: String) { self.stringValue = stringValue }
            var intValue: Int? { nil }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .number(let value):
                var container = encoder.singleValueContainer()
                try container.encode(value)
            case .integer(let value):
                var container = encoder.singleValueContainer()
                try container.encode(value)
            case .string(let value):
                var container = encoder.singleValueContainer()
                try container.encode(value)
            case .bool(let value):
                var container = encoder.singleValueContainer()
                try container.encode(value)
            case .null:
                var container = encoder.singleValueContainer()
                try container.encodeNil()
            case .array(let values):
                var container = encoder.unkeyedContainer()
                for value in values { try container.encode(value) }
            case .object(let members):
                var container = encoder.container(keyedBy: Key.self)
                for (key, value) in members { try container.encode(value, forKey: Key(stringValue: key)) }
            }
        }

        /// Writes the value, object members sorted by their UTF-8 bytes as `.sortedKeys` sorts them.
        func write(to writer: inout JSONWriter) {
            switch self {
            case .number(let value): writer.value(value)
            case .integer(let value): writer.value(value)
            case .string(let value): writer.value(value)
            case .bool(let value): writer.value(value)
            case .null: writer.null()
            case .array(let values):
                writer.beginArray()
                for value in values { value.write(to: &writer) }
                writer.endArray()
            case .object(let members):
                writer.beginObject()
                for key in members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                    writer.key(key)
                    members[key]!.write(to: &writer)
                }
                writer.endObject()
            }
        }
    }

    static func encoded(_ tree: Tree, pretty: Bool, escapesSlashes: Bool) throws -> String {
        let encoder = JSONEncoder()
        var formatting: JSONEncoder.OutputFormatting = [.sortedKeys]
        if pretty { formatting.insert(.prettyPrinted) }
        if !escapesSlashes { formatting.insert(.withoutEscapingSlashes) }
        encoder.outputFormatting = formatting
        return String(decoding: try encoder.encode(tree), as: UTF8.self)
    }

    static func written(_ tree: Tree, pretty: Bool, escapesSlashes: Bool) -> String {
        var writer = JSONWriter(style: pretty ? .pretty : .compact, escapesSlashes: escapesSlashes)
        tree.write(to: &writer)
        var output = ""
        writer.flush(to: &output)
        return output
    }

    static func expectSameAsEncoder(_ tree: Tree, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        for pretty in [true, false] {
            for escapesSlashes in [false, true] {
                let expected = try encoded(tree, pretty: pretty, escapesSlashes: escapesSlashes)
                let actual = written(tree, pretty: pretty, escapesSlashes: escapesSlashes)
                #expect(actual == expected, "pretty \(pretty), escapesSlashes \(escapesSlashes)", sourceLocation: sourceLocation)
            }
        }
    }

    /// Doubles whose text is easy to get wrong: short fractions, exponents either side of the
    /// switch to exponent form, negative zero, whole numbers around 10^16, the extremes.
    static let awkwardDoubles: [Double] = [
        0, -0.0, 0.1, 0.2, 0.3, 1.0 / 3, 12.5, -3.25, 17, -17, 100, 143.6560774147727, 1e-7, 1e-6, 0.000123, 1e-5,
        1e15, 1e16, 1e21, 1e22, 9_999_999_999_999_998, 1e16 + 2, 9_007_199_254_740_991, 9_007_199_254_740_992, -9_007_199_254_740_992, 123_456_789_012_345_680, 4_503_599_627_370_496.5,
        -1e16, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308, -1.7976931348623157e308, .pi, 0.5, 2.5e-3,
        9_007_199_254_740_993, 1.5e300,
    ]

    @Test func doublesMatchJSONEncoder() throws {
        // Whole numbers and decimals of every magnitude, and random bit patterns.
        var generator = SeededGenerator(seed: 20_261_123)
        var numbers = Self.awkwardDoubles
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
        for number in numbers {
            let expected = try Self.encoded(.number(number), pretty: false, escapesSlashes: false)
            #expect(Self.written(.number(number), pretty: false, escapesSlashes: false) == expected, "\(number)")
        }
        try Self.expectSameAsEncoder(.array(numbers.map(Tree.number)))
    }

    @Test func integersAndLiteralsMatchJSONEncoder() throws {
        try Self.expectSameAsEncoder(.array([0, 1, -1, 9, 10, -10, 12_345, Int.max, Int.min].map(Tree.integer)))
        try Self.expectSameAsEncoder(.array([.bool(true), .bool(false), .null]))
        // JSON has no NaN or infinity (JSONEncoder throws); the writer keeps the document valid.
        #expect(Self.written(.array([.number(.nan), .number(.infinity), .number(-.infinity)]), pretty: false, escapesSlashes: false)
            == "[null,null,null]")
    }

    @Test func stringsMatchJSONEncoder() throws {
        let strings = [
            "", "plain", "a\"b\\c/d", "line\nbreak\r\ttab", "\u{8}\u{C}", "\u{0}\u{1}\u{1F}\u{7F}",
            "Änderungen speichern", "الإعدادات", "设置", "👩‍👩‍👧 👋🏽", "\u{2028}\u{2029}\u{FEFF}\u{FFFE}", "e\u{301}",
            "</script>", "https://example.com/a/b", String(repeating: "x", count: 70_000),
        ]
        try Self.expectSameAsEncoder(.array(strings.map(Tree.string)))
        // Every character that needs an escape, at every position of a text longer than the
        // eight bytes the writer looks at once, and next to non-ASCII.
        var placed: [Tree] = []
        for special in ["\"", "\\", "/", "\n", "\u{1}", "\u{1F}", "é", "\u{7F}"] {
            for position in 0..<20 {
                var characters = Array(repeating: Character("a"), count: 20)
                characters[position] = Character(special)
                placed.append(.string(String(characters)))
            }
        }
        try Self.expectSameAsEncoder(.array(placed))
        try Self.expectSameAsEncoder(.object(Dictionary(uniqueKeysWithValues: strings.prefix(14).enumerated().map { ($1, .integer($0)) })))
    }

    @Test func nestingAndEmptyContainersMatchJSONEncoder() throws {
        try Self.expectSameAsEncoder(.array([]))
        try Self.expectSameAsEncoder(.object([:]))
        let deep: Tree = .array([.array([.array([])])])
        try Self.expectSameAsEncoder(.array([.array([]), .object([:]), .array([.integer(1)]), deep]))
        let line: Tree = .object(["text": .string("Continue to"), "width": .number(266.86)])
        let nested: Tree = .object(["nested": .object([:])])
        let report: Tree = .object([
            "lines": .array([line]), "missingCharacters": .array([]), "fits": .bool(true), "size": .number(17),
            "B": .string("upper case sorts first"), "10": .integer(10), "9": .integer(9), "é": .null, "Ä": nested,
        ])
        try Self.expectSameAsEncoder(report)
        try Self.expectSameAsEncoder(Tree.string("top level"))
        try Self.expectSameAsEncoder(Tree.number(0.1))
    }

    @Test func flushHandsOverWholeTokensAndEmptiesTheBuffer() {
        var writer = JSONWriter(style: .compact)
        var output = ""
        writer.beginArray()
        for index in 0..<1_000 {
            writer.value("é\(index)")
            if writer.bufferedByteCount >= 100 { writer.flush(to: &output) }
        }
        writer.endArray()
        writer.flush(to: &output)
        #expect(writer.bufferedByteCount == 0)
        #expect(output == "[" + (0..<1_000).map { "\"é\($0)\"" }.joined(separator: ",") + "]")
    }
}

/// SplitMix64: the same numbers on every machine.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
