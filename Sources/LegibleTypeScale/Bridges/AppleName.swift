/// A Swift case name as written in code, without a leading dot or any of `typeNames` before it:
/// `.accessibility3`, `DynamicTypeSize.accessibility3` and `accessibility3` are all
/// `accessibility3`. The bridges compare the result exactly, case included, as Swift does.
func bareCaseName(_ text: String, typeNames: [String]) -> Substring {
    var name = Substring(text)
    for typeName in typeNames where name.hasPrefix(typeName + ".") {
        name = name.dropFirst(typeName.count)
        break
    }
    if name.hasPrefix(".") { name = name.dropFirst() }
    return name
}
