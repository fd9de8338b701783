import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleSyntax
import LegibleTypeScale
import Testing

@Suite("Layout specs")
struct LayoutSpecTests {
    static let yaml = """
        default:
          style: body
          width: 320
          fonts:
            zh-Hans: Fonts/NotoSansCJK.ttc
        labels:
          - match: "settings.save"
            weight: semibold
            width: 160
          - match: ["settings.*", "prefs.?"]
            style: Title 2
            maxLines: 2
            tracking: none
          - match: "legal.*"
            size: 11
            tracking: -0.2
            font: Fonts/Inter.ttf
        """

    @Test func firstMatchWinsAndDefaultsFillTheRest() throws {
        let spec = try LayoutSpec(text: Self.yaml, file: "layout.yaml", isJSON: false, baseDirectory: "/project")
        let save = try #require(spec.layout(forKey: "settings.save"))
        #expect(save.sizing == .textStyle(.body))
        #expect(save.weight == 600)
        #expect(save.width == 160)
        #expect(save.maxLines == 1)
        #expect(save.tracking == .hig(.sfPro))
        #expect(save.ruleIndex == 0)
        let title = try #require(spec.layout(forKey: "settings.notifications.title"))
        #expect(title.sizing == .textStyle(.title2))
        #expect(title.width == 320)
        #expect(title.maxLines == 2)
        #expect(title.tracking == TrackingMode.none)
        #expect(title.ruleIndex == 1)
        #expect(spec.layout(forKey: "prefs.1")?.ruleIndex == 1)
        #expect(spec.layout(forKey: "prefs.10")?.ruleIndex == nil)
        let legal = try #require(spec.layout(forKey: "legal.terms"))
        #expect(legal.sizing == .fixed(points: 11))
        #expect(legal.tracking == .points(-0.2))
        #expect(legal.font == "/project/Fonts/Inter.ttf")
        #expect(legal.font(forLocale: "zh-Hans") == "/project/Fonts/NotoSansCJK.ttc")
        #expect(legal.font(forLocale: "de") == "/project/Fonts/Inter.ttf")
        let other = try #require(spec.layout(forKey: "home.greeting"))
        #expect(other.ruleIndex == nil)
        #expect(other.width == 320)
    }

    @Test func keysWithoutWidthAreSkipped() throws {
        let spec = try LayoutSpec(text: "labels:\n  - match: a.*\n    width: 100\n", file: "l.yaml", isJSON: false)
        #expect(spec.layout(forKey: "a.b")?.width == 100)
        #expect(spec.layout(forKey: "b") == nil)
    }

    @Test func aQuotedNullIsTheGlobOfAKeyNamedNull() throws {
        let spec = try LayoutSpec(text: "labels:\n  - match: \"null\"\n    width: 5\n", file: "layout.yaml", isJSON: false)
        #expect(spec.layout(forKey: "null")?.width == 5)
        #expect(spec.layout(forKey: "nothing") == nil)
    }

    @Test func jsonSpec() throws {
        let json = """
            {"default": {"width": 200, "weight": 700},
             "labels": [{"match": "tab.*", "style": "caption2", "width": 64, "maxLines": 0}]}
            """
        let spec = try LayoutSpec(text: json, file: "layout.json", isJSON: true)
        #expect(spec.layout(forKey: "tab.home") == LabelLayout(sizing: .textStyle(.caption2), weight: 700, width: 64, maxLines: 0, ruleIndex: 0))
    }

