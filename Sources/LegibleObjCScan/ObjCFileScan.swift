import LegibleReporting
import LegibleScan

/// One Objective-C file's scan: its statements read for the view properties they set.
struct ObjCFileScan {
    let path: String
    let file: ObjCFile
    let constants: ObjCConstants
    /// Whether the file re-applies fonts itself when the text size changes (it observes
    /// `UIContentSizeCategoryDidChangeNotification` or reads `preferredContentSizeCategory`).
    let reactsToSizeChanges: Bool
    private var views: ObjCViewReader
    /// The view properties code sets, as `Class.view.property` (``ScanFileResult/setInCode``).
    private(set) var setInCode: Set<String> = []
    /// The texts code sets on views from what the scan cannot read, by `Class.view` (``ObjCCodeTexts``).
    private(set) var textsInCode: [String: [ScannedCodeText]] = [:]

    /// Views found by tag, the nibs the file loads (``ObjCScreenFacts``).
    private let screens: ObjCScreenFacts
    private let headers: ObjCHeaderFacts
    /// The appearances the file's code forces.
    private var interfaceStyles: [ScannedInterfaceStyle] = []

    init(path: String, file: ObjCFile, reactsToSizeChanges: Bool, headers: ObjCHeaderFacts = ObjCHeaderFacts(), deploymentTarget: Double? = nil) {
        self.path = path
        // What only runs below the deployment target (the `else` of `@available`) never runs.
        var file = file
        if let deploymentTarget {
            file.statements.removeAll { $0.onlyBelowIOS.map { $0 <= deploymentTarget } ?? false }
        }
        self.file = file
        self.reactsToSizeChanges = reactsToSizeChanges
        self.headers = headers
        constants = ObjCConstants(file: file, headerDefines: headers.defines)
        views = ObjCViewReader(constants: constants)
        screens = ObjCScreenFacts(file: file, constants: constants)
    }

    /// Reads every statement and returns what was found.
    mutating func run() -> ScanFileResult {
        var attributedFonts: [(font: ScannedFont, site: ObjCSite, statement: ObjCStatement)] = []
        for statement in file.statements {
            if let made = ObjCDefaultFontViews.madeReceiver(statement) {
                let receiver = Self.normalized(made)
                views.noteMadePlain(receiver, scopeKey: scopeKey(receiver: receiver, statement: statement))
            }
            // A dictionary kept only to draw or measure text styles no element (``ObjCDrawnAttributes``).
            if !ObjCDrawnAttributes.onlyDrawn(statement, in: file) {
                attributedFonts += ObjCAttributedFonts.fonts(in: statement, constants: constants).map { ($0.font, $0.site, statement) }
            }
            guard let set = propertySet(statement) else { continue }
            noteSetInCode(set)
            if let style = ObjCScreenFacts.interfaceStyle(set, path: path) { interfaceStyles.append(style) }
            views.read(set, scopeKey: scopeKey(set))
        }
        let suppressions = ObjCSuppressions(file: file, path: path)
        var attached: Set<Int> = []
        var elements: [ScannedElement] = []
        for (element, lines) in views.elements(path: path, reactsToSizeChanges: reactsToSizeChanges, id: elementID) {
            var element = element
            element.suppressions = suppressions.covering(lines: lines, attached: &attached)
            elements.append(element)
        }
        // Attributed text's fixed fonts: an element at the font, whose view is not followed.
        for (font, site, statement) in attributedFonts {
            var element = ScannedElement(
                kind: .label, id: elementID(site), location: Finding.Location(file: path, line: site.line, column: site.column), platform: .iOS)
            element.font = font
            element.sourcePlatform = ObjCPlatformFont.source(statement.platforms, condition: statement.platformCondition)
            element.textWidth = .unknown(reason: "attributed text, whose view the scan does not follow")
            element.suppressions = suppressions.covering(lines: site.lines, attached: &attached)
            elements.append(element)
        }
        // Tables a superclass reloads when the text size changes (``ObjCSizeReloads``).
        setInCode.formUnion(ObjCSizeReloads.facts(file: file, elements: elements))
        var result = ScanFileResult(elements: elements, findings: suppressions.missingReasonFindings(attached: attached), setInCode: setInCode)
        result.interfaceStyles = interfaceStyles
        result.textsInCode = textsInCode
        // The classes this file implements, with the superclass its header (or the file) names.
        for name in Set(file.statements.compactMap(\.className)) {
            if let superclass = file.superclasses[name] ?? headers.superclasses[name] { result.superclasses[name] = superclass }
        }
        return result
    }

