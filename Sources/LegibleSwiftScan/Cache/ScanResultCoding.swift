import LegibleColor
import LegibleReporting
import LegibleScan
import LegibleTypeScale

/// A compact encoding of `ScanFileResult` for the cache: a sequence of tokens, each `~` (no
/// value) or `LENGTH:BYTES`, so any text (keys with tabs or newlines) needs no escaping and
/// decoding never guesses. Hand-written rather than JSON because decoding thousands of cached
/// files must cost a small fraction of parsing them.
struct ResultWriter {
    private(set) var bytes: [UInt8] = []

    mutating func put(_ text: String?) {
        guard let text else {
            bytes.append(UInt8(ascii: "~"))
            return
        }
        bytes.append(contentsOf: String(text.utf8.count).utf8)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(contentsOf: text.utf8)
    }

    mutating func put(_ number: Double?) { put(number.map { String($0) }) }
    mutating func put(_ number: Int?) { put(number.map { String($0) }) }

    mutating func put(_ result: ScanFileResult) {
        put(result.elements.count)
        for element in result.elements { put(element) }
        put(result.findings.count)
        for finding in result.findings { put(finding) }
        put(result.setInCode.count)
        for property in result.setInCode.sorted() { put(property) }
        putTexts(of: result)
        putFacts(of: result)
    }

    mutating func put(_ location: Finding.Location?) {
        put(location?.file)
        put(location?.line)
        put(location?.column)
    }

    private mutating func put(_ element: ScannedElement) {
        put(element.kind.rawValue)
        put(element.id)
        put(element.location)
        put(element.platform.rawValue)
        put(element.qualifiers.count)
        for qualifier in element.qualifiers { put(qualifier) }
        put(element.font)
        put(element.text?.key)
        put(element.text?.literal)
        put(element.text?.table)
        put(element.text == nil ? nil : "t")
        switch element.textWidth {
        case .fixed(let width):
            put("f")
            put(width)
        case .maximum(let width):
            put("m")
            put(width)
        case .screen(let minus):
            put("w")
            put(minus)
        case .unknown(let reason):
            put("u")
            put(reason)
        }
        put(element.width)
        put(element.height)
        put(element.hitAreaOutset)
        put(element.maxLines)
        put(element.shrink?.mechanism)
        put(element.shrink?.minimumScale)
        put(element.shrink?.location)
        put(element.textColor)
        put(element.backgroundColor)
        put(element.suppressions.count)
        for suppression in element.suppressions {
            put(suppression.rule)
            put(suppression.reason)
            put(suppression.location)
        }
        put(element.sourcePlatform.map { $0.isWidget ? "w" : "-" })
        put(element.sourcePlatform?.platform?.rawValue)
        put(element.sourcePlatform?.condition)
        put(element.sourcePlatform?.systemSlot)
        put(element.sourcePlatform?.platforms.map(\.rawValue).joined(separator: ","))
        put(element.sourcePlatform?.appKit)
        put(element.outlets.count)
        for outlet in element.outlets { put(outlet) }
        put(element.declaringType)
        put(element.fixedSizeConstant)
        put(element.codeOutlet)
        put(element.codeClass)
        put(element.pictogram)
        put(element.wrapsUIFont ? "u" as String? : nil)
        put(element.badge?.codeLetter)
        put(element.emojiInCode)
        put(element.declaringMember)
        put(element.joinedInto)
        put(element.joinedTexts.count)
        for joined in element.joinedTexts {
            put(joined.font)
            put(joined.location)
        }
        put(element.listRowBackdrop ? "r" as String? : nil)
        // A scheme a view around it forces (``ForcedColorSchemes``).
        put(element.interfaceStyle.map { $0.isDark ? "d" : "l" })
        put(element.interfaceStyle?.written)
        put(element.interfaceStyle?.location)
        put(element.scaledOnce)
        put(element.readOnceStyle)
        put(element.readOnceFrom)
    }