    @Test(arguments: [
        (
            "default:\n  width: 320\n  colour: red\n",
            "unknown field 'default.colour'; expected one of style, role, size, sp, weight, emphasized, font, fonts, width, maxLines, tracking, boldText, faces",
            3, 3
        ),
        ("default:\n  boldText: sometimes\n", "default.boldText must be off, on or both (measure with iOS's Bold Text off, on, or each)", 2, 13),
        ("default:\n  faces: Brand-Bold.otf\n", "default.faces must map weights to font files (semibold: Brand-Semibold.otf), found a string", 2, 10),
        (
            "default:\n  faces:\n    heavyish: B.otf\n",
            "default.faces key 'heavyish' must be a weight: ultraLight, thin, light, regular, medium, semibold, bold, heavy, black or a number 1…1000", 3, 5
        ),
        ("default:\n  faces:\n    bold: 7\n", "default.faces.bold must be a font file path, found a number", 3, 11),
        ("default:\n  fonts:\n    ar: { faces: { bold: B.ttf } }\n", "default.fonts.ar needs 'font': the locale's font file", 3, 9),
        ("default:\n  fonts:\n    ar: { font: A.ttf, weight: 700 }\n", "unknown field 'default.fonts.ar.weight'; expected font, faces", 3, 24),
        (
            "default:\n  style: huge\n",
            "default.style must be a text style: largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2", 2, 10
        ),
        ("labels:\n  - match: a\n    style: body\n    size: 12\n", "labels[0] sets both 'style' and 'size'; use a text style or a fixed size, not both", 2, 5),
        (
            "default:\n  emphasized: yes please\n",
            "default.emphasized must be true or false (draw the text style at its emphasized weight, the bold trait), found a string", 2, 15
        ),
        (
            "default:\n  size: 12\n  emphasized: true\n",
            "default sets 'emphasized' with 'size'; only a text style ('style') has an emphasized weight, give 'weight' instead", 2, 3
        ),
        ("labels:\n  - width: 10\n", "labels[0] needs 'match': a key glob or a list of them", 2, 5),
        // A YAML null is no glob: `match: null` matched only a key named "null".
        (
            "labels:\n  - match: null\n    width: 5\n",
            "labels[0].match must be a key glob (text such as \"settings.*\") or a list of them, found null (null in YAML is no value; write \"null\" in quotes for a key named null)",
            2, 12
        ),
        (
            "labels:\n  - match: [a, ~]\n    width: 5\n",
            "labels[0].match must be a key glob (text such as \"settings.*\") or a list of them, found null (~ in YAML is no value; write \"~\" in quotes for a key named ~)",
            2, 16
        ),
        ("default:\n  width: -4\n", "default.width -4 is out of range; expected 0.5…100000 points", 2, 10),
        ("default:\n  width: wide\n", "default.width must be a number of points, found a string", 2, 10),
        ("default:\n  maxLines: 1.5\n", "default.maxLines must be a whole number of lines (0 = no limit), found 1.5", 2, 13),
        (
            "default:\n  weight: 1200\n",
            "default.weight 1200 is out of range; expected a number 1…1000 or ultraLight, thin, light, regular, medium, semibold, bold, heavy, black", 2, 11
        ),
        ("default:\n  tracking: tight\n", "default.tracking must be hig, font, none or a number of points", 2, 13),
        ("labels: {}\n", "'labels' must be a list of entries, found an object", 1, 9),
        ("version: 2\n", "unknown top-level field 'version'; expected 'platform', 'androidVersion', 'androidToolkit', 'default' or 'labels'", 1, 1),
        ("default:\n  width: 1\n  width: 2\n", "duplicate key \"width\" in a mapping", 2, 3),
        ("- a\n- b\n", "a layout spec must be a mapping with 'default' and/or 'labels', found a list", 1, 1),
    ])
    func invalidSpecsNameFieldAndPosition(yaml: String, message: String, line: Int, column: Int) {
        let error = expectSourceError { _ = try LayoutSpec(text: yaml, file: "layout.yaml", isJSON: false) }
        #expect(error?.file == "layout.yaml")
        #expect(error?.message == message)
        #expect(error?.position == TextPosition(line: line, column: column))
    }

