// The documentation of `contrast.text`, which `legible rules` and Documentation/Rules.md show; kept
// beside the rule it describes (ContrastTextRule.swift), in its own file for length.

extension ContrastTextRule {
    static let documentation = """
        Text whose colour does not reach its WCAG ratio — 4.5:1, or 3:1 for large text (18 pt,
        or 14 pt Bold) — against the background behind it, in some appearance (light, dark, each with
        Increase Contrast). Measured exactly as `legible check` measures a pair: colours resolved per
        appearance (asset catalogs with their fallbacks, Apple's published system colours, Android
        `values-night`), a translucent background composited over white (light) or black (dark), at the
        text's own size and weight. A Compose scrim — a black, white or grey fill that is translucent over a
        backdrop its file does not fix (a picture, a video, no enclosing fill) — is judged over black or
        white, whichever gives the text more contrast: the text is reported only when it fails over any
        backdrop. A tinted translucent fill (a tonal chip) stays on the window's colour. An Android
        translucent fill (`#AARRGGBB`, written, through `@color/` or a `<shape>`'s solid) is composited in
        light and in dark over the fill known to be behind it: an ancestor's, or the window's for an
        activity's content view. With nothing known behind it (a list item, a fragment, an app widget over
        the wallpaper, a picture) a black, white or grey wash is judged over black or white as a Compose
        scrim is, and a tinted one is not measured. The background is
        the element's own or its nearest ancestor's that is not clear (`systemBackgroundColor` is white
        in light, black in dark), each after the fill of an earlier sibling drawn beneath it whose frame
        holds its whole frame; a storyboard or xib table view cell without a colour of its own draws
        UIKit's, not its table's — `secondarySystemGroupedBackground` in a grouped table, `systemBackground`
        in a plain one and for a xib's cell, whose table the file does not give. One finding per element
        lists every appearance that fails.

        An Android layout whose views draw no background sits on the window only when an activity
        shows it as its content view, which the app's Kotlin and Java say: `setContentView(R.layout.x)`,
        `DataBindingUtil.setContentView(this, R.layout.x)`, or `setContentView(binding.root)` with
        `binding` an `XBinding` (view or data binding: `ActivityMainBinding` is `activity_main`). Such a
        layout is measured on the theme's `android:windowBackground`, or its `android:colorBackground`
        when the app's styles leave the window background to the library theme (which sets the one to
        the other); the message says "on the window background". The theme is the application's, the
        one the activity sets in code with a literal `setTheme(R.style.X)`, or the one a base class it
        extends picks with `setTheme(f(…))` or `setTheme(Helper.f(…))` (a static helper of another
        class) when every result of `f` (each `when` arm, `if`/`else` branch, `return`, Java `?:`; an
        override in the activity wins) is an `R.style` literal: the
        layout is judged in the last result's theme, and each colour says whether the others give the
        same value ("AppTheme (or AppTheme.Black, alike; picked by setTheme at QkThemedActivity.kt:102)")
        or were not checked. A call it cannot follow leaves the manifest's theme, and a colour that theme
        leaves unknown is a `scan.unresolved` note naming the call. A layout no activity shows but
        every layout that includes it does, all in one theme, is resolved in that theme. An activity in
        one of AppCompat's dialog themes (`Theme.AppCompat.Light.Dialog.Alert`) is on the colour those
        themes give `android:colorBackground`, white, or `#424242` in the dark ones. A text colour a
        library text appearance gives (`TextAppearance.AppCompat.Caption` →
        `?android:attr/textColorSecondary`) is resolved in the theme too. A fragment's layout, and
        the rows of the adapters (and their view holders) only fragments create, are on the window of
        the activities that host the fragment, in their theme, when the code says so literally
        (`XFragment()`, `XFragment.newInstance(`, `XFragment::class.java` in the activity or in a pager
        adapter only activities create; `<fragment android:name>`, `FragmentContainerView
        android:name` or a `<fragment>` destination of its `app:navGraph` in the content view), every
        host agrees on the theme, and no view between them draws (the containers and their ancestors,
        every list in the fragment's layout, no picture or background before them in a parent that
        stacks its children). Any other layout — a fragment's in a dialog, a sheet, another fragment
        or behind a drawn view, a dialog's (`dialog.setContentView`, a
        `Dialog` subclass's own), a bottom sheet's, a popup's, a list item's — has a background its file
        does not fix, and its text is not measured; so are an included layout, a `<merge>` root, a
        window background drawn by a drawable, an app with no manifest theme, and an app whose Kotlin or
        Java the scan did not find (it searches the scanned folders and the `java`/`kotlin` folders
        beside each `res` folder). The element's background then says why.

        An Android view's own fill is its `android:background` — the `backgroundTint` (`android:` or
        `app:`, in the layout or its style) when it has one, which colours the background drawable (an
        outline — a `<shape>` with no or a transparent `<solid>`, or a `<layer-list>` of only such
        shapes — fills nothing, tinted or not: the parent's shows) — a
        chip's `app:chipBackgroundColor`, a card's (`MaterialCardView`, `CardView`) `app:cardBackgroundColor`
        (for a `CardView` without one, its style's — named, or a theme attribute the app theme sets such as
        `?attr/cardViewTheme` — library `CardView.Light`, white, or `CardView.Dark`, #424242),
        a filled button's `backgroundTint` — or, for a `MaterialButton` (or a `Button` in a Material
        Components, not Bridge, or Material 3 theme) without one, its style's fill in the theme: `colorPrimary` for a
        filled button (`Widget.Material3.Button`, `Widget.MaterialComponents.Button`, `…UnelevatedButton`,
        `…IconButton.Filled`), `colorSecondaryContainer` for a tonal one (`…TonalButton`,
        `…IconButton.Filled.Tonal`), `colorSurfaceContainerLow` for an elevated one (each when the
        theme gives it); for a `Button` or `AppCompatButton` in an AppCompat or Material Components Bridge
        theme (AppCompat's button, in `Widget.AppCompat.Button`), the theme's `colorButtonNormal` when the
        app's theme sets it. Text, outlined, borderless and standard icon buttons (`…TextButton`,
        `…OutlinedButton`, `…IconButton`, `?attr/materialButtonOutlinedStyle`, `?attr/borderlessButtonStyle`, or
        an app theme attribute the theme gives as one of these)
        and ripple backgrounds (`?attr/selectableItemBackground`) draw none: the parent's shows. A chip,
        card or other button that names no fill has its library style's, which Legible does not ship:
        not measured. A `<layer-list>` drawable (a view's background or the window's) is the colour of
        its top-most layer that covers it — a rectangle `<shape>` with a `<solid>`, a `<color>`, or an
        item's `android:drawable` naming a colour, not sized, placed by `gravity` or inset more than
        4 dp on a side (a card's 2 dp shadow line leaves the text on the top layer) — with a
        translucent one layered over the covering layers under it; a picture, a gradient, an oval or a
        wider inset above it leaves the colour unknown. A view's own `android:alpha` (under 1) fades its
        text colour with it (the colour's alpha times the view's), unless the view draws a fill of its
        own or code sets or animates its alpha (`setAlpha`, `.alpha =`, `.animate()`); an ancestor's alpha is not applied.

        Text drawn over a picture is not measured: a view after an image view (or a view with an `src`,
        or a bitmap or non-solid drawable background) in a `FrameLayout`, card or `CoordinatorLayout`, or
        after one that stretches across a `ConstraintLayout` or `RelativeLayout` unless a constraint places
        the text beside it (`layout_constraintTop_toBottomOf`, `layout_below`): the picture is its background.

        A background or text colour the app's Kotlin or Java sets on a view by its id
        (`findViewById(R.id.item_bkg).setBackground(…)`, `binding.itemName.setTextColor(…)`,
        `holder.title.background = …`), through a name bound to its lookup (`TextView title =
        findViewById(R.id.toolbar_title); title.setTextColor(…)`), or hands to a theming helper
        (`viewThemeUtils.platform.colorTextView(binding.title, …)`, any `color…`/`theme…`/`tint…` call) makes
        the layout's value a placeholder: a text colour is judged as the file gives it, and a finding is a note
        that says code sets it; a background (its children's too) is not measured. The search matches ids by name across the app, so a
        name set in code anywhere counts for every layout that uses it.

        Android has no Increase Contrast: its text is measured in light and dark only (a configured
        increased-contrast appearance counts as its base one), and only in light when the app's code
        calls `AppCompatDelegate.setDefaultNightMode(MODE_NIGHT_NO)` and nowhere another mode (only dark
        for `MODE_NIGHT_YES`); an activity that fixes its own (`delegate.localNightMode = MODE_NIGHT_YES`,
        `getDelegate().setLocalNightMode(…)`) has its content view judged in that mode only. A layout's text whose colours dark mode resolves as light mode does (no
        `values-night` resource or DayNight theme changes them) is judged in light, and the message says
        dark mode was not checked: a dark theme the app sets in code (`setTheme`) is not read. A
        Toolbar's own title is judged too, at the Toolbar's line, as 20 sp large text: its colour is
        `app:titleTextColor` or the `android:textColorPrimary` of the Toolbar's theme overlay
        (`android:theme`, one of the app's styles), on the Toolbar's background; only when a title shows
        (`app:title`, or `tools:title` without a title view of its own inside, and no
        `setDisplayShowTitleEnabled(false)` in a file naming the layout) and no library style,
        `toolbarStyle` or `titleTextAppearance` may set another colour. Its messages give sizes in sp (or the unit the layout wrote: "at 12 dp").

        Text whose colour a condition in the code chooses — Compose's `color = if (isSelected) A else
        B`, a `when`, or a function of the file that returns one — is judged in every state whose colour
        is known, on the same background: each branch is a state the user sees. One finding names the
        worst failing state ("when isSelected: …") and lists the other failing ones. `if (enabled) A
        else B` is judged as A alone: the text of an inactive control is exempt. So is SwiftUI text on an
        app colour member a run-time flag chooses (`static var accent: UIColor { if Biz.isTestnet { return
        .blue } else { return .green } }`, through `Color(UIColor.accent)`): on each colour ("when
        Biz.isTestnet: …"), unless the flag is one of the app's constants or names an appearance.

        A screen whose code forces one appearance is judged in that one only: `overrideUserInterfaceStyle =
        .light` (or `.dark`) on the view controller that owns a storyboard scene or a xib (its File's Owner),
        its `view`, its navigation controller, or a view of a custom class around the text; on a window for
        the whole app, as `UIUserInterfaceStyle` in `Info.plist` does; AppKit's `NSApplication.shared.appearance =
        NSAppearance(named: .darkAqua)` (or `NSApp.appearance`; `.vibrantDark` is dark, `.aqua` light) for the files
        only the Mac app shows; SwiftUI's `.preferredColorScheme(.light)`
        for the views of its file, or for every screen in an `App`; SwiftUI's `.colorScheme(.dark)` (or
        `.environment(\\.colorScheme, .dark)`, `.preferredColorScheme(.dark)`) for the views inside the view it
        modifies, even in an app `Info.plist` forces light. A style chosen at run time forces nothing.
        The finding's `appearancesJudged` property names the code. A watch app's WatchKit storyboard is
        judged in dark only (watchOS has no light mode), a label on the fill of a group around it, else on
        the watch's black.

        Apple's `secondaryLabel` (SwiftUI's `.secondary`) is 3.29–3.43:1 on Apple's own backgrounds by
        design: text in it that fails only the 4.5:1 of normal-size text (it still reaches 3:1) is a
        warning that says it is Apple's secondary-text colour, with the advice in its `applesColor`
        property. `tertiaryLabel` (1.7:1) and the app's own colours stay errors. These label and background values
        are UIKit's: in a macOS file, whose `.secondary` is AppKit's `secondaryLabelColor` with other values, text in
        one of them, or on one, is not measured.

        Placeholders (a note, not an error): a colour or font code sets — the xib's owner through its
        outlet (`headerLabel.textColor = …` in the owner's Swift), the view's own custom class or any of its
        superclasses (in `init`, `awakeFromNib`, a `didSet`, any method), a view the owner or the code that
        loads the nib finds by tag (`viewWithTag:`), or the code behind a superview's background — and text under 1.5:1 in every appearance, which nobody designs:
        its colours are set where the file does not show. The note says which. Text over an image view
        drawn behind it (its frame meets the text's; shown in any size class) is not measured (the image is
        its background), nor an empty label nothing fills (no outlet, class, cell style or tag lookup).

        Not measured (and not reported): text with no background anywhere in its file otherwise (a xib's
        view takes the background of whoever shows it, or one set in code), text whose colour the file does not set (the platform's default —
        except an Interface Builder label's "Default" colour, `<nil key="textColor"/>` or none, which is UIKit's
        documented default `labelColor`, black in light and white in dark, and measured as that), and colours with no value known
        in an appearance (Apple's semantic colours — `labelColor`, `secondaryLabelColor`, the grouped
        backgrounds… — in Increase Contrast, and in dark where fewer than two public sources agree:
        Tables/apple-semantic-colors.csv) or that depend on a theme the app's files do not settle. Android theme
        attributes (`?attr/colorOnSurface`) are resolved in the application theme `AndroidManifest.xml`
        names (its style chain, `values-night` in dark mode, Material 3's baseline colours); a colour
        state list (`res/color/`) is the colour an enabled view draws: its first item whose states an
        enabled view has, with the item's alpha applied as Android's `ColorStateList` does.

        Compose theme colours come from the app's Kotlin: Material 3's `MaterialTheme.colorScheme.ROLE`
        from its `lightColorScheme(…)`/`darkColorScheme(…)`, Material 2's `MaterialTheme.colors.ROLE`
        from its `lightColors(…)`/`darkColors(…)`, a role the call leaves out being Material's default;
        a Material 2 `Typography(…)` style's colour is the text's (`style = MaterialTheme.typography.caption`)
        when the style sets its size. The flag the theme picks its dark palette by (`if (isDarkTheme)
        DarkPalette else LightPalette`) is the appearance wherever it chooses a colour. No palette,
        several of a kind, or a style colour the reader cannot read leaves the text unmeasured.

        Interface Builder attributed text is judged in each `<fragment>`'s own `NSColor` and `NSFont` (the
        element's colour where a fragment has none); runs of several colours are each judged, and the
        message names the failing run. A text or title that is one symbol glyph (a character of Unicode's
        "other symbol" category that is not a picture emoji: ⓘ, ✔, ★), or only private-use characters (an
        icon font's glyphs, such as FontAwesome's), is an icon drawn in the text colour,
        judged as non-text at WCAG 1.4.11's 3:1. Text that is only picture emoji (`👍`, as `text.fixed-size`
        reads them) is not measured: the colour emoji font draws them in their own colours, not the text colour.

        A text field's hint or placeholder is text the user reads to know what to type, held to the same
        ratio: WCAG 1.4.3 exempts only incidental text, inactive controls and logotypes. An Android
        field's `android:textColorHint` (its own or its style's, not the theme's default) is judged on the
        field's background as one more state of its text ("when its hint shows"), as a Compose field's
        `placeholder =` is on its container. Links are text too: an Android TextView with `android:autoLink`
        (or that names `android:textColorLink`) draws its links in its own or its style's
        `android:textColorLink`, else the theme's, else (an AppCompat or Material theme) the accent the
        app's theme sets, judged as one more state of its text ("when its links show").
        """
}
