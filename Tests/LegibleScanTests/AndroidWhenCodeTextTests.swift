import Foundation
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33: Kotlin's `when` picks a view's text as an `if` does, and every branch is audited.
///
/// - The expression: Trail-Sense b838080f FragmentStepLengthEstimation.kt:83 sets
///   `binding.stepLengthBtn.text = when { !isRunning && estimator.hasValidReading ->
///   getString(R.string.save) ⏎ !isRunning -> getString(R.string.start) ⏎ else ->
///   getString(R.string.stop) }` over five lines; the scan read only `when {` and said it could not
///   read the text.
/// - The statement: each branch sets the text itself (`when (state) { A -> binding.label.setText(R.string.a) … }`);
///   only the first call's string was audited.
///
/// A branch that is not a plain string resource (a formatted `getString(R.string.charging_fast,
/// current)`) leaves the expression unreadable; one that shows nothing (`else -> ""`,
/// FragmentStepLengthEstimation.kt:92) is left out, the others audited (LibreTorrent ae96f20b
/// TorrentListAdapter.java:233 `default -> "";`).
@Suite struct AndroidWhenCodeTextTests {
    static let strings = """
        <resources><string name="save">Save</string><string name="start">Start</string><string name="stop">Stop</string>\
        <string name="charging">Charging %1$s</string><string name="sample">Sample text</string></resources>
        """

    static func elements(_ kotlin: String, ids: [String]) throws -> [String: ScannedElement] {
        let files = [
            "res/values/strings.xml": Self.strings, "res/layout/steps.xml": AndroidCodeTextTests.layout(ids),
            "java/app/FragmentStepLengthEstimation.kt": kotlin,
        ]
        return try AndroidContentViewTests.elements("steps", files)
    }

    @Test func aWhenExpressionOverSeveralLinesIsEachBranch() throws {
        let kotlin = """
            class FragmentStepLengthEstimation : BoundFragment<StepsBinding>() {
                fun update() {
                    binding.stepLengthBtn.text = when {
                        !isRunning && estimator.hasValidReading -> getString(R.string.save)
                        !isRunning ->
                            getString(R.string.start)
                        else -> getString(R.string.stop)
                    }
                    binding.withSubject.setText(when (state) { State.A, State.B -> R.string.save; else -> { R.string.stop } })
                }
            }
            """
        let elements = try Self.elements(kotlin, ids: ["step_length_btn", "with_subject"])
        #expect(elements["step_length_btn"]?.text == ScannedText(key: "save", literal: "Save"))
        #expect(elements["step_length_btn"]?.codeText?.otherBranches.map(\.key) == ["start", "stop"])
        #expect(elements["with_subject"]?.text == ScannedText(key: "save", literal: "Save"))
        #expect(elements["with_subject"]?.codeText?.otherBranches.map(\.key) == ["stop"])
    }

    @Test func aWhenStatementThatSetsTheTextInEachBranchIsEachText() throws {
        let kotlin = """
            class FragmentStepLengthEstimation : BoundFragment<StepsBinding>() {
                fun update() {
                    when (state) {
                        State.Saving -> binding.stepLengthBtn.setText(R.string.save)
                        State.Idle -> binding.stepLengthBtn.setText(R.string.start)
                        else -> binding.stepLengthBtn.text = getString(R.string.stop)
                    }
                }
            }
            """
        let elements = try Self.elements(kotlin, ids: ["step_length_btn"])
        #expect(elements["step_length_btn"]?.text == ScannedText(key: "save", literal: "Save"))
        #expect(elements["step_length_btn"]?.codeText?.otherBranches.map(\.key) == ["start", "stop"])
    }

    /// Must fire: an empty branch shows nothing; the other is audited.
    @Test func anEmptyBranchIsLeftOut() throws {
        let kotlin = """
            class FragmentStepLengthEstimation : BoundFragment<StepsBinding>() {
                fun update() {
                    binding.stepLengthDescription.text = when {
                        isRunning -> getString(R.string.start)
                        else -> ""
                    }
                }
            }
            """
        let elements = try Self.elements(kotlin, ids: ["step_length_description"])
        #expect(elements["step_length_description"]?.text == ScannedText(key: "start", literal: "Start"))
        #expect(elements["step_length_description"]?.codeText?.otherBranches == [])
    }

    /// Must not: a formatted or unreadable branch keeps the whole unreadable.
    @Test func aBranchThatIsNotAPlainResourceLeavesTheWhenUnreadable() throws {
        let kotlin = """
            class FragmentStepLengthEstimation : BoundFragment<StepsBinding>() {
                fun update() {
                    binding.stepLengthDescription.text = when {
                        isRunning -> getString(R.string.start)
                        else -> estimator.name
                    }
                    binding.battery.text = when {
                        current > 500 -> getString(R.string.charging, formattedCurrent)
                        else -> getString(R.string.stop)
                    }
                }
            }
            """
        let elements = try Self.elements(kotlin, ids: ["step_length_description", "battery"])
        for id in ["step_length_description", "battery"] {
            guard case .unreadable? = elements[id]?.codeText?.value else {
                Issue.record("\(id): \(String(describing: elements[id]?.codeText))")
                continue
            }
            #expect(elements[id]?.text == nil, "\(id)")
        }
    }
}
