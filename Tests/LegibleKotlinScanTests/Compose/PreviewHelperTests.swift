import Testing

@testable import LegibleKotlinScan

/// Private functions only previews call show sample data, as the previews do: not read (Element X
/// 477aa366 Button.kt:554/563 under `ButtonRowPreview`, Pocket Casts 7fef4bbd FolderImage.kt:234).
@Suite struct PreviewHelperTests {
    @Test func helpersOnlyPreviewsCallAreNotRead() throws {
        let elements = try texts(
            """
            @Preview @Composable private fun LightPreview() { Theme { SamplePreview() } }
            @PreviewLightDark @Composable internal fun DarkPreview() = SamplePreview()
            @Composable private fun SamplePreview() { Column { SampleRow("a") } }
            @Composable private fun SampleRow(text: String) { Text("Sample", modifier = Modifier.width(40.dp), maxLines = 1) }
            """)
        #expect(elements.isEmpty)
    }

    @Test func methodsOfAPrivateObjectOnlyPreviewsUseAreNotRead() throws {
        // Element X ListItem.kt:504: `private object PreviewItems { fun textSingleLine() = … }`.
        let elements = try texts(
            """
            @Preview @Composable internal fun OneLinePreview() = PreviewItems.OneLine()
            @Composable fun Screen() { Text("screen", maxLines = 1) }
            private object PreviewItems {
                @Composable fun OneLine() = ListItem(headlineContent = textSingleLine())
                @Composable fun textSingleLine() = @Composable { Text("Supporting line text", maxLines = 1) }
            }
            object Shown { @Composable fun label() = Text("public object: other files may call it") }
            """)
        #expect(elements.compactMap(\.text?.literal) == ["screen", "public object: other files may call it"])
    }

    @Test func functionsAnythingElseMayCallAreRead() throws {
        let elements = try texts(
            """
            @Preview @Composable private fun RowPreview() { Shared(); Open(); }
            @Composable fun Screen() { Shared() }
            @Composable private fun Shared() { Text("shared") }
            @Composable fun Open() { Text("open: other files may call it") }
            @Composable private fun Unused() { Text("never called") }
            """)
        #expect(elements.compactMap(\.text?.literal) == ["shared", "open: other files may call it", "never called"])
    }
}
