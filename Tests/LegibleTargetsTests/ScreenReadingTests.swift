import Foundation
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
        ("{\"elements\": [\n  {\"id\": \"a\",\n   \"frame\": {\"x\": 0, \"y\": 0, \"height\": 2}}]}", 3, 13, "elements[0].frame",
         "missing key \"width\""),
        // A value of the wrong type, and null.
        ("[{\"id\": 5, \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}]", 1, 9, "[0].id", "expected a string"),
        ("[{\"id\": \"a\", \"frame\": null}]", 1, 23, "[0].frame", "expected an object, found null"),
        ("{\"elements\": \"x\"}", 1, 14, "elements", "expected an array"),
        // The screen's own rules: unknown keys, duplicate ids, negative sizes.
        ("[{\"id\": \"a\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}, \"hitAreaInset\": 3}]", 1, 82,
         "[0].hitAreaInset", "unknown key \"hitAreaInset\"; expected \"id\", \"frame\", \"hitAreaInsets\", \"interactive\", \"role\", \"tabCount\""),
        ("[{\"id\": \"a\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}},\n {\"id\": \"a\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}]",
         1, 1, "", "two elements have the id 'a'; ids must be unique"),
        ("[{\"id\": \"a\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": -1, \"height\": 1}}]", 1, 23, "[0].frame",
         "'a': width and height must be 0 or more, got -1×1"),
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
