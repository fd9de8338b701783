import LegibleAudit
import LegibleCatalogs
import LegibleShaping
import LegibleTestSupport
import LegibleTypeScale
import PropertyBased
import Testing

/// Shaping with the bundled fonts; few iterations, since each measures real text.
@Suite("Layout properties")
struct LayoutProperties {
    static let fonts = packageRoot.appendingPathComponent("Fonts").path
    static let measurer: TextMeasurer = {
        do {
            return try TextMeasurer(.bundled(directory: fonts))
        } catch {
            preconditionFailure("bundled fonts: \(error)")
        }
    }()

    /// Letters of one script each, all covered by the bundled fonts, and the letters a text may end
    /// with. In Arabic a letter takes a narrower joining form when the next one joins it: in Noto
    /// Sans Arabic isolated beh ب is 993 units wide, but initial beh and final alef بـا together
    /// 269 + 291 (hb-shape), so a text narrows when alef follows it. Letters that never join the
    /// next one (alef, dal, thal, reh, zain, waw) keep their form, so there the property holds.
    static let alphabets: [(script: String, letters: [Character], last: [Character]?)] = [
        ("Latin", Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZäöüßéçñøœ"), nil),
        ("Cyrillic", Array("абвгдежзийклмнопрстуфхцчшщъыьэюяБДЖЯ"), nil),
        ("Greek", Array("αβγδεζηθικλμνξοπρστυφχψωΩΣΔ"), nil),
        ("Hebrew", Array("אבגדהוזחטיכלמנסעפצקרשת"), nil),
        ("Arabic", Array("ابتثجحخدذرزسشصضطظعغفقكلمنهوي"), Array("ادذرزو")),
        ("Han", Array("的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年"), nil),
    ]

    static let text = zip(Gen.int(in: 0...(alphabets.count - 1)), Gen.int(in: 0...1_000).array(of: 0...12), Gen.int(in: 0...1_000))
        .map { script, indices, next -> (script: String, text: String, appended: Character) in
            let (name, letters, last) = alphabets[script]
            var text = indices.map { letters[$0 % letters.count] }
            if let last, let end = indices.last { text[text.count - 1] = last[end % last.count] }
            return (name, String(text), letters[next % letters.count])
        }

    @Test(arguments: [TrackingMode.none, .hig(.sfPro)])
    func appendingALetterNeverNarrowsALine(tracking: TrackingMode) async {
        await propertyCheck(count: 120, input: Self.text, Gen<Double?>.element(of: [11, 17, 34, 53])) { input, size in
            let options = LayoutOptions(size: size!, tracking: tracking)
            let before = Self.measurer.measure(input.text, options).width
            let after = Self.measurer.measure(input.text + String(input.appended), options).width
            #expect(after >= before, "\(input.script): \(input.text.debugDescription) is \(before) pt, + \(input.appended) is \(after) pt")
        }
    }

    static let fitter = LabelFitter(fontsDirectory: fonts)

    /// A wider label never fits up to a smaller content size category.
    @Test func fitsUpToIsMonotonicInTheLabelsWidth() async throws {
        let words = Gen<String?>.element(of: ["Continue", "to", "payment", "Benachrichtigungen", "verwalten", "设置", "حفظ", "ok", "—"])
            .map { $0! }.array(of: 1...5).map { $0.joined(separator: " ") }
        let label = zip(words, Gen.double(in: 10...400), Gen.double(in: 0...200), Gen.int(in: 1...3), Gen<TextStyle>.case)
        await propertyCheck(count: 25, input: label) { input throws in
            let (text, width, extra, lines, style) = input
            func fitsUpTo(_ width: Double) throws -> DynamicTypeCategory? {
                try Self.fitter.fit(text, in: LabelLayout(sizing: .textStyle(style), width: width, maxLines: lines), locale: "en").fitsUpTo
            }
            let (narrow, wide) = (try fitsUpTo(width), try fitsUpTo(width + extra))
            #expect(
                narrow.map { wide != nil && $0 <= wide! } ?? true,
                "\(text.debugDescription) fits up to \(narrow.map(\.rawValue) ?? "none") at \(width) pt but \(wide.map(\.rawValue) ?? "none") at \(width + extra) pt"
            )
        }
    }
}
