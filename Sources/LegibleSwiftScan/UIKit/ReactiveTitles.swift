import LegibleScan
import SwiftSyntax

/// A title a reactive binding gives a button: ReactiveSwift's `loginButton.reactive.title <~ …`
/// (Habitica aafd43ae LoginTableViewController.swift:214) or RxCocoa's `button.rx.title(for:)`.
/// It titles the button as `setTitle` does, so a storyboard button with no title of its own still
/// shows text in its font (``UntitledButtons``): Habitica `Intro.storyboard:158`, the 16 pt login
/// button, lost its `text.fixed-size` finding when untitled buttons were first cleared.
enum ReactiveTitles {
    private static let bindings: Set<String> = ["reactive", "rx"]
    private static let titles: Set<String> = ["title", "attributedTitle"]

    /// Records `Type.button.text` for `button.reactive.title` or `button.rx.title`.
    static func member(_ node: MemberAccessExprSyntax, scan: SwiftFileScan) {
        guard titles.contains(node.declName.baseName.text), let binding = node.base?.as(MemberAccessExprSyntax.self),
            bindings.contains(binding.declName.baseName.text), let base = binding.base, let type = scan.enclosingTypeName(node)
        else { return }
        let text = UIKitReader.normalized(base.trimmedDescription)
        guard !text.isEmpty, !text.contains("."), text != "self" else { return }
        scan.setInCode.insert("\(type).\(text).text")
    }
}
