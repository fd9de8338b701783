import Foundation
import LegibleCatalogs
import LegibleReporting
import Testing

/// `CatalogLimits`: each limit is enforced before the work it guards and named in the error.
@Suite("Catalog limits")
struct CatalogLimitsTests {
    @Test func defaultsAreFarAboveRealProjects() {
        let limits = CatalogLimits()
        #expect(limits.maximumFileBytes == 268_435_456)
        #expect(limits.maximumLayoutSpecBytes == 16_777_216)
        #expect(CatalogLimits.default == limits)
    }

    @Test func aCatalogOverTheFileLimitIsRefused() {
        let limits = CatalogLimits(maximumFileBytes: 100)
        let path = example("Localizable.xcstrings")
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        let error = expectSourceError { _ = try StringCatalog(contentsOfFile: path, limits: limits) }
        #expect(error?.message == "\(size) bytes, over the limit of 100 bytes for a string catalog (CatalogLimits.maximumFileBytes)")
        let fromData = expectSourceError {
            _ = try StringCatalog(data: Data(repeating: 0x20, count: 101), file: "x.json", format: .json, limits: limits)
        }
        #expect(fromData?.description == "x.json: 101 bytes, over the limit of 100 bytes for a string catalog (CatalogLimits.maximumFileBytes)")
        #expect((try? StringCatalog(contentsOfFile: path)) != nil)
    }

    @Test func aLayoutSpecOverItsLimitIsRefused() {
        let limits = CatalogLimits(maximumLayoutSpecBytes: 10)
        let error = expectSourceError { _ = try LayoutSpec(contentsOfFile: example("layout.yaml"), limits: limits) }
        #expect(error?.message.hasSuffix("bytes, over the limit of 10 bytes for a layout spec (CatalogLimits.maximumLayoutSpecBytes)") == true)
        let text = expectSourceError { _ = try LayoutSpec(text: "default: {width: 100}", file: "l.yaml", isJSON: false, limits: limits) }
        #expect(text?.description == "l.yaml: 21 bytes, over the limit of 10 bytes for a layout spec (CatalogLimits.maximumLayoutSpecBytes)")
    }
}
