import Foundation
import LegibleScan
import Testing

/// Open Food Facts names each label's `Localizable.strings` key in the identity inspector
/// (IBLocalizable's `localizableString` runtime attribute); the label shows that key's text, so
/// its file text ("take a picture !") is a placeholder and the key's translations are audited.
@Suite("Interface Builder runtime localisation keys")
struct IBRuntimeLocalizationTests {
    typealias Scene = IBConstraintSystemTests

    static func label(runtime: String) -> String {
        """
        <label text="take a picture, then another one!" numberOfLines="1" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="t">
            <rect key="frame" x="0" y="0" width="200" height="21"/>
            <constraints><constraint firstAttribute="width" constant="200" id="tw"/></constraints>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            <userDefinedRuntimeAttributes>\(runtime)</userDefinedRuntimeAttributes>
        </label>
        """
    }

    static let strings = [
        "en.lproj/Localizable.strings": #""header.add-picture" = "Add a photo";"#,
        "de.lproj/Localizable.strings": #""header.add-picture" = "Ein neues Foto zu diesem Produkt hinzufügen";"#,
    ]

    static func overflow(runtime: String) async throws -> [String] {
        var files = Self.strings
        files["Base.lproj/Main.storyboard"] = Scene.scene(Self.label(runtime: runtime), constraints: "")
        let folder = try ScanFolder(files)
        defer { folder.remove() }
        return try await folder.scan().findings.findings.filter { $0.rule == "overflow.label" }.map(\.message)
    }

    @Test func theKeysTranslationsAreAuditedNotTheFilesText() async throws {
        let messages = try await Self.overflow(runtime: #"<userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="header.add-picture"/>"#)
        // German needs far more than 200 pt at every size; "Add a photo" fits at Large.
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Ein neues Foto") == true, "\(messages)")
        #expect(!messages.contains { $0.contains("take a picture") })
    }

    @Test(arguments: [
        #"<userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="4"/></userDefinedRuntimeAttribute>"#,
        #"<userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="header.add-picture"/>"#,
        #"<userDefinedRuntimeAttribute type="string" keyPath="localizedKey" value=""/>"#,
    ])
    func otherRuntimeAttributesLeaveTheFilesText(runtime: String) async throws {
        let messages = try await Self.overflow(runtime: runtime)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("take a picture") == true, "\(messages)")
    }
}