    /// `receiver.property = value` or `[receiver setProperty:value]` (and the button calls
    /// `setTitle:forState:`, `setImage:forState:`), `nil` for any other statement.
    private func propertySet(_ statement: ObjCStatement) -> ObjCPropertySet? {
        let tokens = statement.tokens
        let lines = statement.firstLine...max(statement.firstLine, statement.lastLine)
        if let assignment = ObjCStatementShape.topLevelAssignment(tokens) {
            guard tokens[assignment].text == "=", let chain = ObjCStatementShape.chain(before: assignment, in: tokens) else { return nil }
            let site = ObjCSite(line: tokens[chain.start].line, column: tokens[chain.start].column, lines: lines)
            let value = ObjCExpressionParser.parse(tokens[(assignment + 1)...])
            var names = chain.names
            let property = names.removeLast()
            if names.isEmpty {
                // `font = …` sets a label's own font only in a subclass of a text view.
                guard insideTextViewSubclass(statement), ObjCDeclarationCheck.isNotLocal(property, constants: constants, scope: statement.scope) else {
                    return nil
                }
                names = ["self"]
            }
            var set = ObjCPropertySet(receiver: Self.normalized(names), property: property, value: value, site: site, statement: statement)
            set.throughMember = Self.isThroughMember(names)
            // `a.text = b.text = title` sets `title` on both.
            let rest = tokens[(assignment + 1)...]
            set.valueTokens = rest.lastIndex(where: { $0.isSymbol("=") }).map { rest[($0 + 1)...] } ?? rest
            return set
        }
        guard let start = ObjCStatementShape.firstMessage(tokens),
            case .message(let receiver, let selector, let arguments) = ObjCExpressionParser.parse(tokens[start...]),
            let names = receiver.pathText?.split(separator: ".").map(String.init), let value = arguments.first
        else { return nil }
        let site = ObjCSite(line: tokens[start].line, column: tokens[start].column, lines: lines)
        let property: String
        if arguments.count == 1, selector.hasPrefix("set"), selector.count > 4 {
            let bare = selector.dropFirst(3).dropLast()
            property = bare.prefix(1).lowercased() + bare.dropFirst()
        } else {
            property = selector
        }
        var set = ObjCPropertySet(receiver: Self.normalized(names), property: property, value: value, site: site, statement: statement)
        set.throughMember = Self.isThroughMember(names)
        // The one argument of `[receiver setText:value]`: from the first `:` inside the message to its `]`.
        if arguments.count == 1, let colon = tokens[start...].firstIndex(where: { $0.isSymbol(":") }),
            let close = tokens.lastIndex(where: { $0.isSymbol("]") }), close > colon
        {
            set.valueTokens = tokens[(colon + 1)..<close]
        }
        return set
    }

    /// Whether `value` is a `UIFont` made at the receiver's own point size: `[UIFont
    /// boldSystemFontOfSize:self.loginButton.titleLabel.font.pointSize]` for
    /// `self.loginButton.titleLabel.font` (INaturalistIOS 3ab22038 AnonHeaderView.m:34, :44). The
    /// size is the file's (AnonHeaderView.xib:30, :37, 15 pt) and a font made at a number is a
    /// fixed one, as the Swift reader's `OwnSizeFonts` reads `systemFont(ofSize: font.pointSize)`;
    /// the buttons' fixed size was filed as a placeholder (fresh-ios22c miss).
    static func keepsOwnSize(_ value: ObjCExpression, receiver: String) -> Bool {
        guard case .message(.path(["UIFont"]), let selector, let arguments) = value,
            selector.hasSuffix("FontOfSize:") || selector.hasSuffix("FontOfSize:weight:"),
            case .path(let names)? = arguments.first, names.count > 2, names.suffix(2) == ["font", "pointSize"]
        else { return false }
        return normalized(Array(names.dropLast(2))) == receiver
    }

