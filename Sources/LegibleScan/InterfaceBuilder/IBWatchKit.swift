import LegibleReporting
import LegibleSyntax

/// Watch apps' WatchKit storyboards (`type="com.apple.InterfaceBuilder.WatchKit.Storyboard"`,
/// `targetRuntime="watchKit"`). A controller's `<items>` — labels, groups, tables and their rows'
/// root groups — have no frames, which is how the reader finds the views of other documents, so a
/// watch label gave no element and its contrast was never judged (trySwift
/// `try!/Base.lproj/Interface.storyboard:22`, `:56`, `:89`: #B8322B text with no fill in the file,
/// 3.53:1 on the watch's black).
///
/// A watch app's screen is black and watchOS has no light mode: a label is judged in the dark
/// appearances only (as a Wear OS screen is), on the fill of a group around it, else on black. A
/// table row whose group gives no colour shows WatchKit's own platter, a dark grey: text lighter
/// than it that fails on black fails there too, and text that passes on black but not on the
/// platter is missed rather than guessed. Only labels and the containers around them are read:
/// WatchKit lays them out, which the reader does not solve (their widths are unknown, and say
/// so), and buttons, switches and sliders are not read.
enum IBWatchKit {
    /// Whether `root` is a WatchKit storyboard's `<document>`.
    static func isWatchKit(_ root: XMLElementNode) -> Bool {
        root.attribute("targetRuntime") == "watchKit" || root.attribute("type")?.hasSuffix(".WatchKit.Storyboard") == true
    }

    /// Whether `node`, held by `holder`, is an item the reader takes as a view: a label, group,
    /// table or table row of an `<items>` list, or a row's root group.
    static func isItem(_ node: XMLElementNode, holder: XMLElementNode) -> Bool {
        if holder.name == "items" { return node.name == "label" || containers.contains(node.name) }
        return node.name == "group" && node.attribute("key") == "rootItem"
    }

    private static let containers: Set<String> = ["group", "table", "tableRow"]

    /// Gives every element of the storyboard the dark appearance, and a label no group fills the
    /// watch's black, unless a group around it draws a picture (`backgroundImage`), which is not known.
    ///
    /// - Parameters:
    ///   - elements: the storyboard's elements.
    ///   - elementOf: each view's element, by the view's index in `document`.
    ///   - document: the storyboard.
    ///   - path: its path.
    static func judgeOnBlack(_ elements: inout [ScannedElement], elementOf: [Int: Int], document: IBDocument, path: String) {
        let style = ScannedInterfaceStyle(
            isDark: true, scope: .file(path), written: "a WatchKit storyboard (watchOS has no light mode)", location: Finding.Location(file: path))
        for (view, index) in elementOf {
            elements[index].interfaceStyle = elements[index].interfaceStyle ?? style
            if case .unknown = elements[index].textWidth { elements[index].textWidth = .unknown(reason: "WatchKit lays it out, which the scan does not solve") }
            guard elements[index].backgroundColor == nil,
                !document.ancestry(of: view).contains(where: { document.views[$0].node.attribute("backgroundImage") != nil })
            else { continue }
            elements[index].backgroundColor = .system("black")
        }
    }
}

extension InterfaceBuilderReader {
    /// Whether a document type names Cocoa (`….Cocoa.XIB`): compared byte by byte, as the
    /// generic `contains` took a tenth of walking a small storyboard.
    static func isCocoa(_ type: String) -> Bool {
        let bytes = Array(type.utf8)
        let needle = Array(".Cocoa.".utf8)
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }
}
