import LegibleScan

/// Text colours a condition chooses: `if (isSelected) A else B` (Proton Pass d04eec28
/// ItemTypeFilterList.kt:143), a `when` (nested ones too), and a function of the file that
/// returns one (Element X 477aa366 FileContent.kt:151, `line.toColor(colorationMode)`, a `when`
/// of log levels). Every branch is a state the user sees, so each known colour is a state
/// `contrast.text` judges; `if (enabled) A else B` stays the enabled state alone (the disabled
/// one is exempt, WCAG 1.4.3). Conditions are named as the code writes them.
extension ComposeFileScan {
    /// The states of a `color =` whose colour the reader could not read as one: each known
    /// branch's colour with its condition. A function returning one colour unconditionally is a
    /// single state with no condition.
    func colorStates(_ written: KotlinExpression) -> [ScannedColorState] {
        var states: [ScannedColorState] = []
        collectStates(written, conditions: [], depth: 0, into: &states)
        return states
    }

    private func collectStates(_ expression: KotlinExpression, conditions: [String], depth: Int, into states: inout [ScannedColorState]) {
        // Bounded: a deep or recursive function, or a `when` of many colours, is not followed further.
        guard depth < 8, states.count < 24 else { return }
        let value = values.constants.resolve(expression)
        if let color = values.color(value) {
            states.append(ScannedColorState(condition: conditions.joined(separator: " and "), color: color))
            return
        }
        switch value.kind {
        case .block(let statements):
            guard statements.count == 1, case .expression(let last) = statements[0] else { return }
            collectStates(last, conditions: conditions, depth: depth + 1, into: &states)
        case .control("if", let parts) where parts.count == 3:
            if let enabled = Self.enabledBranch(value, flags: enabledFlags) {
                return collectStates(enabled, conditions: conditions, depth: depth + 1, into: &states)
            }
            if let decided = ComposeFixedConditions.decided(parts[0], constants: values.constants) {
                return collectStates(parts[decided ? 1 : 2], conditions: conditions, depth: depth + 1, into: &states)
            }
            collectStates(parts[1], conditions: conditions + [Self.written(parts[0])], depth: depth + 1, into: &states)
            collectStates(parts[2], conditions: conditions + [Self.negation(parts[0])], depth: depth + 1, into: &states)
        case .control("when", let parts):
            whenStates(value, parts, conditions: conditions, depth: depth, into: &states)
        case .call(let callee, _, nil):
            guard let result = localFunctionResult(callee) else { return }
            collectStates(result, conditions: conditions, depth: depth + 1, into: &states)
        default:
            return
        }
    }

    /// A `when`'s branches: the parser keeps its subject, conditions and branches in one list, so
    /// a part that gives a colour (or is a braced block) is a branch and the parts before it are
    /// its conditions; a subject is a first part on the `when`'s own line.
    private func whenStates(
        _ value: KotlinExpression, _ parts: [KotlinExpression], conditions: [String], depth: Int, into states: inout [ScannedColorState]
    ) {
        let subject = parts.first.flatMap { $0.position.line == value.position.line ? Self.written($0) : nil }
        var pending: [String] = []
        for part in parts.dropFirst(subject == nil ? 0 : 1) {
            var found: [ScannedColorState] = []
            let label: String
            if let subject {
                label = pending.isEmpty ? "\(subject) is anything else" : "\(subject) is \(pending.joined(separator: " or "))"
            } else {
                label = pending.isEmpty ? "no other condition holds" : pending.joined(separator: " or ")
            }
            // `when { !enabled -> disabledColor … }`: an inactive control's text is exempt (WCAG
            // 1.4.3), so that branch is no state (Home Assistant 532638a9 HADropdownMenu.kt:205).
            if subject == nil, pending.count == 1, isDisabledCondition(pending[0]) {
                pending = []
                continue
            }
            collectStates(part, conditions: conditions + [label], depth: depth + 1, into: &found)
            if found.isEmpty, !Self.isBlock(part), !Self.namesColor(part) {
                pending.append(Self.written(part))
                continue
            }
            states += found
            pending = []
        }
    }

