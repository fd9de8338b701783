/// A view's class and its attributes with its style's items layered under them.
struct AndroidView {
    var tag: String
    /// `android:NAME`, `app:NAME`, `tools:NAME` or a plain name → value.
    var attributes: [String: String]
    /// The first style in the view's style chain that the app does not define.
    var styleLibrary: (name: String, isFramework: Bool)?

    func android(_ name: String) -> String? { attributes["android:\(name)"] }
    func app(_ name: String) -> String? { attributes["app:\(name)"] }
}
