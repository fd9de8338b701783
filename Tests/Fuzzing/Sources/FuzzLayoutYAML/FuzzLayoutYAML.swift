// Layout specs in YAML (`legible audit --layout`): `LayoutSpec(text:file:isJSON: false)`, through Yams and the positioned decoder.
import FuzzSupport
import LegibleCatalogs
import LegibleReporting

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    let file = "layout.yaml"
    let spec: LayoutSpec
    do throws(SourceFileError) {
        spec = try LayoutSpec(text: input.text, file: file, isJSON: false, baseDirectory: "/spec")
    } catch {
        require(error.file == file && !error.message.isEmpty, "an error without file or message: \(error)")
        return 0
    }
    // Every entry's layout, and each plain glob matches itself.
    for index in [nil] + spec.rules.indices.map(Optional.some) {
        if let layout = spec.layout(forRule: index) {
            require(layout.width.isFinite && layout.maxLines >= 0, "entry \(index.map(String.init) ?? "default") gives width \(layout.width), \(layout.maxLines) lines")
        }
    }
    for rule in spec.rules {
        for pattern in rule.patterns where !pattern.contains(where: { "*?\\".contains($0) }) {
            require(KeyGlob.matches(pattern: pattern, key: pattern), "the glob \(pattern.debugDescription) does not match itself")
        }
    }
    _ = spec.layout(forKey: "settings.notifications.title")
    return 0
}
