import Foundation
import LegibleCore
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// The cache gives back exactly what the reader read, is ignored when damaged, and the size
/// limit is an error naming the file.
@Suite struct CacheAndLimitTests {
    static let source = """
        // legible:ignore-next-line text.shrinks — badge
        Text("k\\tey", tableName: "T").font(.custom("A", size: 13).weight(.bold)).lineLimit(2).minimumScaleFactor(0.5).frame(width: 120)
            .foregroundStyle(Color(red: 0.2, green: 0.4, blue: 0.6).opacity(0.5)).background(Color("Card"))
        Button("b") {}.frame(width: 30, height: 30).padding(7)
        VStack {}.dynamicTypeSize(...DynamicTypeSize.large)
        label.font = .preferredFont(forTextStyle: .body)
        """

    @Test func aCachedResultIsTheResultRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-swift-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("swift-scan.cache").path
        let fresh = try SwiftSourceReader().read(text: Self.source, path: "A.swift", resources: ScanResources())
        let first = SwiftSourceReader(cache: SwiftScanCache(file: file))
        #expect(try first.read(text: Self.source, path: "A.swift", resources: ScanResources()) == fresh)
        try first.cache!.save()
        // A new run reads it back from the file.
        let second = SwiftSourceReader(cache: SwiftScanCache(file: file))
        #expect(second.cache!.containsEntry(text: Self.source, path: "A.swift"))
        #expect(try second.read(text: Self.source, path: "A.swift", resources: ScanResources()) == fresh)
        // Changed text is not found, whatever the path.
        #expect(!second.cache!.containsEntry(text: Self.source + " ", path: "A.swift"))
        #expect(!second.cache!.containsEntry(text: Self.source, path: "B.swift"))
        // No temporary file is left beside the cache.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["swift-scan.cache"])
    }

    @Test func aDamagedCacheIsIgnored() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-swift-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("swift-scan.cache").path
        let reader = SwiftSourceReader(cache: SwiftScanCache(file: file))
        _ = try reader.read(text: Self.source, path: "A.swift", resources: ScanResources())
        try reader.cache!.save()
        var bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        bytes.removeLast(bytes.count / 3)
        try bytes.write(to: URL(fileURLWithPath: file))
        let damaged = SwiftScanCache(file: file)
        #expect(!damaged.containsEntry(text: Self.source, path: "A.swift"))
        try Data("not a cache".utf8).write(to: URL(fileURLWithPath: file))
        #expect(!SwiftScanCache(file: file).containsEntry(text: Self.source, path: "A.swift"))
    }

    @Test func aFileOverTheLimitIsAnErrorNamingIt() {
        let big = String(repeating: "// padding\n", count: SwiftSourceReader.maximumFileBytes / 11 + 1)
        #expect(throws: SourceFileError.self) { try SwiftSourceReader().read(text: big, path: "Big.swift", resources: ScanResources()) }
        do {
            _ = try SwiftSourceReader().read(text: big, path: "Big.swift", resources: ScanResources())
        } catch {
            #expect(error.file == "Big.swift" && error.message.contains("limit"))
        }
    }

    @Test func codeThatDoesNotParseIsReadAsFarAsItParses() throws {
        let result = try SwiftSourceReader().read(
            text: "struct V { var body: some View { Text(\"a\").font(.system(size: 12)) \n } } } ) ] #if", path: "V.swift", resources: ScanResources())
        #expect(result.elements.map(\.font) == [.fixed(size: 12, unit: "pt", weight: .regular, family: nil)])
        // Deep nesting is refused before parsing (ParserStressTests); at the limit it is read.
        let deep = String(repeating: "(", count: 100) + String(repeating: ")", count: 100)
        _ = try SwiftSourceReader().read(text: deep, path: "Deep.swift", resources: ScanResources())
    }

    @Test func filesTheReaderReads() {
        let reader = SwiftSourceReader()
        #expect(reader.reads(path: "App/View.swift"))
        #expect(!reader.reads(path: "App/View.swift.orig"))
        #expect(!reader.reads(path: ".build/checkouts/x/View.swift"))
        #expect(!reader.reads(path: "App/Pods/X/View.swift"))
    }
}

/// The cache is keyed on Legible's version and the tool's build: one written by another
/// version or build is not used but rebuilt.
@Suite struct CacheVersionTests {
    @Test func aCacheOfAnotherVersionOrBuildIsRebuilt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-swift-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("swift-scan.cache").path
        let older = SwiftSourceReader(cache: SwiftScanCache(file: file, version: "legible-swift-scan 0.0.9 1000-1"))
        _ = try older.read(text: CacheAndLimitTests.source, path: "A.swift", resources: ScanResources())
        try older.cache!.save()
        // The same version and build reads it back; another build of the same version, another
        // version, and this tool (whose key is neither) do not.
        #expect(SwiftScanCache(file: file, version: "legible-swift-scan 0.0.9 1000-1").containsEntry(text: CacheAndLimitTests.source, path: "A.swift"))
        #expect(!SwiftScanCache(file: file, version: "legible-swift-scan 0.0.9 1000-2").containsEntry(text: CacheAndLimitTests.source, path: "A.swift"))
        #expect(!SwiftScanCache(file: file, version: "legible-swift-scan 0.1.0 1000-1").containsEntry(text: CacheAndLimitTests.source, path: "A.swift"))
        let current = SwiftSourceReader(cache: SwiftScanCache(file: file))
        #expect(!current.cache!.containsEntry(text: CacheAndLimitTests.source, path: "A.swift"))
        // Rebuilt: this tool's run replaces the file with its own key.
        _ = try current.read(text: CacheAndLimitTests.source, path: "A.swift", resources: ScanResources())
        try current.cache!.save()
        #expect(SwiftScanCache(file: file).containsEntry(text: CacheAndLimitTests.source, path: "A.swift"))
        #expect(!SwiftScanCache(file: file, version: "legible-swift-scan 0.0.9 1000-1").containsEntry(text: CacheAndLimitTests.source, path: "A.swift"))
    }

    @Test func theKeyIsTheVersionAndTheBuild() throws {
        #expect(SwiftScanCache.formatVersion.hasPrefix("legible-swift-scan \(LegibleVersion.current) "))
        // A file of 5 bytes last changed at 2001-01-01T00:00:00.250Z (978307200.25 s after 1970).
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-swift-build-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let tool = folder.appendingPathComponent("legible").path
        try Data("12345".utf8).write(to: URL(fileURLWithPath: tool))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 978_307_200.25)], ofItemAtPath: tool)
        #expect(SwiftScanCache.buildIdentifier(of: tool) == "5-978307200250")
        #expect(SwiftScanCache.buildIdentifier(of: folder.appendingPathComponent("missing").path) == "unknown-build")
        #expect(SwiftScanCache.buildIdentifier(of: nil) == "unknown-build")
    }
}
