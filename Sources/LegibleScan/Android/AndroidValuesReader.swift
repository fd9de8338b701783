import Foundation
import LegibleReporting
import LegibleSyntax

/// One `<style>` as a values file writes it.
struct AndroidStyleDefinition: Sendable, Hashable {
    /// The explicit parent (`parent="@style/Base"`, `parent="Base"`, `parent="@android:style/…"`):
    /// its name and whether it is the framework's; `nil` without a `parent` attribute, and an
    /// empty name for `parent=""`, which cuts off the dotted name's implicit parent.
    var parent: (name: String, isFramework: Bool)?
    /// The items, by name as written (`android:textSize`, `textAppearance`).
    var items: [String: String]
    var location: Finding.Location

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.parent?.name == rhs.parent?.name && lhs.parent?.isFramework == rhs.parent?.isFramework && lhs.items == rhs.items
            && lhs.location == rhs.location
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(parent?.name)
        hasher.combine(items)
        hasher.combine(location)
    }
}

/// A value resource (a dimension) as written, with where.
struct AndroidValueDefinition: Sendable, Hashable {
    var value: String
    var location: Finding.Location
}

/// A drawable file's size (a `<vector>`'s `android:width`/`android:height`) and fill (a
/// `<shape>`'s `<solid android:color>`), as far as the file says.
struct AndroidDrawable: Sendable, Hashable {
    var width: AndroidDimension?
    var height: AndroidDimension?
    var solidColor: String?
    /// A `<shape>` with no `<solid>` or a transparent one, or a `<layer-list>` of only such shapes:
    /// an outline. A `backgroundTint` colours only what it draws (SRC_IN), so it fills nothing
    /// (qksms `rounded_rectangle_outline_2dp.xml`, tinted `?android:attr/divider` around the
    /// drawer's banners, `drawer_view.xml:276`).
    var fillsNothing = false
    /// For a `<layer-list>` whose top-most drawn layer is a colour: its covering layers, top first
    /// (``solidColor`` is the first), which show through a translucent top.
    var layers: AndroidLayerListFill.Fill? = nil
    var location: Finding.Location
}

/// Reads the `<style>` and `<dimen>` resources of `values*/*.xml` files and the size or fill of
/// `drawable*/*.xml` files, for the resources a layout's attributes refer to.
enum AndroidValuesReader {
    /// The styles and dimensions of one values file, added to `styles` and `dimensions`; the
    /// first definition of a name wins (folders are read most specific first).
    static func read(
        text: String, file: String, styles: inout [String: AndroidStyleDefinition], dimensions: inout [String: AndroidValueDefinition],
        limits: AndroidResourceLimits
    ) throws(SyntaxError) {
        let root = try XMLReader.parse(text, file: file)
        guard root.name == "resources" else {
            throw SyntaxError(file: file, position: root.position, message: "expected a <resources> root element, found <\(root.name)>")
        }
        for element in root.childElements {
            let isDimension = element.name == "dimen" || (element.name == "item" && element.attribute("type") == "dimen")
            guard element.name == "style" || isDimension else { continue }
            guard let name = element.attribute("name"), !name.isEmpty else {
                throw SyntaxError(file: file, position: element.position, message: "<\(element.name)> needs a name attribute")
            }
            let location = androidLocation(file, element.position)
            if isDimension {
                guard dimensions[name] == nil else { continue }
                guard dimensions.count < limits.maximumResources else {
                    throw SyntaxError(
                        file: file, position: element.position,
                        message: "more than \(limits.maximumResources) dimensions (AndroidResourceLimits.maximumResources)")
                }
                dimensions[name] = AndroidValueDefinition(value: content(of: element), location: location)
                continue
            }
            guard styles[name] == nil else { continue }
            guard styles.count < limits.maximumResources else {
                throw SyntaxError(
                    file: file, position: element.position, message: "more than \(limits.maximumResources) styles (AndroidResourceLimits.maximumResources)")
            }
            var items: [String: String] = [:]
            for item in element.childElements {
                guard item.name == "item", let itemName = item.attribute("name"), !itemName.isEmpty else {
                    throw SyntaxError(file: file, position: item.position, message: "<style name=\"\(name)\"> may only hold <item name=\"…\">")
                }
                items[itemName] = content(of: item)
            }
            styles[name] = AndroidStyleDefinition(parent: parent(element.attribute("parent")), items: items, location: location)
        }
    }

    /// A style's `parent` attribute as a name and whether it is the framework's.
    static func parent(_ attribute: String?) -> (name: String, isFramework: Bool)? {
        guard var text = attribute?.trimmingWhitespace else { return nil }
        if let reference = AndroidValueSyntax.reference(text) { return (reference.name, reference.isFramework) }
        if text.hasPrefix("@") { text.removeFirst() }
        if text.hasPrefix("android:") { return (String(text.dropFirst("android:".count)), true) }
        if text.hasPrefix("style/") { text.removeFirst("style/".count) }
        return (text, false)
    }

