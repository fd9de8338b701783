import Foundation
import LegibleScan

/// The app's composables that show a slot lambda with nothing painted around it, so what the
/// lambda shows sits on whatever the call of the composable sits on (issue 33, fresh-android16b):
/// AuroraStore 3ab3943f `AuroraListItem(trailing = …)` is `Row(modifier.fillMaxWidth()…) { …;
/// if (trailing != null) trailing() }`, and `DispenserListItem.kt:35` passes it `{ TextButton {
/// Text(…) } }`. The TextButton's primary text (4.11:1 on the screen's Scaffold) was never
/// judged: the slot closed the way to the callers' fills (``ComposeCallerFills``).
///
/// Literal: the function is declared once among the app's Compose files (a private one is
/// followed from its own file only), its name is no component the reader knows, and its body
/// calls the parameter (`slot()`, `slot?.invoke()`) with no arguments directly or inside `if`,
/// `when` and layouts that draw nothing (``ComposeFileScan/drawsNothing``) whose modifiers draw no
/// fill. Any other container around the call (a `Surface`, a card, a dialog, an app's own
/// composable) leaves the slot closed.
package struct ComposeOpenSlots: Sendable {
    struct Slots: Sendable {
        var path: String
        var isPrivate: Bool
        /// The function-typed parameters called open.
        var names: Set<String>
        /// The last parameter, which a trailing lambda is.
        var last: String?
    }

    private var functions: [String: Slots] = [:]

    package init() {}

    /// Whether the argument labelled `label` (`nil`: the trailing lambda) of a call of
    /// `function` in the file `path` is shown open.
    func isOpen(_ function: String, argument label: String?, from path: String) -> Bool {
        guard let slots = functions[function], !slots.isPrivate || slots.path == path, let name = label ?? slots.last else { return false }
        return slots.names.contains(name)
    }

    /// Names the reader treats as Material's own components: an app function of one of these
    /// names is not told apart from the component at a call.
    static var componentNames: Set<String> {
        Set(ComposeCall.materialControls.keys).union(ComposeFileScan.drawsNothing).union([
            "Surface", "Card", "ElevatedCard", "OutlinedCard", "Scaffold", "ListItem", "ModalBottomSheet", "AlertDialog", "Dialog",
            "BasicAlertDialog", "Snackbar", "Badge", "Text", "BasicText", "TopAppBar", "NavigationBar", "DropdownMenu",
        ])
    }

    /// The open slots of the composables of the Compose files among `sources`.
    static func collect(sources: KotlinSourceTexts) -> ComposeOpenSlots {
        var files: [(path: String, statements: [KotlinStatement])] = []
        for path in sources.paths {
            guard let text = sources.text(path), KotlinDeclaredNames.contains(text, "androidx.compose")
            else { continue }
            files.append((path, KotlinParser.parse(text).statements))
        }
        return ComposeOpenSlots(files: files)
    }

    /// The open slots of `files` (the tests' entry point too).
    init(files: [(path: String, statements: [KotlinStatement])]) {
        var found: [String: [Slots]] = [:]
        let components = Self.componentNames
        for file in files {
            for case .declaration(let declaration) in file.statements where declaration.keyword == "fun" && !declaration.name.isEmpty {
                guard declaration.receiver == nil, declaration.annotations.contains(where: { $0.name == "Composable" }),
                    !ComposePreviewHelpers.isPreview(declaration)
                else {
                    // Any other function of the name makes a call of it ambiguous.
                    found[declaration.name, default: []].append(Slots(path: file.path, isPrivate: false, names: []))
                    continue
                }
                let parameters = Set(declaration.parameters.filter { $0.type.contains("->") }.map(\.name))
                let body = declaration.body ?? declaration.initializer.map { [KotlinStatement.expression($0)] } ?? []
                let open = parameters.isEmpty ? [] : Self.invoked(parameters, in: body)
                found[declaration.name, default: []].append(
                    Slots(
                        path: file.path, isPrivate: declaration.modifiers.contains("private"), names: open,
                        last: declaration.parameters.last?.name))
            }
        }
        for (name, declared) in found where declared.count == 1 && !declared[0].names.isEmpty && !components.contains(name) {
            functions[name] = declared[0]
        }
    }

    /// The slots among `slots` that `statements` call open.
    static func invoked(_ slots: Set<String>, in statements: [KotlinStatement]) -> Set<String> {
        var found: Set<String> = []
        for case .expression(let expression) in statements { found.formUnion(invoked(slots, in: expression)) }
        return found
    }

    private static func invoked(_ slots: Set<String>, in expression: KotlinExpression) -> Set<String> {
        switch expression.kind {
        case .call(let callee, let arguments, let lambda):
            switch callee.kind {
            case .name(let name):
                if slots.contains(name) { return arguments.isEmpty && lambda == nil ? [name] : [] }
                let call = ComposeCall(name: name, arguments: arguments, position: expression.position, endLine: expression.endLine)
                guard let lambda, ComposeFileScan.drawsNothing.contains(name), !ModifierChain(call.modifier).mayDrawFill else { return [] }
                return invoked(slots, in: lambda.body)
            case .member(let base, "invoke", _):
                // `trailing?.invoke()`.
                guard case .name(let name) = base.kind, slots.contains(name), arguments.isEmpty, lambda == nil else { return [] }
                return [name]
            default:
                return []
            }
        case .control(let keyword, let parts) where keyword == "if" || keyword == "when":
            return parts.reduce(into: Set<String>()) { $0.formUnion(invoked(slots, in: $1)) }
        case .block(let statements):
            return invoked(slots, in: statements)
        default:
            return []
        }
    }
}
