// Swift source for `legible scan` (`SwiftSourceReader`): any bytes decoded as UTF-8 (invalid
// sequences replaced, as the scan's decoder rejects them before a reader sees them) must read into
// elements and findings, or fail with an error that names the file, and never crash or hang. The
// input is also the app's one file for the app-wide pre-passes (`prepared(forFiles:)`: the app's
// colours, fonts, flags, view helpers…), whose facts the file is then read with.
import Foundation
import FuzzSupport
import LegibleCore
import LegibleReporting
import LegibleScan
import LegibleSwiftScan

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftSource(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    let text = String(decoding: input.bytes, as: UTF8.self)
    let file = Array(text.utf8).withUnsafeBytes { Scratch.file("View.swift", holding: $0) }
    let reader = SwiftSourceReader().prepared(forFiles: [file])
    do throws(SourceFileError) {
        let result = try reader.read(text: text, path: "View.swift", resources: ScanResources())
        for element in result.elements {
            require(element.location.file == "View.swift" && (element.location.line ?? 0) >= 1, "an element outside the file")
        }
        for finding in result.findings {
            require(!finding.message.isEmpty, "a finding without a message")
        }
    } catch {
        require(error.file == "View.swift" && !error.message.isEmpty, "an error without the file or a message")
    }
    return 0
}
