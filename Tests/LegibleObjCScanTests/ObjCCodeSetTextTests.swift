import Foundation
import LegibleObjCScan
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33, class 4 and 8, Objective-C: a xib's text that its owner's `.m` replaces
/// (`self.serverNameLabel.text = name;`, `[self.domainButton setTitle:… forState:…]`) is a
/// placeholder, even in a file that names no font or colour (ChatSecure's XMPPServerInfoCell.m,
/// whose "DuckDuckGo" and "@dukgo.com" were measured as if they showed).
@Suite struct ObjCCodeSetTextTests {
    static func label(_ id: String) -> String { OwnedXib.germanLabel(id) }

    static let xib = OwnedXib.document(
        owner: "ServerCell", outlets: [("serverNameLabel", "coded"), ("hostLabel", "plain")], subviews: [label("coded"), label("plain")])

    /// Sets only texts and visibility: no font, colour or attributed text anywhere in the file.
    static let code = """
        #import "ServerCell.h"
        @implementation ServerCell
        - (void)setServerInfo:(ServerInfo *)info {
            self.serverNameLabel.text = info.name;
            [self.domainButton setTitle:[NSString stringWithFormat:@"@%@", info.domain] forState:UIControlStateNormal];
            self.hostLabel.hidden = NO;
        }
        @end
        """

    @Test func textTheOwnersCodeSetsMakesTheFilesTextAPlaceholder() async throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-objc-text-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text) in ["App/ServerCell.xib": Self.xib, "App/ServerCell.m": Self.code] {
            let path = (folder as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let report = try await ProjectScanner(paths: [folder], readers: [InterfaceBuilderReader(), ObjCSourceReader()]).scan()
        let overflow = report.findings.findings.filter { $0.rule == "overflow.label" }
        // "Willkommen bei uns" at 20 pt is far wider than 60 pt: the label code does not set overflows as the file draws it.
        let coded = overflow.filter { $0.id.hasPrefix("coded") }
        let plain = overflow.filter { $0.id.hasPrefix("plain") }
        #expect(!plain.isEmpty, "\(overflow.map(\.id))")
        // `info.name` cannot be read: the file's text is not audited, and a note names what code sets (``ObjCCodeTexts``).
        #expect(coded.isEmpty, "\(coded.map(\.message))")
        let inCode = report.findings.findings.filter { $0.rule == "overflow.text-in-code" }
        #expect(
            inCode.map(\.message) == [
                "code sets the text from info.name (ServerCell.m:4), which the scan cannot read; the file's text is a placeholder, not audited for overflow"
            ])
        // Hiding a label does not replace its text.
        #expect(plain.allSatisfy { $0.severity == .error }, "\(plain.map(\.message))")
    }

    /// A literal code sets still only makes the file's text a placeholder: its overflow is a note.
    @Test func aLiteralCodeSetsKeepsThePlaceholderNote() async throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-objc-text-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let code = Self.code.replacingOccurrences(of: "self.serverNameLabel.text = info.name;", with: "[self.serverNameLabel setText:@\"Server\"];")
        for (name, text) in ["App/ServerCell.xib": Self.xib, "App/ServerCell.m": code] {
            let path = (folder as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let report = try await ProjectScanner(paths: [folder], readers: [InterfaceBuilderReader(), ObjCSourceReader()]).scan()
        let coded = report.findings.findings.filter { $0.rule == "overflow.label" && $0.id.hasPrefix("coded") }
        #expect(!coded.isEmpty && coded.allSatisfy { $0.severity == .note && $0.message.hasPrefix("code sets ServerCell.serverNameLabel.text") })
        #expect(!report.findings.findings.contains { $0.rule == "overflow.text-in-code" })
    }

    /// A title for the normal state is the button's text; the file's font- and colour-free text is read.
    @Test func aButtonTitleCodeSetsIsRecorded() throws {
        let result = try scanObjC(Self.code, path: "ServerCell.m")
        #expect(result.setInCode.contains("ServerCell.serverNameLabel.text"))
        #expect(result.setInCode.contains("ServerCell.domainButton.text"))
        // Hiding a label sets whether it shows (HiddenInFile), nothing a rule judges of its text.
        #expect(result.setInCode.contains("ServerCell.hostLabel.isHidden"))
        // (`isHiddenShown`: it may show a view code hides at load, HiddenAtLoad.)
        let visibility: Set<String> = ["ServerCell.hostLabel.isHidden", "ServerCell.hostLabel.isHiddenShown"]
        #expect(!result.setInCode.contains { $0.hasPrefix("ServerCell.hostLabel.") && !visibility.contains($0) })
    }
}
