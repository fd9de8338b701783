import Foundation
import LegibleReporting
import LegibleSyntax

/// Interface Builder views whose class comes from a module the scanned tree links but does not
/// hold the code of: a design system's label pulled in as a Swift package or a framework. Such a
/// class may set the font and colours in `init?(coder:)` and in its runtime attributes' setters,
/// and the scan cannot read that code, so the file's font and colours are not known to be what
/// shows. A finding about them is a note that says so. ios-kDrive 32327c22: 140 `text.fixed-size`
/// warnings on `<label customClass="IKLabel" customModule="InfomaniakCoreUIKit">` (Swift package
/// ios-core-uikit, pinned in `Tuist/Package.resolved`), whose `init?(coder:)` and `styleName`
/// setter replace the file's font with one `UIFontMetrics` scales.
///
/// A class counts as such only when all of these hold:
/// - the file itself shows the class is configured by its own code: the view carries a
///   user-defined runtime attribute whose key path is the class's setting (`styleName`), not one
///   of UIKit's or a common extension's (``isCommonKeyPath(_:)``). A library class the file only
///   names may leave the font alone, and the file's font then shows: Amperfy's `MarqueeLabel`s,
///   kDrive's `MaterialOutlinedTextField`s, which never set their own font, stay judged;
/// - the file names its module (`customModule`) and does not say it is the app's own target
///   (`customModuleProvider="target"`), nor an Apple framework (``appleModules``);
/// - no code the scan read declares the class (a Swift `class`, an Objective-C `@interface`):
///   a class whose code is in the tree, vendored `Pods/` included, is judged from that code
///   (``CodeSetPlaceholders``);
/// - Swift code in the tree imports the module (`import M`, ``importKey(module:)``), so a target
///   links it;
/// - no folder of the tree has the module's name: an app target's sources (by Xcode's default),
///   or a dependency's checkout (`Pods/M`, `Carthage/Checkouts/M`) whose code is in the tree,
///   though the scan does not read it, stay judged as before.
///
/// A module nothing imports may be linked by no target at all: UIKit then cannot find the class
/// and loads the plain UIKit view, whose font is the file's (ios-kDrive
/// ParameterSyncTableViewCell.xib:32, `customModule="InfomaniakCoreUI"`, a module the pinned
/// ios-core-ui no longer has). Those findings stay.
package enum ExternalClassViews {
    /// A view's custom class and the module its file names for it.
    struct Candidate: Sendable, Hashable {
        let className: String
        let module: String
        /// The first runtime attribute's key path that is the class's own setting.
        let keyPath: String
    }

    /// The fact the Swift reader records for each module a file imports.
    package static func importKey(module: String) -> String { "\(module).moduleImported" }

    /// Apple's frameworks: their classes' behaviour is UIKit's, not unknown code.
    static let appleModules: Set<String> = [
        "UIKit", "Foundation", "SwiftUI", "MapKit", "WebKit", "AVKit", "SceneKit", "SpriteKit", "ARKit", "RealityKit", "MetalKit", "GLKit",
        "PDFKit", "PhotosUI", "QuickLook", "SafariServices", "MessageUI", "ContactsUI", "EventKitUI", "PassKit", "PencilKit",
        "AuthenticationServices", "CoreLocationUI", "LinkPresentation", "VisionKit", "CarPlay", "HealthKitUI", "HomeKit", "GameKit",
        "iAd", "QuartzCore", "AppKit", "WatchKit", "TVUIKit", "MultipeerConnectivity", "IntentsUI", "StoreKit", "CallKit",
    ]

    /// Key paths that do not show a class configures itself: UIKit properties of a view, a label or
    /// a control, and the `CALayer` mirrors apps commonly add to every `UIView` as `@IBInspectable`
    /// (a key path through a sub-object, `layer.cornerRadius`, never counts either).
    static let commonKeyPaths: Set<String> = [
        "cornerRadius", "borderWidth", "borderColor", "masksToBounds", "clipsToBounds", "shadowColor", "shadowOpacity", "shadowRadius",
        "shadowOffset", "maskedCorners", "accessibilityIdentifier", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
        "isAccessibilityElement", "accessibilityTraits", "tag", "alpha", "hidden", "isHidden", "backgroundColor", "tintColor", "textColor",
        "text", "placeholder", "numberOfLines", "adjustsFontForContentSizeCategory", "adjustsFontSizeToFitWidth", "minimumScaleFactor",
        "contentMode", "userInteractionEnabled", "isUserInteractionEnabled",
    ]

    /// Whether a runtime attribute's key path is UIKit's, a common extension's or a localisation
    /// key (`xibLocKey`, `localizedText`: the text, not the font; as ``InterfaceBuilderReader``
    /// reads them) rather than a setting of the class itself.
    static func isCommonKeyPath(_ keyPath: String) -> Bool {
        let lower = keyPath.lowercased()
        return keyPath.contains(".") || commonKeyPaths.contains(keyPath) || lower.contains("locali") || lower.contains("lockey") || lower == "l10nkey"
    }

    /// The first runtime attribute of a view whose key path is a setting of its class.
    static func classKeyPath(of node: XMLElementNode) -> String? {
        let attributes = node.firstChildElement { $0.name == "userDefinedRuntimeAttributes" }?.childElements ?? []
        return attributes.lazy.filter { $0.name == "userDefinedRuntimeAttribute" }.compactMap { $0.attribute("keyPath") }.first {
            !$0.isEmpty && !isCommonKeyPath($0)
        }
    }

    /// What each rule judges that such a class may set.
    private static let judged: [String: String] = [
        ScanRules.contrastText.id: "colours", ScanRules.textFixedSize.id: "font", ScanRules.textNotLive.id: "font",
        "overflow.label": "font",
    ]

    /// The custom class and module of an Interface Builder view, when the file names a module
    /// other than the app's target for it and sets a setting of the class (``classKeyPath(of:)``).
    static func candidate(of node: XMLElementNode) -> Candidate? {
        guard let type = node.attribute("customClass"), let module = node.attribute("customModule"), !module.isEmpty,
            node.attribute("customModuleProvider") != "target", !appleModules.contains(module), let keyPath = classKeyPath(of: node)
        else { return nil }
        return Candidate(className: type, module: module, keyPath: keyPath)
    }

    /// Turns the warnings and errors about what such a class may set into notes.
    ///
    /// - Parameters:
    ///   - setInCode: the facts code records (``importKey(module:)``, ``InertButtons/swiftTypeKey(_:)``).
    ///   - superclasses: every class the Swift and Objective-C code declares, with its superclass.
    ///   - paths: the scanned files and project files, and `roots` the scanned folders (``treeFolders(_:roots:)``).
    static func apply(
        to records: inout [ScanFindingRecord], elements: [ScannedElement], setInCode: Set<String>, superclasses: [String: String], paths: [String],
        roots: [String]
    ) {
        guard elements.contains(where: { $0.externalClass != nil }) else { return }
        var folders: Set<String>?
        for index in records.indices where records[index].finding.severity >= .warning {
            guard let element = records[index].element, let candidate = elements[element].externalClass,
                let what = judged[records[index].finding.rule],
                setInCode.contains(importKey(module: candidate.module)),
                superclasses[candidate.className] == nil, !setInCode.contains(InertButtons.swiftTypeKey(candidate.className))
            else { continue }
            if folders == nil { folders = treeFolders(paths, roots: roots) }
            guard folders?.contains(candidate.module) != true else { continue }
            let lead =
                "\(candidate.className) comes from \(candidate.module), whose code is not in the scanned tree, "
                + "and the file sets its \(candidate.keyPath), so the file's \(what) may be a placeholder"
            records[index].finding = CodeSetPlaceholders.demoted(
                records[index].finding, lead: lead, property: "externalClass", why: "\(candidate.module).\(candidate.className)",
                judgedProperty: "fileValueFinding")
            records[index].finding.setProperty("externalClassSetting", candidate.keyPath)
        }
    }

    /// The folders the scanned files lie in, and the dependencies checked out next to the scanned
    /// roots and project files (`Pods/M`, `Carthage/Checkouts/M`, which the walk skips): a module
    /// of one of those names is an app target's, or a dependency whose code the tree holds though
    /// the scan does not read it (Rocket.Chat's committed `Pods/SwipeCellKit`).
    static func treeFolders(_ paths: [String], roots: [String]) -> Set<String> {
        var folders = Set(paths.flatMap { $0.split(separator: "/").dropLast().map(String.init) })
        let projectFolders = paths.filter { $0.hasSuffix(".pbxproj") || $0.hasSuffix("Package.swift") }.map {
            var folder = ($0 as NSString).deletingLastPathComponent
            if folder.hasSuffix(".xcodeproj") { folder = (folder as NSString).deletingLastPathComponent }
            return folder
        }
        for folder in Set(roots + projectFolders) {
            for checkouts in ["Pods", "Carthage/Checkouts"] {
                let path = folder.isEmpty || folder == "." ? checkouts : folder + "/" + checkouts
                folders.formUnion((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
            }
        }
        return folders
    }
}
