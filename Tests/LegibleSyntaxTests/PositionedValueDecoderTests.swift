import LegibleSyntax
import LegibleYAML
import Testing

/// Every kind of problem the decoder reports, with the position and coding path it names.
@Suite("Decoder over positioned values")
struct PositionedValueDecoderTests {
    enum Platform: String, Decodable, CaseIterable {
        case ios, android
    }

    struct Frame: Decodable, Equatable {
        var width: Double
        var height: Double
    }

    struct Item: Decodable, Equatable {
        var id: Int
    }

    struct Settings: Decodable, Equatable {
        var name: String
        var count: Int
        var ratio: Double
        var enabled: Bool
        var tags: [String]
        var frame: Frame
        var note: String?
        var platform: Platform
        var items: [Item]
        var level: UInt8?
    }

    static let document = """
        {
          "name": "Tokens",
          "count": 3,
          "ratio": 4.5,
          "enabled": true,
          "tags": ["a", "b"],
          "frame": {"width": 10, "height": 20.5},
          "note": null,
          "platform": "ios",
          "items": [{"id": 1}, {"id": 2}]
        }
        """

    private func decode<Value: Decodable>(
        _ type: Value.Type, json: String, rejectsUnknownKeys: Bool = false
    ) throws(SyntaxError) -> Value {
        let root = try JSONReader.parse(json, file: "settings.json")
        return try PositionedValueDecoder(rejectsUnknownKeys: rejectsUnknownKeys).decode(type, from: root, file: "settings.json")
    }