    /// A drawable file's size or fill; `nil` for drawables that give neither (selectors, bitmaps,
    /// layer lists whose top layer is no covering colour, ``AndroidLayerListFill``), whose size or
    /// colour depends on more than the file.
    static func drawable(text: String, file: String) throws(SyntaxError) -> AndroidDrawable? {
        let root = try XMLReader.parse(text, file: file)
        let location = androidLocation(file, root.position)
        let attributes = AndroidAttributes(root, inherited: [:])
        switch root.name {
        case "vector":
            return AndroidDrawable(
                width: attributes.android("width").flatMap(AndroidDimension.init(parsing:)),
                height: attributes.android("height").flatMap(AndroidDimension.init(parsing:)), location: location)
        case "shape":
            // A shape without a size fills the view it is the background of; its <solid> is the fill.
            let solid = root.childElements.last { $0.name == "solid" }
            let color = solid.flatMap { AndroidAttributes($0, inherited: attributes.namespaces).android("color") }
            if isOutline(root, namespaces: attributes.namespaces) { return AndroidDrawable(fillsNothing: true, location: location) }
            return color.map { AndroidDrawable(solidColor: $0, location: location) }
        case "layer-list":
            let items = root.childElements.filter { $0.name == "item" }
            let outlines = items.allSatisfy { item in
                let shapes = item.childElements.filter { $0.name == "shape" }
                return item.childElements.count == 1 && shapes.count == 1
                    && AndroidAttributes(item, inherited: attributes.namespaces).android("drawable") == nil
                    && isOutline(shapes[0], namespaces: attributes.namespaces)
            }
            if !items.isEmpty && outlines { return AndroidDrawable(fillsNothing: true, location: location) }
            guard let fill = AndroidLayerListFill.fill(items: items, namespaces: attributes.namespaces) else { return nil }
            return AndroidDrawable(solidColor: fill.colors[0], layers: fill, location: location)
        default:
            return nil
        }
    }

    /// Whether a `<shape>` fills nothing: no `<solid>`, or a transparent one, and no `<gradient>`.
    static func isOutline(_ shape: XMLElementNode, namespaces: [String: String]) -> Bool {
        guard !shape.childElements.contains(where: { $0.name == "gradient" }) else { return false }
        guard let solid = shape.childElements.last(where: { $0.name == "solid" }) else { return true }
        let color = (AndroidAttributes(solid, inherited: namespaces).android("color") ?? "").lowercased()
        return color == "@android:color/transparent" || (color.hasPrefix("#00") && color.count == 9) || (color.hasPrefix("#0") && color.count == 5)
    }

    /// An element's text, trimmed.
    private static func content(of element: XMLElementNode) -> String {
        var result = ""
        for case .text(let part, _) in element.children { result += part }
        return result.trimmingWhitespace
    }
}

/// An element's attributes by namespace: `android:`, `app:` and `tools:` however the file
/// spells the prefixes (`xmlns:a="http://schemas.android.com/apk/res/android"` works too).
struct AndroidAttributes {
    static let androidNamespace = "http://schemas.android.com/apk/res/android"
    static let toolsNamespace = "http://schemas.android.com/tools"

    /// Prefix → namespace URI in force at the element.
    let namespaces: [String: String]
    /// `android:NAME`, `tools:NAME` or `app:NAME` (any other namespace, res-auto included) → value.
    private(set) var values: [String: String] = [:]

    init(_ element: XMLElementNode, inherited: [String: String]) {
        var namespaces = inherited
        for (name, value) in element.attributes where name.hasPrefix("xmlns:") {
            namespaces[String(name.dropFirst("xmlns:".count))] = value
        }
        self.namespaces = namespaces
        for (name, value) in element.attributes where !name.hasPrefix("xmlns") {
            guard let colon = name.firstIndex(of: ":") else {
                values[name] = value  // `style`, `layout`, `class`: no namespace
                continue
            }
            let prefix = String(name[..<colon])
            let local = name[name.index(after: colon)...]
            // An undeclared prefix is taken at its word: layouts in the wild rely on the usual ones.
            let uri = namespaces[prefix] ?? (prefix == "android" ? Self.androidNamespace : prefix == "tools" ? Self.toolsNamespace : prefix)
            let key = uri == Self.androidNamespace ? "android" : uri == Self.toolsNamespace ? "tools" : "app"
            values["\(key):\(local)"] = value
        }
    }

    func android(_ name: String) -> String? { values["android:\(name)"] }
    func app(_ name: String) -> String? { values["app:\(name)"] }
    func tools(_ name: String) -> String? { values["tools:\(name)"] }
    func plain(_ name: String) -> String? { values[name] }
}

/// A finding location at a position the XML reader counted.
func androidLocation(_ file: String, _ position: SyntaxPosition) -> Finding.Location {
    Finding.Location(file: file, line: position.line, column: position.column)
}
