import Foundation
import LegibleScan
import LegibleSwiftScan
import Testing

/// Reads `source` through a fresh cache, saves it, and expects a second reader to find the file
/// in the cache and give back `result`: the facts a cached file carries are the facts a parsed
/// one does, so a warm scan judges alike (view uses, member uses, …).
func expectCacheGivesBack(_ result: ScanFileResult, source: String, path: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-cache-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("swift-scan.cache").path
    let first = SwiftSourceReader(cache: SwiftScanCache(file: file))
    _ = try first.read(text: source, path: path, resources: ScanResources())
    try first.cache!.save()
    let second = SwiftSourceReader(cache: SwiftScanCache(file: file))
    #expect(second.cache!.containsEntry(text: source, path: path))
    #expect(try second.read(text: source, path: path, resources: ScanResources()) == result)
}
