import Foundation
import LegibleReporting
import LegibleSyntax

/// The size an `<include layout="@layout/NAME" android:layout_width=… android:layout_height=…>`
/// gives the included layout's root, as written, with where.
struct AndroidInclude: Sendable, Hashable {
    var width: String
    var height: String
    var location: Finding.Location
}

extension AndroidResources {
    /// Records the sizes `<include>` tags in layout files give the layouts they include. A
    /// file that does not parse or is over the size limit is skipped here: the layout reader reports it when it reads it.
    ///
    /// `LayoutInflater` uses an include's `layout_*` attributes only when it sets both
    /// `layout_width` and `layout_height` (otherwise making its layout parameters fails and the
    /// included root keeps its own), so an include with one of them is not recorded.
    mutating func readIncludes(layoutFiles: [String]) {
        let limit = FileSizeLimit(bytes: limits.maximumValuesFileBytes, what: "an Android layout file", setting: "AndroidResourceLimits.maximumValuesFileBytes")
        for file in layoutFiles {
            guard let data = try? FileReading.read(file, limit: limit, regularFileOnly: true), let text = try? TextDecoding.decode(data, file: file),
                text.contains("<include") || text.contains("headerLayout"),
                let root = try? XMLReader.parse(text, file: file, droppingWhitespaceBetweenElements: true)
            else { continue }
            collectIncludes(root, namespaces: [:], file: file, theme: nil)
        }
        readIncludedRoots(layoutFiles: layoutFiles, limit: limit)
    }

    /// Records the `layout_*` attributes of each included layout's root (its default `layout/`
    /// file; data binding's `<layout>` wrapper passes them to the view inside).
    private mutating func readIncludedRoots(layoutFiles: [String], limit: FileSizeLimit) {
        for file in layoutFiles {
            let folder = ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
            let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            guard folder == "layout", includedLayouts.contains(name), includedRoots[name] == nil,
                let data = try? FileReading.read(file, limit: limit, regularFileOnly: true), let text = try? TextDecoding.decode(data, file: file),
                var root = try? XMLReader.parse(text, file: file, droppingWhitespaceBetweenElements: true)
            else { continue }
            var namespaces = AndroidAttributes(root, inherited: [:]).namespaces
            if root.name == "layout", let view = root.childElements.first(where: { $0.name != "data" }) {
                root = view
                namespaces = AndroidAttributes(root, inherited: namespaces).namespaces
            }
            guard root.name != "merge" else { continue }
            includedRoots[name] = AndroidAttributes(root, inherited: namespaces).values.filter { $0.key.hasPrefix("android:layout_") }
        }
    }

    /// An `<include>`'s attributes as its layout's root takes room: the include's `layout_*` when
    /// it sets both `layout_width` and `layout_height` (`LayoutInflater` then makes the root's
    /// layout parameters from them), else the root's own.
    func includeAttributes(_ attributes: [String: String]) -> [String: String] {
        guard attributes["android:layout_width"] == nil || attributes["android:layout_height"] == nil,
            let layout = attributes["layout"].flatMap(AndroidValueSyntax.reference), layout.type == "layout", let root = includedRoots[layout.name]
        else { return attributes }
        var result = attributes.filter { !$0.key.hasPrefix("android:layout_") }
        result.merge(root) { own, _ in own }
        return result
    }

