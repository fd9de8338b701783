import LegibleReporting
import LegibleScan
import LegibleTypeScale

/// What Objective-C UIKit code sets on one view, gathered over its scope (as the Swift reader's
/// `UIKitReceiver`): `self.titleLabel.font = …;` in `init` and
/// `[self.titleLabel setAdjustsFontForContentSizeCategory:YES];` in `setUp` are the same view's.
struct ObjCReceiver {
    var name: String
    var first: ObjCSite
    var fontSite: ObjCSite?
    var font: ScannedFont?
    /// A fixed size named by a UIKit constant, as written, instead of ``font``.
    var sizeConstant: String?
    var adjustsForContentSize: Bool?
    var shrinkSite: ObjCSite?
    var minimumScale: Double?
    var setsMinimumScale = false
    var numberOfLines: Int?
    var textColor: ScannedColor?
    var backgroundColor: ScannedColor?
    /// Every font assignment, with the platforms its blocks compile it for (``ObjCPlatformFont``).
    var platformFonts: [ObjCPlatformFont] = []
    /// The class of the `@implementation` the view is set in.
    var className: String?
    /// Whether code reaches the view through the class's own member (`_label`, `self.label`).
    var throughMember = false
    /// `Class.outlet` for a view reached through a local of an app class (`cell.titleLabel` of
    /// `OASimpleTableViewCell *cell`), ``ObjCLocalOutlets``.
    var localOutlet: String?

    /// The kind of view its name suggests (``ScannedElement/Kind/uiKitView(named:)``).
    var kind: ScannedElement.Kind { .uiKitView(named: name) }
}

/// Where something is set: the statement, and the line and column of the assignment's target
/// or the message's `[`.
struct ObjCSite {
    var line: Int
    var column: Int
    var lines: ClosedRange<Int>
}

/// One property set on a view, however it is written (`label.font = f;`, `[label setFont:f];`).
struct ObjCPropertySet {
    var receiver: String
    var property: String
    var value: ObjCExpression
    var site: ObjCSite
    var statement: ObjCStatement
    /// The value's tokens, for a text set from something the scan cannot read (``ObjCCodeTexts``).
    var valueTokens: ArraySlice<ObjCToken> = []
    /// Whether the receiver was written through the class's member (`_label.…`, `self.label.…`),
    /// which ``receiver`` no longer says.
    var throughMember = false
}

/// Gathers the view properties one file sets and turns them into elements at the end.
struct ObjCViewReader {
    private var receivers: [String: ObjCReceiver] = [:]
    private var order: [String] = []
    private var imaged: Set<String> = []
    private var titled: Set<String> = []
    /// Views the file makes as a plain label or text field, and views given a font (``ObjCDefaultFontViews``).
    private var madePlain: Set<String> = []
    private var fontSet: Set<String> = []
    let constants: ObjCConstants

    init(constants: ObjCConstants) {
        self.constants = constants
    }

    /// The properties read; anything else set on a view is ignored.
    static let properties: Set<String> = [
        "font", "adjustsFontForContentSizeCategory", "adjustsFontSizeToFitWidth", "minimumScaleFactor", "numberOfLines", "textColor",
        "backgroundColor",
    ]

    /// Records a view `receiver` the file makes as a plain label or text field (``ObjCDefaultFontViews``).
    mutating func noteMadePlain(_ receiver: String, scopeKey: String) {
        madePlain.insert(scopeKey + "|" + receiver)
    }

    /// Reads one property set.
    mutating func read(_ set: ObjCPropertySet, scopeKey: String) {
        let key = scopeKey + "|" + set.receiver
        if ObjCDefaultFontViews.fontProperties.contains(set.property) { fontSet.insert(key) }
        if ["setImage:forState:", "setBackgroundImage:forState:"].contains(set.property) { imaged.insert(key) }
        if ["setTitle:forState:", "setAttributedTitle:forState:"].contains(set.property) { titled.insert(key) }
        guard Self.properties.contains(set.property) else { return }
        var receiver = receivers[key] ?? ObjCReceiver(name: set.receiver, first: set.site, className: set.statement.className)
        if receivers[key] == nil { order.append(key) }
        // A local's scope is its method's: only a view of the class's scope is the class's member.
        if set.throughMember, scopeKey.hasPrefix("class ") { receiver.throughMember = true }
        if receiver.localOutlet == nil, !set.throughMember {
            receiver.localOutlet = ObjCLocalOutlets.outlet(ofReceiver: set.receiver, constants: constants, scope: set.statement.scope, line: set.site.line)
        }
        let fonts = ObjCFontReader(constants: constants, scope: set.statement.scope)
        let colors = ObjCColorReader(fonts: fonts)
        switch set.property {
        case "font":
            // The last assignment wins: one the reader cannot read leaves the font unknown.
            receiver.font = fonts.read(set.value)
            receiver.sizeConstant = receiver.font == nil ? fonts.sizeConstant(set.value) : nil
            receiver.fontSite = receiver.font == nil && receiver.sizeConstant == nil ? nil : set.site
            receiver.platformFonts.append(
                ObjCPlatformFont(
                    font: receiver.font, sizeConstant: receiver.sizeConstant, site: receiver.fontSite, platforms: set.statement.platforms,
                    condition: set.statement.platformCondition))
        case "adjustsFontForContentSizeCategory": receiver.adjustsForContentSize = Self.bool(set.value)
        case "adjustsFontSizeToFitWidth": receiver.shrinkSite = Self.bool(set.value) == true ? set.site : nil
        case "minimumScaleFactor":
            receiver.minimumScale = fonts.number(set.value)
            receiver.setsMinimumScale = true
        case "numberOfLines": receiver.numberOfLines = fonts.number(set.value).map(Int.init)
        case "textColor": receiver.textColor = colors.read(set.value)
        case "backgroundColor": receiver.backgroundColor = colors.read(set.value)
        default: break
        }
        receivers[key] = receiver
    }

