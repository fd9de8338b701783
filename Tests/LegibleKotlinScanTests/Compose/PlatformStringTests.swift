import LegibleKotlinScan
import LegibleReporting
import LegibleScan
import Testing

/// The platform's own strings (`android.R.string.cancel`) are the system's, not the app's: no
/// note that the app's res folders lack them (Feeder 091ca126 ConfirmDialog.kt:29 imports
/// `android.R`; Lawnchair 15917758 BlankActivity.kt:62 writes `android.R.string.cancel`).
@Suite struct PlatformStringTests {
    static let strings = "<resources><string name=\"save\">Save</string></resources>"

    static func unresolvedLines(_ source: String) async throws -> [Int?] {
        let findings = try await ComposeResourcesTests.scan([
            "app/src/main/res/values/strings.xml": Self.strings, "app/src/main/java/S.kt": source,
        ])
        return findings.filter { $0.rule == "scan.unresolved" }.map(\.location?.line)
    }

    @Test func platformStringsAreNotMissing() async throws {
        let written = """
            import androidx.compose.material3.Text
            @Composable fun S() {
                Text(stringResource(android.R.string.cancel))
                Text(text = stringResource(id = android.R.string.ok))
            }
            """
        #expect(try await Self.unresolvedLines(written).isEmpty)
        let imported = "import android.R\nimport androidx.compose.material3.Text\n@Composable fun S() { Text(stringResource(R.string.ok)) }\n"
        #expect(try await Self.unresolvedLines(imported).isEmpty)
        // Lawnchair 15917758 GestureHandlerPreference.kt:65: `import android.R as AndroidR`.
        let aliased =
            "import android.R as AndroidR\nimport androidx.compose.material3.Text\n@Composable fun S() { Text(stringResource(AndroidR.string.cancel)) }\n"
        #expect(try await Self.unresolvedLines(aliased).isEmpty)
    }

    @Test func theAppsOwnMissingStringIsStillSaid() async throws {
        // The app's R: a string none of its res folders defines is still a note; its own string is read.
        let source = """
            import androidx.compose.material3.Text
            import com.example.R
            import com.example.ui.R as UiR
            @Composable fun S() {
                Text(stringResource(UiR.string.cancel))
                Text(stringResource(R.string.ok))
                Text(stringResource(R.string.save))
            }
            """
        #expect(try await Self.unresolvedLines(source) == [5, 6])
    }
}
