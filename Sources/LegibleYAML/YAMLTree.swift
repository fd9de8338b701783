// libyaml as Yams builds it (Yams's own C target): its event stream is read once, before Yams
// composes a tree, so that anchors and aliases are refused before any alias is expanded.
import CYaml
import LegibleSyntax
import Yams

/// Turns YAML (through Yams) into a ``PositionedValue`` tree, with libyaml's positions and
/// errors.
///
/// Before Yams composes a tree, libyaml's events are walked once, with nothing kept, to hold the
/// document to ``maximumNodes`` nodes nested at most ``maximumDepth`` levels deep and to refuse
/// anchors and aliases where they appear. Yams resolves every alias to the anchored node, so a
/// few hundred bytes of nested aliases would otherwise describe billions of nodes (and hashing
/// such a node as a mapping key alone takes as long).
package enum YAMLTree {
    /// The most nodes (scalars, sequences and mappings) one document may have.
    package static let maximumNodes = 1_000_000
    /// The deepest nesting of sequences and mappings.
    package static let maximumDepth = 256

    package static func parse(_ text: String, file: String) throws(SyntaxError) -> PositionedValue {
        try scan(text, file: file)
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw convert(error, file: file)
        } catch {
            throw SyntaxError(file: file, message: "not valid YAML: \(error)")
        }
        guard let node else {
            throw SyntaxError(file: file, message: "the file is empty; expected a YAML mapping")
        }
        return try value(node, file: file)
    }

    /// Walks libyaml's events: the node count, the nesting depth, and no anchor or alias. A
    /// syntax error ends the walk quietly: Yams reports it with its position when it parses.
    private static func scan(_ text: String, file: String) throws(SyntaxError) {
        var text = text
        let failure: SyntaxError? = text.withUTF8 { bytes in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            var nodes = 0
            var depth = 0
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                let at = SyntaxPosition(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
                let anchor: UnsafeMutablePointer<yaml_char_t>?
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return nil
                case YAML_ALIAS_EVENT:
                    return SyntaxError(file: file, position: at, message: anchorsUnsupported)
                case YAML_SCALAR_EVENT:
                    anchor = event.data.scalar.anchor
                case YAML_SEQUENCE_START_EVENT:
                    anchor = event.data.sequence_start.anchor
                    depth += 1
                case YAML_MAPPING_START_EVENT:
                    anchor = event.data.mapping_start.anchor
                    depth += 1
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    depth -= 1
                    continue
                default:
                    continue
                }
                if anchor != nil { return SyntaxError(file: file, position: at, message: anchorsUnsupported) }
                nodes += 1
                if nodes > maximumNodes {
                    return SyntaxError(
                        file: file, position: at,
                        message: "more than \(maximumNodes) YAML nodes (values, lists and mappings), the most Legible reads from one file")
                }
                if depth > maximumDepth {
                    return SyntaxError(file: file, position: at, message: "nested more than \(maximumDepth) levels deep")
                }
            }
        }
        if let failure { throw failure }
    }

    private static let anchorsUnsupported = "YAML anchors and aliases (&name, *name) are not supported; write each value out"

    /// The line and column (in Unicode scalars, from 1) of the byte at `offset` of `text`.
    static func position(ofByte offset: Int, in text: String) -> SyntaxPosition {
        var line = 1
        var column = 1
        for byte in text.utf8.prefix(offset) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // the first byte of a scalar
                column += 1
            }
        }
        return SyntaxPosition(line: line, column: column)
    }

    private static func position(_ mark: Mark?) -> SyntaxPosition {
        SyntaxPosition(line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    private static func convert(_ error: YamlError, file: String) -> SyntaxError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            let detail = context.map { "\(problem) \($0.text)" } ?? problem
            return SyntaxError(file: file, position: position(mark), message: "invalid YAML: \(detail)")
        case let .duplicatedKeysInMapping(duplicates, context):
            return SyntaxError(
                file: file, position: position(context.mark),
                message: "duplicate key \(duplicates.map { "\"\($0)\"" }.joined(separator: ", ")) in a mapping"
            )
        case let .reader(problem, offset, value, yaml):
            // libyaml's reader gives a byte offset, not a line: counted here, so a NUL or ESC
            // in a 10,000-line file is found at its line and column.
            let character =
                value >= 0
                ? " (U+\(String(repeating: "0", count: max(0, 4 - String(value, radix: 16).count)))\(String(value, radix: 16, uppercase: true)))" : ""
            return SyntaxError(
                file: file, position: offset.map { position(ofByte: $0, in: yaml) }, message: "cannot read the YAML text: \(problem)\(character)")
        default:
            return SyntaxError(file: file, message: "invalid YAML: \(error)")
        }
    }

    private static func value(_ node: Node, file: String) throws(SyntaxError) -> PositionedValue {
        let at = position(node.mark)
        switch node {
        case .scalar(let scalar):
            guard scalar.style == .plain, !isPlainText(scalar.string) else { return PositionedValue(kind: .string(scalar.string), position: at) }
            if node.null != nil {
                return PositionedValue(kind: .null, position: at, literal: scalar.string)
            }
            if let flag = node.bool {
                return PositionedValue(kind: .bool(flag), position: at, literal: scalar.string)
            }
            if let number = node.int.map(Double.init) ?? node.float {
                return PositionedValue(kind: .number(number), position: at, literal: scalar.string)
            }
            return PositionedValue(kind: .string(scalar.string), position: at)
        case .sequence(let sequence):
            var elements: [PositionedValue] = []
            for element in sequence {
                elements.append(try value(element, file: file))
            }
            return PositionedValue(kind: .array(elements), position: at)
        case .mapping(let mapping):
            var members: [PositionedValue.Member] = []
            for (key, element) in mapping {
                guard case .scalar(let keyScalar) = key else {
                    throw SyntaxError(file: file, position: position(key.mark), message: "mapping keys must be plain text")
                }
                members.append(.init(key: keyScalar.string, keyPosition: position(key.mark), value: try value(element, file: file)))
            }
            return PositionedValue(kind: .object(members), position: at)
        case .alias:
            throw SyntaxError(file: file, position: at, message: anchorsUnsupported)
        }
    }

    /// Whether a plain scalar is text whatever Yams would make of it: one that starts with a
    /// letter that starts no null (`null`, `~`), Boolean (`true`, `yes`, `on`, `false`, `no`,
    /// `off`), `inf` or `nan`, and has no `:` (sexagesimal numbers). Most scalars of a large
    /// configuration are names (`color.text.primary`): this spares them Yams's four conversions,
    /// which lowercase and copy the text each time.
    private static func isPlainText(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        switch first | 0x20 {  // ASCII lower case
        case UInt8(ascii: "a")...UInt8(ascii: "z"):
            guard !"fintoy".utf8.contains(first | 0x20) else { return false }
            return !text.utf8.contains(UInt8(ascii: ":"))
        default:
            return false
        }
    }
}
