import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// Issue 33, fresh-android20b: kDrive 8ad38f34 and kMail 0f061b7f `target.small` findings found
/// wrong or missed, each reduced from the app's layout and the Kotlin that binds it.
@Suite struct AndroidFreshTwentyBTargetTests {
    static let manifest = #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="@style/AppTheme"/></manifest>"#
    static let styles = #"<resources><style name="AppTheme" parent="Theme.Material3.DayNight.NoActionBar"/></resources>"#

    static func targets(_ files: [String: String], id: String) async throws -> [Finding] {
        var all = files
        all["AndroidManifest.xml"] = Self.manifest
        all["res/values/styles.xml"] = all["res/values/styles.xml"] ?? Self.styles
        return try await AndroidTargetJudgingTests.scan(all).findings.findings.filter { $0.rule == "target.small" && $0.id == id }
    }

    /// kMail `view_recipient_field.xml:24-32`: a 1 dp invisible Chip, previewed shown, that only
    /// anchors constraints; `RecipientFieldView.kt` binds the layout.
    static let recipientField = """
        <androidx.constraintlayout.widget.ConstraintLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
            <com.google.android.material.chip.Chip android:id="@+id/singleLineGuide" style="@style/Widget.Material3.Chip.Input"
                android:layout_width="1dp" android:layout_height="wrap_content" android:visibility="invisible"
                app:layout_constraintStart_toStartOf="parent" app:layout_constraintTop_toTopOf="parent" tools:visibility="visible" />
            <TextView android:id="@+id/prefix" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="To"
                app:layout_constraintBottom_toBottomOf="@id/singleLineGuide" app:layout_constraintTop_toTopOf="@id/singleLineGuide"
                app:layout_constraintStart_toStartOf="parent" />
        </androidx.constraintlayout.widget.ConstraintLayout>
        """

    static func recipientView(_ body: String) -> String {
        """
        class RecipientFieldView(context: Context) : FrameLayout(context) {
            private val binding by lazy { ViewRecipientFieldBinding.inflate(LayoutInflater.from(context), this, true) }
            init {
                binding.prefix.text = "To"
                \(body)
            }
        }
        """
    }

    @Test func aPreviewedGuideNoCodeNamesStaysHidden() async throws {
        func guide(_ body: String) async throws -> [Finding] {
            try await Self.targets(
                ["res/layout/view_recipient_field.xml": Self.recipientField, "java/RecipientFieldView.kt": Self.recipientView(body)],
                id: "singleLineGuide")
        }
        // Must not fire: `tools:visibility` is the designer's preview, and nothing names the view.
        #expect(try await guide("").isEmpty)
        // Must fire: code that names it for more than a listener may show it (a helper it is handed to).
        let named = try await guide("binding.singleLineGuide.setOnClickListener { focus() }\n reveal(binding.singleLineGuide)")
        #expect(named.first?.severity == .error, "\(named)")
        // Must not (fresh-android23b class 3): a listener alone shows nothing; see AndroidListenerOnlyViewTests.
        #expect(try await guide("binding.singleLineGuide.setOnClickListener { focus() }").isEmpty)
    }

    /// kDrive `cardview_gallery.xml:2,76-89`: a card tile and its 26 dp check box, `gone`.
    static let gallery = """
        <com.google.android.material.card.MaterialCardView \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
            <androidx.constraintlayout.widget.ConstraintLayout android:layout_width="match_parent" android:layout_height="wrap_content">
                <ImageView android:id="@+id/preview" android:layout_width="0dp" android:layout_height="0dp" app:layout_constraintDimensionRatio="1:1"
                    app:layout_constraintStart_toStartOf="parent" app:layout_constraintEnd_toEndOf="parent" app:layout_constraintTop_toTopOf="parent" />
                <com.google.android.material.checkbox.MaterialCheckBox android:id="@+id/mediaChecked" android:layout_width="26dp" android:layout_height="26dp"
                    android:minWidth="0dp" android:minHeight="0dp" android:visibility="gone"
                    app:layout_constraintStart_toStartOf="parent" app:layout_constraintTop_toTopOf="parent" tools:visibility="visible" />
            </androidx.constraintlayout.widget.ConstraintLayout>
        </com.google.android.material.card.MaterialCardView>
        """

    /// `GalleryAdapter.kt:88-116`, shortened; `clickable` is the line at `:107`.
    static func galleryAdapter(_ clickable: String) -> String {
        """
        class GalleryAdapter : RecyclerView.Adapter<GalleryViewHolder>() {
            override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): GalleryViewHolder {
                val layoutInflater = LayoutInflater.from(parent.context)
                val binding = if (viewType == R.layout.title_recycler_section) {
                    TitleRecyclerSectionBinding.inflate(layoutInflater, parent, false)
                } else {
                    CardviewGalleryBinding.inflate(layoutInflater, parent, false)
                }
                return GalleryViewHolder(binding)
            }
            private fun CardviewGalleryBinding.handleCheckmark(file: File) {
                mediaChecked.apply {
                    \(clickable)
                    if (multiSelectManager.isMultiSelectOn) {
                        isChecked = multiSelectManager.isSelectedFile(file)
                        isVisible = true
                    } else {
                        isGone = true
                    }
                }
            }
        }
        """
    }

