/// An object's members by key, for `KeyedDecodingContainer`.
struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ValueDecoder
    let members: [PositionedValue.Member]
    let log: UnknownKeyChecks.Log?
    private let indexes: [String: Int]

    init(decoder: ValueDecoder, members: [PositionedValue.Member], log: UnknownKeyChecks.Log?) {
        self.decoder = decoder
        self.members = members
        self.log = log
        // Readers reject duplicate keys, so each key has one member.
        indexes = Dictionary(members.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        log?.readsEveryKey = true
        return members.compactMap { Key(stringValue: $0.key) }
    }

    func contains(_ key: Key) -> Bool {
        log?.know(key.stringValue)
        return indexes[key.stringValue] != nil
    }

    /// The decoder for the value at `key`, or `keyNotFound` reported at this object.
    private func value(_ key: Key) throws -> ValueDecoder {
        log?.know(key.stringValue)
        guard let index = indexes[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing key \"\(key.stringValue)\""))
        }
        return decoder.nested(members[index].value, key: key)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key).decodeNil() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(key).decodeBool() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(key).decodeString() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(key).decodeFloatingPoint(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(key).decodeFloatingPoint(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(key).decodeInteger(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(key).decodeInteger(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(key).decodeInteger(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(key).decodeInteger(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(key).decodeInteger(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(key).decodeInteger(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(key).decodeInteger(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(key).decodeInteger(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(key).decodeInteger(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(key).decodeInteger(type) }
    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value { try value(key).decodeValue(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try value(key).sharingChecks(with: decoder).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try value(key).unkeyedContainer()
    }

    /// The value at `super` (null when there is none), as `JSONDecoder` does.
    func superDecoder() throws -> any Decoder {
        superDecoder(key: PositionedCodingKey(stringValue: "super"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        superDecoder(key: key)
    }

    private func superDecoder(key: any CodingKey) -> any Decoder {
        log?.know(key.stringValue)
        let value = indexes[key.stringValue].map { members[$0].value } ?? PositionedValue(kind: .null, position: decoder.value.position)
        return decoder.nested(value, key: key).sharingChecks(with: decoder)
    }
}

extension ValueDecoder {
    /// This decoder reporting its unknown keys with `parent`'s, for containers and decoders a
    /// type takes without decoding a nested type of its own.
    func sharingChecks(with parent: ValueDecoder) -> ValueDecoder {
        ValueDecoder(value: value, codingPath: codingPath, checks: parent.checks)
    }
}

/// An array's elements in order, for `UnkeyedDecodingContainer`.
struct UnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: ValueDecoder
    let elements: [PositionedValue]
    private(set) var currentIndex = 0

    init(decoder: ValueDecoder, elements: [PositionedValue]) {
        self.decoder = decoder
        self.elements = elements
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The decoder for the next element, moving past it only when `read` succeeds.
    private mutating func next<Value>(_ read: (ValueDecoder) throws -> Value) throws -> Value {
        guard !isAtEnd else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath, debugDescription: "expected at least \(currentIndex + 1) elements, found \(elements.count)"))
        }
        let value = try read(decoder.nested(elements[currentIndex], key: PositionedCodingKey(intValue: currentIndex)))
        currentIndex += 1
        return value
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = elements[currentIndex].kind else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next { try $0.decodeBool() } }
    mutating func decode(_ type: String.Type) throws -> String { try next { try $0.decodeString() } }
    mutating func decode(_ type: Double.Type) throws -> Double { try next { try $0.decodeFloatingPoint(type) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try next { try $0.decodeFloatingPoint(type) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try next { try $0.decodeInteger(type) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next { try $0.decodeInteger(type) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next { try $0.decodeInteger(type) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next { try $0.decodeInteger(type) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next { try $0.decodeInteger(type) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next { try $0.decodeInteger(type) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next { try $0.decodeInteger(type) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next { try $0.decodeInteger(type) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next { try $0.decodeInteger(type) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next { try $0.decodeInteger(type) } }
    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try next { try $0.decodeValue(type) } }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let parent = decoder
        return try next { try $0.sharingChecks(with: parent).container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next { try $0.unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder {
        let parent = decoder
        return try next { $0.sharingChecks(with: parent) }
    }
}

/// One value, for `SingleValueDecodingContainer`.
struct SingleValueContainer: SingleValueDecodingContainer {
    let decoder: ValueDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.decodeNil() }
    func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeBool() }
    func decode(_ type: String.Type) throws -> String { try decoder.decodeString() }
    func decode(_ type: Double.Type) throws -> Double { try decoder.decodeFloatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { try decoder.decodeFloatingPoint(type) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.decodeInteger(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeInteger(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeInteger(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeInteger(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeInteger(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeInteger(type) }

    /// The same value as another type: decoded with fresh unknown-key checks, as a nested value.
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try ValueDecoder(value: decoder.value, codingPath: codingPath, checks: decoder.checks == nil ? nil : UnknownKeyChecks())
            .decodeValue(type)
    }
}
