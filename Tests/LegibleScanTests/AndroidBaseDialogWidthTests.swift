import Foundation
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// A dialog fragment base class that builds a `MaterialAlertDialogBuilder` dialog around the
/// binding its subclasses create (quillpad `BaseDialog.kt:23-34`, `EditTagDialog.kt:19`,
/// fresh Android round 19a): the subclass's layout is a dialog's, screen − 2·24 − 2·24 padding.
@Suite struct AndroidBaseDialogWidthTests {
    typealias Solve = AndroidLayoutSolveTests

    static let base = """
        abstract class BaseDialog<V : ViewBinding> : DialogFragment() {
            private var _binding: V? = null
            protected val binding: V get() = _binding!!

            abstract fun createBinding(inflater: LayoutInflater): V

            override fun onCreateDialog(savedInstanceState: Bundle?): Dialog {
                return MaterialAlertDialogBuilder(requireContext(), theme)
                    .apply {
                        _binding = createBinding(LayoutInflater.from(requireContext()))
                        setView(binding.root)
                    }
                    .create()
            }
        }
        """

    static let subclass = """
        class ConfirmDialog : BaseDialog<ConfirmBinding>() {
            override fun onCreate(savedInstanceState: Bundle?) { super.onCreate(savedInstanceState) }

            override fun createBinding(inflater: LayoutInflater) = ConfirmBinding.inflate(layoutInflater)
        }
        """

    @Test func aSubclassesBindingIsShownInTheBasesDialog() throws {
        let found = try AndroidDialogWidthTests.widths(["java/BaseDialog.kt": Self.base, "java/ConfirmDialog.kt": Self.subclass])
        #expect(Solve.close(found.widths, [320: 224, 360: 264, 411: 315]))
        #expect(found.inDialog)
    }

    // Must keep the screen (320 − 48 = 272): a base whose `onCreateDialog` sets no builder's view
    // (a bottom sheet of its own), a subclass inflating the layout in another function than the
    // one the base calls, and a base that replaces its window's background.
    @Test func otherBasesKeepTheScreen() throws {
        let full: [Double: Double] = [320: 272, 360: 312, 411: 363]
        let sheet = Self.base.replacingOccurrences(of: "MaterialAlertDialogBuilder(requireContext(), theme)", with: "BottomSheetDialog(requireContext())")
            .replacingOccurrences(of: "setView(binding.root)", with: "setContentView(binding.root)")
        let otherMethod = Self.subclass.replacingOccurrences(
            of: "override fun createBinding(inflater: LayoutInflater) = ConfirmBinding.inflate(layoutInflater)",
            with: "override fun createBinding(inflater: LayoutInflater) = DialogOtherBinding.inflate(layoutInflater)\n"
                + "    override fun header(inflater: LayoutInflater) = ConfirmBinding.inflate(inflater)")
        let transparent = Self.base.replacingOccurrences(of: ".create()", with: ".create().also { it.window?.setBackgroundDrawable(null) }")
        let cases: [[String: String]] = [
            ["java/BaseDialog.kt": sheet, "java/ConfirmDialog.kt": Self.subclass],
            ["java/BaseDialog.kt": Self.base, "java/ConfirmDialog.kt": otherMethod],
            ["java/BaseDialog.kt": transparent, "java/ConfirmDialog.kt": Self.subclass],
            ["java/ConfirmDialog.kt": Self.subclass],
        ]
        for sources in cases {
            let found = try AndroidDialogWidthTests.widths(sources)
            #expect(Solve.close(found.widths, full), "\(sources.values.map(\.count))")
            #expect(!found.inDialog)
        }
    }
}
