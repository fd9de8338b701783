import Foundation
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import Testing

/// Issue 33, class 1: `.strings` files saved as XML or binary property lists (Xcode reads both;
/// translation services export them) are read, not a reason to stop a scan. The binary fixture
/// was written by Python's `plistlib` (an independent writer):
///
///     plistlib.dumps({"greeting": "Hello", "save": "Änderungen speichern", "full": "88% Full"},
///                    fmt=plistlib.FMT_BINARY, sort_keys=False)
@Suite("Strings files as property lists")
struct StringsPropertyListTests {
    static let binary =
        "YnBsaXN0MDDTAQIDBAUGWGdyZWV0aW5nVHNhdmVUZnVsbFVIZWxsb28QFADEAG4AZABlAHIAdQBuAGcAZQBuACAAcwBwAGUAaQBjAGgAZQByAG5YODglIEZ1bGwIDxgdIihTAAAAAAAAAQEAAAAAAAAABwAAAAAAAAAAAAAAAAAAAFw="
    /// `plistlib.dumps({"n": 3}, fmt=plistlib.FMT_BINARY)`: a number where a string belongs.
    static let binaryNumber = "YnBsaXN0MDDRAQJRbhADCAsNAAAAAAAAAQEAAAAAAAAAAwAAAAAAAAAAAAAAAAAAAA8="

    static func read(_ data: Data, file: String = "de.lproj/Localizable.strings") throws -> StringCatalog {
        try StringCatalog(data: data, file: file, format: .strings)
    }

    @Test func xmlPropertyListIsReadWithPositions() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>greeting</key>
            \t<string>Hallo</string>
            \t<key>save</key>
            \t<string>Änderungen speichern</string>
            </dict>
            </plist>
            """
        let catalog = try Self.read(Data(text.utf8))
        #expect(catalog.format == .strings)
        #expect(catalog.entries.map(\.key) == ["greeting", "save"])
        #expect(catalog.entries.map(\.text) == ["Hallo", "Änderungen speichern"])
        #expect(catalog.entries.allSatisfy { $0.locale == "de" })
        // `Hallo` starts on line 6 after a tab and `<string>` (9 scalars): column 10.
        #expect(catalog.entries.first?.position == TextPosition(line: 6, column: 10))
    }

    @Test func binaryPropertyListIsRead() throws {
        let catalog = try Self.read(try #require(Data(base64Encoded: Self.binary)))
        #expect(catalog.entries.map(\.key) == ["greeting", "save", "full"])
        #expect(catalog.entries.map(\.text) == ["Hello", "Änderungen speichern", "88% Full"])
    }

    @Test func oldStyleStringsStillReadAsBefore() throws {
        let catalog = try Self.read(Data("\"a\" = \"b\";\n".utf8))
        #expect(catalog.entries.map(\.text) == ["b"])
    }

    @Test func propertyListsThatAreNotDictionariesOfStringsAreErrorsNotCrashes() throws {
        let number = try #require(Data(base64Encoded: Self.binaryNumber))
        #expect(throws: SourceFileError.self) { try Self.read(number) }
        #expect(throws: SourceFileError.self) {
            try Self.read(Data("<plist version=\"1.0\"><array><string>a</string></array></plist>".utf8))
        }
        #expect(throws: SourceFileError.self) {
            try Self.read(Data("<plist version=\"1.0\"><dict><key>a</key><integer>1</integer></dict></plist>".utf8))
        }
    }

    /// Every truncation and every single-byte change of the binary fixture either reads or throws:
    /// counts and offsets are checked against the file before they are followed.
    @Test func damagedBinaryPropertyListsThrowOrRead() throws {
        let bytes = [UInt8](try #require(Data(base64Encoded: Self.binary)))
        // Shorter than a header and trailer: refused; longer, cut short: read or refused.
        for length in 8..<40 {
            #expect(throws: SourceFileError.self) { try Self.read(Data(bytes.prefix(length))) }
        }
        for length in 40..<bytes.count { _ = try? Self.read(Data(bytes.prefix(length))) }
        for index in 8..<bytes.count {
            for value: UInt8 in [0x00, 0x0F, 0x5F, 0x6F, 0xD3, 0xFF] {
                var damaged = bytes
                damaged[index] = value
                _ = try? Self.read(Data(damaged))
            }
        }
        // A trailer asking for 2^62 objects in a 40-byte file is refused, not allocated.
        let huge: [UInt8] =
            Array("bplist00".utf8) + [0xD0] + [0, 0, 0, 0, 0, 0, 1, 1] + [0x40, 0, 0, 0, 0, 0, 0, 0] + [UInt8](repeating: 0, count: 8)
            + [0, 0, 0, 0, 0, 0, 0, 8]
        #expect(throws: SourceFileError.self) { try Self.read(Data(huge)) }
    }

    /// Class 4: a percent sign followed by a space is not a format specifier; real specifiers
    /// still get their samples.
    @Test func percentSignsAreNotFormatSpecifiers() {
        let samples = PlaceholderSamples()
        #expect(samples.substitute(in: "88% Full") == "88% Full")
        #expect(samples.substitute(in: "50% off everything") == "50% off everything")
        #expect(samples.substitute(in: "100%") == "100%")
        #expect(samples.substitute(in: "%d% done") == "12,345% done")
        #expect(samples.substitute(in: "%1$@ sent you %2$lld photos") == "Alexandra sent you 12,345 photos")
        #expect(samples.substitute(in: "%.1f%% done") == "1,234.6% done")
    }
}
