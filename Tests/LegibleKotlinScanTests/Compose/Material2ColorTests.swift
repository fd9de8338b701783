import LegibleKotlinScan
import LegibleScan
import Testing

/// Material 2's buttons and cards name their fill `backgroundColor` (omnivore 322ce62b
/// SaveContent.kt:67-74, `Button(colors = ButtonDefaults.buttonColors(contentColor =
/// Color(0xFF3D3D3D), backgroundColor = Color(0xffffd234)))` in a file importing
/// `androidx.compose.material.*`, was judged on Material 3's default primary). By hand: #3D3D3D
/// on #FFD234 is 7.51:1; #3D3D3D on #777777 is 2.49:1.
@Suite struct Material2ColorTests {
    static let material2 = """
        import androidx.compose.material.*
        import androidx.compose.material.ButtonDefaults
        import androidx.compose.ui.graphics.Color

        """

    static func fills(_ body: String, imports: String = material2) throws -> [String] {
        try ComposeSourceReader().read(text: imports + body, path: "Save.kt", resources: ScanResources())
            .elements.filter { $0.kind == .label }.map { String(describing: $0.backgroundColor) }
    }

    static func button(_ colors: String) -> String {
        "@Composable fun Save() {\n    Button(onClick = {}, colors = ButtonDefaults.buttonColors(\(colors))) { Text(\"Dismiss\") }\n}"
    }

    @Test func aMaterial2ButtonsBackgroundColorIsItsFill() async throws {
        let body = Self.button("contentColor = Color(0xFF3D3D3D), backgroundColor = Color(0xffffd234)")
        let fills = try Self.fills(body)
        #expect(fills.count == 1 && fills[0].lowercased().contains("ffd234"), "\(fills)")
        #expect(try await scanProject(Self.material2 + body).filter { $0.contains("contrast.text") }.isEmpty)
    }

    @Test func aFailingMaterial2FillStillFires() async throws {
        let body = Self.button("contentColor = Color(0xFF3D3D3D), backgroundColor = Color(0xFF777777)")
        #expect(try await scanProject(Self.material2 + body).filter { $0.contains("contrast.text") }.count == 1)
    }

    @Test func aMaterial2ButtonWithoutBackgroundColorIsNotReadThroughMaterial3sScheme() throws {
        let fills = try Self.fills(Self.button("contentColor = Color(0xFF3D3D3D)"))
        #expect(fills.count == 1 && fills[0].contains("unresolved") && fills[0].contains("MaterialTheme.colors.primary"), "\(fills)")
        let card = "@Composable fun Item() {\n    Card { Text(\"a\", color = Color(0xFF999999)) }\n}"
        let cardFills = try Self.fills(card)
        #expect(cardFills.count == 1 && cardFills[0].contains("unresolved") && !cardFills[0].contains("surfaceContainerHighest"), "\(cardFills)")
    }

    @Test func material3ButtonsAreStillMaterial3s() throws {
        let imports = "import androidx.compose.material3.*\nimport androidx.compose.ui.graphics.Color\n"
        let fills = try Self.fills(Self.button("contentColor = Color(0xFF3D3D3D)"), imports: imports)
        #expect(fills.count == 1 && fills[0].contains("primary") && !fills[0].contains("colors.primary"), "\(fills)")
    }
}
