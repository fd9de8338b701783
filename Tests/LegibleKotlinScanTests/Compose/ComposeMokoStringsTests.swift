import Foundation
import LegibleCatalogs
import LegibleKotlinScan
import LegibleReporting
import LegibleScan
import Testing

/// moko-resources (Kotlin Multiplatform): `stringResource(MR.strings.key)` and
/// `MR.strings.key.desc()` read from `commonMain/moko-resources/base/strings.xml`, and each
/// locale's folder (`de`, `pt-rBR`) as Android's `values-de`.
@Suite struct ComposeMokoStringsTests {
    static let base = """
        <resources>
            <string name="done">OK</string>
            <string name="hello">Hi</string>
            <string name="campaign.title">OK</string>
        </resources>
        """
    static let german = """
        <resources>
            <string name="done">Herunterladen abgeschlossen und gespeichert</string>
            <string name="hello">Hi</string>
            <string name="campaign.title">Herunterladen abgeschlossen und gespeichert</string>
        </resources>
        """

    @Test func mokoFoldersAreLocales() {
        #expect(StringCatalog.isMokoStrings("i18n/src/commonMain/moko-resources/base/strings.xml"))
        #expect(StringCatalog.locale(fromPath: "i18n/src/commonMain/moko-resources/base/strings.xml", format: .androidXML) == nil)
        #expect(StringCatalog.locale(fromPath: "i18n/src/commonMain/moko-resources/de/strings.xml", format: .androidXML) == "de")
        #expect(StringCatalog.locale(fromPath: "i18n/src/commonMain/moko-resources/pt-rBR/plurals.xml", format: .androidXML) == "pt-BR")
        // Not moko: a `base` folder anywhere else, or Android's own values folder.
        #expect(!StringCatalog.isMokoStrings("app/src/main/res/base/strings.xml"))
        #expect(!StringCatalog.isMokoStrings("app/src/main/res/values/strings.xml"))
    }

    @Test func mokoStringsAreTheTextsMeasured() async throws {
        // 40 dp holds "OK" and "Hi" at bodyLarge 16 sp on one line (two glyphs, about 20 dp); the German
        // "Herunterladen abgeschlossen und gespeichert" (43 characters) is several times wider.
        let screen = """
            @Composable fun S() {
                Text(stringResource(MR.strings.done), Modifier.width(40.dp), maxLines = 1)
                Text(stringResource(MR.strings.hello), Modifier.width(40.dp), maxLines = 1)
                Text(MR.strings.done.desc().localized(), Modifier.width(40.dp), maxLines = 1)
                Text(stringResource(MR.strings.nowhere), Modifier.width(40.dp), maxLines = 1)
                Text(stringResource(MR.strings.campaign_title), Modifier.width(40.dp), maxLines = 1)
            }
            """
        let findings = try await ComposeResourcesTests.scan([
            "i18n/src/commonMain/moko-resources/base/strings.xml": Self.base, "i18n/src/commonMain/moko-resources/de/strings.xml": Self.german,
            "app/src/main/java/S.kt": composeHeader + screen,
        ])
        let overflow = findings.filter { $0.rule == "overflow.label" }
        #expect(overflow.map(\.location?.line) == [4, 6, 8], "\(findings.map { "\($0.location?.line ?? 0) \($0.rule) \($0.message)" })")
        #expect(overflow.first?.message.contains("de") == true)
        // A key no strings file defines is said, not measured.
        // A dotted name (`campaign.title`) is the generated class's `campaign_title`, measured (line 8).
        #expect(findings.filter { $0.rule == "scan.unresolved" }.map(\.location?.line) == [7])
    }
}
