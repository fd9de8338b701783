import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Fresh judge 9a D3: a click listener set through `findViewById(R.id.x)` in a class that names
/// no layout makes the view a target in the layout that alone declares `x`. PassAndroid 5b65b3dc
/// `BarcodeUIController.kt:23`/`:33` (`private val zoomOut = rootView.findViewById<…>(R.id.zoomOut)`,
/// then `zoomOut.setOnClickListener { … }`) for `barcode.xml:14`, 48×24 dp; `PassViewHolder.kt:36`
/// (`timeAndNavBar.findViewById<TextView>(R.id.timeButton).setOnClickListener { … }`) for
/// `time_and_nav.xml:15`.
@Suite struct AndroidFoundViewClickTargetTests {
    /// A 24 dp tall, 48 dp wide icon, as `barcode.xml:14` (`minWidth="@dimen/finger"`, a 24 dp vector).
    private func icon(_ id: String) -> String {
        #"<ImageView android:id="@+id/\#(id)" android:layout_width="48dp" android:layout_height="24dp"/>"#
    }

    private func layout(_ views: [String]) -> String {
        """
        <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
        \(views.joined(separator: "\n"))
        </LinearLayout>
        """
    }

    static let controller = """
        class BarcodeUIController(val rootView: View) {
            private val zoomOut = rootView.findViewById<AppCompatImageView>(R.id.zoomOut)
            private val shared = rootView.findViewById<AppCompatImageView>(R.id.shared)
            init {
                zoomOut.setOnClickListener { zoom(-1) }
                shared.setOnClickListener { zoom(0) }
                rootView.findViewById<TextView>(R.id.timeButton).setOnClickListener { addToCalendar() }
                rootView.findViewById<TextView>(R.id.unheard).setOnClickListener(null)
            }
        }
        """

    @Test func aListenerOnALookedUpIdIsOnTheOneLayoutThatDeclaresIt() async throws {
        let files = [
            "res/layout/barcode.xml": layout([icon("zoomOut"), icon("shared"), icon("unheard")]),
            "res/layout/time_and_nav.xml": layout([icon("timeButton")]),
            "res/layout/other.xml": layout([icon("shared")]),
            "java/BarcodeUIController.kt": Self.controller,
        ]
        let found = try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }
        // Must fire: zoomOut (a name bound to the lookup) and timeButton (the lookup itself).
        // Must NOT fire: `shared`, declared by two layouts, which the listener may not be on;
        // `unheard`, whose listener is removed.
        #expect(found.map(\.id).sorted() == ["timeButton", "zoomOut"])
        #expect(found.first { $0.id == "zoomOut" }?.location?.file.hasSuffix("barcode.xml") == true)
    }
}
