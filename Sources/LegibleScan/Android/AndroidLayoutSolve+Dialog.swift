/// The widest a dialog's content can be on a screen, for a layout the app's code shows as a
/// dialog's view (``AndroidDialogFacts``): the screen less the horizontal insets of the dialog
/// window's background (`Tables/android-dialog-insets.csv`).
///
/// A dialog's window is `wrap_content`: as wide as its content, up to the screen, with the
/// window background's inset drawn around it (`InsetDrawable` padding). So the content gets at
/// most the screen less those insets, and text measured there never overflows where it would
/// not: text that overflows at the widest overflows in any narrower dialog too. (The themes'
/// `windowMinWidthMinor` makes a phone's dialog at least 95% of the screen, and
/// `config_prefDialogWidth` may first measure it at 320 dp: both only narrow it.)
///
/// - `MaterialAlertDialogBuilder` wraps its background in an `InsetDrawable` of
///   `mtrl_alert_dialog_background_inset_start`/`_end`: 24 dp on a `small` screen
///   (`values-small`) and on one at least 480 dp high (`values-h480dp`), else 10 dp.
/// - AppCompat's `AlertDialog.Builder`: `abc_dialog_material_background`, inset 16 dp; the
///   framework's (`Theme.Material.Dialog.Alert`): `dialog_background_material`, inset 16 dp. A
///   dialog fragment's own window (the theme's `dialogTheme`, AppCompat's or Material Components'
///   `mtrl_dialog_background`) is inset 16 dp too.
/// - A builder the code does not name: the smallest inset it could have (16 dp on the listed
///   phone screens), so the widest content.
/// - An app style that sets a dialog theme's `android:windowBackground` or Material's
///   `backgroundInsetStart`/`End`: those insets are not read, and taken as 0 (the screen).
struct AndroidDialogWidth: Sendable, Hashable {
    /// The builders of the dialogs that show the layout: the one with the smallest inset counts.
    var builders: Set<AndroidDialogFacts.Builder>
    /// Whether an app style gives a dialog theme (`alertDialogTheme`, `dialogTheme`) its own
    /// `android:windowBackground`, whose insets the scan does not read: `AlertDialog.Builder`'s and
    /// a dialog fragment's window may then reach the screen's edges.
    var appWindowBackground = false
    /// Whether an app style sets `backgroundInsetStart`/`End`, `MaterialAlertDialogBuilder`'s insets.
    var appMaterialInsets = false

    /// The content's widest width on a screen `screen` dp wide, in dp.
    func width(onScreen screen: Double) -> Double {
        screen - 2 * inset(onScreen: screen)
    }

    /// The window background's inset on each side, dp: the smallest of the builders'.
    func inset(onScreen screen: Double) -> Double {
        builders.map { inset(of: $0, onScreen: screen) }.min() ?? 0
    }

    func inset(of builder: AndroidDialogFacts.Builder, onScreen screen: Double) -> Double {
        let material = appMaterialInsets ? 0 : Self.materialInset(onScreen: screen)
        let alertDialog = appWindowBackground ? 0 : Self.alertDialogInset
        return switch builder {
        case .material: material
        case .alertDialog: alertDialog
        case .unknown: min(alertDialog, material)
        }
    }

    /// `MaterialAlertDialogBuilder`'s inset on a screen of the listed ones
    /// (``AndroidScreens/all``): the `small` one and those at least 480 dp high without their
    /// status and navigation bars (24 + 48 dp) take 24 dp; any other width, whose height the scan
    /// does not know, the smallest, 10 dp.
    static func materialInset(onScreen screen: Double) -> Double {
        guard let listed = AndroidScreens.all.first(where: { $0.width == screen }) else { return materialInsets["values"] ?? 10 }
        let tall = listed.height - 72 >= 480
        return (listed.name == "small" ? materialInsets["values-small"] : tall ? materialInsets["values-h480dp"] : materialInsets["values"]) ?? 10
    }

    /// `mtrl_alert_dialog_background_inset_start`/`_end` by the resource folder that sets it, dp
    /// (material-components-android `dialog/res/values*/dimens.xml`).
    static let materialInsets: [String: Double] = ["values": 10, "values-h480dp": 24, "values-small": 24]

    /// The horizontal inset of AppCompat's `abc_dialog_material_background` and the framework's
    /// `dialog_background_material`, dp.
    static let alertDialogInset: Double = 16
}

extension AndroidLayoutWalk {
    /// The dialog width of the layout `name` when the app's code shows it only as a dialog's
    /// content, literally (``AndroidDialogFacts``), and nothing else does: no activity sets it as
    /// its content view, no layout includes it, no drawer shows it as its header. App styles that
    /// restyle dialogs' windows (``AndroidDialogWidth/appWindowBackground``) drop those insets.
    func dialogWidth(ofLayout name: String) -> AndroidDialogWidth? {
        if drawerWidth == nil, let activity = activityDialogWidth(ofLayout: name) { return activity }
        guard drawerWidth == nil, !resources.includedLayouts.contains(name), let facts = resources.sourceFacts, !facts.isContentView(name),
            let builders = facts.dialogs.builders(ofLayout: name)
        else { return nil }
        var width = AndroidDialogWidth(builders: builders)
        for style in Array(resources.styles.values) + Array(resources.nightStyles.values) {
            for (item, value) in style.items {
                let name = item.split(separator: ":").last.map(String.init) ?? item
                if name == "backgroundInsetStart" || name == "backgroundInsetEnd" { width.appMaterialInsets = true }
                guard name == "alertDialogTheme" || name == "dialogTheme", let theme = AndroidValueSyntax.reference(value), theme.type == "style",
                    let resolved = try? resources.resolveStyle(theme.name, isFramework: theme.isFramework)
                else { continue }
                if resolved.items["android:windowBackground"] != nil { width.appWindowBackground = true }
            }
        }
        return width
    }
}

extension AndroidLayoutWalk {
    /// The dialog width of an activity's content view when the manifest gives every activity
    /// that shows it an AppCompat or Material Components dialog theme (`Theme.AppCompat.Light.Dialog`,
    /// `….Dialog.Alert`, `Theme.MaterialComponents.….Dialog`, or an app style under one) and code
    /// sets no theme: the window is such a theme's `abc_dialog_material_background` or
    /// `mtrl_dialog_background`, inset 16 dp a side, so the content is the screen less 32 dp
    /// (Gadgetbridge `AndroidManifest.xml:765` gives `WidgetAlarmsActivity`
    /// `Theme.AppCompat.Light.Dialog`; `widget_alarms_activity_list.xml:28` was measured 304 dp
    /// wide at 320 dp, not 272 dp). An app style that sets its own `android:windowBackground`, or
    /// `DialogWhenLarge` (a whole screen on a phone), keeps the screen's width.
    func activityDialogWidth(ofLayout name: String) -> AndroidDialogWidth? {
        guard !resources.includedLayouts.contains(name), let facts = resources.sourceFacts, facts.isContentView(name),
            facts.theme(ofLayout: name) == nil, facts.themeChosenInCode(ofLayout: name) == nil,
            let theme = resources.activityTheme(ofLayout: name),
            let resolved = try? resources.resolveStyle(theme.name, isFramework: false), let library = resolved.library, !library.isFramework,
            resolved.items["android:windowBackground"] == nil
        else { return nil }
        let parts = library.name.split(separator: ".").map(String.init)
        guard parts.count >= 3, parts[0] == "Theme", ["AppCompat", "MaterialComponents"].contains(parts[1]), parts.dropFirst(2).contains("Dialog")
        else { return nil }
        return AndroidDialogWidth(builders: [.alertDialog])
    }
}
