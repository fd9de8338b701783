/// The height of a Material 3 `Badge` with content: `BadgeTokens.LargeSize`, 16 dp, as its
/// minimum, which its content only raises. A clickable badge is a target that small (Neo-Backup
/// b27516fc Tags.kt:128, `Badge(modifier = modifier.clickable { … }) { Icon(Modifier.size(16.dp)); Text(note) }`,
/// was not measured).
extension ComposeFileScan {
    /// `(nil, 16)` when every composable in the badge's content is a `Text` in the badge's own
    /// style (labelSmall, 16 sp line height) or an `Icon` sized at most 16 dp; `nil` otherwise
    /// (its content may be taller, and a Material 2 badge is another component).
    func badgeSize(_ lambda: KotlinLambda?) -> (width: Double?, height: Double?)? {
        guard let lambda, importsMaterial3("Badge") else { return nil }
        guard let calls = lambda.directCalls, !calls.isEmpty else { return nil }
        for call in calls {
            switch call.name {
            case "Text":
                guard call.argument("fontSize") == nil, call.argument("style") == nil else { return nil }
            case "Icon":
                let chain = ModifierChain(call.modifier)
                guard let size = chain.links.lazy.compactMap({ chain.size(of: $0, horizontal: false, values: self.values) }).first, size <= 16
                else { return nil }
            default: return nil
            }
        }
        return (nil, 16)
    }
}
