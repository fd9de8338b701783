import Testing

/// An avatar's initials sized in dp to fit its circle are drawn as an icon, as an emoji sized as
/// an icon is: no label, so no `text.fixed-size` (Bitwarden d817f6b4 BitwardenAccountSwitcher.kt:313
/// "Do not allow scaling", BitwardenAccountActionItem.kt:53; both inside a 24 dp avatar icon).
@Suite struct AvatarInitialsTests {
    @Test func initialsSizedInDpAreNoLabel() async throws {
        let body = """
            @Composable fun Avatar(account: Account) {
                Box(Modifier.size(24.dp)) {
                    Text(text = account.initials, style = MaterialTheme.typography.titleMedium.copy(fontSize = 12.dp.toSp()))
                    Text(text = account.name, fontSize = 12.dp.toSp())
                    Text(text = "Initials", fontSize = 12.dp.toSp())
                }
            }
            """
        // The name and the literal are text a person reads: they still fire.
        let found = try await scanProject(body).filter { $0.contains("text.fixed-size") }
        #expect(found == ["6:9 text.fixed-size warning", "7:9 text.fixed-size warning"], "\(found)")
    }

    @Test func initialsInScaledTextAreStillALabel() throws {
        // Only a frozen size is read as an icon; scaled initials are measured like any text.
        #expect(try texts("Text(text = account.initials, fontSize = 12.sp)").count == 1)
    }
}
