// Android layouts for `legible scan` (the XML reader, namespaces, styles with parent chains,
// @dimen chains, widths, targets, colours, tools:ignore, theme attributes, <include> sizes): the
// input up to its first NUL byte is res/values/values.xml, the rest up to a second NUL
// res/layout-land/main.xml, and anything after that the AndroidManifest.xml beside res (an empty
// one when there is no second NUL, which names no theme); `AndroidResources(resFolders:)` reads
// the res folder and manifest, `AndroidLayoutReader` the layout.
import FuzzSupport
import LegibleCore
import LegibleReporting
import LegibleScan

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAndroidLayout(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    let split = input.bytes.firstIndex(of: 0) ?? 0
    let values = UnsafeRawBufferPointer(rebasing: input.bytes[..<split])
    let rest = input.bytes[(split == 0 ? 0 : split + 1)...]
    let second = split == 0 ? nil : rest.firstIndex(of: 0)
    let layout = UnsafeRawBufferPointer(rebasing: rest[..<(second ?? rest.endIndex)])
    let manifest = UnsafeRawBufferPointer(rebasing: second.map { rest[($0 + 1)...] } ?? rest[rest.endIndex...])
    Scratch.file("res/values/values.xml", holding: values)
    Scratch.file("res/layout-land/main.xml", holding: layout)
    Array("<manifest/>".utf8).withUnsafeBytes { placeholder in
        _ = Scratch.file("AndroidManifest.xml", holding: second == nil ? placeholder : manifest)
    }
    let resources: AndroidResources
    do throws(SourceFileError) {
        resources = try AndroidResources(resFolders: [Scratch.path + "/res"])
    } catch {
        require(error.file.hasPrefix(Scratch.path) && !error.message.isEmpty, "an error without file or message: \(error)")
        resources = AndroidResources()
    }
    let path = "res/layout-land/main.xml"
    let result: ScanFileResult
    do throws(SourceFileError) {
        result = try AndroidLayoutReader(screenWidth: 360).read(text: String(decoding: layout, as: UTF8.self), path: path, android: resources)
    } catch {
        require(!error.message.isEmpty && (error.file == path || error.file.hasPrefix(Scratch.path)), "an error without file or message: \(error)")
        return 0
    }
    for element in result.elements {
        require(
            element.location.file == path && (element.location.line ?? 0) >= 1 && (element.location.column ?? 0) >= 1,
            "\(element.id) is at \(element.location)")
        require(element.qualifiers == ["land"], "\(element.id) has qualifiers \(element.qualifiers)")
        for side in [element.width, element.height].compactMap({ $0 }) {
            require(side.isFinite, "\(element.id) has a size of \(side)")
        }
        switch element.textWidth {
        case .fixed(let width), .maximum(let width): require(width.isFinite, "\(element.id) has a text width of \(width)")
        case .screen(let minus): require(minus.isFinite, "\(element.id) is the screen less \(minus)")
        case .unknown(let reason): require(!reason.isEmpty, "\(element.id) has an unknown width without a reason")
        }
    }
    for finding in result.findings {
        require(finding.location?.file == path && !finding.message.isEmpty, "finding without location or message: \(finding)")
    }
    return 0
}
