import LegibleSyntax

/// Interface Builder 3's archive format (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"
/// version="7.10">`, objects as `IBUILabel`, `IBUIText`, `IBUIFrame`…), which Xcode still builds and
/// the scan does not read. mumble b493b10d `MUCertificateCell.xib:2` was a `scan.unreadable` error
/// ("expected an Interface Builder <document>") though nothing in it is broken: the finding is a
/// note naming the format (``ProjectScanner/unreadable(_:)``), which re-saving the file in Xcode
/// converts.
extension InterfaceBuilderReader {
    /// How the error for an Interface Builder 3 archive begins, so the finding can be a note.
    static let legacyArchivePrefix = "an Interface Builder 3 archive, a legacy format the scan does not read: "

    /// Whether `root`, an `<archive>`, is a macOS one (nothing the scan judges); throws the legacy
    /// format's error for an iOS one, and `false` for any other `<archive>` (not Interface Builder's).
    static func isCocoaArchive(_ root: XMLElementNode, path: String) throws(SyntaxError) -> Bool {
        guard let type = root.attribute("type"), type.hasPrefix("com.apple.InterfaceBuilder3.") else { return false }
        if isCocoa(type) { return true }
        throw SyntaxError(file: path, position: root.position, message: legacyArchivePrefix + type)
    }
}