    /// The error decoding `json` (the document with `replacing` swapped for `with`) throws.
    private func error(
        _ replacing: String, with replacement: String, rejectsUnknownKeys: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> SyntaxError? {
        error(Settings.self, replacing, with: replacement, rejectsUnknownKeys: rejectsUnknownKeys, sourceLocation: sourceLocation)
    }

    private func error<Value: Decodable>(
        _ type: Value.Type, _ replacing: String, with replacement: String, rejectsUnknownKeys: Bool = false,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> SyntaxError? {
        let json = Self.document.replacingOccurrences(of: replacing, with: replacement)
        #expect(json != Self.document, "the document has no \(replacing)", sourceLocation: sourceLocation)
        do {
            _ = try decode(type, json: json, rejectsUnknownKeys: rejectsUnknownKeys)
        } catch {
            return error
        }
        Issue.record("decoded without an error", sourceLocation: sourceLocation)
        return nil
    }

    private func expect(
        _ error: SyntaxError?, at position: String?, path: String, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(error?.file == "settings.json", sourceLocation: sourceLocation)
        #expect(error?.position?.description == position, sourceLocation: sourceLocation)
        #expect(error?.codingPath == path, sourceLocation: sourceLocation)
        #expect(error?.message == message, sourceLocation: sourceLocation)
    }

    @Test func decodesEveryKindOfValue() throws {
        let settings = try decode(Settings.self, json: Self.document)
        #expect(
            settings
                == Settings(
                    name: "Tokens", count: 3, ratio: 4.5, enabled: true, tags: ["a", "b"], frame: Frame(width: 10, height: 20.5),
                    note: nil, platform: .ios, items: [Item(id: 1), Item(id: 2)], level: nil))
    }

    @Test func typeMismatchesNameTheExpectedKind() {
        expect(error("\"count\": 3", with: "\"count\": \"3\""), at: "3:12", path: "count", "expected a whole number")
        expect(error("\"ratio\": 4.5", with: "\"ratio\": \"4.5\""), at: "4:12", path: "ratio", "expected a number")
        expect(error("\"name\": \"Tokens\"", with: "\"name\": 7"), at: "2:11", path: "name", "expected a string")
        expect(error("\"enabled\": true", with: "\"enabled\": 1"), at: "5:14", path: "enabled", "expected true or false")
        expect(error("[\"a\", \"b\"]", with: "[\"a\", 5]"), at: "6:17", path: "tags[1]", "expected a string")
        expect(error("[\"a\", \"b\"]", with: "\"a\""), at: "6:11", path: "tags", "expected an array")
        expect(error("{\"width\": 10, \"height\": 20.5}", with: "[10, 20]"), at: "7:12", path: "frame", "expected an object")
    }

    @Test func nullWhereAValueIsNeeded() {
        expect(error("\"name\": \"Tokens\"", with: "\"name\": null"), at: "2:11", path: "name", "expected a string, found null")
        expect(error("{\"width\": 10, \"height\": 20.5}", with: "null"), at: "7:12", path: "frame", "expected an object, found null")
    }

    @Test func missingKeysAreReportedAtTheObjectThatLacksThem() {
        expect(error("{\"id\": 2}", with: "{}"), at: "10:24", path: "items[1]", "missing key \"id\"")
        expect(error(", \"height\": 20.5", with: ""), at: "7:12", path: "frame", "missing key \"height\"")
        expect(error("  \"name\": \"Tokens\",\n", with: ""), at: "1:1", path: "", "missing key \"name\"")
    }

    @Test func integersMustBeWholeAndFit() {
        expect(error("\"count\": 3", with: "\"count\": 2.5"), at: "3:12", path: "count", "expected a whole number")
        expect(
            error("\"count\": 3", with: "\"count\": 1e300"), at: "3:12", path: "count",
            "expected a whole number from -9223372036854775808 to 9223372036854775807, found 1e+300")
        expect(
            error("\"count\": 3,", with: "\"count\": 3, \"level\": 256,"), at: "3:24", path: "level",
            "expected a whole number from 0 to 255, found 256")
        expect(
            error("\"count\": 3,", with: "\"count\": 3, \"level\": -1,"), at: "3:24", path: "level",
            "expected a whole number from 0 to 255, found -1")
        #expect((try? decode(Item.self, json: #"{"id": 2.0}"#)) == Item(id: 2))
        #expect((try? decode(Item.self, json: #"{"id": 2e2}"#)) == Item(id: 200))
    }

    @Test func floatsMustFit() throws {
        struct Small: Decodable { var value: Float }
        let failure = try #require(error(Small.self, "\"ratio\": 4.5", with: "\"value\": 1e39"))
        #expect(failure.codingPath == "value")
        #expect(failure.message.hasPrefix("expected a number from -3.4028234663852886e+38 to 3.4028234663852886e+38, found 1e+39"))
    }

    @Test func enumerationsListTheirRawValues() {
        expect(
            error("\"platform\": \"ios\"", with: "\"platform\": \"web\""), at: "9:15", path: "platform",
            "expected one of \"ios\", \"android\", found \"web\"")
        expect(error("\"platform\": \"ios\"", with: "\"platform\": 3"), at: "9:15", path: "platform", "expected a string")
    }

    @Test func unknownKeysOnlyWhenAsked() throws {
        let misspelt = Self.document.replacingOccurrences(of: "\"note\": null", with: "\"notes\": \"x\"")
        #expect(throws: Never.self) { try decode(Settings.self, json: misspelt) }
        let failure = error("\"note\": null", with: "\"notes\": \"x\"", rejectsUnknownKeys: true)
        expect(
            failure, at: "8:12", path: "notes",
            "unknown key \"notes\"; expected \"name\", \"count\", \"ratio\", \"enabled\", \"tags\", \"frame\", \"note\", \"platform\", \"items\", \"level\"")
        let nested = error("\"height\": 20.5", with: "\"height\": 20.5, \"depth\": 1", rejectsUnknownKeys: true)
        expect(nested, at: "7:51", path: "frame.depth", "unknown key \"depth\"; expected \"width\", \"height\"")
        let inArray = error("{\"id\": 2}", with: "{\"id\": 2, \"name\": \"x\"}", rejectsUnknownKeys: true)
        expect(inArray, at: "10:42", path: "items[1].name", "unknown key \"name\"; expected \"id\"")
        // Dictionaries read every key, so none is unknown.
        #expect(try decode([String: Int].self, json: #"{"a": 1, "b": 2}"#, rejectsUnknownKeys: true) == ["a": 1, "b": 2])
    }

    @Test func errorsATypeThrowsKeepTheirPosition() throws {
        struct Even: Decodable {
            struct Odd: Error, CustomStringConvertible {
                var description: String { "must be even" }
            }
            init(from decoder: any Decoder) throws {
                let number = try decoder.singleValueContainer().decode(Int.self)
                if number % 2 != 0 { throw Odd() }
            }
        }
        struct Pair: Decodable {
            var first: Even
            var second: Even
        }
        struct NeedsAKey: Decodable {
            enum CodingKeys: String, CodingKey { case kind, size }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                if try container.decode(String.self, forKey: .kind) == "sized", !container.contains(.size) {
                    throw DecodingError.dataCorruptedError(forKey: .size, in: container, debugDescription: "a sized kind needs a size")
                }
            }
        }
        let odd = try #require(catching { try decode(Pair.self, json: "{\"first\": 2,\n \"second\": 3}") })
        #expect(odd.position?.description == "2:12")
        #expect(odd.codingPath == "second")
        #expect(odd.message == "must be even")
        // A path that names no value in the file has no position.
        let absent = try #require(catching { try decode(NeedsAKey.self, json: #"{"kind": "sized"}"#) })
        #expect(absent.position == nil)
        #expect(absent.codingPath == "size")
        #expect(absent.message == "a sized kind needs a size")
    }