    private mutating func put(_ font: ScannedFont?) {
        switch font {
        case nil: put(nil as String?)
        case .textStyle(let style, let weight, let live):
            put("s")
            put(style.rawValue)
            put(weight?.value)
            put(live ? "1" : "0")
        case .materialRole(let role):
            put("r")
            put(role.rawValue)
        case .scaled(let size, let relativeTo, let weight, let family):
            put("c")
            put(size)
            put(relativeTo?.rawValue)
            put(weight.value)
            put(family)
        case .fixed(let size, let unit, let weight, let family):
            put("x")
            put(size)
            put(unit)
            put(weight.value)
            put(family)
        }
    }

    private mutating func put(_ color: ScannedColor?) {
        switch color {
        case nil: put(nil as String?)
        case .literal(let value, let alpha):
            put("l")
            put(value.red)
            put(value.green)
            put(value.blue)
            put(value.alpha)
            put(alpha)
        case .asset(let name):
            put("a")
            put(name)
        case .system(let name):
            put("y")
            put(name)
        case .resource(let name):
            put("e")
            put(name)
        case .unresolved(let name, let reason):
            put("z")
            put(name)
            put(reason)
        case .themed(let name, let theme, let light, let dark):
            put("t")
            put(name)
            put(theme)
            put(light)
            put(dark)
        }
    }
}

/// Reads what ``ResultWriter`` wrote; any damage (a truncated or edited cache) is `nil`, and the
/// file is then simply read again.
struct ResultReader {
    private let bytes: [UInt8]
    private var index: Int

    init(_ bytes: [UInt8], from index: Int = 0) {
        self.bytes = bytes
        self.index = index
    }

    var position: Int { index }

