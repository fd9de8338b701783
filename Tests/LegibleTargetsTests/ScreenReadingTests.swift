import Foundation
import LegibleCore
import LegibleReporting
import LegibleTargets
import LegibleTestSupport
import Testing

/// Screen files read through `Screen(parsing:file:)`: every problem names the file, line, column
/// and, past the syntax, the field.
@Suite("Reading screen files")
struct ScreenReadingTests {
    private func error(_ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> SourceFileError? {
        do {
            _ = try Screen(parsing: json, file: "screen.json")
            Issue.record("accepted \(json)", sourceLocation: sourceLocation)
        } catch {
            return error
        }
        return nil
    }

    @Test func readsTheSampleAsJSONDecoderDoes() throws {
        let path = packageRoot.appendingPathComponent("Examples/targets/checkout.json").path
        let screen = try Screen(contentsOfFile: path)
        #expect(screen == (try JSONDecoder().decode(Screen.self, from: Data(contentsOf: URL(fileURLWithPath: path)))))
        #expect(screen.elements.count > 5)
    }

    @Test func aByteOrderMarkIsNotPartOfTheText() throws {
        let screen = try Screen(parsing: "\u{FEFF}[{\"id\": \"a\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}]", file: "bom.json")
        #expect(screen.elements.map(\.id) == ["a"])
    }

    @Test func syntaxErrorsHaveAPositionAndNoField() throws {
        let failure = try #require(error("{\n  \"elements\": [\n    {\"id\": \"a\",, }\n  ]\n}\n"))
        #expect(failure.position == TextPosition(line: 3, column: 16))
        #expect(failure.codingPath == nil)
        #expect(failure.description == "screen.json:3:16: expected a quoted key, found ','")
    }

    @Test(arguments: [
        // A missing key, at the object that lacks it.
        (
            "{\"elements\": [\n  {\"id\": \"a\",\n   \"frame\": {\"x\": 0, \"y\": 0, \"height\": 2}}]}", 3, 13, "elements[0].frame",
            "missing key \"width\""
        ),
        // A value of the wrong type, and null.
        ("[{\"id\": 5, \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}]", 1, 9, "[0].id", "expected a string"),
        ("[{\"id\": \"a\", \"frame\": null}]", 1, 23, "[0].frame", "expected an object, found null"),
        ("{\"elements\": \"x\"}", 1, 14, "elements", "expected an array"),
        // The screen's own rules: unknown keys, duplicate ids, negative sizes.
        (
            "[{\"id\": \"a\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}, \"hitAreaInset\": 3}]", 1, 82,
            "[0].hitAreaInset", "unknown key \"hitAreaInset\"; expected \"id\", \"frame\", \"hitAreaInsets\", \"interactive\", \"role\", \"tabCount\""
        ),
        (
            "[{\"id\": \"a\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}},\n {\"id\": \"a\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}]",
            1, 1, "", "two elements have the id 'a'; ids must be unique"
        ),
        (
            "[{\"id\": \"a\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": -1, \"height\": 1}}]", 1, 23, "[0].frame",
            "'a': width and height must be 0 or more, got -1×1"
        ),
        ("42", 1, 1, "", "expected an object with \"elements\", or an array of elements"),
    ])
    func problemsNameTheField(json: String, line: Int, column: Int, field: String, message: String) throws {
        let failure = try #require(error(json))
        #expect(failure.file == "screen.json")
        #expect(failure.position == TextPosition(line: line, column: column))
        #expect(failure.codingPath == field)
        #expect(failure.message == message)
    }

    @Test func aFieldThatIsAbsentHasNoPosition() throws {
        let failure = try #require(error("[{\"id\": \"a\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}, \"role\": \"tabBar\"}]"))
        #expect(failure.position == nil)
        #expect(failure.codingPath == "[0].tabCount")
        #expect(failure.description == "screen.json: [0].tabCount: 'a': a tabBar needs a tabCount, a whole number of 1 or more")
    }

    @Test func missingFilesAreNamed() {
        #expect(throws: SourceFileError(file: "/no/such/screen.json", message: "no such file")) {
            try Screen(contentsOfFile: "/no/such/screen.json")
        }
    }
}

/// The limits on a screen file, each checked before any element is decoded and reported at the
/// value that breaks it.
@Suite("Screen file limits")
struct ScreenLimitTests {
    private func error(_ json: String, limits: ScreenLimits = .default) -> SourceFileError? {
        do {
            _ = try Screen(parsing: json, file: "screen.json", limits: limits)
        } catch {
            return error
        }
        return nil
    }

    private func element(_ id: String, extra: String = "") -> String {
        #"{"id": "\#(id)", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}\#(extra)}"#
    }

