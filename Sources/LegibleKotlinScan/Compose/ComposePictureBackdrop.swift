import LegibleScan

/// A picture that fills its container is the backdrop of whatever its container draws after it
/// (Jerboa EmbeddedVideoPlayer.kt:286, `AsyncImage(…, Modifier.fillMaxSize())` under a scrimmed
/// label; Amethyst ChannelInvite.kt:231, a banner picture under a badge): the colours a person
/// sees there are the picture's, which no file says.
enum ComposePictureBackdrop {
    /// Why the colour behind content drawn over a picture is not known.
    static let reason = "a picture fills the container behind it (a photo, a video, a thumbnail), whose colours the scan does not know"

    /// The background what follows `statement` sits on, when the statement draws a filling
    /// picture; `nil` when it draws none.
    static func backdrop(after statement: KotlinStatement) -> ScannedColor? {
        guard case .expression(let expression) = statement, let name = picture(in: expression) else { return nil }
        return .unresolved(name, reason: reason)
    }

    /// The name of a picture call that fills its container, here or in an `if`/`when` branch
    /// (`if (url != null) { AsyncImage(…) }`); content lambdas of other calls are their own layers.
    private static func picture(in expression: KotlinExpression) -> String? {
        switch expression.kind {
        case .call(let callee, let arguments, _):
            guard case .name(let name) = callee.kind, isPicture(name) else { return nil }
            let call = ComposeCall(name: name, arguments: arguments, position: expression.position, endLine: expression.endLine)
            let fills = ModifierChain(call.modifier).links.contains { fillingLinks.contains($0.name) }
            return fills ? name : nil
        case .control(_, let parts): return parts.lazy.compactMap(picture(in:)).first
        case .block(let statements):
            return statements.lazy.compactMap { statement -> String? in
                guard case .expression(let inner) = statement else { return nil }
                return picture(in: inner)
            }.first
        default: return nil
        }
    }

    /// `Image`, `AsyncImage`, `SubcomposeAsyncImage`, `GlideImage`, an app's own `…Image…`, and
    /// `AndroidView` (a platform view: a video player, a map) or a `…Video…` composable.
    static func isPicture(_ name: String) -> Bool {
        name.contains("Image") || name.contains("Video") || name == "AndroidView"
    }

    /// Links that make a child as large as its container.
    static let fillingLinks: Set<String> = ["fillMaxSize", "matchParentSize"]
}