    /// The elements: one per view that had a font or shrinking set, with suppressions from
    /// `suppressions` and an id from `id`.
    func elements(path: String, reactsToSizeChanges: Bool, id: (ObjCSite) -> String) -> [(ScannedElement, ClosedRange<Int>)] {
        order.flatMap { key -> [(ScannedElement, ClosedRange<Int>)] in
            guard let receiver = receivers[key], receiver.font != nil || receiver.sizeConstant != nil || receiver.shrinkSite != nil else { return [] }
            if isImageOnlyButtonTitle(key) { return [] }
            let site = receiver.fontSite ?? receiver.shrinkSite ?? receiver.first
            var element = ScannedElement(
                kind: receiver.kind, id: id(site), location: Finding.Location(file: path, line: site.line, column: site.column), platform: .iOS)
            // Live with adjustsFontForContentSizeCategory, or in a file that re-applies fonts when
            // the text size changes, as the Swift reader decides.
            element.font = receiver.font?.with(live: receiver.adjustsForContentSize == true || reactsToSizeChanges)
            element.fixedSizeConstant = receiver.sizeConstant
            element.maxLines = receiver.numberOfLines.flatMap { $0 >= 0 ? $0 : nil }
            // A minimumScaleFactor of 0 (the default) means no shrinking (Apple), as in the Swift
            // and Interface Builder readers; a text field shrinks to its minimumFontSize instead.
            let scales = receiver.kind == .textField || (receiver.setsMinimumScale && receiver.minimumScale.map { $0 > 0 && $0 < 1 } ?? true)
            // A view made here with UIKit's default font keeps a fixed size: no chosen size to undo.
            let keepsDefaultFont = madePlain.contains(key) && !fontSet.contains(key)
            if receiver.shrinkSite != nil, scales, !keepsDefaultFont {
                let made = receiver.shrinkSite.map { Finding.Location(file: path, line: $0.line, column: $0.column) }
                element.shrink = ScannedShrink(mechanism: "adjustsFontSizeToFitWidth = YES", minimumScale: receiver.minimumScale, location: made)
            }
            if receiver.textColor != nil, let background = receiver.backgroundColor, !background.isTranslucent {
                element.textColor = receiver.textColor
                element.backgroundColor = background
            }
            element.textWidth = .unknown(reason: "UIKit code sets its width through constraints or frames the scan does not follow")
            element.codeOutlet =
                Self.outlet(ofReceiver: receiver.name, className: receiver.className, throughMember: receiver.throughMember) ?? receiver.localOutlet
            let live = receiver.adjustsForContentSize == true || reactsToSizeChanges
            return receiver.platformElements(of: element, path: path, live: live, id: id) ?? [(element, site.lines)]
        }
    }

    /// `Class.name` for a view the class reaches through its own property or instance variable
    /// (`_restoreButton`, `self.restoreButton`, a button's `.titleLabel`), which a storyboard or
    /// xib may connect as an outlet (``ScannedElement/codeOutlet``): what the file sets on that
    /// view then answers the code's finding (``LegibleScan/OutletFileFacts``). Threema a92bb3b9
    /// `SplashViewController.m:106` shrinks `_restoreButton.titleLabel`, a fixed 16 pt button in
    /// `CreateID.storyboard:75`. `receiver` is the key the file scan made (`self.` and `_` already
    /// dropped, ``ObjCFileScan/normalized(_:)``), so whether it was written through the class's
    /// member is `throughMember`: a bare name may be a local or a parameter, `nil`.
    static func outlet(ofReceiver receiver: String, className: String?, throughMember: Bool) -> String? {
        guard throughMember, let className else { return nil }
        var name = receiver
        if name.hasSuffix(".titleLabel") { name.removeLast(".titleLabel".count) }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return "\(className).\(name)"
    }

    /// A button's title label when the button is given an image and never a title.
    private func isImageOnlyButtonTitle(_ key: String) -> Bool {
        guard key.hasSuffix(".titleLabel") else { return false }
        let button = String(key.dropLast(".titleLabel".count))
        return imaged.contains(button) && !titled.contains(button)
    }

    /// `YES`, `NO`, `true`, `false`, `@YES`, 1 and 0.
    static func bool(_ expression: ObjCExpression) -> Bool? {
        switch expression {
        case .boolean(let value): value
        case .number(let value): value != 0
        default: nil
        }
    }
}
