import LegibleColor
import LegibleReporting
import LegibleSyntax
import LegibleTargets
import LegibleTypeScale

/// Reads the attribute values of Interface Builder elements — fonts, colours, numbers — and
/// refuses malformed ones with their position.
struct IBAttributes {
    let file: String

    func fail(_ node: XMLElementNode, _ message: String) -> SyntaxError {
        SyntaxError(file: file, position: node.position, message: message)
    }

    /// A number attribute, `nil` when absent; a value that is not a finite number is an error.
    func number(_ node: XMLElementNode, _ name: String) throws(SyntaxError) -> Double? {
        guard let text = node.attribute(name) else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw fail(node, "<\(node.name)> \(name)=\(EchoedText.quoted(text)): expected a number")
        }
        return value
    }

    /// `YES` / `NO` attributes.
    func flag(_ node: XMLElementNode, _ name: String) -> Bool? {
        node.attribute(name).map { $0 == "YES" }
    }

    // MARK: Fonts

    /// A `<fontDescription>`: a text style (`style="UICTFontTextStyleBody"`), the system font
    /// at a size (`type="system" pointSize="17"`, `boldSystem`, `weight="semibold"`), or a
    /// custom font (`name="Avenir-Heavy" family="Avenir" pointSize="17"`).
    func font(_ node: XMLElementNode, live: Bool) throws(SyntaxError) -> ScannedFont? {
        if let style = node.attribute("style") {
            // Styles without a Dynamic Type table (iOS 17's extraLargeTitle) are left unjudged.
            guard let textStyle = TextStyle(uiKitRawValue: style) else { return nil }
            let weight = try node.attribute("weight").map { name throws(SyntaxError) in try self.weight(node, name) }
            return .textStyle(textStyle, weight: weight, live: live)
        }
        guard let size = try number(node, "pointSize") else {
            // Older files name one of UIFont's class sizes instead (`size="button"`, `"system"`),
            // whose values the scan does not know: the font is not judged.
            if node.attribute("size") != nil { return nil }
            throw fail(node, "<fontDescription> has neither style=, pointSize= nor size=")
        }
        guard size >= 0, size <= 10_000 else {
            throw fail(node, "<fontDescription> pointSize=\"\(LengthFormat.string(size))\": expected a size from 0 to 10000")
        }
        // Xcode writes 0 for a table view cell's built-in label: UIKit picks its size.
        guard size > 0 else { return nil }
        // `.AppleSystemUIFont`, `.SFUI-Semibold`: the system font under its private names.
        if let name = node.attribute("name"), !name.hasPrefix(".") {
            return .fixed(size: size, unit: "pt", weight: Self.weight(fromFontName: name), family: node.attribute("family") ?? name)
        }
        var weight = FontWeight.regular
        // `system`, `italicSystem` and any system variant Xcode may add are the system font;
        // `boldSystem` is its bold.
        if node.attribute("type") == "boldSystem" { weight = .bold }
        if let name = node.attribute("weight") { weight = try self.weight(node, name) }
        return .fixed(size: size, unit: "pt", weight: weight, family: nil)
    }

    private func weight(_ node: XMLElementNode, _ name: String) throws(SyntaxError) -> FontWeight {
        do { return try FontWeight(parsing: name) } catch {
            throw fail(
                node, "<fontDescription> weight=\(EchoedText.quoted(name)): expected ultraLight, thin, light, regular, medium, semibold, bold, heavy or black")
        }
    }

    /// The weight a PostScript name's style suffix implies (`Avenir-Heavy` → Heavy), regular
    /// when it names none.
    static func weight(fromFontName name: String) -> FontWeight {
        let style = name.split(separator: "-").dropFirst().last.map { $0.lowercased() } ?? ""
        let table: [(String, FontWeight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("hairline", .ultraLight), ("thin", .thin), ("light", .light),
            ("medium", .medium), ("semibold", .semibold), ("demibold", .semibold), ("extrabold", .heavy), ("ultrabold", .heavy),
            ("bold", .bold), ("heavy", .heavy), ("black", .black),
        ]
        return table.first { style.hasPrefix($0.0) }?.1 ?? .regular
    }

    // MARK: Colours

    /// A `<color>`: a system colour (`systemColor="labelColor"`, the older
    /// `cocoaTouchSystemColor="darkTextColor"`, or Xcode 9 and 10's `name="systemRedColor"
    /// catalog="System"`), an asset colour (`name="Brand"`), or components in sRGB, Display P3,
    /// calibrated RGB (read as sRGB) or a grey (`white=`).
    func color(_ node: XMLElementNode) throws(SyntaxError) -> ScannedColor {
        if let system = node.attribute("systemColor") { return .system(system) }
        if let system = node.attribute("cocoaTouchSystemColor") { return Self.cocoaTouchColor(system) }
        // `catalog="System"` names UIKit's colour, not one of the app's asset catalogs (Sileo
        // c9f70158 FlaggedSourceWarningViewController.xib:136 was an unresolved asset colour).
        if let system = node.attribute("name"), node.attribute("catalog")?.lowercased() == "system" { return Self.cocoaTouchColor(system) }
        // `.AppleSystemUIFont`, `.SFUI-Semibold`: the system font under its private names.
        if let name = node.attribute("name"), !name.hasPrefix(".") { return .asset(name) }
        let alpha = try unit(node, "alpha") ?? 1
        if let white = try unit(node, "white") {
            // Generic gamma 2.2 grey and calibrated white are read as sRGB greys (their
            // transfer curves differ from sRGB's by under 1% of a step in the mid-tones).
            return .literal(SRGBColor(red: white, green: white, blue: white), alpha: alpha)
        }
        guard let red = try unit(node, "red"), let green = try unit(node, "green"), let blue = try unit(node, "blue") else {
            throw fail(node, "<color> has no systemColor=, name=, white= or red=/green=/blue=")
        }
        if node.attribute("customColorSpace") == "displayP3" {
            return .literal(SRGBColor(displayP3Red: red, green: green, blue: blue).gamutMappedToSRGB, alpha: alpha)
        }
        return .literal(SRGBColor(red: red, green: green, blue: blue), alpha: alpha)
    }

    /// A UIKit colour by its class property's name (`darkTextColor`, `systemRedColor`).
    private static func cocoaTouchColor(_ name: String) -> ScannedColor {
        switch name {
        // UIKit's fixed text colours: black, and white at 60%.
        case "darkTextColor": .literal(.black, alpha: 1)
        case "lightTextColor": .literal(.white, alpha: 0.6)
        default: .system(name)
        }
    }

    /// A colour component from 0 to 1.
    private func unit(_ node: XMLElementNode, _ name: String) throws(SyntaxError) -> Double? {
        guard let value = try number(node, name) else { return nil }
        guard (0...1).contains(value) else { throw fail(node, "<color> \(name)=\"\(value)\": expected a component from 0 to 1") }
        return value
    }

    /// Whether a colour is drawn as nothing: clear, or alpha 0.
    static func isClear(_ color: ScannedColor) -> Bool {
        switch color {
        case .literal(_, let alpha): alpha <= 0
        case .system(let name): name == "clearColor"
        case .asset, .resource, .unresolved, .themed: false
        }
    }
}
