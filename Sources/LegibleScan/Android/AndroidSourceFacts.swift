import Foundation
import LegibleSyntax

/// What an app's Kotlin and Java sources say, literally, about how its layouts are shown: which
/// layouts an activity sets as its content view, the theme an activity sets in code, and a
/// night mode fixed for the whole app. Found by a bounded text search, not by parsing: what code
/// decides at run time (a variable, a branch) is not knowable, so only literal calls count.
///
/// - `setContentView(R.layout.main)`, `DataBindingUtil.setContentView(this, R.layout.main)`,
///   and `setContentView(binding.root)` where `binding` is an `ActivityMainBinding` (view or
///   data binding: the class name gives the layout `activity_main`) → `main`/`activity_main` is a
///   content view; a layout inflated anywhere else (a fragment, dialog, list item) is not.
/// - `setTheme(R.style.Theme_App_Red)` in a file that sets a content view → that layout is shown
///   in `Theme.App.Red` (one literal `setTheme` per file; two or more leave the manifest's).
/// - `AppCompatDelegate.setDefaultNightMode(MODE_NIGHT_NO)` anywhere → light only, `MODE_NIGHT_YES`
///   → dark only; any other mode, a variable, or both in different places → both.
struct AndroidSourceFacts: Sendable, Hashable {
    /// A night mode the app fixes in code.
    enum NightMode: Sendable, Hashable { case light, dark }