    /// A layout that names a text style and no weight gets the style's own weight, as iOS draws
    /// it and as `legible measure --style` measures it (issue 20): Apple's table gives Headline
    /// Semibold and every other style Regular; emphasized (the bold trait) Bold for Large Title
    /// and Title 1–2, Semibold for the others (Tables/ios-emphasized-weights.csv). A weight the
    /// spec gives still wins, and a default entry's weight reaches every entry.
    @Test func aTextStyleWithoutAWeightTakesTheStylesOwnWeight() throws {
        let yaml = """
            default:
              width: 200
            labels:
              - match: "headline"
                style: headline
              - match: "headline.regular"
                style: headline
                weight: regular
              - match: "title.emphasized"
                style: largeTitle
                emphasized: true
              - match: "body.emphasized"
                emphasized: true
              - match: "size"
                size: 13
            """
        let spec = try LayoutSpec(text: yaml, file: "layout.yaml", isJSON: false)
        #expect(spec.layout(forKey: "headline")?.weight == .semibold)
        #expect(spec.layout(forKey: "headline.regular")?.weight == .regular)
        #expect(spec.layout(forKey: "title.emphasized")?.weight == .bold)
        #expect(spec.layout(forKey: "body.emphasized")?.weight == .semibold)
        #expect(spec.layout(forKey: "size")?.weight == .regular)
        #expect(spec.layout(forKey: "other")?.weight == .regular)  // Body
        // The default entry's weight is the layout's: it wins over Headline's own.
        let heavy = LayoutSpec(defaults: LayoutRule(weight: .heavy, width: 100), rules: [LayoutRule(patterns: ["h"], sizing: .textStyle(.headline))])
        #expect(heavy.layout(forKey: "h")?.weight == .heavy)
        // And in code: a layout built without a weight takes its sizing's.
        #expect(LabelLayout(sizing: .textStyle(.headline), width: 10).weight == .semibold)
        #expect(LabelLayout(sizing: .textStyle(.title1), emphasized: true, width: 10).weight == .bold)
        #expect(LabelLayout(sizing: .textStyle(.headline), weight: .light, width: 10).weight == .light)
        #expect(LabelLayout(sizing: .materialRole(.labelLarge), width: 10, platform: .android).weight == .medium)
        #expect(LabelLayout(sizing: .fixed(points: 20), width: 10).weight == .regular)
    }

    @Test func boldTextAndHeavierFacesFallBackToTheDefaultEntry() throws {
        let yaml = """
            default:
              width: 200
              font: Brand-Regular.otf
              boldText: both
              faces: { bold: Brand-Bold.otf, 600: Brand-Semibold.otf }
            labels:
              - match: "legal.*"
                boldText: off
              - match: "title.*"
                weight: bold
                faces: { heavy: Brand-Heavy.otf }
            """
        let spec = try LayoutSpec(text: yaml, file: "layout.yaml", isJSON: false, baseDirectory: "/project")
        let body = try #require(spec.layout(forKey: "body.text"))
        #expect(body.boldText == .both)
        // Sorted lightest first, resolved against the spec's folder.
        #expect(body.faces == [LabelFace(weight: .semibold, font: "/project/Brand-Semibold.otf"), LabelFace(weight: .bold, font: "/project/Brand-Bold.otf")])
        // Regular with Bold Text is Semibold (Tables/ios-bold-text-weights.csv): the Semibold face.
        #expect(body.boldTextFace(for: .bold, locale: "en")?.font == "/project/Brand-Semibold.otf")
        #expect(body.boldTextFace(for: .regular, locale: "en") == nil)
        #expect(spec.layout(forKey: "legal.terms")?.boldText == .off)
        // Bold with Bold Text is Black: the Heavy face is not heavy enough, so none is chosen.
        let title = try #require(spec.layout(forKey: "title.main"))
        #expect(title.boldText == .both)
        #expect(title.weight(.bold) == .black)
        #expect(title.boldTextFace(for: .bold, locale: "en") == nil)
        #expect(spec.layout(forKey: "title.main")?.faces == [LabelFace(weight: .heavy, font: "/project/Brand-Heavy.otf")])
        #expect(LayoutSpec(defaults: LayoutRule(width: 10)).layout(forKey: "x")?.boldText == .off)
    }

