import Foundation
import LegibleReporting
import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// States and composables no user sees (fresh-android15a D6, D2, D11; fresh-android15b D2):
/// Kickstarter e5ba636b `PaymentSchedule.kt:131` as the judge read it, a public composable of the
/// application module only its file's `@Preview`s call (the app's `BackingFragment.kt:318` calls it
/// too, so there it stays judged); `FormularyScreen.kt:121-153`, a `TextField`'s `errorLabelColor`
/// with no `isError`, and `KSTextInput.kt:114`'s shape, an `isError` parameter only a preview sets
/// (the internal flavour's `DesignSystemActivity.kt:821` sets it too, so there it stays judged); `CollectionPlan.kt:207`, the grey of an option whose `clickable(enabled =
/// isSelectable)` is off; Home Assistant 532638a9 `HADropdownMenu.kt:205`, `when { !enabled -> … }`.
@Suite struct UnshownStateTests {
    static let app = "app/src/main/java/com/kickstarter/"

    /// `file:line rule` of the errors and warnings a project of `files` gives; `library` makes
    /// `app` a library module.
    static func scan(_ files: [String: String], library: Bool = false) async throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-unshown-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let gradle = library ? "plugins { id 'com.android.library' }" : "plugins { id 'com.android.application' }"
        for (name, body) in files.merging(["app/build.gradle": gradle]) { $1 } {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (name.hasSuffix(".kt") ? composeHeader + body : body).write(to: url, atomically: true, encoding: .utf8)
        }
        let report = try await ProjectScanner(paths: [folder.path], configuration: ScanConfiguration(), readers: [ComposeSourceReader()]).scan()
        return report.findings.findings.filter { $0.severity >= .warning }.map {
            "\((($0.location?.file ?? "") as NSString).lastPathComponent):\($0.location?.line ?? 0) \($0.rule)"
        }.sorted()
    }

    static let schedule = """
        @Preview
        @Composable
        fun PaymentSchedulePreview() { KSTheme { PaymentSchedule(isExpanded = true, onExpandChange = {}) } }

        @Composable
        fun PaymentSchedule(isExpanded: Boolean, onExpandChange: (Boolean) -> Unit) {
            Icon(painterResource(R.drawable.ic_expand), null, modifier = Modifier.size(24.dp).clickable(onClick = { onExpandChange(!isExpanded) }))
        }
        """

    @Test func aPublicComposableOnlyPreviewsCallIsNotJudgedInAnApp() async throws {
        let path = Self.app + "PaymentSchedule.kt"
        // Must not fire: only the preview calls it, in an application module.
        #expect(try await Self.scan([path: Self.schedule]) == [])
        // Must still fire (line 9): a library's public composable, another file's call, a
        // non-preview caller in its own file.
        #expect(try await Self.scan([path: Self.schedule], library: true) == ["PaymentSchedule.kt:9 target.small"])
        let caller = "@Composable fun Checkout() { PaymentSchedule(false) { } }\n"
        #expect(try await Self.scan([path: Self.schedule, Self.app + "Checkout.kt": caller]) == ["PaymentSchedule.kt:9 target.small"])
        #expect(try await Self.scan([path: Self.schedule + "\n" + caller]) == ["PaymentSchedule.kt:9 target.small"])
    }

    /// A field whose error label is #F97B62 on #464646 (3.61:1) at line 6; `isError` as given.
    static func field(_ isError: String, parameters: String = "") -> String {
        """
        @Composable
        fun Formulary(value: String\(parameters)) {
            TextField(value = value, onValueChange = {}, readOnly = true, label = { Text("Label") },\(isError)
                colors = TextFieldDefaults.colors(
                    errorContainerColor = Color(0xFF464646),
                    errorLabelColor = Color(0xFFF97B62),
                ),
            )
        }
        """
    }

    @Test func aTextFieldsErrorColoursAreJudgedOnlyWhenItsErrorStateCanShow() async throws {
        let path = Self.app + "FormularyScreen.kt"
        // A screen calls it: a composable no code names is not read (``UncalledComposableTests``).
        let caller = [Self.app + "Signup.kt": "@Composable fun Signup() { Formulary(\"mail\") }\n"]
        // Must not fire: no `isError` (FormularyScreen.kt:121), `isError = false`.
        #expect(try await Self.scan(caller.merging([path: Self.field("")]) { $1 }) == [])
        #expect(try await Self.scan(caller.merging([path: Self.field(" isError = false,")]) { $1 }) == [])
        // Must fire: `isError = true`, a value the reader cannot settle.
        #expect(try await Self.scan(caller.merging([path: Self.field(" isError = true,")]) { $1 }) == ["FormularyScreen.kt:8 contrast.text"])
        #expect(try await Self.scan(caller.merging([path: Self.field(" isError = state.hasError,")]) { $1 }) == ["FormularyScreen.kt:8 contrast.text"])
    }

    @Test func anIsErrorParameterOnlyAPreviewSetsIsNoErrorState() async throws {
        let path = Self.app + "KSTextInput.kt"
        let input = Self.field(" isError = isError,", parameters: ", isError: Boolean = false")
        let preview = "\n@Preview @Composable fun KSTextInputPreview() { var bad by remember { mutableStateOf(false) }; Formulary(\"\", isError = bad) }\n"
        let production = "@Composable fun ResetPassword() { Formulary(\"mail\") }\n"
        // Must not fire: KSTextInput.kt:114, only the preview passes `isError`.
        #expect(try await Self.scan([path: input + preview, Self.app + "ResetPasswordScreen.kt": production]) == [])
        // Must fire: a screen passes it (DesignSystemActivity.kt:821 `isError = errorState`), or by position.
        // The activity calls the gallery: a composable no code names is not read, nor are its calls.
        let activity = [Self.app + "DesignSystemActivity.kt": "class DesignSystemActivity { fun show() { setContent { Gallery(true) } } }\n"]
        let screen = "@Composable fun Gallery(errorState: Boolean) { Formulary(\"\", isError = errorState) }\n"
        let gallery = activity.merging([path: input + preview, Self.app + "Gallery.kt": screen]) { $1 }
        #expect(try await Self.scan(gallery) == ["KSTextInput.kt:8 contrast.text"])
        let positional = "@Composable fun Gallery(errorState: Boolean) { Formulary(\"\", errorState) }\n"
        #expect(try await Self.scan(activity.merging([path: input, Self.app + "Gallery.kt": positional]) { $1 }) == ["KSTextInput.kt:8 contrast.text"])
    }

    @Test func theColourOfAControlsDisabledStateIsExempt() async throws {
        let body = """
            @Composable
            fun Plan(isSelectable: Boolean, enabled: Boolean, selectedLabel: String?, onSelect: () -> Unit) {
                Column(Modifier.background(Color.White).clickable(enabled = isSelectable, onClick = onSelect)) {
                    Text("a", color = if (isSelectable) Color.Black else Color(0xFFB3B3B3))
                }
                Row(Modifier.background(Color(0xFFF3F3F3)).clickable(enabled = enabled, onClick = onSelect)) {
                    Text(selectedLabel ?: "", color = when {
                        !enabled -> Color(0xFF989898)
                        selectedLabel != null -> Color(0xFF141414)
                        else -> Color(0xFF5E5E5E)
                    })
                }
                Column(Modifier.background(Color.White).clickable(onClick = onSelect)) {
                    Text("b", color = if (isSelectable) Color.Black else Color(0xFFB3B3B3))
                    Text("c", color = when {
                        isSelectable -> Color(0xFF989898)
                        else -> Color.Black
                    })
                }
            }
            """
        // Must not fire: CollectionPlan.kt:207 (line 6), HADropdownMenu.kt:205 (line 9). Must
        // fire: the same grey where the click is not switched off by that flag (lines 16, 17).
        let caller = "@Composable fun Plans() { Plan(true, true, null) {} }\n"
        let found = try await Self.scan([Self.app + "Plan.kt": body, Self.app + "Plans.kt": caller]).filter { $0.hasSuffix("contrast.text") }
        #expect(found == ["Plan.kt:16 contrast.text", "Plan.kt:17 contrast.text"], "\(found)")
    }
}
