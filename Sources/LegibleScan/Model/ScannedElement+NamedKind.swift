extension ScannedElement.Kind {
    /// The kind of UIKit view code's name for it suggests, as the Swift and Objective-C readers
    /// both decide it: a button's `x.titleLabel` or a name with `button` is a button, `field` a
    /// text field, `textView` a text view; anything else (a bare `titleLabel` too: a cell's or a
    /// view's own property of that name is a `UILabel`) a label.
    package static func uiKitView(named name: String) -> ScannedElement.Kind {
        let lowered = name.lowercased()
        if lowered.hasSuffix(".titlelabel") || (lowered.contains("button") && !lowered.hasSuffix("label")) { return .button }
        if lowered.contains("field") { return .textField }
        if lowered.contains("textview") { return .textView }
        return .label
    }
}