    /// The receiver as a key: `self.` and an instance variable's `_` dropped, so `self.label`,
    /// `_label` and `label` (a property read in the same class) are one view.
    static func normalized(_ names: [String]) -> String {
        var names = names
        while names.count > 1, names[0] == "self" { names.removeFirst() }
        if names[0].hasPrefix("_"), names[0].count > 1 { names[0].removeFirst() }
        return names.joined(separator: ".")
    }

    /// Whether a receiver's path starts at the class's own property or instance variable:
    /// `self.label`, `_label` (not `self` alone, nor a bare name, which may be a local).
    static func isThroughMember(_ names: [String]) -> Bool {
        guard let first = names.first else { return false }
        return (first == "self" && names.count > 1) || (first.hasPrefix("_") && first.count > 1)
    }

    /// The scope a receiver belongs to: the method body that declares it as a local, else its class.
    private func scopeKey(_ set: ObjCPropertySet) -> String {
        scopeKey(receiver: set.receiver, statement: set.statement)
    }

    private func scopeKey(receiver: String, statement: ObjCStatement) -> String {
        let root = String(receiver.prefix { $0 != "." })
        if constants.locals[statement.scope]?.contains(root) == true { return "method \(statement.scope)" }
        return "class \(statement.className ?? "")"
    }

    private func insideTextViewSubclass(_ statement: ObjCStatement) -> Bool {
        guard let name = statement.className, let superclass = file.superclasses[name] else { return false }
        return ["UILabel", "UIButton", "UITextField", "UITextView"].contains(superclass)
    }

    /// The member recorded for an outlet code makes live (LegibleScan's `LiveViewClasses.liveOutletMember`).
    static let liveFont = "adjustsFontForContentSizeCategory"

    /// The selectors (and properties) that give a view something to do when tapped.
    private static let actionSelectors = ["addTarget:", "addGestureRecognizer:", "addAction:", "menu", "showsMenuAsPrimaryAction"]

    /// What each assignment or call sets, as Interface Builder's elements name it.
    private static let codeSetProperties: [String: [String]] = [
        "textColor": ["textColor"], "setTitleColor:forState:": ["textColor"], "backgroundColor": ["backgroundColor"], "font": ["font"],
        "attributedText": ["textColor", "font", "attributedText"], "setAttributedTitle:forState:": ["textColor", "font", "attributedText"],
        "configuration": ["textColor", "font", "configuration"],
        "adjustsFontForContentSizeCategory": ["font"], "text": ["text"], "setTitle:forState:": ["text"],
        "numberOfLines": ["numberOfLines"], "adjustsFontSizeToFitWidth": ["adjustsFontSizeToFitWidth"],
        // `label.hidden = NO` or `[label setHidden:NO]`: whether a view hidden in its file shows.
        "hidden": ["isHidden", "isHiddenShown"],
        // A frame code sets: a target's size in the file is a placeholder (as in Swift).
        "frame": ["frame"], "bounds": ["frame"],
    ]

