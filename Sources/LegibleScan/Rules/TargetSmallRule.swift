import LegibleReporting
import LegibleTargets

extension ScanRules {
    /// `target.small`: a control smaller than the platform's minimum target.
    public static let targetSmall: ScanRule = ScanRule(
        RuleDescriptor(
            id: "target.small", name: "TargetSmall",
            summary: "A control (button, switch, stepper, segmented control, tappable view) is smaller than 44×44 pt on iOS or 48×48 dp on Android.",
            help:
                "Grow the control or its hit area (padding, minWidth/minHeight, .frame(minWidth: 44, minHeight: 44), .contentShape); the message says how much on each side.",
            helpURI: "https://developer.apple.com/design/human-interface-guidelines/accessibility", defaultSeverity: .error,
            citation: "HIG: Accessibility (44×44 pt); Material: touch targets (48×48 dp); WCAG 2.2 SC 2.5.8",
            documentation: """
                A control — button, switch, stepper, segmented control, slider, text field, or a view
                with a gesture recogniser (`clickable="true"` on Android, `Modifier.clickable` in Compose) — smaller than 44×44 pt on iOS or
                48×48 dp on Android, padding and `minWidth`/`minHeight` counted. A file in a folder named for
                another Apple platform (Scan.md, "Platforms") is judged with that platform's HIG default control
                size — watchOS 44×44, visionOS 60×60, tvOS 66×66, macOS 28×28 pt — and the message names the
                platform and the folder. On visionOS the HIG counts the space around a control: "Aim to
                place buttons so their centers are always at least 60 pts apart" (Buttons, visionOS, whose
                standard button is 44 pt). A storyboard or xib control under 60 pt passes there when the
                clear space on each side gives the rest (half of it per side): the space up to the nearest
                other target facing it, less that target's own share, or up to its cell's or the file's
                root view's edge, on the frames the file gives; a control of 44 pt or more whose space
                cannot be measured (a view around it has no frame) is a note. The arithmetic and wording are
                `legible targets`': the growth is split evenly between opposite sides and rounded up to a
                thousandth (a 30×31 pt button: "grow it by 7 pt left and right, 6.5 pt top and bottom"). When only the width is
                short and it follows a constraint code sets through an outlet, the file's width is a placeholder:
                the message names the constraint and the outlet and asks for 44 pt, with no exact growth. A side the
                file leaves to the layout is not judged. Not judged either: a `UISwitch` or `UIStepper` (UIKit draws
                them at their own 51×31 and 94×32 pt whatever the file says) or a SwiftUI `Toggle` in the switch style, a `UISlider`'s height (UIKit fixes
                it), a `UISegmentedControl`'s height when it is UIKit's own (28 pt or more: 32 pt since iOS 13) and a
                rounded-rect `UITextField`'s (30 pt or more) — system controls at the size UIKit gives them; a view that is hidden,
                fully transparent (`alpha` 0) or has user interaction off, itself or in a superview (one its
                storyboard or xib hides is judged when the app's code sets `isHidden` through a name that
                reaches it); a control code only ever disables (`cell.valueField.isEnabled = false`, not in a callback
                such as a request's `onSuccess`, which runs after the control was used). A storyboard or xib control whose class sizes itself in code (`intrinsicContentSize`,
                a width or height constraint of 44 pt or more) is a note naming the code; when the class
                constrains one side only (`widthAnchor` at least 70 pt), the other side is judged as the file
                gives it. Compose's
                Material components reserve 48 dp themselves and are not judged, unless
                `LocalMinimumInteractiveComponentSize provides 0.dp` switches that off, itself a finding.
                A handler that does nothing (`toggleable(value = true, onValueChange = {})`, a Checkbox
                role for TalkBack while the row around it takes the tap; a SwiftUI `Button(action: {})`, a
                decorative icon in a search field) is no target.
                A Compose target whose handler — one name, one function reference, or a lambda that only
                calls one function with the same arguments — is also given to a control that is not small in
                the same block or one enclosing it (a Material button, checkbox, radio button, switch or chip,
                or the app's own composable that hands that parameter on to one) is a note naming that control:
                WCAG 2.5.8's "Equivalent" exception (Orgzly's sort arrow beside its radio-button row).

                On Android a target is what a finger can hit: a `TextView` that is `clickable="true"` or has an
                `android:onClick` is judged (as a button), and so is any view with either, or with a click listener
                (`binding.quality.setOnClickListener …`, not `null`, nor a lambda or anonymous `OnClickListener` whose
                body is empty or comments only) set by a Kotlin or Java file that names its
                layout (`R.layout.player`, `PlayerBinding`); a layout's root, which has no id to name, through
                `binding.root`, a name bound to it or a view holder's `itemView`, when the file names that layout
                alone. The root of a row layout a framework adapter fills into a list that acts on a tap is a target too:
                `ArrayAdapter` or `SimpleAdapter` given `R.layout.x` and handed to a dialog's `setAdapter(adapter, listener)`
                or `setSingleChoiceItems(adapter, …, listener)` (not `null`), or to the `setAdapter` of a list the same file
                gives an item-click listener — not a `Spinner`'s, whose own view is the target. A view a Kotlin synthetic
                import names (`import kotlinx.android.synthetic.main.x.view.y`) is that layout's `y` for its listeners.
                A listener an activity sets on its own `findViewById(R.id.x)` is its content layout's view's,
                not a same-id view of the layout it sets as an action bar's custom view (`setCustomView(R.layout.y)`),
                unless no content layout declares the id; a local the block creates (`ImageView img = new ImageView(…)`)
                is not the view another function binds to the same name. An app widget's `setOnClickPendingIntent(R.id.x, …)` or `setOnClickFillInIntent(R.id.x, …)`
                is a click listener on `x` in the layouts of the nearest
                `RemoteViews(…, R.layout.y)` before it; a view given the very same intent as a view around it is
                part of that view's target, not one of its own. A view that is hidden
                (`visibility="gone"` or `"invisible"`, `alpha="0"`, on it or an ancestor — unless
                `tools:visibility="visible"` says the app's code shows it, and some code names the view (its id, or it has none and
                is the root), or the app's Kotlin or Java does:
                `setVisibility(View.VISIBLE)`, `visibility = View.VISIBLE` (or any value that names no `GONE`/`INVISIBLE`,
                `visibility = it.toVisibility()`), `isVisible = …`, `isGone = false`, on
                the view or on a parameter of a function of the same file that is given the view, or a field
                that function keeps it in), one the app's code hides where it finds it
                (`x = ….findViewById(R.id.y); x.setVisibility(View.GONE);` in a function's own body) or hides
                as it sets up the content view to put another in its place (after `setContentView(R.layout.x)`,
                also behind an `if` asking only that it is there and not gone, or by an applied `ConstraintSet`)
                and no code shows, disabled (`enabled="false"`) or
                `clickable="false"` (or made so in code, `x.isClickable = false`, also bare in `x.apply { }`, with
                no listener) is not, nor a Material `Chip` that nothing makes act on a tap (no listener or
                `setCheckable`/`setClickable` in code, no `onClick`, not `checkable` or closable, no chip style of its
                own, not in a `ChipGroup`, and the themes' `chipStyle` an action or assist chip: a badge, judged as
                text), nor an `EditText` with `focusable="false"` that neither the
                file nor a `setOnClickListener` in code makes clickable (a tap does nothing), nor an `ImageButton`
                with no `onClick`, listener or tap setter that code mentions only to set its `alpha` or
                visibility (an indicator, Twidere's "more accounts" arrows), nor a view of a layout code shows
                only through `RemoteViews` (a notification's, a widget's) whose id no code names and that has no
                `onClick` (`RemoteViews` reaches a view only by `R.id.`); nor is a `CheckBox`, `RadioButton` or switch
                inside a clickable row — a parent that is clickable, has an `onClick` or draws
                `?attr/selectableItemBackground` — unless the row's height is known and under 48 dp
                (`layout_height`, `minHeight`, or the themes' `listPreferredItemHeight` 64 dp, `…Small` 48 dp,
                `…Large` 80 dp): the row is what is tapped, and it is judged itself when it is clickable.
                A tappable text whose `layout_height` is `wrap_content` — a clickable `TextView`, or a
                `Button` that sets a `minHeight` under the 48 dp its style gives it — is as tall as one
                line of Roboto at its size at font scale 1.0 (the `head` table's `yMax` and `yMin`, 2163
                and −555 of 2048 units per em, with `includeFontPadding`; `ascender` and `descender`
                without), at least its compound drawables beside it, plus those above and below, its
                vertical padding and a Material button's `insetTop`/`insetBottom` (6 dp in Material
                Components, 4 dp in Material 3), at least its `minHeight`. A `<Button>` whose app style is over the
                framework's `Widget.Material.Button` and sets its `minHeight` and a background of the app's is judged so
                only when that `minHeight` is at least its line and padding plus the 20 dp a Material button's own
                padding and insets may add: then it is that tall whichever class the theme inflates. Such a text is not judged
                when a clickable row around it (clickable, an `onClick`, a click listener in code, or a
                ripple on a view code can reach) is 48 dp tall or of a height the file leaves open — not a
                container of two or more children that are each `clickable="true"` or have an `onClick`
                (Gadgetbridge's `widget_alarms_activity_list.xml:48`): each is then tapped on its own —, and
                not one whose code gives the text and the row one listener each, written differently (andOTP's
                `fragment_about.xml:407`, a link opening another page than its row): a tap that misses the text
                does something else. Nor
                when a part is unknown: a face other than Roboto, more than one line (`lines` or `minLines` above 1, `maxLines` of 3
                or more), a `lineHeight`, or
                a background drawable that may pad it (a nine-patch, a `<padding>`, an inset). A text that wraps (measured as
                `overflow.label` measures it, in the base locale at font scale 1.0 with no line limit, at its widest solved
                width, or at 320 dp when its width is unknown) is judged at the lines it takes, each past the first adding
                Roboto's line without font padding times `lineSpacingMultiplier`, plus `lineSpacingExtra`; not judged when a
                drawable beside it is taller than its line.
                A `MaterialSwitch`, `CheckBox` or `RadioButton` of `wrap_content` height that sets a `minHeight` under 48 dp
                is judged the same way: the largest of that `minHeight`, the part it draws (Material 3's switch track and
                thumb, 32 dp; the 32 dp check box and radio buttons of AppCompat, Material Components and Material 3,
                `Tables/android-compound-button-heights.csv`) and its line of text plus padding; one that draws a
                `button`, `thumb` or `track` of the app's is not judged. A `Spinner` or
                `AppCompatSpinner` is a target whatever the file says of clicks: a tap opens its list.
                In Compose a tappable `Text` (`Modifier.clickable`, which reserves no 48 dp: only
                Material components do, with `minimumInteractiveComponentSize`) is as tall as one line
                of its Material 3 type role (its `lineHeight`, which Material keeps whole on one line:
                labelLarge 20 sp, titleLarge 28 sp), or of Roboto for a `TextStyle(…)` without one,
                plus the padding its chain gives inside the handler; the same lines are judged as for a
                `TextView`, and a Text without `maxLines` only when its text is a literal or a string
                resource. A role the app's typography replaces, a `lineHeight`, a font family or a
                style the reader cannot follow leaves the height unknown. A click that a modifier adds
                only when a value is given (`thenIfNotNull(onIconClick) { clickable(onClick = it) }`)
                is a target when that value is a parameter of the composable that defaults to `null`
                and some call of the composable in the app passes it; a click under another condition
                is not. A target whose content is `fillMaxHeight()` directly inside a `Row`, `Column`
                or `Box` of known height (one that does not scroll) is that height, less its padding.
                A view whose `layout_height` is `match_parent` — or `0dp` with its top and bottom
                constrained to a `ConstraintLayout` parent — is as tall as its parent inside the
                parent's padding, less its own margins, when the parent's height is fixed in dp (or
                fills a parent whose is) and the parent gives each child its whole height: a
                horizontal `LinearLayout`, a `FrameLayout`, a `RelativeLayout`, a `ConstraintLayout`.
                A `RelativeLayout` child bound to both ends of a side is measured between them, whatever it writes: bound to its
                parent's (`alignParentTop` and `alignParentBottom`; `alignParentLeft`/`Start` and `…Right`/`End`) it is the
                parent's content height or width, an `<include>`'s `layout_height` counted, and bound to one sibling's
                (`alignTop` and `alignBottom`; `alignLeft` and `alignRight`, `alignStart` and `alignEnd`) it is that
                sibling's `layout_height` or `layout_width` in dp, less its margins; a span it does not know is not judged.
                A view whose size the app's Kotlin or Java sets (`binding.x.layoutParams.width = …`,
                `getLayoutParams().height = …`, `x.layoutParams = …`, `x.updateLayoutParams { … }`) is not the
                size its layout writes: a finding on it is a note that names the setter. So is one on an app
                widget's `wrap_content` text whose `RemoteViews` text size code sets (`setTextViewTextSize(R.id.x, …)`),
                and on a view of an app class whose `onMeasure` sets a size of its own (`setMeasuredDimension(circleSize,
                circleSize)`, naming neither measure spec nor a measured size). Code that sets only the width (`getLayoutParams().width = …`) leaves the height the layout writes, judged
                alone (an error under 48 dp that says code sets the width), and the other way round. A view the code
                hands to a `TouchDelegate` (`TouchDelegate(rect, binding.more)`), or calls an app extension
                function on whose body hands `this` to one (`x.setMinimumTouchTarget()`), or hands it to an app
                function whose body hands that parameter to one (`BindingAdapterUtils.increaseTouch(mClear, 100)`), or
                binds a data-binding attribute whose `@BindingAdapter` is such a function (`inat_increaseTouch='@{100}'`),
                takes taps in an area no file shows and is not judged. A small view code gives the same named listener (a property
                whose body reads no view's id) as a view of its layout at least 48 dp square is a note
                naming that view: WCAG 2.5.8's "Equivalent" exception. So is one inside a view given the same
                named listener, or a Kotlin lambda of the same function with the very same text that reads
                neither its view (`it`, a parameter) nor an id (`{ openLocalBlocklist() }` on a row and the
                arrow in it), whatever that view's size: a tap beside it does the same. A check box or radio button with no
                `minHeight` or style of its own is as tall as the `minTouchTargetSize` a Material theme sets,
                and under an application theme that is AppCompat's (which sets no minimum) as tall as the 32 dp button it draws, or its
                line of text and padding when taller.
                Compose code behind a Kotlin flag fixed at `false` (`if (!Flags.X) return`, with
                `const val X = false`) is not read. A view whose only click listener clicks another tappable
                view of its layout (`binding.name.performClick()`, `callOnClick()`), one of 48×48 dp or of a
                size the file leaves open, is a shortcut to that view: a finding on it is a note that names it.
                So is one whose only listener is a field holding an inner listener class whose `onClick` is a
                bare `performClick()`, given by the class of the layout's root or one extending it: the tap
                goes to that row (deltachat `conversation_item_update.xml:45`).
                A view code shows only in the branch of an `if` on a Java field declared `false` (`mDeletable`),
                hiding it in the other, may never show: a finding on it is a note that names the field.
                A show only a TV runs (`if (AndroidDevices.isTv && …) x.visibility = View.VISIBLE`, an enclosing
                `if (Settings.showTvUi) {`, or `if (isTv) View.VISIBLE else View.GONE`) is no show on a phone.
                Nor is a listener or a show only internal builds run: the body of an `if` on `BuildConfig.DEBUG`,
                a name ending `isDogfood`, or a type's `isDebug` (`Globals.INSTANCE.isDebug`); its `else`, and an
                object's own `isDebug` a person may switch on, still count (apollo `SettingsFragment.kt:151`).

                On iOS a small button in a storyboard or xib table view cell that highlights when tapped
                (`selectionStyle` not `none`, in a table that allows selection) is a note, not an error,
                when its class, an image or the cell's class names it a checkbox or radio button
                (`checkbox`, `checkmark`, `checkcircle`, `checked`, `radio`) and the row is 44 pt or taller
                or of a height the file does not give: the note names the row, which must do what the mark
                does (Pocket Casts `CheckboxCell.xib`, whose controller's `didSelectRowAt` calls the
                checkbox's action). Any other small button in a cell, a mark in a cell that never
                highlights, and a mark in a row under 44 pt are judged as before.

                In SwiftUI the system draws a control written in the content of a toolbar (`.toolbar { … }`,
                `ToolbarItem`, `ToolbarItemGroup`), a `Menu`, a `.contextMenu`, `.swipeActions` or the actions
                of an `.alert` or `.confirmationDialog`, and gives it its own hit area whatever frame its label
                has: it is not judged. A view the app declares whose every shipping use, in any file, is in
                such content (`RefreshButton()` in `ToolbarItemGroup { … }`), is given to
                `.navigationBarItems(leading:trailing:)` (nos `SideMenuButton.swift:8`), or is in a view only
                placed there is a bar or menu item too: its `target.small` findings are notes, not errors or warnings, that
                name where it is placed (`RefreshButton is placed only in toolbar or menu content
                (EntriesView.swift:49)`; wallabag `RefreshButton.swift:16`, a 34×34 pt button).
                """),
        examples: [
            .fires(.swift, #"Button("Go") { tap() }.frame(width: 30, height: 30)"#),
            .fires(
                .androidLayout,
                #"<ImageButton xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/x" android:layout_width="32dp" android:layout_height="32dp"/>"#
            ),
            .fires(.compose, #"Box(modifier = Modifier.size(32.dp).clickable { onOpen() }) { }"#),
            .doesNotFire(.swift, #"Button("Go") { tap() }.frame(width: 44, height: 44)"#),
            .doesNotFire(.swift, #"Button(action: {}) { Image("magnifying-glass") }.frame(width: 25, height: 25)"#),
            .doesNotFire(.compose, #"Box(modifier = Modifier.size(48.dp).clickable { onOpen() }) { }"#),
            .doesNotFire(.compose, #"Icon(Icons.Default.Check, null, Modifier.toggleable(value = true, onValueChange = {}))"#),
            .doesNotFire(.compose, #"IconButton(onClick = { }, modifier = Modifier.size(24.dp)) { }"#),
            .doesNotFire(
                .androidLayout,
                #"<ImageButton xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/x" android:layout_width="48dp" android:layout_height="48dp"/>"#
            ),
        ],
        check: { element, context in
            guard element.kind.isInteractive, !element.inert, element.width != nil || element.height != nil else { return [] }
            let decision = context.decision(for: element)
            let platform = TargetPlatform(scanning: element, decision: decision)
            let unit = platform.unit.symbol
            let minimum = platform.minimum
            let outset = 2 * element.hitAreaOutset
            // A side the file leaves to the layout is taken as passing: only what is known can fail.
            let width = element.width.map { $0 + outset } ?? minimum.width
            let height = element.height.map { $0 + outset } ?? minimum.height
            let check = platform.check(TargetSize(width: width, height: height))
            guard !check.passes else { return [] }
            let subject: String =
                switch (element.width, element.height) {
                case (.some, .some): "hit area \(check.size) \(unit)"
                case (.some, nil): "hit area \(LengthFormat.string(width)) \(unit) wide"
                default: "hit area \(LengthFormat.string(height)) \(unit) tall"
                }
            let padding = element.hitAreaOutset > 0 ? " (with \(LengthFormat.string(element.hitAreaOutset)) \(unit) of padding on each side)" : ""
            // visionOS counts the clear space around a control (``TargetClearance``).
            let clearance = TargetClearance(
                of: element, platform: platform, width: element.width.map { $0 + outset }, height: element.height.map { $0 + outset }, unit: unit)
            if clearance == .enough { return [] }
            if case .unknown(let reason) = clearance, [element.width, element.height].allSatisfy({ ($0 ?? 44) + outset >= 44 }) {
                return [
                    context.finding(
                        element, targetSmall,
                        "\(subject) is under the \(platform.guideline) minimum of \(minimum) \(unit)\(decision?.phrase ?? ""), which counts the clear space around a control; \(reason), so it is not measured",
                        severity: .note)
                ]
            }
            let short: String = if case .short(let clause) = clearance { clause } else { "" }
            // A checkbox's mark in a selectable row that is tall enough: the row is what a finger hits.
            if let row = element.choiceRow, row.height.map({ $0 >= minimum.height }) ?? true {
                let tall = row.height.map { ", \(LengthFormat.string($0)) \(unit) tall" } ?? ""
                return [
                    context.finding(
                        element, targetSmall,
                        "hit area \(check.size) \(unit) is the checkbox or radio mark (\(row.evidence)) of a selectable row, \(row.name)\(tall), which takes the tap; the row must do what the mark does",
                        severity: .note)
                ]
            }
            // A control whose only listener clicks a neighbour that is not small: that neighbour is the target.
            if let forward = element.clickForward,
                platform.check(TargetSize(width: forward.width ?? minimum.width, height: forward.height ?? minimum.height)).passes
            {
                let size: String =
                    switch (forward.width, forward.height) {
                    case (.some(let width), .some(let height)): "of \(LengthFormat.string(width))×\(LengthFormat.string(height)) \(unit)"
                    default: "of a size the layout leaves open"
                    }
                return [
                    context.finding(
                        element, targetSmall,
                        "\(subject) only passes its tap to \(forward.name) (performClick), a target \(size); grow it by \(check.expansion.growthPhrase(unit: unit)) to be one itself",
                        severity: .note)
                ]
            }
            // A neighbour that hands it every touch (Pachli's radio descriptions): the two make one target.
            if let forwarder = element.touchForwardedFrom {
                return [
                    context.finding(
                        element, targetSmall,
                        "\(subject) is under the \(platform.guideline) minimum of \(minimum) \(unit), but \(forwarder) beside it hands it every touch (onTouchEvent): the two make one target",
                        severity: .note)
                ]
            }
            // WCAG 2.5.8's "Equivalent" exception: a control large enough runs the same handler.
            if let equivalent = element.equivalentControl, equivalent.encloses {
                return [
                    context.finding(
                        element, targetSmall,
                        "\(subject)\(padding) is under the \(platform.guideline) minimum of \(minimum) \(unit), but \(equivalent.name) runs the same code (\(equivalent.handler)): a tap beside it does what a tap on it does, so that view is the target; keep the two doing the same",
                        severity: .note)
                ]
            }
            if let equivalent = element.equivalentControl {
                return [
                    context.finding(
                        element, targetSmall,
                        "\(subject)\(padding) is under the \(platform.guideline) minimum of \(minimum) \(unit), but \(equivalent.name) runs the same handler (\(equivalent.handler)) and is not small: WCAG 2.5.8's equivalent-control exception; keep the two doing the same",
                        severity: .note)
                ]
            }
            // A width code sets through a constraint's outlet is the file's placeholder: no exact growth is said.
            let growth =
                ScanRules.codeSetWidth(element, height: height, minimum: (minimum.width, minimum.height), unit: unit).map { "; \($0)" }
                ?? "; grow it by \(check.expansion.growthPhrase(unit: unit))"
            return [
                context.finding(
                    element, targetSmall,
                    "\(subject)\(padding) is under the \(platform.guideline) minimum of \(minimum) \(unit)\(decision?.phrase ?? "")\(short)\(growth)"
                )
            ]
        })

    /// What to say of a width whose constraint code sets (``IBConstraintSystem/codeChangedReasons(of:)``)
    /// when only the width is short: the file's width is a placeholder, so "grow it by 6.5 pt"
    /// would be a precise number of a size the scan knows it does not have (iSH
    /// `Terminal.storyboard:77`, whose width `TerminalViewController.m:413-421` sets to 32, 36 or 43
    /// pt); `nil` for any other element.
    static func codeSetWidth(_ element: ScannedElement, height: Double, minimum: (width: Double, height: Double), unit: String) -> String? {
        let lead = "its width follows constraint "
        let through = ", whose constant code sets through "
        guard case .unknown(let reason) = element.textWidth, height >= minimum.height, reason.hasPrefix(lead),
            let end = reason.range(of: ": the file's value is a placeholder"), reason.contains(through)
        else { return nil }
        let source = String(reason[..<end.lowerBound].dropFirst(lead.count)).replacing(through, with: ", through ")
        return "its width is a placeholder code sets (constraint \(source)): make it at least \(LengthFormat.string(minimum.width)) \(unit)"
    }
}
