/// The example's one symbol every platform compiles, so the target is never empty.
public enum Screens {
    /// The screens this example has.
    public static let names = ["ProfileHeader", "CheckoutViewController"]
}