    @Test func theDefaultsAreDocumentedOnes() {
        #expect(
            ScreenLimits.default
                == ScreenLimits(
                    maximumFileBytes: 33_554_432, maximumElements: 100_000, maximumTabCount: 1_000, maximumCoordinate: 1_000_000))
    }

    @Test func aHugeTabCountIsRefusedWhereItIsWritten() throws {
        let failure = try #require(error("[\(element("tabs", extra: #", "role": "tabBar", "tabCount": 999999999"#))]"))
        #expect(failure.position == TextPosition(line: 1, column: 101))
        #expect(failure.codingPath == "[0].tabCount")
        #expect(failure.message == "999999999 tabs, over the limit of 1000 for one tab bar (ScreenLimits.maximumTabCount); the HIG and Material suggest 3 to 5")
        #expect(error("[\(element("tabs", extra: #", "role": "tabBar", "tabCount": 1000"#))]") == nil)
    }

    @Test func numbersNearTheLargestDoubleAreRefused() throws {
        let failure = try #require(
            error("{\"elements\": [\n  {\"id\": \"a\", \"frame\": {\"x\": 1.7976931348623157e308, \"y\": 0, \"width\": 1, \"height\": 1}}]}"))
        #expect(failure.position == TextPosition(line: 2, column: 30))
        #expect(failure.codingPath == "elements[0].frame.x")
        #expect(
            failure.message
                == "1.7976931348623157e+308 is out of range: numbers in a screen file are at most 1000000 in magnitude (ScreenLimits.maximumCoordinate)")
        #expect(error(#"{"size": {"width": -1000001, "height": 1}, "elements": []}"#)?.codingPath == "size.width")
        #expect(error("[\(element("a", extra: #", "hitAreaInsets": {"top": 2e6}"#))]")?.codingPath == "[0].hitAreaInsets.top")
        #expect(error("[\(element("a", extra: #", "hitAreaInsets": 1000000"#))]") == nil)
    }

    @Test func tooManyElementsAreRefusedBeforeDecoding() throws {
        var limits = ScreenLimits()
        limits.maximumElements = 3
        let four = "{\"elements\": [\(["a", "b", "c", "d"].map { element($0) }.joined(separator: ", "))]}"
        let failure = try #require(error(four, limits: limits))
        #expect(failure.position == TextPosition(line: 1, column: 14))
        #expect(failure.codingPath == "elements")
        #expect(failure.message == "4 elements, over the limit of 3 (ScreenLimits.maximumElements)")
        let tabs = "[\(element("a")), \(element("t", extra: #", "role": "tabBar", "tabCount": 3"#))]"
        #expect(
            error(tabs, limits: limits)?.message
                == "4 touch targets (2 elements, each tab of a tab bar counted), over the limit of 3 (ScreenLimits.maximumElements)")
        // A duplicate id would be an error too, but the limit comes first: nothing is decoded.
        #expect(error("[\(element("a")), \(element("a")), \(element("a")), \(element("a"))]", limits: limits)?.codingPath == "")
    }

    @Test func tooManyBytesAreRefusedBeforeParsing() throws {
        var limits = ScreenLimits()
        limits.maximumFileBytes = 100
        let failure = try #require(error("[" + String(repeating: " ", count: 200) + "]", limits: limits))
        #expect(failure.position == nil)
        #expect(failure.message == "202 bytes, over the limit of 100 bytes for a screen file (ScreenLimits.maximumFileBytes)")
    }

    @Test func filesAreReadOnlyUpToTheLimit() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("legible-limit-\(UUID().uuidString).json").path
        try Data(("[" + String(repeating: " ", count: 200) + "]").utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var limits = ScreenLimits()
        limits.maximumFileBytes = 100
        #expect(throws: SourceFileError(file: path, message: "202 bytes, over the limit of 100 bytes for a screen file (ScreenLimits.maximumFileBytes)")) {
            try Screen(contentsOfFile: path, limits: limits)
        }
        #expect(try Screen(contentsOfFile: path).elements.isEmpty)
    }

    @Test func elementsRememberWhereTheyStart() throws {
        let path = packageRoot.appendingPathComponent("Examples/targets/checkout.json").path
        let screen = try Screen(contentsOfFile: path)
        #expect(screen.file == path)
        #expect(screen.elements.map { $0.position?.line } == Array(5...14))
        #expect(screen.elements.allSatisfy { $0.position?.column == 5 })
        #expect(try Screen(parsing: "[\n \(element("a"))]", file: "s.json").elements[0].position == TextPosition(line: 2, column: 2))
        // Converting units keeps them.
        #expect(screen.logical(fromPixels: .ios2x).elements[3].position == screen.elements[3].position)
        #expect(screen.logical(fromPixels: .ios2x).file == path)
    }
}
