import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// A Wear OS watch face's layout is drawn at the face's own scale, its sizes set by the face's
/// code: AndroidAPS 02052250 `wear/src/main/res/layout/activity_custom.xml:101`
/// (`android:textSize="21px"`), inflated by `CustomWatchface.kt:98`
/// (`ActivityCustomBinding.inflate(inflater)`), whose `customizeTextView` (`:663-666`) sets every
/// view's size again in px from the face's JSON. `CustomWatchface : BaseWatchFace()`
/// (`BaseWatchFace.kt:46`) `: WatchFace()` (`WatchFace.kt:44`) `: WatchFaceService()`. Its 62 px
/// sizes were `text.fixed-size` warnings (fresh Android round 24a, pattern 1); they are notes.
@Suite struct AndroidWatchFaceTextSizeTests {
    /// The text is a word, not `activity_custom.xml`'s `---` placeholder for the glucose value:
    /// punctuation alone is a `text.fixed-size` note of its own, which would hide whether the
    /// activity's layout below is still judged.
    static let layout = """
        <FrameLayout \(AndroidContentViewTests.namespaces) android:id="@+id/main_layout" android:layout_width="match_parent" android:layout_height="match_parent">
            <TextView android:id="@+id/sgv" android:layout_width="wrap_content" android:layout_height="wrap_content"
                android:text="Carbs" android:textSize="21px" android:textColor="#FFFFFF"/>
        </FrameLayout>
        """

    /// `CustomWatchface.kt:63,95-98,663-666`, `BaseWatchFace.kt:46` and `WatchFace.kt:44`, shortened.
    static let sources = [
        "java/app/aaps/wear/watchfaces/CustomWatchface.kt": """
        class CustomWatchface : BaseWatchFace() {
            override fun inflateLayout(inflater: LayoutInflater): ViewBinding {
                binding = ActivityCustomBinding.inflate(inflater)
                return binding
            }
            fun customizeTextView(view: TextView) {
                view.setTextSize(TypedValue.COMPLEX_UNIT_PX, (viewJson.optInt(TEXTSIZE, 22) * cwf.zoomFactor).toFloat())
            }
        }
        """,
        "java/app/aaps/wear/watchfaces/utils/BaseWatchFace.kt": "abstract class BaseWatchFace : WatchFace() {\n}\n",
        "java/app/aaps/wear/watchfaces/utils/WatchFace.kt":
            "import androidx.wear.watchface.WatchFaceService\nabstract class WatchFace : WatchFaceService() {\n}\n",
    ]

    static func findings(_ sources: [String: String]) async throws -> [Finding] {
        var files = sources
        files["res/layout/activity_custom.xml"] = layout
        return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "text.fixed-size" && $0.id == "sgv" }
    }

    @Test func aWatchFacesFixedSizeIsANote() async throws {
        let found = try await Self.findings(Self.sources)
        #expect(found.count == 1)
        #expect(found.first?.severity == .note, "\(found)")
        #expect(found.first?.message.contains("a Wear OS watch face that CustomWatchface (a WatchFaceService) draws") == true, "\(found)")
    }

    @Test func theSameLayoutInAnActivityIsStillAWarning() async throws {
        // Must NOT soften: the same layout inflated by an activity, and by a class that only
        // names a watch face in its name, is text the font size setting should scale.
        var activity = Self.sources
        activity["java/app/aaps/wear/watchfaces/utils/WatchFace.kt"] = "abstract class WatchFace : AppCompatActivity() {\n}\n"
        let found = try await Self.findings(activity)
        #expect(found.count == 1)
        #expect(found.first.map { $0.severity != .note } == true, "\(found)")
        #expect(found.first?.message.contains("watch face") == false, "\(found)")
    }

    @Test func aClassThatOnlyNamesTheBindingIsNoWatchFace() {
        // WatchfaceViewAdapter.kt names ActivityCustomBinding without inflating it.
        var facts = AndroidSourceFacts()
        facts.addInflatedLayouts(Array("class Adapter(val cU: ActivityCustomBinding?)".utf8), className: "Adapter")
        #expect(facts.fragments.inflatedLayouts.isEmpty)
        facts.addInflatedLayouts(Array("val b = ActivityCustomBinding.inflate(inflater)".utf8), className: "Face")
        #expect(facts.fragments.inflatedLayouts["Face"] == ["activitycustom"])
    }
}