    /// Content-view layouts by ``key(_:)``.
    var contentViews: Set<String> = []
    /// Layout key → the simple names of the classes (by their files' names, as Java requires and Kotlin apps keep) that set it as their content view.
    var contentViewFiles: [String: Set<String>] = [:]
    /// Layout key → the `R.style` name an activity sets before showing it (`Theme_App_Red`).
    private(set) var themes: [String: String] = [:]
    /// Every `setDefaultNightMode` argument found, as written.
    private(set) var nightModeArguments: Set<String> = []
    /// Layout key → the night mode its activity fixes for itself: see `AndroidSourceFacts+NightMode.swift`.
    var localNightModes: [String: ScannedInterfaceStyle] = [:]
    /// How many source files were searched.
    private(set) var filesRead = 0
    /// The compound names code mentions, by ``key(_:)``: see `AndroidSourceFacts+Mentions.swift`.
    private(set) var mentionedViewNames: Set<String> = []
    /// View ids (by ``key(_:)``) whose size, only width or only height code sets (``sizedViewSides(in:aliases:)``), whose `RemoteViews` padding or text size it sets (``remotePaddedViews(in:isJava:)``,
    /// ``remoteTextSizeSetters(in:)``), and → where it sets their `RemoteViews` text size by a value (``remoteTextSizes(in:path:)``).
    var sizesSetInCode: Set<String> = [], widthsSetInCode: Set<String> = [], heightsSetInCode: Set<String> = []
    var paddingsSetInCode: Set<String> = [], textSizesSetInCode: Set<String> = [], remoteTextSizes: [String: String] = [:]
    /// Layouts (by ``key(_:)``) an app widget shows: `RemoteViews(packageName, R.layout.x)`.
    var remoteViewsLayouts: Set<String> = []
    /// Layout key → the app widget provider class that shows it: see `AndroidSourceFacts+RemoteViews.swift`.
    var appWidgetLayouts: [String: String] = [:]
    /// View ids (by ``key(_:)``) whose background code sets (`setBackgroundColor`, `.background =`…).
    var backgroundsSetInCode: Set<String> = []
    /// View ids (by ``key(_:)``) whose text colour code sets (`setTextColor`), and `hint ` + those whose hint colour; the app helpers that choose it (`AndroidCodeTextColors.swift`).
    private(set) var textColorsSetInCode: Set<String> = [], codeTextColors = AndroidCodeTextColors()
    /// View ids (by ``key(_:)``) whose alpha code sets or animates: see `AndroidLayoutWalk+ViewAlpha.swift`.
    private(set) var alphasSetInCode: Set<String> = []
    /// View ids (by ``key(_:)``) code gives a click listener (`setOnClickListener`), and the named listeners given: see `+SharedListeners.swift`.
    var clickListenersSetInCode: Set<String> = [], namedListeners: [String: Set<String>] = [:]
    /// View ids (by ``key(_:)``) code makes act on a tap some other way: see `AndroidLayoutWalk+Badges.swift`.
    var tapActionsSetInCode: Set<String> = []
    /// View ids (by ``key(_:)``) code sets `isClickable = false` on, and those it sets clickable any other way (`+Unclickable.swift`);
    /// given a `LinkMovementMethod` (`+LinkMovement.swift`); named for more than a lookup and a listener (`+ListenerOnlyViews.swift`); enabled (`+Enabled.swift`).
    var unclickableInCode: Set<String> = [], clickableInCode: Set<String> = []
    var linkMovementViews: Set<String> = [], usedBeyondListeners: Set<String> = [], enabledInCode: Set<String> = []
    /// View ids (by ``key(_:)``) handed to a `TouchDelegate`, the app's functions that hand it their receiver (`+TouchDelegateHelpers.swift`) or a parameter (`+DelegatingParameters.swift`); the app's functions that set their receiver's click listener → the setter each calls (`+ClickHelpers.swift`).
    var touchDelegateViews: Set<String> = [], touchDelegateHelpers: Set<String> = [], touchDelegateParameters = AndroidTouchDelegateParameterFacts()
    var clickHelpers: [String: String] = [:]
    /// View id → the views its click listeners only click (`x.performClick()`), the view ids given any other
    /// listener, and view id → its listeners' texts, by ``key(_:)``: see `AndroidSourceFacts+ClickForwards.swift`.
    var clickForwardTargets: [String: Set<String>] = [:], ownClickListeners: Set<String> = [], clickListenerTexts: [String: Set<String>] = [:]
    /// Views whose named listener only clicks the view of the class holding them: see `+PassthroughClicks.swift`.
    var passthroughs = AndroidPassthroughFacts()
    /// View id → the views whose touch listeners hand it every touch, by ``key(_:)``: see `+TouchForwards.swift`.
    var touchForwardSources: [String: Set<String>] = [:]
    /// View ids (by ``key(_:)``) code makes visible, views handed to another class's properties and the properties shown, members shown: see `+Visibility.swift`, `+HandedViews.swift`, `+MemberShows.swift`.
    var shownInCode: Set<String> = [], handedViews: [String: Set<String>] = [:], shownProperties: Set<String> = [], memberShows = AndroidMemberShows()
    /// View ids shown only when a field is true, → the field, and those any other code shows: see `AndroidSourceFacts+FieldBranches.swift`.
    var fieldShows: [String: String] = [:], plainShows: Set<String> = []
    /// `layout/id` key → the files (as class names) that hide the view each time they bind a row: see `AndroidSourceFacts+Hidden.swift`.
    var hiddenWhenBound: [String: Set<String>] = [:]
    /// `layout/id` keys of the views given a click listener by a file that names the layout (`+Clicks.swift`), and those kept from an action bar's custom view (`+ContentLookups.swift`).
    var clickListenersByLayout: Set<String> = [], contentLookupListeners: [String: Set<String>] = [:]
    /// `layout/id` → the intent an app widget's code gives the view, each intent with the `RemoteViews` it is set on, and ids tapped in added `RemoteViews`: see `AndroidSourceFacts+RemoteClicks.swift`.
    var remoteClickIntents: [String: String] = [:], remoteClickScopes: [String: Set<String>] = [:], remoteClicksInAddedViews: Set<String> = []
    /// A file's class → the view ids (by ``key(_:)``) it gives a click listener while naming no
    /// layout (a base adapter), credited to the layouts its subclasses name.
    var inheritedClickListeners: [String: Set<String>] = [:]
    /// View ids (by ``key(_:)``) given a click listener through `findViewById(R.id.x)`, in any
    /// file: they count in a layout that alone declares the id (`AndroidSourceFacts+FoundViewClicks.swift`).
    var foundViewClickListeners: Set<String> = []
    /// A file's class → the layouts (by ``key(_:)``) it names.
    var layoutsByClass: [String: Set<String>] = [:]
    /// Class names more than one file is named after (Tusky's three `StatusViewHolder`s): which
    /// one a subclass extends is not known, so none lends or takes an inherited listener.
    var ambiguousClasses: Set<String> = []
    /// An app's view class → what its constructor gives itself, as layout attributes (a ripple
    /// background, a minimum size): see `AndroidSourceFacts+Views.swift`.
    var classAttributes: [String: [String: String]] = [:]
    /// An app's view class → the theme attribute its constructors take its default style from
    /// (`R.attr.listItemTextViewStyle`): see `AndroidSourceFacts+DefaultStyles.swift`.
    var defaultStyleAttributes: [String: String] = [:]
    /// The app's view classes that set their own typeface in code (`setTypeface(…)`), whose `onMeasure` sets their size (`+Measure.swift`), and that take touches themselves (`+Views.swift`).
    var typefaceClasses: Set<String> = [], selfSizedClasses: Set<String> = [], touchClasses: Set<String> = []
    /// Class name → the layouts its callers pass it: see `AndroidSourceFacts+PassedLayouts.swift`.
    var passedLayouts: [String: Set<String>] = [:]
    /// The file names read so far, as class names; view id or `layout/id` → the nullable
    /// properties that alone give it a listener, and every name code assigns: see `AndroidSourceFacts+GatedListeners.swift`.
    var classesSeen: Set<String> = [], gatedClickListeners: [String: Set<String>] = [:], assignedNames: Set<String> = []
    /// Layout key → the `setTheme` call that picks its activity's theme at run time: see `AndroidSourceFacts+Themes.swift`.
    var themesChosenInCode: [String: String] = [:]
    /// Class name → the function its one `setTheme(function(…))` calls (empty for any other
    /// run-time choice) and the call: see `AndroidSourceFacts+ThemeFunctions.swift`.
    var themeFunctionCalls: [String: AndroidThemeCall] = [:]
    /// Class name → its functions that return `R.style` literals → those fields (empty when a result is anything else).
    var themeFunctions: [String: [String: [String]]] = [:]
    /// The texts code sets, by ``key(_:)`` of layout and view id (`itemnote/title`): see `AndroidSourceTexts.swift`;
    /// by view id, those set through a `findViewById` lookup: see `AndroidSourceFacts+FoundViewTexts.swift`.
    var textsSetInCode: [String: [ScannedCodeText]] = [:]
    var foundViewTexts: [String: [ScannedCodeText]] = [:]
    /// `layout/id` → the texts of ``textsSetInCode`` set in a branch that hides views: see `AndroidSourceFacts+HidingBranches.swift`.
    var textsHiddenByBranch: [String: [HidingBranchText]] = [:]
    /// The app's own view classes by simple name → the class each extends (`FocusAwareCoordinator`
    /// → `CoordinatorLayout`), for those that measure as it does: see `AndroidSourceFacts+Views.swift`.
    var superclasses: [String: String] = [:]
    /// Every view class the app declares → the class it extends, measured its own way or not: its
    /// kind (text, button…) is its superclass's. See `AndroidSourceFacts+Views.swift`.
    var viewSuperclasses: [String: String] = [:]
    /// The layouts code shows as a dialog's content: see `AndroidSourceFacts+Dialogs.swift`.
    var dialogs = AndroidDialogFacts()
    /// The compound drawables code sets beside views' text.
    var codeDrawables = AndroidCodeDrawableFacts()
    /// Views given to text-setting functions, views code only fades or hides, layouts shown through subclasses' functions (`+TextSetters`, `+LookOnlyViews`, `+LayoutMethods.swift`).
    var textSetters = AndroidTextSetterFacts(), lookUses = AndroidLookOnlyFacts(), layoutMethods = AndroidLayoutMethodFacts()
    /// Layouts (by ``key(_:)``) named by a file that calls `setDisplayShowTitleEnabled(false)`: see `AndroidSourceFacts+Themes.swift`.
    var hiddenToolbarTitles: Set<String> = []
    /// The fragments classes declare, create and host: see `AndroidSourceFacts+Fragments.swift`.
    var fragments = AndroidFragmentFacts()
    /// The classes, mentions and layouts of each file, for reachability: see `AndroidSourceFacts+Reach.swift`.
    var reach = AndroidReachFacts()
    /// `setTheme` helpers that set no theme: see `AndroidSourceFacts+ThemeHelpers.swift`.
    var themeHelpers = AndroidThemeHelperFacts()

