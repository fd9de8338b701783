/// Indexes grouped by the key of what they point at, keys in order of first appearance, indexes
/// in the order added. A key's items usually come one after another (a catalog's entries of one
/// key, a key's labels), so the dictionary is asked only when the key changes.
struct KeyedIndexes: Sendable {
    /// The keys, in order of first appearance.
    private(set) var keys: [String] = []
    /// Each key's indexes, in the order added.
    private(set) var indexes: [[Int]] = []
    private var positions: [String: Int] = [:]
    private var current = -1

    /// Adds `index` to the indexes of `key`.
    mutating func add(_ index: Int, key: String) {
        if current < 0 || keys[current] != key {
            if let known = positions[key] {
                current = known
            } else {
                keys.append(key)
                indexes.append([])
                current = keys.count - 1
                positions[key] = current
            }
        }
        indexes[current].append(index)
    }
}
