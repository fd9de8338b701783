import LegibleSyntax
import Yams

/// Turns YAML (through Yams) into a ``PositionedValue`` tree, with libyaml's positions and
/// errors.
package enum YAMLTree {
    package static func parse(_ text: String, file: String) throws(SyntaxError) -> PositionedValue {
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
        return try value(node, file: file, depth: 0)
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
        case let .reader(problem, _, _, _):
            return SyntaxError(file: file, message: "cannot read the YAML text: \(problem)")
        default:
            return SyntaxError(file: file, message: "invalid YAML: \(error)")
        }
    }

    private static func value(_ node: Node, file: String, depth: Int) throws(SyntaxError) -> PositionedValue {
        let at = position(node.mark)
        guard depth < 256 else {
            throw SyntaxError(file: file, position: at, message: "nested more than 256 levels deep")
        }
        switch node {
        case .scalar(let scalar):
            guard scalar.style == .plain else { return PositionedValue(kind: .string(scalar.string), position: at) }
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
                elements.append(try value(element, file: file, depth: depth + 1))
            }
            return PositionedValue(kind: .array(elements), position: at)
        case .mapping(let mapping):
            var members: [PositionedValue.Member] = []
            for (key, element) in mapping {
                guard case .scalar(let keyScalar) = key else {
                    throw SyntaxError(file: file, position: position(key.mark), message: "mapping keys must be plain text")
                }
                members.append(.init(key: keyScalar.string, keyPosition: position(key.mark), value: try value(element, file: file, depth: depth + 1)))
            }
            return PositionedValue(kind: .object(members), position: at)
        case .alias:
            throw SyntaxError(file: file, position: at, message: "YAML aliases are not supported in a layout spec")
        }
    }
}
