/// The `Decoder` over one ``PositionedValue``: what ``PositionedValueDecoder`` hands to each
/// type's `init(from:)`.
struct ValueDecoder: Decoder {
    let value: PositionedValue
    let codingPath: [any CodingKey]
    /// The unknown-key checks of the value being decoded; `nil` when unknown keys are allowed.
    let checks: UnknownKeyChecks?

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let members = value.members else { throw mismatch([String: Any].self) }
        let log = checks?.log(for: value, members: members, codingPath: codingPath)
        if let log, let iterable = Key.self as? any (CaseIterable & CodingKey).Type {
            for name in Self.caseNames(iterable) { log.know(name) }
        }
        return KeyedDecodingContainer(KeyedContainer<Key>(decoder: self, members: members, log: log))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let elements = value.elements else { throw mismatch([Any].self) }
        return UnkeyedContainer(decoder: self, elements: elements)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(decoder: self)
    }

    private static func caseNames<Key: CaseIterable & CodingKey>(_ type: Key.Type) -> [String] {
        Key.allCases.map(\.stringValue)
    }

    // MARK: Nested values

    /// A decoder for a value inside this one, with its own unknown-key checks.
    func nested(_ value: PositionedValue, key: any CodingKey) -> ValueDecoder {
        ValueDecoder(value: value, codingPath: codingPath + [key], checks: checks == nil ? nil : UnknownKeyChecks())
    }

    /// This value as a `Value`, through `Value(from:)`, then checked for unknown keys.
    func decodeValue<Value: Decodable>(_ type: Value.Type) throws -> Value {
        let result: Value
        do {
            result = try Value(from: self)
        } catch let error as DecodingError {
            throw explained(error, decoding: Value.self)
        } catch {
            // A type's own error (an init(parsing:) it calls, say): report it at this value.
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "\(error)", underlyingError: error))
        }
        try checks?.verify()
        return result
    }

    /// The standard library's "Cannot initialize … from invalid … value" for an enumeration,
    /// replaced by the values it accepts.
    private func explained<Value>(_ error: DecodingError, decoding type: Value.Type) -> DecodingError {
        guard case .dataCorrupted(let context) = error, context.codingPath.count == codingPath.count,
            context.underlyingError == nil, context.debugDescription.hasPrefix("Cannot initialize "),
            let enumeration = Value.self as? any (CaseIterable & RawRepresentable).Type
        else { return error }
        let valid = Self.rawValueNames(enumeration).joined(separator: ", ")
        return .dataCorrupted(.init(codingPath: codingPath, debugDescription: "expected one of \(valid), found \(describedValue)"))
    }

    private static func rawValueNames<Enumeration: CaseIterable & RawRepresentable>(_ type: Enumeration.Type) -> [String] {
        Enumeration.allCases.map { item in
            (item.rawValue as? String).map { "\"\($0)\"" } ?? "\(item.rawValue)"
        }
    }

    /// The value as a message quotes it: `"web"`, `3`, `true`, or its kind.
    private var describedValue: String {
        switch value.kind {
        case .string(let text): "\"\(text)\""
        case .number(let number): value.literal ?? DecimalText.string(number, decimals: 6)
        case .bool(let flag): "\(flag)"
        default: value.kindName
        }
    }

    // MARK: Scalars

    private func mismatch(_ type: Any.Type) -> DecodingError {
        let context = DecodingError.Context(codingPath: codingPath, debugDescription: "found \(value.kindName)")
        if case .null = value.kind { return .valueNotFound(type, context) }
        return .typeMismatch(type, context)
    }

    func decodeNil() -> Bool {
        if case .null = value.kind { return true }
        return false
    }

    func decodeBool() throws -> Bool {
        guard case .bool(let flag) = value.kind else { throw mismatch(Bool.self) }
        return flag
    }

    /// A string, or the text of a YAML plain scalar that reads as a number or boolean.
    func decodeString() throws -> String {
        switch value.kind {
        case .string(let text): return text
        case .number, .bool: if let literal = value.literal { return literal }
        default: break
        }
        throw mismatch(String.self)
    }

    /// A finite number written in decimal (a YAML plain scalar's text must be one too).
    private func decodeNumber(as type: Any.Type) throws -> Double {
        guard case .number(let number) = value.kind, number.isFinite,
            value.literal.map({ DecimalNumber.parse($0) != nil }) ?? true
        else { throw mismatch(type) }
        return number
    }

    func decodeFloatingPoint<Number: BinaryFloatingPoint>(_ type: Number.Type) throws -> Number {
        let number = try decodeNumber(as: Number.self)
        let converted = Number(number)
        guard converted.isFinite else {
            let limit = DecimalText.string(Double(Number.greatestFiniteMagnitude), decimals: 0)
            throw outOfRange("a number from -\(limit) to \(limit)")
        }
        return converted
    }

    func decodeInteger<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        let number = try decodeNumber(as: Integer.self)
        guard number.rounded(.towardZero) == number else { throw mismatch(Integer.self) }
        guard let integer = Integer(exactly: number) else {
            throw outOfRange("a whole number from \(Integer.min) to \(Integer.max)")
        }
        return integer
    }

    private func outOfRange(_ expected: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: "expected \(expected), found \(describedValue)"))
    }
}