    /// Whether an activity sets the layout `name` as its content view.
    func isContentView(_ name: String) -> Bool {
        contentViews.contains(Self.key(name))
    }

    /// The classes that set the layout `name` as their content view.
    func contentViewClasses(ofLayout name: String) -> Set<String> {
        contentViewFiles[Self.key(name)] ?? []
    }

    /// A layout name as `R.layout` fields and binding classes both reduce to it: lower case
    /// without underscores (`activity_main2`, `ActivityMain2Binding` → `activitymain2`).
    static func key(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != "_" }.map(Character.init))
    }

    /// Adds what one source file says.
    mutating func add(source text: String, path: String = "") {
        filesRead += 1
        let className = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let written = namingPassedLayouts(searchedCode(text, path: path), className: className)
        let code = Self.blankingInternalBuildCode(written)  // what only debug or dogfood builds run: `+InternalBuilds.swift`
        // `title.setTextColor(…)` with `title = findViewById(R.id.toolbar_title)`: the id's colour (read once: texts, colours, clicks ask).
        let aliases = Self.viewAliases(in: code)
        addTexts(code, path: path, aliases: aliases)
        reach.add(written, path: path)
        mentionedViewNames.formUnion(Self.mentionedNames(in: code))
        addSuperclasses(code)
        addClassAttributes(code, className: className)
        addDefaultStyleAttribute(code, className: className)
        addHiddenToolbarTitles(code)
        addFragmentFacts(code, className: className)
        dialogs.add(code, className: className)
        addRemoteViews(code, className: className, path: path)
        addRemoteClicks(code)
        paddingsSetInCode.formUnion(Self.remotePaddedViews(in: code, isJava: path.hasSuffix(".java")))
        let sized = Self.sizedViewSides(in: code, aliases: aliases)
        sizesSetInCode.formUnion(sized.whole)
        widthsSetInCode.formUnion(sized.width)
        heightsSetInCode.formUnion(sized.height)
        // A view handed to a padding helper of the file: `AndroidSourceFacts+Sizes.swift`.
        paddingsSetInCode.formUnion(Self.helperPaddedViews(in: code, aliases: aliases, isJava: path.hasSuffix(".java")))
        func views(_ calls: [Call]) -> [String] {
            calls.flatMap { call in AndroidSourceFacts.receiverViews(call.receiver, viewID: call.viewID, before: call.start, in: code, aliases: aliases) }
        }
        for name in ["setBackground", "setBackgroundColor", "setBackgroundResource", "setBackgroundDrawable", "setBackgroundTintList"] {
            backgroundsSetInCode.formUnion(views(Self.calls(named: name, in: code, receivers: true)))
        }
        for name in ["background", "backgroundTintList"] { backgroundsSetInCode.formUnion(Self.assignedViews(name, in: code)) }
        backgroundsSetInCode.formUnion(Self.recolouredBackgrounds(in: code, aliases: aliases))
        textColorsSetInCode.formUnion(codeTextColors.add(code, views: views) + Self.hintViews(views, code))
        for name in ["setAlpha", "animate"] { alphasSetInCode.formUnion(views(Self.calls(named: name, in: code, receivers: true))) }
        alphasSetInCode.formUnion(Self.assignedViews("alpha", in: code))
        addClickListeners(code, aliases: aliases, views: views, className: className)
        addClickability(code, aliases: aliases)
        codeDrawables.add(code, aliases: aliases, isJava: path.hasSuffix(".java"))
        addClickForwards(code, aliases: aliases, className: className)
        addTouchForwards(code, aliases: aliases)
        addVisibility(code, aliases: aliases, className: className, isJava: path.hasSuffix(".java"))
        // A theming helper given the view (`viewThemeUtils.platform.colorTextView(binding.title, …)`) sets its colours.
        let themed = Self.themedViews(in: code, aliases: aliases)
        textColorsSetInCode.formUnion(themed)
        backgroundsSetInCode.formUnion(themed)
        var layouts: [String] = []
        // A dialog class's own setContentView shows its layout in the dialog's window.
        let isDialog = Self.declaresDialogClass(code)
        for call in Self.calls(named: "setContentView", in: code, receivers: true) {
            // `dialog.setContentView(…)`, `popup.setContentView(…)`: another window's content.
            guard call.receiver.map({ ["this", "super", "DataBindingUtil"].contains($0) }) ?? !isDialog else { continue }
            layouts += contentViewLayouts(argument: call.argument, file: code)
        }
        // `class MainActivity : BindingActivity<ActivityMainBinding>(…)`: a base class sets the binding's root.
        layouts += Self.activityHeaderBindings(code)
        for layout in layouts {
            contentViews.insert(Self.key(layout))
            if !className.isEmpty { contentViewFiles[Self.key(layout), default: []].insert(className) }
        }
        // Its own night mode for its content views, and the layouts it shows through functions (`+LayoutMethods.swift`).
        addLayoutMethods(code, className: className, path: path, contentViews: layouts)
        // A theme or night mode set only in some branch (`if (black) setTheme(…)`) is not the one.
        let themeCalls = Self.calls(named: "setTheme", in: code)
        let styles = Set(themeCalls.compactMap { Self.field(of: "R.style.", in: $0.argument) })
        if themeCalls.count == 1, !themeCalls[0].conditional, styles.count == 1, let style = styles.first {
            for layout in layouts { themes[Self.key(layout)] = style }
        } else if let chosen = Self.themeChosenAtRunTime(themeCalls, in: code, path: path) {
            for layout in layouts { themesChosenInCode[Self.key(layout)] = chosen }
        }
        addThemeFunctions(code, calls: themeCalls, className: className, path: path)
        addThemeHelpers(code, layouts: layouts, className: className)
        for call in Self.calls(named: "setDefaultNightMode", in: code) {
            let argument = String(decoding: call.argument, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            nightModeArguments.insert(call.conditional ? "in a branch: \(argument)" : argument)
        }
    }

    /// The layouts a `setContentView(…)` argument shows: an `R.layout.` field, a binding class
    /// named in it, or the binding class of the variable whose `.root` it is.
    private func contentViewLayouts(argument: [UInt8], file: [UInt8]) -> [String] {
        if let layout = Self.field(of: "R.layout.", in: argument) { return [layout] }
        if let binding = Self.bindingClass(in: argument[...]) { return [binding] }
        let text = String(decoding: argument, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        for suffix in [".root", ".getRoot()"] where text.hasSuffix(suffix) {
            let receiver = String(text.dropLast(suffix.count)).split(separator: ".").last.map(String.init) ?? ""
            let name = receiver.hasSuffix("()") && receiver.hasPrefix("get") ? String(receiver.dropFirst(3).dropLast(2)) : receiver
            guard Self.isIdentifier(name) else { return [] }
            return Self.bindingClass(ofVariable: name, in: file).map { [$0] } ?? []
        }
        return []
    }

    // MARK: Searching

    /// The argument text of each call `name(…)` (with an optional `<Type>` between), up to 400
    /// bytes and the parenthesis that closes it; with `receivers`, the identifier before a `.`
    /// in front of the name (`dialog` in `dialog.setContentView`, `?` for an expression).
    static func calls(named name: String, in code: [UInt8], receivers: Bool = false) -> [Call] {
        var result: [Call] = []
        for start in occurrences(of: Array(name.utf8), in: code[...]) {
            var index = start + name.utf8.count
            if index < code.count, code[index] == UInt8(ascii: "<") {
                while index < code.count, index - start < 200, code[index] != UInt8(ascii: ">") { index += 1 }
                index += 1
            }
            while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
            guard index < code.count, code[index] == UInt8(ascii: "(") else { continue }
            var depth = 1
            var end = index + 1
            while end < code.count, end - index < 400 {
                if code[end] == UInt8(ascii: "(") { depth += 1 }
                if code[end] == UInt8(ascii: ")") { depth -= 1 }
                if depth == 0 { break }
                end += 1
            }
            guard depth == 0 else { continue }
            let receiver = receivers ? receiver(before: start, in: code) : nil
            result.append(
                Call(
                    receiver: receiver, viewID: receivers ? viewID(receiver: receiver, before: start, in: code) : nil,
                    argument: Array(code[(index + 1)..<end]), conditional: isConditional(at: start, in: code), start: start))
        }
        return result
    }

    /// A call found in the text.
    struct Call {
        /// The identifier before a `.` in front of the name, `?` for an expression, `nil` for none.
        var receiver: String?
        /// The view id the receiver names, by ``key(_:)``: `R.id.item_bkg` in
        /// `findViewById(R.id.item_bkg).setBackground(…)`, or the receiver itself (`binding.itemBkg`, `holder.item_bkg`).
        var viewID: String?
        /// The text between the parentheses.
        var argument: [UInt8]
        /// Whether it runs only in some branch: after `if`, `else`, `when`, `->`, `?:` in its own
        /// statement, or in a block opened by one of them (or by a `let`/`also`/`apply`/`run` lambda).
        var conditional: Bool
        /// Where the call's name starts in the text.
        var start = 0
    }

    /// The view id a call's receiver names (``Call/viewID``).
    static func viewID(receiver: String?, before start: Int, in code: [UInt8]) -> String? {
        guard let receiver else { return nil }
        guard receiver == "?" else { return ["this", "it", "view", "itemView", "v"].contains(receiver) ? nil : key(receiver) }
        if let getter = getterView(before: start, in: code) { return getter }
        // `findViewById(R.id.x).` or `findViewById<TextView>(R.id.x)?.`: the R.id field in the parentheses before the dot.
        let before = code[max(0, start - 120)..<start]
        guard let close = before.lastIndex(of: UInt8(ascii: ")")), let open = before[..<close].lastIndex(of: UInt8(ascii: "(")) else { return nil }
        return field(of: "R.id.", in: Array(code[(open + 1)..<close])).map(key)
    }

    /// The views a property of which is assigned (`binding.itemBkg.background = …`), by ``key(_:)``.
    static func assignedViews(_ property: String, in code: [UInt8]) -> [String] {
        occurrences(of: Array(property.utf8), in: code[...]).compactMap { start in
            var after = start + property.utf8.count
            while after < code.count, code[after] == UInt8(ascii: " ") { after += 1 }
            guard after + 1 < code.count, code[after] == UInt8(ascii: "="), code[after + 1] != UInt8(ascii: "=") else { return nil }
            return viewID(receiver: receiver(before: start, in: code), before: start, in: code)
        }
    }

    /// Whether code sets the background of the view `id` (a layout's `@+id/` name).
    func setsBackground(ofView id: String) -> Bool {
        backgroundsSetInCode.contains(Self.key(id))
    }

    /// Whether code gives the view `id` a click listener.
    func setsClickListener(ofView id: String) -> Bool {
        clickListenersSetInCode.contains(Self.key(id))
    }

    /// Whether code sets or animates the alpha of the view `id` (`setAlpha`, `.alpha =`, `.animate()`).
    func setsAlpha(ofView id: String) -> Bool {
        alphasSetInCode.contains(Self.key(id))
    }

    /// Whether code sets the text colour of the view `id`.
    func setsTextColor(ofView id: String) -> Bool {
        textColorsSetInCode.contains(Self.key(id))
    }

    /// Whether the statement at `start` runs only in some branch (``Call/conditional``).
    static func isConditional(at start: Int, in code: [UInt8]) -> Bool {
        let boundaries: Set<UInt8> = [UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\n")]
        func branches(_ text: ArraySlice<UInt8>) -> Bool {
            let words = String(decoding: text, as: UTF8.self).split { !($0.isLetter || $0 == "-" || $0 == ">" || $0 == "?" || $0 == ":") }
            return words.contains { ["if", "else", "when", "->", "?:", "for", "while", "catch", "let", "also", "apply", "run"].contains($0) }
        }
        var begin = start
        while begin > 0, start - begin < 300, !boundaries.contains(code[begin - 1]) { begin -= 1 }
        if branches(code[begin..<start]) { return true }
        // The block the statement is in: back to its unmatched `{`, then that block's header.
        guard let index = AndroidTextSetterFacts.unmatchedBrace(before: start, in: code, window: 4000) else { return false }
        return branches(code[AndroidTextSetterFacts.headerStart(before: index, in: code, window: 300)..<index])
    }

    /// The receiver of a call at `start`: `nil` when none, the identifier before the `.`, or `?` for an expression (`getDialog().`).
    static func receiver(before start: Int, in code: [UInt8]) -> String? {
        var index = start
        while index > 0, code[index - 1] == UInt8(ascii: " ") || code[index - 1] == UInt8(ascii: "\n") { index -= 1 }
        guard index > 0, code[index - 1] == UInt8(ascii: ".") else { return nil }
        index -= 1
        // `x?.`, `x!.`, Kotlin's `x!!.`.
        for _ in 0..<2 where index > 0 && (code[index - 1] == UInt8(ascii: "?") || code[index - 1] == UInt8(ascii: "!")) { index -= 1 }
        var begin = index
        while begin > 0, isIdentifierByte(code[begin - 1]) { begin -= 1 }
        return begin < index ? String(decoding: code[begin..<index], as: UTF8.self) : "?"
    }

    /// The binding classes named in the header of a class whose name ends in `Activity`
    /// (`class MainActivity : BaseActivity<ActivityMainBinding>()`, Java's `extends
    /// BaseActivity<ActivityMainBinding>`): a base activity that takes its binding as a type argument shows that binding's root.
    static func activityHeaderBindings(_ code: [UInt8]) -> [String] {
        var result: [String] = []
        for start in occurrences(of: Array("class".utf8), in: code[...]) {
            guard start + 6 < code.count, code[start + 5] == UInt8(ascii: " "), start == 0 || code[start - 1] != UInt8(ascii: ":") else { continue }
            let header = code[(start + 6)...].prefix(300).prefix { $0 != UInt8(ascii: "{") }
            let name = header.prefix { isIdentifierByte($0) }
            guard String(decoding: name, as: UTF8.self).hasSuffix("Activity"), let open = header.firstIndex(of: UInt8(ascii: "<")) else { continue }
            let arguments = header[open...].prefix { $0 != UInt8(ascii: ">") }
            if let binding = bindingClass(in: arguments) { result.append(binding) }
        }
        return result
    }

    /// Where `needle` starts in `code` as a whole word (no identifier character before or after).
    static func occurrences(of needle: [UInt8], in code: ArraySlice<UInt8>) -> [Int] {
        guard !needle.isEmpty, needle.count <= code.count else { return [] }
        var result: [Int] = []
        var index = code.startIndex
        // Called for dozens of names per file: memchr/memcmp (`ByteSearch`), not element by element.
        while let found = ByteSearch.firstIndex(of: needle, in: code[index...]) {
            let end = found + needle.count
            if found == code.startIndex || !isIdentifierByte(code[found - 1]), end == code.endIndex || !isIdentifierByte(code[end]) {
                result.append(found)
                index = end
            } else {
                index = found + 1
            }
        }
        return result
    }

    static func isIdentifier(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy(isIdentifierByte) && !(text.utf8.first.map { $0 >= 0x30 && $0 <= 0x39 } ?? true)
    }
}
