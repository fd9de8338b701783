extension JSONWriter {
    /// Writes a key and a string value.
    ///
    /// - Parameters:
    ///   - name: the key.
    ///   - value: the string; `nil` writes `null`.
    public mutating func field(_ name: String, _ value: String?) {
        key(name)
        if let value { string(value) } else { null() }
    }

    /// Writes a key and a number.
    ///
    /// - Parameters:
    ///   - name: the key.
    ///   - value: the number (see ``number(_:)-(Double)``).
    public mutating func field(_ name: String, _ value: Double) {
        key(name)
        number(value)
    }

    /// Writes a key and an integer.
    ///
    /// - Parameters:
    ///   - name: the key.
    ///   - value: the integer.
    public mutating func field(_ name: String, _ value: Int) {
        key(name)
        number(value)
    }

    /// Writes a key and a Boolean.
    ///
    /// - Parameters:
    ///   - name: the key.
    ///   - value: the Boolean.
    public mutating func field(_ name: String, _ value: Bool) {
        key(name)
        bool(value)
    }
}

/// A value that writes itself with a ``JSONWriter``, in the form its `Encodable` conformance
/// gives under `JSONEncoder`'s `.sortedKeys` (keys sorted, absent optionals left out).
///
/// ```swift
/// var json = JSONWriter()
/// json.value(finding)   // {"id": …, "location": {…}, "message": …, "rule": …, "severity": …}
/// ```
public protocol JSONWritable {
    /// Writes the value as one JSON value.
    ///
    /// - Parameter json: the writer, positioned where a value may go.
    func write(to json: inout JSONWriter)
}

extension JSONWriter {
    /// Writes a value that knows its JSON form.
    ///
    /// - Parameter value: the value.
    public mutating func value(_ value: some JSONWritable) {
        value.write(to: &self)
    }

    /// Writes a key and a value that knows its JSON form.
    ///
    /// - Parameters:
    ///   - name: the key.
    ///   - value: the value.
    public mutating func field(_ name: String, _ value: some JSONWritable) {
        key(name)
        value.write(to: &self)
    }
}

extension JSONWriter {
    /// Writes `findings` as one array, a chunk of them per thread on up to `concurrency`
    /// threads, flushed to `output` in order: a long report's findings.
    ///
    /// - Parameters:
    ///   - findings: the findings, in report order.
    ///   - concurrency: how many threads write at once.
    ///   - output: the stream the JSON goes to.
    package mutating func array<Output: TextOutputStream>(of findings: [Finding], concurrency: Int, flushingTo output: inout Output) {
        beginArray()
        writeElements(count: findings.count, concurrency: concurrency, flushingTo: &output) { index, json in
            json.value(findings[index])
        }
        endArray()
    }
}

extension Finding: JSONWritable {
    /// Writes `id`, `location` (when there is one), `message`, `properties` (when there are
    /// any, an object with sorted keys), `rule`, `severity`.
    ///
    /// - Parameter json: the writer.
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("id", id)
        if let location { json.field("location", location) }
        json.field("message", message)
        writeProperties(to: &json)
        json.field("rule", rule)
        json.field("severity", severity.rawValue)
        json.endObject()
    }
}

extension Finding {
    /// Writes the `properties` key and object, or nothing when the finding has no details.
    func writeProperties(to json: inout JSONWriter) {
        guard !properties.isEmpty else { return }
        json.key("properties")
        json.beginObject()
        for property in sortedProperties { json.field(property.key, property.value) }
        json.endObject()
    }
}

extension Finding.Location: JSONWritable {
    /// Writes `column` and `line` when known, and `file`.
    ///
    /// - Parameter json: the writer.
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        if let column { json.field("column", column) }
        json.field("file", file)
        if let line { json.field("line", line) }
        json.endObject()
    }
}

extension ToolInfo: JSONWritable {
    /// Writes `informationURI` when known, `name`, and `version` when known.
    ///
    /// - Parameter json: the writer.
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        if let informationURI { json.field("informationURI", informationURI) }
        json.field("name", name)
        if let version { json.field("version", version) }
        json.endObject()
    }
}