    private mutating func collectIncludes(_ element: XMLElementNode, namespaces: [String: String], file: String, theme inherited: String?) {
        let attributes = AndroidAttributes(element, inherited: namespaces)
        // The nearest `android:theme` (LayoutInflater applies an include's own too).
        let theme = attributes.android("theme") ?? inherited
        if element.name == "include", let layout = attributes.plain("layout").flatMap(AndroidValueSyntax.reference), layout.type == "layout" {
            includedLayouts.insert(layout.name)
            includerThemes[layout.name, default: []].append(theme)
            includers[layout.name, default: []].insert(((file as NSString).lastPathComponent as NSString).deletingPathExtension)
            includerFiles[layout.name, default: []].insert(file)
            // A weighted include's written width is only where its share of the row starts
            // (AnkiDroid a644cf79 layout-sw600dp/activity_homescreen.xml:26, `layout_width="1dip"`
            // with `layout_weight="3"`): the root keeps its own size rather than take 1 dp.
            let weighted = attributes.android("layout_weight").flatMap(Double.init).map { $0 > 0 } ?? false
            if !weighted, let width = attributes.android("layout_width"), let height = attributes.android("layout_height") {
                includes[layout.name, default: []].append(AndroidInclude(width: width, height: height, location: androidLocation(file, element.position)))
            }
        }
        // A drawer's header: its layout is as wide as the NavigationView.
        if AndroidViewKinds.simpleName(element.name) == "NavigationView", let header = attributes.app("headerLayout").flatMap(AndroidValueSyntax.reference),
            header.type == "layout"
        {
            drawerHeaders[header.name, default: []].append(attributes.values)
        }
        for child in element.childElements { collectIncludes(child, namespaces: attributes.namespaces, file: file, theme: theme) }
    }

    /// The size the includes of a layout give its root: `nil` when nothing includes it with a
    /// size, or when includes give it different sizes (the root is then read as it is written).
    func includedSize(ofLayout name: String) -> AndroidInclude? {
        guard let all = includes[name], let first = all.first,
            all.allSatisfy({ $0.width == first.width && $0.height == first.height })
        else { return nil }
        return first
    }

    /// A layout file's root with the size its includes give it, as `LayoutInflater` applies an
    /// include's `layout_width`/`layout_height` to the included root (data binding's `<layout>`
    /// wrapper passes it to the view inside; a `<merge>` root has no size to take).
    static func applyingInclude(_ include: AndroidInclude?, to root: XMLElementNode) -> XMLElementNode {
        guard let include else { return root }
        var root = root
        if root.name == "layout" {
            guard let index = root.children.firstIndex(where: { if case .element(let child) = $0 { child.name != "data" } else { false } }),
                case .element(let view) = root.children[index]
            else { return root }
            root.children[index] = .element(applyingInclude(include, to: view))
            return root
        }
        guard root.name != "merge" else { return root }
        let android = AndroidAttributes(root, inherited: [:]).namespaces.first { $0.value == AndroidAttributes.androidNamespace }?.key ?? "android"
        for (name, value) in [("layout_width", include.width), ("layout_height", include.height)] {
            root.attributes.removeAll { $0.name == "\(android):\(name)" }
            root.attributes.append((name: "\(android):\(name)", value: value))
        }
        return root
    }
}

extension AndroidResources {
    /// Whether the app's code reaches the layout `name`: some Kotlin or Java file names it
    /// (`R.layout.x`, `XBinding`), or it is included only by layouts the code reaches, at any
    /// depth. Code reaches an included layout's views through its includer's binding
    /// (linphone-android 31ae7079 `settings_calls.xml`, included by `settings_fragment.xml:125`,
    /// which `SettingsFragment.kt` binds; fresh-android21a class 2), so a view there that no code
    /// names is one the code read cannot show. `false` without sources.
    func codeReachesLayout(_ name: String) -> Bool {
        guard let facts = sourceFacts else { return false }
        var named: [String: Bool] = [:]
        func reaches(_ layout: String, depth: Int) -> Bool {
            if let known = named[layout] { return known }
            // A cycle or a deep chain: not known to be reached.
            named[layout] = false
            let key = AndroidSourceFacts.key(layout)
            var result = facts.layoutsByClass.values.contains { $0.contains(key) }
            if !result, depth < 8, let including = includers[layout], !including.isEmpty {
                result = including.sorted().allSatisfy { reaches($0, depth: depth + 1) }
            }
            named[layout] = result
            return result
        }
        return reaches(name, depth: 0)
    }
}
