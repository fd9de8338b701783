// Storyboards and xibs (`legible scan`): `InterfaceBuilderReader.read(text:path:resources:)`
// through the XML reader; every element it reads is placed in the file it came from, and the
// layout spec a scan derives from it reads back with the audit's own reader.
import FuzzSupport
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleScan

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let text = FuzzInput(start, count).text
    let result: ScanFileResult
    do throws(SourceFileError) {
        result = try InterfaceBuilderReader().read(text: text, path: "Main.storyboard", resources: ScanResources())
    } catch {
        require(error.file == "Main.storyboard" && !error.message.isEmpty, "an error without file or message: \(error)")
        return 0
    }
    for element in result.elements {
        require(element.location.file == "Main.storyboard" && (element.location.line ?? 0) >= 1, "an element placed at \(element.location)")
        if case .fixed(let size, _, _, _)? = element.font { require(size > 0 && size.isFinite, "a font size of \(size)") }
    }
    // The derived layout spec of every element with text and a width reads back.
    let labels = result.elements.enumerated().compactMap { index, element -> DerivedLabel? in
        guard let key = element.text?.key, case .fixed(let width) = element.textWidth, width > 0, width.isFinite, width < 1e9 else { return nil }
        var rule = LayoutRule(width: width)
        rule.maxLines = element.maxLines ?? 1
        return DerivedLabel(elementIndex: index, element: element, key: key, layout: rule, entries: [])
    }
    if let yaml = ScanReport(findings: [], elements: result.elements, labels: labels).derivedLayoutSpec(for: .iOS) {
        do throws(SourceFileError) {
            let spec = try LayoutSpec(text: yaml, file: "derived.yaml", isJSON: false)
            require(spec.rules.count <= labels.count, "the derived spec has more entries than labels")
        } catch {
            require(false, "the derived layout spec does not read back: \(error)\n\(yaml)")
        }
    }
    return 0
}
