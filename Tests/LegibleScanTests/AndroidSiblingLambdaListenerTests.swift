import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// A small view beside a large one in the same view, both given a lambda of one function with the
/// very same code, does what the large one does (WCAG 2.5.8's "Equivalent"): openfoodfacts
/// 1802d42e `ImagesSelectActivity.kt:79-80` gives `binding.closeZoom` and `binding.expandedImage`
/// `{ closeZoom() }` each, so `activity_product_images_list.xml:53`'s 17 dp tall "close" text
/// under the zoomed image was a wrong target error. A view elsewhere on the screen given the same
/// code, or one beside it given other code, is still judged on its own.
@Suite struct AndroidSiblingLambdaListenerTests {
    static let layout = """
        <FrameLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent">
            <LinearLayout android:id="@+id/zoomContainer" android:layout_width="match_parent" android:layout_height="match_parent"
                android:orientation="vertical">
                <ImageView android:id="@+id/expandedImage" android:layout_width="match_parent" android:layout_height="400dp" />
                <TextView android:id="@+id/closeZoom" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:layout_gravity="center_horizontal" android:text="Close" android:textSize="12sp" />
                <TextView android:id="@+id/btnOther" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:text="Other" android:textSize="12sp" />
            </LinearLayout>
            <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                <TextView android:id="@+id/closeElsewhere" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:text="Close" android:textSize="12sp" />
            </LinearLayout>
        </FrameLayout>
        """

    /// openfoodfacts 1802d42e `ImagesSelectActivity.kt:71-82`, with the two neighbours.
    static let activity = """
        class ImagesSelectActivity : BaseActivity() {
            override fun onCreate(savedInstanceState: Bundle?) {
                super.onCreate(savedInstanceState)
                _binding = ActivityProductImagesListBinding.inflate(layoutInflater)
                setContentView(binding.root)
                binding.closeZoom.setOnClickListener { closeZoom() }
                binding.expandedImage.setOnClickListener { closeZoom() }
                binding.btnOther.setOnClickListener { chooseImage() }
                binding.closeElsewhere.setOnClickListener { closeZoom() }
            }
        }
        """

    @Test func aSmallViewBesideALargeOneWithTheSameCodeIsANote() async throws {
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/activity_product_images_list.xml": Self.layout, "java/app/ImagesSelectActivity.kt": Self.activity,
        ])
        let targets = report.findings.findings.filter { $0.rule == "target.small" }
        let described = "\(targets.map { "\($0.id) \($0.severity) \($0.message)" })"
        // Must not: the zoomed image beside it does the same.
        #expect(targets.first { $0.id == "closeZoom" }?.severity == .note, "\(described)")
        // Must: other code beside it, or the same code in another view.
        #expect(targets.first { $0.id == "btnOther" }?.severity == .error, "\(described)")
        #expect(targets.first { $0.id == "closeElsewhere" }?.severity == .error, "\(described)")
    }

    /// vlc-android 4ffb22b6 `title_list_view.xml:31-60`: the title row `title_content` (a
    /// `View` across the top, up to the list) and the 24 dp arrow in it, both given
    /// `{ actionClickListener?.let { listener -> listener(actionButton) } }` (`TitleListView.kt:104-109`).
    static let titleList = """
        <androidx.constraintlayout.widget.ConstraintLayout \(AndroidContentViewTests.namespaces)
            android:layout_width="match_parent" android:layout_height="match_parent">
            <View android:id="@+id/title_content" android:layout_width="0dp" android:layout_height="0dp"
                android:background="?attr/selectableItemBackground" app:layout_constraintBottom_toTopOf="@+id/list"
                app:layout_constraintEnd_toEndOf="parent" app:layout_constraintStart_toStartOf="parent" app:layout_constraintTop_toTopOf="parent" />
            <TextView android:id="@+id/title" android:layout_width="wrap_content" android:layout_height="wrap_content"
                android:layout_marginStart="16dp" android:layout_marginTop="16dp" android:text="Videos" android:textSize="20sp"
                app:layout_constraintStart_toStartOf="parent" app:layout_constraintTop_toTopOf="parent" />
            <ImageButton android:id="@+id/action_button" android:layout_width="24dp" android:layout_height="24dp"
                android:layout_marginEnd="16dp" android:background="?attr/selectableItemBackgroundBorderless"
                app:layout_constraintBottom_toBottomOf="@+id/title" app:layout_constraintEnd_toEndOf="parent"
                app:layout_constraintTop_toTopOf="@+id/title" />
            <androidx.recyclerview.widget.RecyclerView android:id="@+id/list" android:layout_width="0dp" android:layout_height="wrap_content"
                android:layout_marginTop="16dp" app:layout_constraintEnd_toEndOf="parent" app:layout_constraintStart_toStartOf="parent"
                app:layout_constraintTop_toBottomOf="@+id/title" />
        </androidx.constraintlayout.widget.ConstraintLayout>
        """

    static let titleListView = """
        class TitleListView : ConstraintLayout {
            val actionButton: ImageButton by lazy { findViewById(R.id.action_button) }
            private val titleContent: View by lazy { findViewById(R.id.title_content) }
            private fun initAttributes(attrs: AttributeSet, defStyle: Int) {
                actionButton.setOnClickListener {
                    actionClickListener?.let { listener -> listener(actionButton) }
                }
                titleContent.setOnClickListener {
                    actionClickListener?.let { listener -> listener(actionButton) }
                }
            }
            private fun initialize() { LayoutInflater.from(context).inflate(R.layout.title_list_view, this, true) }
        }
        """

    @Test func theArrowOfATitleRowWithTheSameCodeIsANote() async throws {
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/title_list_view.xml": Self.titleList, "java/org/videolan/vlc/gui/view/TitleListView.kt": Self.titleListView,
        ])
        let targets = report.findings.findings.filter { $0.rule == "target.small" }
        #expect(targets.first { $0.id == "action_button" }?.severity == .note, "\(targets.map { "\($0.id) \($0.severity) \($0.message)" })")
    }

    /// vlc-android 4ffb22b6 `TitleListView.kt:104-109`: a lambda within the listener may name its
    /// own parameter; the listener's own parameter (`v ->`) still reads its view.
    @Test func aParameterOfALambdaWithinIsNotTheListeners() {
        func body(_ text: String) -> String? {
            let code = Array(text.utf8)
            return AndroidSourceFacts.lambdaBody(at: 0, in: code)
        }
        #expect(body("{ actionClickListener?.let { listener -> listener(actionButton) } }") != nil)
        #expect(body("{ v -> open(v) }") == nil)
        #expect(body("{ when (mode) { 1 -> open() } }") != nil)
    }
}
