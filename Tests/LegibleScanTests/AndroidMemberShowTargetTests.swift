import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// `target.small` recall on Android (issue 33, fresh-android26b pattern 2): a `gone` view that a
/// class binds to a property with `findViewById`, that another file shows through that property,
/// and that a third gives a listener through a Kotlin synthetic import of its id. Transportr
/// c7be3d01 `location_view.xml:42` (`gpsButton`, a 38×48 dp `ImageButton`, `visibility="gone"`);
/// `LocationView.kt:145` `val gps: ImageButton = view.findViewById(R.id.gpsButton)`;
/// `LocationGpsView.kt:85` (a subclass) `ui.gps.visibility = VISIBLE`; `DirectionsFragment.kt:58`
/// `import kotlinx.android.synthetic.main.location_view.view.gpsButton` and `:155`
/// `fromLocation.gpsButton.setOnClickListener {`.
@Suite struct AndroidMemberShowTargetTests {
    private func button(_ id: String) -> String {
        """
        <ImageButton android:id="@+id/\(id)" android:layout_width="38dp" android:layout_height="48dp"
            android:background="?attr/selectableItemBackgroundBorderless" android:contentDescription="@string/location_gps"
            android:src="@drawable/ic_gps" android:visibility="gone" tools:visibility="gone"/>
        """
    }

    private var files: [String: String] {
        let layout = """
            <merge \(AndroidContentViewTests.namespaces)>
            \(["gpsButton", "quietButton", "plainButton", "twiceButton"].map(button).joined(separator: "\n"))
            </merge>
            """
        let view = """
            open class LocationView @JvmOverloads constructor(context: Context, attrs: AttributeSet? = null) : LinearLayout(context, attrs) {
                protected val ui: LocationViewHolder
                init {
                    inflater.inflate(R.layout.location_view, this, true)
                    ui = LocationViewHolder(this)
                }
                protected class LocationViewHolder internal constructor(view: View) {
                    val gps: ImageButton = view.findViewById(R.id.gpsButton)
                    val quiet: ImageButton = view.findViewById(R.id.quietButton)
                    val plain: ImageButton = view.findViewById(R.id.plainButton)
                    val twice: ImageButton = view.findViewById(R.id.twiceButton)
                }
            }
            """
        let gpsView = """
            class LocationGpsView(context: Context, attrs: AttributeSet) : LocationView(context, attrs) {
                private fun clearSearching() {
                    ui.gps.visibility = VISIBLE
                    binding.plain.visibility = VISIBLE
                    ui.twice.visibility = VISIBLE
                }
            }
            """
        // `twice` is also another class's name for another view: either may be the one shown.
        let other = "class Other { fun bind(view: View) { val twice: ImageButton = view.findViewById(R.id.elsewhere) } }"
        let fragment = """
            import kotlinx.android.synthetic.main.fragment_directions_form.*
            import kotlinx.android.synthetic.main.location_view.view.gpsButton
            import kotlinx.android.synthetic.main.location_view.view.quietButton
            import kotlinx.android.synthetic.main.location_view.view.twiceButton
            import kotlinx.android.synthetic.main.location_view.view.plainButton
            class DirectionsFragment : TransportrFragment() {
                override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, savedInstanceState: Bundle?): View? {
                    val v = inflater.inflate(R.layout.fragment_directions_form, container, false)
                    return v
                }
                override fun onViewCreated(v: View, savedInstanceState: Bundle?) {
                    fromLocation.gpsButton.setOnClickListener {
                        useGps()
                    }
                    fromLocation.quietButton.setOnClickListener { quiet() }
                    fromLocation.twiceButton.setOnClickListener { twice() }
                    fromLocation.plainButton.setOnClickListener { plain() }
                }
            }
            """
        return [
            "res/layout/location_view.xml": layout, "java/LocationView.kt": view, "java/LocationGpsView.kt": gpsView, "java/Other.kt": other,
            "java/DirectionsFragment.kt": fragment,
        ]
    }

    @Test func aViewShownThroughAnotherFilesPropertyAndListenedToThroughASyntheticImportIsATarget() async throws {
        let report = try await AndroidTargetJudgingTests.scan(files)
        let found = report.findings.findings.filter { $0.rule == "target.small" }.map(\.id).sorted()
        // Must fire: gpsButton. Must NOT, each listened to: quietButton (nothing shows it), plainButton
        // (`binding.plain` is a binding's view `plain`, not the holder's property), twiceButton (its
        // property's name is bound to another view too).
        #expect(found == ["gpsButton"])
    }
}
