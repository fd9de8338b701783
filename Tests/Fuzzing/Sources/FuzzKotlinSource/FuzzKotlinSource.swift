// Kotlin source for `legible scan` (`ComposeSourceReader`): any bytes decoded as UTF-8 (invalid
// sequences replaced, as the scan's decoder rejects them before a reader sees them) must read into
// elements and findings, or fail with an error that names the file, and never crash or hang. The
// header makes every input one the reader parses (a file without `androidx.compose` is skipped).
import Foundation
import FuzzSupport
import LegibleCore
import LegibleKotlinScan
import LegibleReporting
import LegibleScan

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKotlinSource(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    let text = "import androidx.compose.material3.Text\n" + String(decoding: input.bytes, as: UTF8.self)
    do throws(SourceFileError) {
        let result = try ComposeSourceReader().read(text: text, path: "Screen.kt", resources: ScanResources())
        for element in result.elements {
            require(element.location.file == "Screen.kt" && (element.location.line ?? 0) >= 1, "an element outside the file")
        }
        for finding in result.findings {
            require(!finding.message.isEmpty, "a finding without a message")
        }
    } catch {
        require(error.file == "Screen.kt" && !error.message.isEmpty, "an error without the file or a message")
    }
    return 0
}
