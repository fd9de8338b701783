import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// A tappable `Text` is one line of its style tall plus its padding (issue 33): Material's type
/// roles keep their line height whole on one line, `Modifier.clickable` reserves no 48 dp.
@Suite struct ComposeTextTargetTests {
    static func heights(_ body: String) throws -> [String] {
        try scanCompose(body).elements.filter { $0.kind.isInteractive }.map { $0.height.map { "\($0)" } ?? "-" }
    }

    /// PodAura 3e4c1c5e ResetTransform.kt:27 and ForwardOrReplaySeconds.kt:27 (labelLarge, a 20 sp
    /// line even at 16 or 18 sp, plus 10 dp top and bottom: 40 dp), EditFeedSheet.kt:521 (titleLarge,
    /// 28 dp, maxLines 2 judged at its shortest).
    @Test func podAurasTappableTextsAreTheirLinePlusPadding() throws {
        let body = """
            Text(
                modifier = modifier.clip(RoundedCornerShape(6.dp)).background(color = ControllerLabelGray)
                    .clickable(enabled = enabled(), onClick = onClick).padding(horizontal = 16.dp, vertical = 10.dp),
                text = stringResource(Res.string.player_reset_zoom), style = MaterialTheme.typography.labelLarge, fontSize = 16.sp, color = Color.White,
            )
            Text(
                modifier = modifier.combinedClickable(onLongClick = onLongClick, onClick = onClick).padding(horizontal = 16.dp, vertical = 10.dp),
                text = stringResource(Res.string.player_forward_seconds, seconds.toSignedString()),
                style = MaterialTheme.typography.labelLarge, fontSize = 18.sp,
            )
            Text(
                modifier = Modifier.fillMaxWidth().clip(RoundedCornerShape(6.dp)).clickable(onClick = onNicknameChanged),
                text = feedView.feed.nickname ?: feed.title.orEmpty(), style = MaterialTheme.typography.titleLarge, maxLines = 2,
            )
            Text("Retry", modifier = Modifier.clickable { retry() }.padding(14.dp))
            Text("Retry", style = TextStyle(fontSize = 14.sp), modifier = Modifier.clickable { retry() })
            """
        // No style: bodyLarge's 24 sp line + 28 = 52. TextStyle(14 sp): Roboto without font padding,
        // ascender 14 · 1900/2048 = 12.99 → 13 and descender 14 · 500/2048 = 3.42 → 4, 17.
        #expect(try Self.heights(body) == ["40.0", "40.0", "28.0", "52.0", "17.0"])
        let findings = try scanCompose(body).elements.filter { $0.kind.isInteractive && ($0.height ?? 48) < 48 }
        #expect(findings.count == 4)
    }

    /// What does not say how tall the Text is leaves its height unknown, never guessed from one line.
    @Test func textsOfUnknownHeightAreNotJudged() throws {
        let body = """
            Text(description, modifier = Modifier.clickable { edit() }, style = MaterialTheme.typography.bodyMedium, maxLines = 3)
            Text(description, modifier = Modifier.clickable { edit() })
            Text("Retry", modifier = Modifier.clickable { retry() }, lineHeight = 14.sp)
            Text("Retry", modifier = Modifier.clickable { retry() }, style = LocalTextStyle.current)
            Text("Retry", modifier = Modifier.clickable { retry() }, style = MaterialTheme.typography.labelSmall, fontSize = 30.sp)
            Text("Retry", modifier = Modifier.clickable { retry() }, style = TextStyle(fontSize = 14.sp, fontFamily = Inter))
            Text("Retry", modifier = Modifier.clickable { retry() }.heightIn(min = 48.dp))
            Text("Retry", modifier = Modifier.clickable { retry() }, minLines = 2)
            """
        // `heightIn(min = 48.dp)` says the least it is: 48 dp, judged and not small (droid37).
        #expect(try Self.heights(body) == ["-", "-", "-", "-", "-", "-", "48.0", "-"])
    }

    /// An app typography that replaces the role may trim its line (`TextStyle`'s own default
    /// line-height style): its height is not Material's (PodAura's Type.kt replaces bodyLarge).
    @Test func aRoleTheAppReplacesIsNotMaterials() throws {
        let text = """
            Text("Retry", modifier = Modifier.clickable { retry() }.padding(8.dp), style = MaterialTheme.typography.bodyLarge)
            Text("Retry", modifier = Modifier.clickable { retry() }.padding(8.dp), style = MaterialTheme.typography.labelLarge)
            """
        #expect(try Self.heights(text) == ["40.0", "36.0"])
        var reader = ComposeSourceReader()
        reader.theme = ComposeThemeTests.theme()
        let elements = try reader.read(text: composeHeader + text, path: "Screen.kt", resources: ScanResources()).elements
        #expect(elements.filter { $0.kind.isInteractive }.map(\.height) == [nil, 36])
    }

    /// AuroraStore 3ab3943f AppUpdateSheet.kt:247, `private fun Item(label: String, …)`: a clickable
    /// bodyLarge Text (24 dp line) with 8 dp padding top and bottom, 40 dp, whose every call in
    /// the file passes `stringResource(…)`, is one line of a label the app writes.
    @Test func aPrivateItemEveryCallGivesAStringResourceIsJudged() throws {
        let item = """
            @Composable private fun Item(label: String, onClick: () -> Unit) {
                Text(text = label, style = MaterialTheme.typography.bodyLarge,
                    modifier = Modifier.fillMaxWidth().clickable(onClick = onClick).padding(horizontal = 16.dp, vertical = 8.dp))
            }
            """
        let sheet = """
            @Composable fun Sheet(name: String) {
                Column {
                    Item(label = stringResource(R.string.action_ignore_all), onClick = {})
                    Item(stringResource(R.string.action_ignore_version, name)) {}
                    Item(label = OTHER_LABEL, onClick = {})
                }
            }
            """
        // Every call passes a string resource: 24 + 16 = 40 dp.
        let labelled = sheet.replacingOccurrences(of: "OTHER_LABEL", with: "stringResource(R.string.action_info)")
        #expect(try Self.heights(item + "\n" + labelled) == ["40.0"])
        // One call passes data (an account's name), which may wrap: not judged; nor a public
        // function, which other files may call with anything, nor one passed as `::Item`.
        #expect(try Self.heights(item + "\n" + sheet.replacingOccurrences(of: "OTHER_LABEL", with: "name")) == ["-"])
        let open = item.replacingOccurrences(of: "private fun", with: "fun")
        #expect(try Self.heights(open + "\n" + labelled) == ["-"])
        #expect(try Self.heights(item + "\n" + labelled + "\nval handler = ::Item") == ["-"])
    }
}
