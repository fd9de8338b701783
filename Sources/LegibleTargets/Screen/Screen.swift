import LegibleCore
import LegibleReporting

/// One screen of an interface: its interactive elements and the things around them.
///
/// The JSON form, with every length in the platform's logical unit (pt, dp or CSS px):
///
/// ```json
/// {
///   "name": "Checkout",
///   "size": { "width": 390, "height": 844 },
///   "elements": [
///     { "id": "close", "frame": { "x": 346, "y": 54, "width": 30, "height": 30 },
///       "hitAreaInsets": 7 },
///     { "id": "title", "frame": { "x": 16, "y": 100, "width": 358, "height": 40 },
///       "interactive": false },
///     { "id": "tabs", "role": "tabBar", "tabCount": 4,
///       "frame": { "x": 0, "y": 761, "width": 390, "height": 49 } }
///   ]
/// }
/// ```
///
/// `name` and `size` are optional, and a bare array of elements is a screen too. Unknown keys
/// are rejected so a misspelt `hitAreaInset` cannot silently pass.
///
/// A screen read from a file (``init(contentsOfFile:limits:)``) remembers the file and where each
/// element starts in it, so findings point to the element's line and column. Equality and hashing
/// ignore both: a screen read from a file equals the same screen built in code.
public struct Screen: Sendable, Hashable, Codable {
    /// A name for reports and drawings.
    public var name: String?
    /// The screen's size, when known; drawings use it as their canvas.
    public var size: TargetSize?
    /// Everything on the screen, interactive or not, in drawing order.
    public var elements: [ScreenElement]
    /// The file the screen was read from, which findings point into; `nil` for a screen built in
    /// code or read from standard input. Not part of the JSON form.
    public var file: String?

    /// A screen of `elements`.
    ///
    /// - Parameters:
    ///   - name: a name for reports and drawings.
    ///   - size: the screen's size, when known.
    ///   - elements: everything on the screen, in drawing order.
    ///   - file: the file the screen comes from, for findings' locations.
    public init(name: String? = nil, size: TargetSize? = nil, elements: [ScreenElement], file: String? = nil) {
        self.name = name
        self.size = size
        self.elements = elements
        self.file = file
    }

    /// Equal names, sizes and elements; the file does not count.
    public static func == (lhs: Screen, rhs: Screen) -> Bool {
        lhs.name == rhs.name && lhs.size == rhs.size && lhs.elements == rhs.elements
    }

    /// Hashes the name, size and elements.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(size)
        hasher.combine(elements)
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case name, size, elements
    }

    /// Decodes the JSON form above, validating sizes, roles and unique ids.
    public init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var elements: [ScreenElement] = []
            while !list.isAtEnd { elements.append(try list.decode(ScreenElement.self)) }
            self.init(elements: elements)
            try validate(codingPath: decoder.codingPath)
            return
        }
        guard (try? decoder.container(keyedBy: CodingKeys.self)) != nil else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath, debugDescription: "expected an object with \"elements\", or an array of elements"))
        }
        try rejectUnknownKeys(in: decoder, allowed: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decodeIfPresent(String.self, forKey: .name),
            size: try container.decodeIfPresent(TargetSize.self, forKey: .size),
            elements: try container.decode([ScreenElement].self, forKey: .elements))
        if let size, !(size.width > 0 && size.height > 0) {
            throw DecodingError.dataCorruptedError(
                forKey: .size, in: container, debugDescription: "width and height must be greater than 0")
        }
        try validate(codingPath: decoder.codingPath)
    }

    /// Ids name findings, so they must be unique.
    private func validate(codingPath: [any CodingKey]) throws {
        var seen: Set<String> = []
        for element in elements where !seen.insert(element.id).inserted {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath, debugDescription: "two elements have the id '\(element.id)'; ids must be unique"))
        }
    }
}

/// What an element is, where the checks treat kinds differently.
public enum ElementRole: Sendable, Hashable {
    /// A button, link, switch or any other single target.
    case control
    /// A tab bar (iOS) or navigation bar (Material) split evenly into `tabCount` tabs.
    case tabBar(tabCount: Int)
}

