import Foundation
import LegibleCore
import LegibleReporting
import LegibleSyntax
import LegibleTypeScale

/// Reads Android layout files (`res/layout*/*.xml`) into ``ScannedElement``s: text views,
/// buttons, text fields, switches, sliders and clickable views, each at the line and column of
/// its start tag, with the layout folder's qualifiers (`land`, `sw600dp`).
///
/// ```swift
/// let resources = try AndroidResources(resFolders: ["app/src/main/res"])
/// let reader = AndroidLayoutReader()
/// let result = try reader.read(text: xml, path: "app/src/main/res/layout/main.xml", android: resources)
/// result.elements.first?.font   // .scaled(size: 16, …) for android:textSize="16sp"
/// ```
///
/// What each attribute becomes, with the view's `style` and text appearance layered under its
/// own attributes as `TextView` layers them (text appearance, then style, then the view):
/// - `android:textSize` in sp → ``ScannedFont/scaled(size:relativeTo:weight:family:)``; in
///   dp, px, pt, in or mm → ``ScannedFont/fixed(size:unit:weight:family:)``; a Material 3 text
///   appearance (`TextAppearance.Material3.BodyLarge`, `?attr/textAppearanceBodyLarge`) →
///   ``ScannedFont/materialRole(_:)``; `@dimen/` and `parent=` chains are followed.
/// - `layout_width` in dp (less the horizontal padding) → a fixed text width; `wrap_content`
///   with `maxWidth` → a maximum; `match_parent` in a parent of known width (a stacking parent
///   or a vertical `LinearLayout`) → that width less margins and padding; `wrap_content`,
///   `0dp` and the rest → ``ScannedWidth/unknown(reason:)`` saying why. `ems` sets the width
///   in line heights, which grow with the text, so it too is unknown.
/// - `layout_width`/`layout_height` in dp, or for a `wrap_content` icon view a vector
///   drawable's size plus padding, at least `minWidth`/`minHeight` → the target size; an
///   unknown size is left `nil` (a `wrap_content` control with `minHeight="48dp"` counts as 48).
/// - `maxLines`, `lines`, `singleLine` → ``ScannedElement/maxLines``; `autoSizeTextType` →
///   ``ScannedShrink``.
/// - `android:textColor`, and the `android:background` of the view or its nearest ancestor
///   with one (a button's `backgroundTint`, a card's `cardBackgroundColor`, a chip's
///   `chipBackgroundColor`, a shape drawable's solid fill), as literals or `@color/` resources; theme attributes (`?attr/colorOnSurface`)
///   as ``ScannedColor/themed(_:theme:light:dark:)`` in the manifest's application theme
///   (Material 3's baseline when the theme inherits it); colour state lists, other drawables
///   and attributes no file sets are ``ScannedColor/unresolved(_:reason:)``.
/// - `tools:ignore="LegibleTextFixedSize"` (the rule's name after `Legible`) or `"All"`, on the
///   view or an ancestor, → a ``ScanSuppression`` whose reason is the XML comment just before
///   the element carrying it.
///
/// References no file the scan read defines (`@string/`, `@style/`, `@dimen/`, `@color/`) are
/// `scan.unresolved` findings, not errors: a library the app depends on may define them.
public struct AndroidLayoutReader: ScanFileReader {
    /// The screen width in dp that a root `match_parent` fills, from `legible.yaml`'s
    /// `scan: screen:`; `nil` leaves such widths unknown.
    public var screenWidth: Double?
    /// The limits in force (``AndroidResourceLimits/maximumLayoutElements``).
    public var limits: AndroidResourceLimits
    /// The screen widths in dp each layout is solved at, so text views get the width Android's
    /// layout pass gives them on each (``ScannedElement/screenTextWidths``); `nil` for
    /// ``screenWidth`` when set, else ``defaultScreenWidths``. A layout folder for wider screens
    /// (`layout-sw600dp`) is solved at the widths it applies to; a landscape one is not solved.
    public var screenWidths: [Double]?

    /// Android's usual phone widths in portrait, in dp: small (320), typical (360) and large (411).
    public static let defaultScreenWidths: [Double] = AndroidLayoutSolve.defaultScreenWidths

    /// A reader; `screenWidth` in dp when known.
    public init(screenWidth: Double? = nil, limits: AndroidResourceLimits = AndroidResourceLimits()) {
        self.screenWidth = screenWidth
        self.limits = limits
    }

    /// The widths layouts are solved at: ``screenWidths``, else ``screenWidth``, else ``defaultScreenWidths``.
    var solvedScreenWidths: [Double] {
        screenWidths ?? screenWidth.map { [$0] } ?? Self.defaultScreenWidths
    }

    /// The reader with the screen widths `configuration` gives Android (`scan: screens: android:`,
    /// or the older `screen: android:`) as the widths layouts are solved at, unless
    /// ``screenWidths`` is already set.
    public func configured(by configuration: ScanConfiguration) -> AndroidLayoutReader {
        var reader = self
        // `scan: screens: android:` (or the older single `screen: android:`), else the defaults.
        if reader.screenWidths == nil, configuration.configuresScreenWidths(for: .android) {
            reader.screenWidths = configuration.screenWidths(for: .android)
        }
        return reader
    }

