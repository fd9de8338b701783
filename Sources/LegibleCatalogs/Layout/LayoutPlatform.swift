import LegibleSyntax
import LegibleTypeScale

/// The platform a layout spec's labels are measured on, as `platform:` and
/// `legible audit --platform` name it: `ios`, `ipados`, `watchos`, `tvos`, `macos`, `visionos`
/// or `android`.
///
/// Every Apple platform is measured in points at content size categories (``textSizes`` is
/// `.iOS`); ``apple`` says whose table a text style takes its size from. iOS and iPadOS keep
/// `nil` there, so an iOS spec is measured exactly as before platforms were told apart.
///
/// ```swift
/// let watch = try LayoutPlatform(parsing: "watchOS")
/// watch.textSizes   // .iOS: points, categories
/// watch.apple       // .watchOS: Body is 16 pt at Large, the categories stop at AX3
/// try LayoutPlatform(parsing: "android").textSizes   // .android
/// ```
public struct LayoutPlatform: Sendable, Hashable {
    /// Points at content size categories (every Apple platform), or dp at Android's font scales.
    public var textSizes: TextSizePlatform
    /// The Apple platform whose text style table applies, `nil` for iOS and iPadOS (and Android).
    public var apple: ApplePlatform?

    /// A platform.
    ///
    /// - Parameters:
    ///   - textSizes: iOS (points, categories) or Android (dp, font scales).
    ///   - apple: the Apple platform whose tables apply; iOS and iPadOS are stored as `nil`.
    public init(textSizes: TextSizePlatform, apple: ApplePlatform? = nil) {
        self.textSizes = textSizes
        self.apple = textSizes == .android || apple == .iOS || apple == .iPadOS ? nil : apple
    }

    /// Parses `android` or any name `ApplePlatform.init(parsing:)` accepts (`ios`, `iPadOS`,
    /// `watchOS`, `tvOS`, `macOS`, `visionOS`), ignoring case, spaces and punctuation.
    ///
    /// - Parameter text: the platform as typed.
    /// - Throws: `TypeScaleError` naming the input and listing the platforms.
    public init(parsing text: String) throws(TypeScaleError) {
        if let android = try? TextSizePlatform(parsing: text), android == .android {
            self.init(textSizes: .android)
            return
        }
        guard let apple = try? ApplePlatform(parsing: text) else {
            throw TypeScaleError("platform \(EchoedText.quoted(text)): expected one of \(Self.names.joined(separator: ", "))")
        }
        self.init(textSizes: .iOS, apple: apple)
    }

    /// The names `platform:` accepts, as written in messages.
    public static let names = ["ios", "ipados", "watchos", "tvos", "macos", "visionos", "android"]

    /// The name as a spec writes it: `ios`, `watchos`, `android`…
    public var name: String { textSizes == .android ? "android" : (apple ?? .iOS).rawValue }
}
