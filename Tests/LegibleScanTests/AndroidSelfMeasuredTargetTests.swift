import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// A view class whose `onMeasure` gives itself a size of its own is that size, not its layout's:
/// proton-mail-android 215edbf4 `ListItemThumbnail.kt:101-106` runs
/// `setMeasuredDimension(circleSize, circleSize)` (the `app:circleSize` attribute), so
/// `list_item_contacts.xml:30`'s 16 dp `layout_width`/`layout_height` (`:32-33`) was a wrong
/// 16×16 dp target error. Such a target is a note that names the class; a class whose
/// `onMeasure` only squares what the layout measured keeps the layout's size.
@Suite struct AndroidSelfMeasuredTargetTests {
    static let layout = """
        <androidx.constraintlayout.widget.ConstraintLayout \(AndroidContentViewTests.namespaces)
            android:layout_width="match_parent" android:layout_height="wrap_content" android:clickable="true" android:focusable="true">
            <ch.protonmail.android.views.ListItemThumbnail android:id="@+id/thumbnail_view_contacts_list"
                android:layout_width="16dp" android:layout_height="16dp" android:clickable="true" android:focusable="true"
                app:circleSize="40dp" app:layout_constraintStart_toStartOf="parent" app:layout_constraintTop_toTopOf="parent" />
            <ch.protonmail.android.views.SquareThumbnail android:id="@+id/square_thumbnail"
                android:layout_width="16dp" android:layout_height="16dp" android:clickable="true" android:focusable="true"
                app:layout_constraintEnd_toEndOf="parent" app:layout_constraintTop_toTopOf="parent" />
        </androidx.constraintlayout.widget.ConstraintLayout>
        """

    /// proton-mail-android 215edbf4 `app/src/main/java/ch/protonmail/android/views/ListItemThumbnail.kt:45-106`, shortened.
    static let thumbnail = """
        class ListItemThumbnail @JvmOverloads constructor(
            context: Context,
            attrs: AttributeSet? = null,
            defStyleAttr: Int = 0
        ) : View(context, attrs, defStyleAttr) {
            private var circleSize: Int = DEFAULT_CIRCLE_SIZE
            init {
                context.withStyledAttributes(attrs, R.styleable.ListItemThumbnail) {
                    circleSize = getDimensionPixelSize(R.styleable.ListItemThumbnail_circleSize, defaultCircleSize)
                }
            }
            override fun onMeasure(widthMeasureSpec: Int, heightMeasureSpec: Int) {
                setMeasuredDimension(
                    circleSize,
                    circleSize
                )
            }
        }
        """

    /// The neighbour: a square of what the layout measured is the layout's size.
    static let square = """
        class SquareThumbnail(context: Context, attrs: AttributeSet?) : View(context, attrs) {
            override fun onMeasure(widthMeasureSpec: Int, heightMeasureSpec: Int) {
                super.onMeasure(widthMeasureSpec, heightMeasureSpec)
                setMeasuredDimension(measuredWidth, measuredWidth)
            }
        }
        """

    @Test func aClassThatMeasuresItselfMakesTheFilesSizeAPlaceholder() async throws {
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/list_item_contacts.xml": Self.layout, "java/ch/protonmail/android/views/ListItemThumbnail.kt": Self.thumbnail,
            "java/ch/protonmail/android/views/SquareThumbnail.kt": Self.square,
        ])
        let targets = report.findings.findings.filter { $0.rule == "target.small" }
        // Must not: the class's own `onMeasure` sets its size.
        let thumbnail = targets.first { $0.id == "thumbnail_view_contacts_list" }
        #expect(thumbnail?.severity == .note, "\(targets.map { "\($0.id) \($0.severity) \($0.message)" })")
        #expect(thumbnail?.message.hasPrefix("ListItemThumbnail overrides onMeasure to set its own size") == true, "\(thumbnail?.message ?? "")")
        // Must: a square of the layout's measure is still 16 dp.
        #expect(targets.first { $0.id == "square_thumbnail" }?.severity == .error)
    }

    @Test func onlyASizeOfItsOwnCounts() {
        func sizesItself(_ code: String) -> Bool {
            let bytes = Array(code.utf8)
            return AndroidSourceFacts.occurrences(of: Array("onMeasure".utf8), in: bytes[...]).contains {
                AndroidSourceFacts.onMeasureSetsOwnSize(at: $0, in: bytes)
            }
        }
        #expect(sizesItself(Self.thumbnail))
        #expect(sizesItself("@Override protected void onMeasure(int w, int h) { setMeasuredDimension(mDiameter, mDiameter); }"))
        #expect(!sizesItself(Self.square))
        // The spec's own size, a resolved size, or only a call to the superclass.
        #expect(!sizesItself("@Override protected void onMeasure(int w, int h) { setMeasuredDimension(MeasureSpec.getSize(w), mSide); }"))
        #expect(!sizesItself("override fun onMeasure(w: Int, h: Int) { setMeasuredDimension(resolveSize(side, w), side) }"))
        #expect(!sizesItself("override fun onMeasure(w: Int, h: Int) { super.onMeasure(w, h) }"))
    }
}