/// One element of a screen.
///
/// ```swift
/// ScreenElement(id: "close", frame: TargetRect(x: 346, y: 54, width: 30, height: 30),
///               hitAreaInsets: TargetInsets(all: 7))   // a 44×44 pt hit area
/// ```
public struct ScreenElement: Sendable, Hashable, Codable {
    /// A name unique on the screen; findings refer to it.
    public var id: String
    /// The visible frame.
    public var frame: TargetRect
    /// How far the hit area reaches beyond the frame on each side; positive grows outward
    /// (see ``TargetInsets``). In JSON, either one number for every side or an object with any
    /// of `top`, `left`, `bottom`, `right` (missing sides are 0).
    public var hitAreaInsets: TargetInsets
    /// `false` for text, images and disabled controls: the checks skip them.
    public var isInteractive: Bool
    /// A single control, or a tab bar.
    public var role: ElementRole
    /// Where the element's object starts in the screen file it was read from; `nil` for an
    /// element built in code. Not part of the JSON form, equality or hashing.
    public var position: TextPosition?

    /// An element; by default an interactive control whose hit area is its frame.
    ///
    /// - Parameters:
    ///   - id: a name unique on the screen.
    ///   - frame: the visible frame.
    ///   - hitAreaInsets: how far the hit area reaches beyond the frame (positive grows it).
    ///   - isInteractive: `false` for text, images and disabled controls.
    ///   - role: a single control, or a tab bar.
    ///   - position: where the element starts in its screen file, when read from one.
    public init(
        id: String, frame: TargetRect, hitAreaInsets: TargetInsets = .zero, isInteractive: Bool = true,
        role: ElementRole = .control, position: TextPosition? = nil
    ) {
        self.id = id
        self.frame = frame
        self.hitAreaInsets = hitAreaInsets
        self.isInteractive = isInteractive
        self.role = role
        self.position = position
    }

    /// Equal ids, frames, insets, interactivity and roles; the position does not count.
    public static func == (lhs: ScreenElement, rhs: ScreenElement) -> Bool {
        lhs.id == rhs.id && lhs.frame == rhs.frame && lhs.hitAreaInsets == rhs.hitAreaInsets
            && lhs.isInteractive == rhs.isInteractive && lhs.role == rhs.role
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(frame)
        hasher.combine(hitAreaInsets)
        hasher.combine(isInteractive)
        hasher.combine(role)
    }

    /// The area that responds to touch: the frame grown by the hit-area insets.
    public var hitArea: TargetRect { frame.outset(by: hitAreaInsets) }

    /// How many targets the element has: its tab count for a tab bar, else 1.
    public var targetCount: Int {
        guard case .tabBar(let count) = role, count > 0 else { return 1 }
        return count
    }

    /// The size of each target: the hit area, or one tab of a tab bar. Found without listing the
    /// tabs, however many there are.
    public var targetSize: TargetSize {
        let area = hitArea
        return TargetSize(width: area.width / Double(targetCount), height: area.height)
    }

    /// The targets a person can hit: the hit area itself, or one equal slice per tab.
    public var targets: [TargetRect] {
        let count = targetCount
        guard count > 1 else { return [hitArea] }
        let area = hitArea, tabWidth = area.width / Double(count)
        return (0..<count).map { TargetRect(x: area.x + Double($0) * tabWidth, y: area.y, width: tabWidth, height: area.height) }
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case id, frame, hitAreaInsets, interactive, role, tabCount
    }

    private enum RoleName: String, CaseIterable {
        case control, tabBar
    }

