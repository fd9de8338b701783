import LegibleColor
import LegibleTokens
import Testing

/// Android 7's gradient colours (`res/color/NAME.xml` with a `<gradient>` root, `GradientColor`):
/// valid resources with no single colour. Habitica 56dfaf32 ships
/// `Habitica/res/color/promo_gradient.xml`; read as a malformed state list, it dropped every
/// colour of its res folder, and 14 Compose texts on `@color/content_background` were reported
/// as naming a colour no colors.xml defines.
@Suite("Android gradient colours")
struct AndroidGradientColorTests {
    static let gradient = """
        <?xml version="1.0" encoding="utf-8"?>
        <gradient xmlns:android="http://schemas.android.com/apk/res/android">
            <item android:color="#2995CD" android:offset="0" />
            <item android:color="#24CC8F" android:offset="1" />
        </gradient>
        """

    @Test func aGradientLeavesTheFoldersOtherColoursRead() throws {
        let set = try AndroidColorTests.read([
            "values/colors.xml": AndroidColorTests.resources(
                ##"<color name="content_background">#FFFFFF</color><color name="promo">@color/promo_gradient</color>"##),
            "values-night/colors.xml": AndroidColorTests.resources(##"<color name="content_background">#1A1A1A</color>"##),
            "color/promo_gradient.xml": Self.gradient,
        ])
        #expect(set.color(named: "content_background", in: .light)?.color == SRGBColor(red8: 0xFF, green8: 0xFF, blue8: 0xFF))
        #expect(set.color(named: "content_background", in: .dark)?.color == SRGBColor(red8: 0x1A, green8: 0x1A, blue8: 0x1A))
        // The gradient has no one colour to measure, and says why.
        #expect(set.color(named: "promo", in: .light) == nil)
        #expect(
            set.unresolvedReason(for: "promo", in: .light)?.reason
                == "@color/promo_gradient is a gradient (res/color/promo_gradient.xml), which has no single colour")
    }

    @Test func anotherRootIsStillAnError() throws {
        // A `<shape>` is a drawable, not a colour: still reported with its file, line and column.
        let shape = ##"<shape xmlns:android="http://schemas.android.com/apk/res/android"/>"##
        #expect(
            try AndroidColorTests.error(["color/a.xml": shape, "color/b.xml": Self.gradient])
                == "res/color/a.xml:1:1: expected a <selector> root element in a colour state list, found <shape>")
    }
}
