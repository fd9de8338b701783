extension ScannedElement {
    /// What kind of element it is, as far as the rules care.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Text that is only read: `UILabel`, `Text`, Android `TextView`.
        case label
        /// A button: `UIButton`, `Button`, Android `Button`/`MaterialButton`.
        case button
        /// A single-line text entry: `UITextField`, `TextField`, Android `EditText`.
        case textField
        /// A multi-line text view: `UITextView`, `TextEditor`.
        case textView
        /// An on/off switch: `UISwitch`, `Toggle`, Android `Switch`/`CheckBox`.
        case toggle
        /// A stepper: `UIStepper`, `Stepper`.
        case stepper
        /// A segmented control: `UISegmentedControl`, `Picker(.segmented)`.
        case segmentedControl
        /// A slider: `UISlider`, `Slider`, Android `SeekBar`.
        case slider
        /// Any other view that reacts to taps (a gesture recogniser, `.onTapGesture`,
        /// `clickable="true"`).
        case tappable
        /// A view that holds others and may give them their background.
        case container

        /// Whether a person taps it, so `target.small` applies.
        public var isInteractive: Bool {
            switch self {
            case .button, .textField, .toggle, .stepper, .segmentedControl, .slider, .tappable: true
            case .label, .textView, .container: false
            }
        }

        /// Whether it shows text, so the `text.*`, `overflow.label` and `contrast.text` rules apply.
        public var showsText: Bool {
            switch self {
            case .label, .button, .textField, .textView, .segmentedControl: true
            case .toggle, .stepper, .slider, .tappable, .container: false
            }
        }
    }
}
