import Foundation
import LegibleReporting
import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// The app's own click modifiers: Anytype 1c92276a core-ui Modifiers.kt:15/:33/:46 declares
/// `fun Modifier.noRippleClickable(…) = clickable(…)`, `noRippleCombinedClickable(…) =
/// combinedClickable(…)` and `noRippleThrottledClickable(…) = clickable(…)`; its toolbar's 44 dp
/// back, sync and menu pills (TopToolbar.kt:73, :158, :185) and a 20 dp clear button
/// (ActivateCodeScreen.kt:194) were not read as tap targets.
@Suite struct ClickModifierTests {
    static let modifiers = """
        import androidx.compose.foundation.clickable
        fun Modifier.noRippleClickable(onClick: () -> Unit) = clickable(indication = null, interactionSource = null, onClick = onClick)
        fun Modifier.noRippleCombinedClickable(onLongClicked: () -> Unit, onClick: () -> Unit) = combinedClickable(
            indication = null, onClick = onClick, onLongClick = onLongClicked
        )
        fun Modifier.tap(onClick: () -> Unit): Modifier = composed { clickable(onClick = onClick) }
        fun Modifier.rounded() = clip(RoundedCornerShape(8.dp))
        fun Modifier.paddedClick(onClick: () -> Unit) = padding(8.dp).clickable(onClick = onClick)
        fun Modifier.twice(onClick: () -> Unit) = clickable(onClick = onClick)
        """

    static let twiceElsewhere = "fun Modifier.twice(onClick: () -> Unit) = border(1.dp, Color.Black)\n"

    @Test func aModifierWhoseValueIsAClickHandlerIsOne() {
        let found = ComposeClickModifiers.collect(files: [KotlinParser.parse(Self.modifiers), KotlinParser.parse(Self.twiceElsewhere)])
        // Not `rounded` (no handler), `paddedClick` (pads first: another area) or `twice` (declared twice, once not a click).
        #expect(found == ["noRippleClickable", "noRippleCombinedClickable", "tap"])
    }