    /// What is behind a layout's root when the app's theme cannot say (no manifest theme, a
    /// window background drawn by a drawable) or the layout is placed in another one (`<include>`,
    /// a `<merge>` root): text no view of the file puts a background behind is then not measured
    /// for contrast rather than measured against a guess. A layout an activity sets as its
    /// content view starts on the theme's window background; any other on a background with the
    /// reason it is unknown (``AndroidLayoutWalk/windowBackground(ofLayout:root:)``).
    static let windowBackground = ScannedColor.unresolved(
        "the window background", reason: "no view in the layout sets a background; the app's theme or the view the layout is placed in decides it")

    /// `Android layout`.
    public var kindName: String { "Android layout" }

    /// Whether `path` is an XML file in a `layout` or `layout-…` folder of a `res…` folder.
    public func reads(path: String) -> Bool {
        guard path.hasSuffix(".xml"), let res = AndroidResources.resFolder(ofLayout: path) else { return false }
        return (res as NSString).lastPathComponent.hasPrefix("res")
    }

    /// Reads one layout with the project's resources (``ScanResources``' Android resources).
    public func read(text: String, path: String, resources: ScanResources) throws(SourceFileError) -> ScanFileResult {
        try read(text: text, path: path, android: resources.android.resources, scan: resources)
    }

    /// Reads one layout, resolving its references in `android`.
    ///
    /// - Throws: `SourceFileError` with file, line and column for malformed XML, a style or
    ///   dimension cycle, or more than ``AndroidResourceLimits/maximumLayoutElements`` elements.
    public func read(text: String, path: String, android: AndroidResources) throws(SourceFileError) -> ScanFileResult {
        try read(text: text, path: path, android: android, scan: nil)
    }

    /// Reads one layout; strings and colours from `scan` when given, else from `android`.
    private func read(text: String, path: String, android: AndroidResources, scan: ScanResources?) throws(SourceFileError) -> ScanFileResult {
        try SourceFileError.converting { () throws(SyntaxError) in
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            let root = AndroidResources.applyingInclude(
                android.includedSize(ofLayout: name), to: try XMLReader.parse(text, file: path, droppingWhitespaceBetweenElements: true))
            let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
            let qualifiers = AndroidValueSyntax.qualifiers(ofFolder: folder)
            // A layout of another application module (a Wear OS app beside the phone's) sees its own module's theme.
            let android = android.module(ofLayout: path)
            var walk = AndroidLayoutWalk(
                file: path, qualifiers: qualifiers, resources: android.configured(for: qualifiers).theming(layout: name), scan: scan, limits: limits)
            walk.unthemedResources = android
            walk.themeOverlays = walk.includersThemeOverlays(ofLayout: name)
            walk.drawerWidth = walk.drawerWidth(ofHeaderLayout: name)
            walk.dialogWidth = walk.dialogWidth(ofLayout: name)
            // A drawer's header is as wide as its drawer, a dialog's content as its dialog at the widest, not the screen.
            let screen: AndroidLayoutWalk.Width =
                screenWidth.map { .known(walk.dialogWidth?.width(onScreen: $0) ?? walk.drawerWidth?.width(onScreen: $0) ?? $0) } ?? .screen(minus: 0)
            let rootContext = AndroidLayoutWalk.Context(
                namespaces: [:], background: walk.windowBackground(ofLayout: name, root: root), suppressions: [],
                contentWidth: walk.drawerWidth != nil && screenWidth == nil ? .unknown("the layout is a drawer's header, as wide as its drawer") : screen,
                parent: "screen", parentIsVertical: true, row: walk.includersRow(ofLayout: name))
            try walk.visit(root, comment: nil, context: rootContext)
            walk.applySolvedWidths(screens: AndroidLayoutSolve.screens(forQualifiers: qualifiers, configured: solvedScreenWidths))
            walk.resolveClickForwards()
            walk.resolveSharedListeners()
            walk.resolveLayoutHandlers()
            if walk.dialogWidth != nil {
                for index in walk.elements.indices { walk.elements[index].isInDialog = true }
            }
            // An activity that fixes its own night mode shows its content view in that mode only.
            if let style = android.sourceFacts?.localNightMode(ofLayout: name) ?? android.watchStyle(ofLayout: path) {
                for index in walk.elements.indices where walk.elements[index].interfaceStyle == nil { walk.elements[index].interfaceStyle = style }
            }
            if let provider = android.widgetPreviews[name] {
                for index in walk.elements.indices { walk.elements[index].widgetPreview = provider }
            } else if let widget = android.sourceFacts?.appWidgetLayouts[AndroidSourceFacts.key(name)] {
                for index in walk.elements.indices { walk.elements[index].appWidgetClass = widget }
            }
            return ScanFileResult(elements: walk.elements, findings: walk.findings, setInCode: walk.setInCode)
        }
    }
}
