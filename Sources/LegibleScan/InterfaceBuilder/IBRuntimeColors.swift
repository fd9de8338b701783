import Foundation
import LegibleSyntax

extension InterfaceBuilderReader {
    /// The element and each view that holds it, nearest first, as `CustomClass|UIKitClass`
    /// (`NotThemeableTableViewCell|UITableViewCell`, `|UITableViewCell` for a plain cell): which
    /// of them an app's theme skips or runs itself decides whether it reaches the element
    /// (``AppWideThemes``).
    static func themeAncestry(of index: Int, in document: IBDocument) -> [String] {
        document.ancestry(of: index).map { view in
            let node = document.views[view].node
            let name = node.name
            let uiKit = name.isEmpty ? "" : "UI" + name.prefix(1).uppercased() + name.dropFirst()
            return (node.attribute("customClass") ?? "") + "|" + uiKit
        }
    }

    /// The colours a view's string runtime attributes set through a key path the app's code
    /// declares, by the property each names: Rocket.Chat 3172a098 ChatPreviewModeView.xib:28
    /// `<userDefinedRuntimeAttribute type="string" keyPath="themeColor" value="textColor: auxiliaryText"/>`
    /// gives `["textColor": "themeColor"]` (`UIView.setThemeColor(_:)`,
    /// RuntimeAttributesThemeableView.swift:32, sets `textColor` from the theme). A key path
    /// that names the property itself (`themeTextColor`) counts when its value names none.
    static func runtimeColorKeys(of node: XMLElementNode) -> [String: String] {
        guard let attributes = node.firstChildElement(where: { $0.name == "userDefinedRuntimeAttributes" }) else { return [:] }
        var keys: [String: String] = [:]
        for attribute in attributes.childElements where attribute.name == "userDefinedRuntimeAttribute" && attribute.attribute("type") == "string" {
            guard let keyPath = attribute.attribute("keyPath"), !keyPath.isEmpty, !runtimeColorProperties.keys.contains(keyPath) else { continue }
            let value = attribute.attribute("value") ?? ""
            let named = value.split(separator: ":", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            if value.contains(":"), let property = runtimeColorProperties[named] {
                keys[property] = keys[property] ?? keyPath
            } else if keyPath.lowercased().contains("textcolor") {
                keys["textColor"] = keys["textColor"] ?? keyPath
            } else if keyPath.lowercased().contains("backgroundcolor") {
                keys["backgroundColor"] = keys["backgroundColor"] ?? keyPath
            }
        }
        return keys
    }

    /// The key paths of a view's boolean runtime attributes set to YES (``ScannedElement/liveKeyPaths``):
    /// `adjustsFontForContentSizeCategory` itself, or one the app declares (element-ios
    /// LiveLocationSharingBannerView.xib:38, `vc_adjustsFontForContentSizeCategory`).
    static func liveKeyPaths(of node: XMLElementNode) -> [String] {
        guard let attributes = node.firstChildElement(where: { $0.name == "userDefinedRuntimeAttributes" }) else { return [] }
        return attributes.childElements.compactMap { attribute in
            guard attribute.name == "userDefinedRuntimeAttribute", attribute.attribute("type") == "boolean", attribute.attribute("value") == "YES"
            else { return nil }
            return attribute.attribute("keyPath")
        }
    }

    /// The theme colour each `property: themeColour` runtime attribute value names, by the property
    /// the scan judges (``ScannedElement/runtimeThemeNames``).
    static func runtimeThemeNames(of node: XMLElementNode) -> [String: String] {
        guard let attributes = node.firstChildElement(where: { $0.name == "userDefinedRuntimeAttributes" }) else { return [:] }
        var names: [String: String] = [:]
        for attribute in attributes.childElements where attribute.name == "userDefinedRuntimeAttribute" && attribute.attribute("type") == "string" {
            let parts = (attribute.attribute("value") ?? "").split(separator: ":", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let property = runtimeColorProperties[parts[0]], !parts[1].isEmpty,
                parts[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else { continue }
            names[property] = names[property] ?? parts[1]
        }
        return names
    }

    /// How many views up the view is whose own opaque background colour the text sits on (0: its
    /// own), when nothing else is drawn between: no earlier sibling's fill, no cell's own
    /// background, no picture, and no runtime attribute of that view that sets its background.
    /// An app theme that recolours every view's background (``ScannedElement/themeBackgroundDepth``)
    /// then gives the colour; `nil` otherwise.
    static func themeBackgroundDepth(of index: Int, in document: IBDocument, attributes: IBAttributes) -> Int? {
        for (depth, ancestor) in document.ancestry(of: index).enumerated() {
            let node = document.views[ancestor].node
            if let color = node.firstChildElement(where: { $0.name == "color" && $0.attribute("key") == "backgroundColor" }),
                let scanned = try? attributes.color(color), !IBAttributes.isClear(scanned)
            {
                guard case .literal(_, let alpha) = scanned, alpha >= 1 else { return nil }
                let runtime = node.firstChildElement { $0.name == "userDefinedRuntimeAttributes" }?.childElements ?? []
                let setsBackground = runtime.contains { attribute in
                    [attribute.attribute("keyPath"), attribute.attribute("value")].contains { $0?.lowercased().contains("backgroundcolor") == true }
                }
                return setsBackground ? nil : depth
            }
            if IBCellBackgrounds.systemBackground(of: ancestor, in: document) != nil { return nil }
            guard let beneath = try? IBSiblingFills.fills(beneath: ancestor, in: document, attributes: attributes), beneath.fills.isEmpty,
                !beneath.endsOnPicture
            else { return nil }
        }
        return nil
    }

    /// The properties a runtime attribute's value may name, by the property the scan judges.
    private static let runtimeColorProperties = ["textColor": "textColor", "titleColor": "textColor", "backgroundColor": "backgroundColor"]

    /// The colour a `type="color"` runtime attribute gives `textColor` of a label, text field or
    /// text view: UIKit sets it by key-value coding after the file's own, so it is the colour
    /// that shows (`<userDefinedRuntimeAttribute type="color" keyPath="textColor"><color
    /// key="value" …/></userDefinedRuntimeAttribute>`).
    static func runtimeTextColor(of node: XMLElementNode, attributes: IBAttributes) throws(SyntaxError) -> ScannedColor? {
        guard ["label", "textField", "textView"].contains(node.name),
            let list = node.firstChildElement(where: { $0.name == "userDefinedRuntimeAttributes" })
        else { return nil }
        for attribute in list.childElements
        where attribute.name == "userDefinedRuntimeAttribute" && attribute.attribute("type") == "color" && attribute.attribute("keyPath") == "textColor" {
            guard let color = attribute.firstChildElement(where: { $0.name == "color" }) else { continue }
            return try attributes.color(color)
        }
        return nil
    }
}