    /// Decodes one element of the JSON form described on ``Screen``, rejecting negative sizes, unknown keys and roles.
    public init(from decoder: any Decoder) throws {
        try rejectUnknownKeys(in: decoder, allowed: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        if id.isEmpty {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "must not be empty")
        }
        frame = try container.decode(TargetRect.self, forKey: .frame)
        if frame.width < 0 || frame.height < 0 {
            throw DecodingError.dataCorruptedError(
                forKey: .frame, in: container,
                debugDescription: "'\(id)': width and height must be 0 or more, got \(frame.size)")
        }
        hitAreaInsets = try Self.decodeInsets(from: container)
        let area = frame.outset(by: hitAreaInsets)
        if area.width < 0 || area.height < 0 {
            throw DecodingError.dataCorruptedError(
                forKey: .hitAreaInsets, in: container,
                debugDescription: "'\(id)': negative insets shrink the hit area below nothing (positive insets grow it)")
        }
        isInteractive = try container.decodeIfPresent(Bool.self, forKey: .interactive) ?? true

        let roleText = try container.decodeIfPresent(String.self, forKey: .role) ?? RoleName.control.rawValue
        // Decoded as a number so 2.5 gets this message rather than a decoder-specific one.
        let tabCountValue = try container.decodeIfPresent(Double.self, forKey: .tabCount)
        let tabCount = tabCountValue.flatMap { $0.rounded() == $0 && abs($0) < 1e9 ? Int($0) : 0 }
        switch RoleName(rawValue: roleText) {
        case .control:
            if tabCount != nil {
                throw DecodingError.dataCorruptedError(
                    forKey: .tabCount, in: container, debugDescription: "'\(id)': tabCount needs \"role\": \"tabBar\"")
            }
            role = .control
        case .tabBar:
            guard let tabCount, tabCount >= 1 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .tabCount, in: container, debugDescription: "'\(id)': a tabBar needs a tabCount, a whole number of 1 or more")
            }
            role = .tabBar(tabCount: tabCount)
        case nil:
            let valid = RoleName.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
            throw DecodingError.dataCorruptedError(
                forKey: .role, in: container, debugDescription: "'\(id)': unknown role \"\(roleText)\", expected \(valid)")
        }
    }

    private static func decodeInsets(from container: KeyedDecodingContainer<CodingKeys>) throws -> TargetInsets {
        guard container.contains(.hitAreaInsets) else { return .zero }
        if let all = try? container.decode(Double.self, forKey: .hitAreaInsets) {
            return TargetInsets(all: all)
        }
        let sides = try container.decode(PartialInsets.self, forKey: .hitAreaInsets)
        return TargetInsets(top: sides.top ?? 0, left: sides.left ?? 0, bottom: sides.bottom ?? 0, right: sides.right ?? 0)
    }

    /// Encodes the JSON form ``init(from:)`` reads, leaving out defaults.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(frame, forKey: .frame)
        if hitAreaInsets != .zero { try container.encode(hitAreaInsets, forKey: .hitAreaInsets) }
        if !isInteractive { try container.encode(false, forKey: .interactive) }
        if case .tabBar(let count) = role {
            try container.encode(RoleName.tabBar.rawValue, forKey: .role)
            try container.encode(count, forKey: .tabCount)
        }
    }
}

/// Insets as written in JSON, where every side is optional.
private struct PartialInsets: Decodable {
    var top, left, bottom, right: Double?

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case top, left, bottom, right
    }

    init(from decoder: any Decoder) throws {
        try rejectUnknownKeys(in: decoder, allowed: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        top = try container.decodeIfPresent(Double.self, forKey: .top)
        left = try container.decodeIfPresent(Double.self, forKey: .left)
        bottom = try container.decodeIfPresent(Double.self, forKey: .bottom)
        right = try container.decodeIfPresent(Double.self, forKey: .right)
    }
}

/// Any key, for listing the keys an object actually has.
private struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Throws when the object being decoded has a key that is not one of `Keys`, naming the key and
/// the keys that are valid there.
private func rejectUnknownKeys<Keys: CodingKey & CaseIterable>(in decoder: any Decoder, allowed: Keys.Type) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    if let unknown = container.allKeys.first(where: { Keys(stringValue: $0.stringValue) == nil }) {
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: decoder.codingPath + [unknown],
                debugDescription: "unknown key \"\(unknown.stringValue)\"; expected \(Keys.allCases.map { "\"\($0.stringValue)\"" }.joined(separator: ", "))"))
    }
}

extension Screen {
    /// The screen with every length, given in device pixels at `density`, converted to logical
    /// units: a mock-up exported at @3x becomes a screen in points.
    public func logical(fromPixels density: PixelDensity) -> Screen {
        let factor = 1 / density.pixelsPerUnit
        return Screen(
            name: name, size: size?.scaled(by: factor),
            elements: elements.map { element in
                var converted = element
                converted.frame = element.frame.scaled(by: factor)
                converted.hitAreaInsets = element.hitAreaInsets.scaled(by: factor)
                return converted
            },
            file: file)
    }
}