    /// Records `Class.view.property` for a property code sets on a view of the class it is in, for
    /// the xib's outlet to it (as the Swift reader does), and the names of a view found by tag.
    private mutating func noteSetInCode(_ set: ObjCPropertySet) {
        // `[self.button addTarget:self action:… forControlEvents:…]`, a gesture recogniser, a
        // `UIAction` or a menu: the outlet is a control (LegibleScan's `CodeActionControls`), as in Swift.
        if Self.actionSelectors.contains(where: { set.property.hasPrefix($0) }), let outlet = set.receiver.split(separator: ".").last, outlet != "self" {
            setInCode.insert(CodeActionControls.actionKey(outlet: String(outlet)))
        }
        guard var properties = Self.codeSetProperties[set.property] else { return }
        // A font made at the view's own point size keeps the file's size: the file's fixed font shows.
        if set.property == "font", Self.keepsOwnSize(set.value, receiver: set.receiver) { return }
        if ObjCLocalReceivers.keepsOwnSize(set, constants: constants, statements: file.statements) { return }
        // `self.authorButton.titleLabel.adjustsFontForContentSizeCategory = YES` makes the file's
        // font live (ish 00f1c0e5 AltIconViewController.m:129 for About.storyboard:663, a
        // `text.not-live` note "code sets AltIconCell.authorButton.font"): LegibleScan's
        // `LiveViewClasses` drops `text.not-live` for the outlet's element.
        if set.property == "adjustsFontForContentSizeCategory", ObjCViewReader.bool(set.value) == true { properties.append(Self.liveFont) }
        for tagged in screens.taggedViews(receiver: set.receiver, scope: set.statement.scope, className: set.statement.className) {
            for property in properties { setInCode.insert("\(tagged).\(property)") }
        }
        guard let type = set.statement.className else { return }
        var view = String(set.receiver.prefix { $0 != "." })
        guard !view.isEmpty else { return }
        // A local alias of an outlet (`UITextView *textView = self.blablaTextView;`) is the outlet;
        // any other local (`UIView *view = [[UIView alloc] init];`) is not the class's view of that name.
        let alias = outletAlias(view, scope: set.statement.scope)
        let otherLocal =
            alias == nil && !set.throughMember && ObjCLocalReceivers.isLocal(view, constants: constants, scope: set.statement.scope, line: set.site.line)
        if let alias { view = alias }
        if !otherLocal {
            for property in properties { setInCode.insert("\(type).\(view).\(property)") }
        }
        if set.property == "text", !set.receiver.contains("."),
            let text = ObjCCodeTexts.unreadable(
                set.value, written: ObjCCodeTexts.written(set.valueTokens), constants: constants, scope: set.statement.scope, path: path, site: set.site)
        {
            textsInCode["\(type).\(view)", default: []].append(text)
        }
        // A cell style's own label through the cell's outlet (`_nameCell.detailTextLabel.textColor`),
        // as Interface Builder's elements name it: `Owner.nameCell.detailTextLabel` (Seafile 6bdf6b8c
        // SeafSettingsViewController.m:389).
        let parts = set.receiver.split(separator: ".")
        if parts.count == 2, parts[1] == "textLabel" || parts[1] == "detailTextLabel" {
            for property in properties { setInCode.insert("\(type).\(set.receiver).\(property)") }
        }
        // An outlet of a local of the view's class: `SeafButtonCell *cell = …; cell.button.backgroundColor
        // = …` is `SeafButtonCell.button` (Seafile 6bdf6b8c StartViewController.m:317 for SeafButtonCell.xib:21).
        if parts.count == 2, let owner = constants.localClass(of: String(parts[0]), scope: set.statement.scope, line: set.site.line) {
            for property in properties { setInCode.insert("\(owner).\(parts[1]).\(property)") }
        }
    }

    /// The outlet a local pointer is declared as and never reassigned: `textView` for `UITextView
    /// *textView = self.blablaTextView;` or `= _blablaTextView;` (VLC 12cd503e
    /// `VLCAboutViewController.m:47-48` gives the xib's text view its attributed text through it,
    /// so `VLCAboutViewController.xib:22`'s font is a placeholder); `nil` for anything else.
    private func outletAlias(_ name: String, scope: Int) -> String? {
        guard constants.localClasses[scope]?[name] != nil, let path = constants.value(of: name, scope: scope)?.pathText else { return nil }
        let parts = path.split(separator: ".").map(String.init)
        if parts.count == 2, parts[0] == "self" { return parts[1] }
        if parts.count == 1, parts[0].hasPrefix("_"), parts[0].count > 1 { return String(parts[0].dropFirst()) }
        return nil
    }

    /// The element id: the class and line (`SettingsViewController:42`), or the file's name
    /// outside a class.
    private func elementID(_ site: ObjCSite) -> String {
        let statement = file.statements.first { $0.lines.contains(site.line) }
        let name = statement?.className ?? String((path.split(separator: "/").last ?? Substring(path)).split(separator: ".").first ?? "")
        return "\(name):\(site.line)"
    }
}

/// Checks on the names a file declares.
enum ObjCDeclarationCheck {
    /// Whether `name` is not a local variable of body `scope` (then `font = …` is the view's own).
    static func isNotLocal(_ name: String, constants: ObjCConstants, scope: Int) -> Bool {
        constants.locals[scope]?.contains(name) != true
    }
}

extension ObjCStatement {
    var lines: ClosedRange<Int> { firstLine...max(firstLine, lastLine) }
}