    /// The next token: `.some(nil)` for `~`, `nil` when the bytes are damaged.
    mutating func token() -> String?? {
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "~") {
            index += 1
            return .some(nil)
        }
        var length = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: ":") {
            let digit = Int(bytes[index]) - 48
            guard (0...9).contains(digit), length < 1 << 40 else { return nil }
            length = length * 10 + digit
            index += 1
        }
        guard index < bytes.count, index + 1 + length <= bytes.count else { return nil }
        let start = index + 1
        index = start + length
        return .some(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    mutating func string() -> String?? { token() }
    mutating func required() -> String? { token() ?? nil }
    mutating func double() -> Double?? {
        guard let token = token() else { return nil }
        guard let text = token else { return .some(nil) }
        // A damaged cache's `inf` or `1e300` is damage, not a size: the file is parsed again.
        guard let value = Double(text), value.isFinite, abs(value) <= 1e9 else { return nil }
        return .some(value)
    }
    mutating func requiredDouble() -> Double? { double() ?? nil }
    mutating func int() -> Int?? {
        guard let token = token() else { return nil }
        guard let text = token else { return .some(nil) }
        return Int(text).map { .some($0) }
    }

    mutating func result() -> ScanFileResult? {
        guard let count = int() ?? nil, count >= 0 else { return nil }
        var elements: [ScannedElement] = []
        for _ in 0..<count {
            guard let element = element() else { return nil }
            elements.append(element)
        }
        guard let findingCount = int() ?? nil, findingCount >= 0 else { return nil }
        var findings: [Finding] = []
        for _ in 0..<findingCount {
            guard let id = required(), let rule = required(), let severity = required().flatMap(Severity.init(rawValue:)), let message = required(),
                let location = readLocation()
            else { return nil }
            guard let propertyCount = int() ?? nil, propertyCount >= 0 else { return nil }
            var properties: [Finding.Property] = []
            for _ in 0..<propertyCount {
                guard let key = required(), let value = required() else { return nil }
                properties.append(Finding.Property(key, value))
            }
            findings.append(Finding(id: id, rule: rule, severity: severity, message: message, location: location, properties: properties))
        }
        guard let propertyCount = int() ?? nil, propertyCount >= 0 else { return nil }
        var setInCode = Set<String>()
        for _ in 0..<propertyCount {
            guard let property = required() else { return nil }
            setInCode.insert(property)
        }
        var result = ScanFileResult(elements: elements, findings: findings, setInCode: setInCode)
        guard readTexts(into: &result), readFacts(into: &result) else { return nil }
        return result
    }

    private mutating func readLocation() -> Finding.Location?? {
        guard let file = string(), let line = int(), let column = int() else { return nil }
        guard let file else { return .some(nil) }
        return .some(Finding.Location(file: file, line: line, column: column))
    }

    private mutating func element() -> ScannedElement? {
        guard let kind = required().flatMap(ScannedElement.Kind.init(rawValue:)), let id = required(), let location = readLocation() ?? nil,
            let platform = required().flatMap(TextSizePlatform.init(rawValue:)), let qualifierCount = int() ?? nil, qualifierCount >= 0
        else { return nil }
        var qualifiers: [String] = []
        for _ in 0..<qualifierCount {
            guard let qualifier = required() else { return nil }
            qualifiers.append(qualifier)
        }
        guard let font = font(), let key = string(), let literal = string(), let table = string(), let hasText = string() else { return nil }
        var element = ScannedElement(kind: kind, id: id, location: location, platform: platform, qualifiers: qualifiers, font: font)
        if hasText != nil { element.text = ScannedText(key: key, literal: literal, table: table) }
        switch required() ?? "" {
        case "f":
            guard let width = requiredDouble() else { return nil }
            element.textWidth = .fixed(width)
        case "m":
            guard let width = requiredDouble() else { return nil }
            element.textWidth = .maximum(width)
        case "w":
            guard let minus = requiredDouble() else { return nil }
            element.textWidth = .screen(minus: minus)
        case "u":
            guard let reason = required() else { return nil }
            element.textWidth = .unknown(reason: reason)
        default: return nil
        }
        guard let width = double(), let height = double(), let outset = requiredDouble(), let maxLines = int(), let mechanism = string(),
            let minimumScale = double(), let shrinkLocation = readLocation(), let textColor = color(), let backgroundColor = color(),
            let suppressionCount = int() ?? nil,
            suppressionCount >= 0
        else { return nil }
        (element.width, element.height, element.hitAreaOutset, element.maxLines) = (width, height, outset, maxLines)
        element.shrink = mechanism.map { ScannedShrink(mechanism: $0, minimumScale: minimumScale, location: shrinkLocation) }
        (element.textColor, element.backgroundColor) = (textColor, backgroundColor)
        for _ in 0..<suppressionCount {
            guard let rule = required(), let reason = string(), let location = readLocation() ?? nil else { return nil }
            element.suppressions.append(ScanSuppression(rule: rule, reason: reason, location: location))
        }
        guard let source = string(), let platform = string(), let condition = string(), let slot = string(), let ored = string(),
            let appKit = string()
        else { return nil }
        if let source {
            element.sourcePlatform = ScannedSourcePlatform(
                platform: platform.flatMap(ApplePlatform.init(rawValue:)), condition: condition, isWidget: source == "w")
            element.sourcePlatform?.systemSlot = slot
            element.sourcePlatform?.platforms = (ored ?? "").split(separator: ",").compactMap { ApplePlatform(rawValue: String($0)) }
            element.sourcePlatform?.appKit = appKit
        }
        guard let outletCount = int() ?? nil, outletCount >= 0 else { return nil }
        for _ in 0..<outletCount {
            guard let outlet = required() else { return nil }
            element.outlets.append(outlet)
        }
        guard let declaringType = string(), let fixedSizeConstant = string(), let codeOutlet = string(), let codeClass = string() else { return nil }
        element.declaringType = declaringType
        element.fixedSizeConstant = fixedSizeConstant
        element.codeOutlet = codeOutlet
        element.codeClass = codeClass
        guard let pictogram = string(), let wrapsUIFont = string() else { return nil }
        element.pictogram = pictogram
        element.wrapsUIFont = wrapsUIFont != nil
        // A code-built monogram badge (``CodeMonograms``), the only badge the Swift reader gives.
        guard let codeLetter = string(), let emojiInCode = string(), let declaringMember = string() else { return nil }
        if let codeLetter { element.badge = ScannedBadge(width: 0, height: 0, fileText: nil, codeLetter: codeLetter) }
        (element.emojiInCode, element.declaringMember) = (emojiInCode, declaringMember)
        guard let joinedInto = readLocation(), let joinedCount = int() ?? nil, joinedCount >= 0 else { return nil }
        element.joinedInto = joinedInto
        for _ in 0..<joinedCount {
            guard let joinedFont = self.font() ?? nil, let location = readLocation() ?? nil else { return nil }
            element.joinedTexts.append(ScannedJoinedText(font: joinedFont, location: location))
        }
        guard let listRow = string(), let style = string(), let written = string(), let styleLocation = readLocation(), let scaledOnce = string(),
            let readOnceStyle = string(), let readOnceFrom = string()
        else { return nil }
        element.listRowBackdrop = listRow != nil
        (element.scaledOnce, element.readOnceStyle, element.readOnceFrom) = (scaledOnce, readOnceStyle, readOnceFrom)
        if let style, let written, let styleLocation {
            element.interfaceStyle = ScannedInterfaceStyle(isDark: style == "d", scope: .file(styleLocation.file), written: written, location: styleLocation)
        }
        return element
    }

    private mutating func font() -> ScannedFont?? {
        guard let tag = string() else { return nil }
        switch tag {
        case nil: return .some(nil)
        case "s":
            guard let style = required().flatMap(TextStyle.init(rawValue:)), let weight = double(), let live = required() else { return nil }
            return .some(.textStyle(style, weight: weight.map { FontWeight(value: $0) }, live: live == "1"))
        case "r":
            guard let role = required().flatMap(MaterialTypeRole.init(rawValue:)) else { return nil }
            return .some(.materialRole(role))
        case "c":
            guard let size = requiredDouble(), let relativeTo = string(), let weight = requiredDouble(), let family = string() else { return nil }
            return .some(.scaled(size: size, relativeTo: relativeTo.flatMap(TextStyle.init(rawValue:)), weight: FontWeight(value: weight), family: family))
        case "x":
            guard let size = requiredDouble(), let unit = required(), let weight = requiredDouble(), let family = string() else { return nil }
            return .some(.fixed(size: size, unit: unit, weight: FontWeight(value: weight), family: family))
        default: return nil
        }
    }

    private mutating func color() -> ScannedColor?? {
        guard let tag = string() else { return nil }
        switch tag {
        case nil: return .some(nil)
        case "l":
            guard let red = requiredDouble(), let green = requiredDouble(), let blue = requiredDouble(), let valueAlpha = requiredDouble(),
                let alpha = requiredDouble()
            else { return nil }
            return .some(.literal(SRGBColor(red: red, green: green, blue: blue, alpha: valueAlpha), alpha: alpha))
        case "a": return required().map { .some(.asset($0)) } ?? nil
        case "y": return required().map { .some(.system($0)) } ?? nil
        case "e": return required().map { .some(.resource($0)) } ?? nil
        case "z":
            guard let name = required(), let reason = required() else { return nil }
            return .some(.unresolved(name, reason: reason))
        case "t":
            // Swift never writes this (Android only), but the coding stays total.
            guard let name = required(), let theme = required(), case .some(.some(let light)) = color(), case .some(.some(let dark)) = color() else {
                return nil
            }
            return .some(.themed(name, theme: theme, light: light, dark: dark))
        default: return nil
        }
    }
}
