import LegibleCore
import LegibleReporting
import Testing

@testable import LegibleScan

/// mumble b493b10d `MUCertificateCell.xib` is an Interface Builder 3 archive (`<archive
/// type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`), which Xcode still builds: nothing in it is
/// broken, so the scan's `scan.unreadable` says so in a note naming the format, not an error.
/// Reduced by hand.
@Suite struct IBLegacyArchiveTests {
    static func finding(_ text: String) -> Finding? {
        do {
            _ = try InterfaceBuilderReader().read(text: text, path: "Cell.xib", resources: ScanResources())
            return nil
        } catch {
            return ProjectScanner.unreadable(error)
        }
    }

    static let archive = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
        \t<data><int key="IBDocument.SystemTarget">1552</int></data>
        </archive>
        """

    /// Must be a note: the legacy format, named, at its `<archive>`.
    @Test func anInterfaceBuilder3ArchiveIsANoteNamingTheFormat() throws {
        let finding = try #require(Self.finding(Self.archive))
        #expect(finding.severity == .note)
        #expect(finding.rule == "scan.unreadable")
        #expect(finding.message.contains("Interface Builder 3 archive") && finding.message.contains("CocoaTouch.XIB"))
        #expect(finding.location?.line == 2)
    }

    /// Must stay an error: an `<archive>` that is not Interface Builder's is not a xib at all; a
    /// macOS archive is not judged, as a macOS `<document>` is not.
    @Test func anyOtherArchiveIsStillAnErrorAndACocoaOneIsSkipped() throws {
        let other = try #require(Self.finding("<archive type=\"something.else\"><data/></archive>"))
        #expect(other.severity == .error)
        let cocoa = Self.archive.replacingOccurrences(of: "CocoaTouch", with: "Cocoa")
        #expect(Self.finding(cocoa) == nil)
    }
}
