import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, fresh-android23b W1: openfoodfacts keeps `welcome_slide3.xml` in its obf and opf
/// flavours beside main's `welcome_slide_3.xml`, and code names only `R.layout.welcome_slide_3`
/// (WelcomeScreen.kt:14). Both names reduce to one key, so the flavour files' white-on-blue
/// description (:44) was judged on a screen nothing shows.
@Suite struct AndroidLayoutSpellingTests {
    typealias Reach = AndroidLayoutReachTests
    static let main = "uhabits-android/src/main/"
    static let code = main + "java/org/isoron/uhabits/MainActivity.kt"
    static let files = [
        main + "res/layout/welcome_slide_3.xml": Reach.failing(), "uhabits-android/src/obf/res/layout/welcome_slide3.xml": Reach.failing(2),
    ]

    @Test func aLayoutSpelledOnlyLikeANamedOneIsOneNote() async throws {
        let named = "class MainActivity { fun f() { setContentView(R.layout.activity_main)\n val x = R.layout.welcome_slide_3 } }"
        let found = try await Reach.scan(Reach.app(Self.files.merging([Self.code: named]) { $1 }))
        // Must fire: the layout code names.
        #expect(Reach.severities(found)["welcome_slide_3.xml"] == [.error])
        // Must not: the flavour's welcome_slide3.xml, which nothing names, is one note.
        #expect(Reach.severities(found)["welcome_slide3.xml"] == [.note])
        let note = try #require(found.first { $0.location?.file.hasSuffix("welcome_slide3.xml") == true })
        #expect(note.message.hasPrefix("nothing in the app names welcome_slide3.xml: code names welcome_slide_3.xml"), "\(note.message)")
    }

    @Test func aBindingClassOrAnExactNameKeepsBothSpellingsJudged() async throws {
        let cases = [
            // `WelcomeSlide3Binding` is generated from either spelling.
            "class MainActivity { fun f() { setContentView(R.layout.activity_main)\n val b = WelcomeSlide3Binding.inflate(i) } }",
            // Each spelling named exactly.
            "class MainActivity { fun f() { setContentView(R.layout.activity_main)\n val x = listOf(R.layout.welcome_slide_3, R.layout.welcome_slide3) } }",
        ]
        for named in cases {
            let found = try await Reach.scan(Reach.app(Self.files.merging([Self.code: named]) { $1 }))
            #expect(Reach.severities(found)["welcome_slide_3.xml"] == [.error], "\(named)")
            #expect(Reach.severities(found)["welcome_slide3.xml"] == [.error, .error], "\(named)")
        }
        // Named only by an XML `@layout/` reference of its own spelling.
        let include = Reach.failing().replacingOccurrences(of: "</LinearLayout>", with: "<include layout=\"@layout/welcome_slide3\"/></LinearLayout>")
        let named = "class MainActivity { fun f() { setContentView(R.layout.activity_main)\n val x = R.layout.welcome_slide_3 } }"
        let found = try await Reach.scan(
            Reach.app(Self.files.merging([Self.code: named, Self.main + "res/layout/activity_main.xml": include]) { $1 }))
        #expect(Reach.severities(found)["welcome_slide3.xml"] == [.error, .error])
    }
}