    /// `line rule severity` of each `target.small` finding of a whole scan of `files`.
    static func targets(_ files: [(String, String)]) async throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-clicks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, body) in files { try (composeHeader + body).write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let report = try await ProjectScanner(paths: [folder.path], configuration: ScanConfiguration(), readers: [ComposeSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "target.small" && $0.severity != .note }.map { "\($0.location?.line ?? 0) \($0.message)" }
    }

    @Test func anAppsClickModifierMakesATarget() async throws {
        let screen = """
            @Composable fun Toolbar() {
                Box(Modifier.size(44.dp).noRippleCombinedClickable(onLongClicked = {}, onClick = { back() })) { Text("x") }
                Box(Modifier.size(48.dp).noRippleClickable { menu() }) { Text("y") }
                Box(Modifier.size(44.dp).rounded()) { Text("z") }
            }
            """
        let found = try await Self.targets([("Modifiers.kt", Self.modifiers), ("Screen.kt", screen)])
        // The 44 dp pill (line 4) is under 48 dp; the 48 dp one passes; a modifier that does not click is no target.
        #expect(found.count == 1 && found[0].hasPrefix("4 ") && found[0].contains("44×44 dp"), "\(found)")
    }

    /// bitkit-android 1059c1bd Modifiers.kt:27: `clickableAlpha` clicks only when its nullable
    /// `onClick` is given, under a `graphicsLayer` that does not move the area.
    static let guardedModifier = """
        import androidx.compose.foundation.clickable
        fun Modifier.clickableAlpha(pressedAlpha: Float = 0.7f, onClick: (() -> Unit)?): Modifier = composed {
            val interactionSource = remember { MutableInteractionSource() }
            this
                .graphicsLayer { this.alpha = pressedAlpha }
                .then(
                    if (onClick != null) {
                        Modifier.clickable(onClick = { onClick() }, interactionSource = interactionSource, indication = null)
                    } else {
                        Modifier
                    }
                )
        }
        """

    @Test func aModifierClickingOnlyWithAHandlerIsGuardedByIt() {
        let found = ComposeClickModifiers.collectAll(files: [KotlinParser.parse(Self.guardedModifier)])
        #expect(found.names == ["clickableAlpha"] && found.guarded["clickableAlpha"] == ComposeClickModifiers.Handler(name: "onClick", index: 1))
    }

    @Test func aGuardedClickModifierIsATargetWhereItIsGivenAHandler() async throws {
        // Reduced from BalanceHeaderView.kt:171 (24 dp eye), BackupSettingsScreen.kt:217 (40 dp
        // retry) and SearchInput.kt:96 (24 dp icon given a non-null `onClick` parameter).
        let screen = """
            @Composable fun Header(onToggle: () -> Unit) {
                Icon(painter = painterResource(R.drawable.ic_eye), contentDescription = null, modifier = Modifier.size(24.dp).clickableAlpha { onToggle() })
                Box(Modifier.size(40.dp).background(Color.Gray, CircleShape).clickableAlpha { onToggle() }) { Text("r") }
                Box(Modifier.size(48.dp).clickableAlpha(0.5f) { onToggle() }) { Text("b") }
            }
            @Composable fun SearchIcon(onClick: () -> Unit, enabled: Boolean) {
                Icon(painter = painterResource(R.drawable.ic_x), contentDescription = null, modifier = Modifier.size(24.dp).clickableAlpha(onClick = onClick))
                Icon(painter = painterResource(R.drawable.ic_y), contentDescription = null, modifier = Modifier.size(24.dp).clickableAlpha(onClick = if (enabled) onClick else null))
            }
            @Composable fun Row(onClick: (() -> Unit)? = null) {
                Box(Modifier.size(20.dp).clickableAlpha(onClick = onClick)) { Text("n") }
            }
            @Composable fun Screen() { Row() }
            """
        let found = try await Self.targets([("Modifiers.kt", Self.guardedModifier), ("Screen.kt", screen)])
        // Must fire: the 24 dp eye (line 4), the 40 dp retry (5), the 24 dp icon given a non-null parameter (9).
        // Must not: 48 dp (6); a handler that may be null (10, `if (enabled) … else null`); a
        // nullable parameter no caller passes (13).
        #expect(found.map { $0.split(separator: " ")[0] } == ["4", "5", "9"], "\(found)")
    }

    /// green_android 370cd508 utils/Modifiers.kt:41 and :56: `return this then toggleable(…)` and
    /// `return this then clickable(…) { onClick() }`, infix `then`, in a block body. Its store row
    /// (UseHardwareDeviceScreen.kt:184, `Modifier.noRippleClickable { … }.padding(8.dp)`) was no target.
    static let infixModifiers = """
        @Composable
        fun Modifier.noRippleToggleable(value: Boolean, enabled: Boolean = true, onValueChange: (Boolean) -> Unit): Modifier {
            return this then toggleable(value = value, interactionSource = remember { MutableInteractionSource() }, indication = null, enabled = enabled, onValueChange = onValueChange)
        }
        @Composable
        inline fun Modifier.noRippleClickable(crossinline onClick: () -> Unit): Modifier {
            return this then clickable(interactionSource = remember { MutableInteractionSource() }, indication = null) {
                onClick()
            }
        }
        fun Modifier.framed(): Modifier = this then border(1.dp, Color.Black)
        fun Modifier.paddedThen(onClick: () -> Unit): Modifier = padding(8.dp) then clickable(onClick = onClick)
        """

    @Test func anInfixThenOfAClickHandlerIsAClickModifier() {
        let found = ComposeClickModifiers.collect(files: [KotlinParser.parse(Self.infixModifiers)])
        // Not `framed` (no handler) nor `paddedThen` (pads first, on something other than the receiver).
        #expect(found == ["noRippleToggleable", "noRippleClickable"])
    }

    @Test func anInfixClickModifierMakesATarget() async throws {
        let screen = """
            @Composable fun Store() {
                Box(Modifier.noRippleClickable { open() }.size(40.dp)) { Text("store") }
                Box(Modifier.noRippleClickable { open() }.size(48.dp)) { Text("big") }
                Box(Modifier.framed().size(40.dp)) { Text("plain") }
                val amount = buildAnnotatedString { withStyle(style = SpanStyle(fontSize = 32.sp)) { append("1.00") } }
                Text(text = amount, maxLines = 1, modifier = Modifier.noRippleClickable { open() })
                val plain = buildAnnotatedString { withStyle(style = SpanStyle(color = Color.Red)) { append("1.00") } }
                Text(text = plain, maxLines = 1, modifier = Modifier.noRippleClickable { open() })
            }
            """
        let found = try await Self.targets([("Modifiers.kt", Self.infixModifiers), ("Screen.kt", screen)])
        // Must fire: the 40 dp row (line 4); a one-line 24 sp text (line 10). Must not: the 48 dp
        // one; `framed`, which does not click; an amount whose runs are 32 sp (line 8,
        // GreenAmounts.kt:76): its line is not its style's 24 sp.
        #expect(found.map { $0.split(separator: " ")[0] } == ["4", "10"], "\(found)")
        #expect(found.first?.contains("40×40 dp") == true, "\(found)")
    }
}
