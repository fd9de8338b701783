import LegibleScan
import SwiftSyntax

/// Records what a type's code sets its root `view.backgroundColor` to, for
/// ``LegibleScan/CodeRootBackgrounds``: a colour the reader knows (a literal, an asset, a system
/// colour, the app's own `UIColor` constant) or a property of the app's themes
/// (``ThemePalettes``, element-ios `self.view.backgroundColor = theme.headerBackgroundColor`,
/// KeyVerificationVerifyBySASViewController.swift:94); anything else is recorded as unknown, so
/// that the storyboard's colour stays a placeholder.
enum RootBackgroundValues {
    static func note(receiver: String, value: ExprSyntax, node: SequenceExprSyntax, scan: SwiftFileScan) {
        guard receiver == "view", node.localValue(of: "view") == nil, let type = scan.enclosingTypeName(node) else { return }
        var colors: (light: [ScannedColor], dark: [ScannedColor])?
        if let (_, values) = scan.facts.themePalettes.values(of: value) {
            colors = (values.light, values.dark)
        } else if let color = scan.colors(uiKit: true).read(value) {
            colors = ([color], [color])
        }
        let location = scan.location(of: node)
        let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
        let place = location.line.map { "\(file):\($0)" } ?? file
        scan.setInCode.insert(
            CodeRootBackgrounds.valueKey(type: type, light: colors?.light, dark: colors?.dark, source: value.trimmedDescription, location: place))
    }
}