    @Test func aCheckBoxCodeMakesUnclickableInAnApplyBlockIsNoTarget() async throws {
        func checkBox(_ clickable: String) async throws -> [Finding] {
            try await Self.targets(
                ["res/layout/cardview_gallery.xml": Self.gallery, "java/GalleryAdapter.kt": Self.galleryAdapter(clickable)], id: "mediaChecked")
        }
        // Must not fire: `isClickable = false` passes its taps to the tile.
        #expect(try await checkBox("isClickable = false").isEmpty)
        #expect(try await checkBox("setClickable(false)").isEmpty)
        // Must fire: a check box a tap toggles, or one code makes clickable again.
        let toggled = try await checkBox("isFocusable = false")
        #expect(toggled.first?.severity == .error, "\(toggled)")
        let again = try await checkBox("isClickable = false\nif (editable) isClickable = true")
        #expect(again.first?.severity == .error, "\(again)")
    }

    /// kDrive `item_file.xml:199`: the 32 dp stop-upload button, `gone`.
    static let itemFile = """
        <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
            <TextView android:id="@+id/fileName" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content" android:text="Name" />
            <ImageButton android:id="@+id/stopUploadButton" android:layout_width="32dp" android:layout_height="32dp" android:visibility="gone"
                android:contentDescription="Stop" />
        </LinearLayout>
        """

    /// `FileAdapter.kt:357-361` and `FileAdapterViewHolder.kt:48,61`, shortened.
    static func fileAdapter(_ visible: String) -> String {
        """
        class FileAdapter : RecyclerView.Adapter<FileItemViewHolder>() {
            fun bind(holder: FileItemViewHolder, binding: ItemFileBinding) {
                holder.stopUploadButton?.setOnClickListener(null)
            }
            private fun FileItemViewHolder.displayStopUploadButton(file: File) {
                stopUploadButton?.apply {
                    setOnClickListener { onStopUploadButtonClicked?.invoke(file.name) }
                    isVisible = \(visible)
                }
            }
        }
        """
    }

    @Test func aViewShownInANullableApplyBlockIsJudged() async throws {
        func button(_ visible: String) async throws -> [Finding] {
            try await Self.targets(
                ["res/layout/item_file.xml": Self.itemFile, "java/FileAdapter.kt": Self.fileAdapter(visible)], id: "stopUploadButton")
        }
        // Must fire: shown and given a listener in `stopUploadButton?.apply { }`.
        let shown = try await button("true")
        #expect(shown.first?.severity == .error, "\(shown)")
        #expect(shown.first?.message.contains("32") == true, "\(shown)")
        // Must not: the block only hides it.
        #expect(try await button("false").isEmpty)
    }

    /// kMail `chip_contact.xml:18-28`: a recipient chip of the app's class, its touch target 44 dp.
    static func contactChip(_ touch: String) -> String {
        """
        <com.infomaniak.mail.ui.newMessage.BackspaceAwareChip \(AndroidContentViewTests.namespaces) style="@style/Widget.Material3.Chip.Input"
            android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Alice" \(touch) />
        """
    }

    /// `ContactChipAdapter.kt:47-58` and `BackspaceAwareChip.kt`, shortened.
    static let chipAdapter = """
        class ContactChipAdapter : RecyclerView.Adapter<ContactChipViewHolder>() {
            override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): ContactChipViewHolder {
                return ContactChipViewHolder(ChipContactBinding.inflate(LayoutInflater.from(parent.context), parent, false))
            }
            override fun onBindViewHolder(holder: ContactChipViewHolder, position: Int): Unit = with(holder.binding) {
                root.apply {
                    text = recipient.getNameOrEmail()
                    setOnClickListener { openContextMenu?.invoke(recipient, root) }
                }
            }
        }
        """
    static let backspaceChip = """
        class BackspaceAwareChip @JvmOverloads constructor(context: Context, attrs: AttributeSet? = null) : Chip(context, attrs) {
            fun setOnBackspaceListener(listener: () -> Unit) { }
        }
        """

    @Test func aChipWithASmallerMinimumTouchTargetIsThatTall() async throws {
        func chip(_ touch: String) async throws -> [Finding] {
            let report = try await AndroidTargetJudgingTests.scan([
                "AndroidManifest.xml": Self.manifest, "res/values/styles.xml": Self.styles, "res/layout/chip_contact.xml": Self.contactChip(touch),
                "java/ContactChipAdapter.kt": Self.chipAdapter, "java/BackspaceAwareChip.kt": Self.backspaceChip,
            ])
            return report.findings.findings.filter { $0.rule == "target.small" && $0.location?.file.hasSuffix("chip_contact.xml") == true }
        }
        // Must fire: 44 dp tall, 2 dp short on each side.
        let small = try await chip(#"app:chipMinTouchTargetSize="44dp""#)
        #expect(small.first?.severity == .error, "\(small)")
        #expect(small.first?.message.contains("44") == true, "\(small)")
        // Must not: Material's 48 dp, or the written 48 dp.
        #expect(try await chip("").isEmpty)
        #expect(try await chip(#"app:chipMinTouchTargetSize="48dp""#).isEmpty)
    }
}
