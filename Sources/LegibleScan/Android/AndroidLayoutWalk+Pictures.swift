import LegibleSyntax
import LegibleTokens

/// Text drawn over a picture: a header image with its title laid over it.
extension AndroidLayoutWalk {
    /// Containers whose children may overlap, drawn in file order: a later child lies over an earlier one.
    private static let stackingContainers: Set<String> = [
        "FrameLayout", "CardView", "MaterialCardView", "CoordinatorLayout", "CollapsingToolbarLayout", "ConstraintLayout", "MotionLayout",
        "RelativeLayout",
    ]
    /// Of those, the ones that place children beside each other by constraints: a picture there
    /// covers a later sibling only when it stretches across its parent and the sibling is not placed beside it.
    private static let constrainingContainers: Set<String> = ["ConstraintLayout", "MotionLayout", "RelativeLayout"]
    /// Views that draw a picture, a video or a map rather than a colour. Fresco's
    /// `SimpleDraweeView` is an `ImageView` (Commons c5d5b227 `activity_review.xml:73`, the
    /// image under a caption on a #77000000 strip).
    private static let pictureViews: Set<String> = [
        "PhotoView", "VideoView", "PlayerView", "StyledPlayerView", "SurfaceView", "TextureView", "MapView", "SimpleDraweeView", "DraweeView",
    ]

    /// What the siblings after `node` in a `parent` container are drawn over when `node` is a
    /// visible picture that covers them — an image view (`ImageView`, `ShapeableImageView`, an
    /// app's `…ImageView`), a view with an `src`, or one whose background is a bitmap or a
    /// drawable that is no solid colour: the picture, whose colours no file states (unresolved, so
    /// the text over it is not measured). `nil` for anything else.
    func coveringPicture(_ node: XMLElementNode, parent: String, namespaces: [String: String]) -> ScannedColor? {
        guard Self.stackingContainers.contains(parent) else { return nil }
        let attributes = AndroidAttributes(node, inherited: namespaces)
        let tag = AndroidViewKinds.simpleName(node.name == "view" ? attributes.plain("class") ?? "View" : node.name)
        if let visibility = attributes.android("visibility"), visibility == "gone" || visibility == "invisible" { return nil }
        let isImage = AndroidViewKinds.imageViews.contains(tag) || tag.hasSuffix("ImageView") || Self.pictureViews.contains(tag)
        // A ViewStub is replaced by the view code inflates into it (openfoodfacts `activity_simple_scan.xml:9`,
        // a full-screen camera preview under the white "Trouble scanning?" button at `:47`): what it draws is unknown.
        let isStub = tag == "ViewStub"
        let draws =
            isImage && (attributes.android("src") != nil || attributes.app("srcCompat") != nil || attributes.android("id") != nil)
            || isPictureViewClass(tag) || isStub
        guard draws || attributes.android("background").map(isPictureBackground) == true else { return nil }
        if Self.constrainingContainers.contains(parent) {
            let stretches = ["match_parent", "fill_parent", "0dp"].contains(attributes.android("layout_width") ?? "")
            guard stretches else { return nil }
        }
        let name = attributes.android("id").flatMap(AndroidValueSyntax.reference).map { "@id/\($0.name)" } ?? "a \(tag)"
        if isStub {
            return .unresolved(
                "the view behind it", reason: "drawn over what \(name), a ViewStub earlier in its \(parent), inflates, whose colours no file states")
        }
        return .unresolved(
            "the picture behind it",
            reason: "drawn over \(name), a picture earlier in its \(parent): the picture is the text's background, and no file states its colours")
    }

    /// Whether a background value draws a picture: a bitmap or mipmap, or an XML drawable that is
    /// no `<shape>` with a solid fill (a colour, a ripple and `@null` are not pictures).
    private func isPictureBackground(_ value: String) -> Bool {
        guard let reference = AndroidValueSyntax.reference(value), !reference.isFramework else { return false }
        switch reference.type {
        case "mipmap": return true
        case "drawable": return resources.drawables[reference.name].map { $0.solidColor == nil && !$0.fillsNothing } ?? true
        default: return false
        }
    }

