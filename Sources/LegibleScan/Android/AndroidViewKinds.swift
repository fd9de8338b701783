/// Which Android views are which ``ScannedElement/Kind``, and how their parents lay them out.
enum AndroidViewKinds {
    private static let labels: Set<String> = [
        "TextView", "AppCompatTextView", "MaterialTextView", "CheckedTextView", "AppCompatCheckedTextView", "TextClock", "Chronometer",
    ]
    private static let buttons: Set<String> = [
        "Button", "AppCompatButton", "MaterialButton", "ImageButton", "AppCompatImageButton", "FloatingActionButton",
        "ExtendedFloatingActionButton", "Chip",
    ]
    private static let fields: Set<String> = [
        "EditText", "AppCompatEditText", "TextInputEditText", "AutoCompleteTextView", "AppCompatAutoCompleteTextView",
        "MaterialAutoCompleteTextView", "MultiAutoCompleteTextView", "AppCompatMultiAutoCompleteTextView", "SearchView",
        "androidx.appcompat.widget.SearchView",
    ]
    private static let toggles: Set<String> = [
        "CheckBox", "AppCompatCheckBox", "MaterialCheckBox", "Switch", "SwitchCompat", "SwitchMaterial", "MaterialSwitch",
        "RadioButton", "AppCompatRadioButton", "MaterialRadioButton", "ToggleButton", "AppCompatToggleButton",
    ]
    private static let sliders: Set<String> = ["SeekBar", "AppCompatSeekBar", "Slider", "RangeSlider", "RatingBar", "AppCompatRatingBar"]
    /// Drop-down lists: a tap opens them (AOSP `Spinner.performClick`), whatever the file says of
    /// clicks, so they are tappable (Loop Habit Tracker 5aa8744e `show_habit_bar.xml:26`, a 22 dp
    /// tall `AppCompatSpinner`). The item they show comes from an adapter: no text of theirs is judged.
    private static let spinners: Set<String> = ["Spinner", "AppCompatSpinner"]
    /// Views that show their own icon (`android:src`), whose size a vector drawable can give.
    static let imageViews: Set<String> = ["ImageView", "AppCompatImageView", "ShapeableImageView", "ImageButton", "AppCompatImageButton"]
    /// Whether the view draws no text whatever its attributes say: an image button or FAB (AOSP
    /// `ImageButton` extends `ImageView`, Material's `FloatingActionButton` extends `ImageButton`),
    /// where a `textColor` a shared button style gives is never drawn.
    static func drawsNoText(_ tag: String) -> Bool {
        let name = simpleName(tag)
        return name == "FloatingActionButton" || name.hasSuffix("ImageButton")
    }
    /// Buttons whose own fill (`backgroundTint`, else their style's) is the text's background.
    static let filledButtons: Set<String> = ["Button", "AppCompatButton", "MaterialButton", "ExtendedFloatingActionButton", "ToggleButton"]
    /// Containers that give each child their own content width (`match_parent` fills it,
    /// `wrap_content` is at most it): one child at a time, stacked or overlaid.
    static let stackingParents: Set<String> = [
        "FrameLayout", "ScrollView", "NestedScrollView", "CardView", "MaterialCardView", "TextInputLayout", "AppBarLayout",
        "CoordinatorLayout", "SwipeRefreshLayout", "CollapsingToolbarLayout",
        // ViewAnimator extends FrameLayout without its own onMeasure (AOSP ViewAnimator.java); the
        // switchers and the flipper extend it.
        "ViewAnimator", "ViewSwitcher", "ViewFlipper", "TextSwitcher",
    ]

    /// Whether the class is a SeekBar (`AbsSeekBar`'s measure): the platform's, AppCompat's, or a
    /// class named like them (vlc-android 4ffb22b6 `player_hud.xml:241`, `AccessibleSeekBar`,
    /// judged as the `AppCompatSeekBar` it extends). A vertical one is drawn rotated, its width
    /// and height swapped, so its written sides are not its touch target's: left out.
    static func isSeekBar(_ tag: String) -> Bool {
        let name = simpleName(tag)
        return name.hasSuffix("SeekBar") && !name.contains("Vertical")
    }

    /// The class's simple name: `com.google.android.material.button.MaterialButton` → `MaterialButton`.
    static func simpleName(_ tag: String) -> String {
        tag.split(separator: ".").last.map(String.init) ?? tag
    }

    /// Whether ``kind(of:)`` knows the class only by the end of its name (an app's `BrandButton`),
    /// not as one of the platform's or a library's.
    static func isNamedLike(_ tag: String) -> Bool {
        let name = simpleName(tag)
        let known = [labels, buttons, fields, toggles, sliders, spinners, imageViews].contains { $0.contains(name) } || fields.contains(tag)
        return !known && kind(of: tag) != nil
    }

    /// The kind of a view by its class, `nil` for views that are neither text nor controls.
    static func kind(of tag: String) -> ScannedElement.Kind? {
        let name = simpleName(tag)
        if labels.contains(name) { return .label }
        if buttons.contains(name) { return .button }
        if fields.contains(name) || fields.contains(tag) { return .textField }
        if toggles.contains(name) { return .toggle }
        if sliders.contains(name) { return .slider }
        if spinners.contains(name) { return .tappable }
        // An app's own subclass named like the platform's (`BrandButton`, `TitleTextView`).
        if name.hasSuffix("TextView") { return .label }
        if name.hasSuffix("Button") { return .button }
        if name.hasSuffix("EditText") { return .textField }
        return nil
    }
}