    @Test func aPerLocaleFontNamesItsOwnHeavierFaces() throws {
        let yaml = """
            default:
              width: 200
              font: Brand-Regular.otf
              faces: { semibold: Brand-Semibold.otf }
              fonts:
                ar: { font: Arabic-Regular.ttf, faces: { bold: Arabic-Bold.ttf } }
                ja: Japanese.otf
            labels:
              - match: "legal.*"
                fonts: { ar: Other-Arabic.ttf }
            """
        let spec = try LayoutSpec(text: yaml, file: "layout.yaml", isJSON: false)
        let layout = try #require(spec.layout(forKey: "title"))
        #expect(layout.font(forLocale: "ar-EG") == "Arabic-Regular.ttf")
        #expect(layout.boldTextFace(for: .bold, locale: "ar-EG")?.font == "Arabic-Bold.ttf")
        #expect(layout.boldTextFace(for: .bold, locale: "de")?.font == "Brand-Semibold.otf")
        // A locale's own font without faces gets none of the main font's.
        #expect(layout.faces(forLocale: "ja").isEmpty)
        // An entry that gives a locale another font drops the default's faces for it.
        #expect(spec.layout(forKey: "legal.terms")?.faces(forLocale: "ar").isEmpty == true)
    }

    @Test func yamlSyntaxErrorHasAPosition() {
        let error = expectSourceError {
            _ = try LayoutSpec(text: "default:\n  width: [1, 2\n  style: body\n", file: "broken.yaml", isJSON: false)
        }
        #expect(error?.message.hasPrefix("invalid YAML") == true)
        #expect(error?.position?.line == 3)
    }

    @Test func jsonSyntaxErrorHasAPosition() {
        let error = expectSourceError {
            _ = try LayoutSpec(text: "{\"default\": {\"width\": 10,}}", file: "layout.json", isJSON: true)
        }
        #expect(error?.position == TextPosition(line: 1, column: 26))
        #expect(error?.message == "expected a quoted key, found '}'")
    }

    @Test(arguments: [
        ("settings.*", "settings.notifications.title", true),
        ("settings.*", "settings", false),
        ("*.title", "onboarding.title", true),
        ("tab.?", "tab.1", true),
        ("tab.?", "tab.10", false),
        ("a*b*c", "aXXbYYc", true),
        ("a*b*c", "aXXbYY", false),
        ("literal\\*", "literal*", true),
        ("literal\\*", "literalX", false),
        ("*", "", true),
        // Beyond ASCII `?` is one character, however many scalars or bytes it takes.
        ("caf?", "café", true),
        ("caf?", "cafe\u{301}", true),
        ("a?b", "a\r\nb", true),
        ("设置.*", "设置.保存", true),
        ("设置.?", "设置.保存", false),
    ])
    func keyGlobs(pattern: String, key: String, matches: Bool) {
        #expect(KeyGlob.matches(pattern: pattern, key: key) == matches)
    }

    /// Issue 25: globs are indexed by their literal prefix; the first one matching a key is the
    /// one trying every glob in order finds.
    @Test func theGlobIndexFindsTheFirstMatchLikeTryingEveryGlob() {
        let patterns = ["settings.*", "*_button", "settings.title", "tab.?", "a\\*b", "", "é*", "e*", "*", "设置.?", "settings.t*"]
        let keys = ["settings.title", "settings.", "save_button", "tab.1", "tab.10", "a*b", "a\\b", "", "é", "e\u{301}x", "设置.保", "x", "settingsx"]
        for count in [0, 1, 4, patterns.count] {
            let some = Array(patterns.prefix(count))
            let index = KeyGlobIndex(some)
            for key in keys {
                #expect(index.firstMatch(forKey: key) == some.firstIndex { KeyGlob.matches(pattern: $0, key: key) }, "\(some) \(key)")
            }
        }
    }
}