    /// Whether a `when` branch's condition, as written, is a control's disabled state: `!enabled`,
    /// `!isEnabled`, `disabled`, `isDisabled`, or `!flag` for a flag that switches an enclosing
    /// control off (``enabledFlags``).
    private func isDisabledCondition(_ written: String) -> Bool {
        let name = written.hasPrefix("!") ? String(written.dropFirst()) : written
        let flag = name.split(separator: ".").last.map(String.init) ?? name
        guard flag.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
        if written.hasPrefix("!") { return ["enabled", "isEnabled"].contains(flag) || enabledFlags.contains(flag) }
        return ["disabled", "isDisabled"].contains(flag)
    }

    /// A branch whose colour is not known here (`ElementTheme.colors.textPrimary` without the
    /// theme): a name that says colour is not taken for the next branch's condition. Only a
    /// value's name counts (`colors`, `colorScheme`, `textColor`), not a type's: `ColorationMode.Logcat`
    /// is a condition (Element X 477aa366 FileContent.kt:132, whose Logcat branch was called
    /// "colorationMode is anything else").
    private static func namesColor(_ expression: KotlinExpression) -> Bool {
        guard case .member = expression.kind else { return false }
        return expression.sketch.split(separator: ".").contains { $0.first?.isLowercase == true && $0.lowercased().contains("color") }
    }

    private static func isBlock(_ expression: KotlinExpression) -> Bool {
        if case .block = expression.kind { return true }
        return false
    }

    /// What a call of one of the file's own functions returns: its `= expression` body, or a body
    /// that is one `return`; `nil` for any other function, or a name the file declares twice.
    func localFunctionResult(_ callee: KotlinExpression) -> KotlinExpression? {
        let name: String
        switch callee.kind {
        case .name(let called), .member(_, let called, _): name = called
        default: return nil
        }
        var found: [KotlinDeclaration] = []
        for case .declaration(let declaration) in file.statements {
            if declaration.keyword == "fun", declaration.name == name { found.append(declaration) }
        }
        guard found.count == 1, let function = found.first else { return nil }
        if let initializer = function.initializer { return initializer }
        guard let body = function.body, body.count == 1, case .expression(let only) = body[0], case .jump("return", let result?) = only.kind else {
            return nil
        }
        return result
    }

    /// A condition as the code writes it, near enough: names, members, calls, literals, operators.
    static func written(_ expression: KotlinExpression) -> String {
        switch expression.kind {
        case .name(let name): name
        case .member(let base, let name, let safe): written(base) + (safe ? "?." : ".") + name
        case .call(let callee, let arguments, nil): written(callee) + "(" + arguments.map { written($0.value) }.joined(separator: ", ") + ")"
        case .prefix(let op, let operand): op + written(operand)
        case .binary(let op, let left, let right): "\(written(left)) \(op) \(written(right))"
        case .typeCheck(let op, let operand, let type): "\(written(operand)) \(op) \(type)"
        default: expression.sketch
        }
    }

    /// The opposite of an `if`'s condition: `isSelected` for `!isSelected`, else `not …`.
    static func negation(_ condition: KotlinExpression) -> String {
        if case .prefix("!", let operand) = condition.kind { return written(operand) }
        let text = written(condition)
        return text.contains(" ") ? "not (\(text))" : "not \(text)"
    }
}

extension ComposeFileScan {
    /// The flags a call switches itself off with, for its content: the bare name (or a member's
    /// last name) given as `enabled =` to its click modifier (`clickable`, `selectable`,
    /// `toggleable`…) or to the call itself (`Button(enabled = canSend)`). Kickstarter e5ba636b
    /// CollectionPlan.kt:207, `color = if (isSelectable) textPrimary else textDisabled` inside
    /// `Column(Modifier.clickable(enabled = isSelectable, …))` (:179): the grey is the inactive
    /// option's, which WCAG 1.4.3 exempts, as it does `if (enabled)`.
    static func controlEnabledFlags(_ call: ComposeCall) -> Set<String> {
        var given: [KotlinExpression] = []
        let chain = ModifierChain(call.modifier)
        for link in chain.links where ModifierChain.clickNames.contains(link.name) {
            if let enabled = link.argument("enabled") { given.append(enabled) }
        }
        if let enabled = call.argument("enabled") { given.append(enabled) }
        var flags: Set<String> = []
        for value in given {
            switch value.kind {
            case .name(let name): flags.insert(name)
            case .member(_, let name, _): flags.insert(name)
            default: continue
            }
        }
        return flags
    }
}
