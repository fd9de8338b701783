// Objective-C source for `legible scan` (`ObjCSourceReader`): any bytes decoded as UTF-8 (invalid
// sequences replaced, as the scan's decoder rejects them before a reader sees them) must read into
// elements and findings, or fail with an error that names the file, and never crash or hang. The
// header makes every input one the reader lexes (a file that names no font or colour is skipped).
import Foundation
import FuzzSupport
import LegibleCore
import LegibleObjCScan
import LegibleReporting
import LegibleScan

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzObjCSource(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    let text = "// font\n" + String(decoding: input.bytes, as: UTF8.self)
    do throws(SourceFileError) {
        let result = try ObjCSourceReader().read(text: text, path: "Screen.m", resources: ScanResources())
        for element in result.elements {
            require(element.location.file == "Screen.m" && (element.location.line ?? 0) >= 2, "an element outside the file")
        }
        for finding in result.findings {
            require(!finding.message.isEmpty, "a finding without a message")
        }
    } catch {
        require(error.file == "Screen.m" && !error.message.isEmpty, "an error without the file or a message")
    }
    return 0
}