    /// Whether a later sibling is placed beside the picture (``isPlacedBeside(_:picture:namespaces:)``),
    /// or the picture beside it: Conversations d161f500 `activity_easy_invite.xml:55`, a QR code
    /// `layout_above` the share button of `:67`, ends where the button starts, so the button's
    /// 3.81:1 text is on the window, not on the picture.
    static func isBesidePicture(_ node: XMLElementNode, picture: XMLElementNode, pictureID: String?, namespaces: [String: String]) -> Bool {
        if let pictureID, isPlacedBeside(node, picture: pictureID, namespaces: namespaces) { return true }
        guard let id = AndroidAttributes(node, inherited: namespaces).android("id").flatMap(AndroidValueSyntax.reference)?.name else { return false }
        return isPlacedBeside(picture, picture: id, namespaces: namespaces)
    }

    /// Whether a later sibling in a constraint or relative layout is placed beside the picture
    /// `id` rather than over it (`layout_below="@id/header"`, `layout_constraintTop_toBottomOf="@id/header"`).
    static func isPlacedBeside(_ node: XMLElementNode, picture id: String, namespaces: [String: String]) -> Bool {
        let attributes = AndroidAttributes(node, inherited: namespaces)
        let beside = [
            "android:layout_below", "android:layout_above", "android:layout_toEndOf", "android:layout_toStartOf", "android:layout_toRightOf",
            "android:layout_toLeftOf", "app:layout_constraintTop_toBottomOf", "app:layout_constraintBottom_toTopOf",
            "app:layout_constraintStart_toEndOf", "app:layout_constraintEnd_toStartOf", "app:layout_constraintLeft_toRightOf",
            "app:layout_constraintRight_toLeftOf",
        ]
        return beside.contains { key in attributes.values[key].flatMap(AndroidValueSyntax.reference)?.name == id }
    }

    /// What a later sibling in a constraint layout is drawn over when it is laid on a small image
    /// drawn before it: pinned to both its edges on one axis and to one of its edges on the other
    /// (fresh-android21a class 4: linphone-android 31ae7079 `chat_bubble_meeting_invite_content.xml:110`,
    /// the day's number on the 32 dp orange circle `today_background` of `:100`, was measured on the
    /// bubble's white as 1.00:1). How much of the text the image covers is not known, so the text is
    /// not measured. `nil` when the sibling is on no such image.
    func smallImageUnder(_ node: XMLElementNode, context: Context) -> ScannedColor? {
        let (parent, namespaces) = (context.parent, context.namespaces)
        guard parent == "ConstraintLayout" || parent == "MotionLayout" else { return nil }
        let own = AndroidAttributes(node, inherited: namespaces)
        func pinned(_ keys: [String], to id: String) -> Bool { keys.contains { own.app($0).flatMap(AndroidValueSyntax.reference)?.name == id } }
        for sibling in context.siblings {
            if sibling.position == node.position { break }
            let attributes = AndroidAttributes(sibling, inherited: namespaces)
            let tag = AndroidViewKinds.simpleName(sibling.name)
            guard AndroidViewKinds.imageViews.contains(tag) || tag.hasSuffix("ImageView"), attributes.android("src") ?? attributes.app("srcCompat") != nil,
                attributes.android("visibility").map({ $0 != "gone" && $0 != "invisible" }) ?? true,
                let id = attributes.android("id").flatMap(AndroidValueSyntax.reference)?.name
            else { continue }
            let across =
                pinned(["layout_constraintStart_toStartOf", "layout_constraintLeft_toLeftOf"], to: id)
                && pinned(["layout_constraintEnd_toEndOf", "layout_constraintRight_toRightOf"], to: id)
            let down = pinned(["layout_constraintTop_toTopOf"], to: id) && pinned(["layout_constraintBottom_toBottomOf"], to: id)
            let alongAcross = pinned(["layout_constraintTop_toTopOf", "layout_constraintBottom_toBottomOf"], to: id)
            let alongDown = pinned(
                ["layout_constraintStart_toStartOf", "layout_constraintLeft_toLeftOf", "layout_constraintEnd_toEndOf", "layout_constraintRight_toRightOf"],
                to: id)
            guard (across && alongAcross) || (down && alongDown) else { continue }
            return .unresolved(
                "the image behind it",
                reason: "laid on @id/\(id), an image earlier in its \(parent): how much of the text the image covers is not known")
        }
        return nil
    }
}
