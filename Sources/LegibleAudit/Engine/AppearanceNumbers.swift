/// Numbers values in order of first appearance, for the few distinct values a long column takes
/// (locales, label groups): while there are few, a value is found by comparing it with each
/// (small strings compare in a step or two); past that, by hashing.
struct AppearanceNumbers<Value: Hashable & Sendable>: Sendable {
    /// The distinct values, in order of first appearance; a value's number is its index.
    private(set) var values: [Value] = []
    private var numbers: [Value: Int] = [:]
    private static var comparedCount: Int { 16 }

    /// The number of `value`, and whether it is new (numbered now).
    @discardableResult
    mutating func number(of value: Value) -> (number: Int, isNew: Bool) {
        if let number = values.prefix(Self.comparedCount).firstIndex(of: value) { return (number, false) }
        if values.count > Self.comparedCount, let number = numbers[value] { return (number, false) }
        values.append(value)
        numbers[value] = values.count - 1
        return (values.count - 1, true)
    }
}