    @Test func shortArraysSayHowManyElementsWereNeeded() throws {
        struct Point: Decodable {
            init(from decoder: any Decoder) throws {
                var list = try decoder.unkeyedContainer()
                _ = try list.decode(Double.self)
                _ = try list.decode(Double.self)
            }
        }
        let failure = try #require(catching { try decode([Point].self, json: "[[1, 2], [3]]") })
        #expect(failure.position?.description == "1:10")
        #expect(failure.codingPath == "[1]")
        #expect(failure.message == "expected at least 2 elements, found 1")
    }

    @Test func yamlNumbersAreReadStrictly() throws {
        struct Values: Decodable {
            var count: Int?
            var ratio: Double?
            var name: String?
        }
        func yaml(_ text: String) throws(SyntaxError) -> Values {
            try PositionedValueDecoder().decode(Values.self, from: try YAMLTree.parse(text, file: "v.yaml"), file: "v.yaml")
        }
        #expect(try yaml("count: 12\nratio: -1.5e2\nname: 404").count == 12)
        #expect(try yaml("ratio: -1.5e2").ratio == -150)
        #expect(try yaml("name: 404").name == "404")
        #expect(try yaml("name: true").name == "true")
        for (text, path, message) in [
            ("count: 0x1F", "count", "expected a whole number"), ("count: 0o17", "count", "expected a whole number"),
            ("ratio: .inf", "ratio", "expected a number"), ("ratio: .nan", "ratio", "expected a number"),
            ("ratio: -.inf", "ratio", "expected a number"), ("count: '12'", "count", "expected a whole number"),
        ] {
            let failure = catching { try yaml(text) }
            #expect(failure?.codingPath == path, "\(text)")
            #expect(failure?.message == message, "\(text)")
            #expect(failure?.position?.description == "1:\(path.count + 3)", "\(text)")
        }
    }

    @Test func propertyListsDecodeToo() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
              <key>width</key><real>12.5</real>
              <key>height</key><string>tall</string>
            </dict></plist>
            """
        let root = try PropertyListReader.parse(plist, file: "f.plist")
        let failure = catching { try PositionedValueDecoder().decode(Frame.self, from: root, file: "f.plist") }
        #expect(failure?.position?.description == "4:28")
        #expect(failure?.codingPath == "height")
        #expect(failure?.message == "expected a number")
    }

    @Test func rootProblemsHaveAnEmptyPath() {
        let failure = catching { try decode([Item].self, json: "\n  {\"id\": 1}") }
        #expect(failure?.position?.description == "2:3")
        #expect(failure?.codingPath == "")
        #expect(failure?.message == "expected an array")
    }

    private func catching<Value>(_ body: () throws -> Value) -> SyntaxError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error as? SyntaxError
        }
    }
}
