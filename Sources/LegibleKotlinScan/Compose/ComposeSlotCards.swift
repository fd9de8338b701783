import LegibleScan

/// A same-file composable that invokes its content lambda inside a card it draws gives the
/// lambda that card's fill (issue 33, fresh-android13a M2): openScale f7a733b2
/// `InsightsScreen.kt:1100-1120`, `InsightCard(title, …, content: @Composable () -> Unit)`, is
/// `Card(…) { Column(Modifier.padding(16.dp)) { Row { … }; content() } }`; the sparkline dates its
/// callers pass as the trailing lambda (`:381`, `:386`, `labelSmall` in
/// `onSurfaceVariant.copy(alpha = 0.6f)`, 2.85:1 on the card's default fill) were left unjudged
/// with no note, while the same Text written inside a `Card` was reported.
///
/// Literal: the function is declared once in the file, takes a function-typed parameter
/// (`@Composable () -> Unit`), and its body (a block or `= expression`) has, at its top level, a `Card`,
/// `ElevatedCard`, `OutlinedCard` or `Surface` call whose lambda calls that parameter with no
/// arguments, directly or through layouts that draw nothing and whose modifiers draw no fill. The
/// call's trailing lambda (or `content =`) is then walked inside that card, its arguments as the
/// function writes them (a colour from a parameter is unread, so the fill stays unknown).
enum ComposeSlotCards {
    static let containers: Set<String> = ["Card", "ElevatedCard", "OutlinedCard", "Surface"]

    /// Function name → the card call around the place it invokes its content lambda.
    static func cards(in statements: [KotlinStatement]) -> [String: ComposeCall] {
        slotFunctions(in: statements) { slots, body in card(around: slots, in: body) }
    }

    /// For each function declared once in `statements` with function-typed parameters (its slots),
    /// what `read` finds in its body with them.
    private static func slotFunctions<Found>(in statements: [KotlinStatement], _ read: (Set<String>, [KotlinStatement]) -> Found?) -> [String: Found] {
        var result: [String: Found] = [:]
        var declared: [String: Int] = [:]
        for statement in statements {
            guard case .declaration(let declaration) = statement, declaration.keyword == "fun", !declaration.name.isEmpty else { continue }
            declared[declaration.name, default: 0] += 1
            // The parser keeps a type without its annotation: a lambda that shows a Text is a composable one.
            let slots = Set(declaration.parameters.filter { $0.type.contains("->") }.map(\.name))
            guard !slots.isEmpty else { continue }
            let body = declaration.body ?? declaration.initializer.map { [KotlinStatement.expression($0)] } ?? []
            if let found = read(slots, body) { result[declaration.name] = found }
        }
        return result.filter { declared[$0.key] == 1 }
    }

    private static func card(around slots: Set<String>, in statements: [KotlinStatement]) -> ComposeCall? {
        for statement in statements {
            guard case .expression(let expression) = statement, case .call(let callee, let arguments, let lambda) = expression.kind,
                case .name(let name) = callee.kind, containers.contains(name), let lambda, invokes(slots, in: lambda.body)
            else { continue }
            return ComposeCall(name: name, arguments: arguments, position: expression.position, endLine: expression.endLine)
        }
        return nil
    }

    /// Whether `statements` call one of `slots` (`content()`), directly or inside layouts that draw nothing.
    private static func invokes(_ slots: Set<String>, in statements: [KotlinStatement]) -> Bool {
        !invoked(slots, in: statements).isEmpty
    }

    /// The `slots` that `statements` call with no arguments, directly or inside layouts that draw nothing.
    private static func invoked(_ slots: Set<String>, in statements: [KotlinStatement]) -> Set<String> {
        var found: Set<String> = []
        for statement in statements {
            guard case .expression(let expression) = statement, case .call(let callee, let arguments, let lambda) = expression.kind,
                case .name(let name) = callee.kind
            else { continue }
            if slots.contains(name) {
                if arguments.isEmpty && lambda == nil { found.insert(name) }
                continue
            }
            let call = ComposeCall(name: name, arguments: arguments, position: expression.position, endLine: expression.endLine)
            guard let lambda, ComposeFileScan.drawsNothing.contains(name), !ModifierChain(call.modifier).mayDrawFill else { continue }
            found.formUnion(invoked(slots, in: lambda.body))
        }
        return found
    }

    /// Function name → the call given a `backgroundColor =` or `containerColor =` around the
    /// named slots it invokes, at the top level of the function's body (the file's own composable,
    /// declared once). phoenix 13c8ddb6 `HomeBalance.kt:281`: `OnChainBalanceEntry(…, description:
    /// @Composable () -> Unit, …)` shows `description()` inside the app's `Clickable(backgroundColor
    /// = MaterialTheme.colors.surface)`, so the texts its callers pass as `description =` (`:202`,
    /// `:217`) are on white, not on the dialog's grey around the call.
    static func fills(in statements: [KotlinStatement]) -> [String: (call: ComposeCall, slots: Set<String>)] {
        slotFunctions(in: statements) { slots, body in
            for statement in body {
                guard case .expression(let expression) = statement, case .call(let callee, let arguments, let lambda) = expression.kind,
                    case .name(let name) = callee.kind, let lambda,
                    arguments.contains(where: { $0.name == "backgroundColor" || $0.name == "containerColor" })
                else { continue }
                let shown = invoked(slots, in: lambda.body)
                guard !shown.isEmpty else { continue }
                return (ComposeCall(name: name, arguments: arguments, position: expression.position, endLine: expression.endLine), shown)
            }
            return nil
        }
    }
}
