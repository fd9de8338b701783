import LegibleKotlinScan
import LegibleScan
import Testing

/// Material 3's `AlertDialog` fill and slot colours (`DialogTokens`): DAVx5 2534c16b
/// CollectionScreen.kt:465, an `OutlinedButton`'s primary text on the dialog, was missed because
/// the dialog gave its slots no fill.
@Suite struct DialogColorTests {
    static let material3 = "import androidx.compose.material3.AlertDialog\n"

    static let dialog = """
        AlertDialog(
            onDismissRequest = {},
            title = { Text("Delete?") },
            text = { Text("It cannot be undone.") },
            confirmButton = { Button(onClick = {}) { Text("Delete") } },
            dismissButton = { TextButton(onClick = {}) { Text("Cancel") } },
        )
        """

    static func labels(_ text: String) throws -> [ScannedElement] {
        try ComposeSourceReader().read(text: text, path: "Screen.kt", resources: ScanResources()).elements.filter { $0.kind == .label }
    }

    @Test func eachSlotSitsOnTheDialogWithItsTokenColour() throws {
        let labels = try Self.labels(Self.material3 + composeHeader + Self.dialog)
        let fills = labels.map { String(describing: $0.backgroundColor) }
        let inks = labels.map { String(describing: $0.textColor) }
        #expect(fills[0].contains("surfaceContainerHigh") && inks[0].contains("onSurface") && !inks[0].contains("onSurfaceVariant"), "\(inks[0])")
        #expect(fills[1].contains("surfaceContainerHigh") && inks[1].contains("onSurfaceVariant"), "\(inks[1])")
        // A filled button keeps its own fill; a text button's label is primary on the dialog.
        #expect(fills[2].contains("primary") && !fills[2].contains("surfaceContainerHigh"), "\(fills[2])")
        #expect(fills[3].contains("surfaceContainerHigh") && inks[3].contains("primary"), "\(fills[3]) \(inks[3])")
    }

    @Test func aMaterial2DialogsFillIsNotGuessed() throws {
        // Without a Material 3 import, the dialog is Material 2's, whose surface its theme sets.
        let labels = try Self.labels("import androidx.compose.material.AlertDialog\nimport androidx.compose.material.Text\n" + Self.dialog)
        guard case .unresolved(let name, _)? = labels[0].backgroundColor else {
            Issue.record("\(String(describing: labels[0].backgroundColor))")
            return
        }
        #expect(name == "MaterialTheme.colors.surface")
    }

    @Test func theDialogsOwnColoursAreJudged() async throws {
        // #777777 on white is 4.48:1 (fails 4.5:1); #595959 on white is 7.0:1.
        let failing = "AlertDialog(onDismissRequest = {}, containerColor = Color.White, confirmButton = {}, text = { Text(\"a\", color = Color(0xFF777777)) })"
        let passing = "AlertDialog(onDismissRequest = {}, containerColor = Color.White, confirmButton = {}, text = { Text(\"a\", color = Color(0xFF595959)) })"
        #expect(try await scanProject(Self.material3 + failing).filter { $0.contains("contrast.text error") }.count == 1)
        #expect(try await scanProject(Self.material3 + passing).filter { $0.contains("contrast.text") }.isEmpty)
    }

    /// Material 3's `ModalBottomSheet` draws its `containerColor` behind its content, by default
    /// surfaceContainerLow (`BottomSheetDefaults.ContainerColor`). Anytype 1c92276a
    /// ActivateCodeScreen.kt:285, text_secondary #949494 on the sheet's background_primary (white),
    /// was missed: #949494 (L = 0.2962) on white is 1.05 / 0.3462 = 3.03:1; #595959 on white 7.0:1.
    @Test func aBottomSheetsContainerIsBehindItsContent() async throws {
        let sheet = { (ink: String) in
            Self.material3 + "import androidx.compose.material3.ModalBottomSheet\n"
                + "ModalBottomSheet(onDismissRequest = {}, containerColor = Color.White, content = { Text(\"a\", color = Color(\(ink))) })"
        }
        #expect(try await scanProject(sheet("0xFF949494")).filter { $0.contains("contrast.text error") }.count == 1)
        #expect(try await scanProject(sheet("0xFF595959")).filter { $0.contains("contrast.text") }.isEmpty)
        let fill = try Self.labels(Self.material3 + composeHeader + "ModalBottomSheet(onDismissRequest = {}) { Text(\"a\") }").first?.backgroundColor
        #expect(String(describing: fill).contains("surfaceContainerLow"), "\(String(describing: fill))")
    }
}
