import LegibleSyntax

extension Screen {
    /// The screen a well-formed file describes, read straight from its parsed tree: the value
    /// `PositionedValueDecoder` gives for it (positions and file aside), without `Codable`'s
    /// work per key, which was two thirds of `legible targets` on a screen of 100,000 elements.
    ///
    /// Anything unusual (a key it does not know or a repeated one, a value of another type,
    /// `null`, a value the decoder refuses such as a negative size or a repeated id) gives `nil`,
    /// and the caller decodes the file as before, so errors keep their messages and positions.
    package static func direct(_ root: PositionedValue) -> Screen? {
        switch root.kind {
        case .array(let list):
            return elements(list).map { Screen(elements: $0) }
        case .object(let members):
            var name: String?, size: TargetSize?, list: [ScreenElement]?
            var seen = Set<String>()
            for member in members {
                guard seen.insert(member.key).inserted else { return nil }
                switch (member.key, member.value.kind) {
                case ("name", .string(let text)): name = text
                case ("size", _):
                    guard let values = numbers(member.value, keys: ["width", "height"]), let width = values[0], let height = values[1],
                        width > 0, height > 0
                    else { return nil }
                    size = TargetSize(width: width, height: height)
                case ("elements", .array(let values)):
                    guard let read = elements(values) else { return nil }
                    list = read
                default: return nil
                }
            }
            guard let list else { return nil }
            return Screen(name: name, size: size, elements: list)
        default:
            return nil
        }
    }

    private static func elements(_ values: [PositionedValue]) -> [ScreenElement]? {
        var elements: [ScreenElement] = []
        elements.reserveCapacity(values.count)
        var ids = Set<String>(minimumCapacity: values.count)
        for value in values {
            guard let element = element(value), ids.insert(element.id).inserted else { return nil }
            elements.append(element)
        }
        return elements
    }

    /// One element, as `ScreenElement.init(from:)` reads it, or `nil` for anything it would
    /// refuse or read differently.
    private static func element(_ value: PositionedValue) -> ScreenElement? {
        guard case .object(let members) = value.kind else { return nil }
        var id: String?, frame: TargetRect?, insets = TargetInsets.zero, interactive = true
        var roleName: String?, tabCount: Double?
        var seen: UInt8 = 0
        for member in members {
            let bit: UInt8
            switch (member.key, member.value.kind) {
            case ("id", .string(let text)):
                guard !text.isEmpty else { return nil }
                (bit, id) = (1, text)
            case ("frame", _):
                guard let values = numbers(member.value, keys: ["x", "y", "width", "height"]), let x = values[0], let y = values[1],
                    let width = values[2], let height = values[3]
                else { return nil }
                (bit, frame) = (2, TargetRect(x: x, y: y, width: width, height: height))
            case ("hitAreaInsets", .number(let all)):
                (bit, insets) = (4, TargetInsets(all: all))
            case ("hitAreaInsets", .object):
                guard let sides = numbers(member.value, keys: ["top", "left", "bottom", "right"], allRequired: false) else { return nil }
                (bit, insets) = (4, TargetInsets(top: sides[0] ?? 0, left: sides[1] ?? 0, bottom: sides[2] ?? 0, right: sides[3] ?? 0))
            case ("interactive", .bool(let flag)):
                (bit, interactive) = (8, flag)
            case ("role", .string(let text)):
                (bit, roleName) = (16, text)
            case ("tabCount", .number(let count)):
                (bit, tabCount) = (32, count)
            default:
                return nil
            }
            guard seen & bit == 0 else { return nil }
            seen |= bit
        }
        guard let id, let frame, frame.width >= 0, frame.height >= 0 else { return nil }
        let area = frame.outset(by: insets)
        guard area.width >= 0, area.height >= 0 else { return nil }
        let role: ElementRole
        switch roleName ?? "control" {
        case "control":
            guard tabCount == nil else { return nil }
            role = .control
        case "tabBar":
            guard let tabCount, tabCount.rounded() == tabCount, abs(tabCount) < 1e9, tabCount >= 1 else { return nil }
            role = .tabBar(tabCount: Int(tabCount))
        default:
            return nil
        }
        return ScreenElement(id: id, frame: frame, hitAreaInsets: insets, isInteractive: interactive, role: role)
    }

    /// The numbers of an object that has only `keys`, each once (all of them unless
    /// `allRequired` is false), in the order of `keys`; `nil` for anything else.
    private static func numbers(_ value: PositionedValue, keys: [String], allRequired: Bool = true) -> [Double?]? {
        guard case .object(let members) = value.kind, !allRequired || members.count == keys.count else { return nil }
        var numbers = [Double?](repeating: nil, count: keys.count)
        for member in members {
            guard let index = keys.firstIndex(of: member.key), numbers[index] == nil, case .number(let number) = member.value.kind else { return nil }
            numbers[index] = number
        }
        return allRequired && numbers.contains(nil) ? nil : numbers
    }
}
