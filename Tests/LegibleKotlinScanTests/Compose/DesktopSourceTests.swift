import LegibleKotlinScan
import LegibleScan
import Testing

/// A Compose Multiplatform desktop source set (`src/jvmMain`, `src/desktopMain`) is a window a
/// mouse drives: Material's 48 dp touch target is not its measure (Amethyst 10149d71
/// `desktopApp/src/jvmMain/…/NoteActions.kt:949`, a 32 dp icon); the same code for Android is.
@Suite struct DesktopSourceTests {
    static let body = """
        @Composable fun Actions(onReply: () -> Unit) {
            Icon(Icons.Default.Reply, null, Modifier.size(32.dp).clickable(onClick = onReply))
            CompositionLocalProvider(LocalMinimumInteractiveComponentSize provides 0.dp) { Checkbox(true, {}, Modifier.size(20.dp)) }
        }
        """

    static func targets(_ path: String) throws -> [String] {
        let result = try ComposeSourceReader().read(text: composeHeader + body, path: path, resources: ScanResources())
        let small = result.elements.filter { ($0.width ?? 48) < 48 }.map { "\($0.location.line ?? 0) \($0.kind)" }
        return small + result.findings.filter { $0.rule == "target.small" }.map { "\($0.location?.line ?? 0) finding" }
    }

    @Test func anAndroidSourceSetsSmallTargetsAreJudged() throws {
        // The 32 dp icon, the 20 dp checkbox where the minimum is off, and switching it off.
        let found = try Self.targets("app/src/main/kotlin/Actions.kt")
        #expect(found == ["4 tappable", "5 toggle", "5 finding"], "\(found)")
        #expect(try Self.targets("shared/src/androidMain/kotlin/Actions.kt").count == 3)
    }

    @Test func aDesktopSourceSetsAreNot() throws {
        #expect(try Self.targets("desktopApp/src/jvmMain/kotlin/Actions.kt") == [])
        #expect(try Self.targets("shared/src/desktopMain/kotlin/Actions.kt") == [])
    }
}
