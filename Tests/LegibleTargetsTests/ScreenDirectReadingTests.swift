import LegibleReporting
import LegibleSyntax
import LegibleTargets
import Testing

/// `Screen.direct`, the shortcut that reads well-formed screen files without `Codable`, against
/// the decoder it stands in for: the same screen for every form it accepts, and `nil` (so the
/// decoder reads the file and reports) for every form the decoder refuses or reads its own way.
@Suite("Reading screen files directly")
struct ScreenDirectReadingTests {
    /// The decoder's screen, or nil when it refuses the file.
    private func decoded(_ root: PositionedValue) -> Screen? {
        try? PositionedValueDecoder().decode(Screen.self, from: root, file: "screen.json")
    }

    private func root(_ json: String) throws -> PositionedValue {
        try JSONReader.parse(json, file: "screen.json")
    }

    /// Element bodies: the forms the shortcut reads.
    static let accepted = [
        #""id": "a", "frame": {"x": 1, "y": 2.5, "width": 30, "height": 40}"#,
        #""frame": {"height": 40, "width": 30, "y": -2, "x": 0}, "id": "b""#,
        #""id": "c", "frame": {"x": 0, "y": 0, "width": 0, "height": 0}, "hitAreaInsets": 7"#,
        #""id": "d", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}, "hitAreaInsets": {"top": 2, "right": 5}"#,
        #""id": "e", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}, "hitAreaInsets": {}"#,
        #""id": "f", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}, "hitAreaInsets": -3"#,
        #""id": "g", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}, "interactive": false"#,
        #""id": "h", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}, "interactive": true, "role": "control""#,
        #""id": "i", "frame": {"x": 0, "y": 0, "width": 375, "height": 49}, "role": "tabBar", "tabCount": 5"#,
        #""tabCount": 1, "role": "tabBar", "id": "j", "frame": {"x": 0, "y": 0, "width": 375, "height": 49}"#,
    ]

    /// Element bodies the decoder refuses, or reads in a way the shortcut leaves to it.
    static let leftToTheDecoder = [
        #""id": "", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}"#,
        #""id": 3, "frame": {"x": 0, "y": 0, "width": 20, "height": 20}"#,
        #""frame": {"x": 0, "y": 0, "width": 20, "height": 20}"#,
        #""id": "a""#,
        #""id": "a", "frame": {"x": 0, "y": 0, "width": -1, "height": 20}"#,
        #""id": "a", "frame": {"x": 0, "y": 0, "width": 20}"#,
        #""id": "a", "frame": {"x": 0, "y": 0, "width": 20, "height": 20, "z": 1}"#,
        #""id": "a", "frame": {"x": 0, "y": 0, "width": 20, "height": "20"}"#,
        #""id": "a", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}, "hitAreaInsets": -11"#,
        #""id": "a", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}, "hitAreaInsets": {"up": 2}"#,
        #""id": "a", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}, "hitAreaInsets": null"#,
        #""id": "a", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}, "interactive": null"#,
        #""id": "a", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}, "interactive": 0"#,
        #""id": "a", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}, "role": "slider""#,
        #""id": "a", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}, "tabCount": 3"#,
        #""id": "a", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}, "role": "tabBar""#,
        #""id": "a", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}, "role": "tabBar", "tabCount": 2.5"#,
        #""id": "a", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}, "role": "tabBar", "tabCount": 0"#,
        #""id": "a", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}, "label": "Save""#,
    ]

    @Test("every accepted element form reads as the decoder reads it", arguments: accepted)
    func acceptedForms(body: String) throws {
        let root = try root("[{\(body)}]")
        let direct = try #require(Screen.direct(root))
        #expect(direct == decoded(root))
    }

    @Test("every other element form is left to the decoder", arguments: leftToTheDecoder)
    func otherForms(body: String) throws {
        #expect(Screen.direct(try root("[{\(body)}]")) == nil)
    }

    @Test("whole screens: name, size and elements, or a bare list; repeated ids and unknown keys are left to the decoder")
    func screens() throws {
        let elements = Self.accepted.map { "{\($0)}" }.joined(separator: ", ")
        for json in [
            #"{"name": "Settings", "size": {"width": 390, "height": 844}, "elements": [\#(elements)]}"#,
            #"{"elements": [\#(elements)], "name": "No size"}"#,
            "[\(elements)]",
        ] {
            let root = try root(json)
            let direct = try #require(Screen.direct(root))
            #expect(direct == decoded(root))
            #expect(direct.elements.count == Self.accepted.count)
        }
        for json in [
            #"{"name": "x", "size": {"width": 0, "height": 844}, "elements": []}"#,
            #"{"name": null, "elements": []}"#,
            #"{"elements": [], "title": "x"}"#,
            #"{"name": "x"}"#,
            #"[{"id": "a", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}, {"id": "a", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]"#,
            #""elements""#,
        ] {
            #expect(Screen.direct(try root(json)) == nil, "\(json)")
        }
    }

    @Test("a file read through the shortcut has its hit areas, roles and element positions")
    func handWorkedScreen() throws {
        let json = """
            {"name": "Toolbar", "elements": [
              {"id": "back", "frame": {"x": 8, "y": 50, "width": 30, "height": 30}, "hitAreaInsets": {"top": 7, "left": 7, "bottom": 7, "right": 7}},
              {"id": "tabs", "frame": {"x": 0, "y": 795, "width": 390, "height": 49}, "role": "tabBar", "tabCount": 5}
            ]}
            """
        let screen = try Screen(parsing: json, file: "toolbar.json")
        #expect(screen.file == "toolbar.json")
        #expect(screen.elements[0].hitArea == TargetRect(x: 1, y: 43, width: 44, height: 44))
        #expect(screen.elements[1].targetSize == TargetSize(width: 78, height: 49))
        #expect(screen.elements.map(\.position?.line) == [2, 3])
        #expect(screen.elements.map(\.position?.column) == [3, 3])
    }
}
